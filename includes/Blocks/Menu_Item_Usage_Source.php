<?php
/**
 * Classic menu items as a usage source of conditions.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Usage\Registered_Usage_Source;

/**
 * The section `menu_items` of a condition's usage: the classic menu items whose display condition
 * (`_gb_menu_condition`) is the id. One query for the items; their menus in one more when listed.
 */
final class Menu_Item_Usage_Source extends Registered_Usage_Source {

	/**
	 * The usage type of every item of the section.
	 */
	public const USAGE_TYPE = 'menu_item_condition';

	/**
	 * Section key.
	 */
	public function key(): string {
		return 'menu_items';
	}

	/**
	 * Section label.
	 */
	public function label(): string {
		return __( 'Menu items', 'gblocks-pro' );
	}

	/**
	 * Menu items whose display condition is the id.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{refs: array<int, int|string>}
	 */
	public function find( int $condition_id ): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A meta value match over one post type; the scanner caches the result.
			$wpdb->prepare(
				"SELECT DISTINCT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type = 'nav_menu_item' AND p.post_status NOT IN ('trash', 'auto-draft', 'inherit') AND m.meta_key = %s AND m.meta_value = %s ORDER BY p.ID",
				Menu_Item_Conditions::META_KEY,
				(string) $condition_id
			)
		);
		return array( 'refs' => array_values( array_map( 'intval', (array) $ids ) ) );
	}

	/**
	 * Usage items of menu items: the item's label and its menu's name, linked to the menu's screen.
	 *
	 * @param array<int, int|string> $refs Menu item ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function items( array $refs ): array {
		$ids = array_values( array_filter( array_map( 'intval', $refs ) ) );
		if ( ! $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, true );
		$menus = array();
		$terms = wp_get_object_terms( $ids, 'nav_menu', array( 'fields' => 'all_with_object_id' ) );
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( $term instanceof \WP_Term && isset( $term->object_id ) ) {
				$menus[ (int) $term->object_id ] = $term;
			}
		}
		$items = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( ! $post instanceof \WP_Post || 'nav_menu_item' !== $post->post_type ) {
				continue;
			}
			$item  = wp_setup_nav_menu_item( $post );
			$label = isset( $item->title ) && '' !== trim( (string) $item->title ) ? wp_strip_all_tags( (string) $item->title ) : __( '(no title)', 'gblocks-pro' );
			$menu  = $menus[ $id ] ?? null;
			$title = null === $menu ? $label : sprintf(
				/* translators: 1: menu item label, 2: menu name. */
				__( '%1$s (menu: %2$s)', 'gblocks-pro' ),
				$label,
				wp_strip_all_tags( $menu->name )
			);
			$items[] = array(
				'id'         => $id,
				'type'       => 'nav_menu_item',
				'title'      => $title,
				'status'     => $post->post_status,
				'type_label' => __( 'Menu item', 'gblocks-pro' ),
				'usage_type' => self::USAGE_TYPE,
				'edit_url'   => null === $menu ? admin_url( 'nav-menus.php' ) : admin_url( 'nav-menus.php?action=edit&menu=' . $menu->term_id ),
				'view_url'   => '',
			);
		}
		return $items;
	}

	/**
	 * Menu items saved or deleted, and their condition written.
	 *
	 * @return array{post_types: string[], meta_keys: string[]}
	 */
	public function invalidated_by(): array {
		return array(
			'post_types' => array( 'nav_menu_item' ),
			'meta_keys'  => array( Menu_Item_Conditions::META_KEY ),
		);
	}
}
