<?php
/**
 * The syntax check of npm test's lint stage, in one process: compiles (never runs) each PHP file named
 * on standard input, one path a line, as `php -l` does, and prints the paths that did not compile.
 *
 * Run with OPcache on (`-d opcache.enable_cli=1`): opcache_compile_file() compiles a file without
 * executing it. Starting a `php -l` per file costs more than the check itself on a machine where a new
 * process is slow (235 files: 14 s of processor time against well under one). A file that fails with a
 * compile error stops this process (PHP ends the run on E_COMPILE_ERROR): bin/test.sh then checks every
 * file with `php -l` of its own, which decides and whose messages are shown.
 *
 * Exit codes: 0 all compiled, 1 some did not (listed), 2 OPcache unavailable.
 *
 * @package GBlocks_Pro
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- A command-line tool, outside WordPress.

if ( ! function_exists( 'opcache_compile_file' ) || ! ini_get( 'opcache.enable_cli' ) ) {
	fwrite( STDERR, "OPcache is not enabled for the command line\n" );
	exit( 2 );
}

$gblocks_failed = array();
$gblocks_lines  = explode( "\n", (string) stream_get_contents( STDIN ) );
foreach ( $gblocks_lines as $gblocks_line ) {
	$gblocks_path = rtrim( $gblocks_line, "\r" );
	if ( '' === $gblocks_path ) {
		continue;
	}
	try {
		if ( ! opcache_compile_file( $gblocks_path ) ) {
			$gblocks_failed[] = $gblocks_path;
		}
	} catch ( Throwable $gblocks_error ) {
		$gblocks_failed[] = $gblocks_path;
	}
}

foreach ( $gblocks_failed as $gblocks_path ) {
	echo $gblocks_path, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Plain text on a terminal.
}
exit( array() === $gblocks_failed ? 0 : 1 );
