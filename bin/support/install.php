<?php
/**
 * Installs WordPress for a local site without wp-cli and activates the plugin (unless GB_SITE_PLUGIN=none).
 *
 * Usage: php bin/support/install.php <WordPress dir> <url> <title>
 *
 * @package GBlocks_Pro
 */

if ( $argc < 4 ) {
	fwrite( STDERR, "Usage: php install.php <WordPress dir> <url> <title>\n" );
	exit( 2 );
}

$gblocks_dir                = rtrim( $argv[1], '/' );
$_SERVER['HTTP_HOST']       = (string) parse_url( $argv[2], PHP_URL_HOST ) . ':' . (string) parse_url( $argv[2], PHP_URL_PORT );
$_SERVER['SERVER_NAME']     = (string) parse_url( $argv[2], PHP_URL_HOST );
$_SERVER['SERVER_PORT']     = (string) parse_url( $argv[2], PHP_URL_PORT );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

define( 'WP_INSTALLING', true );
require $gblocks_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	$gblocks_result = wp_install( $argv[3], 'admin', 'admin@example.com', true, '', 'password' );
	if ( is_wp_error( $gblocks_result ) ) {
		fwrite( STDERR, $gblocks_result->get_error_message() . "\n" );
		exit( 1 );
	}
}

update_option( 'permalink_structure', '/%postname%/' );
update_option( 'show_avatars', 0 );
update_option( 'blog_public', 0 );
// The default theme. GBlocks Pro Classic (tests/fixtures/classic-theme, linked by bin/site.sh) sits beside it.
switch_theme( 'twentytwentyfive' );

// The editors' welcome guides would cover the screen on first visit.
update_user_meta(
	1,
	$GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences',
	array(
		'core/edit-post' => array(
			'welcomeGuide'         => false,
			'welcomeGuideTemplate' => false,
		),
		'core/edit-site' => array(
			'welcomeGuide'         => false,
			'welcomeGuideStyles'   => false,
			'welcomeGuidePage'     => false,
			'welcomeGuideTemplate' => false,
		),
		'core'           => array(
			'enableChoosePatternModal' => false,
		),
		'_modified'      => gmdate( 'c' ),
	)
);

// GB_SITE_PLUGIN=none (bin/site.sh): the plugin is installed later, from its zip.
$gblocks_activated = 'none' === getenv( 'GB_SITE_PLUGIN' ) ? null : activate_plugin( 'gblocks-pro/plugin.php' );
if ( is_wp_error( $gblocks_activated ) ) {
	fwrite( STDERR, 'Could not activate GBlocks Pro: ' . $gblocks_activated->get_error_message() . "\n" );
	exit( 1 );
}
flush_rewrite_rules();
fwrite( STDERR, "WordPress installed at {$argv[2]}\n" );
