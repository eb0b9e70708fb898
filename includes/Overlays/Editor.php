<?php
/**
 * The overlay bundle of the block editor.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Support\Feature;

/**
 * Loads src/entries/overlay-editor.tsx in the post and site editors: the "Overlay Settings" panel when
 * the post being edited is an overlay, and the mega-menu control of navigation items everywhere.
 */
final class Editor implements Feature {

	public const ENTRY = 'overlay-editor';

	/**
	 * Adds the enqueue hook.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( self::class, 'enqueue' ) );
	}

	/**
	 * Enqueues the bundle, except in the widget editors, where the wp-editor script must not load.
	 */
	public static function enqueue(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || in_array( $screen->base, array( 'widgets', 'customize' ), true ) ) {
			return;
		}
		Assets::enqueue(
			self::ENTRY,
			array(
				'overlayEditor' => array(
					'isOverlay'     => Post_Type::POST_TYPE === $screen->post_type,
					'conditionsUrl' => admin_url( 'admin.php?page=' . Admin_Screen_Slugs::CONDITIONS ),
				),
			)
		);
	}
}
