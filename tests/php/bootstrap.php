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

$gblocks_output = array();
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install.php' ) . ' 2>&1', $gblocks_output, $gblocks_code );
if ( 0 !== $gblocks_code ) {
	fwrite( STDERR, "Installing the test WordPress failed:\n" . implode( "\n", $gblocks_output ) . "\n" );
	exit( 1 );
}

require __DIR__ . '/wp-tests-config.php';
require $gblocks_root . '/vendor/autoload.php';
require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'gblocks-pro/plugin.php' ) || ! class_exists( \GBlocks_Pro\Plugin::class ) ) {
	fwrite( STDERR, "The plugin is not active in the test WordPress.\n" );
	exit( 1 );
}
