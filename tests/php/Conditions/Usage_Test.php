<?php
/**
 * The usage scan: overlays, blocks everywhere the editor stores content, and classic menu items, cached and invalidated.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Blocks\Condition_Usage_Source as Block_Usage_Source;
use GBlocks_Pro\Blocks\Menu_Item_Conditions;
use GBlocks_Pro\Usage\Usage_Scanner;
use GBlocks_Pro\Usage\Usage_Source;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Usage_Test extends Conditions_Test_Case {

	/**
	 * Block markup using a condition, as the block serializer writes it.
	 */
	private static function block( int $condition, bool $as_number = false ): string {
		$value = $as_number ? (string) $condition : '"' . $condition . '"';
		return '<!-- wp:paragraph {"gbBlockCondition":' . $value . '} --><p>Hi</p><!-- /wp:paragraph -->';
	}

	/**
	 * The usage route's response for a condition.
	 */
	private function usage( int $condition ): array {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/generateblocks-pro/advanced-conditions/v1/conditions/' . $condition . '/usage' );
		$this->assertStatus( 200, $response );
		return $response->get_data()['response'];
	}

	public function test_usage_is_found_in_posts_templates_parts_patterns_widgets_and_overlays(): void {
		$condition = $this->create_condition( self::tree() );
		$other     = $this->create_condition( self::tree() );
		$post      = $this->create_post( array( 'post_content' => self::block( $condition ) ) );
		$page      = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'draft',
				'post_content' => '<!-- wp:group --><div>' . self::block( $condition, true ) . '</div><!-- /wp:group -->',
			)
		);
		$template  = $this->create_post(
			array(
				'post_type'    => 'wp_template',
				'post_name'    => 'single',
				'post_content' => self::block( $condition ),
			)
		);
		wp_set_object_terms( $template, get_stylesheet(), 'wp_theme' );
		$part    = $this->create_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => 'header',
				'post_content' => self::block( $condition ),
			)
		);
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_content' => self::block( $condition ),
			)
		);
		$overlay = $this->create_post(
			array(
				'post_type'  => 'gblocks_overlay',
				'post_title' => 'Newsletter',
			)
		);
		add_post_meta( $overlay, '_gb_overlay_display_condition', (string) $condition );
		update_option(
			'widget_block',
			array(
				3              => array( 'content' => self::block( $condition ) ),
				4              => array( 'content' => self::block( $other ) ),
				'_multiwidget' => 1,
			)
		);
		// Not usages: another condition, an id that only starts the same, trashed content.
		$this->create_post( array( 'post_content' => self::block( $other ) ) );
		$this->create_post( array( 'post_content' => '<!-- wp:paragraph {"gbBlockCondition":"' . $condition . '1"} --><p></p><!-- /wp:paragraph -->' ) );
		$this->create_post( array( 'post_content' => '<!-- wp:paragraph {"gbBlockCondition":' . $condition . '7} --><p></p><!-- /wp:paragraph -->' ) );
		wp_trash_post( $this->create_post( array( 'post_content' => self::block( $condition ) ) ) );

		$usage = $this->usage( $condition );
		$this->assertSame( 7, $usage['total'] );
		$this->assertSame( array( 'overlays', 'blocks', 'menu_items' ), array_keys( $usage['usage'] ) );
		$this->assertSame( 'Overlay Panels', $usage['usage']['overlays']['label'] );
		$this->assertSame( 1, $usage['usage']['overlays']['total'] );
		$item = $usage['usage']['overlays']['items'][0];
		$this->assertSame( $overlay, $item['id'] );
		$this->assertSame( 'gblocks_overlay', $item['type'] );
		$this->assertSame( 'Newsletter', $item['title'] );
		$this->assertSame( 'publish', $item['status'] );
		$this->assertSame( 'Overlay Panel', $item['type_label'] );
		$this->assertSame( 'overlay_display_condition', $item['usage_type'] );
		$this->assertStringContainsString( 'post=' . $overlay, $item['edit_url'] );
		$this->assertSame( '', $item['view_url'] );

		$blocks = $usage['usage']['blocks'];
		$this->assertSame( 'Blocks', $blocks['label'] );
		$this->assertSame( 6, $blocks['total'] );
		$this->assertSame( array( $post, $page, $template, $part, $pattern, 3 ), array_column( $blocks['items'], 'id' ) );
		$this->assertSame( array( 'post', 'page', 'wp_template', 'wp_template_part', 'wp_block', 'widget' ), array_column( $blocks['items'], 'type' ) );
		$this->assertSame( array( 'block_attributes' ), array_values( array_unique( array_column( $blocks['items'], 'usage_type' ) ) ) );
		$this->assertSame( 'draft', $blocks['items'][1]['status'] );
		$this->assertSame( get_permalink( $post ), $blocks['items'][0]['view_url'] );
		$this->assertSame( '', $blocks['items'][1]['view_url'], 'Drafts have no public address.' );
		foreach ( $blocks['items'] as $block_item ) {
			$this->assertNotSame( '', $block_item['edit_url'] );
			$this->assertSame( array( 'id', 'type', 'title', 'status', 'type_label', 'usage_type', 'edit_url', 'view_url' ), array_keys( $block_item ) );
		}
	}

	public function test_an_unused_condition_has_empty_sections(): void {
		$usage = $this->usage( $this->create_condition( self::tree() ) );
		$this->assertSame( 0, $usage['total'] );
		$this->assertSame( 0, $usage['usage']['overlays']['total'] );
		$this->assertSame( array(), $usage['usage']['blocks']['items'] );
	}

	public function test_usage_is_cached_and_invalidated_when_content_changes(): void {
		global $wpdb;
		$condition = $this->create_condition( self::tree() );
		$post      = $this->create_post( array( 'post_content' => self::block( $condition ) ) );
		$scanner   = Usage_Scanner::instance();
		$this->assertSame( array( $post ), $scanner->find( $condition )['blocks'] );

		$before = $wpdb->num_queries;
		$scanner->find( $condition );
		$this->assertLessThanOrEqual( 2, $wpdb->num_queries - $before, 'A cached usage reads the cache, not the content.' );

		$second = $this->create_post( array( 'post_content' => self::block( $condition ) ) );
		$this->assertSame( array( $post, $second ), $scanner->find( $condition )['blocks'], 'Saving a post invalidates.' );

		wp_delete_post( $post, true );
		$this->assertSame( array( $second ), $scanner->find( $condition )['blocks'], 'Deleting a post invalidates.' );

		$overlay = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$this->assertSame( array(), $scanner->find( $condition )['overlays'] );
		update_post_meta( $overlay, '_gb_overlay_display_condition', (string) $condition );
		$this->assertSame( array( $overlay ), $scanner->find( $condition )['overlays'], 'Changing an overlay\'s condition invalidates.' );

		update_option( 'widget_block', array( 2 => array( 'content' => self::block( $condition ) ) ) );
		$this->assertSame( array( $second, 'widget-2' ), $scanner->find( $condition )['blocks'], 'Saving block widgets invalidates.' );
	}

	public function test_the_scanned_post_types_are_filterable(): void {
		register_post_type(
			'gb_product',
			array(
				'public'   => true,
				'supports' => array( 'title', 'editor' ),
			)
		);
		$this->assertContains( 'gb_product', Block_Usage_Source::post_types() );
		$this->assertContains( 'wp_template_part', Block_Usage_Source::post_types() );
		$this->assertNotContains( 'gblocks_condition', Block_Usage_Source::post_types() );
		add_filter( 'gblocks_pro_usage_post_types', static fn( array $types ): array => array_diff( $types, array( 'gb_product' ) ) );
		$this->assertNotContains( 'gb_product', Block_Usage_Source::post_types() );
		unregister_post_type( 'gb_product' );
	}

	public function test_the_answer_says_whether_it_is_complete_and_when_it_was_computed(): void {
		$condition = $this->create_condition( self::tree() );
		$this->create_post( array( 'post_content' => self::block( $condition ) ) );
		$first = $this->usage( $condition );
		$this->assertSame( array( 'total', 'usage', 'has_more', 'limited', 'limitations', 'cached', 'cached_at' ), array_keys( $first ) );
		$this->assertFalse( $first['has_more'] );
		$this->assertFalse( $first['limited'] );
		$this->assertSame( array(), $first['limitations'] );
		$this->assertFalse( $first['cached'], 'The first answer is computed.' );
		// Unix seconds: the product's client computes "cached … hours ago" from a number (issue 31.19).
		$this->assertIsInt( $first['cached_at'] );
		$this->assertLessThanOrEqual( 5, abs( time() - $first['cached_at'] ) );
		$this->assertMatchesRegularExpression( '/"cached_at":\d+[,}]/', (string) wp_json_encode( $first ) );
		foreach ( $first['usage'] as $section ) {
			$this->assertSame( array( 'label', 'total', 'items', 'has_more' ), array_keys( $section ) );
			$this->assertFalse( $section['has_more'] );
		}

		$second = $this->usage( $condition );
		$this->assertTrue( $second['cached'], 'The second answer comes from the cache.' );
		$this->assertSame( $first['cached_at'], $second['cached_at'] );
		$this->assertSame( $first['usage'], $second['usage'] );

		$this->create_post( array( 'post_content' => self::block( $condition ) ) );
		$third = $this->usage( $condition );
		$this->assertFalse( $third['cached'], 'Saving a post makes the cache stale.' );
		$this->assertSame( 2, $third['usage']['blocks']['total'] );
	}

	public function test_a_feature_adds_its_own_section_through_the_filter(): void {
		$condition = $this->create_condition( self::tree() );
		$source    = new class() implements Usage_Source {
			public function key(): string {
				return 'custom_places';
			}
			public function label(): string {
				return 'Custom places';
			}
			public function find( int $condition_id ): array {
				$ids = get_posts(
					array(
						'post_type'   => 'nav_menu_item',
						'post_status' => 'any',
						'fields'      => 'ids',
						'meta_key'    => '_gb_custom_place', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key
						'meta_value'  => (string) $condition_id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value
					)
				);
				return array(
					'refs'        => array_map( 'intval', $ids ),
					'has_more'    => true,
					'limited'     => true,
					'limitations' => array( 'Only the first menu was read.' ),
				);
			}
			public function items( array $refs ): array {
				return array_map(
					static fn( $id ): array => array(
						'id'         => (int) $id,
						'type'       => 'nav_menu_item',
						'title'      => 'Item',
						'status'     => 'publish',
						'type_label' => 'Menu item',
						'usage_type' => 'menu_item',
						'edit_url'   => admin_url( 'nav-menus.php' ),
						'view_url'   => '',
					),
					$refs
				);
			}
			public function invalidated_by(): array {
				return array( 'meta_keys' => array( '_gb_custom_place' ) );
			}
		};
		add_filter(
			'gblocks_pro_usage_sources',
			static function ( array $sources ) use ( $source ): array {
				$sources[] = $source;
				return $sources;
			}
		);
		$item = $this->create_post( array( 'post_type' => 'nav_menu_item' ) );
		$this->assertSame( 0, $this->usage( $condition )['total'] );
		add_post_meta( $item, '_gb_custom_place', (string) $condition );

		$usage = $this->usage( $condition );
		$this->assertFalse( $usage['cached'], 'A meta key the source lists invalidates.' );
		$this->assertSame( array( 'overlays', 'blocks', 'menu_items', 'custom_places' ), array_keys( $usage['usage'] ) );
		$this->assertSame( 1, $usage['total'] );
		$this->assertSame( array( $item ), array_column( $usage['usage']['custom_places']['items'], 'id' ) );
		$this->assertTrue( $usage['usage']['custom_places']['has_more'] );
		$this->assertFalse( $usage['usage']['blocks']['has_more'] );
		$this->assertTrue( $usage['has_more'] );
		$this->assertTrue( $usage['limited'] );
		$this->assertSame( array( 'Only the first menu was read.' ), $usage['limitations'] );
	}

	public function test_the_scan_costs_one_query_per_source(): void {
		global $wpdb;
		$condition = $this->create_condition( self::tree() );
		$this->create_post( array( 'post_content' => self::block( $condition ) ) );
		get_option( 'widget_block' );
		$before = $wpdb->num_queries;
		$found  = Usage_Scanner::instance()->scan( $condition );
		$this->assertSame( count( Usage_Scanner::sources() ), $wpdb->num_queries - $before );
		$this->assertSame( array( 'overlays', 'blocks', 'menu_items' ), array_keys( $found ) );
		$this->assertCount( 1, $found['blocks'] );
	}

	public function test_a_usage_cached_before_an_uninstall_is_not_served_after_it(): void {
		$condition = $this->create_condition( self::tree() );
		delete_option( Usage_Scanner::VERSION_OPTION );
		$this->assertFalse( $this->usage( $condition )['cached'] );
		$this->assertTrue( $this->usage( $condition )['cached'] );
		// Uninstall removes the version; a persistent object cache may keep the cached usage.
		delete_option( Usage_Scanner::VERSION_OPTION );
		$this->assertFalse( $this->usage( $condition )['cached'] );
	}

	/**
	 * Issue 29 D5: invalidating adds one to the stored version, not to the copy this request read
	 * before another request invalidated (both would write the same value).
	 */
	public function test_invalidating_counts_on_from_the_stored_version(): void {
		global $wpdb;
		$this->create_condition( self::tree() );
		$seen = (int) get_option( Usage_Scanner::VERSION_OPTION );
		// Another request invalidates meanwhile; this request's cached copy does not know.
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) ( $seen + 1 ) ), array( 'option_name' => Usage_Scanner::VERSION_OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Another request's write.
		Usage_Scanner::instance()->invalidate();
		wp_cache_flush();
		$this->assertSame( $seen + 2, (int) get_option( Usage_Scanner::VERSION_OPTION ) );
	}

	public function test_blocks_in_navigation_menus_are_found(): void {
		$condition  = $this->create_condition( self::tree() );
		$navigation = $this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_title'   => 'Header navigation',
				'post_content' => '<!-- wp:navigation-link {"label":"Shop","url":"/shop","gbBlockCondition":"' . $condition . '"} /--><!-- wp:navigation-submenu {"label":"More","gbBlockCondition":' . $condition . '} --><!-- wp:navigation-link {"label":"A","url":"/a"} /--><!-- /wp:navigation-submenu -->',
			)
		);
		$this->create_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_content' => '<!-- wp:navigation-link {"label":"Other","url":"/o","gbBlockCondition":"' . $condition . '0"} /-->',
			)
		);
		$this->assertContains( 'wp_navigation', Block_Usage_Source::post_types() );
		foreach ( array( 'wp_template', 'wp_template_part', 'wp_block', 'wp_navigation' ) as $type ) {
			$this->assertContains( $type, ( new Block_Usage_Source() )->invalidated_by()['post_types'], $type . ' changes invalidate the usage.' );
		}

		$blocks = $this->usage( $condition )['usage']['blocks'];
		$this->assertSame( 1, $blocks['total'] );
		$this->assertSame( $navigation, $blocks['items'][0]['id'] );
		$this->assertSame( 'wp_navigation', $blocks['items'][0]['type'] );
		$this->assertSame( 'Header navigation', $blocks['items'][0]['title'] );
		$this->assertSame( 'block_attributes', $blocks['items'][0]['usage_type'] );
	}

	/**
	 * A classic menu holding one item with the condition, returned as [ menu id, item id ].
	 *
	 * @return array{int, int}
	 */
	private function menu_item_with( int $condition, string $menu_name, string $label ): array {
		$menu = wp_create_nav_menu( $menu_name );
		$this->assertIsInt( $menu );
		$item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => $label,
				'menu-item-url'    => 'https://example.org/',
				'menu-item-status' => 'publish',
			)
		);
		$this->assertIsInt( $item );
		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
		return array( $menu, $item );
	}

	public function test_menu_items_using_the_condition_are_listed_in_their_own_section(): void {
		$condition           = $this->create_condition( self::tree() );
		$other               = $this->create_condition( self::tree() );
		list( $menu, $item ) = $this->menu_item_with( $condition, 'Main <b>menu</b> ' . self::unique(), 'Members <em>area</em>' );
		$this->menu_item_with( $other, 'Footer ' . self::unique(), 'Not this one' );
		$page      = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Pricing',
			)
		);
		$page_item = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-type'      => 'post_type',
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $page,
				'menu-item-status'    => 'publish',
			)
		);
		$this->assertIsInt( $page_item );
		update_post_meta( $page_item, Menu_Item_Conditions::META_KEY, (string) $condition );
		$menu_name = wp_get_nav_menu_object( $menu )->name;

		$usage = $this->usage( $condition );
		$this->assertSame( 2, $usage['total'] );
		$section = $usage['usage']['menu_items'];
		$this->assertSame( 'Menu items', $section['label'] );
		$this->assertSame( 2, $section['total'] );
		$this->assertSame( array( $item, $page_item ), array_column( $section['items'], 'id' ) );
		$this->assertSame(
			array(
				'id'         => $item,
				'type'       => 'nav_menu_item',
				'title'      => 'Members area (menu: ' . wp_strip_all_tags( $menu_name ) . ')',
				'status'     => 'publish',
				'type_label' => 'Menu item',
				'usage_type' => 'menu_item_condition',
				'edit_url'   => admin_url( 'nav-menus.php?action=edit&menu=' . $menu ),
				'view_url'   => '',
			),
			$section['items'][0]
		);
		$this->assertStringStartsWith( 'Pricing (menu: ', $section['items'][1]['title'], 'An item without its own label shows what it links to.' );
	}

	public function test_the_menu_items_section_is_invalidated_when_an_item_changes(): void {
		$condition           = $this->create_condition( self::tree() );
		list( $menu, $item ) = $this->menu_item_with( $condition, 'Main ' . self::unique(), 'Shop' );
		$scanner             = Usage_Scanner::instance();
		$this->assertSame( array( $item ), $scanner->find( $condition )['menu_items'] );

		delete_post_meta( $item, Menu_Item_Conditions::META_KEY );
		$this->assertSame( array(), $scanner->find( $condition )['menu_items'], 'Clearing the condition invalidates.' );

		update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
		$this->assertSame( array( $item ), $scanner->find( $condition )['menu_items'], 'Setting it invalidates.' );

		wp_delete_post( $item, true );
		$this->assertSame( array(), $scanner->find( $condition )['menu_items'], 'Deleting the item invalidates.' );
		$this->assertSame( 0, $this->usage( $condition )['usage']['menu_items']['total'] );
		$this->assertIsInt( $menu );
	}
}
