<?php
/**
 * The totals table: the rollups summed per (overlay, variant, day), kept by the flush, pruned with the
 * rollups, filled by the upgrade from the rollups already there, read by the list's report.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Reports\Range;
use GBlocks_Pro\Insights\Reports\Report;
use GBlocks_Pro\Insights\Storage\Flusher;
use GBlocks_Pro\Insights\Storage\Retention;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Plugin;

/**
 * On the real tables with their own transactions (Storage_Test_Case); the crash and race tests of the
 * flush check the totals too (Storage_Test_Case::total()).
 *
 * @group database
 */
final class Totals_Test extends Storage_Test_Case {

	/**
	 * Events of two overlays, two variants, three days, two pages, two devices and every kind.
	 *
	 * @param int   $ago_days Days before now of the newest events.
	 * @param int[] $overlays The two overlays.
	 * @return array<int, array<string, mixed>>
	 */
	private static function mixed_events( int $ago_days = 0, array $overlays = array( 7, 8 ) ): array {
		$events = array();
		foreach ( array( 0, 1, 2 ) as $day ) {
			$time = time() - ( $ago_days + $day ) * DAY_IN_SECONDS;
			foreach ( $overlays as $overlay ) {
				foreach ( array( '/a/', '/b/' ) as $page ) {
					foreach ( array( 'desktop', 'mobile' ) as $device ) {
						$base     = array(
							'overlay' => $overlay,
							'device'  => $device,
							'page'    => $page,
							'time'    => $time,
						);
						$events[] = $base + array( 'kind' => 'view' );
						$events[] = $base + array( 'kind' => 'view' );
						$events[] = $base + array(
							'kind'   => 'close',
							'reason' => 'escape',
						);
						$events[] = $base + array(
							'kind'    => 'conversion',
							'variant' => 1,
						);
					}
				}
			}
		}
		return $events;
	}

	public function test_the_flush_adds_each_event_once_to_the_totals_of_its_overlay_variant_and_day(): void {
		$this->append( self::mixed_events() );
		$this->assertSame( 96, Flusher::flush( 50 ) + Flusher::flush( 50 ), 'Two flushes, the rows of one day split between them.' );
		$this->append( self::mixed_events() );
		$this->assertSame( 96, Flusher::flush() );
		$totals = self::totals();
		$this->assertSame( self::summed_rollups(), $totals );
		$this->assertCount( 12, $totals, '3 days x 2 overlays x 2 variants.' );
		$today = wp_date( 'Y-m-d', time() );
		$this->assertSame(
			array(
				'views'         => 16,
				'closes_escape' => 8,
			),
			$totals[ $today . '|7|0' ],
			'Two flushes of 2 views and a close on 2 pages x 2 devices.'
		);
		$this->assertSame( array( 'conversions' => 8 ), $totals[ $today . '|7|1' ] );
		$this->assertSame( 192, array_sum( array_map( 'array_sum', $totals ) ) );
	}

	public function test_pruning_removes_the_totals_of_the_days_it_removes_from_the_rollups(): void {
		$this->append( self::mixed_events( 40 ) );
		$this->append( self::mixed_events() );
		Flusher::flush();
		$this->assertCount( 24, self::totals() );
		$this->assertGreaterThan( 0, Retention::prune( 30 ) );
		$this->assertCount( 12, self::totals(), 'The days older than 30 are gone from both tables.' );
		$this->assertSame( self::summed_rollups(), self::totals() );
		$this->assertSame( 48, self::total( 'views' ) );
	}

	public function test_the_upgrade_from_version_1_creates_the_totals_from_the_rollups_and_the_list_reads_them(): void {
		global $wpdb;
		$a = $this->overlay_panel();
		$b = $this->overlay_panel();
		$this->append( self::mixed_events( 0, array( $a, $b ) ) );
		Flusher::flush();
		$expected = self::summed_rollups();
		// A site of version 1: no totals table.
		$wpdb->query( 'DROP TABLE `' . Schema::totals_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$this->set_option( Schema::VERSION_OPTION, 1 );
		$this->assertFalse( Schema::exists() );
		Plugin::upgrade_data();
		$this->assertTrue( Schema::exists() );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( $expected, self::totals(), 'The upgrade fills the totals from the rollups.' );

		$this->append( self::views( 5, $a ) );
		Flusher::flush();
		$this->assertSame( self::summed_rollups(), self::totals(), 'A flush after the upgrade adds once.' );
		$range = Range::parse( wp_date( 'Y-m-d', time() - 2 * DAY_IN_SECONDS ), wp_date( 'Y-m-d' ) );
		$this->assertInstanceOf( Range::class, $range );
		$list = ( new Report() )->totals( $range );
		$this->assertIsArray( $list );
		$this->assertSame(
			array(
				array(
					'id'          => $a,
					'views'       => 29,
					'closes'      => 12,
					'conversions' => 12,
				),
				array(
					'id'          => $b,
					'views'       => 24,
					'closes'      => 12,
					'conversions' => 12,
				),
			),
			array_map( static fn( array $row ): array => array_diff_key( $row, array( 'rate' => 0 ) ), $list['overlays'] )
		);
	}

	public function test_the_list_reads_the_totals_table(): void {
		global $wpdb;
		$this->append( self::views( 3, $this->overlay_panel() ) );
		Flusher::flush();
		// The rollups changed behind the flush's back: the list follows the totals, not the rollups.
		$wpdb->query( 'UPDATE `' . Schema::rollups_table() . '` SET views = views + 100' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$range = Range::parse( null, null );
		$this->assertInstanceOf( Range::class, $range );
		$list = ( new Report() )->totals( $range );
		$this->assertIsArray( $list );
		$this->assertSame( 3, $list['overlays'][0]['views'] );
		$this->assertSame( 3, $list['total']['views'] );
	}
}
