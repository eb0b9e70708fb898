<?php
/**
 * GET generateblocks-pro/v1/loop/preview.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- The loop's attribute names (SPEC 3), not query arguments.

namespace GBlocks_Pro\Tests\Loop;

use GBlocks_Pro\Tests\Test_Case;

/**
 * The editor's preview: same rules as the front end, for the current user; refusals and bad input.
 */
final class Loop_Preview_Rest_Test extends Test_Case {

	private const ROUTE = '/generateblocks-pro/v1/loop/preview';

	public function test_it_previews_the_first_items_of_post_meta(): void {
		$user = $this->act_as( 'author' );
		$post = $this->create_post( array( 'post_author' => $user ) );
		update_post_meta( $post, 'numbers', range( 1, 30 ) );

		$response = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'meta_key'       => 'numbers',
				'postId'         => $post,
				'posts_per_page' => 15,
				'offset'         => 2,
			)
		);

		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertSame( 15, $data['response']['total'] );
		$this->assertCount( 10, $data['response']['items'] );
		$this->assertSame(
			array(
				'index'   => 1,
				'item'    => 3,
				'preview' => '3',
			),
			$data['response']['items'][0]
		);
	}

	public function test_posts_and_nested_values_get_readable_previews(): void {
		$this->act_as( 'administrator' );
		$target = $this->create_post( array( 'post_title' => 'Target post' ) );
		update_option(
			'gbtest_list',
			array(
				array( 'ID' => $target ),
				array(
					'label' => 'Free',
					'deep'  => array(
						1,
						array( 2, array( 3, array( 4 ) ) ),
					),
				),
				true,
				null,
			)
		);

		$items = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'queryType' => 'option',
				'meta_key'  => 'gbtest_list',
			)
		)->get_data()['response']['items'];

		$this->assertSame(
			array(
				'id'    => $target,
				'title' => 'Target post',
				'type'  => 'post',
			),
			$items[0]['item']
		);
		$this->assertSame( 'Target post', $items[0]['preview'] );
		$this->assertSame( 'Free', $items[1]['item']['label'] );
		$this->assertSame( array( 1, array( 2, null ) ), $items[1]['item']['deep'], 'Nesting is cut at four levels.' );
		$this->assertSame( 'true', $items[2]['preview'] );
		$this->assertSame( '', $items[3]['preview'] );
	}

	public function test_a_value_that_is_not_an_array_has_no_items(): void {
		$this->act_as( 'administrator' );
		update_option( 'gbtest_scalar', 'just text' );

		$data = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'queryType' => 'option',
				'meta_key'  => 'gbtest_scalar',
			)
		)->get_data();

		$this->assertSame(
			array(
				'items'     => array(),
				'total'     => 0,
				'valueType' => 'other',
			),
			$data['response']
		);
	}

	public function test_it_says_whether_the_stored_value_is_an_array_for_options_and_meta(): void {
		$user = $this->act_as( 'administrator' );
		$post = $this->create_post( array( 'post_author' => $user ) );
		update_option( 'gbtest_array', array( 'a', 'b' ) );
		update_option( 'gbtest_empty_array', array() );
		update_option( 'gbtest_text', 'text' );
		update_post_meta( $post, 'list', array( 1 ) );
		update_post_meta( $post, 'number', 7 );
		$option = fn ( string $key ): string => $this->rest(
			'GET',
			self::ROUTE,
			array(
				'queryType' => 'option',
				'meta_key'  => $key,
			)
		)->get_data()['response']['valueType'];
		$meta   = fn ( string $key ): string => $this->rest(
			'GET',
			self::ROUTE,
			array(
				'meta_key' => $key,
				'postId'   => $post,
			)
		)->get_data()['response']['valueType'];

		$this->assertSame( 'array', $option( 'gbtest_array' ) );
		$this->assertSame( 'array', $option( 'gbtest_empty_array' ) );
		$this->assertSame( 'other', $option( 'gbtest_text' ) );
		$this->assertSame( 'none', $option( 'gbtest_missing' ) );
		$this->assertSame( 'array', $meta( 'list' ) );
		$this->assertSame( 'other', $meta( 'number' ) );
		$this->assertSame( 'none', $meta( 'missing' ) );
	}

	public function test_a_key_the_user_may_not_read_is_a_403_naming_it(): void {
		$user = $this->act_as( 'editor' );
		$post = $this->create_post( array( 'post_author' => $user ) );
		update_post_meta( $post, '_private_list', array( 'a' ) );

		$response = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'meta_key' => '_private_list',
				'postId'   => $post,
			)
		);

		$this->assertStatus( 403, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( '_private_list', $response->get_data()['response'] );
		$this->assertSame( 'gblocks_pro_forbidden_loop_key', $response->get_data()['code'] );
	}

	public function test_administrators_may_preview_protected_meta(): void {
		$this->act_as( 'administrator' );
		$post = $this->create_post();
		update_post_meta( $post, '_private_list', array( 'a', 'b' ) );

		$data = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'meta_key' => '_private_list',
				'postId'   => $post,
			)
		)->get_data();

		$this->assertSame( 2, $data['response']['total'] );
	}

	/**
	 * Users refused by the route.
	 *
	 * @return array<string, array{string, int}>
	 */
	public function refusals(): array {
		return array(
			'logged out' => array( '', 401 ),
			'subscriber' => array( 'subscriber', 403 ),
		);
	}

	/**
	 * The route needs edit_posts.
	 *
	 * @dataProvider refusals
	 *
	 * @param string $role   Role ('' for a visitor).
	 * @param int    $status Expected status.
	 */
	public function test_users_who_cannot_edit_posts_are_refused( string $role, int $status ): void {
		$this->act_as( $role );
		$response = $this->rest( 'GET', self::ROUTE, array( 'meta_key' => 'x' ) );
		$this->assertStatus( $status, $response );
		$this->assertFalse( $response->get_data()['success'] );
	}

	public function test_a_contributor_may_not_preview_someone_elses_post(): void {
		$other = $this->create_post( array( 'post_author' => $this->create_user( 'editor' ) ) );
		update_post_meta( $other, 'list', array( 'a' ) );
		$this->act_as( 'contributor' );

		$this->assertStatus(
			403,
			$this->rest(
				'GET',
				self::ROUTE,
				array(
					'meta_key' => 'list',
					'postId'   => $other,
				)
			)
		);
	}

	/**
	 * Bad parameters and the field each 400 names.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public function bad_input(): array {
		return array(
			'no key'                => array( array(), 'meta_key' ),
			'empty key'             => array( array( 'meta_key' => '' ), 'meta_key' ),
			'unknown query type'    => array(
				array(
					'meta_key'  => 'x',
					'queryType' => 'user_meta',
				),
				'queryType',
			),
			'per page below -1'     => array(
				array(
					'meta_key'       => 'x',
					'posts_per_page' => -2,
				),
				'posts_per_page',
			),
			'per page not a number' => array(
				array(
					'meta_key'       => 'x',
					'posts_per_page' => 'ten',
				),
				'posts_per_page',
			),
			'negative offset'       => array(
				array(
					'meta_key' => 'x',
					'offset'   => -1,
				),
				'offset',
			),
			'post id not a number'  => array(
				array(
					'meta_key'    => 'x',
					'meta_key_id' => 'abc',
				),
				'meta_key_id',
			),
			'postId negative'       => array(
				array(
					'meta_key' => 'x',
					'postId'   => -3,
				),
				'postId',
			),
		);
	}

	/**
	 * Bad input is a 400 naming the field.
	 *
	 * @dataProvider bad_input
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @param string               $field  The field the message names.
	 */
	public function test_bad_input_is_a_400_naming_the_field( array $params, string $field ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE, $params );
		$this->assertStatus( 400, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( $field, $response->get_data()['response'] );
	}

	public function test_the_route_describes_itself(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'OPTIONS', self::ROUTE );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertSame( 'gblocks-pro-loop-preview', $data['schema']['title'] );
		$this->assertArrayHasKey( 'posts_per_page', $data['endpoints'][0]['args'] );
	}
}
