<?php
/**
 * A real route refuses visitors and users without the capability, and answers with the envelope.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Tests\Test_Case;

/**
 * Refusals and envelope on the overlay list route.
 */
final class Rest_Permissions_Test extends Test_Case {

	private const ROUTE = '/generateblocks-pro/overlays/v1/overlays';

	public function test_logged_out_request_is_refused_with_401(): void {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 401, $response );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
		$this->assertFalse( $response->get_data()['success'] );
	}

	public function test_subscriber_is_refused_with_403(): void {
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 403, $response );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
	}

	public function test_editor_gets_the_envelope_with_overlays(): void {
		$id = $this->create_post(
			array(
				'post_type'  => 'gblocks_overlay',
				'post_title' => 'Newsletter <script>alert(1)</script>',
			)
		);
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertSame( array( $id ), array_column( $data['response']['modals'], 'id' ) );
		$this->assertStringNotContainsString( '<script>', $data['response']['modals'][0]['title']['rendered'] );
	}

	public function test_invalid_per_page_is_a_400_naming_the_field(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE, array( 'per_page' => 1000 ) );
		$this->assertStatus( 400, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( 'per_page', $response->get_data()['response'] );
	}

	public function test_conditions_list_refuses_visitors_and_subscribers(): void {
		$this->assertStatus( 401, $this->rest( 'GET', '/generateblocks-pro/advanced-conditions/v1/conditions' ) );
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'GET', '/generateblocks-pro/advanced-conditions/v1/conditions' ) );
	}

	/**
	 * Writes to an overlay, its settings and its categories, by users who may not make them.
	 *
	 * @return array<string, array{string, string, string, array}>
	 */
	public function refused_writes(): array {
		$writes = array(
			'category create' => array( 'POST', '/generateblocks-pro/overlays/v1/manage_category', array( 'name' => 'Seasonal' ) ),
			'category rename' => array( 'POST', '/generateblocks-pro/overlays/v1/manage_category/{cat}', array( 'name' => 'Renamed' ) ),
			'category delete' => array( 'DELETE', '/generateblocks-pro/overlays/v1/manage_category/{cat}', array() ),
			'core update'     => array(
				'POST',
				'/wp/v2/gblocks_overlay/{id}',
				array(
					'title' => 'Changed',
					'meta'  => array( '_gb_overlay_type' => 'anchored' ),
				),
			),
			'core delete'     => array( 'DELETE', '/wp/v2/gblocks_overlay/{id}', array( 'force' => true ) ),
			'core create'     => array( 'POST', '/wp/v2/gblocks_overlay', array( 'title' => 'New' ) ),
			'core term'       => array( 'POST', '/wp/v2/overlay-categories/{cat}', array( 'name' => 'Renamed' ) ),
		);
		$cases  = array();
		foreach ( $writes as $name => list( $method, $route, $params ) ) {
			foreach ( array( '', 'subscriber', 'contributor', 'editor' ) as $role ) {
				$cases[ $name . ' as ' . ( '' === $role ? 'visitor' : $role ) ] = array( $role, $method, $route, $params );
			}
		}
		return $cases;
	}

	/**
	 * A refused write answers 401 or 403 and changes nothing at all.
	 *
	 * @dataProvider refused_writes
	 *
	 * @param string               $role   Role ('' for a visitor).
	 * @param string               $method HTTP method.
	 * @param string               $route  Route ({id} the overlay, {cat} its category).
	 * @param array<string, mixed> $params Parameters.
	 */
	public function test_a_refused_write_changes_nothing( string $role, string $method, string $route, array $params ): void {
		$overlay  = $this->create_post(
			array(
				'post_type'    => 'gblocks_overlay',
				'post_title'   => 'Newsletter',
				'post_content' => '<!-- wp:paragraph --><p>Join</p><!-- /wp:paragraph -->',
			)
		);
		$category = wp_insert_term( 'Cat ' . self::unique(), 'gblocks_overlay_cat' );
		wp_set_object_terms( $overlay, array( $category['term_id'] ), 'gblocks_overlay_cat' );
		update_post_meta( $overlay, '_gb_overlay_type', 'standard' );
		update_post_meta( $overlay, '_gb_overlay_trigger_type', 'time' );
		$before = $this->record_snapshot( $overlay, 'gblocks_overlay_cat', $category['term_id'] );

		$this->act_as( $role );
		$path     = strtr(
			$route,
			array(
				'{id}'  => (string) $overlay,
				'{cat}' => (string) $category['term_id'],
			)
		);
		$response = $this->rest( $method, $path, $params );
		$this->assertStatus( '' === $role ? 401 : 403, $response );
		$this->assertSame( $before, $this->record_snapshot( $overlay, 'gblocks_overlay_cat', $category['term_id'] ), 'A refused request changes nothing.' );
	}

	public function test_the_record_comparison_sees_a_permitted_write(): void {
		$overlay  = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$category = wp_insert_term( 'Cat ' . self::unique(), 'gblocks_overlay_cat' );
		$before   = $this->record_snapshot( $overlay, 'gblocks_overlay_cat', $category['term_id'] );
		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $overlay, array( 'meta' => array( '_gb_overlay_type' => 'anchored' ) ) ) );
		$after = $this->record_snapshot( $overlay, 'gblocks_overlay_cat', $category['term_id'] );
		$this->assertNotSame( $before['meta'], $after['meta'] );
		$this->assertSame( $before['post']['post_title'], $after['post']['post_title'] );
	}
}
