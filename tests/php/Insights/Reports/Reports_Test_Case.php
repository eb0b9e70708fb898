<?php
/**
 * Base of the report tests: rollup rows written as the flush would leave them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Reports;

use GBlocks_Pro\Insights\Storage\Codes;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Inserts rollup rows (overlay, variant, day, device, page and counters) and overlay panels.
 *
 * @group database
 */
abstract class Reports_Test_Case extends Test_Case {

	protected const BASE = '/generateblocks-pro/overlays/v1/insights';

	/**
	 * An overlay panel.
	 *
	 * @param string $title Its title.
	 */
	protected function overlay( string $title = '' ): int {
		return $this->create_post(
			array(
				'post_type'  => 'gblocks_overlay',
				'post_title' => '' === $title ? 'Overlay ' . self::unique() : $title,
			)
		);
	}

	/**
	 * Writes a rollup row.
	 *
	 * @param int                $overlay The overlay (0: the site's row).
	 * @param string             $day     YYYY-MM-DD.
	 * @param array<string, int> $counts  Counters (views, closes_<reason>, conversions, dropped).
	 * @param string             $device  desktop, tablet or mobile ('' for the site's row: 0).
	 * @param string             $page    The path.
	 * @param int                $variant The variant.
	 */
	protected static function row( int $overlay, string $day, array $counts, string $device = 'desktop', string $page = '/', int $variant = 0 ): void {
		global $wpdb;
		$row = array(
			'overlay_id' => $overlay,
			'variant'    => $variant,
			'day'        => $day,
			'device'     => '' === $device ? 0 : Codes::devices()[ $device ],
			'page'       => $page,
		) + $counts;
		self::assertNotFalse( $wpdb->insert( Schema::rollups_table(), $row ), (string) $wpdb->last_error ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		if ( $overlay > 0 ) {
			// What the flush adds to the daily and the monthly totals with the same events.
			$sums   = array_intersect_key( $counts, array_flip( Schema::TOTAL_COUNTERS ) );
			$update = implode( ', ', array_map( static fn( string $column ): string => "{$column} = {$column} + VALUES({$column})", array_keys( $sums ) ) );
			foreach ( array(
				'day'   => array( Schema::totals_table(), $day ),
				'month' => array( Schema::months_table(), substr( $day, 0, 7 ) ),
			) as $period => list( $table, $when ) ) {
				$sql = "INSERT INTO `{$table}` (overlay_id, variant, {$period}" . ( $sums ? ', ' . implode( ', ', array_keys( $sums ) ) : '' ) . ') VALUES (%d, %d, %s' . str_repeat( ', %d', count( $sums ) ) . ')' . ( $sums ? " ON DUPLICATE KEY UPDATE {$update}" : ' ON DUPLICATE KEY UPDATE overlay_id = overlay_id' );
				self::assertNotFalse( $wpdb->query( $wpdb->prepare( $sql, array_merge( array( $overlay, $variant, $when ), array_values( $sums ) ) ) ), (string) $wpdb->last_error ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
			}
		}
	}

	/**
	 * A successful answer's payload.
	 *
	 * @param string               $route  The route after the base.
	 * @param array<string, mixed> $params Query parameters.
	 * @return array<string, mixed>
	 */
	protected function ok( string $route, array $params = array() ): array {
		$response = $this->rest( 'GET', self::BASE . $route, $params );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $response->get_data()['success'] );
		return $response->get_data()['response'];
	}

	/**
	 * A POST with an empty JSON object.
	 *
	 * @param string $route The route after the base.
	 */
	protected function post( string $route ): \WP_REST_Response {
		return $this->raw_json( 'POST', self::BASE . $route, '{}' );
	}

	/**
	 * Asserts a 400 rest_invalid_param naming exactly one parameter.
	 *
	 * @param string               $route  The route after the base.
	 * @param array<string, mixed> $params Query parameters.
	 * @param string               $param  The parameter named.
	 * @param string               $text   Text the message holds.
	 */
	protected function assert_invalid( string $route, array $params, string $param, string $text = '' ): void {
		$response = $this->rest( 'GET', self::BASE . $route, $params );
		$this->assertStatus( 400, $response );
		$data = $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] );
		$this->assertSame( array( $param ), array_keys( (array) $data['data']['params'] ), (string) wp_json_encode( $params ) );
		$this->assertStringContainsString( $param, (string) $data['message'] );
		$this->assertStringContainsString( $text, (string) $data['response'] );
		$this->assertStringContainsString( $param, (string) $data['response'] );
		$this->assertFalse( $data['success'] );
	}
}
