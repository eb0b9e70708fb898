<?php
/**
 * The reports of events that went through the buffer and the real flush.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Reports;

use GBlocks_Pro\Insights\Reports\Status;
use GBlocks_Pro\Insights\Storage\Event_Buffer;
use GBlocks_Pro\Insights\Storage\Flusher;
use GBlocks_Pro\Tests\Insights\Storage\Storage_Test_Case;

/**
 * The flush commits its own transaction, so these tests run as the storage tests do (outside the
 * suite's transaction, the tables emptied before and after, options put back) and create no post or
 * user: the installer's administrator reads the totals.
 *
 * @group database
 */
final class Report_Flush_Test extends Storage_Test_Case {

	private const BASE = '/generateblocks-pro/overlays/v1/insights';

	/**
	 * A successful answer's payload.
	 *
	 * @param string               $route  The route after the base.
	 * @param array<string, mixed> $params Query parameters.
	 * @return array<string, mixed>
	 */
	private function ok( string $route, array $params = array() ): array {
		$response = $this->rest( 'GET', self::BASE . $route, $params );
		$this->assertStatus( 200, $response );
		return $response->get_data()['response'];
	}

	public function test_events_around_the_sites_midnight_are_reported_on_the_sites_days(): void {
		wp_set_current_user( 1 );
		// UTC+14: 09:59:59 GMT is 23:59:59 on 1 January there, 10:00:00 GMT midnight of 2 January.
		$this->set_option( 'timezone_string', 'Pacific/Kiritimati' );
		$last    = gmmktime( 9, 59, 59, 1, 1, 2026 );
		$overlay = $this->overlay_panel();
		$this->append(
			array(
				array(
					'overlay' => $overlay,
					'kind'    => 'view',
					'device'  => 'desktop',
					'page'    => '/',
					'time'    => $last,
				),
				array(
					'overlay' => $overlay,
					'kind'    => 'conversion',
					'device'  => 'desktop',
					'page'    => '/',
					'time'    => $last,
				),
				array(
					'overlay' => $overlay,
					'kind'    => 'view',
					'device'  => 'mobile',
					'page'    => '/',
					'time'    => $last + 1,
				),
				array(
					'overlay' => $overlay,
					'kind'    => 'close',
					'reason'  => 'escape',
					'device'  => 'mobile',
					'page'    => '/',
					'time'    => $last + 1,
				),
				array(
					'overlay' => $overlay,
					'kind'    => 'view',
					'device'  => 'mobile',
					'page'    => '/',
					'time'    => $last - DAY_IN_SECONDS,
				),
			)
		);
		$this->assertSame( 5, Flusher::flush(), Flusher::last_error() );
		$day = fn( string $day ): array => array_values(
			array_intersect_key(
				$this->ok(
					'',
					array(
						'from' => $day,
						'to'   => $day,
					)
				)['total'],
				array_flip( array( 'views', 'closes', 'conversions' ) )
			)
		);
		$this->assertSame( array( 1, 0, 0 ), $day( '2025-12-31' ) );
		$this->assertSame( array( 1, 0, 1 ), $day( '2026-01-01' ) );
		$this->assertSame( array( 1, 1, 0 ), $day( '2026-01-02' ) );
		$this->assertSame(
			array( 3, 1, 1 ),
			array_values(
				array_intersect_key(
					$this->ok(
						'',
						array(
							'from' => '2025-12-31',
							'to'   => '2026-01-02',
						)
					)['overlays'][0],
					array_flip( array( 'views', 'closes', 'conversions' ) )
				)
			)
		);
	}

	public function test_the_status_counts_the_buffer_and_reads_the_last_flush(): void {
		wp_set_current_user( 1 );
		$this->set_option( Status::LAST_FLUSH_OPTION, '2026-01-01 10:01:02' );
		$overlay = $this->overlay_panel();
		$this->append(
			array(
				array(
					'overlay' => $overlay,
					'kind'    => 'view',
					'device'  => 'desktop',
					'page'    => '/',
					'time'    => gmmktime( 10, 0, 0, 1, 1, 2026 ),
				),
				array(
					'overlay' => $overlay,
					'kind'    => 'close',
					'reason'  => 'button',
					'device'  => 'desktop',
					'page'    => '/',
					'time'    => gmmktime( 10, 0, 0, 1, 1, 2026 ),
				),
				array(
					'overlay' => $overlay,
					'kind'    => 'conversion',
					'device'  => 'desktop',
					'page'    => '/',
					'time'    => gmmktime( 10, 0, 0, 1, 1, 2026 ),
				),
			)
		);
		$this->assertSame(
			array(
				'tables'     => true,
				'buffered'   => 3,
				'last_flush' => '2026-01-01T10:01:02Z',
			),
			$this->ok( '/status' )
		);
		$before = time();
		Flusher::flush_all();
		$status = $this->ok( '/status' );
		$this->assertSame( 0, $status['buffered'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', (string) $status['last_flush'] );
		$this->assertGreaterThanOrEqual( $before, strtotime( (string) $status['last_flush'] ) );
		// The repair of tables that exist changes nothing: the flushed rows stay.
		$repair = $this->raw_json( 'POST', self::BASE . '/repair', '{}' );
		$this->assertStatus( 200, $repair );
		$this->assertSame(
			array( 1, 1, 1 ),
			array_values(
				array_intersect_key(
					$this->ok(
						'',
						array(
							'from' => '2026-01-01',
							'to'   => '2026-01-01',
						)
					)['total'],
					array_flip( array( 'views', 'closes', 'conversions' ) )
				)
			)
		);
	}
}
