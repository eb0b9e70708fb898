<?php
/**
 * The core /wp/v2/pattern-collections controller with the plugin's read rule.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Rest;

use GBlocks_Pro\Support\Read_Guard;

/**
 * WordPress's terms controller; reading collections needs edit_posts instead of being public (the
 * names of what a site shares are no visitor's business). Writes keep WordPress's checks, which
 * resolve to manage_options.
 */
class Collections_Controller extends \WP_REST_Terms_Controller {

	/**
	 * Listing needs edit_posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view pattern collections.', 'gblocks-pro' ) ) ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one collection needs edit_posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view pattern collections.', 'gblocks-pro' ) ) ?? parent::get_item_permissions_check( $request );
	}
}
