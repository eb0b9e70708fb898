<?php
/**
 * The editor's dynamic tag routes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

/**
 * POST generateblocks-pro/v1/dynamic-tags/preview and GET generateblocks-pro/v1/dynamic-tags/keys:
 * refusals (401/403), bad input (400 naming the field), unknown objects (404), answers in the envelope
 * with the rules of DESIGN §11 for the current user.
 */
final class Rest_Test extends Dynamic_Tags_Test_Case {

	private const PREVIEW = '/generateblocks-pro/v1/dynamic-tags/preview';
	private const KEYS    = '/generateblocks-pro/v1/dynamic-tags/keys';

	public function test_preview_refuses_visitors_subscribers_and_users_who_cannot_edit_the_post(): void {
		$admin   = $this->create_user( 'administrator' );
		$post_id = $this->create_post( array( 'post_author' => $admin ) );
		$body    = array(
			'tags'   => array( '{{post_meta key:price}}' ),
			'postId' => $post_id,
		);

		$this->assertStatus( 401, $this->rest( 'POST', self::PREVIEW, $body ) );
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'POST', self::PREVIEW, $body ) );
		$this->act_as( 'contributor' );
		$response = $this->rest( 'POST', self::PREVIEW, $body );
		$this->assertStatus( 403, $response );
		$this->assertFalse( $response->get_data()['success'] );
	}

	/**
	 * Bad bodies.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad_previews(): array {
		return array(
			'no tags'           => array( array( 'postId' => 1 ), 'tags' ),
			'tags not a list'   => array(
				array(
					'tags'   => array( 'a' => 'b' ),
					'postId' => 1,
				),
				'tags',
			),
			'empty tag list'    => array(
				array(
					'tags'   => array(),
					'postId' => 1,
				),
				'tags',
			),
			'tag not a string'  => array(
				array(
					'tags'   => array( array( 'a' ) ),
					'postId' => 1,
				),
				'tags',
			),
			'too many tags'     => array(
				array(
					'tags'   => array_fill( 0, 51, '{{loop_index}}' ),
					'postId' => 1,
				),
				'tags',
			),
			'no post'           => array( array( 'tags' => array( '{{loop_index}}' ) ), 'postId' ),
			'post zero'         => array(
				array(
					'tags'   => array( '{{loop_index}}' ),
					'postId' => 0,
				),
				'postId',
			),
			'post not a number' => array(
				array(
					'tags'   => array( '{{loop_index}}' ),
					'postId' => 'abc',
				),
				'postId',
			),
		);
	}

	/**
	 * A 400 naming the field, never a 500.
	 *
	 * @dataProvider bad_previews
	 *
	 * @param array<string, mixed> $body  Body.
	 * @param string               $field The field the message names.
	 */
	public function test_preview_bad_input_is_a_400_naming_the_field( array $body, string $field ): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::PREVIEW, $body );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( $field, (string) wp_json_encode( $response->get_data() ) );
	}

	public function test_preview_of_an_unknown_post_is_a_404(): void {
		$this->act_as( 'editor' );

		$response = $this->rest(
			'POST',
			self::PREVIEW,
			array(
				'tags'   => array( '{{loop_index}}' ),
				'postId' => 999999,
			)
		);
		$this->assertStatus( 404, $response );
		$this->assertSame( 'No post with that ID.', $response->get_data()['response'] );
	}

	public function test_preview_applies_the_rules_of_the_current_user(): void {
		$author  = $this->act_as( 'author' );
		$post_id = $this->create_post( array( 'post_author' => $author ) );
		update_post_meta( $post_id, 'price', '<b>12</b>' );
		update_post_meta( $post_id, '_secret', 'SECRET' );
		$tags = array( '{{post_meta key:price|case:upper}}', '{{post_meta key:_secret}}', '{{ bad}}', '{{nope}}', '{{option key:blogname}}' );
		update_option( 'blogname', 'Site' );

		$response = $this->rest(
			'POST',
			self::PREVIEW,
			array(
				'tags'   => $tags,
				'postId' => $post_id,
			)
		);
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertSame(
			array(
				'{{post_meta key:price|case:upper}}' => '<B>12</B>',
				'{{post_meta key:_secret}}'          => '',
				'{{ bad}}'                           => '',
				'{{nope}}'                           => '',
				'{{option key:blogname}}'            => 'Site',
			),
			(array) $data['response']['values']
		);
		$this->assertSame(
			array(
				'{{post_meta key:_secret}}' => 'The dynamic tag key "_secret" is not allowed.',
				'{{ bad}}'                  => 'This is not a dynamic tag.',
				'{{nope}}'                  => 'Unknown dynamic tag "nope".',
			),
			(array) $data['response']['errors']
		);

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest(
			'POST',
			self::PREVIEW,
			array(
				'tags'   => array( '{{post_meta key:_secret}}' ),
				'postId' => $post_id,
			)
		);
		$this->assertSame( 'SECRET', ( (array) $response->get_data()['response']['values'] )['{{post_meta key:_secret}}'] );
	}

	public function test_keys_refuses_visitors_subscribers_and_other_objects_the_user_cannot_edit(): void {
		$admin   = $this->create_user( 'administrator' );
		$post_id = $this->create_post( array( 'post_author' => $admin ) );

		$this->assertStatus( 401, $this->rest( 'GET', self::KEYS, array( 'objectType' => 'option' ) ) );
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'GET', self::KEYS, array( 'objectType' => 'option' ) ) );
		$this->act_as( 'contributor' );
		$this->assertStatus(
			403,
			$this->rest(
				'GET',
				self::KEYS,
				array(
					'objectType' => 'post',
					'objectId'   => $post_id,
				)
			)
		);
		$this->act_as( 'author' );
		$this->assertStatus(
			403,
			$this->rest(
				'GET',
				self::KEYS,
				array(
					'objectType' => 'user',
					'objectId'   => $admin,
				)
			)
		);
	}

	public function test_keys_bad_input_and_unknown_objects(): void {
		$this->act_as( 'editor' );

		$response = $this->rest( 'GET', self::KEYS, array( 'objectType' => 'comment' ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'objectType', (string) wp_json_encode( $response->get_data() ) );
		$this->assertStatus( 400, $this->rest( 'GET', self::KEYS, array() ) );
		$response = $this->rest(
			'GET',
			self::KEYS,
			array(
				'objectType' => 'post',
				'objectId'   => -1,
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'objectId', (string) wp_json_encode( $response->get_data() ) );
		$this->assertStatus(
			404,
			$this->rest(
				'GET',
				self::KEYS,
				array(
					'objectType' => 'post',
					'objectId'   => 999999,
				)
			)
		);
		$this->assertStatus(
			404,
			$this->rest(
				'GET',
				self::KEYS,
				array(
					'objectType' => 'term',
					'objectId'   => 999999,
				)
			)
		);
	}

	/**
	 * The keys of a post for a user.
	 *
	 * @param int  $post_id        Post id.
	 * @param bool $with_protected Whether protected keys are asked for.
	 * @return string[]
	 */
	private function post_keys( int $post_id, bool $with_protected = false ): array {
		$params = array(
			'objectType' => 'post',
			'objectId'   => $post_id,
		);
		if ( $with_protected ) {
			$params['protected'] = true;
		}
		$response = $this->rest( 'GET', self::KEYS, $params );
		$this->assertStatus( 200, $response );
		return array_column( $response->get_data()['response'], 'key' );
	}

	public function test_keys_lists_what_the_user_may_use_and_what_the_filter_adds(): void {
		$author  = $this->act_as( 'author' );
		$post_id = $this->create_post( array( 'post_author' => $author ) );
		update_post_meta( $post_id, 'price', '1' );
		update_post_meta( $post_id, '_secret', '2' );
		update_post_meta( $post_id, 'post_password', '3' );
		add_filter(
			'gblocks_pro_meta_keys',
			static function ( array $keys, string $type, int $id ) use ( $post_id ): array {
				if ( 'post' === $type && $post_id === $id ) {
					$keys[] = array(
						'key'    => 'hero_image',
						'label'  => 'Hero image',
						'source' => 'acf',
					);
					$keys[] = array(
						'key'    => '_hero_image',
						'label'  => 'internal',
						'source' => 'acf',
					);
				}
				return $keys;
			},
			10,
			3
		);

		$this->assertSame( array( 'price', 'hero_image' ), $this->post_keys( $post_id ) );
		$response = $this->rest(
			'GET',
			self::KEYS,
			array(
				'objectType' => 'post',
				'objectId'   => $post_id,
			)
		);
		$this->assertSame(
			array(
				'key'    => 'hero_image',
				'label'  => 'Hero image',
				'source' => 'acf',
			),
			$response->get_data()['response'][1]
		);

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$keys = $this->post_keys( $post_id, true );
		$this->assertContains( '_secret', $keys );
		$this->assertContains( '_hero_image', $keys );
		$this->assertNotContains( 'post_password', $keys );
	}

	public function test_protected_keys_are_listed_only_on_request_and_only_to_who_may_read_them(): void {
		$admin   = $this->act_as( 'administrator' );
		$post_id = $this->create_post( array( 'post_author' => $admin ) );
		update_post_meta( $post_id, 'price', '1' );
		foreach ( array( '_pingme', '_encloseme', '_edit_lock' ) as $internal ) {
			update_post_meta( $post_id, $internal, '1' );
		}

		$this->assertSame( array( 'price' ), $this->post_keys( $post_id ), 'An administrator sees only real fields by default.' );
		$this->assertEqualsCanonicalizing( array( 'price', '_pingme', '_encloseme', '_edit_lock' ), $this->post_keys( $post_id, true ) );

		$editor = $this->create_user( 'editor' );
		wp_set_current_user( $editor );
		$this->assertSame( array( 'price' ), $this->post_keys( $post_id, true ), 'Asking is not enough: Meta_Access refuses them to editors.' );
	}

	public function test_the_editor_data_says_who_is_offered_protected_keys(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( array( 'canShowProtected' => true ), \GBlocks_Pro\Support\Editor_Bundle::data()['metaKeys'] );
		$this->act_as( 'editor' );
		$this->assertSame( array( 'canShowProtected' => false ), \GBlocks_Pro\Support\Editor_Bundle::data()['metaKeys'] );
	}

	public function test_keys_of_options_and_of_the_current_user(): void {
		$this->act_as( 'author' );
		update_user_meta( get_current_user_id(), 'billing_phone', '1' );

		$options = $this->rest( 'GET', self::KEYS, array( 'objectType' => 'option' ) )->get_data()['response'];
		$this->assertContains( 'blogname', array_column( $options, 'key' ) );
		$this->assertNotContains( 'admin_email', array_column( $options, 'key' ) );
		$user = array_column( $this->rest( 'GET', self::KEYS, array( 'objectType' => 'user' ) )->get_data()['response'], 'key' );
		$this->assertContains( 'first_name', $user );
		$this->assertNotContains( 'billing_phone', $user );
		$this->assertNotContains( 'session_tokens', $user );
	}

	public function test_routes_publish_their_schema(): void {
		$this->act_as( 'administrator' );

		$keys = $this->rest( 'OPTIONS', self::KEYS )->get_data();
		$this->assertSame( 'gblocks-pro-dynamic-tag-key', $keys['schema']['title'] );
		$preview = $this->rest( 'OPTIONS', self::PREVIEW )->get_data();
		$this->assertSame( 'gblocks-pro-dynamic-tag-preview', $preview['schema']['title'] );
	}
}
