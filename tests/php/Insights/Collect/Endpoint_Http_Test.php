<?php
/**
 * The light collection endpoint over real HTTP (a php -S server on the test WordPress).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Collect;

use GBlocks_Pro\Insights\Collect\Page_Identity;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Parallel_Test_Case;

/**
 * POST /?gblocks_insights=1 is answered on setup_theme, before the theme and init: 204 counted, and the
 * refusals with their JSON body.
 *
 * @group database
 */
final class Endpoint_Http_Test extends Parallel_Test_Case {

	protected const WORKERS = 2;

	/**
	 * One POST to the endpoint: status and body.
	 *
	 * @param string                $body    The body.
	 * @param array<string, string> $headers Extra headers.
	 * @param string                $method  The method.
	 * @return array{0: int, 1: string}
	 */
	private function post( string $body, array $headers = array(), string $method = 'POST' ): array {
		$lines = array( 'Content-Type: text/plain;charset=UTF-8', 'User-Agent: Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0', 'Host: example.org' );
		foreach ( $headers as $name => $value ) {
			$lines[] = $name . ': ' . $value;
		}
		$context  = stream_context_create(
			array(
				'http' => array(
					'method'        => $method,
					'header'        => implode( "\r\n", $lines ),
					'content'       => $body,
					'ignore_errors' => true,
					'timeout'       => 20,
				),
			)
		);
		$response = (string) file_get_contents( 'http://127.0.0.1:' . self::port() . '/?gblocks_insights=1', false, $context ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A loopback test request.
		$status   = isset( $http_response_header[0] ) && preg_match( '/ (\d{3})/', $http_response_header[0], $match ) ? (int) $match[1] : 0;
		return array( $status, $response );
	}

	private static function buffered( int $overlay ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . Schema::events_table() . '` WHERE overlay_id = %d', $overlay ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table.
	}

	public function test_a_batch_round_trips_over_http_and_each_refusal_is_answered(): void {
		global $wpdb;
		$overlay = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The server must see the overlay.
		$this->cleanup(
			static function () use ( $overlay ): void {
				global $wpdb;
				wp_delete_post( $overlay, true );
				$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . Schema::events_table() . '` WHERE overlay_id = %d', $overlay ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table.
			}
		);
		$batch = array(
			'v' => 1,
			'b' => 'Http' . substr( md5( uniqid( '', true ) ), 0, 12 ),
			'p' => '/offer/',
			'o' => array( $overlay ),
			's' => Page_Identity::sign( 1, '/offer/', array( $overlay ) ),
			'd' => 'desktop',
			'e' => array( array( 'view', $overlay ), array( 'close', $overlay, 'button' ), array( 'conversion', $overlay ) ),
		);
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The secret, if it was created now.

		list( $status, $body ) = $this->post( (string) wp_json_encode( $batch ) );
		$this->assertSame( 204, $status, $body );
		$this->assertSame( '', $body );
		$this->assertSame( 3, self::buffered( $overlay ) );

		list( $status, $body ) = $this->post( (string) wp_json_encode( $batch ) );
		$this->assertSame( 409, $status );
		$this->assertSame( 'gblocks_insights_replayed', json_decode( $body, true )['code'] ?? null, $body );

		list( $status, $body ) = $this->post(
			(string) wp_json_encode(
				array(
					'p' => '/elsewhere/',
					'b' => 'Other' . substr(
						$batch['b'],
						5
					),
				) + $batch
			)
		);
		$this->assertSame( 403, $status );
		$this->assertSame( 'gblocks_insights_signature', json_decode( $body, true )['code'] ?? null );

		list( $status, $body ) = $this->post( '{"v":1,' );
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'JSON object', json_decode( $body, true )['message'] ?? '' );

		list( $status ) = $this->post( str_repeat( 'x', 9000 ) );
		$this->assertSame( 413, $status );

		list( $status ) = $this->post( '', array(), 'GET' );
		$this->assertSame( 405, $status );

		list( $status ) = $this->post( (string) wp_json_encode( array( 'b' => 'Prefetch' . substr( $batch['b'], 8 ) ) + $batch ), array( 'Sec-Purpose' => 'prefetch' ) );
		$this->assertSame( 204, $status );
		$this->assertSame( 3, self::buffered( $overlay ), 'Replays, refusals and prefetches counted nothing.' );
	}
}
