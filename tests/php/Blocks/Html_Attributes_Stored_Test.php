<?php
/**
 * A user without unfiltered_html may save a post that already carries an administrator's unsafe
 * attribute: the stored attribute is kept untouched, only new ones are refused (issue 29, D9).
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
 * Real REST saves and wp_update_post() by an editor whose site denies unfiltered_html and by an author,
 * on posts where an administrator stored onclick.
 */
final class Html_Attributes_Stored_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Html_Attributes::instance()->reset();
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * A paragraph block.
	 *
	 * @param string                $text       Its text.
	 * @param array<string, string> $attributes Its htmlAttributes.
	 */
	private static function paragraph( string $text, array $attributes ): string {
		return serialize_block(
			array(
				'blockName'    => 'core/paragraph',
				'attrs'        => $attributes ? array( 'htmlAttributes' => $attributes ) : array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '<p>' . $text . '</p>',
				'innerContent' => array( '<p>' . $text . '</p>' ),
			)
		);
	}

	/**
	 * The administrator's content: a paragraph with onclick inside a group, and a plain paragraph.
	 *
	 * @param string $text The first paragraph's text.
	 */
	private static function admin_content( string $text = 'Original' ): string {
		return '<!-- wp:group --><div class="wp-block-group">'
			. self::paragraph(
				$text,
				array(
					'onclick'   => 'track(\'cta\')',
					'data-safe' => 'kept',
				)
			)
			. '</div><!-- /wp:group -->'
			. self::paragraph( 'Second', array() );
	}

	/**
	 * A post the administrator writes (with onclick), owned by the author given.
	 *
	 * @param int $author_id Post author.
	 */
	private function admin_post( int $author_id = 0 ): int {
		$admin = $this->act_as( 'administrator' );
		$id    = $this->create_post(
			array(
				'post_content' => wp_slash( self::admin_content() ),
				'post_author'  => $author_id ? $author_id : $admin,
			)
		);
		$this->assertSame( self::admin_content(), get_post( $id )->post_content );
		return $id;
	}

	/**
	 * Logs in as an editor on a site that denies editors unfiltered_html (as multisite does).
	 */
	private function act_as_restricted_editor(): int {
		$id = $this->act_as( 'editor' );
		add_filter( 'map_meta_cap', static fn( $caps, $cap, $user_id ) => 'unfiltered_html' === $cap && $id === (int) $user_id ? array( 'do_not_allow' ) : $caps, 10, 3 );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		return $id;
	}

	/**
	 * Saves the post's content through REST as the current user.
	 *
	 * @param int    $post_id Post id.
	 * @param string $content New content.
	 */
	private function rest_save( int $post_id, string $content ): \WP_REST_Response {
		return $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'content' => $content ) );
	}

	/**
	 * Asserts the guard's refusal of onclick on a paragraph, and that the post kept its content.
	 *
	 * @param \WP_REST_Response $response The answer.
	 * @param int               $post_id  Post id.
	 * @param string            $before   The content before.
	 */
	private function assert_refused( \WP_REST_Response $response, int $post_id, string $before ): void {
		$this->assertStatus( 400, $response );
		$data = (array) $response->get_data();
		$this->assertSame( Html_Attributes_Save_Guard::ERROR_CODE, $data['code'] ?? null );
		$this->assertSame( 'onclick', $data['data']['attribute'] ?? null );
		clean_post_cache( $post_id );
		$this->assertSame( $before, get_post( $post_id )->post_content, 'Nothing was saved.' );
	}

	/**
	 * The onclick of the first paragraph of a post's rendered content, for a visitor.
	 *
	 * @param int $post_id Post id.
	 */
	private static function rendered_onclick( int $post_id ): ?string {
		wp_set_current_user( 0 );
		clean_post_cache( $post_id );
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		setup_postdata( $GLOBALS['post'] );
		$tags = new \WP_HTML_Tag_Processor( (string) apply_filters( 'the_content', $GLOBALS['post']->post_content ) );
		$tags->next_tag( array( 'tag_name' => 'p' ) );
		$value = $tags->get_attribute( 'onclick' );
		return is_string( $value ) ? $value : null;
	}

	public function test_an_editor_without_unfiltered_html_edits_text_and_the_administrators_onclick_is_kept(): void {
		$id = $this->admin_post();
		$this->act_as_restricted_editor();
		$edited   = self::admin_content( 'Edited by the editor' );
		$response = $this->rest_save( $id, $edited );
		$this->assertStatus( 200, $response );
		clean_post_cache( $id );
		$this->assertSame( $edited, get_post( $id )->post_content, 'The attribute is kept untouched, the text changed.' );
		// The post is still the administrator's: it renders as the administrator wrote it.
		$this->assertSame( 'track(\'cta\')', self::rendered_onclick( $id ) );
	}

	public function test_the_stored_attribute_may_move_to_another_place_in_the_post(): void {
		$id = $this->admin_post();
		$this->act_as_restricted_editor();
		// The paragraph with onclick leaves its group and goes after the other paragraph.
		$moved = self::paragraph( 'Second', array() ) . self::paragraph(
			'Moved',
			array(
				'onclick'   => 'track(\'cta\')',
				'data-safe' => 'kept',
			)
		);
		$this->assertStatus( 200, $this->rest_save( $id, $moved ) );
		clean_post_cache( $id );
		$this->assertSame( $moved, get_post( $id )->post_content );
	}

	public function test_an_editor_without_unfiltered_html_adding_a_new_onclick_still_gets_400(): void {
		$id = $this->admin_post();
		$this->act_as_restricted_editor();
		$before = get_post( $id )->post_content;

		// A new onclick on another block.
		$this->assert_refused( $this->rest_save( $id, self::admin_content() . self::paragraph( 'New', array( 'onclick' => 'steal()' ) ) ), $id, $before );
		// The stored one with a changed value.
		$this->assert_refused( $this->rest_save( $id, str_replace( 'track(', 'steal(', self::admin_content() ) ), $id, $before );
		// A copy of the stored block: the post stores it once.
		$this->assert_refused( $this->rest_save( $id, self::admin_content() . self::admin_content() ), $id, $before );
		// The same attribute on another block type.
		$this->assert_refused(
			$this->rest_save( $id, self::admin_content() . '<!-- wp:heading {"htmlAttributes":{"onclick":"track(\'cta\')"}} --><h2 class="wp-block-heading">H</h2><!-- /wp:heading -->' ),
			$id,
			$before
		);
		// Another post's attribute is not this post's.
		$other = $this->create_post( array( 'post_content' => '' ) );
		$this->assert_refused( $this->rest_save( $other, self::admin_content() ), $other, '' );
	}

	public function test_the_attributes_beside_a_stored_handler_cannot_change_under_it(): void {
		// A handler may read its element's other attributes (onclick="location = this.dataset.url"): the
		// whole map is the administrator's, so changing a neighbour is refused; removing the handler is not.
		$this->act_as( 'administrator' );
		$map = array(
			'onclick'  => 'location = this.dataset.url',
			'data-url' => '/thanks',
		);
		$id  = $this->create_post( array( 'post_content' => wp_slash( self::paragraph( 'Go', $map ) ) ) );
		$this->act_as_restricted_editor();
		$before = get_post( $id )->post_content;
		$this->assert_refused( $this->rest_save( $id, self::paragraph( 'Go', array_merge( $map, array( 'data-url' => 'javascript:alert(1)' ) ) ) ), $id, $before );
		$this->assert_refused( $this->rest_save( $id, self::paragraph( 'Go', array_merge( $map, array( 'title' => 'New' ) ) ) ), $id, $before );
		$this->assert_refused( $this->rest_save( $id, self::paragraph( 'Go', array( 'onclick' => $map['onclick'] ) ) ), $id, $before );

		$this->assertStatus( 200, $this->rest_save( $id, self::paragraph( 'Go', array( 'data-url' => '/elsewhere' ) ) ) );
		clean_post_cache( $id );
		$this->assertSame( self::paragraph( 'Go', array( 'data-url' => '/elsewhere' ) ), get_post( $id )->post_content );
	}

	public function test_an_author_edits_their_post_that_an_administrator_gave_an_onclick(): void {
		$author = $this->create_user( 'author' );
		$id     = $this->admin_post( $author );
		wp_set_current_user( $author );
		$edited = self::admin_content( 'Edited by the author' );
		$this->assertStatus( 200, $this->rest_save( $id, $edited ) );
		clean_post_cache( $id );
		$this->assertSame( $edited, get_post( $id )->post_content, 'The attribute is kept untouched.' );
		// The post is the author's: the attribute does not render (DESIGN §11, judged by the content's author).
		$this->assertNull( self::rendered_onclick( $id ) );

		wp_set_current_user( $author );
		$before = get_post( $id )->post_content;
		$this->assert_refused( $this->rest_save( $id, $edited . self::paragraph( 'New', array( 'onclick' => 'x()' ) ) ), $id, $before );
	}

	public function test_a_stored_value_that_kses_would_change_is_kept_as_the_administrator_wrote_it(): void {
		// An author's saves go through kses, which rewrites "&&" and "<" in block attribute values: the
		// stored handler must still come back byte for byte, not be mangled and then dropped as new.
		$author  = $this->create_user( 'author' );
		$handler = array(
			'onclick'   => 'if (a < b && c) { go("x"); }',
			'data-safe' => 'kept',
		);
		$this->act_as( 'administrator' );
		$id = $this->create_post(
			array(
				'post_content' => wp_slash( self::paragraph( 'Original', $handler ) ),
				'post_author'  => $author,
			)
		);
		wp_set_current_user( $author );
		$this->assertTrue( (bool) has_filter( 'content_save_pre', 'wp_filter_post_kses' ), 'kses filters the author\'s saves.' );
		$edited = self::paragraph( 'Edited & saved', $handler );
		$this->assertStatus( 200, $this->rest_save( $id, $edited ) );
		clean_post_cache( $id );
		$stored = parse_blocks( get_post( $id )->post_content );
		$this->assertSame( $handler, $stored[0]['attrs']['htmlAttributes'] ?? null );
		$this->assertStringContainsString( 'Edited &amp; saved', get_post( $id )->post_content );
	}

	public function test_saves_outside_rest_keep_the_stored_attribute_and_strip_new_ones(): void {
		$id = $this->admin_post();
		$this->act_as_restricted_editor();
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => wp_slash( self::admin_content( 'Via PHP' ) . self::paragraph( 'New', array( 'onclick' => 'steal()' ) ) ),
			)
		);
		clean_post_cache( $id );
		$this->assertSame( self::admin_content( 'Via PHP' ) . self::paragraph( 'New', array() ), get_post( $id )->post_content );
	}

	public function test_an_autosave_keeps_the_stored_attribute_and_refuses_a_new_one(): void {
		$id = $this->admin_post();
		$this->act_as_restricted_editor();
		$before = get_post( $id )->post_content;
		$this->assert_refused(
			$this->rest( 'POST', '/wp/v2/posts/' . $id . '/autosaves', array( 'content' => self::admin_content() . self::paragraph( 'New', array( 'onclick' => 'x()' ) ) ) ),
			$id,
			$before
		);
		$this->assertFalse( wp_get_post_autosave( $id, get_current_user_id() ) );
		// With only the stored attribute the autosave is not refused (it is left to core's controller; not
		// run here, see Html_Attributes_Autosave_Test).
		$request = new \WP_REST_Request( 'POST', '/wp/v2/posts/' . $id . '/autosaves' );
		$request->set_param( 'id', $id );
		$request->set_param( 'content', self::admin_content( 'Autosaved' ) );
		$route   = '/wp/v2/posts/(?P<id>[\d]+)/autosaves';
		$handler = null;
		foreach ( rest_get_server()->get_routes()[ $route ] as $candidate ) {
			if ( ! empty( $candidate['methods']['POST'] ) ) {
				$handler = $candidate;
			}
		}
		$this->assertIsArray( $handler );
		$this->assertNull( apply_filters( 'rest_dispatch_request', null, $request, $route, $handler ) );
	}

	public function test_a_revision_of_the_editors_save_keeps_the_stored_attribute(): void {
		$id = $this->admin_post();
		$this->act_as_restricted_editor();
		$this->assertStatus( 200, $this->rest_save( $id, self::admin_content( 'Revised' ) ) );
		$revisions = wp_get_post_revisions( $id );
		$latest    = reset( $revisions );
		$this->assertInstanceOf( \WP_Post::class, $latest );
		$this->assertSame( self::admin_content( 'Revised' ), $latest->post_content, 'The revision is the saved content.' );
	}
}
