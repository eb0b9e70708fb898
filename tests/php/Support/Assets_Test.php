<?php
/**
 * The Assets helper enqueues a built bundle with its dependencies and translations.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Enqueueing bundles.
 */
final class Assets_Test extends Test_Case {

	protected function tearDown(): void {
		wp_dequeue_script( Assets::handle( 'conditions-admin' ) );
		wp_deregister_script( Assets::handle( 'conditions-admin' ) );
		parent::tearDown();
	}

	public function test_enqueue_reads_the_asset_file_and_sets_translations(): void {
		$asset = Assets::asset( 'conditions-admin' );
		$this->assertNotNull( $asset, 'build/conditions-admin.asset.php is missing: run npm run build' );

		$this->assertTrue( Assets::enqueue( 'conditions-admin', array( 'rootId' => 'x' ) ) );

		$script = wp_scripts()->registered['gblocks-pro-conditions-admin'];
		$this->assertSame( $asset['dependencies'], $script->deps );
		$this->assertSame( $asset['version'], $script->ver );
		$this->assertStringEndsWith( 'build/conditions-admin.js', $script->src );
		$this->assertSame( 'gblocks-pro', $script->textdomain );
		$this->assertStringContainsString( 'window.gblocksPro', implode( '', wp_scripts()->get_data( 'gblocks-pro-conditions-admin', 'before' ) ) );
		// React and WordPress packages are external, never bundled.
		$this->assertContains( 'react', $asset['dependencies'] );
		$this->assertContains( 'wp-element', $asset['dependencies'] );
	}

	public function test_a_missing_bundle_is_refused_with_an_admin_notice(): void {
		$this->assertNull( Assets::asset( 'does-not-exist' ) );
		$this->assertFalse( Assets::enqueue( 'does-not-exist' ) );
		ob_start();
		do_action( 'admin_notices' );
		$this->assertStringContainsString( 'npm run build', (string) ob_get_clean() );
	}

	public function test_the_editor_chunks_translations_travel_with_the_editor_bundle(): void {
		$chunks = Assets::chunks( 'editor' );
		$this->assertContains( 'editor-conditions', $chunks, 'build/editor-conditions.js is missing: run npm run build' );
		$this->assertContains( 'editor-overlays', $chunks );
		$this->assertNotContains( 'editor-canvas', $chunks, 'An entry of its own (it has an asset file), not a chunk.' );

		$dir   = get_temp_dir() . 'gblocks-pro-i18n-' . wp_generate_password( 6, false );
		$files = array();
		wp_mkdir_p( $dir );
		$json                        = static fn ( array $messages ): string => (string) wp_json_encode(
			array( 'locale_data' => array( 'messages' => array( '' => array( 'domain' => 'messages' ) ) + $messages ) )
		);
		$files['gblocks-pro-editor'] = $dir . '/editor.json';
		$files['gblocks-pro-editor--chunk-editor-conditions'] = $dir . '/conditions.json';
		$files['gblocks-pro-editor--chunk-editor-overlays']   = $dir . '/overlays.json';
		file_put_contents( $files['gblocks-pro-editor'], $json( array( 'Manage Conditions' => array( 'Bedingungen verwalten' ) ) ) );
		file_put_contents(
			$files['gblocks-pro-editor--chunk-editor-conditions'],
			$json(
				array(
					'Back to Conditions' => array( 'Zurück zu den Bedingungen' ),
					'Manage Conditions'  => array( 'ignored' ),
				)
			)
		);
		file_put_contents( $files['gblocks-pro-editor--chunk-editor-overlays'], $json( array( 'Back to Overlay Panels' => array( 'Zurück zu den Overlay-Panels' ) ) ) );
		$pick = static fn ( $file, string $handle ) => $files[ $handle ] ?? $file;
		add_filter( 'load_script_translation_file', $pick, 10, 2 );

		Assets::enqueue( 'editor' );
		$translations = load_script_textdomain( 'gblocks-pro-editor', 'gblocks-pro', GBLOCKS_PRO_DIR . 'languages' );

		remove_filter( 'load_script_translation_file', $pick, 10 );
		array_map( 'unlink', $files );
		rmdir( $dir );
		wp_dequeue_script( 'gblocks-pro-editor' );
		$this->assertIsString( $translations );
		$messages = json_decode( $translations, true )['locale_data']['messages'];
		$this->assertSame( array( 'Bedingungen verwalten' ), $messages['Manage Conditions'], 'the entry\'s own strings win' );
		$this->assertSame( array( 'Zurück zu den Bedingungen' ), $messages['Back to Conditions'] );
		$this->assertSame( array( 'Zurück zu den Overlay-Panels' ), $messages['Back to Overlay Panels'] );
	}
}
