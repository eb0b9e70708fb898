<?php
/**
 * Global classes on the front end: the names on the blocks, the CSS of the used ones on the page.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Styles\Css_Safety;
use GBlocks_Pro\Support\Registered_Block_Extension;
use GBlocks_Pro\Trust\First_Tag;

/**
 * A block with gbGlobalClasses gets those class names (stripped to the name rules) on its first tag when
 * it renders, whether the class is published, a draft or unknown. The names are recorded, and the page
 * prints the CSS of only the PUBLISHED classes its rendered blocks use, once each, in list order, as the
 * inline style `gblocks-pro-global-classes`, enqueued just before WordPress enqueues the block support
 * styles (`core-block-supports`, where block styles `gb-s-*` go), so that block styles win over classes:
 * - block themes render the template before wp_head: printed in the head (wp_enqueue_scripts, priority 9,
 *   before core's wp_enqueue_stored_styles at 10);
 * - classic themes render blocks in the body: printed among the late styles (wp_footer, priority 0,
 *   before core's wp_enqueue_stored_styles at 1).
 * Classes first used after the head was printed (blocks rendered in the footer, such as overlays) are
 * printed in the footer, in a second style `gblocks-pro-global-classes-2`.
 * The CSS comes from one cached map (Class_Store::published_css()): at most one query per page, none on
 * a page whose blocks use no class.
 */
final class Class_Output extends Registered_Block_Extension {

	public const ATTRIBUTE = 'gbGlobalClasses';
	public const HANDLE    = 'gblocks-pro-global-classes';

	/**
	 * The shared instance.
	 *
	 * @var Class_Output|null
	 */
	private static ?Class_Output $instance = null;

	/**
	 * Class names the rendered blocks used, as keys, in the order met.
	 *
	 * @var array<string, true>
	 */
	private array $used = array();

	/**
	 * Class names whose CSS was already handled on this page.
	 *
	 * @var array<string, true>
	 */
	private array $printed = array();

	/**
	 * How many styles were enqueued on this page.
	 *
	 * @var int
	 */
	private int $styles = 0;

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
	 * Adds the extension and the printing hooks.
	 */
	public function register(): void {
		parent::register();
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 9 );
		add_action( 'wp_footer', array( $this, 'enqueue' ), 0 );
	}

	/**
	 * Forgets the page's classes (tests, benches, a second page rendered in one process).
	 */
	public function reset(): void {
		$this->used    = array();
		$this->printed = array();
		$this->styles  = 0;
	}

	/**
	 * The attribute this extension acts on.
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
	 * Adds the class names to the block's first tag and records them.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Interface signature.
		$names = Class_Name::list_of( $block['attrs'][ self::ATTRIBUTE ] ?? null );
		if ( ! $names || '' === $html ) {
			return $html;
		}
		$updated = First_Tag::add_classes( $html, $names );
		if ( null === $updated ) {
			return $html;
		}
		foreach ( $names as $name ) {
			$this->used[ $name ] = true;
		}
		return $updated;
	}

	/**
	 * The class names used so far, in the order met.
	 *
	 * @return string[]
	 */
	public function used(): array {
		return array_map( 'strval', array_keys( $this->used ) );
	}

	/**
	 * The CSS of the published classes used and not printed yet, in list order; marks them printed.
	 */
	public function pending_css(): string {
		$pending = array_diff_key( $this->used, $this->printed );
		if ( ! $pending ) {
			return '';
		}
		$this->printed += $pending;
		$css            = '';
		foreach ( Class_Store::published_css() as $name => $own ) {
			if ( isset( $pending[ $name ] ) ) {
				$css .= $own;
			}
		}
		return Css_Safety::sanitize_css( $css );
	}

	/**
	 * Enqueues the CSS of the classes used since the last time as an inline style.
	 */
	public function enqueue(): void {
		$css = $this->pending_css();
		if ( '' === $css ) {
			return;
		}
		++$this->styles;
		$handle = 1 === $this->styles ? self::HANDLE : self::HANDLE . '-' . $this->styles;
		wp_register_style( $handle, false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Inline only: no file, no version.
		wp_add_inline_style( $handle, $css );
		wp_enqueue_style( $handle );
	}
}
