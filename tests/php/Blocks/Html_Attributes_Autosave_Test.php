<?php
/**
 * Autosaves refused by the HTML-attribute save guard answer 400 as a save does and write nothing
 * (issue 29, D8).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Html_Attributes_Save_Guard;
use GBlocks_Pro\Tests\Test_Case;

/**
 * POST /wp/v2/posts/{id}/autosaves with an unsafe attribute, on both of core's paths: an author's own
 * draft (core updates the post itself) and every other post (core writes an autosave revision).
 *
 * No test here lets an autosave through core's controller: its create_item() defines DOING_AUTOSAVE for
 * the rest of the process, which would stop revisions in the tests that run after.
 */
final class Html_Attributes_Autosave_Test extends Test_Case {

	private const CLEAN = '<!-- wp:paragraph --><p>Clean text</p><!-- /wp:paragraph -->';

	private const UNSAFE = '<!-- wp:paragraph {"htmlAttributes":{"onclick":"alert(1)"}} --><p>Changed text</p><!-- /wp:paragraph -->';

	/**
	 * A post written through REST by the current user.
	 *
	 * @param string $status Post status.
	 */
	private function rest_post( string $status ): int {
		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'   => 'Autosave ' . self::unique(),
				'content' => self::CLEAN,
				'status'  => $status,
			)
		);
		$this->assertStatus( 201, $response );
		return (int) ( (array) $response->get_data() )['id'];
	}

	/**
	 * Every field of the post and its revisions (autosaves included).
	 *
	 * @param int $post_id Post id.
	 * @return array<string, mixed>
	 */
	private static function snapshot( int $post_id ): array {
		clean_post_cache( $post_id );
		$post      = get_post( $post_id );
		$revisions = array();
		foreach ( wp_get_post_revisions( $post_id, array( 'check_enabled' => false ) ) as $revision ) {
			$revisions[ $revision->ID ] = array( $revision->post_name, $revision->post_title, $revision->post_content );
		}
		return array(
			'post'      => $post instanceof \WP_Post ? $post->to_array() : null,
			'revisions' => $revisions,
		);
	}

	/**
	 * Autosaves the post with content and checks the refusal and that nothing changed.
	 *
	 * @param int $post_id Post id.
	 */
	private function assert_autosave_refused( int $post_id ): void {
		$before   = self::snapshot( $post_id );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post_id . '/autosaves',
			array(
				'title'   => 'Changed title',
				'content' => self::UNSAFE,
			)
		);
		$this->assertStatus( 400, $response );
		$data = (array) $response->get_data();
		$this->assertSame( Html_Attributes_Save_Guard::ERROR_CODE, $data['code'] ?? null );
		$this->assertSame( 'The attribute "onclick" is not allowed on the Paragraph block. Remove it under Advanced › HTML Attributes.', $data['message'] ?? null );
		$this->assertFalse( wp_get_post_autosave( $post_id, get_current_user_id() ), 'No autosave revision was written.' );
		$this->assertSame( $before, self::snapshot( $post_id ), 'The post and its revisions are unchanged.' );
		foreach ( wp_get_post_revisions( $post_id, array( 'check_enabled' => false ) ) as $revision ) {
			$this->assertNotSame( '', $revision->post_content, 'No revision with empty content.' );
		}
	}

	public function test_a_contributor_autosaving_a_pending_post_gets_400_and_no_empty_autosave(): void {
		$this->act_as( 'contributor' );
		$this->assert_autosave_refused( $this->rest_post( 'pending' ) );
	}

	public function test_an_author_autosaving_their_own_draft_gets_400_and_the_post_is_unchanged(): void {
		// Core's draft path: the autosave would update the post itself.
		$this->act_as( 'author' );
		$this->assert_autosave_refused( $this->rest_post( 'draft' ) );
	}

	public function test_an_author_autosaving_their_published_post_gets_400_and_no_empty_autosave(): void {
		$this->act_as( 'author' );
		$this->assert_autosave_refused( $this->rest_post( 'publish' ) );
	}

	public function test_an_editor_without_unfiltered_html_autosaving_another_users_draft_gets_400(): void {
		// Core's revision path for a draft: the autosave of a post by someone else.
		$this->act_as( 'author' );
		$id = $this->rest_post( 'draft' );
		$this->act_as( 'editor' );
		add_filter( 'map_meta_cap', static fn( $caps, $cap ) => 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps, 10, 2 );
		$this->assert_autosave_refused( $id );
	}

	public function test_every_refusal_of_the_save_filter_refuses_the_autosave_too(): void {
		// Not only this guard: an overlay's invalid backdrop colour (Overlays\Meta, the same filter).
		$this->act_as( 'administrator' );
		$id       = $this->create_post(
			array(
				'post_type'    => 'gblocks_overlay',
				'post_content' => self::CLEAN,
			)
		);
		$before   = self::snapshot( $id );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay/' . $id . '/autosaves',
			array(
				'content' => 'Changed',
				'meta'    => array( '_gb_overlay_backdrop_color' => 'red;}body{display:none' ),
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertSame( 'rest_invalid_param', ( (array) $response->get_data() )['code'] ?? null );
		$this->assertSame( $before, self::snapshot( $id ) );
	}

	public function test_a_clean_autosave_reaches_the_controller(): void {
		// The refusal only answers for refused content: a clean autosave is left to core (checked at the
		// filter, see the class comment).
		$this->act_as( 'contributor' );
		$id      = $this->rest_post( 'pending' );
		$request = new \WP_REST_Request( 'POST', '/wp/v2/posts/' . $id . '/autosaves' );
		$request->set_param( 'id', $id );
		$request->set_param( 'content', self::CLEAN );
		$handler = null;
		foreach ( rest_get_server()->get_routes()['/wp/v2/posts/(?P<id>[\d]+)/autosaves'] as $candidate ) {
			if ( ! empty( $candidate['methods']['POST'] ) ) {
				$handler = $candidate;
			}
		}
		$this->assertIsArray( $handler );
		$this->assertNull( apply_filters( 'rest_dispatch_request', null, $request, '/wp/v2/posts/(?P<id>[\d]+)/autosaves', $handler ) );
		$request->set_param( 'content', self::UNSAFE );
		$this->assertWPErrorCode( apply_filters( 'rest_dispatch_request', null, $request, '/wp/v2/posts/(?P<id>[\d]+)/autosaves', $handler ) );
	}

	/**
	 * Asserts the guard's error.
	 *
	 * @param mixed $answer The filter's answer.
	 */
	private function assertWPErrorCode( $answer ): void {
		$this->assertInstanceOf( \WP_Error::class, $answer );
		$this->assertSame( Html_Attributes_Save_Guard::ERROR_CODE, $answer->get_error_code() );
	}
}
