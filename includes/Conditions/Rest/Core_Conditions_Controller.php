<?php
/**
 * /wp/v2/gblocks-conditions with the plugin's read capability.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Support\Read_Guard;

/**
 * The core posts controller, except that reading needs edit_posts: a published condition is not
 * public content (its rules can name cookies or options), so visitors and subscribers get nothing.
 */
final class Core_Conditions_Controller extends \WP_REST_Posts_Controller {

	/**
	 * Reading the collection.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view conditions.', 'gblocks-pro' ) ) ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one condition.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view conditions.', 'gblocks-pro' ) ) ?? parent::get_item_permissions_check( $request );
	}
}
