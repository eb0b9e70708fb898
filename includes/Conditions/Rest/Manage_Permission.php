<?php
/**
 * The permission check of every route that writes conditions or their categories.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Support\Capabilities;

/**
 * For controllers extending GBlocks_Pro\Support\Rest_Controller.
 */
trait Manage_Permission {

	/**
	 * Writing conditions, their categories, usage and validation need manage_gblocks_conditions.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function manage_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( Capabilities::MANAGE_CONDITIONS, __( 'Sorry, you are not allowed to manage conditions.', 'gblocks-pro' ) );
	}
}
