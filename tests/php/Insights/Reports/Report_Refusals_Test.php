<?php
/**
 * Who may read the reports, bad parameters, and a missing table with its repair.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Reports;

use GBlocks_Pro\Insights\Storage\Schema;

/**
 * 401 logged out and 403 without manage_gblocks_overlays on every route; 400 naming the parameter;
 * 503 gblocks_insights_tables_missing and POST insights/repair.
 *
 * @group database
 */
final class Report_Refusals_Test extends Reports_Test_Case {

	/**
	 * Every route, with a request that would succeed for an administrator.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function routes(): array {
		return array(
			'totals'  => array( 'GET', '' ),
			'overlay' => array( 'GET', '/{id}' ),
			'status'  => array( 'GET', '/status' ),
			'repair'  => array( 'POST', '/repair' ),
		);
	}

	/**
	 * Logged out: 401; an author, a contributor, a subscriber and an editor (who cannot manage overlay
	 * panels): 403; an administrator: 200.
	 *
	 * @dataProvider routes
	 *
	 * @param string $method The method.
	 * @param string $route  The route after the base.
	 */
	public function test_only_users_who_manage_overlays_may_read_the_reports( string $method, string $route ): void {
		$route = str_replace( '{id}', (string) $this->overlay(), $route );
		self::row( (int) substr( $route, 1 ), '2026-01-01', array( 'views' => 1 ) );
		foreach ( array(
			''              => 401,
			'subscriber'    => 403,
			'contributor'   => 403,
			'author'        => 403,
			'editor'        => 403,
			'administrator' => 200,
		) as $role => $status ) {
			$this->act_as( (string) $role );
			$this->assertSame( 'administrator' === $role, current_user_can( 'manage_gblocks_overlays' ) );
			$response = 'POST' === $method ? $this->post( $route ) : $this->rest( $method, self::BASE . $route );
			$this->assertStatus( $status, $response );
			if ( 200 !== $status ) {
				$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
				$this->assertArrayNotHasKey( 'response', (array) ( $response->get_data()['data'] ?? array() ) );
				$this->assertStringNotContainsString( '"views"', (string) wp_json_encode( $response->get_data() ) );
			}
		}
	}

	public function test_bad_parameters_are_a_400_naming_them(): void {
		$this->act_as( 'administrator' );
		$id = '/' . $this->overlay();
		foreach ( array( '', $id ) as $route ) {
			$this->assert_invalid( $route, array( 'from' => '2026-02-30' ), 'from', 'YYYY-MM-DD' );
			$this->assert_invalid( $route, array( 'from' => '2026-1-01' ), 'from' );
			$this->assert_invalid( $route, array( 'from' => 'yesterday' ), 'from' );
			$this->assert_invalid( $route, array( 'from' => '' ), 'from' );
			$this->assert_invalid( $route, array( 'from' => array( '2026-01-01' ) ), 'from' );
			$this->assert_invalid( $route, array( 'to' => '2026-13-01' ), 'to', 'YYYY-MM-DD' );
			$this->assert_invalid( $route, array( 'to' => '0000-01-01' ), 'to' );
			$this->assert_invalid( $route, array( 'to' => '2026-01-01T00:00:00' ), 'to' );
			$this->assert_invalid(
				$route,
				array(
					'from' => '2026-03-02',
					'to'   => '2026-03-01',
				),
				'to',
				'before from'
			);
			$this->assert_invalid(
				$route,
				array(
					'from' => '2016-01-01',
					'to'   => '2026-01-08',
				),
				'from',
				'3660'
			);
			// From alone far in the past: the range to today is too long.
			$this->assert_invalid( $route, array( 'from' => '1999-01-01' ), 'from', '3660' );
		}
		$this->assert_invalid( $id, array( 'compare' => 'maybe' ), 'compare' );
		$this->assert_invalid( '/0', array(), 'id' );
		// A bad from and a bad to: both named.
		$response = $this->rest(
			'GET',
			self::BASE,
			array(
				'from' => 'x',
				'to'   => 'y',
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertSame( array( 'from', 'to' ), array_keys( (array) $response->get_data()['data']['params'] ) );
	}

	public function test_a_missing_rollup_table_is_a_503_until_the_repair(): void {
		global $wpdb;
		// Only the installer's administrator, who exists already: the DDL commits on MariaDB, and nothing
		// this test writes before it may outlive the test.
		wp_set_current_user( 1 );
		$this->assertTrue( current_user_can( 'manage_gblocks_overlays' ) );
		$id = (int) $wpdb->get_var( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'gblocks_overlay' ORDER BY ID LIMIT 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		try {
			$wpdb->query( 'DROP TABLE `' . Schema::rollups_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
			$routes = array( '' );
			if ( $id > 0 ) {
				$routes[] = '/' . $id;
			}
			foreach ( $routes as $route ) {
				$response = $this->rest( 'GET', self::BASE . $route );
				$this->assertStatus( 503, $response );
				$this->assertSame( 'gblocks_insights_tables_missing', $response->get_data()['code'] );
				$this->assertFalse( $response->get_data()['success'] );
			}
			$this->assertSame(
				array(
					'tables'     => false,
					'buffered'   => 0,
					'last_flush' => null,
				),
				$this->ok( '/status' )
			);
			// Refused for a visitor: nothing is created.
			wp_set_current_user( 0 );
			$this->assertStatus( 401, $this->post( '/repair' ) );
			$this->assertFalse( Schema::exists() );
			wp_set_current_user( 1 );
			$repair = $this->post( '/repair' );
			$this->assertStatus( 200, $repair );
			$this->assertSame(
				array(
					'success'  => true,
					'response' => array(
						'tables'     => true,
						'buffered'   => 0,
						'last_flush' => null,
					),
				),
				$repair->get_data()
			);
			$this->assertTrue( Schema::exists() );
			$this->assertSame( array(), $this->ok( '' )['overlays'] );
		} finally {
			Schema::install();
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A transaction again for the rollback of tearDown() (the DDL ended the first on MariaDB).
		}
	}

	public function test_every_route_answers_options_with_its_schema(): void {
		$this->act_as( 'administrator' );
		foreach ( array(
			''        => 'gblocks-pro-insights-totals',
			'/1'      => 'gblocks-pro-insights-overlay',
			'/status' => 'gblocks-pro-insights-status',
			'/repair' => 'gblocks-pro-insights-status',
		) as $route => $title ) {
			$response = $this->rest( 'OPTIONS', self::BASE . $route );
			$this->assertStatus( 200, $response );
			$this->assertSame( $title, $response->get_data()['schema']['title'] );
		}
	}
}
