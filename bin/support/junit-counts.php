<?php
/**
 * Counts PHPUnit results from JUnit XML logs, per log and across logs, for bin/test.sh.
 *
 * Usage: php bin/support/junit-counts.php <junit.xml>...
 * Prints one line per log, "<passed> <failed> <skipped> <file>", then one line for the distinct tests of
 * all logs, "<passed> <failed> <skipped> distinct": a test (class and name, data set included) that ran on
 * several databases counts once, as failed when it failed on any of them, as skipped only when it was
 * skipped everywhere. A failure, an error and a warning are failures (phpunit.xml.dist fails on warnings
 * and on risky tests, which the JUnit log writes as errors). A log that cannot be read prints "0 1 0 <file>"
 * and counts as one failed test.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

const GBLOCKS_PASSED  = 'passed';
const GBLOCKS_FAILED  = 'failed';
const GBLOCKS_SKIPPED = 'skipped';

/**
 * The outcome of every test case in one JUnit log, keyed by "class::name".
 *
 * @param string $file Path of the log.
 * @return array<string, string>|null Null when the file is missing or not JUnit XML.
 */
function gblocks_junit_outcomes( string $file ): ?array {
	if ( ! is_readable( $file ) ) {
		return null;
	}
	$previous = libxml_use_internal_errors( true );
	$xml      = simplexml_load_file( $file );
	libxml_use_internal_errors( $previous );
	if ( false === $xml ) {
		return null;
	}
	$outcomes = array();
	$cases    = $xml->xpath( '//testcase' );
	foreach ( is_array( $cases ) ? $cases : array() as $case ) {
		$key = ( (string) $case['class'] ) . '::' . ( (string) $case['name'] );
		if ( isset( $case->failure ) || isset( $case->error ) || isset( $case->warning ) ) {
			$outcome = GBLOCKS_FAILED;
		} elseif ( isset( $case->skipped ) ) {
			$outcome = GBLOCKS_SKIPPED;
		} else {
			$outcome = GBLOCKS_PASSED;
		}
		// The same name twice in one log (should not happen) keeps the worse outcome.
		$outcomes[ $key ] = gblocks_worse( $outcomes[ $key ] ?? null, $outcome );
	}
	return $outcomes;
}

/**
 * Of two outcomes of one test, the one that counts: failed over passed over skipped.
 *
 * @param string|null $a One outcome, or null when there is none yet.
 * @param string      $b The other.
 */
function gblocks_worse( ?string $a, string $b ): string {
	$rank = array(
		GBLOCKS_SKIPPED => 0,
		GBLOCKS_PASSED  => 1,
		GBLOCKS_FAILED  => 2,
	);
	return null === $a || $rank[ $b ] > $rank[ $a ] ? $b : $a;
}

/**
 * Passed, failed and skipped counts of a set of outcomes.
 *
 * @param array<string, string> $outcomes Outcomes by test.
 * @return array{int, int, int}
 */
function gblocks_tally( array $outcomes ): array {
	$counts = array_count_values( $outcomes );
	return array( $counts[ GBLOCKS_PASSED ] ?? 0, $counts[ GBLOCKS_FAILED ] ?? 0, $counts[ GBLOCKS_SKIPPED ] ?? 0 );
}

$gblocks_all = array();
foreach ( array_slice( $argv, 1 ) as $gblocks_file ) {
	$gblocks_outcomes = gblocks_junit_outcomes( $gblocks_file );
	if ( null === $gblocks_outcomes ) {
		echo '0 1 0 ', $gblocks_file, "\n";
		$gblocks_all[ 'unreadable log ' . $gblocks_file ] = GBLOCKS_FAILED;
		continue;
	}
	echo implode( ' ', gblocks_tally( $gblocks_outcomes ) ), ' ', $gblocks_file, "\n";
	foreach ( $gblocks_outcomes as $gblocks_key => $gblocks_outcome ) {
		$gblocks_all[ $gblocks_key ] = gblocks_worse( $gblocks_all[ $gblocks_key ] ?? null, $gblocks_outcome );
	}
}
echo implode( ' ', gblocks_tally( $gblocks_all ) ), " distinct\n";
