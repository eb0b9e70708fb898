<?php
/**
 * The read check shared by the core controllers of overlays and their categories.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

/**
 * Refuses reads by users who cannot edit posts (DESIGN §6: editor pickers need edit_posts).
 */
final class Read_Guard {

	/**
	 * A refusal (401 logged out, 403 otherwise), or null when the user may read.
	 */
	public static function check(): ?\WP_Error {
		if ( current_user_can( 'edit_posts' ) ) {
			return null;
		}
		return new \WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}
}
