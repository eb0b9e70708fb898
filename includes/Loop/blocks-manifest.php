<?php
/**
 * The Loop's two block.json files as WordPress's block metadata registry reads a collection's manifest
 * (wp_register_block_metadata_collection): keyed by block folder, read through Contract_File, so from the
 * generated copy of the JSON and without opening a file.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

use GBlocks_Pro\Support\Contract_File;

return array(
	'loop'       => Contract_File::read( 'src/loop/block.json' ),
	'no-results' => Contract_File::read( 'src/loop/no-results/block.json' ),
);
