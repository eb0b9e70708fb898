<?php
/**
 * Insights reports on a network: each site's rollups, read by that site's administrators only.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Insights\Storage\Schema;

/**
 * A site administrator (no super admin) reads their own site's reports and is refused another's.
 *
 * @group database
 */
final class Insights_Reports_Network_Test extends Multisite_Test_Case {

	private const ROUTE = '/generateblocks-pro/overlays/v1/insights';

	/**
	 * Writes an overlay panel and one rollup row of it on the current site.
	 *
	 * @param int $views Its views on 2026-01-10.
	 */
	private function overlay_with_views( int $views ): int {
		global $wpdb;
		$id = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$this->assertTrue( Schema::exists(), 'Each site has its tables.' );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::rollups_table(),
			array(
				'overlay_id' => $id,
				'day'        => '2026-01-10',
				'device'     => 1,
				'page'       => '/',
				'views'      => $views,
			)
		);
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::totals_table(),
			array(
				'overlay_id' => $id,
				'day'        => '2026-01-10',
				'views'      => $views,
			)
		);
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::months_table(),
			array(
				'overlay_id' => $id,
				'month'      => '2026-01',
				'views'      => $views,
			)
		);
		return $id;
	}

	public function test_a_site_administrator_reads_their_sites_reports_and_not_another_sites(): void {
		$a = $this->overlay_with_views( 7 );
		$this->on_site(
			$this->site_b(),
			function () use ( $a ): void {
				$b     = $this->overlay_with_views( 3 );
				$admin = $this->act_as_site_admin();
				$this->assertStringEndsWith( '_2_gblocks_insights_daily', Schema::rollups_table() );
				$response = $this->rest(
					'GET',
					self::ROUTE,
					array(
						'from' => '2026-01-01',
						'to'   => '2026-01-31',
					)
				);
				$this->assertStatus( 200, $response );
				$this->assertSame( array( array( $b, 3 ) ), array_map( static fn( array $o ): array => array( $o['id'], $o['views'] ), $response->get_data()['response']['overlays'] ) );
				// Site A's overlay is no overlay panel of site B.
				$this->assertStatus( 404, $this->rest( 'GET', self::ROUTE . '/' . $a ) );
				$this->assertFalse( is_user_member_of_blog( $admin, self::site_a() ) );
				switch_to_blog( self::site_a() );
				try {
					foreach ( array( '', '/' . $a, '/status' ) as $route ) {
						$refused = $this->rest( 'GET', self::ROUTE . $route );
						$this->assertStatus( 403, $refused );
						$this->assertSame( 'rest_forbidden', $refused->get_data()['code'] );
					}
					$this->assertStatus( 403, $this->raw_json( 'POST', self::ROUTE . '/repair', '{}' ) );
				} finally {
					restore_current_blog();
				}
			}
		);
		$this->act_as_site_admin();
		$this->assertSame(
			7,
			$this->rest(
				'GET',
				self::ROUTE,
				array(
					'from' => '2026-01-01',
					'to'   => '2026-01-31',
				)
			)->get_data()['response']['total']['views']
		);
	}
}
