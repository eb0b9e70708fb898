<?php
/**
 * The ACF integration against the real Advanced Custom Fields 6.8.1.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Integrations;

use GBlocks_Pro\Support\Feature_Flags;

/**
 * Values through gblocks_pro_meta_value, keys through gblocks_pro_meta_keys, and the option fields route.
 */
final class Acf_Test extends Acf_Test_Case {

	private const ROUTE = '/generateblocks-pro/v1/get-acf-option-fields';

	/**
	 * Registers a group on posts with a text, a checkbox and a relationship field.
	 */
	private function post_group(): void {
		$this->add_group(
			array(
				array(
					'name'  => 'subtitle',
					'label' => 'Subtitle',
					'type'  => 'text',
				),
				array(
					'name'    => 'colors',
					'label'   => 'Colours',
					'type'    => 'checkbox',
					'choices' => array(
						'red'   => 'Red',
						'green' => 'Green',
						'blue'  => 'Blue',
					),
				),
				array(
					'name'          => 'related',
					'label'         => 'Related posts',
					'type'          => 'relationship',
					'return_format' => 'object',
				),
				array(
					'name'  => 'layout_tab',
					'label' => 'A tab',
					'type'  => 'tab',
				),
			),
			self::on_post_type()
		);
	}

	/**
	 * The value gblocks_pro_meta_value answers.
	 *
	 * @param string     $type Object type.
	 * @param int|string $id   Object id.
	 * @param string     $key  Key.
	 * @return mixed
	 */
	private static function value( string $type, int|string $id, string $key ) {
		return apply_filters( 'gblocks_pro_meta_value', null, $type, $id, $key );
	}

	public function test_acf_values_are_read_formatted_with_get_field(): void {
		$this->post_group();
		$post    = $this->create_post();
		$first   = $this->create_post( array( 'post_title' => 'First related' ) );
		$second  = $this->create_post( array( 'post_title' => 'Second related' ) );
		$updated = update_field( 'subtitle', 'Hello ACF', $post ) && update_field( 'colors', array( 'red', 'blue' ), $post ) && update_field( 'related', array( $first, $second ), $post );
		$this->assertTrue( $updated );

		$this->assertSame( 'Hello ACF', self::value( 'post', $post, 'subtitle' ) );
		$this->assertSame( array( 'red', 'blue' ), self::value( 'post', $post, 'colors' ) );
		$related = self::value( 'post', $post, 'related' );
		$this->assertIsArray( $related );
		$this->assertContainsOnlyInstancesOf( \WP_Post::class, $related );
		$this->assertSame( array( 'First related', 'Second related' ), array_map( static fn( \WP_Post $p ): string => $p->post_title, $related ) );
	}

	public function test_nothing_is_answered_while_the_flag_is_off(): void {
		$this->post_group();
		$post = $this->create_post();
		update_field( 'colors', array( 'red' ), $post );
		update_option( Feature_Flags::ACF, '0' );

		$this->assertNull( self::value( 'post', $post, 'colors' ) );
	}

	public function test_keys_that_are_not_acf_fields_and_private_keys_are_left_to_meta(): void {
		$this->post_group();
		$post = $this->create_post();
		update_field( 'subtitle', 'Hello', $post );
		update_post_meta( $post, 'plain_meta', 'raw' );

		$this->assertNull( self::value( 'post', $post, 'plain_meta' ) );
		$this->assertNull( self::value( 'post', $post, '_subtitle' ), 'ACF\'s reference key is not a field' );
		$this->assertNull( self::value( 'post', 0, 'subtitle' ) );
		$this->assertNull( self::value( 'comment', $post, 'subtitle' ) );
	}

	public function test_an_earlier_answer_wins(): void {
		$this->post_group();
		$post = $this->create_post();
		update_field( 'subtitle', 'Hello', $post );

		$this->assertSame( 'other', apply_filters( 'gblocks_pro_meta_value', 'other', 'post', $post, 'subtitle' ) );
	}

	public function test_user_term_and_option_values_are_read(): void {
		$this->add_group(
			array(
				array(
					'name'  => 'nickname_color',
					'label' => 'Colour',
					'type'  => 'text',
				),
			),
			array(
				array(
					array(
						'param'    => 'user_form',
						'operator' => '==',
						'value'    => 'all',
					),
				),
			)
		);
		$this->add_group(
			array(
				array(
					'name'  => 'term_icon',
					'label' => 'Icon',
					'type'  => 'text',
				),
			),
			array(
				array(
					array(
						'param'    => 'taxonomy',
						'operator' => '==',
						'value'    => 'category',
					),
				),
			)
		);
		$this->add_group(
			array(
				array(
					'name'    => 'site_links',
					'label'   => 'Site links',
					'type'    => 'checkbox',
					'choices' => array(
						'a' => 'A',
						'b' => 'B',
					),
				),
			),
			self::on_options_page()
		);
		$user = $this->create_user( 'author' );
		$term = wp_insert_term( 'Term ' . self::unique(), 'category' );
		$this->assertIsArray( $term );
		update_field( 'nickname_color', 'teal', 'user_' . $user );
		update_field( 'term_icon', 'star', 'term_' . $term['term_id'] );
		update_field( 'site_links', array( 'a', 'b' ), 'option' );

		$this->assertSame( 'teal', self::value( 'user', $user, 'nickname_color' ) );
		$this->assertSame( 'star', self::value( 'term', (int) $term['term_id'], 'term_icon' ) );
		$this->assertSame( array( 'a', 'b' ), self::value( 'option', 0, 'site_links' ) );
	}

	public function test_key_pickers_list_acf_fields_with_labels_instead_of_their_raw_meta(): void {
		$this->post_group();
		$post = $this->create_post();
		$keys = apply_filters(
			'gblocks_pro_meta_keys',
			array(
				array(
					'key'    => 'subtitle',
					'label'  => 'subtitle',
					'source' => 'meta',
				),
				array(
					'key'    => 'plain_meta',
					'label'  => 'plain_meta',
					'source' => 'meta',
				),
			),
			'post',
			$post
		);

		$this->assertSame(
			array(
				array(
					'key'    => 'plain_meta',
					'label'  => 'plain_meta',
					'source' => 'meta',
				),
				array(
					'key'    => 'subtitle',
					'label'  => 'Subtitle',
					'source' => 'acf',
				),
				array(
					'key'    => 'colors',
					'label'  => 'Colours',
					'source' => 'acf',
				),
				array(
					'key'    => 'related',
					'label'  => 'Related posts',
					'source' => 'acf',
				),
			),
			$keys,
			'Layout fields (tab) are left out.'
		);
	}

	public function test_key_pickers_are_unchanged_while_the_flag_is_off(): void {
		$this->post_group();
		update_option( Feature_Flags::ACF, '0' );
		$this->assertSame( array(), apply_filters( 'gblocks_pro_meta_keys', array(), 'post', $this->create_post() ) );
	}

	public function test_option_fields_route_lists_option_fields_without_private_keys(): void {
		$this->post_group();
		$this->add_group(
			array(
				array(
					'name'  => 'phone',
					'label' => 'Phone',
					'type'  => 'text',
				),
				array(
					'name'  => '_internal',
					'label' => 'Internal',
					'type'  => 'text',
				),
				array(
					'name'  => 'help',
					'label' => 'Help',
					'type'  => 'message',
				),
			),
			self::on_options_page()
		);
		$this->act_as( 'contributor' );

		$response = $this->rest( 'GET', self::ROUTE );

		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertTrue( $data['active'] );
		$this->assertSame(
			array(
				array(
					'key'    => 'phone',
					'label'  => 'Phone',
					'type'   => 'text',
					'source' => 'acf',
				),
			),
			$data['response']
		);
	}

	public function test_option_fields_route_says_when_the_integration_is_off(): void {
		$this->add_group(
			array(
				array(
					'name'  => 'phone',
					'label' => 'Phone',
					'type'  => 'text',
				),
			),
			self::on_options_page()
		);
		update_option( Feature_Flags::ACF, '0' );
		$this->act_as( 'editor' );

		$data = $this->rest( 'GET', self::ROUTE )->get_data();

		$this->assertTrue( $data['success'] );
		$this->assertSame( array(), $data['response'] );
		$this->assertFalse( $data['active'] );
		$this->assertSame( 'integration_disabled', $data['reason'] );
		$this->assertNotEmpty( $data['message'] );
	}

	/**
	 * Roles refused by the route, and their statuses.
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
	 * @param string $role   Role, '' for a visitor.
	 * @param int    $status Expected status.
	 */
	public function test_option_fields_route_refuses_users_who_cannot_edit_posts( string $role, int $status ): void {
		$this->act_as( $role );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertStatus( $status, $response );
		$this->assertFalse( $response->get_data()['success'] );
	}
}
