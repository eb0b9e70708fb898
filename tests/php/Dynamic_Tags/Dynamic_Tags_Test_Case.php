<?php
/**
 * Shared helpers of the dynamic tag tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Dynamic_Tags;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Dynamic_Tags\Resolver;
use GBlocks_Pro\Tests\Test_Case;
use GBlocks_Pro\Trust\Content_Author;

/**
 * Renders content the way a single post renders it (the_content of the global post).
 */
abstract class Dynamic_Tags_Test_Case extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Content_Author::instance()->reset();
		Render_Pipeline::instance()->reset();
		Resolver::forget();
	}

	protected function tearDown(): void {
		unset( $GLOBALS['post'] );
		Content_Author::instance()->reset();
		Render_Pipeline::instance()->reset();
		Resolver::forget();
		parent::tearDown();
	}

	/**
	 * A paragraph block.
	 *
	 * @param string $inner The paragraph's inner HTML.
	 */
	protected static function paragraph( string $inner ): string {
		return '<!-- wp:paragraph --><p>' . $inner . '</p><!-- /wp:paragraph -->';
	}

	/**
	 * Renders a post's content as its single view does (the_content with the post as global post).
	 *
	 * @param int $post_id Post id.
	 */
	protected function render_post( int $post_id ): string {
		$post            = get_post( $post_id );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered.
		$this->assertInstanceOf( \WP_Post::class, $post );
		setup_postdata( $post );
		return (string) apply_filters( 'the_content', $post->post_content );
	}

	/**
	 * Creates a post with content and renders it.
	 *
	 * @param string               $content Block content.
	 * @param array<string, mixed> $fields  More post fields.
	 * @param array<string, mixed> $meta    Post meta.
	 * @return array{0: int, 1: string} Post id and its rendered content.
	 */
	protected function render_new_post( string $content, array $fields = array(), array $meta = array() ): array {
		$post_id = $this->create_post( array( 'post_content' => $content ) + $fields );
		foreach ( $meta as $key => $value ) {
			update_post_meta( $post_id, (string) $key, $value );
		}
		return array( $post_id, $this->render_post( $post_id ) );
	}
}
