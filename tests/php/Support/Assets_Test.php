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
}
