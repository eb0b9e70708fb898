<?php
/**
 * Uninstall (uninstall.php) drops the Insights tables and removes their options and WP-Cron events.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage\Cli;

use GBlocks_Pro\Tests\Cli\Cli_Test_Case;

/**
 * On a site of its own (the CLI test site), since dropping a table commits on MariaDB: the suite's
 * transactions are not touched, on either database.
 */
final class Uninstall_Test extends Cli_Test_Case {

	/**
	 * `wp --require=<fixture> gblocks-test-insights …`.
	 *
	 * @param string[] $args Arguments after gblocks-test-insights.
	 */
	private static function fixture( array $args ): string {
		return self::ok( array_merge( array( '--require=' . dirname( __DIR__, 4 ) . '/php/Cli/fixtures/insights.php', 'gblocks-test-insights' ), $args ) );
	}

	public function test_uninstall_drops_the_tables_and_forgets_the_schema(): void {
		$out                    = self::fixture( array( 'append', '3', '5', '+', 'state', '+', 'uninstall', '+', 'state' ) );
		list( $before, $after ) = array_map( static fn( string $line ) => json_decode( $line, true ), array_values( array_filter( explode( "\n", $out ) ) ) );
		$this->assertIsArray( $before, $out );
		$this->assertSame( array( 'wpcli_gblocks_insights_daily', 'wpcli_gblocks_insights_events', 'wpcli_gblocks_insights_monthly', 'wpcli_gblocks_insights_totals' ), $before['tables'], 'Activation created the four tables.' );
		$this->assertGreaterThanOrEqual( 3, $before['buffered'] );
		$this->assertContains( 'gblocks_pro_insights_schema', $before['options'] );
		$this->assertIsInt( $before['cron'][0] );
		$this->assertIsInt( $before['cron'][1] );

		$this->assertIsArray( $after, $out );
		$this->assertSame( array(), $after['tables'] );
		$this->assertSame( array(), $after['options'] );
		$this->assertSame( array( false, false ), $after['cron'] );
		$this->assertNull( $after['buffered'] );
	}
}
