<?php
/**
 * Splits the main PHPUnit suite (phpunit.xml.dist) into chunks that bin/test.sh runs on two lanes at
 * once, each chunk a PHPUnit process of its own with its own database and JUnit log.
 *
 * Usage: php bin/support/phpunit-chunks.php <chunks> <out-dir>
 * Writes <out-dir>/chunk-<n>.xml (phpunit.xml.dist with its test suite replaced by the chunk's files)
 * and prints the chunk numbers, heaviest first: the lanes take them in that order, so that what is
 * left at the end is small and both lanes end close together.
 *
 * Every test file of the suite is in exactly one chunk (the script checks it), so the chunks run the
 * same tests as the whole suite, each once. A file's weight is an estimate of its time: its test
 * methods, more for tests that start processes (WP-CLI, parallel HTTP requests).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

$gblocks_root   = dirname( __DIR__, 2 );
$gblocks_chunks = max( 1, (int) ( $argv[1] ?? 2 ) );
$gblocks_out    = (string) ( $argv[2] ?? '' );
if ( '' === $gblocks_out ) {
	fwrite( STDERR, "Usage: php bin/support/phpunit-chunks.php <chunks> <out-dir>\n" );
	exit( 2 );
}

$gblocks_dist   = (string) file_get_contents( $gblocks_root . '/phpunit.xml.dist' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The PHPUnit configuration.
$gblocks_config = simplexml_load_string( $gblocks_dist );
if ( false === $gblocks_config || 1 !== count( $gblocks_config->testsuites->testsuite ) || 1 !== preg_match_all( '#<testsuites>.*?</testsuites>#s', $gblocks_dist ) ) {
	fwrite( STDERR, "phpunit-chunks: phpunit.xml.dist must hold exactly one test suite\n" );
	exit( 1 );
}
$gblocks_suite = $gblocks_config->testsuites->testsuite;

// The suite's files: its <directory suffix> folders minus its <exclude> folders (what PHPUnit runs).
$gblocks_files    = array();
$gblocks_excluded = array();
foreach ( $gblocks_suite->exclude as $gblocks_node ) {
	$gblocks_excluded[] = rtrim( $gblocks_root . '/' . trim( (string) $gblocks_node ), '/' ) . '/';
}
foreach ( $gblocks_suite->directory as $gblocks_node ) {
	$gblocks_suffix   = (string) ( $gblocks_node['suffix'] ?? '' );
	$gblocks_suffix   = '' !== $gblocks_suffix ? $gblocks_suffix : 'Test.php';
	$gblocks_iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $gblocks_root . '/' . trim( (string) $gblocks_node ), FilesystemIterator::SKIP_DOTS ) );
	foreach ( $gblocks_iterator as $gblocks_file ) {
		$gblocks_path = $gblocks_file->getPathname();
		if ( ! str_ends_with( $gblocks_path, $gblocks_suffix ) ) {
			continue;
		}
		foreach ( $gblocks_excluded as $gblocks_prefix ) {
			if ( str_starts_with( $gblocks_path, $gblocks_prefix ) ) {
				continue 2;
			}
		}
		$gblocks_files[ $gblocks_path ] = true;
	}
}
foreach ( $gblocks_suite->file as $gblocks_node ) {
	$gblocks_files[ $gblocks_root . '/' . trim( (string) $gblocks_node ) ] = true;
}
$gblocks_files = array_keys( $gblocks_files );
sort( $gblocks_files );

$gblocks_weights = array();
foreach ( $gblocks_files as $gblocks_path ) {
	$gblocks_code                     = (string) file_get_contents( $gblocks_path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A test file.
	$gblocks_tests                    = preg_match_all( '/function\s+test_/', $gblocks_code ) + 4 * preg_match_all( '/@dataProvider/', $gblocks_code );
	$gblocks_factor                   = ( str_contains( $gblocks_path, '/tests/php/Cli/' ) || preg_match( '/\b(Parallel_Test_Case|Loopback_Server|proc_open|exec)\b/', $gblocks_code ) ) ? 6 : 1;
	$gblocks_weights[ $gblocks_path ] = 1 + $gblocks_tests * $gblocks_factor;
}

// Longest processing time first: each file, heaviest first, goes to the lightest chunk so far.
arsort( $gblocks_weights );
$gblocks_buckets = array_fill( 0, min( $gblocks_chunks, max( 1, count( $gblocks_files ) ) ), array() );
$gblocks_loads   = array_fill( 0, count( $gblocks_buckets ), 0 );
foreach ( $gblocks_weights as $gblocks_path => $gblocks_weight ) {
	$gblocks_lightest                       = (int) array_keys( $gblocks_loads, min( $gblocks_loads ), true )[0];
	$gblocks_buckets[ $gblocks_lightest ][] = $gblocks_path;
	$gblocks_loads[ $gblocks_lightest ]    += $gblocks_weight;
}
$gblocks_placed = array_merge( ...$gblocks_buckets );
sort( $gblocks_placed );
if ( $gblocks_placed !== $gblocks_files ) {
	fwrite( STDERR, "phpunit-chunks: the chunks do not hold every test file exactly once\n" );
	exit( 1 );
}

if ( ! is_dir( $gblocks_out ) && ! mkdir( $gblocks_out, 0777, true ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir -- A folder of artifacts/.
	fwrite( STDERR, "phpunit-chunks: cannot create {$gblocks_out}\n" );
	exit( 1 );
}
// Each chunk: phpunit.xml.dist with absolute paths (it lives elsewhere) and its files as the suite.
$gblocks_head = preg_replace( '#\sxsi:noNamespaceSchemaLocation="[^"]*"#', '', $gblocks_dist );
$gblocks_head = preg_replace( '#\bbootstrap="([^"/][^"]*)"#', 'bootstrap="' . $gblocks_root . '/$1"', (string) $gblocks_head );
foreach ( $gblocks_buckets as $gblocks_index => $gblocks_bucket ) {
	sort( $gblocks_bucket );
	$gblocks_suite_xml = "<testsuites>\n\t\t<testsuite name=\"" . htmlspecialchars( (string) $gblocks_suite['name'], ENT_XML1 ) . "\">\n";
	foreach ( $gblocks_bucket as $gblocks_path ) {
		$gblocks_suite_xml .= "\t\t\t<file>" . htmlspecialchars( $gblocks_path, ENT_XML1 ) . "</file>\n";
	}
	$gblocks_suite_xml .= "\t\t</testsuite>\n\t</testsuites>";
	$gblocks_xml        = (string) preg_replace_callback( '#<testsuites>.*?</testsuites>#s', static fn(): string => $gblocks_suite_xml, (string) $gblocks_head );
	file_put_contents( $gblocks_out . '/chunk-' . ( $gblocks_index + 1 ) . '.xml', $gblocks_xml ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A file of artifacts/.
}
arsort( $gblocks_loads );
foreach ( array_keys( $gblocks_loads ) as $gblocks_index ) {
	echo $gblocks_index + 1, "\n";
}
