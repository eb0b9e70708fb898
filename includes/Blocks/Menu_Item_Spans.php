<?php
/**
 * Where the deferred items of a classic menu's markup begin and end.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Page_Cache\Visitor_Script;

/**
 * A tag processor over a menu's markup that finds each deferred <li> and its own closing tag, nested
 * items counted (Menu_Item_Conditions::menu_markup() puts each into a template). Comments, text and
 * attribute values are skipped as HTML reads them, which a search for "<li" would not do. It reads the
 * offsets of its bookmarks, which WP_HTML_Tag_Processor keeps for its subclasses.
 */
final class Menu_Item_Spans extends \WP_HTML_Tag_Processor {

	/**
	 * The deferred items: for each, the offset of its <li>, the length of that opening tag, the offset
	 * right after its </li>, and its residual; innermost items before the items that hold them. Null
	 * when the <li>s do not balance (a closing tag without its opening one, or one left open).
	 *
	 * @param array<int, array<string, mixed>> $deferred Residuals of the deferred items, by item id.
	 * @return array<int, array{0: int, 1: int, 2: int, 3: array<string, mixed>}>|null
	 */
	public function deferred_items( array $deferred ): ?array {
		$open  = array();
		$spans = array();
		while ( $this->next_tag(
			array(
				'tag_name'    => 'li',
				'tag_closers' => 'visit',
			)
		) ) {
			if ( ! $this->set_bookmark( 'li' ) ) {
				return null;
			}
			$at = $this->bookmarks['li'];
			if ( ! $this->is_tag_closer() ) {
				$open[] = array( $at->start, $at->length, $this->residual( $deferred ) );
				continue;
			}
			$item = array_pop( $open );
			if ( null === $item ) {
				return null;
			}
			if ( null !== $item[2] ) {
				$spans[] = array( $item[0], $item[1], $at->start + $at->length, $item[2] );
			}
		}
		return $open ? null : $spans;
	}

	/**
	 * The residual of the <li> the processor is on, or null when it is not deferred: by core's id
	 * "menu-item-{id}", else by the residual item_attributes() gave it.
	 *
	 * @param array<int, array<string, mixed>> $deferred Residuals of the deferred items, by item id.
	 * @return array<string, mixed>|null
	 */
	private function residual( array $deferred ): ?array {
		$id = $this->get_attribute( 'id' );
		if ( is_string( $id ) && str_starts_with( $id, 'menu-item-' ) ) {
			$item = substr( $id, strlen( 'menu-item-' ) );
			if ( ctype_digit( $item ) && isset( $deferred[ (int) $item ] ) ) {
				return $deferred[ (int) $item ];
			}
		}
		$marked = $this->get_attribute( Visitor_Script::ATTRIBUTE );
		if ( ! is_string( $marked ) ) {
			return null;
		}
		$residual = json_decode( $marked, true );
		return is_array( $residual ) ? $residual : null;
	}
}
