<?php
/**
 * The plugin boots, grants its capabilities to administrators only, and registers its namespaces.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Styles\Style_Store;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Foundation behaviour.
 *
 * @group database
 */
final class Plugin_Test extends Test_Case {

	public function test_plugin_is_active_and_booted(): void {
		$this->assertTrue( is_plugin_active( 'gblocks-pro/plugin.php' ) );
		$this->assertSame( 1, did_action( 'gblocks_pro_booted' ) );
		$this->assertTrue( post_type_exists( 'gblocks_overlay' ) );
		$this->assertTrue( post_type_exists( 'gblocks_condition' ) );
		$this->assertTrue( taxonomy_exists( 'gblocks_overlay_cat' ) );
		$this->assertTrue( taxonomy_exists( 'gblocks_condition_cat' ) );
	}

	public function test_plugin_header_matches_the_contract(): void {
		$data = get_plugin_data( GBLOCKS_PRO_FILE, false, false );
		$this->assertSame( 'GBlocks Pro: Overlay Panels & Conditions', $data['Name'] );
		$this->assertSame( 'gblocks-pro', $data['TextDomain'] );
		$this->assertSame( '6.6', $data['RequiresWP'] );
		$this->assertSame( '8.1', $data['RequiresPHP'] );
	}

	public function test_activation_sets_feature_flag_defaults(): void {
		$this->assertSame( '1', get_option( 'gblocks_pro_enable_overlays' ) );
		$this->assertSame( '1', get_option( 'gblocks_pro_enable_block_conditions' ) );
		$this->assertSame( '0', get_option( 'gblocks_pro_enable_acf' ) );
	}

	/**
	 * Every role, and whether it may manage overlays and conditions.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public function roles(): array {
		return array(
			'administrator' => array( 'administrator', true ),
			'editor'        => array( 'editor', false ),
			'author'        => array( 'author', false ),
			'contributor'   => array( 'contributor', false ),
			'subscriber'    => array( 'subscriber', false ),
		);
	}

	/**
	 * Administrators, and only they, hold the capabilities.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role     Role name.
	 * @param bool   $expected Whether the role may manage overlays and conditions.
	 */
	public function test_capabilities_belong_to_administrators_only( string $role, bool $expected ): void {
		$user = get_user_by( 'id', $this->create_user( $role ) );
		foreach ( Capabilities::all() as $cap ) {
			$this->assertSame( $expected, $user->has_cap( $cap ), "$role / $cap" );
		}
		// The post types' own capabilities resolve to the same manage capability.
		$this->assertSame( $expected, user_can( $user, get_post_type_object( 'gblocks_overlay' )->cap->edit_posts ) );
		$this->assertSame( $expected, user_can( $user, get_post_type_object( 'gblocks_condition' )->cap->publish_posts ) );
	}

	public function test_a_front_end_request_constructs_no_deferred_rest_controller_nor_admin_screen(): void {
		global $wp_filter;
		$this->assertFalse( is_admin() );
		$booted = array();
		foreach ( array( 'rest_api_init', 'admin_menu', 'admin_enqueue_scripts' ) as $hook ) {
			foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( is_array( $callback['function'] ) && is_object( $callback['function'][0] ) ) {
						$booted[] = get_class( $callback['function'][0] );
					}
				}
			}
		}
		foreach ( array(
			\GBlocks_Pro\Conditions\Rest\Conditions_Controller::class,
			\GBlocks_Pro\Overlays\Rest\Overlays_Controller::class,
			\GBlocks_Pro\Loop\Rest\Loop_Preview_Controller::class,
			\GBlocks_Pro\Conditions\Admin_Page::class,
			\GBlocks_Pro\Settings\Admin_Page::class,
		) as $class ) {
			$this->assertNotContains( $class, $booted, $class . ' is constructed only when its hooks can fire.' );
		}
		// The routes are still there once the REST API starts.
		$routes = rest_get_server()->get_routes();
		$this->assertArrayHasKey( '/generateblocks-pro/advanced-conditions/v1/conditions', $routes );
		$this->assertArrayHasKey( '/generateblocks-pro/overlays/v1/overlays', $routes );
	}

	/**
	 * A feature whose hooks boot() adds by class name (STATIC_HOOKS, or a deferred REST controller's
	 * other hooks) gets exactly the hooks its own register() would add: the list in Plugin cannot drift
	 * from the feature.
	 */
	public function test_hooks_added_by_class_name_are_the_ones_the_feature_registers(): void {
		global $wp_filter;
		$list    = ( new \ReflectionMethod( \GBlocks_Pro\Plugin::class, 'feature_list' ) )->invoke( null );
		$checked = 0;
		foreach ( $list as $entry ) {
			if ( ! is_array( $entry ) || ( 'hooks' !== $entry[0] && empty( $entry[2] ) ) ) {
				continue;
			}
			$expected = array();
			foreach ( $entry[2] as $hook ) {
				$expected[] = array( $hook[0], $hook[1], $hook[2] ?? 10, $hook[3] ?? 1 );
			}
			if ( 'rest' === $entry[0] ) {
				$expected[] = array( 'rest_api_init', 'register_routes', 10, 1 );
			}
			$saved     = $wp_filter;
			$wp_filter = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Captures what register() adds, restored below.
			try {
				( new $entry[1]() )->register();
				$added = array();
				foreach ( $wp_filter as $name => $hook ) {
					foreach ( $hook->callbacks as $priority => $callbacks ) {
						foreach ( $callbacks as $callback ) {
							$added[] = array( (string) $name, is_array( $callback['function'] ) ? (string) $callback['function'][1] : 'closure', (int) $priority, (int) $callback['accepted_args'] );
						}
					}
				}
			} finally {
				$wp_filter = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restored.
			}
			sort( $expected );
			sort( $added );
			$this->assertSame( $expected, $added, $entry[1] );
			++$checked;
		}
		$this->assertGreaterThanOrEqual( 14, $checked );
		// And boot() added them, by class name.
		$this->assertSame( 10, has_filter( 'gblocks_pro_editor_data', array( \GBlocks_Pro\Overlays\Editor::class, 'data' ) ) );
		$this->assertSame( 10, has_action( 'wp_insert_post', array( \GBlocks_Pro\Overlays\New_Overlay_Type::class, 'apply' ) ) );
		$this->assertSame( 10, has_action( 'save_post', array( \GBlocks_Pro\Usage\Usage_Scanner::class, 'post_changed' ) ) );
		$this->assertSame( 10, has_action( 'updated_option', array( \GBlocks_Pro\Usage\Usage_Scanner::class, 'option_changed' ) ) );
		$this->assertSame( 10, has_action( 'deleted_post', array( \GBlocks_Pro\Conditions\Usage_Invalidation::class, 'post_changed' ) ) );
		$this->assertSame( 10, has_filter( 'rest_post_dispatch', array( \GBlocks_Pro\Support\Rest_Response::class, 'envelope_errors' ) ) );
		$this->assertSame( 9, has_filter( 'content_save_pre', array( \GBlocks_Pro\Dynamic_Tags\Save_Guard::class, 'set_tags_aside' ) ) );
		$this->assertSame( 10, has_filter( 'gblocks_pro_meta_value', array( \GBlocks_Pro\Integrations\Acf::class, 'meta_value' ) ) );
		$this->assertSame( 10, has_filter( 'wp_nav_menu_objects', array( \GBlocks_Pro\Blocks\Menu_Item_Conditions::class, 'filter_items' ) ) );
		$this->assertSame( 10, has_action( 'enqueue_block_editor_assets', array( \GBlocks_Pro\Support\Editor_Bundle::class, 'enqueue' ) ) );
		$this->assertSame( 10, has_filter( 'gblocks_pro_editor_data', array( \GBlocks_Pro\Global_Classes\Editor_Data::class, 'add' ) ) );
	}

	/**
	 * On an admin request a feature listed IN_ADMIN with hooks is built, and its register() adds the
	 * hooks boot() adds elsewhere by class name, plus its admin ones.
	 */
	public function test_an_admin_feature_adds_its_listed_hooks_and_its_admin_ones_on_admin_requests(): void {
		global $wp_filter;
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$list    = ( new \ReflectionMethod( \GBlocks_Pro\Plugin::class, 'feature_list' ) )->invoke( null );
		$admin   = array(
			\GBlocks_Pro\Blocks\Menu_Item_Conditions::class => array( 'wp_nav_menu_item_custom_fields', 'print_fields' ),
			\GBlocks_Pro\Overlays\Editor::class       => array( 'admin_body_class', 'body_class' ),
			\GBlocks_Pro\Support\Editor_Bundle::class => array( 'enqueue_block_assets', 'enqueue_canvas' ),
			\GBlocks_Pro\Trust\Content_Upgrade::class => array( 'admin_notices', 'notice' ),
		);
		$checked = array();
		set_current_screen( 'dashboard' );
		$saved = $wp_filter;
		try {
			$this->assertTrue( is_admin() );
			foreach ( $list as $entry ) {
				if ( ! is_array( $entry ) || 'admin' !== $entry[0] || empty( $entry[2] ) ) {
					continue;
				}
				$wp_filter = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Captures what register() adds, restored below.
				( new $entry[1]() )->register();
				foreach ( $entry[2] as $hook ) {
					$this->assertSame( $hook[2] ?? 10, has_filter( $hook[0], array( $entry[1], $hook[1] ) ), $entry[1] . ' ' . $hook[0] );
				}
				$this->assertArrayHasKey( $entry[1], $admin, $entry[1] . ' has admin hooks: name one here.' );
				$this->assertArrayHasKey( $admin[ $entry[1] ][0], $wp_filter, $entry[1] );
				$callbacks = array_merge( ...array_values( $wp_filter[ $admin[ $entry[1] ][0] ]->callbacks ) );
				$this->assertContains( $admin[ $entry[1] ][1], array_map( static fn( array $callback ): string => (string) $callback['function'][1], $callbacks ) );
				$checked[] = $entry[1];
			}
		} finally {
			$wp_filter                 = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restored.
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Back to the front end.
		}
		sort( $checked );
		$expected = array_keys( $admin );
		sort( $expected );
		$this->assertSame( $expected, $checked );
	}

	public function test_the_usage_sources_are_built_when_the_usage_filter_runs_in_their_order(): void {
		$this->assertSame( array( 'overlays', 'blocks', 'menu_items' ), array_keys( \GBlocks_Pro\Usage\Usage_Scanner::sources() ) );
		$first = \GBlocks_Pro\Usage\Usage_Scanner::sources();
		$this->assertSame( $first, \GBlocks_Pro\Usage\Usage_Scanner::sources(), 'One instance of each source per request.' );
		$this->assertSame( 10, has_filter( 'gblocks_pro_usage_sources', array( \GBlocks_Pro\Plugin::class, 'add_usage_sources' ) ) );
	}

	public function test_both_rest_namespaces_exist(): void {
		$namespaces = rest_get_server()->get_namespaces();
		$this->assertContains( 'generateblocks-pro/advanced-conditions/v1', $namespaces );
		$this->assertContains( 'generateblocks-pro/overlays/v1', $namespaces );
	}

	/**
	 * Whether a test ran uninstall.php (the roles in memory are then reloaded after the rollback).
	 *
	 * @var bool
	 */
	private bool $uninstalled = false;

	protected function tearDown(): void {
		parent::tearDown();
		if ( $this->uninstalled ) {
			// The transaction was rolled back: read the roles, capabilities included, from the database again.
			wp_roles()->for_site();
		}
	}

	/**
	 * Runs uninstall.php as WordPress does (uninstall_plugin() defines WP_UNINSTALL_PLUGIN, then includes
	 * the file without loading the plugin); here the plugin stays loaded, and the test's transaction
	 * undoes the database changes afterwards.
	 */
	private function run_uninstall(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'gblocks-pro/plugin.php' );
		}
		$this->uninstalled = true;
		// MariaDB commits the open transaction on DROP TABLE: there the Insights tables' DROP is recorded,
		// not run (tests/php/Insights/Storage/Uninstall_Test runs uninstall.php on a site of its own).
		$dropped = array();
		if ( 'mysql' === DB_ENGINE ) {
			add_filter(
				'query',
				static function ( $query ) use ( &$dropped ) {
					if ( is_string( $query ) && preg_match( '/^DROP TABLE IF EXISTS `(\w+gblocks_insights_\w+)`$/', $query, $match ) ) {
						$dropped[] = $match[1];
						return '';
					}
					return $query;
				}
			);
		}
		include GBLOCKS_PRO_DIR . 'uninstall.php';
		wp_cache_flush();
		if ( 'mysql' === DB_ENGINE ) {
			$this->assertSame( \GBlocks_Pro\Insights\Storage\Schema::all_tables(), $dropped );
		} else {
			$this->assertFalse( \GBlocks_Pro\Insights\Storage\Schema::exists(), 'The Insights tables are dropped (the transaction brings them back).' );
		}
	}

	/**
	 * Our rows in the options table (options, transients and their timeouts).
	 *
	 * @return string[]
	 */
	private static function our_option_rows(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name", '%' . $wpdb->esc_like( 'gblocks_pro_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Content of every kind the plugin stores, returned as [ post ids, term ids, menu item id ].
	 *
	 * @return array{int[], int[], int}
	 */
	private function create_content(): array {
		$condition = $this->create_post(
			array(
				'post_type'   => 'gblocks_condition',
				'post_status' => 'publish',
			)
		);
		update_post_meta( $condition, '_gb_conditions', array( 'logic' => 'OR', 'groups' => array() ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$overlay = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		update_post_meta( $overlay, '_gb_overlay_display_condition', (string) $condition );
		$styles = $this->create_post( array( 'post_type' => 'gblocks_styles' ) );
		$terms  = array(
			wp_insert_term( 'Seasonal', 'gblocks_overlay_cat' )['term_id'],
			wp_insert_term( 'Members', 'gblocks_condition_cat' )['term_id'],
		);
		wp_set_object_terms( $overlay, array( $terms[0] ), 'gblocks_overlay_cat' );
		wp_set_object_terms( $condition, array( $terms[1] ), 'gblocks_condition_cat' );
		$menu_item = $this->create_post( array( 'post_type' => 'nav_menu_item' ) );
		update_post_meta( $menu_item, '_gb_overlay_menu_item', $overlay );
		update_post_meta( $menu_item, '_gb_menu_condition', (string) $condition );
		return array( array( $condition, $overlay, $styles ), $terms, $menu_item );
	}

	/**
	 * Options, a usage cache (transient), the list of active overlays: all of ours.
	 */
	private function fill_options_and_transients( int $condition ): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->rest( 'GET', '/generateblocks-pro/advanced-conditions/v1/conditions/' . $condition . '/usage' )->get_status() );
		wp_set_current_user( 0 );
		\GBlocks_Pro\Overlays\Active_List::rebuild();
		update_option( 'gblocks_pro_version', '1.0.0' );
		set_transient( 'gblocks_pro_probe', 'x', 60 );
		$rows = self::our_option_rows();
		foreach ( array( 'gblocks_pro_enable_overlays', 'gblocks_pro_active_overlays', 'gblocks_pro_usage_version', '_transient_gblocks_pro_usage_' . $condition, '_transient_timeout_gblocks_pro_usage_' . $condition, '_transient_gblocks_pro_probe' ) as $expected ) {
			$this->assertContains( $expected, $rows );
		}
	}

	public function test_uninstall_revokes_capabilities(): void {
		list( $posts, $terms, $menu_item ) = $this->create_content();
		$this->fill_options_and_transients( $posts[0] );
		add_filter( 'gblocks_pro_capability_roles', static fn(): array => array( 'administrator', 'editor' ) );
		Capabilities::grant();
		$this->assertTrue( get_role( 'editor' )->has_cap( Capabilities::MANAGE_OVERLAYS ) );
		// A page with a styled block: its styles are compiled when it is saved, kept in its post meta.
		$styled_block = '<!-- wp:paragraph {"gbStyles":{"color":"red"}} --><p>Styled</p><!-- /wp:paragraph -->';
		$this->act_as( 'administrator' );
		$styled = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_content' => $styled_block,
			)
		);
		wp_set_current_user( 0 );
		$this->assertTrue( metadata_exists( 'post', $styled, Style_Store::META_KEY ), 'The styles are compiled at save.' );

		$this->run_uninstall();

		$this->assertFalse( metadata_exists( 'post', $styled, Style_Store::META_KEY ), 'The compiled block styles (a cache) are deleted.' );
		$this->assertSame( $styled_block, get_post( $styled )->post_content, 'The page and its styled block are kept.' );

		foreach ( wp_roles()->role_objects as $name => $role ) {
			foreach ( Capabilities::all() as $cap ) {
				$this->assertFalse( $role->has_cap( $cap ), "$name / $cap" );
			}
		}
		// And in the database, not only in memory.
		wp_roles()->for_site();
		$this->assertFalse( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_CONDITIONS ) );
		$this->assertSame( array(), self::our_option_rows(), 'Every option and transient of ours is removed.' );
		$this->assertFalse( get_transient( 'gblocks_pro_usage_' . $posts[0] ) );

		// Content is kept without the setting.
		foreach ( $posts as $id ) {
			$this->assertInstanceOf( \WP_Post::class, get_post( $id ) );
		}
		$this->assertSame( (string) $posts[0], get_post_meta( $posts[1], '_gb_overlay_display_condition', true ) );
		foreach ( $terms as $term ) {
			$this->assertInstanceOf( \WP_Term::class, get_term( $term ) );
		}
		$this->assertSame( (string) $posts[1], get_post_meta( $menu_item, '_gb_overlay_menu_item', true ) );
	}

	public function test_uninstall_with_the_setting_deletes_content(): void {
		global $wpdb;
		list( $posts, $terms, $menu_item ) = $this->create_content();
		update_option( 'gblocks_pro_delete_data_on_uninstall', '1' );

		$this->run_uninstall();

		foreach ( $posts as $id ) {
			$this->assertNull( get_post( $id ), 'Overlays, conditions and global classes are deleted.' );
			$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE post_id = %d", $id ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		foreach ( array( 'gblocks_overlay_cat', 'gblocks_condition_cat' ) as $taxonomy ) {
			$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} WHERE taxonomy = %s", $taxonomy ) ), "Terms of $taxonomy are deleted." ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
		foreach ( $terms as $term ) {
			$this->assertNull( get_term( $term ) );
		}
		$this->assertInstanceOf( \WP_Post::class, get_post( $menu_item ), 'Menu items are the site\'s, not ours.' );
		$this->assertSame( '', get_post_meta( $menu_item, '_gb_overlay_menu_item', true ), 'Settings of ours on menu items are removed.' );
		$this->assertSame( '', get_post_meta( $menu_item, '_gb_menu_condition', true ) );
		$this->assertSame( array(), self::our_option_rows(), 'The setting itself is removed too.' );
	}
}
