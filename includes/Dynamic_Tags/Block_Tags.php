<?php
/**
 * Dynamic tags in every block's text and attribute values.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Support\Content_Author;
use GBlocks_Pro\Support\Marked_Block_Extension;
use GBlocks_Pro\Support\Registered_Block_Extension;

/**
 * The render side (DESIGN §13): a block extension triggered by `{{` in a block's rendered markup (no
 * attribute needed), which replaces the tags with their values (Replacer) in the block's context: the
 * post (block context postId, or the global post), and inside a gblocks-pro/loop the loop item and
 * index. Which keys may be read is decided for the AUTHOR of the content being rendered
 * (Support\Content_Author): content by an author without manage_options renders nothing for a refused
 * key, whoever saved the tag first. Inner blocks are replaced first (render_block runs inside out) and
 * their values come out with encoded braces, so an outer block never reads them as tags.
 */
final class Block_Tags extends Registered_Block_Extension implements Marked_Block_Extension {

	/**
	 * The replacer.
	 *
	 * @var Replacer|null
	 */
	private ?Replacer $replacer = null;

	/**
	 * Adds the extension, and the hooks that follow whose content renders.
	 */
	public function register(): void {
		parent::register();
		Content_Author::instance()->register();
	}

	/**
	 * No attribute: the marker triggers the extension.
	 *
	 * @return string[]
	 */
	public function attributes(): array {
		return array();
	}

	/**
	 * The opening of a tag.
	 */
	public function marker(): string {
		return '{{';
	}

	/**
	 * Nothing to decide before the block renders.
	 *
	 * @param array<string, mixed> $block  The parsed block.
	 * @param \WP_Block|null       $parent The parent block.
	 */
	public function pre_render( array $block, ?\WP_Block $parent ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Interface signature.
		return null;
	}

	/**
	 * Replaces the tags of the block's markup; '' when a required tag is empty.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed -- Interface signature.
		$this->replacer ??= new Replacer( new Resolver() );
		return $this->replacer->html( $html, self::context( $instance ) ) ?? '';
	}

	/**
	 * The context of a block instance: everything its ancestors provide (core passes a block only the
	 * context its type declares in usesContext; dynamic tags work in every block, so they read the
	 * context the block was given).
	 *
	 * @param \WP_Block|null $instance The block instance.
	 */
	public static function context( ?\WP_Block $instance ): Context {
		$available = array();
		if ( null !== $instance ) {
			$available = ( fn(): array => (array) $this->available_context )->call( $instance );
		}
		$post_id = $available['postId'] ?? get_the_ID();
		return new Context(
			is_numeric( $post_id ) ? (int) $post_id : 0,
			static fn(): bool => Content_Author::instance()->can( 'manage_options' ),
			$available
		);
	}
}
