<?php
/**
 * Right-to-left: every stylesheet of ours that the build mirrors is served mirrored to RTL locales.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Support\Assets and the stylesheets of the admin screens, the editor and the front end.
 */
final class Rtl_Styles_Test extends Test_Case {

	/**
	 * The text direction before the test.
	 *
	 * @var string
	 */
	private string $direction = 'ltr';

	protected function setUp(): void {
		parent::setUp();
		$this->direction = $GLOBALS['wp_locale']->text_direction;
	}

	/**
	 * Sets the text direction as a locale would: for WordPress and for the styles queue (which reads it
	 * once, when it is made).
	 *
	 * @param string $direction 'rtl' or 'ltr'.
	 */
	private function set_direction( string $direction ): void {
		$GLOBALS['wp_locale']->text_direction = $direction;
		wp_styles()->text_direction           = $direction;
	}

	protected function tearDown(): void {
		$this->set_direction( $this->direction );
		foreach ( $this->entries_with_styles() as $entry ) {
			wp_dequeue_script( Assets::handle( $entry ) );
			wp_deregister_script( Assets::handle( $entry ) );
			wp_dequeue_style( Assets::handle( $entry ) );
			wp_deregister_style( Assets::handle( $entry ) );
		}
		parent::tearDown();
	}

	/**
	 * Every built entry with a stylesheet.
	 *
	 * @return string[]
	 */
	private function entries_with_styles(): array {
		$entries = array();
		foreach ( (array) glob( GBLOCKS_PRO_DIR . 'build/*.asset.php' ) as $asset ) {
			$entry = basename( (string) $asset, '.asset.php' );
			if ( is_readable( GBLOCKS_PRO_DIR . 'build/' . $entry . '.css' ) ) {
				$entries[] = $entry;
			}
		}
		return $entries;
	}

	public function test_the_build_mirrors_every_stylesheet(): void {
		$entries = $this->entries_with_styles();
		$this->assertContains( 'settings-admin', $entries, 'build/ holds the admin stylesheets: run npm run build' );
		foreach ( $entries as $entry ) {
			$this->assertFileExists( GBLOCKS_PRO_DIR . 'build/' . $entry . '-rtl.css' );
		}
	}

	public function test_every_stylesheet_enqueued_through_assets_is_replaced_by_its_mirror_in_rtl(): void {
		$this->set_direction( 'rtl' );
		$checked = 0;
		foreach ( $this->entries_with_styles() as $entry ) {
			if ( ! Assets::enqueue( $entry ) ) {
				continue;
			}
			$handle = Assets::handle( $entry );
			$this->assertSame( 'replace', wp_styles()->get_data( $handle, 'rtl' ), $entry );
			ob_start();
			wp_styles()->do_item( $handle );
			$tag = (string) ob_get_clean();
			$this->assertStringContainsString( 'build/' . $entry . '-rtl.css', $tag, $entry );
			$this->assertStringNotContainsString( 'build/' . $entry . '.css', $tag, $entry );
			++$checked;
		}
		$this->assertGreaterThanOrEqual( 6, $checked, 'The admin screens, the editor and the canvas stylesheets' );
	}

	public function test_left_to_right_keeps_the_original(): void {
		$this->set_direction( 'ltr' );
		$this->assertTrue( Assets::enqueue( 'settings-admin' ) );
		ob_start();
		wp_styles()->do_item( Assets::handle( 'settings-admin' ) );
		$tag = (string) ob_get_clean();
		$this->assertStringContainsString( 'build/settings-admin.css', $tag );
		$this->assertStringNotContainsString( '-rtl.css', $tag );
	}
}
