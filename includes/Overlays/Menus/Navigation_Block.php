<?php
/**
 * Mega-menu panels on core navigation items.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Menus;

use GBlocks_Pro\Overlays\Markup;
use GBlocks_Pro\Overlays\Renderer;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Trust\First_Tag;

/**
 * The gbOverlay attribute (an overlay id) on core/navigation-link and core/navigation-submenu. When the
 * overlay shows, the item's link becomes its trigger and a mega-menu panel is printed inside the item, so
 * that it follows the trigger in the tab order.
 */
final class Navigation_Block implements Feature {

	public const ATTRIBUTE = 'gbOverlay';
	public const BLOCKS    = array( 'core/navigation-link', 'core/navigation-submenu' );

	/**
	 * Constructor.
	 *
	 * @param Renderer $renderer The request's renderer.
	 */
	public function __construct( private Renderer $renderer ) {}

	/**
	 * Adds the render hooks (the attribute itself comes from src/blocks/attributes.json, Blocks\Attributes).
	 */
	public function register(): void {
		foreach ( self::BLOCKS as $block ) {
			add_filter( 'render_block_' . $block, array( $this, 'render_item' ), 10, 3 );
		}
	}

	/**
	 * Makes the item's link the trigger and appends the panel inside the item.
	 *
	 * @param mixed                $block_content Rendered item.
	 * @param array<string, mixed> $block         Parsed block.
	 * @param \WP_Block|null       $instance      Block instance.
	 * @return mixed
	 */
	public function render_item( $block_content, $block, $instance = null ) {
		$overlay_id = (int) ( $block['attrs'][ self::ATTRIBUTE ] ?? 0 );
		if ( $overlay_id <= 0 || ! is_string( $block_content ) || '' === $block_content ) {
			return $block_content;
		}
		$panel = $this->renderer->menu_item_panel( $overlay_id, is_object( $instance ) ? $instance : null );
		if ( null === $panel ) {
			return $block_content;
		}
		$html = self::add_trigger( $block_content, $overlay_id );
		if ( '' !== $panel ) {
			$end  = strrpos( $html, '</li>' );
			$html = false === $end ? $html . $panel : substr_replace( $html, $panel, $end, 0 );
		}
		return $html;
	}

	/**
	 * Sets data-gb-overlay on the first link or button of the markup.
	 *
	 * @param string $html       Item markup.
	 * @param int    $overlay_id Overlay id.
	 */
	public static function add_trigger( string $html, int $overlay_id ): string {
		// A string edit when the link is one of the first simple tags (core's `<li …><a …>`): the same bytes.
		$fast = First_Tag::add_attributes_to_first( $html, array( 'A', 'BUTTON' ), array( 'data-gb-overlay' => Markup::element_id( $overlay_id ) ) );
		if ( null !== $fast ) {
			return $fast[0];
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( in_array( $tags->get_tag(), array( 'A', 'BUTTON' ), true ) ) {
				$tags->set_attribute( 'data-gb-overlay', Markup::element_id( $overlay_id ) );
				return $tags->get_updated_html();
			}
		}
		return $html;
	}
}
