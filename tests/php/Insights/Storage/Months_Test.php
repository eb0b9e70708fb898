<?php
/**
 * The monthly totals: the daily totals summed per (overlay, variant, month of the site's days), kept by
 * the flush, recounted by pruning, filled by the upgrade to version 3 and the repair, and read by the
 * list's report for the whole months of a range; and the list counting only overlay panels.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Reports\Range;
use GBlocks_Pro\Insights\Reports\Report;
use GBlocks_Pro\Insights\Reports\Status;
use GBlocks_Pro\Insights\Storage\Flusher;
use GBlocks_Pro\Insights\Storage\Retention;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Plugin;

/**
 * On the real tables with their own transactions (Storage_Test_Case, whose total() asserts that the
 * monthly totals are the daily ones summed per month).
 *
 * @group database
 */
final class Months_Test extends Storage_Test_Case {

	/**
	 * Events on each of $days days ending today: per overlay and day a pattern of views, closes by two
	 * reasons, conversions and a variant, at noon UTC.
	 *
	 * @param int[] $overlays The overlays.
	 * @param int   $days     How many days.
	 * @return array<int, array<string, mixed>>
	 */
	private static function daily_events( array $overlays, int $days ): array {
		$events = array();
		$noon   = strtotime( gmdate( 'Y-m-d' ) . ' 12:00:00 UTC' );
		for ( $ago = 0; $ago < $days; $ago++ ) {
			foreach ( array_values( $overlays ) as $n => $overlay ) {
				$base = array(
					'overlay' => $overlay,
					'device'  => 0 === ( $ago + $n ) % 2 ? 'desktop' : 'mobile',
					'page'    => '/p' . ( $ago % 3 ) . '/',
					'time'    => $noon - $ago * DAY_IN_SECONDS,
				);
				for ( $i = 0; $i <= ( $ago * 7 + $n * 3 ) % 3; $i++ ) {
					$events[] = $base + array( 'kind' => 'view' );
				}
				if ( 0 === ( $ago + $n ) % 3 ) {
					$events[] = $base + array(
						'kind'   => 'close',
						'reason' => 0 === $ago % 2 ? 'escape' : 'button',
					);
				}
				if ( 0 === ( $ago + $n ) % 4 ) {
					$events[] = $base + array(
						'kind'    => 'conversion',
						'variant' => 1,
					);
				}
			}
		}
		return $events;
	}

	/**
	 * A valid range.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 */
	private static function range( string $from, string $to ): Range {
		$range = Range::parse( $from, $to );
		self::assertInstanceOf( Range::class, $range, $from . ' to ' . $to );
		return $range;
	}

	/**
	 * Flushes the whole buffer.
	 */
	private function flush_everything(): void {
		Flusher::flush_all( 60 );
		$this->assertSame( array( 0, 0 ), self::buffered(), Flusher::last_error() );
	}

	/**
	 * The list's totals as the rollups give them, summed straight over the days of the range, for the
	 * given overlays: [ id => [ views, closes, conversions ] ] and the total.
	 *
	 * @param string $from     First day.
	 * @param string $to       Last day.
	 * @param int[]  $overlays The overlays that count.
	 * @return array{0: array<int, int[]>, 1: int[]}
	 */
	private static function straight_sum( string $from, string $to, array $overlays ): array {
		global $wpdb;
		$closes = 'closes_button + closes_escape + closes_outside + closes_trigger + closes_navigation';
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT overlay_id, SUM(views) AS v, SUM({$closes}) AS c, SUM(conversions) AS k FROM `" . Schema::rollups_table() . '` WHERE day >= %s AND day <= %s GROUP BY overlay_id ORDER BY overlay_id', $from, $to ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
		$by_id  = array();
		$total  = array( 0, 0, 0 );
		foreach ( $rows as $row ) {
			if ( ! in_array( (int) $row['overlay_id'], $overlays, true ) ) {
				continue;
			}
			$by_id[ (int) $row['overlay_id'] ] = array( (int) $row['v'], (int) $row['c'], (int) $row['k'] );
			$total                             = array( $total[0] + (int) $row['v'], $total[1] + (int) $row['c'], $total[2] + (int) $row['k'] );
		}
		return array( $by_id, $total );
	}

	/**
	 * The list's report for a range, as straight_sum() gives its figures, with the queries it made.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return array{0: array<int, int[]>, 1: int[], 2: string[]}
	 */
	private function report( string $from, string $to ): array {
		$range   = self::range( $from, $to );
		$queries = array();
		$record  = static function ( $query ) use ( &$queries ) {
			$queries[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $record );
		$list = ( new Report() )->totals( $range );
		remove_filter( 'query', $record );
		$this->assertIsArray( $list );
		$by_id = array();
		foreach ( $list['overlays'] as $row ) {
			$by_id[ $row['id'] ] = array( $row['views'], $row['closes'], $row['conversions'] );
		}
		return array( $by_id, array( $list['total']['views'], $list['total']['closes'], $list['total']['conversions'] ), $queries );
	}

	public function test_the_list_over_any_range_is_the_straight_sum_of_the_rollups_of_the_overlay_panels(): void {
		// A site far ahead of UTC: its months start at 10:00 GMT the day before.
		$this->set_option( 'timezone_string', 'Pacific/Kiritimati' );
		$a       = $this->overlay_panel();
		$b       = $this->overlay_panel( 'draft' );
		$trashed = $this->overlay_panel( 'trash' );
		$gone    = $this->overlay_panel();
		$this->append( self::daily_events( array( $a, $b, $trashed, $gone ), 430 ) );
		wp_delete_post( $gone, true );
		$this->flush_everything();
		$this->assertSame( 0, self::total( 'dropped' ) );
		$this->assertGreaterThanOrEqual( 15, count( array_unique( array_map( static fn( string $key ): string => substr( $key, 0, 7 ), array_keys( self::months() ) ) ) ) );

		$first = wp_date( 'Y-m-d', time() - 429 * DAY_IN_SECONDS );
		$today = wp_date( 'Y-m-d' );
		$day   = static fn( string $date, string $modify ): string => ( new \DateTimeImmutable( $date . ' 00:00:00', new \DateTimeZone( 'UTC' ) ) )->modify( $modify )->format( 'Y-m-d' );
		$year  = (int) substr( $today, 0, 4 );
		// Ranges chosen to be edges: inside one month, crossing a year, exactly whole months (one, several,
		// February), a whole month plus a day on either side, a single day, the whole data and beyond it.
		$ranges = array(
			array( $day( $today, 'first day of this month' ), $today ),
			array( $day( $today, 'first day of last month' ), $day( $today, 'last day of last month' ) ),
			array( $day( $today, 'first day of -4 months' ), $day( $today, 'last day of last month' ) ),
			array( $day( $today, 'first day of -3 months' ), $day( $today, 'first day of -3 months' ) ),
			array( $day( $today, 'first day of -3 months' ), $day( $today, 'last day of -3 months' ) ),
			array( $day( $day( $today, 'first day of -3 months' ), '-1 day' ), $day( $day( $today, 'last day of -3 months' ), '+1 day' ) ),
			array( $day( $today, 'first day of -2 months' ), $day( $day( $today, 'first day of -2 months' ), '+13 days' ) ),
			array( ( $year - 1 ) . '-12-20', $year . '-01-10' ),
			array( ( $year - 1 ) . '-12-01', $year . '-01-31' ),
			array( ( $year - 1 ) . '-11-15', $year . '-02-14' ),
			array( ( $year - 1 ) . '-02-01', ( $year - 1 ) . '-02-' . gmdate( 't', (int) strtotime( ( $year - 1 ) . '-02-01' ) ) ),
			array( $first, $today ),
			array( $day( $first, '-40 days' ), $day( $today, '+40 days' ) ),
		);
		mt_srand( 38 );
		$span = (int) ( ( strtotime( $today ) - strtotime( $first ) ) / DAY_IN_SECONDS );
		for ( $i = 0; $i < 150; $i++ ) {
			$start    = $day( $first, '+' . mt_rand( -20, $span ) . ' days' );
			$ranges[] = array( $start, $day( $start, '+' . mt_rand( 0, 0 === $i % 3 ? 40 : 420 ) . ' days' ) );
		}
		$read_months = 0;
		foreach ( $ranges as list( $from, $to ) ) {
			list( $by_id, $total, $queries ) = $this->report( $from, $to );
			$this->assertSame( self::straight_sum( $from, $to, array( $a, $b ) ), array( $by_id, $total ), "{$from} to {$to}" );
			$this->assertCount( 3, $queries, 'The tables, the totals and the dropped events: ' . implode( "\n", $queries ) );
			$reads = str_contains( implode( "\n", $queries ), Schema::months_table() );
			$this->assertSame( null !== Report::split( self::range( $from, $to ) )[1], $reads, "{$from} to {$to}: the monthly totals are read for whole months only." );
			$read_months += (int) $reads;
		}
		$this->assertGreaterThan( 50, $read_months, 'Most ranges hold whole months.' );
	}

	public function test_the_whole_months_of_a_range_are_read_from_the_monthly_totals_and_its_edges_from_the_daily_ones(): void {
		$this->assertSame( array( array( array( '2026-03-05', '2026-03-20' ) ), null ), Report::split( self::range( '2026-03-05', '2026-03-20' ) ) );
		$this->assertSame( array( array( array( '2026-03-05', '2026-04-20' ) ), null ), Report::split( self::range( '2026-03-05', '2026-04-20' ) ) );
		$this->assertSame( array( array(), array( '2026-02', '2026-02' ) ), Report::split( self::range( '2026-02-01', '2026-02-28' ) ) );
		$this->assertSame( array( array( array( '2025-12-31', '2025-12-31' ), array( '2026-03-01', '2026-03-01' ) ), array( '2026-01', '2026-02' ) ), Report::split( self::range( '2025-12-31', '2026-03-01' ) ) );
		$this->assertSame( array( array( array( '2024-03-01', '2024-03-30' ) ), array( '2024-02', '2024-02' ) ), Report::split( self::range( '2024-02-01', '2024-03-30' ) ) );

		global $wpdb;
		$overlay = $this->overlay_panel();
		$this->append( self::views( 2, $overlay ) );
		$this->flush_everything();
		// The monthly row changed behind the flush's back: a range of whole months follows it, a range
		// inside the month the daily totals.
		$wpdb->query( 'UPDATE `' . Schema::months_table() . '` SET views = views + 100' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
		$today = wp_date( 'Y-m-d' );
		$month = ( new \DateTimeImmutable( $today . ' 00:00:00', new \DateTimeZone( 'UTC' ) ) );
		$this->assertSame( array( $overlay => array( 102, 0, 0 ) ), $this->report( $month->modify( 'first day of this month' )->format( 'Y-m-d' ), $month->modify( 'last day of this month' )->format( 'Y-m-d' ) )[0] );
		$this->assertSame( array( $overlay => array( 2, 0, 0 ) ), $this->report( $today, $today )[0] );
	}

	public function test_the_flush_adds_each_event_once_to_the_month_of_its_site_day(): void {
		// UTC+14: 09:59:59 GMT is 23:59:59 there, 10:00:00 GMT midnight of the next day (the next month
		// after the last day of one).
		$this->set_option( 'timezone_string', 'Pacific/Kiritimati' );
		$overlay = $this->overlay_panel();
		$events  = array();
		foreach ( array( gmmktime( 9, 59, 59, 1, 31, 2026 ), gmmktime( 10, 0, 0, 1, 31, 2026 ), gmmktime( 10, 0, 0, 12, 31, 2025 ), gmmktime( 9, 59, 59, 12, 31, 2025 ) ) as $time ) {
			$events[] = array(
				'overlay' => $overlay,
				'kind'    => 'view',
				'device'  => 'desktop',
				'page'    => '/',
				'time'    => $time,
			);
		}
		$this->append( $events );
		$this->assertSame( 2, Flusher::flush( 2 ) );
		$this->assertSame( 2, Flusher::flush( 2 ) );
		$this->append( $events );
		$this->assertSame( 4, Flusher::flush() );
		$this->assertSame(
			array(
				'2025-12|' . $overlay . '|0' => array( 'views' => 2 ),
				'2026-01|' . $overlay . '|0' => array( 'views' => 4 ),
				'2026-02|' . $overlay . '|0' => array( 'views' => 2 ),
			),
			self::months()
		);
		$this->assertSame( 8, self::total( 'views' ) );
	}

	public function test_pruning_recounts_the_month_it_cuts_from_the_daily_totals_left_and_removes_the_months_before(): void {
		$overlay = $this->overlay_panel();
		$this->append( self::daily_events( array( $overlay ), 100 ) );
		$this->flush_everything();
		$before = self::months();
		$kept   = Retention::first_kept_day( 45 );
		$this->assertGreaterThan( 0, Retention::prune( 45 ) );
		$this->assertSame( $kept, min( array_map( static fn( string $key ): string => substr( $key, 0, 10 ), array_keys( self::totals() ) ) ) );
		self::total( 'views' ); // The monthly totals are the daily ones left, summed per month.
		$months = array_map( static fn( string $key ): string => substr( $key, 0, 7 ), array_keys( self::months() ) );
		$this->assertSame( substr( $kept, 0, 7 ), min( $months ), 'No month before the first kept day is left.' );
		$cut = substr( $kept, 0, 7 ) . '|' . $overlay . '|0';
		if ( ! str_ends_with( $kept, '-01' ) ) {
			$this->assertLessThan( $before[ $cut ]['views'], self::months()[ $cut ]['views'], 'The month cut is recounted.' );
		}
		list( $by_id, $total ) = $this->report( $kept, wp_date( 'Y-m-d' ) );
		$this->assertSame( self::straight_sum( $kept, wp_date( 'Y-m-d' ), array( $overlay ) ), array( $by_id, $total ) );
		$earlier = ( new \DateTimeImmutable( $kept . ' 00:00:00', new \DateTimeZone( 'UTC' ) ) )->modify( 'first day of -3 months' )->format( 'Y-m-d' );
		$this->assertSame( $by_id, $this->report( $earlier, wp_date( 'Y-m-d' ) )[0], 'Nothing of the pruned days is counted by a longer range.' );
	}

	public function test_the_upgrade_from_version_2_creates_the_monthly_totals_from_the_daily_ones(): void {
		global $wpdb;
		$overlay = $this->overlay_panel();
		$this->append( self::daily_events( array( $overlay ), 70 ) );
		$this->flush_everything();
		$expected = self::months();
		$this->assertNotSame( array(), $expected );
		// A site of version 2: no monthly table.
		$wpdb->query( 'DROP TABLE `' . Schema::months_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$this->set_option( Schema::VERSION_OPTION, 2 );
		$this->assertFalse( Schema::exists() );
		$this->assertInstanceOf( \WP_Error::class, Report::missing_tables() );
		Plugin::upgrade_data();
		$this->assertTrue( Schema::exists() );
		$this->assertSame( 3, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( $expected, self::months(), 'The upgrade fills the monthly totals from the daily ones.' );
		$this->append( self::views( 5, $overlay ) );
		Flusher::flush();
		self::total( 'views' ); // A flush after the upgrade adds once.
	}

	public function test_the_repair_recreates_a_missing_monthly_table_and_fills_it(): void {
		global $wpdb;
		$overlay = $this->overlay_panel();
		$this->append( self::daily_events( array( $overlay ), 40 ) );
		$this->flush_everything();
		$expected = self::months();
		$wpdb->query( 'DROP TABLE `' . Schema::months_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$range = Range::parse( null, null );
		$this->assertInstanceOf( Range::class, $range );
		$missing = ( new Report() )->totals( $range );
		$this->assertInstanceOf( \WP_Error::class, $missing );
		$this->assertSame( Report::TABLES_MISSING, $missing->get_error_code() );
		$this->assertIsArray( Status::repair() );
		$this->assertSame( $expected, self::months() );
		self::total( 'views' );
	}

	public function test_the_summary_counts_only_overlay_panels_out_of_the_trash(): void {
		$kept    = $this->overlay_panel();
		$private = $this->overlay_panel( 'private' );
		$trashed = $this->overlay_panel();
		$gone    = $this->overlay_panel();
		$post    = $this->create_post();
		foreach ( array( $kept, $private, $trashed, $gone ) as $n => $overlay ) {
			$this->append( self::views( $n + 1, $overlay ) );
		}
		$this->append( self::views( 10, $post ) );
		$this->flush_everything();
		wp_trash_post( $trashed );
		wp_delete_post( $gone, true );
		wp_delete_post( $post, true );
		$range = Range::parse( null, null );
		$this->assertInstanceOf( Range::class, $range );
		$summary = ( new Report() )->summary( $range );
		$this->assertIsArray( $summary );
		$this->assertSame( 2, $summary['overlays'], 'The overlay in the trash and the one deleted for good are not counted.' );
		$this->assertSame( 3, $summary['total']['views'] );
		$list = ( new Report() )->totals( $range );
		$this->assertIsArray( $list );
		$this->assertSame( array( $kept, $private ), array_column( $list['overlays'], 'id' ) );

		wp_untrash_post( $trashed );
		$summary = ( new Report() )->summary( $range );
		$this->assertIsArray( $summary );
		$this->assertSame( 3, $summary['overlays'], 'Restored from the trash, it counts again.' );
		$this->assertSame( 6, $summary['total']['views'] );
		$this->assertSame( 20, self::total( 'views' ), 'The rollups keep every count.' );
	}
}
