<?php
/**
 * The benchmark WordPress served by `php -S` for the page-level figure (tests/bench/page-ttfb.php): the
 * bench's configuration and database (GB_WP_DIR, GB_TEST_DB_DIR or GB_DB_* in the environment), a
 * front-end request as index.php serves it. The request header X-GBlocks-Bench-Plugin: off leaves the
 * plugin out of this request (the option_active_plugins filter, on every request of both sides, so that
 * the two sides run the same code but the plugin). After the page, an HTML comment gives the CPU time
 * the request took in the server (user + system, nanoseconds).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.Security, WordPress.WP.GlobalVariablesOverride -- A bench server entry point, like index.php.

/**
 * This process's CPU time so far (user + system), in nanoseconds.
 */
function gblocks_bench_cpu_ns(): float {
	$usage = getrusage();
	return ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) * 1e9 + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) * 1e3;
}
$gb_cpu_start = gblocks_bench_cpu_ns();

// The configuration fakes a CLI request; keep this request's own server values.
$gb_server = $_SERVER;
require dirname( __DIR__, 2 ) . '/php/wp-tests-config.php';
$_SERVER = $gb_server;
unset( $gb_server );

/**
 * The active plugins of this request: without GBlocks Pro when the request asks for it.
 *
 * @param mixed $plugins Active plugins.
 * @return mixed
 */
function gblocks_bench_active_plugins( $plugins ) {
	if ( is_array( $plugins ) && 'off' === ( $_SERVER['HTTP_X_GBLOCKS_BENCH_PLUGIN'] ?? '' ) ) {
		return array_values( array_diff( $plugins, array( 'gblocks-pro/plugin.php' ) ) );
	}
	return $plugins;
}
// Hooks set before WordPress loads (WP_Hook::build_preinitialized_hooks()), so both sides have it.
$wp_filter = array(
	'option_active_plugins' => array(
		10 => array(
			array(
				'function'      => 'gblocks_bench_active_plugins',
				'accepted_args' => 1,
			),
		),
	),
);

define( 'WP_USE_THEMES', true );
require ABSPATH . 'wp-settings.php';
wp();
require ABSPATH . WPINC . '/template-loader.php';
// The CPU time this request took in the server, after the page: the bench reads it from the response.
echo "\n<!-- gblocks-bench-cpu-ns: " . (int) ( gblocks_bench_cpu_ns() - $gb_cpu_start ) . ' -->';
