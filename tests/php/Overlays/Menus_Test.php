<?php
/**
 * Mega-menu panels on navigation blocks and classic menus.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Menus\Classic_Menu;
use GBlocks_Pro\Overlays\Menus\Navigation_Block;
use GBlocks_Pro\Overlays\Renderer;

/**
 * Menu integrations.
 *
 * @group database
 */
final class Menus_Test extends Overlay_Test_Case {

	/**
	 * A started renderer with both menu integrations hooked to it.
	 */
	private function started_renderer(): Renderer {
		$renderer = new Renderer();
		$renderer->start();
		( new Navigation_Block( $renderer ) )->register();
		( new Classic_Menu( $renderer ) )->register();
		return $renderer;
	}

	private static function navigation( string $attributes ): string {
		return '<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"Products","url":"https://example.org/products"' . $attributes . '} /--><!-- wp:navigation-link {"label":"About","url":"https://example.org/about"} /--><!-- /wp:navigation -->';
	}

	public function test_the_attribute_is_registered_on_both_navigation_item_blocks(): void {
		foreach ( Navigation_Block::BLOCKS as $name ) {
			$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertSame( array( 'type' => 'number' ), $type->attributes['gbOverlay'] ?? null, $name );
		}
		$this->assertArrayNotHasKey( 'gbOverlay', \WP_Block_Type_Registry::get_instance()->get_registered( 'core/paragraph' )->attributes );
	}

	public function test_a_navigation_link_with_a_mega_menu_overlay_triggers_it_and_holds_its_panel(): void {
		$id       = $this->create_overlay(
			array(
				'type'         => 'mega-menu',
				'trigger_type' => 'hover',
				'width_mode'   => 'full',
			),
			array( 'post_content' => '<!-- wp:paragraph --><p>All products</p><!-- /wp:paragraph -->' )
		);
		$renderer = $this->started_renderer();
		$html     = do_blocks( self::navigation( ',"gbOverlay":' . $id ) );

		$this->assertMatchesRegularExpression( '#<a[^>]*data-gb-overlay="gb-overlay-' . $id . '"[^>]*>\s*<span class="wp-block-navigation-item__label">Products#', $html );
		$this->assertMatchesRegularExpression( '#<li[^>]*>\s*<a[^>]*>.*?Products.*?</a>\s*<div id="gb-overlay-' . $id . '" class="gb-overlay gb-overlay--mega-menu".*?All products.*?</div></div></li>#s', $html );
		$this->assertStringContainsString( 'data-gb-overlay-width="full"', $html );
		$this->assertSame( 1, substr_count( $html, 'data-gb-overlay=' ), 'Only the chosen item becomes a trigger.' );

		ob_start();
		$renderer->print_overlays();
		$this->assertSame( '', ob_get_clean(), 'The panel is not printed a second time in the footer.' );
		$this->assertTrue( wp_script_is( 'gblocks-pro-overlay-runtime', 'enqueued' ) );
		wp_dequeue_script( 'gblocks-pro-overlay-runtime' );
		wp_dequeue_style( 'gblocks-pro-overlay-runtime' );
	}

	public function test_a_mega_menu_on_two_items_is_printed_once_and_both_trigger_it(): void {
		$id = $this->create_overlay( array( 'type' => 'mega-menu' ) );
		$this->started_renderer();
		$html = do_blocks( str_replace( '"label":"About"', '"label":"About","gbOverlay":' . $id, self::navigation( ',"gbOverlay":' . $id ) ) );
		$this->assertSame( 2, substr_count( $html, 'data-gb-overlay="gb-overlay-' . $id . '"' ) );
		$this->assertSame( 1, substr_count( $html, 'id="gb-overlay-' . $id . '"' ) );
		wp_dequeue_script( 'gblocks-pro-overlay-runtime' );
		wp_dequeue_style( 'gblocks-pro-overlay-runtime' );
	}

	public function test_a_standard_overlay_on_a_navigation_link_is_printed_in_the_footer(): void {
		$id       = $this->create_overlay();
		$renderer = $this->started_renderer();
		$html     = do_blocks( self::navigation( ',"gbOverlay":' . $id ) );
		$this->assertStringContainsString( 'data-gb-overlay="gb-overlay-' . $id . '"', $html );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $id . '"', $html );
		ob_start();
		$renderer->print_overlays();
		$this->assertStringContainsString( '<dialog id="gb-overlay-' . $id . '"', (string) ob_get_clean() );
		wp_dequeue_script( 'gblocks-pro-overlay-runtime' );
		wp_dequeue_style( 'gblocks-pro-overlay-runtime' );
	}

	public function test_a_hidden_overlay_leaves_the_link_a_plain_link(): void {
		$id = $this->create_overlay(
			array(
				'type'              => 'mega-menu',
				'display_condition' => '999999',
			)
		);
		$this->started_renderer();
		$html = do_blocks( self::navigation( ',"gbOverlay":' . $id ) );
		$this->assertStringNotContainsString( 'data-gb-overlay', $html );
		$this->assertStringNotContainsString( 'gb-overlay--mega-menu', $html );
	}

	/**
	 * A classic menu with one item, returned as [ menu id, item id ].
	 *
	 * @return array{int, int}
	 */
	private function classic_menu(): array {
		$menu = wp_create_nav_menu( 'Main ' . self::unique() );
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Products',
				'menu-item-url'    => 'https://example.org/products',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertIsInt( $item );
		return array( (int) $menu, (int) $item );
	}

	public function test_the_menu_item_field_lists_overlays_and_saves_with_the_menu_nonce(): void {
		$overlay             = $this->create_overlay( array(), array( 'post_title' => 'Products panel' ) );
		list( $menu, $item ) = $this->classic_menu();
		$this->act_as( 'administrator' );

		ob_start();
		( new Classic_Menu( new Renderer() ) )->print_field( $item, get_post( $item ) );
		$field = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="gb-overlay-menu-item[' . $item . ']"', $field );
		$this->assertStringContainsString( '<option value="' . $overlay . '">Products panel</option>', $field );

		$_POST = array( Classic_Menu::FIELD => array( $item => (string) $overlay ) );
		Classic_Menu::save_field( $menu, $item );
		$this->assertSame( '', get_post_meta( $item, Classic_Menu::META_KEY, true ), 'No nonce, no save.' );

		$_POST['update-nav-menu-nonce'] = wp_create_nonce( 'update-nav_menu' );
		Classic_Menu::save_field( $menu, $item );
		$this->assertSame( (string) $overlay, get_post_meta( $item, Classic_Menu::META_KEY, true ) );

		$_POST[ Classic_Menu::FIELD ][ $item ] = (string) $this->create_post();
		Classic_Menu::save_field( $menu, $item );
		$this->assertSame( '', get_post_meta( $item, Classic_Menu::META_KEY, true ), 'Only overlays can be chosen.' );
	}

	public function test_an_editor_cannot_save_the_field(): void {
		$overlay             = $this->create_overlay();
		list( $menu, $item ) = $this->classic_menu();
		$this->act_as( 'editor' );
		$_POST = array(
			Classic_Menu::FIELD     => array( $item => (string) $overlay ),
			'update-nav-menu-nonce' => wp_create_nonce( 'update-nav_menu' ),
		);
		Classic_Menu::save_field( $menu, $item );
		$this->assertSame( '', get_post_meta( $item, Classic_Menu::META_KEY, true ) );
	}

	public function test_a_classic_menu_item_triggers_its_overlay_and_holds_the_mega_menu_panel(): void {
		$overlay             = $this->create_overlay( array( 'type' => 'mega-menu' ), array( 'post_content' => '<p>Panel body</p>' ) );
		list( $menu, $item ) = $this->classic_menu();
		update_post_meta( $item, Classic_Menu::META_KEY, $overlay );
		$this->started_renderer();

		$html = (string) wp_nav_menu(
			array(
				'menu'     => $menu,
				'echo'     => false,
				'fallback' => false,
			)
		);
		$this->assertMatchesRegularExpression( '#<a[^>]*data-gb-overlay="gb-overlay-' . $overlay . '"[^>]*>Products</a><div id="gb-overlay-' . $overlay . '" class="gb-overlay gb-overlay--mega-menu"[^>]*><div class="gb-overlay__content"><p>Panel body</p>\s*</div></div></li>#', $html );
		wp_dequeue_script( 'gblocks-pro-overlay-runtime' );
		wp_dequeue_style( 'gblocks-pro-overlay-runtime' );
	}

	public function test_menu_overlays_with_conditions_are_decided_with_one_query_in_all(): void {
		global $wpdb;
		$links = '';
		$ids   = array();
		for ( $i = 0; $i < 6; $i++ ) {
			// Conditions for logged-in visitors only: the panels stay hidden, so only deciding costs queries.
			$ids[]  = $this->create_overlay(
				array(
					'type'              => 'mega-menu',
					'display_condition' => (string) $this->create_condition( 'publish', true ),
				)
			);
			$links .= '<!-- wp:navigation-link {"label":"Item ' . $i . '","url":"https://example.org/' . $i . '","gbOverlay":' . end( $ids ) . '} /-->';
		}
		$plain = str_replace( ',"gbOverlay":', ',"gbNothing":', $links );
		\GBlocks_Pro\Overlays\Active_List::rebuild();
		$this->started_renderer();

		$queries  = static function ( string $links ) use ( $wpdb ): int {
			wp_cache_flush();
			\GBlocks_Pro\Conditions\Decisions::flush();
			$before = $wpdb->num_queries;
			do_blocks( '<!-- wp:navigation {"overlayMenu":"never"} -->' . $links . '<!-- /wp:navigation -->' );
			return $wpdb->num_queries - $before;
		};
		$baseline = $queries( $plain );
		$this->assertSame( $baseline + 1, $queries( $links ), 'Six menu overlays with six conditions: one query decides them all.' );
		$html = do_blocks( '<!-- wp:navigation {"overlayMenu":"never"} -->' . $links . '<!-- /wp:navigation -->' );
		$this->assertStringNotContainsString( 'data-gb-overlay', $html, 'The panels are hidden from a logged-out visitor.' );
	}

	public function test_classic_menu_overlays_with_conditions_are_decided_with_one_query_in_all(): void {
		global $wpdb;
		$menus = array();
		foreach ( array( 'plain', 'overlays' ) as $kind ) {
			$menus[ $kind ] = wp_create_nav_menu( 'Main ' . self::unique() );
			for ( $i = 0; $i < 6; $i++ ) {
				$item = wp_update_nav_menu_item(
					$menus[ $kind ],
					0,
					array(
						'menu-item-title'  => 'Item ' . $i,
						'menu-item-url'    => 'https://example.org/' . $i,
						'menu-item-status' => 'publish',
					)
				);
				if ( 'overlays' === $kind ) {
					$overlay = $this->create_overlay(
						array(
							'type'              => 'mega-menu',
							'display_condition' => (string) $this->create_condition( 'publish', true ),
						)
					);
					update_post_meta( $item, Classic_Menu::META_KEY, $overlay );
				}
			}
		}
		\GBlocks_Pro\Overlays\Active_List::rebuild();
		$this->started_renderer();
		$html     = '';
		$queries  = static function ( int $menu ) use ( $wpdb, &$html ): int {
			wp_cache_flush();
			\GBlocks_Pro\Conditions\Decisions::flush();
			$before = $wpdb->num_queries;
			$html   = (string) wp_nav_menu(
				array(
					'menu'     => $menu,
					'echo'     => false,
					'fallback' => false,
				)
			);
			return $wpdb->num_queries - $before;
		};
		$baseline = $queries( $menus['plain'] );
		$this->assertSame( $baseline + 1, $queries( $menus['overlays'] ), 'Six menu overlays with six conditions: one query decides them all.' );
		$this->assertStringContainsString( 'Item 5', $html );
		$this->assertStringNotContainsString( 'data-gb-overlay', $html );
	}
}
