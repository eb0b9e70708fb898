<?php
/**
 * PHPUnit bootstrap: a real WordPress on a real database (SQLite by default, MariaDB with GB_DB=mysql),
 * installed fresh for the run; every test runs inside a transaction that is rolled back.
 *
 * @package GBlocks_Pro
 */

$gblocks_root = dirname( __DIR__, 2 );
if ( ! getenv( 'GB_WP_DIR' ) ) {
	putenv( 'GB_WP_DIR=' . $gblocks_root . '/.wp/phpunit/wordpress' );
}
if ( ! is_file( getenv( 'GB_WP_DIR' ) . '/wp-settings.php' ) ) {
	fwrite( STDERR, 'WordPress was not found at ' . getenv( 'GB_WP_DIR' ) . ". Run the PHP tests with: npm run test:php\n" );
	exit( 1 );
}
if ( 'mysql' !== getenv( 'GB_DB' ) ) {
	$gblocks_db_dir = sys_get_temp_dir() . '/gblocks-phpunit-' . getmypid();
	if ( ! is_dir( $gblocks_db_dir ) ) {
		mkdir( $gblocks_db_dir, 0700, true );
	}
	putenv( 'GB_TEST_DB_DIR=' . $gblocks_db_dir );
	register_shutdown_function(
		static function () use ( $gblocks_db_dir ): void {
			exec( 'rm -rf ' . escapeshellarg( $gblocks_db_dir ) );
		}
	);
}

// The multisite stage (GB_MULTISITE, tests/php/Multisite/bootstrap.php) installs a network in two steps.
$gblocks_installers = getenv( 'GB_MULTISITE' )
	? array( __DIR__ . '/Multisite/install.php network', __DIR__ . '/Multisite/install.php sites' )
	: array( __DIR__ . '/install.php' );
foreach ( $gblocks_installers as $gblocks_installer ) {
	$gblocks_output = array();
	exec( escapeshellarg( PHP_BINARY ) . ' ' . implode( ' ', array_map( 'escapeshellarg', explode( ' ', $gblocks_installer ) ) ) . ' 2>&1', $gblocks_output, $gblocks_code );
	if ( 0 !== $gblocks_code ) {
		fwrite( STDERR, "Installing the test WordPress failed:\n" . implode( "\n", $gblocks_output ) . "\n" );
		exit( 1 );
	}
}

require __DIR__ . '/wp-tests-config.php';
require $gblocks_root . '/vendor/autoload.php';

// The real Advanced Custom Fields (free) for the integration tests (tests/php/Integrations): GB_ACF_DIR, or
// the project root's ../shared/vendor/advanced-custom-fields. Loaded like a plugin, before plugins_loaded.
// Without it the ACF tests are marked incomplete and the run says so loudly (here and in bin/test.sh).
$gblocks_acf_dir = getenv( 'GB_ACF_DIR' ) ? rtrim( (string) getenv( 'GB_ACF_DIR' ), '/' ) : dirname( $gblocks_root ) . '/shared/vendor/advanced-custom-fields';
define( 'GBLOCKS_PRO_TESTS_ACF_DIR', $gblocks_acf_dir );
if ( is_file( $gblocks_acf_dir . '/acf.php' ) ) {
	$GLOBALS['wp_filter']['muplugins_loaded'][10][] = array(
		'function'      => static function () use ( $gblocks_acf_dir ): void {
			require_once $gblocks_acf_dir . '/acf.php';
		},
		'accepted_args' => 0,
	);
} else {
	fwrite( STDERR, "\033[1;31mWARNING: Advanced Custom Fields was not found at {$gblocks_acf_dir} (set GB_ACF_DIR): the ACF tests will NOT run.\033[0m\n" );
}
// Test users get passwords hashed at bcrypt's lowest cost: WordPress 6.8 hashes with cost 10 (about
// 0.1-0.2 s a user here), and the suite creates thousands of users. Nothing tests the hash's strength.
$GLOBALS['wp_filter']['wp_hash_password_options'][10][] = array(
	'function'      => static fn( $options ): array => array( 'cost' => 4 ) + ( is_array( $options ) ? $options : array() ),
	'accepted_args' => 1,
);
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'gblocks-pro/plugin.php' ) || ! class_exists( \GBlocks_Pro\Plugin::class ) ) {
	fwrite( STDERR, "The plugin is not active in the test WordPress.\n" );
	exit( 1 );
}
