<?php
/**
 * Constants plugin.php defines at run time, declared for PHPStan.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

define( 'GBLOCKS_PRO_VERSION', '0.0.0' );
define( 'GBLOCKS_PRO_FILE', __DIR__ . '/../../plugin.php' );
define( 'GBLOCKS_PRO_DIR', __DIR__ . '/../../' );
