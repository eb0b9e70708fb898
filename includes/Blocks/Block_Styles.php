<?php
/**
 * Block styles on the page (DESIGN §9): a rendered block's gbStyles, compiled, scoped by a class.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Styles\Compiled_Rule;
use GBlocks_Pro\Styles\Style_Store;
use GBlocks_Pro\Support\Registered_Block_Extension;
use GBlocks_Pro\Trust\First_Tag;

/**
 * For each rendered block with a non-empty gbStyles object, adds the class Compiler::class_name() of
 * its styles to the block's first tag (core/button: its wrapper, .wp-block-button) and puts the
 * compiled CSS in the style engine's 'block-supports' store (a Compiled_Rule), once per class per
 * request, so that core prints it with block-support CSS: in the head on block themes, late in the
 * footer on classic themes. Identical styles share one class and one CSS. The CSS is compiled when the
 * post that holds the block is saved and only looked up here (Style_Store); a miss compiles once.
 *
 * Only rendered blocks add CSS: the render pipeline calls render() only for a block that shows (a block
 * hidden by a display condition adds nothing). A block that WordPress 6.9 hides itself
 * (metadata.blockVisibility false) is left alone. Device visibility queries saved with the default
 * breakpoints are rewritten to the current ones first (Device_Visibility::remap()). A style object with
 * nothing to write adds no class.
 */
final class Block_Styles extends Registered_Block_Extension {

	public const ATTRIBUTE = Style_Store::ATTRIBUTE;

	/**
	 * The style-engine store core prints as block-support CSS.
	 */
	public const CONTEXT = 'block-supports';

	/**
	 * The shared instance.
	 *
	 * @var Block_Styles|null
	 */
	private static ?Block_Styles $instance = null;

	/**
	 * Classes by the serialized style object as the block holds it (blocks repeat style objects).
	 *
	 * @var array<string, string>
	 */
	private array $classes = array();

	/**
	 * The shared instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Forgets the classes stored (a new request: tests, benches).
	 */
	public function reset(): void {
		$this->classes = array();
		Style_Store::instance()->reset();
	}

	/**
	 * The attributes that make the extension act on a block.
	 *
	 * @return string[]
	 */
	public function attributes(): array {
		return array( self::ATTRIBUTE );
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
	 * Adds the extension and the hooks of the compiled styles (Style_Store).
	 */
	public function register(): void {
		parent::register();
		Style_Store::instance()->register();
	}

	/**
	 * Adds the block's style class and puts its compiled CSS in the store, once per class.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Interface signature.
		$attrs  = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$styles = $attrs[ self::ATTRIBUTE ] ?? null;
		if ( '' === $html || ! is_array( $styles ) || ! $styles ) {
			return $html;
		}
		$metadata = $attrs['metadata'] ?? null;
		if ( is_array( $metadata ) && false === ( $metadata['blockVisibility'] ?? null ) ) {
			return $html;
		}
		// serialize(): the cheapest exact key (never fails, unlike JSON on invalid UTF-8).
		$key        = serialize( $styles ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- A memo key, never unserialized.
		$class_name = $this->classes[ $key ] ?? null;
		if ( null === $class_name || ( '' !== $class_name && ! $this->in_store( '.' . $class_name ) ) ) {
			$class_name            = $this->place( $styles );
			$this->classes[ $key ] = $class_name;
		}
		if ( '' === $class_name ) {
			return $html;
		}
		return First_Tag::add_classes( $html, array( $class_name ) ) ?? $html;
	}

	/**
	 * Looks the compiled CSS of a style object up (Style_Store: compiled at save, or once on a miss)
	 * and puts it in the block-supports store; gives its class ('' when it writes nothing).
	 *
	 * @param array<mixed> $styles The style object.
	 */
	private function place( array $styles ): string {
		$store = Style_Store::instance();
		$entry = $store->entry( $styles );
		if ( '' === $entry['class'] ) {
			return '';
		}
		if ( ! $this->in_store( '.' . $entry['class'] ) ) {
			Compiled_Rule::put( self::CONTEXT, $entry['class'], $entry['css'], $store->remapped( $styles ) );
		}
		return $entry['class'];
	}

	/**
	 * Whether the block-supports store holds a rule.
	 *
	 * @param string $key The rule's key in the store.
	 */
	private function in_store( string $key ): bool {
		$store = \WP_Style_Engine::get_store( self::CONTEXT );
		return $store instanceof \WP_Style_Engine_CSS_Rules_Store && isset( $store->get_all_rules()[ $key ] );
	}
}
