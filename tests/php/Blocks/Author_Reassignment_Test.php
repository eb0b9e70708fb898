<?php
/**
 * Reassigning a post's author never lets its stored unsafe attributes run through someone else's
 * rights (issue 36, S3).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Html_Attributes;
use GBlocks_Pro\Blocks\Html_Attributes_Save_Guard;
use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Tests\Test_Case;

/**
 * A contributor's pending post holds htmlAttributes onclick, onmouseover and a style with
 * url(javascript:), and old `{{…}}` text holding markup, written into post_content directly as an old
 * install has it: they do not render while the contributor is the author. An editor whose role lacks
 * unfiltered_html (as editors on a multisite network) publishes it and makes an administrator the
 * author, through REST (two requests, or one that sends the content back unchanged), wp_update_post()
 * and quick edit (edit_post() as wp_ajax_inline_save calls it): the page renders none of them.
 *
 * @group database
 */
final class Author_Reassignment_Test extends Test_Case {

	/**
	 * The unsafe attributes the contributor's post stores.
	 */
	private const UNSAFE = array(
		'onclick'     => 'alert(1)',
		'onmouseover' => 'alert(2)',
		'style'       => 'background:url(javascript:alert(3))',
		'data-safe'   => 'kept',
	);

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		get_role( 'editor' )->remove_cap( 'unfiltered_html' );
	}

	protected function tearDown(): void {
		get_role( 'editor' )->add_cap( 'unfiltered_html' );
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * The stored content: a paragraph with the unsafe attributes inside a group, and old tag text.
	 */
	private static function stored_content(): string {
		$paragraph = serialize_block(
			array(
				'blockName'    => 'core/paragraph',
				'attrs'        => array( 'htmlAttributes' => self::UNSAFE ),
				'innerBlocks'  => array(),
				'innerHTML'    => '<p>Hover me</p>',
				'innerContent' => array( '<p>Hover me</p>' ),
			)
		);
		return '<!-- wp:group --><div class="wp-block-group">' . $paragraph . '</div><!-- /wp:group -->'
			. '<!-- wp:paragraph --><p>{{post_meta key:<img src=x onerror=alert(4)>}}</p><!-- /wp:paragraph -->';
	}

	/**
	 * A contributor's pending post whose content is written into the database directly, the
	 * administrator, and the restricted editor logged in.
	 *
	 * @return array{0: int, 1: int} Post id, administrator id.
	 */
	private function contributor_post(): array {
		global $wpdb;
		$contributor = $this->create_user( 'contributor' );
		$admin       = $this->create_user( 'administrator' );
		$id          = $this->create_post(
			array(
				'post_status' => 'pending',
				'post_author' => $contributor,
			)
		);
		$wpdb->update( $wpdb->posts, array( 'post_content' => self::stored_content() ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As an old install stored it.
		clean_post_cache( $id );
		// The old tag text renders raw whoever the author is until the content upgrade (S7) or a save.
		$this->assertSame( array( 'onerror' ), self::unsafe_rendered( $id ), 'The attributes do not render while the contributor is the author.' );
		$editor = $this->act_as( 'editor' );
		$this->assertFalse( user_can( $editor, 'unfiltered_html' ) );
		$this->assertTrue( user_can( $admin, 'unfiltered_html' ) );
		return array( $id, $admin );
	}

	/**
	 * What of the unsafe markup a visitor's page of the post holds (empty: nothing).
	 *
	 * @param int $post_id Post id.
	 * @return string[]
	 */
	private static function unsafe_rendered( int $post_id ): array {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		clean_post_cache( $post_id );
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		setup_postdata( $GLOBALS['post'] );
		$html = strtolower( (string) apply_filters( 'the_content', $GLOBALS['post']->post_content ) );
		wp_set_current_user( $user );
		return array_values( array_filter( array( 'onclick', 'onmouseover', 'url(javascript:', 'onerror' ), static fn( string $needle ): bool => str_contains( $html, $needle ) ) );
	}

	/**
	 * Asserts the post is the administrator's and renders nothing unsafe, its safe attribute kept.
	 *
	 * @param int $post_id Post id.
	 * @param int $admin   Administrator id.
	 */
	private function assert_reassigned_and_safe( int $post_id, int $admin ): void {
		clean_post_cache( $post_id );
		$this->assertSame( $admin, (int) get_post( $post_id )->post_author );
		$this->assertSame( array(), self::unsafe_rendered( $post_id ) );
		$blocks = parse_blocks( get_post( $post_id )->post_content );
		$this->assertSame( array( 'data-safe' => 'kept' ), $blocks[0]['innerBlocks'][0]['attrs']['htmlAttributes'] ?? null, 'The safe attribute stays.' );
	}

	public function test_two_rest_requests_publish_then_make_an_administrator_the_author(): void {
		list( $id, $admin ) = $this->contributor_post();
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'status' => 'publish' ) ) );
		$this->assertSame( array(), self::unsafe_rendered( $id ), 'Published (the save filtered the old tag text), still the contributor\'s.' );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'author' => $admin ) ) );
		$this->assert_reassigned_and_safe( $id, $admin );
	}

	public function test_one_rest_request_that_sends_the_content_back_unchanged_is_refused(): void {
		list( $id, $admin ) = $this->contributor_post();
		$before             = get_post( $id )->post_content;
		$response           = $this->rest(
			'POST',
			'/wp/v2/posts/' . $id,
			array(
				'status'  => 'publish',
				'author'  => $admin,
				'content' => $before,
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertSame( Html_Attributes_Save_Guard::ERROR_CODE, $response->get_data()['code'] ?? null );
		clean_post_cache( $id );
		$this->assertSame( $before, get_post( $id )->post_content, 'Nothing was saved.' );
		$this->assertNotSame( $admin, (int) get_post( $id )->post_author );
		$this->assertSame( array( 'onerror' ), self::unsafe_rendered( $id ), 'As before the request.' );
	}

	public function test_wp_update_post_that_changes_only_the_author(): void {
		list( $id, $admin ) = $this->contributor_post();
		$this->assertSame(
			$id,
			wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'publish',
					'post_author' => $admin,
				)
			)
		);
		$this->assert_reassigned_and_safe( $id, $admin );
	}

	public function test_quick_edit_that_changes_the_author(): void {
		list( $id, $admin ) = $this->contributor_post();
		require_once ABSPATH . 'wp-admin/includes/post.php';
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$post = get_post( $id, ARRAY_A );
		// What wp_ajax_inline_save() passes to edit_post(): the form's fields and the stored content.
		edit_post(
			array(
				'post_ID'     => $id,
				'post_type'   => 'post',
				'post_title'  => $post['post_title'],
				'post_name'   => $post['post_name'],
				'_status'     => 'publish',
				'post_author' => $admin,
				'content'     => $post['post_content'],
				'excerpt'     => $post['post_excerpt'],
			)
		);
		$this->assert_reassigned_and_safe( $id, $admin );
	}

	public function test_an_administrators_attributes_still_render_after_another_reassignment(): void {
		// The attributes of a post whose author has unfiltered_html are someone with that right's: a
		// restricted editor who moves the post to another administrator keeps them (issue 29, D9).
		$first  = $this->act_as( 'administrator' );
		$second = $this->create_user( 'administrator' );
		$id     = $this->create_post( array( 'post_content' => wp_slash( self::stored_content() ) ) );
		$this->assertSame( $first, (int) get_post( $id )->post_author );
		$this->act_as( 'editor' );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'author' => $second ) ) );
		clean_post_cache( $id );
		$blocks = parse_blocks( get_post( $id )->post_content );
		$this->assertSame( self::UNSAFE, $blocks[0]['innerBlocks'][0]['attrs']['htmlAttributes'] ?? null );
		$this->assertContains( 'onclick', self::unsafe_rendered( $id ) );
	}
}
