<?php
/**
 * Every figure of the reports against the rollup rows it is made of.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Reports;

use GBlocks_Pro\Insights\Reports\Range;
use GBlocks_Pro\Insights\Reports\Report;

/**
 * GET insights and GET insights/{id}, through REST as an administrator.
 *
 * @group database
 */
final class Report_Test extends Reports_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	public function test_totals_per_overlay_sum_the_days_of_the_range_only(): void {
		$a = $this->overlay();
		$b = $this->overlay();
		$c = $this->overlay();
		// Overlay a: two days inside, on two devices and pages and in variant 1, and one day on each side.
		self::row(
			$a,
			'2026-03-01',
			array(
				'views'         => 10,
				'closes_button' => 2,
				'closes_escape' => 1,
				'conversions'   => 1,
			)
		);
		self::row(
			$a,
			'2026-03-01',
			array(
				'views'          => 5,
				'closes_outside' => 3,
			),
			'mobile',
			'/shop/'
		);
		self::row(
			$a,
			'2026-03-07',
			array(
				'views'             => 7,
				'closes_trigger'    => 1,
				'closes_navigation' => 2,
				'conversions'       => 2,
			),
			'tablet'
		);
		self::row(
			$a,
			'2026-03-07',
			array(
				'views'       => 1,
				'conversions' => 1,
			),
			'desktop',
			'/',
			1
		);
		self::row(
			$a,
			'2026-02-28',
			array(
				'views'       => 100,
				'conversions' => 50,
			)
		);
		self::row(
			$a,
			'2026-03-08',
			array(
				'views'       => 100,
				'conversions' => 50,
			)
		);
		// Overlay b: no conversion; overlay c: only outside the range.
		self::row(
			$b,
			'2026-03-04',
			array(
				'views'         => 3,
				'closes_escape' => 3,
			)
		);
		self::row( $c, '2026-03-09', array( 'views' => 9 ) );
		// The site's own counters: dropped events, inside and outside the range.
		self::row( 0, '2026-03-02', array( 'dropped' => 4 ), '', '' );
		self::row( 0, '2026-03-07', array( 'dropped' => 2 ), '', '' );
		self::row( 0, '2026-03-08', array( 'dropped' => 50 ), '', '' );

		$this->assertSame(
			array(
				'from'     => '2026-03-01',
				'to'       => '2026-03-07',
				'overlays' => array(
					array(
						'id'          => $a,
						'views'       => 23,
						'closes'      => 9,
						'conversions' => 4,
						'rate'        => 0.1739,
					),
					array(
						'id'          => $b,
						'views'       => 3,
						'closes'      => 3,
						'conversions' => 0,
						'rate'        => 0.0,
					),
				),
				'total'    => array(
					'views'       => 26,
					'closes'      => 12,
					'conversions' => 4,
					'rate'        => 0.1538,
				),
				'dropped'  => 6,
			),
			$this->ok(
				'',
				array(
					'from' => '2026-03-01',
					'to'   => '2026-03-07',
				)
			)
		);
		$empty = $this->ok(
			'',
			array(
				'from' => '2025-01-01',
				'to'   => '2025-01-01',
			)
		);
		$this->assertSame( array(), $empty['overlays'] );
		$this->assertSame(
			array(
				'views'       => 0,
				'closes'      => 0,
				'conversions' => 0,
				'rate'        => 0.0,
			),
			$empty['total']
		);
		$this->assertSame( 0, $empty['dropped'] );
	}

	public function test_the_site_summary_is_the_total_with_the_dropped_events(): void {
		$a = $this->overlay();
		self::row(
			$a,
			'2026-05-01',
			array(
				'views'       => 4,
				'conversions' => 1,
			)
		);
		self::row(
			$this->overlay(),
			'2026-05-02',
			array(
				'views'         => 4,
				'closes_button' => 4,
			)
		);
		self::row( 0, '2026-05-02', array( 'dropped' => 7 ), '', '' );
		$this->assertSame(
			array(
				'from'     => '2026-05-01',
				'to'       => '2026-05-31',
				'total'    => array(
					'views'       => 8,
					'closes'      => 4,
					'conversions' => 1,
					'rate'        => 0.125,
				),
				'overlays' => 2,
				'dropped'  => 7,
			),
			( new Report() )->summary( Range::parse( '2026-05-01', '2026-05-31' ) )
		);
	}

	public function test_one_overlays_report_has_every_figure(): void {
		$id    = $this->overlay( 'Spring sale' );
		$other = $this->overlay();
		self::row(
			$id,
			'2026-04-01',
			array(
				'views'         => 10,
				'closes_button' => 4,
				'closes_escape' => 1,
				'conversions'   => 2,
			),
			'desktop',
			'/'
		);
		self::row(
			$id,
			'2026-04-01',
			array(
				'views'          => 6,
				'closes_outside' => 2,
				'conversions'    => 1,
			),
			'mobile',
			'/shop/'
		);
		self::row(
			$id,
			'2026-04-03',
			array(
				'views'             => 8,
				'closes_trigger'    => 3,
				'closes_navigation' => 1,
				'conversions'       => 3,
			),
			'mobile',
			'/shop/'
		);
		self::row( $id, '2026-04-03', array( 'views' => 2 ), 'mobile', '/shop/', 1 );
		// Outside the range, and another overlay inside it: in no figure.
		self::row(
			$id,
			'2026-04-04',
			array(
				'views'       => 1000,
				'conversions' => 1000,
			),
			'tablet',
			'/never/'
		);
		self::row(
			$id,
			'2026-03-31',
			array(
				'views'       => 1000,
				'conversions' => 1000,
			),
			'tablet',
			'/never/'
		);
		self::row(
			$other,
			'2026-04-02',
			array(
				'views'       => 1000,
				'conversions' => 1000,
			),
			'tablet',
			'/never/'
		);

		$report = $this->ok(
			'/' . $id,
			array(
				'from' => '2026-04-01',
				'to'   => '2026-04-03',
			)
		);
		$this->assertSame(
			array(
				'id'       => $id,
				'title'    => 'Spring sale',
				'from'     => '2026-04-01',
				'to'       => '2026-04-03',
				'totals'   => array(
					'views'       => 26,
					'closes'      => 11,
					'conversions' => 6,
					'rate'        => 0.2308,
				),
				'previous' => null,
				'days'     => array(
					array(
						'day'         => '2026-04-01',
						'views'       => 16,
						'conversions' => 3,
					),
					array(
						'day'         => '2026-04-02',
						'views'       => 0,
						'conversions' => 0,
					),
					array(
						'day'         => '2026-04-03',
						'views'       => 10,
						'conversions' => 3,
					),
				),
				'closes'   => array(
					'button'     => 4,
					'escape'     => 1,
					'outside'    => 2,
					'trigger'    => 3,
					'navigation' => 1,
				),
				'pages'    => array(
					array(
						'page'        => '/shop/',
						'views'       => 16,
						'conversions' => 4,
					),
					array(
						'page'        => '/',
						'views'       => 10,
						'conversions' => 2,
					),
				),
				'devices'  => array(
					'desktop' => array(
						'views'       => 10,
						'conversions' => 2,
					),
					'tablet'  => array(
						'views'       => 0,
						'conversions' => 0,
					),
					'mobile'  => array(
						'views'       => 16,
						'conversions' => 4,
					),
				),
			),
			$report
		);
	}

	public function test_an_overlay_without_rows_has_every_day_at_zero(): void {
		$id     = $this->overlay();
		$report = $this->ok(
			'/' . $id,
			array(
				'from' => '2024-02-27',
				'to'   => '2024-03-01',
			)
		);
		$this->assertSame( array( '2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01' ), array_column( $report['days'], 'day' ), 'Every day, 29 February of a leap year included.' );
		$this->assertSame( array( 0 ), array_values( array_unique( array_merge( array_column( $report['days'], 'views' ), array_column( $report['days'], 'conversions' ) ) ) ) );
		$this->assertSame( array(), $report['pages'] );
		$this->assertSame(
			array(
				'views'       => 0,
				'closes'      => 0,
				'conversions' => 0,
				'rate'        => 0.0,
			),
			$report['totals']
		);
		$this->assertSame(
			array(
				'button'     => 0,
				'escape'     => 0,
				'outside'    => 0,
				'trigger'    => 0,
				'navigation' => 0,
			),
			$report['closes']
		);
		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), array_keys( $report['devices'] ) );
	}

	public function test_the_previous_period_has_as_many_days_ending_the_day_before_from(): void {
		$id = $this->overlay();
		// The range: 1 to 10 March (10 days); the previous period: 19 to 28 February (2026 is no leap year).
		self::row( $id, '2026-02-18', array( 'views' => 500 ) );
		self::row(
			$id,
			'2026-02-19',
			array(
				'views'         => 3,
				'closes_button' => 1,
				'conversions'   => 1,
			)
		);
		self::row(
			$id,
			'2026-02-28',
			array(
				'views'         => 5,
				'closes_escape' => 2,
			),
			'mobile',
			'/a/'
		);
		self::row(
			$id,
			'2026-03-01',
			array(
				'views'       => 7,
				'conversions' => 7,
			)
		);
		$report = $this->ok(
			'/' . $id,
			array(
				'from'    => '2026-03-01',
				'to'      => '2026-03-10',
				'compare' => '1',
			)
		);
		$this->assertSame(
			array(
				'from'        => '2026-02-19',
				'to'          => '2026-02-28',
				'views'       => 8,
				'closes'      => 3,
				'conversions' => 1,
				'rate'        => 0.125,
			),
			$report['previous']
		);
		$this->assertSame( 7, $report['totals']['views'] );
		$this->assertSame( 10, count( $report['days'] ) );
		// A one-day range compares with the day before.
		$one = $this->ok(
			'/' . $id,
			array(
				'from'    => '2026-03-01',
				'to'      => '2026-03-01',
				'compare' => true,
			)
		);
		$this->assertSame( array( '2026-02-28', '2026-02-28', 5 ), array( $one['previous']['from'], $one['previous']['to'], $one['previous']['views'] ) );
	}

	public function test_top_pages_are_the_ten_most_viewed_then_most_converting_then_by_path(): void {
		$id = $this->overlay();
		// Twelve pages: views 12 down to 1 on /p12/ … /p1/; three ties broken by conversions, then by path.
		for ( $i = 1; $i <= 12; $i++ ) {
			self::row( $id, '2026-06-01', array( 'views' => $i ), 'desktop', '/p' . $i . '/' );
		}
		// Spread over days and devices: /p3/ gains 9 views and a conversion (12 in all: before /p12/), and
		// /p5/ (5 + 6), /b/ and /a/ tie at 11 views and 2 conversions with /p11/ behind them (0 conversions).
		self::row(
			$id,
			'2026-06-02',
			array(
				'views'       => 9,
				'conversions' => 1,
			),
			'mobile',
			'/p3/'
		);
		self::row(
			$id,
			'2026-06-02',
			array(
				'views'       => 6,
				'conversions' => 2,
			),
			'tablet',
			'/p5/'
		);
		self::row(
			$id,
			'2026-06-02',
			array(
				'views'       => 11,
				'conversions' => 2,
			),
			'tablet',
			'/b/'
		);
		self::row(
			$id,
			'2026-06-03',
			array(
				'views'       => 11,
				'conversions' => 2,
			),
			'tablet',
			'/a/'
		);
		$pages = $this->ok(
			'/' . $id,
			array(
				'from' => '2026-06-01',
				'to'   => '2026-06-03',
			)
		)['pages'];
		$this->assertSame(
			array( '/p3/', '/p12/', '/a/', '/b/', '/p5/', '/p11/', '/p10/', '/p9/', '/p8/', '/p7/' ),
			array_column( $pages, 'page' )
		);
		$this->assertSame( array( 12, 12, 11, 11, 11, 11, 10, 9, 8, 7 ), array_column( $pages, 'views' ) );
		$this->assertSame( array( 1, 0, 2, 2, 2, 0, 0, 0, 0, 0 ), array_column( $pages, 'conversions' ) );
	}

	/**
	 * Timezones far from UTC on either side.
	 *
	 * @return array<string, array{string}>
	 */
	public function timezones(): array {
		return array(
			'UTC+14'             => array( 'Pacific/Kiritimati' ),
			'UTC-12'             => array( 'Etc/GMT+12' ),
			'a UTC offset +5:45' => array( 'UTC+5.75' ),
		);
	}

	/**
	 * The default range is the last 30 of the site's days, ending on the site's today.
	 *
	 * @dataProvider timezones
	 *
	 * @param string $timezone A timezone_string, or UTC+<hours> for a gmt_offset.
	 */
	public function test_the_default_range_is_the_last_thirty_days_of_the_sites_calendar( string $timezone ): void {
		if ( str_starts_with( $timezone, 'UTC+' ) ) {
			update_option( 'timezone_string', '' );
			update_option( 'gmt_offset', (float) substr( $timezone, 4 ) );
			$zone = new \DateTimeZone( '+05:45' );
		} else {
			update_option( 'timezone_string', $timezone );
			$zone = new \DateTimeZone( $timezone );
		}
		$today = new \DateTimeImmutable( 'now', $zone );
		$id    = $this->overlay();
		self::row( $id, $today->format( 'Y-m-d' ), array( 'views' => 1 ) );
		self::row( $id, $today->modify( '-29 days' )->format( 'Y-m-d' ), array( 'views' => 2 ) );
		self::row( $id, $today->modify( '-30 days' )->format( 'Y-m-d' ), array( 'views' => 40 ) );
		self::row( $id, $today->modify( '+1 day' )->format( 'Y-m-d' ), array( 'views' => 80 ) );
		$totals = $this->ok( '' );
		$this->assertSame( array( $today->modify( '-29 days' )->format( 'Y-m-d' ), $today->format( 'Y-m-d' ) ), array( $totals['from'], $totals['to'] ) );
		$this->assertSame( 3, $totals['total']['views'], 'The site\'s today and the 29 days before it, nothing else.' );
		$report = $this->ok( '/' . $id );
		$this->assertCount( 30, $report['days'] );
		$this->assertSame( array( 2, 1 ), array( $report['days'][0]['views'], $report['days'][29]['views'] ) );
		// Only to given: the 30 days ending then; only from given: from to today.
		$this->assertSame( array( '2026-01-02', '2026-01-31' ), array_values( array_intersect_key( $this->ok( '', array( 'to' => '2026-01-31' ) ), array_flip( array( 'from', 'to' ) ) ) ) );
		$this->assertSame( $today->format( 'Y-m-d' ), $this->ok( '', array( 'from' => '2026-01-01' ) )['to'] );
	}

	public function test_the_longest_range_is_accepted(): void {
		$id = $this->overlay();
		self::row( $id, '2016-01-01', array( 'views' => 1 ) );
		self::row( $id, '2026-01-08', array( 'views' => 2 ) );
		// 2016-01-01 to 2026-01-08 is 3,661 days; one day less is the longest range.
		$this->assertSame(
			2,
			$this->ok(
				'',
				array(
					'from' => '2016-01-02',
					'to'   => '2026-01-08',
				)
			)['total']['views']
		);
		$this->assertCount(
			3660,
			$this->ok(
				'/' . $id,
				array(
					'from' => '2016-01-02',
					'to'   => '2026-01-08',
				)
			)['days']
		);
	}

	public function test_an_id_that_is_not_an_overlay_panel_is_a_404(): void {
		foreach ( array( $this->create_post(), 999999 ) as $id ) {
			$response = $this->rest( 'GET', self::BASE . '/' . $id );
			$this->assertStatus( 404, $response );
			$this->assertSame( 'gblocks_insights_not_found', $response->get_data()['code'] );
			$this->assertFalse( $response->get_data()['success'] );
		}
	}
}
