<?php
/**
 * Helpers of the loop tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- The loop's attribute names (SPEC 3), not query arguments.

namespace GBlocks_Pro\Tests\Loop;

use GBlocks_Pro\Tests\Test_Case;

/**
 * Block markup builders, a probe block that prints the loop context it receives, and front-end rendering
 * of a post's content.
 */
abstract class Loop_Test_Case extends Test_Case {

	public const PROBE = 'gbtest/loop-probe';

	/**
	 * Registers the probe block.
	 */
	protected function setUp(): void {
		parent::setUp();
		register_block_type(
			self::PROBE,
			array(
				'uses_context'    => array( 'gblocks-pro/loopItem', 'gblocks-pro/loopIndex', 'postId' ),
				'render_callback' => static function ( $attributes, $content, \WP_Block $block ): string {
					$item = $block->context['gblocks-pro/loopItem'] ?? '(none)';
					return sprintf(
						'[%s:%s:%s]',
						esc_html( (string) ( $block->context['gblocks-pro/loopIndex'] ?? '-' ) ),
						esc_html( is_scalar( $item ) ? (string) $item : (string) wp_json_encode( $item ) ),
						esc_html( (string) ( $block->context['postId'] ?? '-' ) )
					);
				},
			)
		);
	}

	/**
	 * Unregisters the probe block.
	 */
	protected function tearDown(): void {
		unregister_block_type( self::PROBE );
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * A loop block's markup.
	 *
	 * @param array<string, mixed> $attributes Loop attributes.
	 * @param string               $inner      Inner blocks' markup.
	 * @param string               $no_results Markup of the "No Results" area's inner blocks ('' for no area).
	 */
	protected static function loop( array $attributes, string $inner = '<!-- wp:gbtest/loop-probe /-->', string $no_results = '' ): string {
		$area = '' === $no_results ? '' : "\n<!-- wp:gblocks-pro/loop-no-results -->\n" . $no_results . "\n<!-- /wp:gblocks-pro/loop-no-results -->";
		return '<!-- wp:gblocks-pro/loop ' . wp_json_encode( (object) $attributes ) . " -->\n" . $inner . $area . "\n<!-- /wp:gblocks-pro/loop -->";
	}

	/**
	 * A paragraph's markup.
	 *
	 * @param string $text Text.
	 */
	protected static function paragraph( string $text ): string {
		return "<!-- wp:paragraph -->\n<p>" . $text . "</p>\n<!-- /wp:paragraph -->";
	}

	/**
	 * Renders a post's content as the front end does (do_blocks with the post as the global post).
	 *
	 * @param int $post_id Post id.
	 */
	protected function render_post( int $post_id ): string {
		$post = get_post( $post_id );
		$this->assertInstanceOf( \WP_Post::class, $post );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The post being rendered, as on the front end.
		setup_postdata( $post );
		return do_blocks( $post->post_content );
	}

	/**
	 * Creates a post holding a loop, written by a user of a role, and renders it.
	 *
	 * @param string               $content Block markup.
	 * @param string               $role    Author's role.
	 * @param array<string, mixed> $meta Post meta of the post itself.
	 */
	protected function render_as_author( string $content, string $role = 'administrator', array $meta = array() ): string {
		$post = $this->create_post(
			array(
				'post_content' => $content,
				'post_author'  => $this->create_user( $role ),
			)
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $post, $key, $value );
		}
		return $this->render_post( $post );
	}

	/**
	 * The probe outputs in rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return string[]
	 */
	protected static function probes( string $html ): array {
		preg_match_all( '/\[[^\]]*\]/', $html, $matches );
		return $matches[0];
	}
}
