<?php
/**
 * The flush: upserts that add up, days of the site's timezone, exactly once through crashes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Event_Buffer;
use GBlocks_Pro\Insights\Storage\Flusher;

/**
 * Runs the flush on the real tables with its own transaction (Storage_Test_Case).
 *
 * @group database
 */
final class Flusher_Test extends Storage_Test_Case {

	/**
	 * Unix time of a GMT date and time.
	 *
	 * @param string $gmt Y-m-d H:i:s.
	 */
	private static function gmt( string $gmt ): int {
		return (int) strtotime( $gmt . ' UTC' );
	}

	public function test_a_flush_sums_each_kind_into_its_row_and_empties_the_buffer(): void {
		$this->set_option( 'timezone_string', 'UTC' );
		$time = self::gmt( '2026-05-04 10:00:00' );
		$this->append(
			array(
				array( 'overlay' => 7, 'kind' => 'view', 'device' => 'desktop', 'page' => '/a/', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 7, 'kind' => 'view', 'device' => 'desktop', 'page' => '/a/', 'time' => $time + 60 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 7, 'kind' => 'close', 'reason' => 'escape', 'device' => 'desktop', 'page' => '/a/', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 7, 'kind' => 'close', 'reason' => 'navigation', 'device' => 'desktop', 'page' => '/a/', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 7, 'kind' => 'conversion', 'device' => 'desktop', 'page' => '/a/', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 7, 'kind' => 'view', 'device' => 'mobile', 'page' => '/a/', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 7, 'kind' => 'view', 'device' => 'desktop', 'page' => '/b/?utm=x', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				array( 'overlay' => 8, 'variant' => 2, 'kind' => 'view', 'device' => 'tablet', 'page' => '/a/', 'time' => $time ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
			)
		);

		$this->assertSame( 8, Flusher::flush(), Flusher::last_error() );

		$this->assertSame(
			array(
				'2026-05-04|7|0|1|/a/' => array(
					'views'             => 2,
					'closes_escape'     => 1,
					'closes_navigation' => 1,
					'conversions'       => 1,
				),
				'2026-05-04|7|0|1|/b/' => array( 'views' => 1 ),
				'2026-05-04|7|0|3|/a/' => array( 'views' => 1 ),
				'2026-05-04|8|2|2|/a/' => array( 'views' => 1 ),
			),
			self::rollups()
		);
		$this->assertSame( array( 0, 0 ), self::buffered() );
		$this->assertSame( 0, Flusher::flush(), 'Nothing is left to move.' );
	}

	public function test_upserts_add_to_the_rows_already_there(): void {
		$this->set_option( 'timezone_string', 'UTC' );
		foreach ( array( 3, 4, 5 ) as $count ) {
			$this->append( self::views( $count ) );
			$this->append( self::views( 1, 7, '/other/' ) );
			$this->assertSame( $count + 1, Flusher::flush() );
		}
		$today = gmdate( 'Y-m-d' );
		$this->assertSame(
			array(
				"{$today}|7|0|1|/a/"     => array( 'views' => 12 ),
				"{$today}|7|0|1|/other/" => array( 'views' => 3 ),
			),
			self::rollups()
		);
	}

	public function test_a_page_is_one_row_whatever_the_case_of_its_letters_on_both_databases(): void {
		$this->append( array_merge( self::views( 2, 7, '/About/' ), self::views( 3, 7, '/about/' ), self::views( 1, 7, '/about' ), self::views( 1, 7, '/caf%C3%A9/' ), self::views( 1, 7, '/caf%c3%a9/' ) ) );
		$this->assertSame( 8, Flusher::flush(), Flusher::last_error() );
		$rows = array_values( self::rollups() );
		$this->assertSame( array( array( 'views' => 1 ), array( 'views' => 5 ), array( 'views' => 2 ) ), $rows, '/about, /About/ with /about/, and the two spellings of /café/.' );
		$this->assertSame( 8, self::total( 'views' ) );
	}

	public function test_many_rows_go_in_several_upserts_and_a_limit_moves_the_oldest_first(): void {
		$events = array();
		for ( $page = 0; $page < 450; $page++ ) {
			$events = array_merge( $events, self::views( 2, 7, '/page-' . $page . '/' ) );
		}
		$this->append( $events );
		$this->assertSame( 500, Flusher::flush( 500 ) );
		$this->assertSame( array( 400, 0 ), self::buffered() );
		$this->assertSame( 250, count( self::rollups() ), 'The 500 oldest events: the first 250 pages.' );
		$this->assertSame( 400, Flusher::flush() );
		$this->assertCount( 450, self::rollups() );
		$this->assertSame( 900, self::total( 'views' ) );
	}

	/**
	 * A day of the site's timezone: the last second before midnight and midnight, around a DST change
	 * and with an offset of hours and minutes and no named zone.
	 *
	 * @return array<string, array{0: string, 1: float, 2: array<string, string>}>
	 */
	public function timezones(): array {
		return array(
			'Berlin, winter'          => array(
				'Europe/Berlin',
				0,
				array(
					'2026-03-27 22:59:59' => '2026-03-27',
					'2026-03-27 23:00:00' => '2026-03-28',
				),
			),
			'Berlin, the DST change'  => array(
				'Europe/Berlin',
				0,
				array(
					// 29 March 2026: 01:00 UTC is 03:00 CEST; that day ends at 22:00 UTC.
					'2026-03-28 22:59:59' => '2026-03-28',
					'2026-03-28 23:00:00' => '2026-03-29',
					'2026-03-29 21:59:59' => '2026-03-29',
					'2026-03-29 22:00:00' => '2026-03-30',
				),
			),
			'Los Angeles, summer'     => array(
				'America/Los_Angeles',
				0,
				array(
					'2026-07-01 06:59:59' => '2026-06-30',
					'2026-07-01 07:00:00' => '2026-07-01',
				),
			),
			'UTC+5:45 by offset only' => array(
				'',
				5.75,
				array(
					'2026-01-31 18:14:59' => '2026-01-31',
					'2026-01-31 18:15:00' => '2026-02-01',
				),
			),
		);
	}

	/**
	 * @dataProvider timezones
	 *
	 * @param string                $zone   timezone_string.
	 * @param float                 $offset gmt_offset (when the zone is '').
	 * @param array<string, string> $days   GMT time => the site's day it counts on.
	 */
	public function test_events_count_on_the_day_of_the_site_timezone( string $zone, float $offset, array $days ): void {
		$this->set_option( 'timezone_string', $zone );
		$this->set_option( 'gmt_offset', $offset );
		$events = array();
		foreach ( array_keys( $days ) as $index => $gmt ) {
			$events = array_merge( $events, array_fill( 0, $index + 1, array( 'overlay' => 7, 'kind' => 'view', 'device' => 'desktop', 'page' => '/', 'time' => self::gmt( $gmt ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		}
		$this->append( $events );
		$this->assertSame( count( $events ), Flusher::flush() );
		$expected = array();
		foreach ( array_values( $days ) as $index => $day ) {
			$expected[ "{$day}|7|0|1|/" ]['views'] = ( $expected[ "{$day}|7|0|1|/" ]['views'] ?? 0 ) + $index + 1;
		}
		$this->assertSame( $expected, self::rollups() );
	}

	public function test_dropped_events_add_up_on_the_site_row_of_today(): void {
		$this->set_option( 'timezone_string', 'Pacific/Kiritimati' ); // UTC+14: its today is often not UTC's.
		Event_Buffer::drop( 3 );
		Event_Buffer::drop( 4 );
		Event_Buffer::drop( 0 );
		$this->assertSame( array( wp_date( 'Y-m-d' ) . '|0|0|0|' => array( 'dropped' => 7 ) ), self::rollups() );
	}

	public function test_a_crash_after_the_claim_leaves_the_rows_to_a_later_flush_once_the_claim_is_stale(): void {
		$this->append( self::views( 40 ) );
		add_action(
			'gblocks_pro_insights_flushing',
			static function ( string $step ): void {
				if ( 'claimed' === $step ) {
					throw new \RuntimeException( 'crash after the claim' );
				}
			}
		);
		try {
			Flusher::flush();
			$this->fail( 'The flush should have crashed.' );
		} catch ( \RuntimeException $crash ) {
			$this->assertSame( 'crash after the claim', $crash->getMessage() );
		}
		remove_all_actions( 'gblocks_pro_insights_flushing' );
		$this->assertSame( array( 40, 40 ), self::buffered(), 'The rows stay, claimed by the dead flush.' );
		$this->assertSame( 0, self::total( 'views' ) );

		$this->append( self::views( 2 ) );
		$this->assertSame( 2, Flusher::flush(), 'A fresh claim is not taken: that flush may still be running.' );
		self::age_claims();
		$this->assertSame( 40, Flusher::flush(), 'A stale claim is taken over.' );
		$this->assertSame( 42, self::total( 'views' ) );
		$this->assertSame( array( 0, 0 ), self::buffered() );
	}

	public function test_a_crash_between_the_upsert_and_the_delete_rolls_both_back(): void {
		$this->append( self::views( 25 ) );
		Event_Buffer::drop( 1 ); // Committed before the flush: the rollback keeps it.
		add_action(
			'gblocks_pro_insights_flushing',
			function ( string $step ): void {
				if ( 'upserted' === $step ) {
					$this->assertSame( 25, self::total( 'views' ), 'Inside the transaction the upsert is there.' );
					throw new \RuntimeException( 'crash after the upsert' );
				}
			}
		);
		try {
			Flusher::flush();
			$this->fail( 'The flush should have crashed.' );
		} catch ( \RuntimeException $crash ) {
			$this->assertSame( 'crash after the upsert', $crash->getMessage() );
		}
		remove_all_actions( 'gblocks_pro_insights_flushing' );
		$this->assertSame( 0, self::total( 'views' ), 'The upsert was rolled back.' );
		$this->assertSame( 1, self::total( 'dropped' ) );
		$this->assertSame( array( 25, 25 ), self::buffered() );

		self::age_claims();
		$this->assertSame( 25, Flusher::flush() );
		$this->assertSame( 25, self::total( 'views' ) );
		$this->assertSame( array( 0, 0 ), self::buffered() );
	}

	public function test_a_slow_flush_whose_claim_was_taken_over_counts_nothing(): void {
		$this->append( self::views( 30 ) );
		$taken = null;
		add_action(
			'gblocks_pro_insights_flushing',
			static function ( string $step ) use ( &$taken ): void {
				if ( 'claimed' !== $step || null !== $taken ) {
					return;
				}
				// The first flush stalls past STALE_SECONDS; a second one takes its rows and moves them.
				$taken = 0;
				self::age_claims();
				$taken = Flusher::flush();
			}
		);
		$this->assertSame( 0, Flusher::flush(), 'The slow flush finds none of its rows left.' );
		$this->assertSame( 30, $taken );
		$this->assertSame( 30, self::total( 'views' ) );
		$this->assertSame( array( 0, 0 ), self::buffered() );
	}

	public function test_flush_all_moves_everything_and_records_the_time(): void {
		$this->set_option( Flusher::LAST_FLUSH_OPTION, '' );
		$this->assertNull( Flusher::last_flush() );
		$this->append( self::views( 230 ) );
		$this->assertSame( 230, Flusher::flush_all( 20, 100 ) );
		$this->assertSame( 230, self::total( 'views' ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', (string) Flusher::last_flush() );
		$this->assertSame( 0, Event_Buffer::count() );
	}

	public function test_the_cron_event_flushes(): void {
		$this->append( self::views( 5 ) );
		do_action( 'gblocks_pro_insights_flush' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName -- What WP-Cron runs.
		$this->assertSame( 5, self::total( 'views' ) );
	}
}
