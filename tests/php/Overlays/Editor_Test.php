<?php
/**
 * The overlay part of the editor bundle's data.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Editor;
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
		unset( $_GET[ Editor::EMBEDDED_FLAG ], $_GET[ Editor::CONTEXT_FLAG ] );
		wp_dequeue_style( Editor::STYLE_HANDLE );
		wp_deregister_style( Editor::STYLE_HANDLE );
		parent::tearDown();
	}

	/**
	 * The overlay editor's screen (post.php / post-new.php of gblocks_overlay), with the modal's flags.
	 *
	 * @param string $post_type The post type edited.
	 * @param bool   $embedded  Whether the request carries gb_overlay_context=1&gb_embedded_overlay=1.
	 */
	private function edit_screen( string $post_type, bool $embedded ): void {
		if ( $embedded ) {
			$_GET[ Editor::EMBEDDED_FLAG ] = '1';
			$_GET[ Editor::CONTEXT_FLAG ]  = '1';
		}
		$screen       = \WP_Screen::get( $post_type );
		$screen->base = 'post';
		set_current_screen( $screen );
		// An admin request's boot builds the feature, whose register() adds the admin hooks there.
		( new Editor() )->register();
	}

	public function test_a_front_end_request_adds_only_the_editor_data_hook(): void {
		$this->assertFalse( is_admin() );
		$this->assertSame( 10, has_filter( 'gblocks_pro_editor_data', array( Editor::class, 'data' ) ) );
		$this->assertFalse( has_filter( 'admin_body_class', array( Editor::class, 'body_class' ) ) );
		$this->assertFalse( has_action( 'admin_enqueue_scripts', array( Editor::class, 'enqueue_embedded_style' ) ) );
	}

	public function test_in_the_overlay_editor_the_data_says_it_is_an_overlay(): void {
		$this->act_as( 'administrator' );
		set_current_screen( Post_Type::POST_TYPE );

		$data = Editor_Bundle::data();

		$this->assertSame(
			array(
				'isOverlay'        => true,
				'isEmbedded'       => false,
				'isOverlayContext' => false,
			),
			$data['overlay']
		);
	}

	public function test_in_the_modal_frame_the_data_says_embedded_and_overlay_context(): void {
		$this->act_as( 'administrator' );
		$this->edit_screen( Post_Type::POST_TYPE, true );

		$data = Editor_Bundle::data();

		$this->assertIsArray( $data['overlay'] );
		$this->assertTrue( $data['overlay']['isOverlay'] );
		$this->assertTrue( $data['overlay']['isEmbedded'] );
		$this->assertTrue( $data['overlay']['isOverlayContext'] );
	}

	public function test_embedded_mode_hides_the_admin_chrome_with_a_body_class_and_a_stylesheet(): void {
		$this->act_as( 'administrator' );
		$this->edit_screen( Post_Type::POST_TYPE, true );

		$classes = apply_filters( 'admin_body_class', 'block-editor-page' );
		do_action( 'admin_enqueue_scripts', 'post.php' );

		$this->assertIsString( $classes );
		$this->assertContains( Editor::BODY_CLASS, explode( ' ', $classes ) );
		$this->assertTrue( wp_style_is( Editor::STYLE_HANDLE, 'enqueued' ) );
		$inline = wp_styles()->get_data( Editor::STYLE_HANDLE, 'after' );
		$this->assertIsArray( $inline );
		$css = implode( "\n", $inline );
		foreach ( array( '#wpadminbar', '#adminmenumain', '#wpfooter', '.interface-interface-skeleton' ) as $selector ) {
			$this->assertStringContainsString( 'body.' . Editor::BODY_CLASS . ' ' . $selector, $css );
		}
	}

	/**
	 * Requests that are not the embedded overlay editor.
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function not_embedded_cases(): array {
		return array(
			'overlay editor without the flag' => array( Post_Type::POST_TYPE, false ),
			'post editor with the flag'       => array( 'post', true ),
		);
	}

	/**
	 * Outside embedded mode nothing of it is added.
	 *
	 * @dataProvider not_embedded_cases
	 *
	 * @param string $post_type The post type edited.
	 * @param bool   $flagged   Whether the request carries the flags.
	 */
	public function test_without_the_flag_or_outside_the_overlay_editor_the_chrome_stays( string $post_type, bool $flagged ): void {
		$this->act_as( 'administrator' );
		$this->edit_screen( $post_type, $flagged );

		$classes = apply_filters( 'admin_body_class', 'block-editor-page' );
		do_action( 'admin_enqueue_scripts', 'post.php' );

		$this->assertSame( 'block-editor-page', $classes );
		$this->assertFalse( wp_style_is( Editor::STYLE_HANDLE, 'enqueued' ) );
		$data = Editor_Bundle::data();
		$this->assertIsArray( $data['overlay'] );
		$this->assertFalse( $data['overlay']['isEmbedded'] );
	}

	public function test_a_flag_other_than_1_is_not_embedded(): void {
		$this->act_as( 'administrator' );
		$this->edit_screen( Post_Type::POST_TYPE, false );
		$_GET[ Editor::EMBEDDED_FLAG ] = array( '1' );

		$this->assertFalse( Editor::is_embedded() );
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
