<?php
/**
 * `wp gblocks stats flush` and `wp gblocks stats prune` with the real WP-CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage\Cli;

use GBlocks_Pro\Tests\Cli\Cli_Test_Case;

/**
 * Runs against the CLI test site (a site of its own); the fixture sets up and reads its tables.
 */
final class Stats_Command_Test extends Cli_Test_Case {

	/**
	 * `wp --require=<fixture> gblocks-test-insights …`.
	 *
	 * @param string[] $args Arguments after gblocks-test-insights.
	 */
	private static function fixture( array $args ): string {
		return self::ok( array_merge( array( '--require=' . dirname( __DIR__, 4 ) . '/php/Cli/fixtures/insights.php', 'gblocks-test-insights' ), $args ) );
	}

	/**
	 * The states a fixture run printed (one per `state` step), in order.
	 *
	 * @param string[] $args Arguments after gblocks-test-insights.
	 * @return list<array<string, mixed>>
	 */
	private static function states( array $args ): array {
		$states = array();
		foreach ( array_filter( explode( "\n", self::fixture( $args ) ) ) as $line ) {
			$state = json_decode( $line, true );
			self::assertIsArray( $state, $line );
			$states[] = $state;
		}
		return $states;
	}

	public function test_flush_moves_the_buffer_and_says_how_many(): void {
		list( $before, $appended ) = self::states( array( 'state', '+', 'append', '120', '9', '+', 'state' ) );
		$this->assertSame( $before['buffered'] + 120, $appended['buffered'] );

		$out = self::ok( array( 'gblocks', 'stats', 'flush', '--batch-size=50' ) );

		$this->assertSame( 'Success: Moved ' . $appended['buffered'] . " events into the daily rollups.\n", $out );
		list( $after ) = self::states( array( 'state', '+', 'append', '1', '9' ) );
		$this->assertSame( 0, $after['buffered'] );
		$this->assertSame( $before['views'] + $appended['buffered'], $after['views'] );
		$this->assertSame( "Success: Moved 1 event into the daily rollups.\n", self::ok( array( 'gblocks', 'stats', 'flush' ) ) );
	}

	public function test_prune_removes_rows_older_than_the_retention(): void {
		list( $before ) = self::states( array( 'retention', 'default', '+', 'row', '1000', '731', '730', '729', '100', '10', '+', 'state' ) );

		// 730 days kept, today included: the rows of 730, 731 and 1000 days ago go.
		$this->assertMatchesRegularExpression( '/^Success: Removed 3 rollup rows of days before \d{4}-\d\d-\d\d\.\n$/', self::ok( array( 'gblocks', 'stats', 'prune' ) ) );
		$this->assertMatchesRegularExpression( '/^Success: Removed 2 rollup rows of days before /', self::ok( array( 'gblocks', 'stats', 'prune', '--days=50' ) ) );
		list( $after ) = self::states( array( 'state', '+', 'retention', '30' ) );
		$this->assertSame( $before['rows'] - 5, $after['rows'] );
		$this->assertMatchesRegularExpression( '/^Success: Removed 0 rollup rows of days before /', self::ok( array( 'gblocks', 'stats', 'prune' ) ) );
		$this->assertMatchesRegularExpression( '/^Success: Removed 1 rollup row of days before /', self::ok( array( 'gblocks', 'stats', 'prune', '--days=5' ) ) );
	}

	public function test_bad_arguments_are_one_line_errors(): void {
		self::all_fail(
			array(
				array( array( 'gblocks', 'stats', 'flush', '--batch-size=0' ), 'Invalid batch size "0"' ),
				array( array( 'gblocks', 'stats', 'prune', '--days=soon' ), 'Invalid number of days "soon"' ),
				array( array( 'gblocks', 'stats', 'prune', '--days=-3' ), 'Invalid number of days "-3"' ),
			)
		);
	}
}
