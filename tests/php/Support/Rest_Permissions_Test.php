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
		$this->assertSame( array( $id ), array_column( $data['response'], 'id' ) );
		$this->assertStringNotContainsString( '<script>', $data['response'][0]['title'] );
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
}
