<?php
/**
 * The read check shared by the core controllers of conditions and their categories.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

/**
 * Refuses reads by users who cannot edit posts.
 */
final class Core_Read_Guard {

	/**
	 * A refusal (401 logged out, 403 otherwise), or null when the user may read.
	 */
	public static function check(): ?\WP_Error {
		if ( current_user_can( 'edit_posts' ) ) {
			return null;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to view conditions.', 'gblocks-pro' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
}
