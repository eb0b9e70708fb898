<?php
/**
 * The contract of a block extension: work on blocks that carry some of our attributes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * A feature that acts on blocks carrying its attributes (display conditions, HTML attributes, styles,
 * dynamic tags...). The block render pipeline (Blocks\Render_Pipeline) is the one pre_render_block and
 * render_block entry of the plugin: it calls an extension only for a block that carries at least one of
 * the extension's attributes, so that a block without our attributes costs one early return.
 */
interface Block_Extension {

	/**
	 * Names of the block attributes whose presence (a non-null value in `$block['attrs']`) makes the
	 * extension act on a block.
	 *
	 * @return string[]
	 */
	public function attributes(): array;

	/**
	 * Before the block and its inner blocks render (pre_render_block). Null: go on; a string replaces the
	 * block's output ('' hides it) and nothing of the block renders.
	 *
	 * When a block is rendered without pre_render_block (core/navigation and its items render their
	 * inner blocks with WP_Block::render()), the pipeline calls this from render_block instead, with the
	 * block itself as $parent (its context then stands for the parent's).
	 *
	 * @param array<string, mixed> $block  The parsed block.
	 * @param \WP_Block|null       $parent The parent block (null at the top level), whose context applies.
	 */
	public function pre_render( array $block, ?\WP_Block $parent ): ?string;

	/**
	 * After the block rendered (render_block), for a block that shows.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string;
}
