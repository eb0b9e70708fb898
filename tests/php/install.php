<?php
/**
 * Installs a clean WordPress into the test database and activates the plugin. Run in a subprocess by
 * the bootstrap, so that the tests themselves load WordPress as on any request.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

require __DIR__ . '/wp-tests-config.php';
define( 'WP_INSTALLING', true );
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

global $wpdb;
if ( 'mysql' === DB_ENGINE ) {
	$wpdb->suppress_errors( true );
	foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table_prefix ) . '%' ) ) as $gblocks_table ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->query( "DROP TABLE IF EXISTS `{$gblocks_table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Table names come from SHOW TABLES.
	}
	$wpdb->suppress_errors( false );
	wp_cache_flush();
}

$gblocks_result = wp_install( 'GBlocks Pro Tests', 'admin', 'admin@example.org', true, '', 'password' );
if ( is_wp_error( $gblocks_result ) ) {
	fwrite( STDERR, 'Could not install WordPress: ' . $gblocks_result->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'permalink_structure', '/%postname%/' );
switch_theme( WP_DEFAULT_THEME );
$gblocks_activated = activate_plugin( 'gblocks-pro/plugin.php' );
if ( is_wp_error( $gblocks_activated ) ) {
	fwrite( STDERR, 'Could not activate the plugin: ' . $gblocks_activated->get_error_message() . "\n" );
	exit( 1 );
}
exit( 0 );
