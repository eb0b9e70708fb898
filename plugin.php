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

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'GBlocks_Pro\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) );
		$file     = GBLOCKS_PRO_DIR . 'includes/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		} elseif ( str_starts_with( $class_name, $prefix . 'Support\\' ) ) {
			\GBlocks_Pro\Support\Former_Names::alias( $class_name );
		}
	}
);

require_once __DIR__ . '/includes/functions.php';

register_activation_hook( __FILE__, array( \GBlocks_Pro\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \GBlocks_Pro\Plugin::class, 'deactivate' ) );
add_action( 'plugins_loaded', array( \GBlocks_Pro\Plugin::class, 'boot' ) );
