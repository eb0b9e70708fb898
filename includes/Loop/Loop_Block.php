<?php
/**
 * The gblocks-pro/loop block and its "No Results" child on the server.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Loop;

use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Trust\Content_Author;

/**
 * Registers gblocks-pro/loop (src/loop/block.json) and gblocks-pro/loop-no-results
 * (src/loop/no-results/block.json) with render callbacks. The loop renders its inner blocks itself
 * (skip_inner_blocks, as core/post-template does):
 * - with items (Loop_Query), every inner block except "No Results" once per item, each item wrapped in
 *   `<div class="gblocks-pro-loop__item">`, with block context `gblocks-pro/loopItem` (the item) and
 *   `gblocks-pro/loopIndex` (1-based) and, when the item is a post the visitor may see, `postId` and
 *   `postType`, so core/post-title and the like show that post;
 * - without items, only the "No Results" blocks (nothing at all when there are none).
 * Inner blocks go through pre_render_block, render_block_data and render_block_context as any inner
 * block does, so display conditions and the other block extensions apply to them.
 * Whose access rules apply (Meta\Meta_Access): the author of the content being rendered, as
 * Trust\Content_Author follows it (the post whose content it is, a synced pattern, a customised
 * template or part, the current user inside a REST request); content from trusted code (theme files,
 * registered patterns) may read everything but secrets; unknown authors count as without manage_options
 * (fail closed).
 */
final class Loop_Block implements Feature {

	public const NAME            = 'gblocks-pro/loop';
	public const NO_RESULTS      = 'gblocks-pro/loop-no-results';
	public const CONTEXT_ITEM    = 'gblocks-pro/loopItem';
	public const CONTEXT_INDEX   = 'gblocks-pro/loopIndex';
	public const ITEM_CLASS_NAME = 'gblocks-pro-loop__item';

	/**
	 * The manifest of the two blocks for WordPress's block metadata registry.
	 */
	public const MANIFEST = __DIR__ . '/blocks-manifest.php';

	/**
	 * Adds the block registration.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		Content_Author::instance()->register();
	}

	/**
	 * Registers both blocks from their block.json.
	 */
	public function register_blocks(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( self::NAME ) && $registry->is_registered( self::NO_RESULTS ) ) {
			return;
		}
		// Core then takes each block.json from the manifest (the generated copy of the contracts) instead
		// of opening and decoding the file on every request; the registration is otherwise the same.
		if ( function_exists( 'wp_register_block_metadata_collection' ) ) {
			wp_register_block_metadata_collection( Contract_File::path( 'src/loop' ), self::MANIFEST );
		}
		if ( ! $registry->is_registered( self::NAME ) ) {
			register_block_type_from_metadata(
				Contract_File::path( 'src/loop' ),
				array(
					'render_callback'   => array( $this, 'render' ),
					'skip_inner_blocks' => true,
				)
			);
		}
		if ( ! $registry->is_registered( self::NO_RESULTS ) ) {
			register_block_type_from_metadata(
				Contract_File::path( 'src/loop/no-results' ),
				array( 'render_callback' => array( self::class, 'render_no_results' ) )
			);
		}
	}

	/**
	 * The "No Results" area: its inner blocks (the loop renders it only when there are no items).
	 *
	 * @param array<string, mixed> $attributes Attributes.
	 * @param string               $content    Rendered inner blocks.
	 */
	public static function render_no_results( $attributes, $content ): string {
		unset( $attributes );
		return is_string( $content ) ? $content : '';
	}

	/**
	 * Renders the loop.
	 *
	 * @param array<string, mixed> $attributes The loop's attributes.
	 * @param string               $content    Unused: the loop renders its inner blocks itself.
	 * @param \WP_Block            $block      The loop block.
	 */
	public function render( $attributes, $content, $block ): string {
		unset( $content );
		if ( ! $block instanceof \WP_Block ) {
			return '';
		}
		$current = self::context_post_id( $block );
		$query   = Loop_Query::resolve( is_array( $attributes ) ? $attributes : array(), $current, Content_Author::instance()->author_id() );
		$html    = '';
		if ( $query->items ) {
			$viewer = get_current_user_id();
			foreach ( $query->items as $index => $item ) {
				$context = self::item_context( $item, $index + 1, $viewer );
				$html   .= sprintf(
					'<div class="%s">%s</div>',
					esc_attr( self::ITEM_CLASS_NAME ),
					$this->render_item( $block, $context )
				);
			}
		} else {
			$html = $this->render_inner( $block, true, array() );
			if ( '' === trim( $html ) ) {
				return '';
			}
		}
		return sprintf( '<div %s>%s</div>', get_block_wrapper_attributes(), $html );
	}

	/**
	 * The context an item gives its blocks.
	 *
	 * @param mixed $item   The item.
	 * @param int   $index  1-based index.
	 * @param int   $viewer The visitor (0 when logged out).
	 * @return array<string, mixed>
	 */
	public static function item_context( mixed $item, int $index, int $viewer ): array {
		$context = array(
			self::CONTEXT_ITEM  => $item,
			self::CONTEXT_INDEX => $index,
		);
		$post_id = Loop_Query::item_post_id( $item );
		if ( null !== $post_id && Loop_Query::readable_post( $post_id, $viewer ) ) {
			$context['postId']   = $post_id;
			$context['postType'] = (string) get_post_type( $post_id );
		}
		return $context;
	}

	/**
	 * Renders one item. An item that is a post is also the global post meanwhile, as in core's Query
	 * Loop, because core blocks such as core/post-title read the global post.
	 *
	 * @param \WP_Block            $block   The loop block.
	 * @param array<string, mixed> $context The item's context.
	 */
	private function render_item( \WP_Block $block, array $context ): string {
		if ( ! isset( $context['postId'] ) ) {
			return $this->render_inner( $block, false, $context );
		}
		global $post;
		$previous  = $post;
		$item_post = get_post( (int) $context['postId'] );
		if ( ! $item_post instanceof \WP_Post ) {
			return $this->render_inner( $block, false, $context );
		}
		$post = $item_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The item's post while it renders; restored below.
		setup_postdata( $item_post );
		try {
			return $this->render_inner( $block, false, $context );
		} finally {
			$post = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the post being rendered.
			if ( $previous instanceof \WP_Post ) {
				setup_postdata( $previous );
			}
		}
	}

	/**
	 * Renders the loop's inner blocks: the "No Results" blocks only, or every other block, with extra
	 * context for each block rendered meanwhile.
	 *
	 * @param \WP_Block            $block      The loop block.
	 * @param bool                 $no_results Which inner blocks to render.
	 * @param array<string, mixed> $context    Context added to every block rendered (the item's).
	 */
	private function render_inner( \WP_Block $block, bool $no_results, array $context ): string {
		$parsed = $block->parsed_block;
		$inner  = is_array( $parsed['innerBlocks'] ?? null ) ? $parsed['innerBlocks'] : array();
		$chunks = is_array( $parsed['innerContent'] ?? null ) ? $parsed['innerContent'] : array();
		$blocks = array();
		$kept   = array();
		$index  = 0;
		foreach ( $chunks as $chunk ) {
			if ( is_string( $chunk ) ) {
				$kept[] = $chunk;
				continue;
			}
			$child = $inner[ $index ] ?? null;
			++$index;
			if ( ! is_array( $child ) ) {
				continue;
			}
			if ( ( self::NO_RESULTS === ( $child['blockName'] ?? null ) ) === $no_results ) {
				$blocks[] = $child;
				$kept[]   = null;
			}
		}
		if ( ! $blocks ) {
			return '';
		}
		// A block name that is not registered renders its inner blocks and nothing of its own (core's
		// post-template does the same), with the loop's context available to them.
		$instance                 = $parsed;
		$instance['blockName']    = 'core/null';
		$instance['innerBlocks']  = $blocks;
		$instance['innerContent'] = $kept;
		$instance['innerHTML']    = implode( '', array_filter( $kept, 'is_string' ) );

		$add_context = static fn( $block_context ) => array_merge( is_array( $block_context ) ? $block_context : array(), $context );
		if ( $context ) {
			// Early, so that other render_block_context filters see the item.
			add_filter( 'render_block_context', $add_context, 1 );
		}
		try {
			$html = ( new \WP_Block( $instance, array_merge( $block->context, $context ) ) )->render( array( 'dynamic' => false ) );
		} finally {
			if ( $context ) {
				remove_filter( 'render_block_context', $add_context, 1 );
			}
		}
		return trim( $html );
	}

	/**
	 * The post 'current' reads: the loop's context post, else the global post.
	 *
	 * @param \WP_Block $block The loop block.
	 */
	private static function context_post_id( \WP_Block $block ): int {
		$id = $block->context['postId'] ?? null;
		if ( is_numeric( $id ) && (int) $id > 0 ) {
			return (int) $id;
		}
		$post = get_post();
		return $post instanceof \WP_Post ? $post->ID : 0;
	}
}
