<?php
/**
 * The provider routes' door: one 401 for every bad key, a per-key rate limit, no caching.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

use GBlocks_Pro\Pattern_Library\Rate_Limiter;
use GBlocks_Pro\Pattern_Library\Rest\Provider_Controller;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Provider_Auth_Test extends Provider_Test_Case {

	public function test_missing_wrong_and_revoked_keys_get_the_same_401_on_every_route(): void {
		$a = $this->create_collection( 'Secret collection' );
		$this->create_pattern( 'Hero', array( $a ), array( $this->create_category( 'Heroes' ) ) );
		$revoked = $this->create_key( array( $a ) );
		$valid   = $this->create_key( array( $a ) );
		$admin   = $this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'DELETE', self::BASE . '/keys/' . $revoked[0] )->get_status() );

		$expected = array(
			'success'  => false,
			'response' => 'Invalid public key.',
			'code'     => 'gblocks_pro_invalid_public_key',
			'message'  => 'Invalid public key.',
			'data'     => array( 'status' => 401 ),
		);
		// Every shape on every route: more invalid keys than one address may present by default.
		add_filter( 'gblocks_pro_pattern_library_invalid_key_limit', static fn( array $limit ): array => array( 'requests' => 1000 ) + $limit );
		$bad_keys = array(
			'missing'       => null,
			'empty'         => '',
			'wrong'         => 'gbpl_' . str_repeat( 'x', 40 ),
			'revoked'       => $revoked[1],
			'valid + space' => $valid[1] . 'x',
			'prefix only'   => substr( $valid[1], 0, 9 ),
			'huge'          => str_repeat( 'k', 5000 ),
		);
		foreach ( Provider_Controller::ROUTES as $route ) {
			$route = substr( $route, strlen( 'pattern-library/' ) );
			foreach ( $bad_keys as $label => $key ) {
				// Logged in as an administrator or not makes no difference: only the key counts.
				foreach ( array( 0, $admin ) as $user ) {
					wp_set_current_user( $user );
					$response = $this->provider( $route, $key );
					$this->assertSame( 401, $response->get_status(), $route . ' ' . $label );
					$this->assertSame( $expected, $response->get_data(), $route . ' ' . $label );
					$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? null, $route . ' ' . $label );
				}
			}
			$this->assertSame( 200, $this->provider( $route, $valid[1] )->get_status(), $route );
		}
	}

	public function test_the_key_is_read_from_the_header_only(): void {
		$key = $this->key_for( array( $this->create_collection( 'A' ) ) );

		$in_query = $this->provider( 'patterns', null, array( 'X-GB-Public-Key' => $key ) );
		$this->assertSame( 401, $in_query->get_status() );

		$request = new \WP_REST_Request( 'GET', self::BASE . '/patterns' );
		$request->set_header( 'x-gb-public-key', '  ' . $key . ' ' );
		$this->assertSame( 200, rest_do_request( $request )->get_status(), 'header names are case-insensitive; spaces around the key are ignored' );
	}

	public function test_a_key_over_its_limit_gets_429_with_retry_after_and_other_keys_go_on(): void {
		add_filter(
			'gblocks_pro_pattern_library_rate_limit',
			static fn( array $limit ): array => array(
				'requests'      => 3,
				'windowSeconds' => 60,
			) + $limit
		);
		$a     = $this->create_collection( 'A' );
		$busy  = $this->create_key( array( $a ) );
		$other = $this->key_for( array( $a ) );

		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 200, $this->provider( 'patterns', $busy[1] )->get_status(), 'request ' . ( $i + 1 ) );
		}
		$limited = $this->provider( 'patterns', $busy[1] );

		$this->assertSame( 429, $limited->get_status() );
		$this->assertFalse( $limited->get_data()['success'] );
		$this->assertSame( 'Too many requests. Try again in a minute.', $limited->get_data()['response'] );
		$this->assertSame( 'gblocks_pro_rate_limited', $limited->get_data()['code'] );
		$retry = (int) ( $limited->get_headers()['Retry-After'] ?? 0 );
		$this->assertGreaterThanOrEqual( 1, $retry );
		$this->assertLessThanOrEqual( 60, $retry );
		$this->assertSame( 'no-store', $limited->get_headers()['Cache-Control'] ?? null );
		$this->assertStringNotContainsString( 'Hero', (string) wp_json_encode( $limited->get_data() ) );

		$this->assertSame( 200, $this->provider( 'patterns', $other )->get_status(), 'the limit is per key' );
		$this->assertSame( 4, Rate_Limiter::count( $busy[0] ), 'The refused request counted too.' );

		// A new window lets the key in again.
		$this->assertIsInt( Rate_Limiter::hit( $busy[0], time() ) );
		$this->assertNull( Rate_Limiter::hit( $busy[0], time() + 61 ) );
	}

	public function test_a_request_counts_once_even_when_wordpress_checks_its_permission_again(): void {
		add_filter(
			'gblocks_pro_pattern_library_rate_limit',
			static fn(): array => array(
				'requests'      => 2,
				'windowSeconds' => 60,
			)
		);
		$key = $this->key_for( array( $this->create_collection( 'A' ) ) );

		$statuses = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$request = new \WP_REST_Request( 'GET', self::BASE . '/categories' );
			$request->set_header( 'X-GB-Public-Key', $key );
			$server = rest_get_server();
			// As WP_REST_Server::serve_request does: dispatch, then rest_post_dispatch (whose
			// rest_send_allow_header calls the permission callback again).
			$response   = apply_filters( 'rest_post_dispatch', rest_ensure_response( $server->dispatch( $request ) ), $server, $request );
			$statuses[] = $response->get_status();
		}

		$this->assertSame( array( 200, 200, 429 ), $statuses );
	}

	public function test_the_default_limit_comes_from_the_contract_file(): void {
		$this->assertSame(
			array(
				'requests'      => 120,
				'windowSeconds' => 60,
			),
			Rate_Limiter::limit( 'abcdefghijklmnop' )
		);
	}

	public function test_a_wrong_key_does_not_count_against_a_real_keys_limit(): void {
		add_filter(
			'gblocks_pro_pattern_library_rate_limit',
			static fn(): array => array(
				'requests'      => 1,
				'windowSeconds' => 60,
			)
		);
		$key = $this->key_for( array( $this->create_collection( 'A' ) ) );
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 401, $this->provider( 'patterns', 'gbpl_wrong' )->get_status() );
		}
		$this->assertSame( 200, $this->provider( 'patterns', $key )->get_status() );
		$this->assertSame( 429, $this->provider( 'patterns', $key )->get_status() );
	}

	public function test_bad_query_parameters_are_a_400_naming_the_field(): void {
		$key   = $this->key_for( array( $this->create_collection( 'A' ) ) );
		$cases = array(
			'per_page' => array(
				'patterns',
				array( 'per_page' => 101 ),
			),
			'page'     => array(
				'patterns',
				array( 'page' => 0 ),
			),
			'search'   => array(
				'patterns',
				array( 'search' => array( 'x' ) ),
			),
			'category' => array(
				'patterns',
				array( 'category' => str_repeat( 'c', 201 ) ),
			),
			'ids'      => array(
				'provide-global-style-data',
				array( 'ids' => array( 'abc' ) ),
			),
		);
		foreach ( $cases as $field => list( $route, $params ) ) {
			$response = $this->provider( $route, $key, $params );
			$this->assertSame( 400, $response->get_status(), $field . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertFalse( $response->get_data()['success'] );
			$this->assertStringContainsString( $field, (string) $response->get_data()['response'] );
		}
	}
}
