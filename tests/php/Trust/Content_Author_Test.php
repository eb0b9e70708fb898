<?php
/**
 * Whose content is being rendered: what the frames resolve to is worked out once per request.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Trust;

use GBlocks_Pro\Tests\Test_Case;
use GBlocks_Pro\Trust\Content_Author;

/**
 * The author of a post is read once per post (not once per block that asks), the customised block
 * template once per template id; a saved post (clean_post_cache) is read again.
 */
final class Content_Author_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Content_Author::instance()->reset();
	}

	protected function tearDown(): void {
		Content_Author::instance()->reset();
		unset( $GLOBALS['_wp_current_template_id'] );
		parent::tearDown();
	}

	public function test_a_posts_author_is_read_once_and_again_after_a_save(): void {
		$author = Content_Author::instance();
		$first  = $this->create_user( 'author' );
		$id     = $this->create_post( array( 'post_author' => $first ) );
		$author->enter_post( get_post( $id ) );
		try {
			$this->assertSame( $first, $author->author_id() );
			$this->assertFalse( $author->can( 'unfiltered_html' ) );
			// The post is not read again for the next block: with the post gone from the object cache, no query.
			wp_cache_delete( $id, 'posts' );
			$queries = $GLOBALS['wpdb']->num_queries;
			$this->assertSame( $first, $author->author_id() );
			$this->assertSame( $id, $author->post_id() );
			$this->assertSame( $queries, $GLOBALS['wpdb']->num_queries, 'The author of a post is resolved once per request.' );

			// A save cleans the post's cache: the new author decides from then on (the trust rule).
			$admin = $this->create_user( 'administrator' );
			wp_update_post(
				array(
					'ID'          => $id,
					'post_author' => $admin,
				)
			);
			$this->assertSame( $admin, $author->author_id() );
			$this->assertTrue( $author->can( 'unfiltered_html' ) );
		} finally {
			$author->leave();
		}
	}

	public function test_another_site_of_a_network_is_resolved_afresh(): void {
		$author = Content_Author::instance();
		$editor = $this->create_user( 'editor' );
		$id     = $this->create_post( array( 'post_author' => $editor ) );
		$author->enter_post( get_post( $id ) );
		try {
			$this->assertSame( $editor, $author->author_id() );
			$this->assertFalse( $author->can( 'manage_options' ) );
			// Post ids and roles are a site's own: after switch_blog the post is read again (a query).
			do_action( 'switch_blog', get_current_blog_id(), get_current_blog_id(), 'switch' );
			wp_cache_delete( $id, 'posts' );
			$queries = $GLOBALS['wpdb']->num_queries;
			$this->assertSame( $editor, $author->author_id() );
			$this->assertGreaterThan( $queries, $GLOBALS['wpdb']->num_queries );
			( new \WP_User( $editor ) )->set_role( 'administrator' );
			$this->assertTrue( $author->can( 'manage_options' ) );
		} finally {
			$author->leave();
		}
	}

	public function test_a_customised_template_is_looked_up_once_per_request(): void {
		$author   = Content_Author::instance();
		$owner    = $this->create_user( 'editor' );
		$slug     = 'gb-author-' . self::unique();
		$template = $this->create_post(
			array(
				'post_type'    => 'wp_template',
				'post_name'    => $slug,
				'post_author'  => $owner,
				'post_content' => '<!-- wp:paragraph --><p>T</p><!-- /wp:paragraph -->',
			)
		);
		wp_set_object_terms( $template, get_stylesheet(), 'wp_theme' );
		clean_post_cache( $template );
		$lookups = 0;
		add_filter(
			'pre_get_block_template',
			static function ( $block_template ) use ( &$lookups ) {
				++$lookups;
				return $block_template;
			}
		);
		$GLOBALS['_wp_current_template_id'] = get_stylesheet() . '//' . $slug;

		// No frame: the customised template's author decides, for every block that asks.
		$this->assertSame( $owner, $author->author_id() );
		$this->assertSame( $template, $author->post_id() );
		$this->assertSame( $owner, $author->author_id() );
		$this->assertSame( 1, $lookups, 'The block template is looked up once per request, not once per block.' );

		// A template saved meanwhile is looked up again.
		$other = $this->create_user( 'author' );
		wp_update_post(
			array(
				'ID'          => $template,
				'post_author' => $other,
			)
		);
		$this->assertSame( $other, $author->author_id() );
		$this->assertSame( 2, $lookups );

		// The theme's own file (not customised) is trusted code.
		$GLOBALS['_wp_current_template_id'] = get_stylesheet() . '//gb-no-such-template-' . self::unique();
		$this->assertNull( $author->author_id() );
		$this->assertNull( $author->post_id() );
		$this->assertTrue( $author->can( 'unfiltered_html' ) );
	}
}
