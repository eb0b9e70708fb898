<?php
/**
 * Loads a real WordPress with the plugin on a fresh SQLite database for the benchmarks, installed by
 * the same subprocess the PHP tests use.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

$gblocks_root = dirname( __DIR__, 2 );
if ( ! getenv( 'GB_WP_DIR' ) ) {
	putenv( 'GB_WP_DIR=' . $gblocks_root . '/.wp/bench/wordpress' );
}
$gblocks_db_dir = sys_get_temp_dir() . '/gblocks-bench-' . getmypid();
if ( ! is_dir( $gblocks_db_dir ) ) {
	mkdir( $gblocks_db_dir, 0700, true );
}
putenv( 'GB_TEST_DB_DIR=' . $gblocks_db_dir );
register_shutdown_function(
	static function () use ( $gblocks_db_dir ): void {
		exec( 'rm -rf ' . escapeshellarg( $gblocks_db_dir ) );
	}
);

$gblocks_output = array();
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $gblocks_root . '/tests/php/install.php' ) . ' 2>&1', $gblocks_output, $gblocks_code );
if ( 0 !== $gblocks_code ) {
	fwrite( STDERR, "Installing the bench WordPress failed:\n" . implode( "\n", $gblocks_output ) . "\n" );
	exit( 1 );
}
require $gblocks_root . '/tests/php/wp-tests-config.php';
require ABSPATH . 'wp-settings.php';
require __DIR__ . '/Bench.php';
