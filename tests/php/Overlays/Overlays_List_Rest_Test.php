<?php
/**
 * GET generateblocks-pro/overlays/v1/overlays: schema, wire shape and what each role may read.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

/**
 * The overlay list of our own namespace (issue 8 items 2 and 9, issue 9 item 1).
 *
 * @group database
 */
final class Overlays_List_Rest_Test extends Overlay_Test_Case {

	private const ROUTE = '/generateblocks-pro/overlays/v1/overlays';

	/**
	 * The list's items, from the envelope.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return array<int, array<string, mixed>>
	 */
	private function modals( \WP_REST_Response $response ): array {
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertIsArray( $data['response']['modals'] );
		return $data['response']['modals'];
	}

	public function test_the_schema_is_visible_through_options_and_drives_the_arguments(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'OPTIONS', self::ROUTE );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( 'gblocks_overlay_summary', $data['schema']['title'] );
		foreach ( array( 'id', 'title', 'status', 'gblocks_overlay_cat', 'overlay_type', 'display_condition', 'display_condition_invert', 'trigger_info' ) as $field ) {
			$this->assertArrayHasKey( $field, $data['schema']['properties'], $field );
		}
		$args = $data['endpoints'][0]['args'];
		$this->assertSame( 100, $args['per_page']['maximum'] );
		$this->assertArrayHasKey( 'page', $args );
	}

	public function test_a_manager_reads_every_status_in_the_product_shape_newest_first(): void {
		$condition = $this->create_condition();
		$term      = wp_insert_term( 'Promos ' . self::unique(), 'gblocks_overlay_cat' );
		$this->assertIsArray( $term );
		$old   = $this->create_overlay( array(), array( 'post_date' => '2020-01-01 10:00:00' ) );
		$draft = $this->create_overlay(
			array(
				'type'                     => 'anchored',
				'trigger_type'             => 'hover',
				'display_condition'        => (string) $condition,
				'display_condition_invert' => true,
			),
			array(
				'post_status' => 'draft',
				'post_title'  => 'Spring draft',
				'post_date'   => '2024-01-01 10:00:00',
			)
		);
		wp_set_object_terms( $draft, array( (int) $term['term_id'] ), 'gblocks_overlay_cat' );
		$private = $this->create_overlay( array(), array( 'post_status' => 'private' ) );
		$this->act_as( 'administrator' );

		$modals = $this->modals( $this->rest( 'GET', self::ROUTE ) );
		$ids    = array_column( $modals, 'id' );
		$this->assertContains( $private, $ids );
		$this->assertLessThan( array_search( $old, $ids, true ), array_search( $draft, $ids, true ), 'Newest first.' );
		$item = $modals[ array_search( $draft, $ids, true ) ];
		$this->assertSame( array( 'rendered' => 'Spring draft' ), $item['title'] );
		$this->assertSame( 'draft', $item['status'] );
		$this->assertSame( array( (int) $term['term_id'] ), $item['gblocks_overlay_cat'] );
		$this->assertSame( 'anchored', $item['overlay_type'] );
		$this->assertSame( (string) $condition, $item['display_condition'] );
		$this->assertTrue( $item['display_condition_invert'] );
		$this->assertSame(
			array(
				'trigger_type'   => 'hover',
				'is_interactive' => true,
			),
			$item['trigger_info']
		);
	}

	/**
	 * Roles that may read the picker list but not manage overlays.
	 *
	 * @return array<string, array{string}>
	 */
	public function picker_roles(): array {
		return array(
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
			'editor'      => array( 'editor' ),
		);
	}

	/**
	 * Contributors, authors and editors get published overlays only, with what a picker needs (issue 9.1).
	 *
	 * @dataProvider picker_roles
	 *
	 * @param string $role Role.
	 */
	public function test_picker_roles_read_only_published_overlays_and_picker_fields( string $role ): void {
		$published = $this->create_overlay(
			array(
				'trigger_type'      => 'time',
				'display_condition' => (string) $this->create_condition(),
			)
		);
		$this->create_overlay( array(), array( 'post_status' => 'draft' ) );
		$this->create_overlay( array(), array( 'post_status' => 'private' ) );
		$this->create_overlay( array(), array( 'post_status' => 'pending' ) );
		$this->act_as( $role );

		$modals = $this->modals( $this->rest( 'GET', self::ROUTE ) );
		$this->assertSame( array( $published ), array_column( $modals, 'id' ) );
		$this->assertEqualsCanonicalizing( array( 'id', 'title', 'status', 'overlay_type', 'trigger_info' ), array_keys( $modals[0] ) );
		$this->assertFalse( $modals[0]['trigger_info']['is_interactive'] );
	}

	public function test_subscribers_and_visitors_are_refused(): void {
		$this->create_overlay();
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 401, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE ) );
	}

	public function test_an_invalid_page_size_is_a_400_naming_the_field(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', self::ROUTE, array( 'per_page' => 500 ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'per_page', (string) $response->get_data()['response'] );
	}
}
