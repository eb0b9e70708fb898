<?php
/**
 * Display conditions on classic menu items.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Page_Cache\Visitor_Script;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Feature_Flags;

/**
 * "Display Condition" and "Invert condition" fields on each item of Appearance > Menus, stored in the
 * item's meta (DESIGN §4); on the front end (`wp_nav_menu_objects`) an item whose condition hides it is
 * removed with all of its descendants. Every condition of the menu is primed in one query, then each
 * item asks the decision API (DESIGN §5): a draft condition is not applied, a missing one hides.
 *
 * Page cache compatibility (Page_Cache\Cache_Safety::defers()): an item whose decision is deferred to the
 * browser is sent inert as blocks are: its whole <li>, sub-menu included, in
 * `<template data-gb-condition="{residual}">`, which no theme CSS can show (a `<li hidden>` loses to a
 * theme's `li { display: … }`) and which the evaluator alone decides (page content cannot make one
 * without unfiltered_html). The walker prints an item's start and end apart, so the item is marked while
 * it is printed (`hidden` and the residual on its <li>, through nav_menu_item_attributes, or found by its
 * id "menu-item-{id}" for a walker without that filter) and the menu's markup (wp_nav_menu) puts each
 * marked <li> into its template, the marks taken off. The menu that holds one gets the evaluator before
 * it (when it is not printed yet) and the run() call after it. Should the menu's markup never pass
 * through wp_nav_menu, the marked item stays hidden and undecided (fails closed).
 */
final class Menu_Item_Conditions implements Feature {

	public const META_KEY        = '_gb_menu_condition';
	public const INVERT_META_KEY = '_gb_menu_condition_invert';

	/**
	 * Field names: each is an array keyed by menu item id, as nav-menus.php names its own fields.
	 */
	public const FIELD        = 'gb-menu-condition';
	public const INVERT_FIELD = 'gb-menu-condition-invert';
	public const NONCE_FIELD  = 'gb-menu-condition-nonce';
	public const NONCE_ACTION = 'gblocks_pro_menu_item_conditions';

	/**
	 * The conditions post type (named here: this feature imports nothing of the conditions feature
	 * but the decision API).
	 */
	private const CONDITION_POST_TYPE = 'gblocks_condition';

	/**
	 * Most conditions offered in one select; a stored condition beyond them is looked up on its own.
	 */
	private const CHOICES_LIMIT = 1000;

	/**
	 * Conditions offered in the field (id => label), loaded once per screen.
	 *
	 * @var array<int, string>|null
	 */
	private ?array $choices = null;

	/**
	 * Residuals of the items whose decision was deferred, by item id.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private static array $deferred = array();

	/**
	 * Adds the field, save and front-end hooks. The fields' hook fires only on the admin's menu screen
	 * (Walker_Nav_Menu_Edit), so it is added on admin requests only; the others are on static methods,
	 * which Plugin adds by class name on other requests (this class loads only when a classic menu
	 * renders or is saved).
	 */
	public function register(): void {
		if ( is_admin() ) {
			add_action( 'wp_nav_menu_item_custom_fields', array( $this, 'print_fields' ), 10, 2 );
		}
		add_action( 'wp_update_nav_menu_item', array( self::class, 'save_fields' ), 10, 2 );
		add_filter( 'wp_nav_menu_objects', array( self::class, 'filter_items' ), 10, 1 );
		add_filter( 'nav_menu_item_attributes', array( self::class, 'item_attributes' ), 10, 2 );
		add_filter( 'wp_nav_menu', array( self::class, 'menu_markup' ), 10, 1 );
	}

	/**
	 * The fields under each menu item.
	 *
	 * @param int|string $item_id Menu item id.
	 * @param mixed      $item    Menu item.
	 */
	public function print_fields( $item_id, $item = null ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Action signature.
		$item_id = (int) $item_id;
		if ( $item_id <= 0 ) {
			return;
		}
		$current = self::stored_condition( $item_id );
		$invert  = '1' === get_post_meta( $item_id, self::INVERT_META_KEY, true );
		$choices = $this->choices();
		$select  = 'edit-menu-item-gb-condition-' . $item_id;
		$check   = 'edit-menu-item-gb-condition-invert-' . $item_id;
		$help    = $check . '-help';

		echo '<div class="field-gb-menu-condition description description-wide">';
		echo '<p><label for="' . esc_attr( $select ) . '">' . esc_html__( 'Display Condition', 'gblocks-pro' ) . '</label><br />';
		echo '<select id="' . esc_attr( $select ) . '" class="widefat" name="' . esc_attr( self::FIELD ) . '[' . esc_attr( (string) $item_id ) . ']">';
		echo '<option value="">' . esc_html__( 'No condition', 'gblocks-pro' ) . '</option>';
		if ( $current > 0 && ! isset( $choices[ $current ] ) ) {
			// Stays selected until changed, so that saving the menu does not drop it silently.
			$label = $this->lookup( $current );
			echo '<option value="' . esc_attr( (string) $current ) . '" selected="selected">' . esc_html( $label ?? __( 'Condition not found', 'gblocks-pro' ) ) . '</option>';
		}
		foreach ( $choices as $id => $label ) {
			echo '<option value="' . esc_attr( (string) $id ) . '"' . selected( $current, $id, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select></p>';
		echo '<p><label for="' . esc_attr( $check ) . '"><input type="checkbox" id="' . esc_attr( $check ) . '" name="' . esc_attr( self::INVERT_FIELD ) . '[' . esc_attr( (string) $item_id ) . ']" value="1" aria-describedby="' . esc_attr( $help ) . '"' . checked( $invert, true, false ) . ' /> ';
		echo esc_html__( 'Invert condition', 'gblocks-pro' ) . '</label><br />';
		echo '<span id="' . esc_attr( $help ) . '" class="description">' . esc_html__( 'Hide the item when the condition is true instead of false.', 'gblocks-pro' ) . '</span></p>';
		// No id attribute: the nonce is printed once per item and ids must stay unique on the screen.
		echo '<input type="hidden" name="' . esc_attr( self::NONCE_FIELD ) . '" value="' . esc_attr( wp_create_nonce( self::NONCE_ACTION ) ) . '" />';
		echo '</div>';
	}

	/**
	 * Saves the fields of an item with the menu: only with our nonce, only for users who can edit menus,
	 * and only when the form held this item's fields (other code saving items leaves the meta alone).
	 *
	 * @param int|string $menu_id Menu id.
	 * @param int|string $item_id Menu item id.
	 */
	public static function save_fields( $menu_id, $item_id ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Action signature.
		$item_id = (int) $item_id;
		$nonce   = isset( $_POST[ self::NONCE_FIELD ] ) && is_string( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( $item_id <= 0 || ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ! current_user_can( 'edit_theme_options' ) ) {
			return;
		}
		$values = isset( $_POST[ self::FIELD ] ) && is_array( $_POST[ self::FIELD ] ) ? wp_unslash( $_POST[ self::FIELD ] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Each value is checked by sanitize_condition().
		if ( ! array_key_exists( $item_id, $values ) ) {
			return;
		}
		$condition = self::sanitize_condition( $values[ $item_id ] );
		$inverts   = isset( $_POST[ self::INVERT_FIELD ] ) && is_array( $_POST[ self::INVERT_FIELD ] ) ? wp_unslash( $_POST[ self::INVERT_FIELD ] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only compared with '1'.
		$invert    = '1' === ( $inverts[ $item_id ] ?? null );
		if ( '' === $condition ) {
			delete_post_meta( $item_id, self::META_KEY );
			delete_post_meta( $item_id, self::INVERT_META_KEY );
			return;
		}
		update_post_meta( $item_id, self::META_KEY, $condition );
		if ( $invert ) {
			update_post_meta( $item_id, self::INVERT_META_KEY, '1' );
		} else {
			delete_post_meta( $item_id, self::INVERT_META_KEY );
		}
	}

	/**
	 * A posted condition id: digits only, above zero, as a string; anything else is ''.
	 *
	 * @param mixed $value Posted value.
	 */
	public static function sanitize_condition( mixed $value ): string {
		if ( ! is_string( $value ) || '' === $value || ! ctype_digit( $value ) ) {
			return '';
		}
		$id = (int) $value;
		return $id > 0 ? (string) $id : '';
	}

	/**
	 * Removes the items whose condition hides them, and their descendants (filter wp_nav_menu_objects).
	 *
	 * @param mixed $items Sorted menu items.
	 * @return mixed
	 */
	public static function filter_items( $items ) {
		if ( ! is_array( $items ) || ! $items || ! Feature_Flags::enabled( Feature_Flags::BLOCK_CONDITIONS ) ) {
			return $items;
		}
		$conditions = array();
		$subjects   = array();
		$parents    = array();
		// What the front-end decision log lists; worked out only while a log observes this request.
		$observed = Decisions::is_observed();
		foreach ( $items as $item ) {
			if ( ! is_object( $item ) || ! isset( $item->ID ) ) {
				continue;
			}
			$id             = (int) $item->ID;
			$parents[ $id ] = (int) ( $item->menu_item_parent ?? 0 );
			$condition      = self::stored_condition( $id );
			if ( $condition > 0 ) {
				$conditions[ $id ] = $condition;
			}
			if ( $condition > 0 && $observed ) {
				/* translators: %s: menu item title. */
				$subjects[ $id ] = sprintf( __( 'Menu item: %s', 'gblocks-pro' ), wp_strip_all_tags( (string) ( $item->title ?? '' ) ) );
			}
		}
		if ( ! $conditions ) {
			return $items;
		}
		Decisions::prime( array_values( $conditions ) );
		$hidden  = array();
		$defer   = Cache_Safety::defers();
		$options = $defer ? array( 'defer' => true ) : array();
		foreach ( $conditions as $id => $condition ) {
			$invert   = '1' === get_post_meta( $id, self::INVERT_META_KEY, true );
			$decision = Decisions::decide( $condition, $invert, null, isset( $subjects[ $id ] ) ? $options + array( 'subject' => $subjects[ $id ] ) : $options );
			// Deferred in cache-safe output, and always for a rule only the browser can decide.
			if ( $decision->is_deferred() ) {
				self::$deferred[ $id ] = (array) $decision->residual();
			} elseif ( ! $decision->shows() ) {
				$hidden[ $id ] = true;
			}
		}
		if ( ! $hidden ) {
			return $items;
		}
		$kept_parents = array();
		foreach ( $items as $key => $item ) {
			if ( ! is_object( $item ) || ! isset( $item->ID ) ) {
				continue;
			}
			if ( self::is_hidden( (int) $item->ID, $parents, $hidden ) ) {
				unset( $items[ $key ] );
				continue;
			}
			$kept_parents[ (int) ( $item->menu_item_parent ?? 0 ) ] = true;
		}
		// wp_nav_menu() marked parents before this filter: a parent whose children are all hidden has none.
		foreach ( $items as $item ) {
			if ( is_object( $item ) && isset( $item->ID, $item->classes ) && is_array( $item->classes ) && ! isset( $kept_parents[ (int) $item->ID ] ) ) {
				$item->classes = array_values( array_diff( $item->classes, array( 'menu-item-has-children' ) ) );
			}
		}
		return $items;
	}

	/**
	 * Marks an item whose decision was deferred: hidden, with its residual (nav_menu_item_attributes; the
	 * walker escapes the values).
	 *
	 * @param mixed $attributes The <li>'s attributes.
	 * @param mixed $item       The menu item.
	 * @return mixed
	 */
	public static function item_attributes( $attributes, $item ) {
		if ( ! self::$deferred || ! is_array( $attributes ) || ! is_object( $item ) || ! isset( $item->ID ) || ! isset( self::$deferred[ (int) $item->ID ] ) ) {
			return $attributes;
		}
		$attributes['hidden']                    = 'hidden';
		$attributes[ Visitor_Script::ATTRIBUTE ] = Visitor_Script::json( self::$deferred[ (int) $item->ID ] );
		return $attributes;
	}

	/**
	 * A menu holding deferred items: each one's <li> (its sub-menu included) is put into a template with
	 * its residual and loses its marks, the evaluator goes before the menu (once per page) and the run()
	 * call after it (wp_nav_menu). A <li> is deferred when it carries our residual (item_attributes) or
	 * core's id="menu-item-{id}" of a deferred item (a custom walker without the attributes filter).
	 * Markup whose <li>s do not balance cannot be cut into templates: its deferred items stay hidden,
	 * undecided (fails closed).
	 *
	 * @param mixed $nav_menu The menu's markup.
	 * @return mixed
	 */
	public static function menu_markup( $nav_menu ) {
		if ( ! self::$deferred || ! is_string( $nav_menu ) || ! str_contains( $nav_menu, 'menu-item-' ) ) {
			return $nav_menu;
		}
		$tags  = new Menu_Item_Spans( $nav_menu );
		$spans = $tags->deferred_items( self::$deferred );
		if ( null === $spans ) {
			return self::mark_hidden( $nav_menu );
		}
		if ( ! $spans ) {
			return $nav_menu;
		}
		// From the end, so that the offsets before each edit stay true (the sub-menu's items are wrapped
		// before their parent's opening tag is); where an item's </li> meets the next one's <li>, that
		// opening tag is replaced before </template> goes in front of it.
		$edits = array();
		foreach ( $spans as list( $start, $opener_length, $end, $residual ) ) {
			$edits[] = array( $end, 0, '</template>' );
			$opener  = new \WP_HTML_Tag_Processor( substr( $nav_menu, $start, $opener_length ) );
			$opener->next_tag();
			$opener->remove_attribute( 'hidden' );
			$opener->remove_attribute( Visitor_Script::ATTRIBUTE );
			// The walker printed the marks last: the blanks before them go too.
			$edits[] = array( $start, $opener_length, '<template ' . Visitor_Script::ATTRIBUTE . '="' . Visitor_Script::attribute( $residual ) . '">' . rtrim( substr( $opener->get_updated_html(), 0, -1 ) ) . '>' );
		}
		usort( $edits, static fn( array $a, array $b ) => array( $b[0], $b[1] ) <=> array( $a[0], $a[1] ) );
		foreach ( $edits as list( $at, $length, $text ) ) {
			$nav_menu = substr_replace( $nav_menu, $text, $at, $length );
		}
		return Visitor_Script::before_deferred() . $nav_menu . Visitor_Script::run_call();
	}

	/**
	 * Deferred items that cannot be put into templates get `hidden` and their residual (those a custom
	 * walker printed without the item attributes filter, found by core's id): they stay hidden.
	 *
	 * @param string $nav_menu The menu's markup.
	 */
	private static function mark_hidden( string $nav_menu ): string {
		$tags = new \WP_HTML_Tag_Processor( $nav_menu );
		while ( $tags->next_tag( array( 'tag_name' => 'li' ) ) ) {
			$id   = $tags->get_attribute( 'id' );
			$item = is_string( $id ) && str_starts_with( $id, 'menu-item-' ) ? substr( $id, strlen( 'menu-item-' ) ) : '';
			if ( ctype_digit( $item ) && isset( self::$deferred[ (int) $item ] ) ) {
				$tags->set_attribute( 'hidden', true );
				$tags->set_attribute( Visitor_Script::ATTRIBUTE, Visitor_Script::json( self::$deferred[ (int) $item ] ) );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * Forgets the deferred items of this request (tests).
	 */
	public static function reset(): void {
		self::$deferred = array();
	}

	/**
	 * Whether an item or one of its ancestors is hidden (a cycle in broken data stops the walk).
	 *
	 * @param int              $id      Menu item id.
	 * @param array<int, int>  $parents Parent id of each item of the menu.
	 * @param array<int, bool> $hidden  Hidden items (ancestors found hidden are added).
	 */
	private static function is_hidden( int $id, array $parents, array &$hidden ): bool {
		$seen = array();
		for ( $current = $id; $current > 0 && ! isset( $seen[ $current ] ); $current = $parents[ $current ] ?? 0 ) {
			if ( isset( $hidden[ $current ] ) ) {
				$hidden[ $id ] = true;
				return true;
			}
			$seen[ $current ] = true;
		}
		return false;
	}

	/**
	 * The condition id stored on an item (0: none or not a valid id).
	 *
	 * @param int $item_id Menu item id.
	 */
	private static function stored_condition( int $item_id ): int {
		$stored = get_post_meta( $item_id, self::META_KEY, true );
		return (int) self::sanitize_condition( is_int( $stored ) ? (string) $stored : $stored );
	}

	/**
	 * Conditions a menu item can use: published and draft ones, by title; drafts prefixed "[Draft] ".
	 *
	 * @return array<int, string>
	 */
	private function choices(): array {
		if ( null === $this->choices ) {
			$this->choices = array();
			$posts         = get_posts(
				array(
					'post_type'              => self::CONDITION_POST_TYPE,
					'post_status'            => array( 'publish', 'draft' ),
					'posts_per_page'         => self::CHOICES_LIMIT, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- One select lists every condition; admin screen only.
					'orderby'                => 'title',
					'order'                  => 'ASC',
					'no_found_rows'          => true,
					'update_post_meta_cache' => false,
					'update_post_term_cache' => false,
				)
			);
			foreach ( $posts as $post ) {
				$this->choices[ (int) $post->ID ] = self::label( $post );
			}
		}
		return $this->choices;
	}

	/**
	 * The label of a stored condition that the list does not hold (beyond the limit, or in another
	 * status); null when the id is not a condition or is trashed.
	 *
	 * @param int $id Condition id.
	 */
	private function lookup( int $id ): ?string {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || self::CONDITION_POST_TYPE !== $post->post_type || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			return null;
		}
		return self::label( $post );
	}

	/**
	 * A condition's label in the select.
	 *
	 * @param \WP_Post $post Condition.
	 */
	private static function label( \WP_Post $post ): string {
		$title = '' !== trim( $post->post_title ) ? wp_strip_all_tags( $post->post_title ) : __( '(no title)', 'gblocks-pro' );
		if ( ! in_array( $post->post_status, array( 'draft', 'pending', 'future' ), true ) ) {
			return $title;
		}
		/* translators: %s: condition title. */
		return sprintf( __( '[Draft] %s', 'gblocks-pro' ), $title );
	}
}
