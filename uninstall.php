<?php
/**
 * Uninstall: removes the plugin's options, transients (the usage cache included), capabilities, the
 * block styles compiled at save (post meta _gblocks_pro_block_styles), the Insights tables (the event
 * buffer, the daily rollups and the daily and monthly totals: Schema::all_tables()) and their WP-Cron events.
 * Overlays, conditions, global classes, their categories and our settings on menu items are content and
 * are kept unless the option gblocks_pro_delete_data_on_uninstall is on. On multisite every site of the
 * network is cleaned, each by its own setting.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

require_once __DIR__ . '/includes/Support/Capabilities.php';
require_once __DIR__ . '/includes/Support/Feature.php';
require_once __DIR__ . '/includes/Insights/Storage/Schema.php';
require_once __DIR__ . '/includes/Insights/Storage/Cron.php';

/**
 * Cleans the current site.
 */
$gblocks_uninstall_site = static function (): void {
	global $wpdb;

	$gblocks_delete_content = (bool) get_option( 'gblocks_pro_delete_data_on_uninstall', false );

	if ( $gblocks_delete_content ) {
		foreach ( array( 'gblocks_overlay', 'gblocks_condition', 'gblocks_styles' ) as $gblocks_post_type ) {
			$gblocks_ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s", $gblocks_post_type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Uninstall runs once; no API lists posts of an unregistered type.
			foreach ( $gblocks_ids as $gblocks_id ) {
				wp_delete_post( (int) $gblocks_id, true );
			}
		}
		// Categories of overlays and conditions, and the pattern library's collections (the patterns themselves
		// are the site's). The plugin is not loaded during uninstall, so its taxonomies are registered here for
		// wp_delete_term() to accept them.
		foreach ( array( 'gblocks_overlay_cat', 'gblocks_condition_cat', 'gblocks_pattern_collections' ) as $gblocks_taxonomy ) {
			if ( ! taxonomy_exists( $gblocks_taxonomy ) ) {
				register_taxonomy( $gblocks_taxonomy, array() );
			}
			$gblocks_terms = get_terms(
				array(
					'taxonomy'   => $gblocks_taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			);
			foreach ( is_array( $gblocks_terms ) ? $gblocks_terms : array() as $gblocks_term ) {
				wp_delete_term( (int) $gblocks_term, $gblocks_taxonomy );
			}
		}
		// Our settings on the site's menu items (the items themselves are the site's).
		foreach ( array( '_gb_overlay_menu_item', '_gb_menu_condition', '_gb_menu_condition_invert' ) as $gblocks_meta_key ) {
			delete_post_meta_by_key( $gblocks_meta_key );
		}
	}

	\GBlocks_Pro\Support\Capabilities::revoke();

	// Insights: counts, not content; they mean nothing without the plugin.
	\GBlocks_Pro\Insights\Storage\Cron::unschedule();
	\GBlocks_Pro\Insights\Storage\Schema::drop();

	// The block styles compiled at save, kept with each post whose content holds styled blocks: a cache the
	// plugin rebuilds, not content (the styles themselves stay in the blocks' gbStyles attributes).
	delete_post_meta_by_key( '_gblocks_pro_block_styles' );

	// Options and transients of ours all start with gblocks_pro_.
	$gblocks_like = $wpdb->esc_like( 'gblocks_pro_' ) . '%';
	$gblocks_rows = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s", $gblocks_like, $wpdb->esc_like( '_transient_gblocks_pro_' ) . '%', $wpdb->esc_like( '_transient_timeout_gblocks_pro_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Uninstall runs once; options have no prefix lookup API.
	foreach ( $gblocks_rows as $gblocks_option ) {
		delete_option( (string) $gblocks_option );
	}
};

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $gblocks_site_id ) {
		switch_to_blog( (int) $gblocks_site_id );
		$gblocks_uninstall_site();
		restore_current_blog();
	}
} else {
	$gblocks_uninstall_site();
}
