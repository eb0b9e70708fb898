<?php
/**
 * Installs the multisite stage's network: a subdirectory network on the test database (SQLite by
 * default) with two sites, the plugin network-activated. Run in subprocesses by the stage's bootstrap:
 *   php install.php network   installs one site, then turns it into the network (as Tools > Network
 *                             Setup does; the multisite constants are not defined yet);
 *   php install.php sites     with the network loaded: adds the second site (/site-b/), then
 *                             network-activates the plugin, as a network administrator does.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

$gblocks_step = $argv[1] ?? '';
if ( 'network' === $gblocks_step ) {
	define( 'GBLOCKS_PRO_TESTS_NETWORK_INSTALL', true );
}
require dirname( __DIR__ ) . '/wp-tests-config.php';
if ( 'network' === $gblocks_step ) {
	define( 'WP_INSTALLING', true );
}
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'network' === $gblocks_step ) {
	$gblocks_result = wp_install( 'GBlocks Pro Tests', 'admin', 'admin@example.org', true, '', 'password' );
	if ( is_wp_error( $gblocks_result ) ) {
		fwrite( STDERR, 'Could not install WordPress: ' . $gblocks_result->get_error_message() . "\n" );
		exit( 1 );
	}
	switch_theme( WP_DEFAULT_THEME );
	// The network's tables, named as wp-admin/network.php names them before installing them.
	global $wpdb;
	foreach ( $wpdb->tables( 'ms_global' ) as $gblocks_table => $gblocks_prefixed ) {
		$wpdb->$gblocks_table = $gblocks_prefixed;
	}
	install_network();
	$gblocks_result = populate_network( 1, WP_TESTS_DOMAIN, 'admin@example.org', 'GBlocks Pro Network', '/', false );
	if ( is_wp_error( $gblocks_result ) ) {
		fwrite( STDERR, 'Could not install the network: ' . $gblocks_result->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'sites' === $gblocks_step ) {
	$gblocks_site = wp_insert_site(
		array(
			'domain'  => WP_TESTS_DOMAIN,
			'path'    => '/site-b/',
			'title'   => 'Site B',
			'user_id' => 1,
		)
	);
	if ( is_wp_error( $gblocks_site ) ) {
		fwrite( STDERR, 'Could not add site B: ' . $gblocks_site->get_error_message() . "\n" );
		exit( 1 );
	}
	$gblocks_activated = activate_plugin( 'gblocks-pro/plugin.php', '', true );
	if ( is_wp_error( $gblocks_activated ) ) {
		fwrite( STDERR, 'Could not network-activate the plugin: ' . $gblocks_activated->get_error_message() . "\n" );
		exit( 1 );
	}
	exit( 0 );
}

fwrite( STDERR, "Usage: php install.php network|sites\n" );
exit( 2 );
