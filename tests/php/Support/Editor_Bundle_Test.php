<?php
/**
 * The editor bundle: where it loads, the data it gets, and its dependencies on the oldest WordPress it supports (6.6).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Settings\Admin_Page as Settings_Page;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Support\Editor_Bundle.
 */
final class Editor_Bundle_Test extends Test_Case {

	/**
	 * Script handles WordPress 6.6 (the plugin's floor) registers that the editor bundle may depend on.
	 * A handle added later would leave the bundle unloaded on 6.6.
	 */
	private const WP_66_HANDLES = array(
		'lodash',
		'react',
		'react-dom',
		'react-jsx-runtime',
		'wp-a11y',
		'wp-api-fetch',
		'wp-block-editor',
		'wp-blocks',
		'wp-components',
		'wp-compose',
		'wp-core-data',
		'wp-data',
		'wp-date',
		'wp-dom-ready',
		'wp-edit-post',
		'wp-editor',
		'wp-element',
		'wp-hooks',
		'wp-html-entities',
		'wp-i18n',
		'wp-keycodes',
		'wp-notices',
		'wp-plugins',
		'wp-primitives',
		'wp-preferences',
		'wp-rich-text',
		'wp-url',
	);

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
	}

	protected function tearDown(): void {
		wp_dequeue_style( Assets::handle( Editor_Bundle::CANVAS_ENTRY ) );
		wp_deregister_style( Assets::handle( Editor_Bundle::CANVAS_ENTRY ) );
		wp_dequeue_script( Assets::handle( Editor_Bundle::ENTRY ) );
		wp_deregister_script( Assets::handle( Editor_Bundle::ENTRY ) );
		wp_dequeue_style( Assets::handle( Editor_Bundle::ENTRY ) );
		wp_deregister_style( Assets::handle( Editor_Bundle::ENTRY ) );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the state before the test.
		parent::tearDown();
	}

	/**
	 * The data printed before the bundle, decoded.
	 *
	 * @return array<string, mixed>
	 */
	private function printed_data(): array {
		$before = implode( '', (array) wp_scripts()->get_data( Assets::handle( Editor_Bundle::ENTRY ), 'before' ) );
		$this->assertSame( 1, preg_match( '/Object\.assign\( window\.gblocksPro \|\| \{\}, (.*) \);$/s', $before, $match ), $before );
		$data = json_decode( $match[1] ?? '', true );
		$this->assertIsArray( $data );
		$this->assertIsArray( $data['editor'] );
		return $data['editor'];
	}

	public function test_it_is_enqueued_on_enqueue_block_editor_assets_in_the_post_editor(): void {
		$this->act_as( 'administrator' );
		set_current_screen( 'post' );

		do_action( 'enqueue_block_editor_assets' );

		$this->assertTrue( wp_script_is( Assets::handle( Editor_Bundle::ENTRY ), 'enqueued' ) );
		$this->assertStringEndsWith( 'build/editor.js', (string) wp_scripts()->registered[ Assets::handle( Editor_Bundle::ENTRY ) ]->src );
		$this->assertSame( 'gblocks-pro', wp_scripts()->registered[ Assets::handle( Editor_Bundle::ENTRY ) ]->textdomain );
		if ( is_readable( GBLOCKS_PRO_DIR . 'build/editor.css' ) ) {
			$this->assertTrue( wp_style_is( Assets::handle( Editor_Bundle::ENTRY ), 'enqueued' ) );
		}
		$this->assertFalse( wp_script_is( Assets::handle( 'overlay-editor' ), 'registered' ), 'The overlay-editor bundle is gone' );
	}

	/**
	 * The widget and customizer block editors.
	 *
	 * @return array<string, array{string}>
	 */
	public function widget_screens(): array {
		return array(
			'widgets'   => array( 'widgets' ),
			'customize' => array( 'customize' ),
		);
	}

	/**
	 * The widget editors must not load wp-editor.
	 *
	 * @dataProvider widget_screens
	 * @param string $screen Screen id.
	 */
	public function test_it_is_not_enqueued_in_the_widget_editors( string $screen ): void {
		$this->act_as( 'administrator' );
		set_current_screen( $screen );

		do_action( 'enqueue_block_editor_assets' );

		$this->assertFalse( wp_script_is( Assets::handle( Editor_Bundle::ENTRY ), 'enqueued' ) );
	}

	public function test_an_administrator_gets_every_capability_and_the_urls(): void {
		$this->act_as( 'administrator' );
		set_current_screen( 'post' );

		do_action( 'enqueue_block_editor_assets' );
		$data = $this->printed_data();

		$expected = array(
			'manage_gblocks_conditions' => true,
			'manage_gblocks_overlays'   => true,
			'manage_options'            => true,
			'unfiltered_html'           => ! is_multisite(),
			'edit_theme_options'        => true,
			'edit_posts'                => true,
		);
		$this->assertSame( $expected, $data['capabilities'] );
		$this->assertSame(
			array(
				'conditions' => admin_url( 'admin.php?page=generateblocks-conditions' ),
				'overlays'   => admin_url( 'admin.php?page=generateblocks-overlay-panels' ),
			),
			$data['urls']
		);
	}

	public function test_an_author_gets_none_of_the_management_capabilities(): void {
		$this->act_as( 'author' );

		$data = Editor_Bundle::data();

		$this->assertSame(
			array(
				'manage_gblocks_conditions' => false,
				'manage_gblocks_overlays'   => false,
				'manage_options'            => false,
				'unfiltered_html'           => false,
				'edit_theme_options'        => false,
				// The Pattern Library section of the sidebar is for everyone who edits posts.
				'edit_posts'                => true,
			),
			$data['capabilities']
		);
	}

	public function test_features_add_their_data_through_the_filter_but_cannot_replace_capabilities(): void {
		$this->act_as( 'author' );
		add_filter(
			'gblocks_pro_editor_data',
			static function ( $data ) {
				$data['example']      = array( 'answer' => 42 );
				$data['capabilities'] = array( 'manage_options' => true );
				return $data;
			}
		);

		$data = Editor_Bundle::data();

		$this->assertSame( array( 'answer' => 42 ), $data['example'] );
		$this->assertFalse( $data['capabilities']['manage_options'] );
	}

	public function test_the_capabilities_the_editor_names_are_the_ones_the_data_answers_about(): void {
		// src/editor/capabilities.json: the names the TypeScript features ask can() about, and the ones
		// the editor data answers (PHP reads the same file).
		$names = json_decode( (string) file_get_contents( GBLOCKS_PRO_DIR . 'src/editor/capabilities.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Reading the plugin's own source.

		$this->assertIsArray( $names );
		$this->assertContains( Capabilities::MANAGE_CONDITIONS, $names );
		$this->assertContains( Capabilities::MANAGE_OVERLAYS, $names );
		$this->act_as( 'editor' );
		$this->assertSame( array_values( $names ), array_keys( Editor_Bundle::data()['capabilities'] ) );
	}

	public function test_a_filter_returning_something_else_leaves_the_plugins_data(): void {
		$this->act_as( 'editor' );
		add_filter( 'gblocks_pro_editor_data', '__return_null' );

		$data = Editor_Bundle::data();

		$this->assertSame( array( 'capabilities', 'urls' ), array_keys( $data ) );
	}

	public function test_the_page_cache_data_says_whether_the_site_has_a_page_cache_and_the_mode_is_on(): void {
		$this->act_as( 'administrator' );
		delete_option( Cache_Safety::OPTION );

		$data = Editor_Bundle::data()['pageCache'];
		$this->assertSame( defined( 'WP_CACHE' ) && WP_CACHE, $data['present'] );
		$this->assertSame( Cache_Safety::enabled(), $data['compatible'] );
		$this->assertSame( admin_url( 'admin.php?page=' . Settings_Page::SLUG ), $data['settingsUrl'], 'The link opens the Settings screen.' );

		update_option( Cache_Safety::OPTION, true );
		$this->assertTrue( Editor_Bundle::data()['pageCache']['compatible'] );
		update_option( Cache_Safety::OPTION, false );
		$this->assertFalse( Editor_Bundle::data()['pageCache']['compatible'] );
	}

	public function test_only_users_who_may_change_settings_get_the_settings_link(): void {
		$this->act_as( 'editor' );

		$data = Editor_Bundle::data()['pageCache'];

		$this->assertSame( '', $data['settingsUrl'] );
		$this->assertIsBool( $data['present'] );
		$this->assertIsBool( $data['compatible'] );
	}

	public function test_a_feature_may_adjust_the_page_cache_data_through_the_filter(): void {
		$this->act_as( 'administrator' );
		add_filter(
			'gblocks_pro_editor_data',
			static function ( $data ) {
				$data['pageCache']['present'] = true;
				return $data;
			}
		);

		$this->assertTrue( Editor_Bundle::data()['pageCache']['present'] );
	}

	public function test_the_editor_bundle_only_depends_on_scripts_wordpress_6_6_has(): void {
		$asset = Assets::asset( Editor_Bundle::ENTRY );
		$this->assertNotNull( $asset, 'build/editor.asset.php is missing: run npm run build' );

		$unknown = array_diff( $asset['dependencies'], self::WP_66_HANDLES );
		$this->assertSame( array(), array_values( $unknown ), 'Handles WordPress 6.6 does not register' );
		// The sidebar and the overlay panel read their slot-fill components at run time from wp.editor:
		// requiring wp-edit-post would load the post editor's package into the site editor.
		$this->assertNotContains( 'wp-edit-post', $asset['dependencies'] );
	}

	public function test_the_plugin_registers_no_react_jsx_runtime_of_its_own(): void {
		$core = wp_scripts()->registered['react-jsx-runtime'] ?? null;
		$this->assertNotNull( $core, 'WordPress 6.6+ registers react-jsx-runtime' );

		$this->assertTrue( Assets::enqueue( Editor_Bundle::ENTRY ) );

		$this->assertSame( $core->src, wp_scripts()->registered['react-jsx-runtime']->src );
		$this->assertEmpty( wp_scripts()->get_data( 'react-jsx-runtime', 'after' ) );
		foreach ( wp_scripts()->registered[ Assets::handle( Editor_Bundle::ENTRY ) ]->deps as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ), "Dependency {$handle} is not registered" );
		}
	}

	public function test_canvas_styles_are_added_through_enqueue_block_assets_in_the_editor_only(): void {
		// A front-end request (this test's boot) does not even hook the canvas styles; the editor hook is there.
		$this->assertFalse( has_action( 'enqueue_block_assets', array( Editor_Bundle::class, 'enqueue_canvas' ) ) );
		$this->assertSame( 10, has_action( 'enqueue_block_editor_assets', array( Editor_Bundle::class, 'enqueue' ) ) );
		do_action( 'enqueue_block_assets' );
		$this->assertFalse( wp_style_is( Assets::handle( Editor_Bundle::CANVAS_ENTRY ), 'enqueued' ) );
		// An admin request hooks both.
		set_current_screen( 'post' );
		( new Editor_Bundle() )->register();
		$this->assertSame( 10, has_action( 'enqueue_block_assets', array( Editor_Bundle::class, 'enqueue_canvas' ) ) );
		$this->assertSame( 10, has_action( 'enqueue_block_editor_assets', array( Editor_Bundle::class, 'enqueue' ) ) );
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Back to the front end for the direct calls below.

		$handle = Assets::handle( Editor_Bundle::CANVAS_ENTRY );

		Editor_Bundle::enqueue_canvas();
		$this->assertFalse( wp_style_is( $handle, 'enqueued' ), 'Not on the front end.' );

		set_current_screen( 'post' );
		Editor_Bundle::enqueue_canvas();
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ) );
		$this->assertStringEndsWith( 'build/editor-canvas.css', (string) wp_styles()->registered[ $handle ]->src );
	}

	public function test_the_editor_ui_stylesheet_holds_no_canvas_selector_and_the_canvas_one_holds_them(): void {
		// WordPress copies a stylesheet of enqueue_block_editor_assets whose selectors name .wp-block or
		// .editor-styles-wrapper into the canvas iframe, and warns "… was added to the iframe incorrectly".
		$ui     = (string) file_get_contents( GBLOCKS_PRO_DIR . 'build/editor.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A built file.
		$canvas = (string) file_get_contents( GBLOCKS_PRO_DIR . 'build/editor-canvas.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A built file.

		$this->assertStringNotContainsString( '.wp-block', $ui );
		$this->assertStringNotContainsString( '.editor-styles-wrapper', $ui );
		$this->assertStringContainsString( '.gblocks-pro-has-condition', $canvas );
		$this->assertStringContainsString( '.gblocks-pro-has-dynamic-tags', $canvas );
		$this->assertStringContainsString( '.gblocks-pro-loop-preview', $canvas );
	}
}
