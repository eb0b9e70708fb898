<?php
/**
 * A block extension that registers itself on the gblocks_pro_block_extensions filter.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * The feature side of a block extension: listed in Plugin::features(), it adds itself to the extensions
 * the block render pipeline dispatches to. Subclasses say what they do (Block_Extension).
 */
abstract class Registered_Block_Extension implements Feature, Block_Extension {

	/**
	 * Registers the extension.
	 */
	public function register(): void {
		add_filter( 'gblocks_pro_block_extensions', array( $this, 'add_to' ) );
	}

	/**
	 * Adds this extension to the list (filter gblocks_pro_block_extensions).
	 *
	 * @param mixed $extensions Extensions so far.
	 * @return array<int|string, mixed>
	 */
	public function add_to( $extensions ): array {
		$extensions   = is_array( $extensions ) ? $extensions : array();
		$extensions[] = $this;
		return $extensions;
	}

	/**
	 * Nothing to do after the block rendered, by default.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Interface signature.
		return $html;
	}
}
