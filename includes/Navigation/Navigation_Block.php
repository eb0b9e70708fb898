<?php
/**
 * Menu-toggle icons and the mobile breakpoint of the Navigation block.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Navigation;

use GBlocks_Pro\Styles\Breakpoints;
use GBlocks_Pro\Support\Registered_Block_Extension;

/**
 * On core/navigation (and the blocks the gblocks_pro_navigation_blocks filter adds, which render core's
 * responsive container markup):
 * - gbMenuIcon / gbCloseIcon (an icon id, "light/menu-3") replace the SVG of core's open
 *   (.wp-block-navigation__responsive-container-open) and close
 *   (.wp-block-navigation__responsive-container-close) buttons with the icon of our list, sanitised. A
 *   button that shows a text label instead of an icon is left as it is, and so is an unknown id.
 * - htmlAttributes['data-gb-mobile-breakpoint'] (a valid length) adds the class gb-nav-bp-{value} and,
 *   once per value and page, the CSS that moves core's 600px switch point to it (inline on the style
 *   handle gblocks-pro-navigation: printed in the head on block themes, in the footer on classic ones).
 * The editor gets the icon sets and the breakpoints list through the editor data.
 */
final class Navigation_Block extends Registered_Block_Extension {

	public const MENU_ICON  = 'gbMenuIcon';
	public const CLOSE_ICON = 'gbCloseIcon';

	/**
	 * Buttons whose icon is replaced: attribute => class of core's button.
	 */
	private const BUTTONS = array(
		self::MENU_ICON  => 'wp-block-navigation__responsive-container-open',
		self::CLOSE_ICON => 'wp-block-navigation__responsive-container-close',
	);

	/**
	 * The style handle that carries the breakpoint CSS (inline, no file).
	 */
	public const STYLE_HANDLE = 'gblocks-pro-navigation';

	/**
	 * Adds the extension and the editor data.
	 */
	public function register(): void {
		parent::register();
		// Support\Editor_Bundle::DATA_FILTER, by name: a front-end request does not load the bundle's class.
		add_filter( 'gblocks_pro_editor_data', array( self::class, 'editor_data' ) );
	}

	/**
	 * The attributes that make the extension act (htmlAttributes only for the blocks of blocks()).
	 *
	 * @return string[]
	 */
	public function attributes(): array {
		return array( self::MENU_ICON, self::CLOSE_ICON, 'htmlAttributes' );
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
	 * The block types this extension works on.
	 *
	 * @return string[]
	 */
	public static function blocks(): array {
		/**
		 * Filters the block types that get the menu-toggle icons and the mobile breakpoint. They must
		 * render core/navigation's responsive container markup.
		 *
		 * @param string[] $blocks Block names.
		 */
		$blocks = apply_filters( 'gblocks_pro_navigation_blocks', array( 'core/navigation' ) );
		return is_array( $blocks ) ? array_values( array_filter( $blocks, 'is_string' ) ) : array( 'core/navigation' );
	}

	/**
	 * Replaces the toggle icons and scopes the breakpoint CSS.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Interface signature.
		if ( ! is_string( $block['blockName'] ?? null ) || ! in_array( $block['blockName'], self::blocks(), true ) ) {
			return $html;
		}
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		foreach ( self::BUTTONS as $attribute => $button ) {
			$svg = isset( $attrs[ $attribute ] ) ? Menu_Toggle_Icons::svg( $attrs[ $attribute ] ) : '';
			if ( '' !== $svg ) {
				$html = self::replace_icon( $html, $button, $svg );
			}
		}
		$breakpoint = Mobile_Breakpoint::from_attributes( $attrs );
		if ( '' !== $breakpoint ) {
			$tags = new \WP_HTML_Tag_Processor( $html );
			if ( $tags->next_tag() && $tags->has_class( 'wp-block-navigation' ) ) {
				$tags->add_class( Mobile_Breakpoint::class_name( $breakpoint ) );
				$html = $tags->get_updated_html();
				self::enqueue( $breakpoint );
			}
		}
		return $html;
	}

	/**
	 * Adds a breakpoint's CSS to the page, once per value: inline on our own style handle, which prints
	 * in the head when the block renders before wp_head (block themes) and with the late styles in the
	 * footer otherwise (classic themes).
	 *
	 * @param string $breakpoint A valid breakpoint.
	 */
	private static function enqueue( string $breakpoint ): void {
		$styles = wp_styles();
		if ( ! $styles->query( self::STYLE_HANDLE, 'registered' ) ) {
			wp_register_style( self::STYLE_HANDLE, false, array(), GBLOCKS_PRO_VERSION );
		}
		$css    = Mobile_Breakpoint::css( $breakpoint );
		$inline = $styles->get_data( self::STYLE_HANDLE, 'after' );
		if ( ! is_array( $inline ) || ! in_array( $css, $inline, true ) ) {
			wp_add_inline_style( self::STYLE_HANDLE, $css );
		}
		wp_enqueue_style( self::STYLE_HANDLE );
	}

	/**
	 * The markup with the SVG inside the first <button> of a class replaced. Core prints the open
	 * button before the container and the close button before the menu items, so the first match is
	 * the block's own; a button without an SVG (a text label) is left alone.
	 *
	 * @param string $html   The block's markup.
	 * @param string $button Class of the button.
	 * @param string $svg    Sanitised SVG.
	 */
	public static function replace_icon( string $html, string $button, string $svg ): string {
		$pattern = '/<button\b[^>]*?\sclass="(?:[^"]*\s)?' . preg_quote( $button, '/' ) . '(?:\s[^"]*)?"[^>]*>/i';
		if ( ! preg_match( $pattern, $html, $match, PREG_OFFSET_CAPTURE ) ) {
			return $html;
		}
		$start = $match[0][1] + strlen( $match[0][0] );
		$end   = stripos( $html, '</button>', $start );
		if ( false === $end ) {
			return $html;
		}
		$inner     = substr( $html, $start, $end - $start );
		$svg_start = stripos( $inner, '<svg' );
		$svg_end   = strripos( $inner, '</svg>' );
		if ( false === $svg_start || false === $svg_end || $svg_end < $svg_start ) {
			return $html;
		}
		$inner = substr( $inner, 0, $svg_start ) . $svg . substr( $inner, $svg_end + strlen( '</svg>' ) );
		return substr( $html, 0, $start ) . $inner . substr( $html, $end );
	}

	/**
	 * The editor data with the breakpoints list and the icon sets (filter gblocks_pro_editor_data).
	 *
	 * @param mixed $data The editor data so far.
	 * @return mixed
	 */
	public static function editor_data( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		$data['breakpoints']     = Breakpoints::all();
		$data['menuToggleIcons'] = Menu_Toggle_Icons::sets();
		$data['navigation']      = array( 'blocks' => self::blocks() );
		return $data;
	}
}
