<?php
/**
 * WordPress's own terms routes of our category taxonomies (/wp/v2/condition-categories,
 * /wp/v2/overlay-categories), with the plugin's read rule and slug rule.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

use GBlocks_Pro\Support\Read_Guard;

/**
 * The core terms controller (a feature names it as its taxonomy's rest_controller_class), except that
 * reading needs edit_posts (DESIGN §6), refused with the message of the taxonomy's adapter; writes keep
 * WordPress's checks, which resolve to the feature's manage capability through the taxonomy's
 * capabilities. Slugs follow the shared rule (Category_Core_Slugs).
 */
final class Core_Categories_Controller extends \WP_REST_Terms_Controller {

	use Category_Core_Slugs;

	/**
	 * Reading the collection needs edit_posts.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return bool|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return $this->read_refusal() ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one category needs edit_posts.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @return bool|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->read_refusal() ?? parent::get_item_permissions_check( $request );
	}

	/**
	 * The refusal of a user who may not read, in the words of the taxonomy's adapter; null when the user
	 * may read (or no adapter is registered for the taxonomy: WordPress's own checks apply).
	 */
	private function read_refusal(): ?\WP_Error {
		$adapter = Categories::adapter( $this->taxonomy );
		return $adapter ? Read_Guard::check( $adapter->read_refusal() ) : null;
	}
}
