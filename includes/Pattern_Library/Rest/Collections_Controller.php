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
 * names of what a site shares are no visitor's business). Creating, renaming and deleting need
 * manage_options (edit_terms/delete_terms; creating is checked here, see below).
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
	 * Creating a collection needs edit_terms (manage_options). WordPress lets anyone who may assign terms
	 * of a flat taxonomy create them (as with tags); kept explicit here, whatever assign_terms becomes.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$taxonomy = get_taxonomy( $this->taxonomy );
		if ( ! $taxonomy instanceof \WP_Taxonomy || ! current_user_can( $taxonomy->cap->edit_terms ) ) {
			return new \WP_Error(
				'rest_cannot_create',
				__( 'Sorry, you are not allowed to create pattern collections.', 'gblocks-pro' ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		return parent::create_item_permissions_check( $request );
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
