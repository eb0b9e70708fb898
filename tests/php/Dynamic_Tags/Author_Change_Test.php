<?php
/**
 * Giving a post another author never lets its stored tags read data with the new author's rights, and no
 * save outside REST stores a tag its saver may not read (issue 36, S1).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

use GBlocks_Pro\Dynamic_Tags\Save_Guard;

/**
 * A contributor's post holds `{{post_meta key:_secret}}` and `{{author_meta key:billing_phone}}` (written
 * into post_content directly, as a save outside REST stored it before the guard): they render nothing
 * while the contributor is the author. An editor whose role lacks unfiltered_html (and, as every editor,
 * manage_options and edit_users) makes an administrator the author through REST without content (403
 * naming the key, nothing changes) and through wp_update_post() (the tags are stored as inert text): the
 * page never prints the secret. What stays: an administrator's own protected tags, safe tags kept when
 * an administrator edits an author's post, a save that changes neither content nor author, trusted code.
 *
 * @group database
 */
final class Author_Change_Test extends Dynamic_Tags_Test_Case {

	/**
	 * The post's private meta value and the administrator's phone number.
	 */
	private const SECRET = 'SECRETVALUE42';
	private const PHONE  = '+15550001111';

	/**
	 * The tags the contributor's post holds.
	 */
	private const TAGS = '{{post_meta key:_secret}} {{author_meta key:billing_phone}}';

	protected function setUp(): void {
		parent::setUp();
		self::editor_role()->remove_cap( 'unfiltered_html' );
	}

	protected function tearDown(): void {
		self::editor_role()->add_cap( 'unfiltered_html' );
		parent::tearDown();
	}

	/**
	 * The editor role (a default role: always there).
	 *
	 * @throws \RuntimeException When a plugin removed it.
	 */
	private static function editor_role(): \WP_Role {
		$role = get_role( 'editor' );
		if ( ! $role instanceof \WP_Role ) {
			throw new \RuntimeException( 'The editor role is missing.' );
		}
		return $role;
	}

	/**
	 * A contributor's published post holding the tags, written into the database directly; an
	 * administrator with a phone number; the restricted editor logged in. Answers [ post, administrator ].
	 *
	 * @return array{0: int, 1: int}
	 */
	private function contributor_post(): array {
		global $wpdb;
		$contributor = $this->create_user( 'contributor' );
		$admin       = $this->create_user( 'administrator' );
		update_user_meta( $admin, 'billing_phone', self::PHONE );
		$id = $this->create_post( array( 'post_author' => $contributor ) );
		update_post_meta( $id, '_secret', self::SECRET );
		$wpdb->update( $wpdb->posts, array( 'post_content' => self::paragraph( self::TAGS ) ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As a save before the guard stored it.
		clean_post_cache( $id );
		$this->assert_secret_not_shown( $id );
		$editor = $this->act_as( 'editor' );
		$this->assertFalse( user_can( $editor, 'unfiltered_html' ) );
		$this->assertFalse( user_can( $editor, 'manage_options' ) );
		return array( $id, $admin );
	}

	/**
	 * Asserts that a visitor's page of the post prints neither the secret nor the phone number.
	 *
	 * @param int $post_id Post id.
	 */
	private function assert_secret_not_shown( int $post_id ): void {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		clean_post_cache( $post_id );
		$html = $this->render_post( $post_id );
		wp_set_current_user( $user );
		$this->assertStringNotContainsString( self::SECRET, $html );
		$this->assertStringNotContainsString( self::PHONE, $html );
	}

	public function test_a_rest_request_that_only_changes_the_author_is_refused_naming_the_key(): void {
		list( $id, $admin ) = $this->contributor_post();
		$before             = get_post( $id );
		$response           = $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'author' => $admin ) );
		$this->assertStatus( 403, $response );
		$this->assertInstanceOf( \WP_Post::class, $before );
		$this->assertSame( Save_Guard::ERROR_CODE, $response->get_data()['code'] ?? null );
		$this->assertSame( '_secret', $response->get_data()['data']['key'] ?? null );
		$this->assertStringContainsString( '"_secret"', (string) ( $response->get_data()['message'] ?? '' ) );
		clean_post_cache( $id );
		$this->assertSame( (int) $before->post_author, (int) get_post_field( 'post_author', $id ), 'The author did not change.' );
		$this->assertSame( $before->post_content, get_post_field( 'post_content', $id ), 'Nothing was saved.' );
		$this->assert_secret_not_shown( $id );

		// A change of something else (the status) without content or author is not refused.
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'status' => 'draft' ) ) );
	}

	public function test_wp_update_post_changing_only_the_author_stores_the_tags_as_inert_text(): void {
		list( $id, $admin ) = $this->contributor_post();
		$updated            = wp_update_post(
			array(
				'ID'          => $id,
				'post_author' => $admin,
			),
			true
		);
		$this->assertSame( $id, $updated );
		clean_post_cache( $id );
		$this->assertSame( $admin, (int) get_post_field( 'post_author', $id ) );
		$this->assert_secret_not_shown( $id );
		$this->assertStringNotContainsString( '{{post_meta', get_post_field( 'post_content', $id ) );
		$this->assertStringNotContainsString( '{{author_meta', get_post_field( 'post_content', $id ) );
		wp_set_current_user( 0 );
		$this->assertStringContainsString( '&#123;&#123;post_meta key:_secret&#125;&#125;', $this->render_post( $id ), 'The tag shows as the text it was.' );
	}

	public function test_wp_update_post_with_new_content_and_the_author_stores_the_tags_as_inert_text(): void {
		list( $id, $admin ) = $this->contributor_post();
		wp_update_post(
			array(
				'ID'           => $id,
				'post_author'  => $admin,
				'post_content' => self::paragraph( 'Edited ' . self::TAGS ),
			)
		);
		clean_post_cache( $id );
		$this->assertSame( $admin, (int) get_post_field( 'post_author', $id ) );
		$this->assertStringContainsString( 'Edited ', get_post_field( 'post_content', $id ) );
		$this->assert_secret_not_shown( $id );
	}

	public function test_an_administrators_own_protected_tag_and_an_authors_safe_tags_are_kept(): void {
		$admin = $this->act_as( 'administrator' );
		$own   = $this->create_post( array( 'post_content' => self::paragraph( 'S={{post_meta key:_secret}}' ) ) );
		update_post_meta( $own, '_secret', self::SECRET );
		$this->assertStringContainsString( '{{post_meta key:_secret}}', get_post_field( 'post_content', $own ) );
		$this->assertStringContainsString( 'S=' . self::SECRET, $this->render_post( $own ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $own, array( 'content' => self::paragraph( 'R={{post_meta key:_secret}}' ) ) );
		$this->assertStatus( 200, $response );
		$this->assertStringContainsString( '{{post_meta key:_secret}}', get_post_field( 'post_content', $own ) );

		$author = $this->create_user( 'author' );
		$safe   = self::paragraph( 'P={{post_meta key:price}} N={{author_meta key:display_name}}' );
		$theirs = $this->create_post(
			array(
				'post_author'  => $author,
				'post_content' => $safe,
			)
		);
		update_post_meta( $theirs, 'price', '12' );
		wp_update_post(
			array(
				'ID'           => $theirs,
				'post_title'   => 'Edited by the administrator',
				'post_content' => $safe . self::paragraph( 'More' ),
			)
		);
		clean_post_cache( $theirs );
		$this->assertStringContainsString( $safe, get_post_field( 'post_content', $theirs ) );
		$this->assertStringContainsString( 'P=12 N=' . get_the_author_meta( 'display_name', $author ), $this->render_post( $theirs ) );
		$this->assertSame( $admin, get_current_user_id() );
	}

	public function test_a_save_that_changes_neither_content_nor_author_keeps_stored_tags_and_code_is_trusted(): void {
		$admin = $this->act_as( 'administrator' );
		$id    = $this->create_post( array( 'post_content' => self::paragraph( 'S={{post_meta key:_secret}}' ) ) );
		update_post_meta( $id, '_secret', self::SECRET );
		// The restricted editor changes the title only (as quick edit does): the administrator's tag stays.
		$this->act_as( 'editor' );
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Retitled',
			)
		);
		clean_post_cache( $id );
		$this->assertSame( 'Retitled', get_post_field( 'post_title', $id ) );
		$this->assertStringContainsString( 'S=' . self::SECRET, $this->render_post( $id ) );

		// Trusted code (no user: cron, WP-CLI without --user) stores what it is given.
		wp_set_current_user( 0 );
		$code = $this->create_post(
			array(
				'post_author'  => $admin,
				'post_content' => self::paragraph( '{{post_meta key:_secret}}' ),
			)
		);
		$this->assertStringContainsString( '{{post_meta key:_secret}}', get_post_field( 'post_content', $code ) );
	}
}
