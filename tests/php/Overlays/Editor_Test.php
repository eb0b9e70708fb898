<?php
/**
 * The overlay part of the editor bundle's data.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Post_Type;
use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Overlays\Editor is a provider on gblocks_pro_editor_data, not an enqueuer.
 */
final class Editor_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
	}

	protected function tearDown(): void {
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the state before the test.
		parent::tearDown();
	}

	public function test_in_the_overlay_editor_the_data_says_it_is_an_overlay(): void {
		$this->act_as( 'administrator' );
		set_current_screen( Post_Type::POST_TYPE );

		$data = Editor_Bundle::data();

		$this->assertSame(
			array(
				'isOverlay'     => true,
				'conditionsUrl' => admin_url( 'admin.php?page=generateblocks-conditions' ),
			),
			$data['overlay']
		);
	}

	public function test_in_the_post_editor_it_is_not_an_overlay(): void {
		$this->act_as( 'administrator' );
		set_current_screen( 'post' );

		$data = Editor_Bundle::data();

		$this->assertIsArray( $data['overlay'] );
		$this->assertFalse( $data['overlay']['isOverlay'] );
	}

	public function test_without_a_screen_it_is_not_an_overlay(): void {
		$data = Editor_Bundle::data();

		$this->assertIsArray( $data['overlay'] );
		$this->assertFalse( $data['overlay']['isOverlay'] );
	}

	public function test_it_no_longer_enqueues_a_bundle_of_its_own(): void {
		$this->act_as( 'administrator' );
		set_current_screen( Post_Type::POST_TYPE );

		do_action( 'enqueue_block_editor_assets' );

		$this->assertFalse( wp_script_is( 'gblocks-pro-overlay-editor', 'registered' ) );
		$this->assertTrue( wp_script_is( 'gblocks-pro-editor', 'enqueued' ) );
		wp_dequeue_script( 'gblocks-pro-editor' );
		wp_deregister_script( 'gblocks-pro-editor' );
	}
}
