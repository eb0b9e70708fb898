<?php
/**
 * The read permission shared by the core REST routes of our post types and taxonomies.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Refuses reads by users who cannot edit posts (DESIGN §6: editor pickers need edit_posts).
 */
final class Read_Guard {

	/**
	 * A refusal (401 logged out, 403 otherwise), or null when the user may read.
	 *
	 * @param string $message Translated refusal message naming what may not be viewed.
	 */
	public static function check( string $message ): ?\WP_Error {
		if ( current_user_can( 'edit_posts' ) ) {
			return null;
		}
		return new \WP_Error( 'rest_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}
}
