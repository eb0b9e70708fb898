<?php
/**
 * Issue 36 S13: a JSON body that is not an object, sent to core's routes of our post types and
 * taxonomies (/wp/v2/gblocks-styles), is a 400 before core reads it (core warned in
 * WP_REST_Request::sanitize_params()), and writes nothing.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Tests\Test_Case;

/**
 * Every core write route of ours, each non-object body; PHPUnit fails the test on a warning.
 */
final class Core_Route_Body_Test extends Test_Case {

	/**
	 * Bodies that are JSON but not an object.
	 *
	 * @return array<string, array{string}>
	 */
	public static function non_object_bodies(): array {
		return array(
			'string'     => array( '"x"' ),
			'number'     => array( '1' ),
			'true'       => array( 'true' ),
			'null'       => array( 'null' ),
			'empty list' => array( '[]' ),
			'list'       => array( '["title"]' ),
		);
	}

	/**
	 * Refused with 400 on each route, nothing written.
	 *
	 * @dataProvider non_object_bodies
	 *
	 * @param string $body The body.
	 */
	public function test_non_object_bodies_are_refused_on_core_routes_of_ours( string $body ): void {
		$this->act_as( 'administrator' );
		$class   = $this->create_post(
			array(
				'post_type'  => 'gblocks_styles',
				'post_title' => '.untouched',
			)
		);
		$overlay = $this->create_post(
			array(
				'post_type'  => 'gblocks_overlay',
				'post_title' => 'Untouched',
			)
		);
		$before  = wp_count_posts( 'gblocks_styles' )->publish + wp_count_posts( 'gblocks_styles' )->draft;
		$routes  = array(
			array( 'POST', '/wp/v2/gblocks-styles' ),
			array( 'POST', '/wp/v2/gblocks-styles/' . $class ),
			array( 'PUT', '/wp/v2/gblocks-styles/' . $class ),
			array( 'POST', '/wp/v2/gblocks_overlay' ),
			array( 'POST', '/wp/v2/gblocks_overlay/' . $overlay ),
			array( 'POST', '/wp/v2/gblocks-conditions' ),
			array( 'POST', '/wp/v2/overlay-categories' ),
			array( 'POST', '/wp/v2/condition-categories' ),
			array( 'POST', '/wp/v2/pattern-collections' ),
		);
		foreach ( $routes as list( $method, $route ) ) {
			$response = $this->raw_json( $method, $route, $body );
			$this->assertSame( 400, $response->get_status(), "$method $route $body: " . wp_json_encode( $response->get_data() ) );
			if ( '[]' === $body && 'rest_missing_callback_param' === $response->get_data()['code'] ) {
				// An empty list is refused after the parameter checks, so that a route with required
				// fields names them (Rest_Response::refuse_empty_list_body()).
				continue;
			}
			$this->assertSame( 'rest_invalid_json_body', $response->get_data()['code'], "$method $route" );
			$this->assertSame( 'The request body must be a JSON object, such as {"title": "…"}.', $response->get_data()['message'] );
		}
		wp_cache_flush();
		$this->assertSame( '.untouched', get_post( $class )->post_title );
		$this->assertSame( 'Untouched', get_post( $overlay )->post_title );
		$this->assertSame( $before, wp_count_posts( 'gblocks_styles' )->publish + wp_count_posts( 'gblocks_styles' )->draft );
	}

	public function test_an_object_body_and_core_routes_of_others_are_left_alone(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 201, $this->raw_json( 'POST', '/wp/v2/gblocks-styles', '{"title":".made-by-json","status":"draft"}' )->get_status() );
		// A post of core: its answer is core's own (no 400 of ours).
		$this->assertNotSame( 'rest_invalid_json_body', $this->raw_json( 'POST', '/wp/v2/posts', '{"title":"Core post","status":"draft"}' )->get_data()['code'] ?? '' );
	}
}
