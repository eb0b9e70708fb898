<?php
/**
 * The page config of the counting script: where it is printed, what it holds, what it costs.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Collect;

use GBlocks_Pro\Insights\Collect\Page_Identity;
use GBlocks_Pro\Insights\Goals;
use GBlocks_Pro\Insights\Page_Config;
use GBlocks_Pro\Overlays\Renderer;
use GBlocks_Pro\Tests\Overlays\Overlay_Test_Case;

/**
 * Rendered through the real Renderer, whose gblocks_pro_overlays_printed action feeds a Page_Config of
 * the test's own (the plugin's instance keeps the state of its first request).
 *
 * @group database
 */
final class Page_Config_Test extends Overlay_Test_Case {

	private const ASSET = GBLOCKS_PRO_DIR . 'build/insights-runtime.asset.php';

	/**
	 * Whether the test wrote the asset file.
	 *
	 * @var bool
	 */
	private bool $made_asset = false;

	/**
	 * Whether the test made the build folder.
	 *
	 * @var bool
	 */
	private bool $made_build = false;

	/**
	 * The test's own page config.
	 *
	 * @var Page_Config
	 */
	private Page_Config $config;

	protected function setUp(): void {
		parent::setUp();
		if ( ! is_file( self::ASSET ) ) {
			$this->made_build = ! is_dir( dirname( self::ASSET ) ) && mkdir( dirname( self::ASSET ) );
			$this->made_asset = false !== file_put_contents( self::ASSET, "<?php return array( 'dependencies' => array(), 'version' => 'test' );\n" );
		}
		// A visitor on a fresh script queue, whatever an earlier test of the run left (a logged-in user who
		// may edit overlays is not counted; a queue that already printed the handle prints it no more).
		wp_set_current_user( 0 );
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- wp_scripts() makes a new queue.
		remove_all_actions( 'gblocks_pro_overlays_printed' );
		remove_all_actions( 'wp_footer' );
		$this->config = new Page_Config();
		$this->config->register();
		$_SERVER['REQUEST_URI'] = '/landing/?utm_source=x';
		Page_Identity::secret();
	}

	protected function tearDown(): void {
		wp_dequeue_script( Page_Config::HANDLE );
		wp_deregister_script( Page_Config::HANDLE );
		if ( $this->made_asset ) {
			unlink( self::ASSET );
		}
		if ( $this->made_build ) {
			rmdir( dirname( self::ASSET ) );
		}
		parent::tearDown();
	}

	private static function trigger( int $id ): string {
		return '<!-- wp:html --><button type="button" data-gb-overlay="gb-overlay-' . $id . '">Open</button><!-- /wp:html -->';
	}

	/**
	 * Renders a page and its footer (the renderer's, then the config's).
	 *
	 * @param string $content Block markup.
	 */
	private function render( string $content ): void {
		$renderer = new Renderer();
		$renderer->start();
		do_blocks( $content );
		ob_start();
		$renderer->print_overlays();
		do_action( 'wp_footer' );
		ob_end_clean();
	}

	/**
	 * The printed config, or null.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function printed(): ?array {
		if ( ! wp_script_is( Page_Config::HANDLE, 'enqueued' ) ) {
			return null;
		}
		$before = wp_scripts()->get_data( Page_Config::HANDLE, 'before' );
		$script = is_array( $before ) ? implode( "\n", array_filter( $before, 'is_string' ) ) : '';
		if ( 1 !== preg_match( '/^window\.gblocksProInsights = (\{.*\});$/s', $script, $match ) ) {
			return null;
		}
		return json_decode( $match[1], true );
	}

	public function test_a_page_that_printed_an_overlay_gets_the_signed_config_and_the_script(): void {
		$id = $this->create_overlay(
			array(
				'goal_type'     => 'selector',
				'goal_selector' => '.buy',
				'goal_scope'    => 'page',
			)
		);
		$this->render( self::trigger( $id ) );
		$config = self::printed();
		$this->assertNotNull( $config, 'The config is printed before the counting script.' );
		$this->assertSame( home_url( '/?gblocks_insights=1' ), $config['url'] );
		$this->assertSame( 1, $config['v'] );
		$this->assertSame( '/landing/', $config['p'], 'The path, without the query.' );
		$this->assertSame( array( $id ), $config['o'] );
		$this->assertTrue( Page_Identity::verify( 1, '/landing/', array( $id ), $config['s'] ) );
		$this->assertIsString( $config['goals'][ (string) $id ]['type'] ?? null );
		$this->assertSame( array(), $config['visits'] );
		$this->assertTrue( $config['dnt'] );
		$this->assertSame( function_exists( 'wp_has_consent' ), $config['consent'] );
		$script = wp_scripts()->registered[ Page_Config::HANDLE ];
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'In the footer.' );
	}

	public function test_the_config_is_the_same_for_every_visitor(): void {
		$id = $this->create_overlay();
		$this->render( self::trigger( $id ) );
		$first = self::printed();
		wp_dequeue_script( Page_Config::HANDLE );
		wp_deregister_script( Page_Config::HANDLE );
		$_SERVER['REMOTE_ADDR']     = '198.51.100.7';
		$_SERVER['HTTP_USER_AGENT'] = 'Another browser';
		$this->config               = new Page_Config();
		remove_all_actions( 'gblocks_pro_overlays_printed' );
		remove_all_actions( 'wp_footer' );
		$this->config->register();
		$this->render( self::trigger( $id ) );
		$this->assertNotNull( $first );
		$this->assertSame( $first, self::printed() );
	}

	public function test_a_page_view_adds_no_query_for_counting(): void {
		$id = $this->create_overlay();
		// The request that saved the overlay rebuilds the goals' option when it ends (shutdown).
		Goals::rebuild_if_stale();
		$counts = array();
		add_action(
			'gblocks_pro_overlays_printed',
			static function () use ( &$counts ): void {
				$counts[] = $GLOBALS['wpdb']->num_queries;
			},
			5
		);
		add_action(
			'gblocks_pro_overlays_printed',
			static function () use ( &$counts ): void {
				$counts[] = $GLOBALS['wpdb']->num_queries;
			},
			15
		);
		wp_cache_delete( 'alloptions', 'options' );
		wp_load_alloptions();
		$this->render( self::trigger( $id ) );
		$this->assertNotNull( self::printed() );
		$this->assertCount( 2, $counts );
		$this->assertSame( $counts[0], $counts[1], 'The config and the script cost no query.' );
	}

	public function test_a_page_that_is_a_visit_goal_gets_the_overlay_and_its_minutes(): void {
		$id = $this->create_overlay(
			array(
				'goal_type'    => 'page',
				'goal_path'    => '/landing/',
				'goal_minutes' => 45,
			)
		);
		Goals::rebuild_if_stale();
		$this->render( '<!-- wp:paragraph --><p>Thanks</p><!-- /wp:paragraph -->' );
		$config = self::printed();
		$this->assertNotNull( $config, 'A page-visit goal prints the config without an overlay.' );
		$this->assertSame( array( (string) $id => 45 ), $config['visits'] );
		$this->assertSame( array( $id ), $config['o'] );
	}

	public function test_nothing_is_printed_on_a_page_without_overlays(): void {
		$this->create_overlay();
		$this->render( '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' );
		$this->assertFalse( wp_script_is( Page_Config::HANDLE, 'registered' ) );
	}

	public function test_nothing_is_printed_when_counting_is_off_for_the_site(): void {
		$id = $this->create_overlay();
		update_option( 'gblocks_pro_insights', 0 );
		$this->render( self::trigger( $id ) );
		$this->assertNull( self::printed() );
		$this->assertFalse( wp_script_is( Page_Config::HANDLE, 'registered' ) );
	}

	public function test_an_overlay_whose_counting_is_off_is_left_out(): void {
		$this->config->on_printed( array( 7 ), array( 7 => array( 'insights_enabled' => false ) ) );
		$this->assertNull( $this->config->config(), 'Only an overlay that does not count: nothing.' );
		$this->config->on_printed( array( 8 ), array( 8 => array( 'insights_enabled' => true ) ) );
		$this->assertSame( array( 8 ), $this->config->config()['o'] ?? null );
	}

	public function test_a_user_who_can_edit_the_overlay_is_not_counted_unless_the_site_says_so(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$this->render( self::trigger( $id ) );
		$this->assertNull( self::printed() );
		update_option( 'gblocks_pro_insights_count_editors', 1 );
		$this->config = new Page_Config();
		remove_all_actions( 'gblocks_pro_overlays_printed' );
		remove_all_actions( 'wp_footer' );
		$this->config->register();
		$this->render( self::trigger( $id ) );
		$this->assertSame( array( $id ), self::printed()['o'] ?? null );
	}

	public function test_a_subscriber_is_counted(): void {
		$id = $this->create_overlay();
		$this->act_as( 'subscriber' );
		$this->render( self::trigger( $id ) );
		$this->assertSame( array( $id ), self::printed()['o'] ?? null );
	}

	public function test_the_goals_are_the_overlays_goal_settings(): void {
		$this->config->on_printed(
			array( 7, 8, 9 ),
			array(
				7 => array(
					'goal_type'     => 'selector',
					'goal_selector' => '.buy',
					'goal_scope'    => 'page',
				),
				8 => array(
					'goal_type'    => 'page',
					'goal_path'    => '/thanks/',
					'goal_minutes' => 45,
				),
				9 => array(),
			)
		);
		$config = $this->config->config();
		$this->assertNotNull( $config );
		$this->assertSame(
			array(
				'7' => array(
					'type'     => 'selector',
					'selector' => '.buy',
					'scope'    => 'page',
				),
				'8' => array(
					'type'    => 'page',
					'path'    => '/thanks/',
					'minutes' => 45,
				),
				'9' => array( 'type' => 'click' ),
			),
			(array) $config['goals']
		);
	}

	public function test_the_renderer_announces_the_printed_overlays_once_with_their_settings(): void {
		$id    = $this->create_overlay( array( 'goal_type' => 'form' ) );
		$calls = array();
		add_action(
			'gblocks_pro_overlays_printed',
			static function ( $ids, $settings ) use ( &$calls ): void {
				$calls[] = array( $ids, $settings );
			},
			10,
			2
		);
		$renderer = new Renderer();
		$renderer->start();
		do_blocks( self::trigger( $id ) );
		ob_start();
		$renderer->print_overlays();
		$renderer->print_overlays();
		ob_end_clean();
		$this->assertCount( 1, $calls );
		$this->assertSame( array( $id ), $calls[0][0] );
		$this->assertArrayHasKey( $id, $calls[0][1] );
		$this->assertSame( 'form', $calls[0][1][ $id ]['goal_type'] ?? 'form' );
	}

	public function test_the_consent_api_when_active_is_announced_in_the_config_and_the_plugin_registered(): void {
		// GB_CONSENT_API_DIR, or ../shared/vendor/wp-consent-api beside the checkout (or beside its worktrees folder).
		$dirs = array_filter( array( (string) getenv( 'GB_CONSENT_API_DIR' ), dirname( GBLOCKS_PRO_DIR ) . '/shared/vendor/wp-consent-api', dirname( GBLOCKS_PRO_DIR, 2 ) . '/shared/vendor/wp-consent-api' ) );
		$dir  = (string) current( array_filter( $dirs, static fn( string $dir ): bool => is_file( $dir . '/wp-consent-api.php' ) ) );
		$this->assertFileExists( $dir . '/wp-consent-api.php', 'The real WP Consent API (GB_CONSENT_API_DIR).' );
		require_once $dir . '/wp-consent-api.php';
		\WP_Consent_API::init(); // As on plugins_loaded, which ran before the plugin was loaded.
		$this->assertTrue( function_exists( 'wp_has_consent' ) );
		$this->assertTrue( function_exists( 'consent_api_registered' ) );
		$this->assertTrue( consent_api_registered( plugin_basename( GBLOCKS_PRO_FILE ) ), 'GBlocks Pro is registered with the Consent API.' );
		$id = $this->create_overlay();
		$this->render( self::trigger( $id ) );
		$this->assertTrue( self::printed()['consent'] ?? null );
	}

	public function test_the_privacy_policy_text_says_what_is_counted_and_what_is_not(): void {
		$GLOBALS['wp_actions']['admin_init'] = 1;
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		require_once ABSPATH . 'wp-admin/includes/misc.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-privacy-policy-content.php';
		\GBlocks_Pro\Insights\Collect\Privacy::add_policy_text();
		$text = \GBlocks_Pro\Insights\Collect\Privacy::policy_text();
		$this->assertStringContainsString( 'No cookie is set for counting', $text );
		$this->assertStringContainsString( 'IP address', $text );
		$this->assertStringContainsString( 'kind of device', $text );
		$added                     = array_filter( \WP_Privacy_Policy_Content::get_suggested_policy_text(), static fn( $entry ): bool => 'GBlocks Pro Insights' === ( $entry['plugin_name'] ?? '' ) );
		$GLOBALS['current_screen'] = null;
		$this->assertCount( 1, $added );
	}
}
