<?php
/**
 * Display conditions on classic menu items: the fields, saving them, and the front end.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Blocks;

use GBlocks_Pro\Blocks\Menu_Item_Conditions;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Support\Feature_Flags;
use GBlocks_Pro\Tests\Conditions\Conditions_Test_Case;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Menu_Item_Conditions_Test extends Conditions_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Decisions::flush();
	}

	protected function tearDown(): void {
		Decisions::flush();
		parent::tearDown();
	}

	/**
	 * A condition that passes only for logged-in visitors.
	 */
	private function logged_in_condition( string $status = 'publish', string $title = '' ): int {
		return $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ), $status, $title );
	}

	/**
	 * Creates a classic menu.
	 */
	private static function menu(): int {
		$menu = wp_create_nav_menu( 'Main ' . self::unique() );
		self::assertIsInt( $menu );
		return $menu;
	}

	/**
	 * Adds an item to a menu and returns its id.
	 */
	private static function item( int $menu, string $title, int $parent = 0 ): int {
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'     => $title,
				'menu-item-url'       => 'https://example.org/' . sanitize_title( $title ),
				'menu-item-status'    => 'publish',
				'menu-item-parent-id' => $parent,
			)
		);
		self::assertIsInt( $item );
		return $item;
	}

	/**
	 * The menu as the front end prints it.
	 */
	private static function render( int $menu ): string {
		Decisions::forget_results();
		return (string) wp_nav_menu(
			array(
				'menu'        => $menu,
				'echo'        => false,
				'fallback_cb' => false,
			)
		);
	}

	/**
	 * The fields of an item as Appearance > Menus prints them.
	 */
	private static function fields( Menu_Item_Conditions $feature, int $item ): string {
		ob_start();
		$feature->print_fields( $item, get_post( $item ) );
		return (string) ob_get_clean();
	}

	/**
	 * A POST of the menu form for one item, with our nonce.
	 *
	 * @param int        $item      Menu item id.
	 * @param mixed      $condition Posted condition value.
	 * @param mixed|null $invert    Posted invert value (null: unchecked).
	 */
	private static function post( int $item, mixed $condition, mixed $invert = null ): void {
		$_POST = array(
			Menu_Item_Conditions::NONCE_FIELD => wp_create_nonce( Menu_Item_Conditions::NONCE_ACTION ),
			Menu_Item_Conditions::FIELD       => array( $item => $condition ),
		);
		if ( null !== $invert ) {
			$_POST[ Menu_Item_Conditions::INVERT_FIELD ] = array( $item => $invert );
		}
	}

	public function test_the_hooks_are_registered(): void {
		// The fields under each item: on admin requests (the menu screen is the one place their hook fires).
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'nav-menus' );
		try {
			$feature = new Menu_Item_Conditions();
			$feature->register();
			$this->assertSame( 10, has_action( 'wp_nav_menu_item_custom_fields', array( $feature, 'print_fields' ) ) );
		} finally {
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the state before the test.
		}
		// Saves and the front end: on every request, by class name.
		$this->assertSame( 10, has_action( 'wp_update_nav_menu_item', array( Menu_Item_Conditions::class, 'save_fields' ) ) );
		$this->assertSame( 10, has_filter( 'wp_nav_menu_objects', array( Menu_Item_Conditions::class, 'filter_items' ) ) );
		$this->assertSame( 10, has_filter( 'nav_menu_item_attributes', array( Menu_Item_Conditions::class, 'item_attributes' ) ) );
		$this->assertSame( 10, has_filter( 'wp_nav_menu', array( Menu_Item_Conditions::class, 'menu_markup' ) ) );
		$features = array_map( 'get_class', \GBlocks_Pro\Plugin::features() );
		$this->assertContains( Menu_Item_Conditions::class, $features );
	}

	public function test_a_front_end_request_adds_no_field_hook(): void {
		$this->assertFalse( is_admin() );
		$feature = new Menu_Item_Conditions();
		$feature->register();
		$this->assertFalse( has_action( 'wp_nav_menu_item_custom_fields', array( $feature, 'print_fields' ) ), 'The fields\' hook is added on admin requests only.' );
		$menu = new \GBlocks_Pro\Overlays\Menus\Classic_Menu( new \GBlocks_Pro\Overlays\Renderer() );
		$menu->register();
		$this->assertFalse( has_action( 'wp_nav_menu_item_custom_fields', array( $menu, 'print_field' ) ), 'So is the overlay field of classic menu items.' );
		$this->assertSame( 10, has_filter( 'walker_nav_menu_start_el', array( $menu, 'append_panel' ) ) );
	}

	public function test_the_fields_list_conditions_with_labels_a_nonce_and_escaped_titles(): void {
		$published = $this->logged_in_condition( 'publish', 'Members <script>alert(1)</script> & "friends"' );
		$draft     = $this->logged_in_condition( 'draft', 'Later' );
		$trashed   = $this->logged_in_condition( 'trash', 'Gone' );
		$menu      = self::menu();
		$item      = self::item( $menu, 'Products' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $published );
		update_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY, '1' );
		$this->act_as( 'administrator' );

		$html = self::fields( new Menu_Item_Conditions(), $item );

		$select = 'edit-menu-item-gb-condition-' . $item;
		$check  = 'edit-menu-item-gb-condition-invert-' . $item;
		$this->assertStringContainsString( '<label for="' . $select . '">Display Condition</label>', $html );
		$this->assertStringContainsString( '<select id="' . $select . '" class="widefat" name="gb-menu-condition[' . $item . ']">', $html );
		$this->assertStringContainsString( '<option value="">No condition</option>', $html );
		$this->assertStringContainsString( '<option value="' . $published . '" selected=\'selected\'>Members alert(1) &amp; &quot;friends&quot;</option>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '<option value="' . $draft . '">[Draft] Later</option>', $html );
		$this->assertStringNotContainsString( 'Gone', $html, 'Trashed conditions are not offered.' );
		$this->assertMatchesRegularExpression( '#<label for="' . $check . '"><input type="checkbox" id="' . $check . '" name="gb-menu-condition-invert\[' . $item . '\]" value="1" aria-describedby="' . $check . '-help" checked=\'checked\' /> Invert condition</label>#', $html );
		$this->assertStringContainsString( '<span id="' . $check . '-help" class="description">Hide the item when the condition is true instead of false.</span>', $html );
		$this->assertMatchesRegularExpression( '#<input type="hidden" name="gb-menu-condition-nonce" value="([0-9a-f]+)" />#', $html );
		preg_match( '#name="gb-menu-condition-nonce" value="([0-9a-f]+)"#', $html, $nonce );
		$this->assertSame( 1, wp_verify_nonce( $nonce[1], Menu_Item_Conditions::NONCE_ACTION ) );
	}

	public function test_a_stored_condition_that_no_longer_exists_shows_as_not_found_and_stays_selected(): void {
		$menu    = self::menu();
		$item    = self::item( $menu, 'Products' );
		$trashed = $this->logged_in_condition( 'trash' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $trashed );
		$html = self::fields( new Menu_Item_Conditions(), $item );
		$this->assertStringContainsString( '<option value="' . $trashed . '" selected="selected">Condition not found</option>', $html );
		$this->assertStringNotContainsString( 'checked', $html );

		update_post_meta( $item, Menu_Item_Conditions::META_KEY, '987654321' );
		$this->assertStringContainsString( '<option value="987654321" selected="selected">Condition not found</option>', self::fields( new Menu_Item_Conditions(), $item ) );
	}

	public function test_the_conditions_are_loaded_once_per_screen_not_per_item(): void {
		global $wpdb;
		for ( $i = 0; $i < 3; $i++ ) {
			$this->logged_in_condition();
		}
		$menu  = self::menu();
		$items = array( self::item( $menu, 'One' ), self::item( $menu, 'Two' ), self::item( $menu, 'Three' ) );
		update_meta_cache( 'post', $items );
		$feature = new Menu_Item_Conditions();
		self::fields( $feature, $items[0] );
		$before = $wpdb->num_queries;
		$this->assertStringContainsString( 'Two', self::fields( $feature, $items[1] ) . get_the_title( $items[1] ) );
		self::fields( $feature, $items[2] );
		$this->assertSame( 0, $wpdb->num_queries - $before );
	}

	public function test_saving_stores_the_condition_and_invert_and_clearing_deletes_them(): void {
		$condition = $this->logged_in_condition();
		$menu      = self::menu();
		$item      = self::item( $menu, 'Products' );
		$this->act_as( 'administrator' );

		self::post( $item, (string) $condition, '1' );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array( (string) $condition ), get_post_meta( $item, Menu_Item_Conditions::META_KEY ) );
		$this->assertSame( array( '1' ), get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY ) );

		self::post( $item, (string) $condition );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array( (string) $condition ), get_post_meta( $item, Menu_Item_Conditions::META_KEY ) );
		$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY ), 'Unchecked invert is deleted.' );

		self::post( $item, '', '1' );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::META_KEY ), 'No condition deletes the meta.' );
		$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY ) );
	}

	public function test_saving_through_the_real_menu_update_stores_the_fields(): void {
		$condition = $this->logged_in_condition();
		$menu      = self::menu();
		$item      = self::item( $menu, 'Products' );
		$this->act_as( 'administrator' );
		( new Menu_Item_Conditions() )->register();
		self::post( $item, (string) $condition, '1' );

		wp_update_nav_menu_item(
			$menu,
			$item,
			array(
				'menu-item-title'  => 'Products',
				'menu-item-url'    => 'https://example.org/products',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertSame( (string) $condition, get_post_meta( $item, Menu_Item_Conditions::META_KEY, true ) );
		$this->assertSame( '1', get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY, true ) );
	}

	public function test_saving_without_our_nonce_changes_nothing(): void {
		$condition = $this->logged_in_condition();
		$other     = $this->logged_in_condition();
		$menu      = self::menu();
		$item      = self::item( $menu, 'Products' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
		$this->act_as( 'administrator' );

		self::post( $item, (string) $other, '1' );
		unset( $_POST[ Menu_Item_Conditions::NONCE_FIELD ] );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array( (string) $condition ), get_post_meta( $item, Menu_Item_Conditions::META_KEY ) );
		$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY ) );

		$_POST[ Menu_Item_Conditions::NONCE_FIELD ] = wp_create_nonce( 'update-nav_menu' );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array( (string) $condition ), get_post_meta( $item, Menu_Item_Conditions::META_KEY ), 'Another action\'s nonce is refused.' );

		$_POST[ Menu_Item_Conditions::NONCE_FIELD ] = array( wp_create_nonce( Menu_Item_Conditions::NONCE_ACTION ) );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array( (string) $condition ), get_post_meta( $item, Menu_Item_Conditions::META_KEY ), 'A nonce array is refused without a warning.' );
	}

	public function test_users_who_cannot_edit_menus_cannot_save(): void {
		$condition = $this->logged_in_condition();
		$other     = $this->logged_in_condition();
		$menu      = self::menu();
		$item      = self::item( $menu, 'Products' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
		foreach ( array( 'author', 'editor' ) as $role ) {
			$this->act_as( $role );
			self::post( $item, (string) $other, '1' );
			Menu_Item_Conditions::save_fields( $menu, $item );
			$this->assertSame( array( (string) $condition ), get_post_meta( $item, Menu_Item_Conditions::META_KEY ), $role );
			$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY ), $role );
		}
	}

	public function test_an_item_missing_from_the_form_keeps_its_condition(): void {
		$condition = $this->logged_in_condition();
		$menu      = self::menu();
		$item      = self::item( $menu, 'Products' );
		$other     = self::item( $menu, 'Other' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
		$this->act_as( 'administrator' );
		self::post( $other, '' );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( (string) $condition, get_post_meta( $item, Menu_Item_Conditions::META_KEY, true ) );
	}

	/**
	 * Posted values that are not a condition id.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function hostile_values(): array {
		return array(
			'digits then letters' => array( '12abc' ),
			'negative'            => array( '-1' ),
			'zero'                => array( '0' ),
			'padded'              => array( ' 12' ),
			'decimal'             => array( '1.5' ),
			'array'               => array( array( '12' ) ),
			'markup'              => array( '<script>1</script>' ),
		);
	}

	/**
	 * Hostile values are stored as nothing.
	 *
	 * @dataProvider hostile_values
	 * @param mixed $value Posted value.
	 */
	public function test_hostile_values_are_stored_as_nothing( mixed $value ): void {
		$menu = self::menu();
		$item = self::item( $menu, 'Products' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, '5' );
		update_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY, '1' );
		$this->act_as( 'administrator' );
		self::post( $item, $value, array( 'x' ) );
		Menu_Item_Conditions::save_fields( $menu, $item );
		$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::META_KEY ) );
		$this->assertSame( array(), get_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY ) );
	}

	public function test_a_hidden_item_hides_its_descendants_and_is_shown_when_the_condition_passes(): void {
		$condition  = $this->logged_in_condition();
		$menu       = self::menu();
		$products   = self::item( $menu, 'Products' );
		$shoes      = self::item( $menu, 'Shoes', $products );
		$boots      = self::item( $menu, 'Boots', $shoes );
		$about      = self::item( $menu, 'About' );
		$contact    = self::item( $menu, 'Contact', $about );
		$unaffected = array( $about, $contact );
		update_post_meta( $products, Menu_Item_Conditions::META_KEY, (string) $condition );

		$html = self::render( $menu );
		foreach ( array( $products, $shoes, $boots ) as $hidden ) {
			$this->assertStringNotContainsString( 'menu-item-' . $hidden . '"', $html );
		}
		$this->assertStringNotContainsString( 'Boots', $html );
		foreach ( $unaffected as $shown ) {
			$this->assertStringContainsString( 'menu-item-' . $shown . '"', $html );
		}

		$this->act_as( 'administrator' );
		$html = self::render( $menu );
		foreach ( array( $products, $shoes, $boots, $about, $contact ) as $shown ) {
			$this->assertStringContainsString( 'menu-item-' . $shown . '"', $html );
		}
	}

	public function test_a_parent_whose_children_are_all_hidden_no_longer_says_it_has_children(): void {
		$condition = $this->logged_in_condition();
		$menu      = self::menu();
		$about     = self::item( $menu, 'About' );
		$team      = self::item( $menu, 'Team', $about );
		update_post_meta( $team, Menu_Item_Conditions::META_KEY, (string) $condition );

		$html = self::render( $menu );
		$this->assertStringNotContainsString( 'Team', $html );
		$this->assertMatchesRegularExpression( '#<li (?:id="menu-item-' . $about . '" )?class="[^"]*menu-item-' . $about . '"><a href="https://example.org/about">About</a></li>#', $html );
		$this->assertStringNotContainsString( 'menu-item-has-children', $html );
	}

	public function test_invert_shows_the_item_when_the_condition_fails(): void {
		$condition = $this->logged_in_condition();
		$menu      = self::menu();
		$item      = self::item( $menu, 'Sign up' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
		update_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY, '1' );

		$this->assertStringContainsString( 'Sign up', self::render( $menu ), 'Inverted: shown to a logged-out visitor.' );
		$this->act_as( 'subscriber' );
		$this->assertStringNotContainsString( 'Sign up', self::render( $menu ), 'Inverted: hidden from a logged-in visitor.' );
	}

	public function test_a_draft_condition_is_not_applied(): void {
		$menu = self::menu();
		$item = self::item( $menu, 'Products' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $this->logged_in_condition( 'draft' ) );
		$this->assertStringContainsString( 'Products', self::render( $menu ) );
		update_post_meta( $item, Menu_Item_Conditions::INVERT_META_KEY, '1' );
		$this->assertStringContainsString( 'Products', self::render( $menu ), 'Inverted or not.' );
	}

	public function test_a_missing_or_trashed_condition_hides_the_item(): void {
		$menu    = self::menu();
		$missing = self::item( $menu, 'Missing' );
		$trashed = self::item( $menu, 'Trashed' );
		$shown   = self::item( $menu, 'Shown' );
		update_post_meta( $missing, Menu_Item_Conditions::META_KEY, '987654321' );
		update_post_meta( $trashed, Menu_Item_Conditions::META_KEY, (string) $this->logged_in_condition( 'trash' ) );
		update_post_meta( $trashed, Menu_Item_Conditions::INVERT_META_KEY, '1' );
		$this->act_as( 'administrator' );

		$html = self::render( $menu );
		$this->assertStringNotContainsString( 'Missing', $html );
		$this->assertStringNotContainsString( 'Trashed', $html, 'Fails closed, inverted or not.' );
		$this->assertStringContainsString( 'Shown', $html );
	}

	public function test_nothing_is_hidden_when_block_conditions_are_turned_off(): void {
		$menu = self::menu();
		$item = self::item( $menu, 'Products' );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $this->logged_in_condition() );
		update_option( Feature_Flags::BLOCK_CONDITIONS, '0' );
		$this->assertStringContainsString( 'Products', self::render( $menu ) );
		update_option( Feature_Flags::BLOCK_CONDITIONS, '1' );
		$this->assertStringNotContainsString( 'Products', self::render( $menu ) );
	}

	public function test_a_menu_of_twenty_items_with_twenty_conditions_is_decided_with_one_query(): void {
		global $wpdb;
		$plain   = self::menu();
		$guarded = self::menu();
		for ( $i = 0; $i < 20; $i++ ) {
			self::item( $plain, 'Item ' . $i );
			$item = self::item( $guarded, 'Item ' . $i );
			update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $this->logged_in_condition() );
		}
		$queries  = static function ( int $menu ) use ( $wpdb ): int {
			wp_cache_flush();
			Decisions::flush();
			$before = $wpdb->num_queries;
			self::render( $menu );
			return $wpdb->num_queries - $before;
		};
		$baseline = $queries( $plain );
		$this->assertSame( $baseline + 1, $queries( $guarded ), 'Twenty conditions: one query decides them all.' );
		$this->assertStringNotContainsString( 'Item 1', self::render( $guarded ) );
	}
}
