<?php
/**
 * Routes of generateblocks-pro/overlays/v1: the overlay list and the category manager.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

/**
 * Our own overlay routes.
 */
final class Overlays_Controller_Test extends Overlay_Test_Case {

	private const BASE = '/generateblocks-pro/overlays/v1';

	public function test_the_list_gives_the_picker_what_it_needs(): void {
		$id = $this->create_overlay(
			array(
				'type'         => 'anchored',
				'trigger_type' => 'hover',
			)
		);
		$this->act_as( 'author' );
		$response = $this->rest( 'GET', self::BASE . '/overlays', array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $response );
		$this->assertTrue( $response->get_data()['success'] );
		$this->assertSame(
			array(
				'id'           => $id,
				'status'       => 'publish',
				'overlay_type' => 'anchored',
				'trigger_info' => array(
					'trigger_type'   => 'hover',
					'is_interactive' => true,
				),
			),
			array_diff_key( $response->get_data()['response']['modals'][0], array( 'title' => true ) )
		);
	}

	/**
	 * Category routes and the request that exercises each.
	 *
	 * @return array<string, array{string, string, array<string, mixed>}>
	 */
	public function category_routes(): array {
		return array(
			'list'   => array( 'GET', '/manage_category', array() ),
			'create' => array( 'POST', '/manage_category', array( 'name' => 'Promos' ) ),
			'rename' => array( 'POST', '/manage_category/1', array( 'name' => 'Promos' ) ),
			'delete' => array( 'DELETE', '/manage_category/1', array() ),
		);
	}

	/**
	 * Visitors get 401 and editors 403 on every category route.
	 *
	 * @dataProvider category_routes
	 *
	 * @param string               $method Method.
	 * @param string               $path   Path under the namespace.
	 * @param array<string, mixed> $params Parameters.
	 */
	public function test_category_routes_refuse_visitors_and_editors( string $method, string $path, array $params ): void {
		$response = $this->rest( $method, self::BASE . $path, $params );
		$this->assertStatus( 401, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( $method, self::BASE . $path, $params ) );
	}

	public function test_create_derives_the_slug_and_refuses_duplicates_with_409(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE . '/manage_category', array( 'name' => '  Summer Sale! 2025  ' ) );
		$this->assertStatus( 201, $response );
		$category = $response->get_data()['response'];
		$this->assertSame( 'Summer Sale! 2025', $category['name'] );
		$this->assertSame( 'summer-sale-2025', $category['slug'] );
		$this->assertSame( 0, $category['count'] );

		$given = $this->rest(
			'POST',
			self::BASE . '/manage_category',
			array(
				'name' => 'Winter',
				'slug' => 'Cold Season',
			)
		);
		$this->assertSame( 'cold-season', $given->get_data()['response']['slug'] );

		$duplicate = $this->rest( 'POST', self::BASE . '/manage_category', array( 'name' => 'Summer Sale! 2025' ) );
		$this->assertStatus( 409, $duplicate );
		$this->assertFalse( $duplicate->get_data()['success'] );
	}

	/**
	 * Invalid names.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public function invalid_names(): array {
		return array(
			'missing'      => array( array() ),
			'blank'        => array( array( 'name' => '   ' ) ),
			'not a string' => array( array( 'name' => array( 'x' ) ) ),
			'only symbols' => array( array( 'name' => '!!!' ) ),
			'only a tag'   => array( array( 'name' => '<b></b>' ) ),
		);
	}

	/**
	 * A name must have something left after trimming: 400 naming the field.
	 *
	 * @dataProvider invalid_names
	 *
	 * @param array<string, mixed> $params Parameters.
	 */
	public function test_create_refuses_an_empty_name_with_400( array $params ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE . '/manage_category', $params );
		$this->assertStatus( 400, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertNotSame( '', $response->get_data()['response'] );
	}

	public function test_rename_keeps_the_slug_and_answers_404_and_409(): void {
		$this->act_as( 'administrator' );
		$term  = wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$other = wp_insert_term( 'News', 'gblocks_overlay_cat' );

		$response = $this->rest( 'POST', self::BASE . '/manage_category/' . $term['term_id'], array( 'name' => 'Promotions' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'Promotions', $response->get_data()['response']['name'] );
		$this->assertSame( 'promos', $response->get_data()['response']['slug'] );

		$this->assertStatus( 409, $this->rest( 'POST', self::BASE . '/manage_category/' . $term['term_id'], array( 'name' => 'News' ) ) );
		$this->assertStatus( 404, $this->rest( 'POST', self::BASE . '/manage_category/999999', array( 'name' => 'X' ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', self::BASE . '/manage_category/' . $other['term_id'], array( 'name' => '' ) ) );
		$this->assertStatus( 400, $this->rest( 'POST', self::BASE . '/manage_category/abc', array( 'name' => 'X' ) ) );
	}

	public function test_delete_leaves_its_overlays_uncategorized(): void {
		$this->act_as( 'administrator' );
		$term    = wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$overlay = $this->create_overlay();
		wp_set_object_terms( $overlay, array( (int) $term['term_id'] ), 'gblocks_overlay_cat' );

		$response = $this->rest( 'DELETE', self::BASE . '/manage_category/' . $term['term_id'] );
		$this->assertStatus( 200, $response );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => (int) $term['term_id'],
			),
			$response->get_data()['response']
		);
		$this->assertSame( array(), wp_get_post_terms( $overlay, 'gblocks_overlay_cat', array( 'fields' => 'ids' ) ) );
		$this->assertNotNull( get_post( $overlay ) );
		$this->assertStatus( 404, $this->rest( 'DELETE', self::BASE . '/manage_category/' . $term['term_id'] ) );
	}

	public function test_the_list_of_categories_ends_with_the_virtual_uncategorized_one(): void {
		$this->act_as( 'administrator' );
		$term = wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$in   = $this->create_overlay();
		wp_set_object_terms( $in, array( (int) $term['term_id'] ), 'gblocks_overlay_cat' );
		$this->create_overlay();
		$this->create_overlay( array(), array( 'post_status' => 'draft' ) );

		$response = $this->rest( 'GET', self::BASE . '/manage_category' );
		$this->assertStatus( 200, $response );
		$items = $response->get_data()['response'];
		$this->assertSame( array( 'Promos', 'Uncategorized' ), array_column( $items, 'name' ) );
		$this->assertSame( 1, $items[0]['count'] );
		$this->assertSame(
			array(
				'id'    => 'uncategorized',
				'name'  => 'Uncategorized',
				'slug'  => '',
				'count' => 2,
			),
			$items[1]
		);
	}

	public function test_the_virtual_category_cannot_be_renamed_or_deleted(): void {
		$this->act_as( 'administrator' );
		$rename = $this->rest( 'POST', self::BASE . '/manage_category/uncategorized', array( 'name' => 'Misc' ) );
		$this->assertStatus( 400, $rename );
		$this->assertStringContainsString( 'Uncategorized', $rename->get_data()['response'] );
		$this->assertStatus( 400, $this->rest( 'DELETE', self::BASE . '/manage_category/uncategorized' ) );
	}
}
