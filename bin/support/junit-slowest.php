<?php
/**
 * The slowest tests and classes of a JUnit XML log (PHPUnit's, or Playwright's junit reporter), so that
 * a stage that grows shows where its time goes.
 *
 * Usage: php bin/support/junit-slowest.php <junit.xml>... [count=20]
 * Prints "slowest classes" and "slowest tests", one "<seconds> <name>" line each, slowest first, over
 * all the logs given (the chunks of one suite, bin/test.sh).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

$gblocks_args  = array_slice( $argv, 1 );
$gblocks_count = 20;
if ( count( $gblocks_args ) > 1 && ctype_digit( (string) end( $gblocks_args ) ) ) {
	$gblocks_count = max( 1, (int) array_pop( $gblocks_args ) );
}
$gblocks_tests   = array();
$gblocks_classes = array();
foreach ( $gblocks_args as $gblocks_file ) {
	$gblocks_prev = libxml_use_internal_errors( true );
	$gblocks_xml  = is_readable( $gblocks_file ) ? simplexml_load_file( $gblocks_file ) : false;
	libxml_use_internal_errors( $gblocks_prev );
	if ( false === $gblocks_xml ) {
		fwrite( STDERR, "junit-slowest: cannot read {$gblocks_file}\n" );
		exit( 1 );
	}
	$gblocks_cases = $gblocks_xml->xpath( '//testcase' );
	foreach ( is_array( $gblocks_cases ) ? $gblocks_cases : array() as $gblocks_case ) {
		$gblocks_class = (string) ( $gblocks_case['class'] ?? $gblocks_case['classname'] ?? '' );
		$gblocks_time  = (float) $gblocks_case['time'];
		$gblocks_tests[ $gblocks_class . '::' . $gblocks_case['name'] ] = $gblocks_time;
		$gblocks_classes[ $gblocks_class ]                              = ( $gblocks_classes[ $gblocks_class ] ?? 0.0 ) + $gblocks_time;
	}
}
foreach ( array(
	'slowest classes' => $gblocks_classes,
	'slowest tests'   => $gblocks_tests,
) as $gblocks_title => $gblocks_times ) {
	arsort( $gblocks_times );
	echo $gblocks_title, ":\n";
	foreach ( array_slice( $gblocks_times, 0, $gblocks_count, true ) as $gblocks_name => $gblocks_seconds ) {
		printf( "%8.2f s  %s\n", $gblocks_seconds, $gblocks_name );
	}
}
