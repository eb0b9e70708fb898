<?php
/**
 * Issue 9.8 on our namespaces: non-object JSON bodies, huge page numbers, readable "missing
 * parameter" messages, the envelope on rest_no_route and bad-nonce errors, unknown category slugs.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;

final class Rest_Hardening_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * Bodies that are JSON but not an object.
	 *
	 * @return array<string, array{string}>
	 */
	public function non_object_bodies(): array {
		return array(
			'string'     => array( '"str"' ),
			'number'     => array( '123' ),
			'true'       => array( 'true' ),
			'null'       => array( 'null' ),
			'empty list' => array( '[]' ),
			'list'       => array( '["title"]' ),
		);
	}

	/**
	 * Every write route of ours refuses them with 400 and changes nothing.
	 *
	 * @dataProvider non_object_bodies
	 */
	public function test_non_object_bodies_are_refused_on_every_write_route( string $body ): void {
		$this->act_as( 'administrator' );
		$id     = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ), 'publish', 'Untouched' );
		$routes = array(
			array( 'PUT', self::BASE . '/conditions/' . $id ),
			array( 'POST', self::BASE . '/conditions/' . $id ),
			array( 'PATCH', self::BASE . '/conditions/' . $id ),
			array( 'POST', self::BASE . '/conditions' ),
			array( 'POST', self::BASE . '/validate_conditions' ),
			array( 'POST', self::BASE . '/batch_object_titles' ),
			array( 'POST', '/generateblocks-pro/overlays/v1/manage_category' ),
		);
		foreach ( $routes as list( $method, $route ) ) {
			$response = $this->raw_json( $method, $route, $body );
			$this->assertSame( 400, $response->get_status(), "$method $route $body: " . wp_json_encode( $response->get_data() ) );
			$this->assertFalse( $response->get_data()['success'], "$method $route" );
			$this->assertIsString( $response->get_data()['response'] );
		}
		$this->assertSame( 'Untouched', get_post( $id )->post_title );
		$this->assertSame( 'publish', get_post( $id )->post_status );
	}

	public function test_an_object_body_still_works(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_condition( self::tree() );
		$this->assertSame( 200, $this->raw_json( 'PUT', self::BASE . '/conditions/' . $id, '{"status":"draft"}' )->get_status() );
		$this->assertSame( 'draft', get_post( $id )->post_status );
		$this->assertSame( 200, $this->raw_json( 'PUT', self::BASE . '/conditions/' . $id, '{}' )->get_status() );
	}

	public function test_a_huge_page_number_is_a_400_naming_page(): void {
		$this->act_as( 'administrator' );
		$this->create_condition( self::tree() );
		$request = new \WP_REST_Request( 'GET', self::BASE . '/conditions' );
		$request->set_query_params( array( 'page' => '99999999999999999999' ) );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( 'page', $response->get_data()['response'] );

		$last = $this->rest( 'GET', self::BASE . '/conditions', array( 'page' => 1000000 ) );
		$this->assertStatus( 200, $last );
		$this->assertSame( array(), $last->get_data()['response']['conditions'], 'The largest page accepted is simply empty.' );
	}

	public function test_missing_parameters_are_named_in_a_sentence(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE . '/conditions', array( 'status' => 'draft' ) );
		$this->assertStatus( 400, $response );
		$this->assertSame( 'The title parameter is required.', $response->get_data()['response'] );
		$rules = $this->rest( 'GET', self::BASE . '/get_condition_rules' );
		$this->assertSame( 'The type parameter is required.', $rules->get_data()['response'] );
		$this->assertSame( 'rest_missing_callback_param', $rules->get_data()['code'], 'Core\'s code is kept.' );
	}

	public function test_no_route_in_our_namespaces_carries_the_envelope(): void {
		$this->act_as( 'administrator' );
		foreach ( array( self::BASE . '/nope', '/generateblocks-pro/overlays/v1/nope', self::BASE . '/conditions/abc' ) as $route ) {
			$request  = new \WP_REST_Request( 'GET', $route );
			$response = $this->served( $request, rest_do_request( $request ) );
			$this->assertSame( 404, $response->get_status() );
			$data = $response->get_data();
			$this->assertSame( 'rest_no_route', $data['code'] );
			$this->assertFalse( $data['success'] );
			$this->assertSame( $data['message'], $data['response'] );
		}
		$core = new \WP_REST_Request( 'GET', '/wp/v2/nope' );
		$this->assertArrayNotHasKey( 'success', $this->served( $core, rest_do_request( $core ) )->get_data(), 'Other namespaces are left alone.' );
	}

	public function test_a_bad_nonce_in_our_namespaces_carries_the_envelope(): void {
		$this->act_as( 'administrator' );
		$request = new \WP_REST_Request( 'GET', self::BASE . '/conditions' );
		// What serve_request() does: authentication first (a cookie session with a bad X-WP-Nonce).
		$GLOBALS['wp_rest_auth_cookie'] = true;
		$_SERVER['HTTP_X_WP_NONCE']     = 'bad-nonce';
		$error                          = rest_get_server()->check_authentication();
		unset( $GLOBALS['wp_rest_auth_cookie'] );
		$this->assertWPError( $error );
		$response = $this->served( $request, rest_convert_error_to_response( $error ) );
		$this->assertSame( 403, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rest_cookie_invalid_nonce', $data['code'] );
		$this->assertFalse( $data['success'] );
		$this->assertSame( $data['message'], $data['response'] );
	}

	public function test_an_unknown_category_slug_is_a_400_naming_it_and_never_recreated(): void {
		$this->act_as( 'administrator' );
		$deleted = wp_insert_term( 'Old promo', Post_Type::TAXONOMY, array( 'slug' => 'old-promo' ) );
		wp_delete_term( $deleted['term_id'], Post_Type::TAXONOMY );
		wp_insert_term( 'Kept', Post_Type::TAXONOMY, array( 'slug' => 'kept' ) );
		$id = $this->create_condition( self::tree(), 'publish', 'Untouched' );

		foreach ( array(
			array( 'POST', self::BASE . '/conditions', array( 'title' => 'New', 'category' => array( 'kept', 'old-promo' ) ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- Short test data.
			array( 'PUT', self::BASE . '/conditions/' . $id, array( 'title' => 'Changed', 'category' => 'old-promo' ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- Short test data.
		) as list( $method, $route, $params ) ) {
			$response = $this->rest( $method, $route, $params );
			$this->assertStatus( 400, $response );
			$this->assertStringContainsString( '"old-promo"', $response->get_data()['response'] );
		}
		$this->assertFalse( get_term_by( 'slug', 'old-promo', Post_Type::TAXONOMY ), 'The deleted category was not re-created.' );
		$this->assertSame( 'Untouched', get_post( $id )->post_title );
		$this->assertSame( 0, ( new \WP_Query( array( 'post_type' => Post_Type::POST_TYPE, 'title' => 'New', 'post_status' => 'any' ) ) )->found_posts ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- Short test data.
	}

	/**
	 * The response as WP_REST_Server::serve_request() finishes it (rest_post_dispatch).
	 */
	private function served( \WP_REST_Request $request, \WP_REST_Response $response ): \WP_REST_Response {
		return apply_filters( 'rest_post_dispatch', $response, rest_get_server(), $request );
	}

	/**
	 * Asserts a WP_Error.
	 *
	 * @param mixed $actual Value.
	 */
	private function assertWPError( mixed $actual ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual );
	}
}
