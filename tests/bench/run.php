<?php
/**
 * Runs every benchmark file in tests/bench (or those named on the command line) in one WordPress.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

require __DIR__ . '/bootstrap.php';

$gblocks_files = array_slice( $argv, 1 );
if ( ! $gblocks_files ) {
	$gblocks_files = array_filter(
		(array) glob( __DIR__ . '/*.php' ),
		static fn( $file ) => ! in_array( basename( (string) $file ), array( 'bootstrap.php', 'Bench.php', 'run.php' ), true )
	);
}
if ( ! getenv( 'GBLOCKS_BENCH_ISOLATED' ) ) {
	printf(
		"Method: a timed figure is a median with its spread, the interquartile range (IQR, p25 to p75), over the rounds shown; a with/without figure alternates the two sides every round (%d rounds) and takes the per-round difference. Clock: %s time. A figure fails only when its whole IQR is over its budget.\n",
		\GBlocks_Pro\Bench\Bench::ROUNDS,
		'cpu' === \GBlocks_Pro\Bench\Bench::clock() ? 'process CPU (user + system)' : 'wall'
	);
	$gblocks_steps = array();
	for ( $gblocks_i = 0; $gblocks_i < 50; $gblocks_i++ ) {
		$gblocks_steps[] = \GBlocks_Pro\Bench\Bench::calibrate();
	}
	printf(
		"Verdicts are ratios (DESIGN §10): every round also runs a fixed PHP calibration loop, each timed figure is judged in calibration steps (the round's value divided by the round's step) against its budget in steps (the absolute budget divided by the step on the reference machine, %s µs). A step takes %s µs here now (median of 50); the absolute figures are information.\n",
		(float) round( \GBlocks_Pro\Bench\Bench::REFERENCE_STEP_NS / 1e3, 3 ),
		(float) round( \GBlocks_Pro\Bench\Bench::stats( $gblocks_steps )['median'] * 1e6, 3 )
	);
}
foreach ( $gblocks_files as $gblocks_file ) {
	$gblocks_path = is_file( (string) $gblocks_file ) ? (string) $gblocks_file : __DIR__ . '/' . basename( (string) $gblocks_file );
	require $gblocks_path;
}
exit( empty( $GLOBALS['gblocks_bench_over'] ) ? 0 : 3 );
