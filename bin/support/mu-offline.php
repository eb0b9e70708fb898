<?php
/**
 * Plugin Name: GBlocks Pro local site: offline
 * Description: Keeps a local development or test site from reaching any outside host.
 *
 * @package GBlocks_Pro
 */

add_filter( 'pre_wp_mail', '__return_false' );
add_filter( 'automatic_updater_disabled', '__return_true' );

/*
 * Core's update checks would ask WordPress.org on every admin request and log a warning each time the
 * request is refused (below). A fresh, empty answer checked just now, naming what is installed, tells
 * core there is nothing to check and nothing to update, so the debug log keeps the site's own notices.
 */
add_filter(
	'pre_site_transient_update_core',
	static function () {
		return (object) array(
			'updates'         => array(),
			'version_checked' => wp_get_wp_version(),
			'last_checked'    => time(),
			'translations'    => array(),
		);
	}
);
add_filter(
	'pre_site_transient_update_plugins',
	static function () {
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		return (object) array(
			'last_checked' => time(),
			'checked'      => array_map( static fn( array $plugin ) => $plugin['Version'], get_plugins() ),
			'response'     => array(),
			'translations' => array(),
			'no_update'    => array(),
		);
	}
);
add_filter(
	'pre_site_transient_update_themes',
	static function () {
		return (object) array(
			'last_checked' => time(),
			'checked'      => array_map( static fn( WP_Theme $theme ) => $theme->get( 'Version' ), wp_get_themes() ),
			'response'     => array(),
			'translations' => array(),
			'no_update'    => array(),
		);
	}
);

/*
 * Settings › General and Profile list the languages WordPress.org offers (translations_api()); the
 * request is refused below and core logs a warning for it. An empty list answers it: the site's own
 * language files are still offered.
 */
add_filter(
	'translations_api',
	static function ( $result ) {
		return false === $result ? array( 'translations' => array() ) : $result;
	}
);
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
