<?php
/**
 * DESIGN §11 for dynamic tags: refused keys on save (403 naming the key) and again on render.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

use GBlocks_Pro\Dynamic_Tags\Save_Guard;

/**
 * Authors, contributors and editors are refused `_` keys, user meta off the safe list and options off
 * the allow-list; administrators are not; secrets are refused to everyone.
 */
final class Security_Test extends Dynamic_Tags_Test_Case {

	/**
	 * Tags each role without manage_options is refused, with the key the message names.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function refused_tags(): array {
		return array(
			'protected post meta'   => array( '{{post_meta key:_secret}}', '_secret' ),
			'protected dot path'    => array( '{{post_meta key:_secret.inner}}', '_secret' ),
			'author meta off list'  => array( '{{author_meta key:billing_phone}}', 'billing_phone' ),
			'user meta off list'    => array( '{{user_meta key:user_email}}', 'user_email' ),
			'protected term meta'   => array( '{{term_meta id:1|key:_order}}', '_order' ),
			'option off allow-list' => array( '{{option key:my_plugin_setting}}', 'my_plugin_setting' ),
		);
	}

	/**
	 * Roles without manage_options × refused tags.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function role_cases(): array {
		$cases = array();
		foreach ( array( 'contributor', 'author', 'editor' ) as $role ) {
			foreach ( self::refused_tags() as $label => list( $tag, $key ) ) {
				$cases[ $role . ': ' . $label ] = array( $role, $tag, $key );
			}
		}
		return $cases;
	}

	/**
	 * Creates a post of a user, as that user would (drafts for contributors).
	 *
	 * @param int    $user_id   Author.
	 * @param string $content   Content.
	 * @param string $post_type Post type.
	 */
	private function post_of( int $user_id, string $content = '', string $post_type = 'post' ): int {
		return $this->create_post(
			array(
				'post_author'  => $user_id,
				'post_content' => $content,
				'post_type'    => $post_type,
				'post_status'  => user_can( $user_id, 'publish_posts' ) ? 'publish' : 'draft',
			)
		);
	}

	/**
	 * A REST save by a user without manage_options is refused with a 403 naming the key, and nothing
	 * is saved.
	 *
	 * @dataProvider role_cases
	 *
	 * @param string $role Role.
	 * @param string $tag  Tag.
	 * @param string $key  Refused key.
	 */
	public function test_rest_save_is_refused_naming_the_key( string $role, string $tag, string $key ): void {
		$user    = $this->act_as( $role );
		$post_id = $this->post_of( $user, self::paragraph( 'before' ) );

		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => self::paragraph( 'x ' . $tag ) ) );
		$this->assertStatus( 403, $response );
		$this->assertSame( Save_Guard::ERROR_CODE, $response->get_data()['code'] );
		$this->assertSame( 'The dynamic tag key "' . $key . '" is not allowed.', $response->get_data()['message'] );
		$this->assertStringContainsString( 'before', (string) get_post_field( 'post_content', $post_id ) );
	}

	/**
	 * Administrators save every such tag.
	 *
	 * @dataProvider refused_tags
	 *
	 * @param string $tag Tag.
	 */
	public function test_administrators_save_them( string $tag ): void {
		$admin   = $this->act_as( 'administrator' );
		$post_id = $this->post_of( $admin );

		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => self::paragraph( $tag ) ) ) );
		$this->assertStringContainsString( $tag, (string) get_post_field( 'post_content', $post_id ) );
	}

	public function test_allowed_tags_save_for_authors_and_secrets_are_refused_to_administrators(): void {
		$author  = $this->act_as( 'author' );
		$post_id = $this->post_of( $author );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => self::paragraph( '{{post_meta key:price}} {{option key:blogname}} {{author_meta key:first_name}} {{loop_item key:_x}} {{unknown key:_x}}' ) ) ) );

		$admin    = $this->act_as( 'administrator' );
		$post_id  = $this->post_of( $admin );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => self::paragraph( '<a href="{{option key:auth_key}}">x</a>' ) ) );
		$this->assertStatus( 403, $response );
		$this->assertSame( 'The dynamic tag key "auth_key" is not allowed.', $response->get_data()['message'] );
	}

	public function test_every_editor_post_type_is_guarded_including_new_posts_and_synced_patterns(): void {
		$this->act_as( 'editor' );

		$response = $this->rest(
			'POST',
			'/wp/v2/pages',
			array(
				'title'   => 'New',
				'content' => self::paragraph( '{{post_meta key:_secret}}' ),
			)
		);
		$this->assertStatus( 403, $response );
		$response = $this->rest(
			'POST',
			'/wp/v2/blocks',
			array(
				'title'   => 'Pattern',
				'status'  => 'publish',
				'content' => self::paragraph( '{{option key:admin_email}}' ),
			)
		);
		$this->assertStatus( 403, $response );
		$this->assertSame( 'The dynamic tag key "admin_email" is not allowed.', $response->get_data()['message'] );
	}

	public function test_a_tag_saved_by_an_administrator_blocks_the_authors_later_content_save_but_not_a_title_change(): void {
		$author  = $this->create_user( 'author' );
		$post_id = $this->post_of( $author );
		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => self::paragraph( 'S={{post_meta key:_secret|required:false}}' ) ) ) );

		wp_set_current_user( $author );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'title' => 'Renamed' ) ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => self::paragraph( 'S={{post_meta key:_secret|required:false}} edited' ) ) );
		$this->assertStatus( 403, $response );
		$this->assertSame( 'The dynamic tag key "_secret" is not allowed.', $response->get_data()['message'] );
	}

	/**
	 * On render, content whose author lacks manage_options outputs nothing for a refused key, even when
	 * an administrator saved the tag (saves outside REST are not refused).
	 *
	 * @dataProvider role_cases
	 *
	 * @param string $role Role.
	 * @param string $tag  Tag.
	 */
	public function test_render_refuses_the_key_for_content_of_authors_without_manage_options( string $role, string $tag ): void {
		$author = $this->create_user( $role );
		$html   = $this->render_with_secrets( $author, $tag );

		$this->assertStringContainsString( '<p>V=[]</p>', $html );
		$this->assertStringNotContainsString( 'SECRET', $html );
	}

	/**
	 * The same content by an administrator shows the values.
	 *
	 * @dataProvider refused_tags
	 *
	 * @param string $tag Tag.
	 */
	public function test_render_shows_the_values_for_content_of_administrators( string $tag ): void {
		$html = $this->render_with_secrets( $this->create_user( 'administrator' ), $tag );

		$this->assertStringContainsString( '<p>V=[SECRET', $html );
	}

	/**
	 * Stores a SECRET value for every refused tag and renders a post of the author holding the tag (as
	 * not required), saved by an administrator, viewed by a logged-in subscriber.
	 *
	 * @param int    $author Post author.
	 * @param string $tag    Tag.
	 */
	private function render_with_secrets( int $author, string $tag ): string {
		$this->act_as( 'administrator' );
		$term = wp_insert_term( 'T ' . self::unique(), 'category' );
		$this->assertIsArray( $term );
		$tag     = str_replace( array( 'id:1', '}}' ), array( 'id:' . $term['term_id'], '|required:false}}' ), $tag );
		$post_id = $this->post_of( $author, self::paragraph( 'V=[' . $tag . ']' ) );
		wp_update_post(
			array(
				'ID'          => $post_id,
				'post_status' => 'publish',
			)
		);
		update_post_meta( $post_id, '_secret', str_contains( $tag, '_secret.inner' ) ? array( 'inner' => 'SECRET-INNER' ) : 'SECRET-POST' );
		update_user_meta( $author, 'billing_phone', 'SECRET-PHONE' );
		update_term_meta( (int) $term['term_id'], '_order', 'SECRET-ORDER' );
		update_option( 'my_plugin_setting', 'SECRET-OPTION' );
		$viewer = $this->create_user( 'subscriber', array( 'user_email' => 'SECRET-' . self::unique() . '@example.org' ) );
		wp_set_current_user( $viewer );
		return $this->render_post( $post_id );
	}

	public function test_a_synced_pattern_by_an_author_inside_an_administrators_post_is_refused(): void {
		$author  = $this->create_user( 'author' );
		$admin   = $this->act_as( 'administrator' );
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_author'  => $author,
				'post_content' => self::paragraph( 'P=[{{post_meta key:_secret|required:false}}]' ),
			)
		);
		$post_id = $this->create_post(
			array(
				'post_author'  => $admin,
				'post_content' => self::paragraph( 'A=[{{post_meta key:_secret|required:false}}]' ) . '<!-- wp:block {"ref":' . $pattern . '} /-->',
			)
		);
		update_post_meta( $post_id, '_secret', 'SECRET' );
		wp_set_current_user( 0 );

		$html = $this->render_post( $post_id );
		$this->assertStringContainsString( '<p>A=[SECRET]</p>', $html );
		$this->assertStringContainsString( '<p>P=[]</p>', $html );
	}
}
