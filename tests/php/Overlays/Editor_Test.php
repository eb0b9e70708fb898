<?php
/**
 * The overlay editor bundle loads on WordPress 6.5 as on 6.8.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Editor;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Script dependencies of build/overlay-editor.js.
 */
final class Editor_Test extends Test_Case {

	/**
	 * Script handles WordPress 6.5 registers that the editor bundle may depend on. Handles added later
	 * (react-jsx-runtime in 6.6) must be provided by the plugin itself, or the bundle never loads there.
	 */
	private const WP_65_HANDLES = array(
		'lodash',
		'react',
		'react-dom',
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
		'wp-url',
	);

	/**
	 * The react-jsx-runtime script of this WordPress, put back after each test.
	 *
	 * @var \_WP_Dependency|null
	 */
	private $jsx_runtime;

	protected function setUp(): void {
		parent::setUp();
		$this->jsx_runtime = wp_scripts()->registered['react-jsx-runtime'] ?? null;
	}

	protected function tearDown(): void {
		wp_dequeue_script( Assets::handle( Editor::ENTRY ) );
		wp_deregister_script( Assets::handle( Editor::ENTRY ) );
		wp_deregister_script( 'react-jsx-runtime' );
		if ( $this->jsx_runtime ) {
			wp_scripts()->registered['react-jsx-runtime'] = $this->jsx_runtime;
		}
		parent::tearDown();
	}

	public function test_the_editor_bundle_only_depends_on_scripts_wordpress_6_5_has_or_the_plugin_provides(): void {
		$asset = Assets::asset( Editor::ENTRY );
		$this->assertNotNull( $asset, 'build/overlay-editor.asset.php is missing: run npm run build' );

		$unknown = array_diff( $asset['dependencies'], self::WP_65_HANDLES, array( 'react-jsx-runtime' ) );
		$this->assertSame( array(), array_values( $unknown ), 'Handles WordPress 6.5 does not register' );
		// The panel reads PluginDocumentSettingPanel at run time from wp.editor or wp.editPost: requiring
		// wp-edit-post would load the post editor's package into the site editor.
		$this->assertNotContains( 'wp-edit-post', $asset['dependencies'] );
	}

	public function test_without_react_jsx_runtime_as_on_wordpress_6_5_the_plugin_registers_it(): void {
		wp_deregister_script( 'react-jsx-runtime' );

		$this->assertTrue( Assets::enqueue( Editor::ENTRY ) );

		$this->assertTrue( wp_script_is( 'react-jsx-runtime', 'registered' ) );
		$this->assertSame( array( 'react' ), wp_scripts()->registered['react-jsx-runtime']->deps );
		$this->assertStringContainsString( 'window.ReactJSXRuntime', implode( '', wp_scripts()->get_data( 'react-jsx-runtime', 'after' ) ) );
		foreach ( wp_scripts()->registered[ Assets::handle( Editor::ENTRY ) ]->deps as $handle ) {
			$this->assertTrue( wp_script_is( $handle, 'registered' ), "Dependency {$handle} is not registered" );
		}
	}

	public function test_with_wordpress_own_react_jsx_runtime_it_is_kept(): void {
		$this->assertNotNull( $this->jsx_runtime, 'WordPress 6.6+ registers react-jsx-runtime' );

		Assets::enqueue( Editor::ENTRY );

		$this->assertSame( $this->jsx_runtime->src, wp_scripts()->registered['react-jsx-runtime']->src );
	}
}
