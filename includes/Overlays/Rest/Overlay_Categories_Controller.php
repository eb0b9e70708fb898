<?php
/**
 * The core /wp/v2/overlay-categories controller with the plugin's read rule.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Support\Category_Core_Slugs;
use GBlocks_Pro\Support\Read_Guard;

/**
 * WordPress's terms controller; reading categories needs edit_posts (DESIGN §6) instead of being public.
 * Writes keep WordPress's checks, which resolve to manage_gblocks_overlays; slugs follow the shared rule.
 */
class Overlay_Categories_Controller extends \WP_REST_Terms_Controller {

	use Category_Core_Slugs;

	/**
	 * Listing needs edit_posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ) ) ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one category needs edit_posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ) ) ?? parent::get_item_permissions_check( $request );
	}
}
