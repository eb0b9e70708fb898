<?php
/**
 * The overlay part of the editor data.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Support\Feature;

/**
 * Adds 'overlay' to the editor bundle's data (Support\Editor_Bundle): whether the post being edited is an
 * overlay (the "Overlay Settings" panel shows only then) and the address of the Conditions page.
 */
final class Editor implements Feature {

	/**
	 * Adds the data filter.
	 */
	public function register(): void {
		add_filter( Editor_Bundle::DATA_FILTER, array( self::class, 'data' ) );
	}

	/**
	 * The editor data with the overlay part.
	 *
	 * @param mixed $data The editor data so far.
	 * @return mixed
	 */
	public static function data( $data ) {
		if ( ! is_array( $data ) ) {
			return $data;
		}
		$screen          = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		$data['overlay'] = array(
			'isOverlay'     => null !== $screen && Post_Type::POST_TYPE === $screen->post_type,
			'conditionsUrl' => admin_url( 'admin.php?page=' . Admin_Screen_Slugs::CONDITIONS ),
		);
		return $data;
	}
}
