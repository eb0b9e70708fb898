<?php
/**
 * The pattern library's contract file, shared with TypeScript.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Support\Contract_File;

/**
 * Where the pattern library's limits, sizes and prefixes live (src/pattern-library/pattern-library.json,
 * read by src/pattern-library/editor/constants.ts too): one path for every PHP reader.
 */
final class Library_Contract {

	/**
	 * The contract file, relative to the plugin folder (Contract_File finds its built copy in the zip).
	 */
	public const FILE = 'src/pattern-library/pattern-library.json';

	/**
	 * The contract's JSON object.
	 *
	 * @return array<string, mixed>
	 */
	public static function read(): array {
		return Contract_File::read( self::FILE );
	}
}
