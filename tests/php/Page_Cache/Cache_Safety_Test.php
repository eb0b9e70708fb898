<?php
/**
 * Page cache compatibility: the switch, its setting and which requests a shared cache may store.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Page_Cache;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Post_Type as Condition_Post_Type;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Settings\Admin_Page;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The option (default WP_CACHE, which this PHPUnit run leaves false; the default with a page cache is
 * read in a server process by Cache_Safe_Output_Http_Test), the filter, the settings route, and each
 * kind of request that is not storable.
 *
 * @group database
 */
final class Cache_Safety_Test extends Test_Case {

	/**
	 * Saved request state.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved               = array(
			'server'       => $_SERVER,
			'wp_query'     => $GLOBALS['wp_query'] ?? null,
			'wp_the_query' => $GLOBALS['wp_the_query'] ?? null,
			'screen'       => $GLOBALS['current_screen'] ?? null,
		);
		$_SERVER['REQUEST_METHOD'] = 'GET';
		Cache_Safety::reset();
		wp_set_current_user( 0 );
		$this->go_to_front( array() );
	}

	protected function tearDown(): void {
		$_SERVER                   = $this->saved['server'];
		$GLOBALS['wp_query']       = $this->saved['wp_query'];
		$GLOBALS['wp_the_query']   = $this->saved['wp_the_query'];
		$GLOBALS['current_screen'] = $this->saved['screen'];
		Cache_Safety::reset();
		parent::tearDown();
	}

	/**
	 * Makes the main query the one for these query vars.
	 *
	 * @param array<string, mixed> $query_vars Query vars.
	 */
	private function go_to_front( array $query_vars ): void {
		$query = new \WP_Query();
		$query->query( $query_vars );
		$GLOBALS['wp_the_query'] = $query;
		$GLOBALS['wp_query']     = $query;
	}

	/**
	 * The value in the options table, as stored.
	 */
	private static function raw(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Cache_Safety::OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored row itself.
		return null === $value ? null : (string) $value;
	}

	public function test_activation_stores_no_choice_autoloaded_so_reading_the_switch_costs_no_query(): void {
		global $wpdb;
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, self::raw() );
		wp_cache_delete( 'alloptions', 'options' );
		wp_load_alloptions();
		$queries = $wpdb->num_queries;
		Cache_Safety::enabled();
		Cache_Safety::defers();
		$this->assertSame( $queries, $wpdb->num_queries );

		update_option( Cache_Safety::OPTION, Cache_Safety::ON );
		Cache_Safety::add_default();
		$this->assertSame( Cache_Safety::ON, self::raw(), 'A choice made before is kept on activation.' );
	}

	public function test_without_a_choice_it_follows_wp_cache_which_is_off_here(): void {
		$this->assertFalse( defined( 'WP_CACHE' ) && WP_CACHE, 'This run has no page cache.' );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, self::raw() );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, get_option( Cache_Safety::OPTION ), 'get_option() answers the mode.' );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, Cache_Safety::mode() );
		$this->assertFalse( Cache_Safety::has_page_cache() );
		$this->assertFalse( Cache_Safety::default_enabled() );
		$this->assertFalse( Cache_Safety::enabled() );
		$this->assertFalse( Cache_Safety::defers() );
	}

	public function test_the_stored_value_decides_and_the_filter_has_the_last_word(): void {
		update_option( Cache_Safety::OPTION, '1' );
		$this->assertTrue( Cache_Safety::enabled() );
		$this->assertTrue( Cache_Safety::defers() );

		update_option( Cache_Safety::OPTION, '0' );
		$this->assertFalse( Cache_Safety::enabled() );

		$seen = array();
		add_filter(
			'gblocks_pro_cache_safe_conditions',
			static function ( $enabled ) use ( &$seen ) {
				$seen[] = $enabled;
				return true;
			}
		);
		$this->assertTrue( Cache_Safety::enabled() );
		$this->assertSame( array( false ), $seen );

		update_option( Cache_Safety::OPTION, Cache_Safety::FOLLOW_WP_CACHE );
		Cache_Safety::enabled();
		delete_option( Cache_Safety::OPTION );
		Cache_Safety::enabled();
		$this->assertSame( array( false, false, false ), $seen, 'The filter gets the default (WP_CACHE) without a choice.' );
	}

	public function test_the_settings_route_offers_auto_on_and_off_and_auto_can_be_chosen_again(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'GET', '/wp/v2/settings' )->get_data();
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, $data[ Cache_Safety::OPTION ], 'Without a choice: automatic.' );
		$schema = $this->rest( 'OPTIONS', '/wp/v2/settings' )->get_data()['schema']['properties'][ Cache_Safety::OPTION ];
		$this->assertSame( 'string', $schema['type'] );
		$this->assertSame( array( 'auto', 'on', 'off' ), $schema['enum'] );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Cache_Safety::OPTION => 'on' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'on', $response->get_data()[ Cache_Safety::OPTION ] );
		$this->assertSame( 'on', self::raw() );
		$this->assertTrue( Cache_Safety::enabled() );

		$response = $this->rest( 'POST', '/wp/v2/settings', array( Cache_Safety::OPTION => 'off' ) );
		$this->assertSame( 'off', $response->get_data()[ Cache_Safety::OPTION ] );
		$this->assertSame( 'off', self::raw() );
		$this->assertFalse( Cache_Safety::enabled() );

		add_filter( 'gblocks_pro_cache_safe_conditions', static fn ( $enabled ) => $enabled );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Cache_Safety::OPTION => 'auto' ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( 'auto', $response->get_data()[ Cache_Safety::OPTION ], 'Back to automatic after a choice.' );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, self::raw() );
		$this->assertSame( Cache_Safety::default_enabled(), Cache_Safety::enabled(), 'Automatic follows WP_CACHE.' );
	}

	public function test_values_stored_before_the_three_states_read_as_their_choice(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		foreach ( array(
			'1' => 'on',
			'0' => 'off',
			''  => 'off',
		) as $stored => $mode ) {
			// The row as an earlier version wrote it, past the sanitize callback.
			$wpdb->update( $wpdb->options, array( 'option_value' => (string) $stored ), array( 'option_name' => Cache_Safety::OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored row itself.
			wp_cache_delete( 'alloptions', 'options' );
			wp_cache_delete( Cache_Safety::OPTION, 'options' );
			Cache_Safety::option_written();
			$this->assertSame( $mode, Cache_Safety::mode(), "Stored '$stored'." );
			$this->assertSame( 'on' === $mode, Cache_Safety::enabled(), "Stored '$stored'." );
			$this->assertSame( $mode, $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Cache_Safety::OPTION ], "Stored '$stored'." );
		}
		delete_option( Cache_Safety::OPTION );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, Cache_Safety::mode(), 'Absent is automatic.' );
		update_option( Cache_Safety::OPTION, true );
		$this->assertSame( 'on', self::raw(), 'A boolean from PHP is stored as its choice.' );
	}

	public function test_a_value_that_is_not_a_mode_is_a_400_naming_the_setting_and_editors_get_403(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'sometimes', true ) as $bad ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( Cache_Safety::OPTION => $bad ) );
			$this->assertStatus( 400, $response );
			$this->assertStringContainsString( Cache_Safety::OPTION, (string) wp_json_encode( $response->get_data() ) );
			$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, self::raw() );
		}

		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/settings', array( Cache_Safety::OPTION => 'on' ) ) );
		$this->assertSame( Cache_Safety::FOLLOW_WP_CACHE, self::raw() );
	}

	public function test_the_settings_screen_is_told_the_page_cache_default_and_what_is_in_effect(): void {
		global $submenu, $admin_page_hooks, $_registered_pages;
		$submenu           = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh admin menu for the test.
		$admin_page_hooks  = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_registered_pages = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->act_as( 'administrator' );
		add_filter( 'gblocks_pro_cache_safe_conditions', '__return_true' );
		$page = new Admin_Page();
		$page->add_page();
		$page->enqueue( (string) get_plugin_page_hookname( Admin_Page::SLUG, Admin_Page::parent_slug() ) );

		$before = implode( '', (array) wp_scripts()->get_data( Assets::handle( 'settings-admin' ), 'before' ) );
		wp_dequeue_script( Assets::handle( 'settings-admin' ) );
		wp_deregister_script( Assets::handle( 'settings-admin' ) );
		wp_dequeue_style( Assets::handle( 'settings-admin' ) );
		$this->assertStringContainsString( '"pageCache":false', $before );
		$this->assertStringContainsString( '"cacheSafeInEffect":true', $before );
	}

	public function test_an_anonymous_front_end_get_or_head_is_storable(): void {
		$this->assertTrue( Cache_Safety::storable() );
		$_SERVER['REQUEST_METHOD'] = 'HEAD';
		$this->assertTrue( Cache_Safety::storable() );
		update_option( Cache_Safety::OPTION, '1' );
		$this->assertTrue( Cache_Safety::defers() );
	}

	/**
	 * Each kind of request a shared cache does not store, set up as WordPress sets it up.
	 *
	 * @return array<string, array{0: callable(self): void}>
	 */
	public static function not_storable(): array {
		return array(
			'a logged-in visitor' => array(
				static function ( self $test ): void {
					wp_set_current_user( $test->create_user( 'subscriber' ) );
				},
			),
			'a POST'              => array(
				static function (): void {
					$_SERVER['REQUEST_METHOD'] = 'POST';
				},
			),
			'the admin'           => array(
				static function (): void {
					require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
					require_once ABSPATH . 'wp-admin/includes/screen.php';
					set_current_screen( 'edit.php' );
				},
			),
			'AJAX'                => array(
				static function (): void {
					add_filter( 'wp_doing_ajax', '__return_true' );
				},
			),
			'cron'                => array(
				static function (): void {
					add_filter( 'wp_doing_cron', '__return_true' );
				},
			),
			'a JSON request'      => array(
				static function (): void {
					$_SERVER['HTTP_ACCEPT'] = 'application/json';
				},
			),
			'a feed'              => array(
				static function ( self $test ): void {
					$test->go_to_front( array( 'feed' => 'rss2' ) );
				},
			),
			'a preview'           => array(
				static function ( self $test ): void {
					$test->go_to_front(
						array(
							'p'       => $test->create_post(),
							'preview' => 'true',
						)
					);
				},
			),
		);
	}

	/**
	 * Not storable: the request keeps today's server decisions, whatever the setting.
	 *
	 * @dataProvider not_storable
	 *
	 * @param callable(self): void $arrange Sets the request up.
	 */
	public function test_requests_a_shared_cache_does_not_store_are_not_deferred( callable $arrange ): void {
		update_option( Cache_Safety::OPTION, '1' );
		$this->assertTrue( Cache_Safety::defers(), 'Deferred before the request kind is set up.' );

		$arrange( $this );

		$this->assertFalse( Cache_Safety::storable() );
		$this->assertFalse( Cache_Safety::defers() );
	}

	public function test_a_rest_request_dispatched_in_process_is_not_storable(): void {
		update_option( Cache_Safety::OPTION, '1' );
		$seen = array();
		add_filter(
			'rest_prepare_post_type',
			static function ( $response ) use ( &$seen ) {
				$seen[] = Cache_Safety::defers();
				return $response;
			}
		);
		rest_do_request( new \WP_REST_Request( 'GET', '/wp/v2/types/post' ) );

		$this->assertSame( array( false ), $seen );
		$this->assertTrue( Cache_Safety::defers(), 'Deferred again once the REST request is over.' );
	}

	public function test_a_visitor_rule_decided_for_a_logged_in_visitor_changes_nothing(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		do_action( 'gblocks_pro_visitor_rule_decided' );
		$this->assertFalse( Cache_Safety::varies(), 'A logged-in page is not stored by a shared cache: nothing to tell it.' );

		// The same decision in the same request for an anonymous visitor does tell caches: the assertion
		// above is the logged-in case, not a decision the feature never hears of.
		wp_set_current_user( 0 );
		do_action( 'gblocks_pro_visitor_rule_decided' );
		$this->assertTrue( Cache_Safety::varies(), 'An anonymous page that depended on a visitor rule is not kept.' );
	}

	public function test_the_page_buffer_starts_only_on_storable_requests(): void {
		// A site where a condition can decide a visitor rule (elsewhere the buffer never starts).
		$this->create_condition_post( 'device', 'mobile' );
		Condition_Store::instance()->rebuild_cache();
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$level = ob_get_level();
		Cache_Safety::start_buffer();
		$this->assertSame( $level, ob_get_level() );

		wp_set_current_user( 0 );
		Cache_Safety::start_buffer();
		$this->assertSame( $level + 1, ob_get_level() );
		echo 'page';
		$this->assertSame( 'page', (string) ob_get_clean() );
	}

	public function test_asking_again_in_the_same_request_state_asks_the_request_nothing(): void {
		update_option( Cache_Safety::OPTION, '1' );
		$asked = 0;
		$count = static function ( $value ) use ( &$asked ) {
			++$asked;
			return $value;
		};
		add_filter( 'wp_doing_ajax', $count );
		for ( $block = 0; $block < 5; $block++ ) {
			$this->assertTrue( Cache_Safety::defers() );
		}
		$this->assertSame( 1, $asked, 'Five conditioned blocks, one look at the request.' );

		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->assertFalse( Cache_Safety::defers(), 'A change of the request is seen.' );
		$this->assertSame( 2, $asked );
	}

	public function test_the_page_buffer_starts_only_on_sites_where_a_condition_has_a_visitor_rule(): void {
		$level = ob_get_level();
		$this->create_condition_post( 'user_role', 'general:logged_in' );
		Condition_Store::instance()->rebuild_cache();
		Cache_Safety::start_buffer();
		$this->assertSame( $level, ob_get_level(), 'No condition can decide a visitor rule: the first byte is not held back.' );

		$this->create_condition_post( 'device', 'mobile' );
		Condition_Store::instance()->rebuild_cache();
		Cache_Safety::start_buffer();
		$this->assertSame( $level + 1, ob_get_level() );
		ob_end_clean();
	}

	/**
	 * A published condition of one rule.
	 *
	 * @param string $type Rule type.
	 * @param string $rule Rule.
	 */
	private function create_condition_post( string $type, string $rule ): void {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Condition_Post_Type::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $type,
			)
		);
		Condition_Post_Type::save_tree(
			$id,
			array(
				'logic'  => 'OR',
				'groups' => array(
					array(
						'logic'      => 'AND',
						'conditions' => array(
							array(
								'type'     => $type,
								'rule'     => $rule,
								'operator' => 'is',
								'value'    => '',
							),
						),
					),
				),
			)
		);
	}

	public function test_with_the_setting_off_deciding_whether_to_defer_asks_nothing_about_the_request(): void {
		update_option( Cache_Safety::OPTION, '0' );
		$asked = 0;
		$count = static function ( $value ) use ( &$asked ) {
			++$asked;
			return $value;
		};
		add_filter( 'wp_doing_ajax', $count );
		add_filter( 'wp_doing_cron', $count );
		$this->assertFalse( Cache_Safety::defers() );
		$this->assertSame( 0, $asked, 'A conditioned block on a site without page cache compatibility pays for the setting only.' );
		update_option( Cache_Safety::OPTION, '1' );
		$this->assertTrue( Cache_Safety::defers() );
		$this->assertGreaterThan( 0, $asked, 'With the setting on, the request is asked whether it may be stored.' );
	}
}
