<?php
/**
 * Mega-menu panels on classic menu items.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Menus;

use GBlocks_Pro\Overlays\Markup;
use GBlocks_Pro\Overlays\Post_Type;
use GBlocks_Pro\Overlays\Renderer;
use GBlocks_Pro\Support\Feature;

/**
 * An "Overlay panel" field on each item of Appearance > Menus, stored in the item's meta; on the front end
 * the item's link triggers the overlay and a mega-menu panel is printed inside the item.
 */
final class Classic_Menu implements Feature {

	public const META_KEY = '_gb_overlay_menu_item';
	public const FIELD    = 'gb-overlay-menu-item';

	/**
	 * Overlays offered in the field, loaded once per screen.
	 *
	 * @var array<int, string>|null
	 */
	private ?array $choices = null;

	/**
	 * Constructor.
	 *
	 * @param Renderer $renderer The request's renderer.
	 */
	public function __construct( private Renderer $renderer ) {}

	/**
	 * Adds the field, save and render hooks.
	 */
	public function register(): void {
		// The field's hook fires only on the admin's menu screen (Walker_Nav_Menu_Edit).
		if ( is_admin() ) {
			add_action( 'wp_nav_menu_item_custom_fields', array( $this, 'print_field' ), 10, 2 );
		}
		add_action( 'wp_update_nav_menu_item', array( self::class, 'save_field' ), 10, 2 );
		add_filter( 'nav_menu_link_attributes', array( $this, 'link_attributes' ), 10, 2 );
		add_filter( 'walker_nav_menu_start_el', array( $this, 'append_panel' ), 10, 2 );
	}

	/**
	 * The field under each menu item.
	 *
	 * @param int      $item_id Menu item id.
	 * @param \WP_Post $item    Menu item.
	 */
	public function print_field( $item_id, $item ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Action signature.
		$item_id = (int) $item_id;
		$current = (int) get_post_meta( $item_id, self::META_KEY, true );
		$field   = self::FIELD . '-' . $item_id;
		echo '<p class="field-gb-overlay description description-wide"><label for="' . esc_attr( $field ) . '">' . esc_html__( 'Overlay panel (mega menu)', 'gblocks-pro' ) . '<br />';
		echo '<select id="' . esc_attr( $field ) . '" class="widefat" name="' . esc_attr( self::FIELD ) . '[' . esc_attr( (string) $item_id ) . ']">';
		echo '<option value="0">' . esc_html__( 'None', 'gblocks-pro' ) . '</option>';
		foreach ( $this->choices() as $id => $title ) {
			echo '<option value="' . esc_attr( (string) $id ) . '"' . selected( $current, $id, false ) . '>' . esc_html( $title ) . '</option>';
		}
		echo '</select></label></p>';
	}

	/**
	 * Saves the field with the menu (nav-menus.php verified its nonce; it is checked again here).
	 *
	 * @param int $menu_id Menu id.
	 * @param int $item_id Menu item id.
	 */
	public static function save_field( $menu_id, $item_id ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Action signature.
		$item_id = (int) $item_id;
		$nonce   = isset( $_POST['update-nav-menu-nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['update-nav-menu-nonce'] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, 'update-nav_menu' ) || ! current_user_can( 'edit_theme_options' ) || ! isset( $_POST[ self::FIELD ] ) || ! is_array( $_POST[ self::FIELD ] ) ) {
			return;
		}
		$values     = array_map( 'absint', wp_unslash( $_POST[ self::FIELD ] ) );
		$overlay_id = $values[ $item_id ] ?? 0;
		if ( $overlay_id > 0 && Post_Type::POST_TYPE === get_post_type( $overlay_id ) ) {
			update_post_meta( $item_id, self::META_KEY, $overlay_id );
		} else {
			delete_post_meta( $item_id, self::META_KEY );
		}
	}

	/**
	 * The item's link triggers its overlay when the overlay shows.
	 *
	 * @param array<string, mixed> $atts Link attributes.
	 * @param \WP_Post             $item Menu item.
	 * @return array<string, mixed>
	 */
	public function link_attributes( $atts, $item ) {
		$overlay_id = $item instanceof \WP_Post ? (int) get_post_meta( $item->ID, self::META_KEY, true ) : 0;
		if ( $overlay_id > 0 && $this->renderer->is_started() && $this->renderer->is_shown( $overlay_id ) ) {
			$atts['data-gb-overlay'] = Markup::element_id( $overlay_id );
		}
		return $atts;
	}

	/**
	 * Prints the mega-menu panel inside the item, after its link.
	 *
	 * @param string   $output Item markup so far.
	 * @param \WP_Post $item   Menu item.
	 * @return string
	 */
	public function append_panel( $output, $item ) {
		$overlay_id = $item instanceof \WP_Post ? (int) get_post_meta( $item->ID, self::META_KEY, true ) : 0;
		if ( $overlay_id <= 0 ) {
			return $output;
		}
		return $output . (string) $this->renderer->menu_item_panel( $overlay_id );
	}

	/**
	 * Overlays a menu item can open: published and draft ones, by title.
	 *
	 * @return array<int, string>
	 */
	private function choices(): array {
		if ( null === $this->choices ) {
			$this->choices = array();
			$posts         = get_posts(
				array(
					'post_type'      => Post_Type::POST_TYPE,
					'post_status'    => array( 'publish', 'draft' ),
					'posts_per_page' => 100,
					'orderby'        => 'title',
					'order'          => 'ASC',
				)
			);
			foreach ( $posts as $post ) {
				$this->choices[ $post->ID ] = get_the_title( $post );
			}
		}
		return $this->choices;
	}
}
