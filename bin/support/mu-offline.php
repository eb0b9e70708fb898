<?php
/**
 * Plugin Name: GBlocks Pro local site: offline
 * Description: Keeps a local development or test site from reaching any outside host.
 *
 * @package GBlocks_Pro
 */

add_filter( 'pre_wp_mail', '__return_false' );
add_filter( 'automatic_updater_disabled', '__return_true' );
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
add_filter(
	'pre_get_avatar_data',
	static function ( $args ) {
		$args['url'] = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
		return $args;
	}
);
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( in_array( $host, array( '127.0.0.1', 'localhost', '[::1]' ), true ) ) {
			return $pre;
		}
		return new WP_Error( 'http_request_blocked', 'Outside hosts are not reachable from this local site.' );
	},
	10,
	3
);
add_filter( 'wp_is_application_passwords_available', '__return_true' );
