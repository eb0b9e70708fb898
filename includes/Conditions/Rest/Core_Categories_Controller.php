<?php
/**
 * /wp/v2/condition-categories with the plugin's read capability.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Support\Category_Core_Slugs;
use GBlocks_Pro\Support\Read_Guard;

/**
 * The core terms controller, except that reading needs edit_posts (writes already need
 * manage_gblocks_conditions through the taxonomy's capabilities). Slugs follow the shared rule.
 */
final class Core_Categories_Controller extends \WP_REST_Terms_Controller {

	use Category_Core_Slugs;

	/**
	 * Reading the collection.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return bool|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view conditions.', 'gblocks-pro' ) ) ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one category.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view conditions.', 'gblocks-pro' ) ) ?? parent::get_item_permissions_check( $request );
	}
}
