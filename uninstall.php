<?php
/**
 * Uninstall: removes the plugin's options, transients and capabilities. Overlays and conditions are
 * content and are kept unless the option gblocks_pro_delete_data_on_uninstall is on.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

require_once __DIR__ . '/includes/Support/Capabilities.php';

global $wpdb;

$gblocks_delete_content = (bool) get_option( 'gblocks_pro_delete_data_on_uninstall', false );

if ( $gblocks_delete_content ) {
	foreach ( array( 'gblocks_overlay', 'gblocks_condition', 'gblocks_styles' ) as $gblocks_post_type ) {
		$gblocks_ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $gblocks_post_type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Uninstall runs once; no API lists posts of an unregistered type.
		foreach ( $gblocks_ids as $gblocks_id ) {
			wp_delete_post( (int) $gblocks_id, true );
		}
	}
}

\GBlocks_Pro\Support\Capabilities::revoke();

// Options and transients of ours all start with gblocks_pro_.
$gblocks_like = $wpdb->esc_like( 'gblocks_pro_' ) . '%';
$gblocks_rows = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $gblocks_like, $wpdb->esc_like( '_transient_gblocks_pro_' ) . '%', $wpdb->esc_like( '_transient_timeout_gblocks_pro_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Uninstall runs once; options have no prefix lookup API.
foreach ( $gblocks_rows as $gblocks_option ) {
	delete_option( (string) $gblocks_option );
}
