<?php
/**
 * Plugin Name:       GBlocks Pro: Overlay Panels & Conditions
 * Description:       Overlay panels (modals, anchored dropdowns, mega menus), reusable display conditions for overlays and any block, custom HTML attributes, block style tools, dynamic tags, looped queries and a pattern library.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      8.1
 * Author:            GBlocks Pro
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       gblocks-pro
 * Domain Path:       /languages
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'GBLOCKS_PRO_VERSION', '0.1.0' );
define( 'GBLOCKS_PRO_FILE', __FILE__ );
define( 'GBLOCKS_PRO_DIR', __DIR__ . '/' );

// A script OPcache already holds is known to exist, so a class costs no file-system call (is_readable()
// would make one per class); an unknown path, or a PHP without OPcache's API, asks the disk once.
$gblocks_pro_cached = function_exists( 'opcache_is_script_cached' ) && '' === (string) ini_get( 'opcache.restrict_api' );
spl_autoload_register(
	static function ( string $class_name ) use ( $gblocks_pro_cached ): void {
		$prefix = 'GBlocks_Pro\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) );
		$file     = GBLOCKS_PRO_DIR . 'includes/' . $relative . '.php';
		if ( ( $gblocks_pro_cached && opcache_is_script_cached( $file ) ) || is_file( $file ) ) {
			require_once $file;
		} elseif ( str_starts_with( $class_name, $prefix . 'Support\\' ) ) {
			\GBlocks_Pro\Support\Former_Names::alias( $class_name );
		}
	}
);
unset( $gblocks_pro_cached );

require_once __DIR__ . '/includes/functions.php';

register_activation_hook( __FILE__, array( \GBlocks_Pro\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \GBlocks_Pro\Plugin::class, 'deactivate' ) );
add_action( 'plugins_loaded', array( \GBlocks_Pro\Plugin::class, 'boot' ) );
