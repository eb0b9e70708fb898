<?php
/**
 * /wp/v2/gblocks_overlay for every role, its fields, page size and totals.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

/**
 * The core route of the overlay post type.
 */
final class Overlay_Posts_Rest_Test extends Overlay_Test_Case {

	private const ROUTE = '/wp/v2/gblocks_overlay';

	public function test_visitors_are_refused_with_401_even_for_published_overlays(): void {
		$id = $this->create_overlay();
		$this->assertStatus( 401, $this->rest( 'GET', self::ROUTE ) );
		$this->assertStatus( 401, $this->rest( 'GET', self::ROUTE . '/' . $id ) );
	}

	public function test_subscribers_are_refused_with_403(): void {
		$id = $this->create_overlay();
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE ) );
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE . '/' . $id ) );
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
	 * Users who can edit posts read published overlays with the picker fields only.
	 *
	 * @dataProvider picker_roles
	 *
	 * @param string $role Role.
	 */
	public function test_editing_roles_read_only_the_picker_fields_of_published_overlays( string $role ): void {
		$published = $this->create_overlay(
			array(
				'trigger_type'      => 'hover',
				'type'              => 'anchored',
				'display_condition' => '12',
			),
			array( 'post_content' => '<p>Members only</p>' )
		);
		$this->create_overlay( array(), array( 'post_status' => 'draft' ) );
		$this->act_as( $role );

		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( 200, $response );
		$items = $response->get_data();
		$this->assertSame( array( $published ), array_column( $items, 'id' ) );
		$item = $items[0];
		$this->assertSame(
			array(
				'trigger_type'   => 'hover',
				'is_interactive' => true,
			),
			$item['trigger_info']
		);
		$this->assertSame( 'anchored', $item['overlay_type'] );
		foreach ( array( 'content', 'meta', 'gblocks_overlay_cat', 'display_condition', 'display_condition_invert', 'admin_edit_url' ) as $hidden ) {
			$this->assertArrayNotHasKey( $hidden, $item, $hidden );
		}
		$this->assertArrayNotHasKey( 'raw', $item['title'] );

		// WordPress refuses statuses the user may not list as an invalid parameter.
		$this->assertStatus( 400, $this->rest( 'GET', self::ROUTE, array( 'status' => 'draft' ) ) );
		$this->assertStatus( 403, $this->rest( 'POST', self::ROUTE, array( 'title' => 'Mine' ) ) );
		$this->assertStatus( 403, $this->rest( 'DELETE', self::ROUTE . '/' . $published, array( 'force' => true ) ) );
	}

	public function test_administrators_read_every_field_and_every_status(): void {
		$condition = $this->create_condition();
		$published = $this->create_overlay(
			array(
				'type'                     => 'mega-menu',
				'trigger_type'             => 'time',
				'display_condition'        => (string) $condition,
				'display_condition_invert' => true,
			)
		);
		$draft     = $this->create_overlay( array(), array( 'post_status' => 'draft' ) );
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'status'  => 'publish,draft,pending,private,future',
				'context' => 'edit',
			)
		);
		$this->assertStatus( 200, $response );
		$items = array_column( $response->get_data(), null, 'id' );
		$this->assertEqualsCanonicalizing( array( $published, $draft ), array_keys( $items ) );
		$item = $items[ $published ];
		$this->assertSame(
			array(
				'trigger_type'   => 'time',
				'is_interactive' => false,
			),
			$item['trigger_info']
		);
		$this->assertSame( 'mega-menu', $item['overlay_type'] );
		$this->assertSame( (string) $condition, $item['display_condition'] );
		$this->assertTrue( $item['display_condition_invert'] );
		$this->assertSame( admin_url( 'post.php?post=' . $published . '&action=edit' ), $item['admin_edit_url'] );
		$this->assertSame( 'mega-menu', $item['meta']['_gb_overlay_type'] );
		$this->assertArrayHasKey( 'raw', $item['content'] );
	}

	public function test_per_page_goes_up_to_200_with_the_totals_in_headers_and_fields_selection(): void {
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->create_overlay();
		}
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'per_page' => 200,
				'_fields'  => 'id,title,trigger_info,overlay_type',
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( 3, (int) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( 1, (int) $response->get_headers()['X-WP-TotalPages'] );
		$data = rest_get_server()->response_to_data( $response, false );
		$this->assertSame( array( 'id', 'title', 'trigger_info', 'overlay_type' ), array_keys( $data[0] ) );

		$paged = $this->rest( 'GET', self::ROUTE, array( 'per_page' => 2 ) );
		$this->assertSame( 2, (int) $paged->get_headers()['X-WP-TotalPages'] );

		$this->assertStatus( 400, $this->rest( 'GET', self::ROUTE, array( 'per_page' => 201 ) ) );
	}

	public function test_administrators_create_duplicate_and_delete_overlays(): void {
		$this->act_as( 'administrator' );
		$category = wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'title'               => 'Newsletter (Copy)',
				'content'             => '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
				'status'              => 'draft',
				'meta'                => array( '_gb_overlay_type' => 'anchored' ),
				'gblocks_overlay_cat' => array( $category['term_id'] ),
			)
		);
		$this->assertStatus( 201, $response );
		$id = (int) $response->get_data()['id'];
		$this->assertSame( 'anchored', $response->get_data()['overlay_type'] );
		$this->assertSame( array( (int) $category['term_id'] ), wp_get_post_terms( $id, 'gblocks_overlay_cat', array( 'fields' => 'ids' ) ) );
		$this->assertSame( array( (int) $category['term_id'] ), $response->get_data()['gblocks_overlay_cat'] );

		$other    = $this->create_overlay();
		$filtered = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'gblocks_overlay_cat' => (string) $category['term_id'],
				'status'              => 'draft,publish',
			)
		);
		$this->assertSame( array( $id ), array_column( $filtered->get_data(), 'id' ) );
		$uncategorized = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'gblocks_overlay_cat' => 'uncategorized',
				'status'              => 'draft,publish',
			)
		);
		$this->assertSame( array( $other ), array_column( $uncategorized->get_data(), 'id' ) );
		$this->assertStatus( 400, $this->rest( 'GET', self::ROUTE, array( 'gblocks_overlay_cat' => 'drop table' ) ) );

		$this->assertStatus( 200, $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'status' => 'publish' ) ) );
		$this->assertSame( 'publish', get_post_status( $id ) );

		$deleted = $this->rest( 'DELETE', self::ROUTE . '/' . $id, array( 'force' => true ) );
		$this->assertStatus( 200, $deleted );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertNull( get_post( $id ) );
	}

	public function test_overlay_categories_need_edit_posts_to_read_and_the_manage_capability_to_write(): void {
		wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$this->assertStatus( 401, $this->rest( 'GET', '/wp/v2/overlay-categories' ) );
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'GET', '/wp/v2/overlay-categories' ) );
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', '/wp/v2/overlay-categories', array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( 'Promos' ), array_column( $response->get_data(), 'name' ) );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/overlay-categories', array( 'name' => 'Nope' ) ) );
		$this->act_as( 'administrator' );
		$this->assertStatus( 201, $this->rest( 'POST', '/wp/v2/overlay-categories', array( 'name' => 'Yes' ) ) );
	}
}
