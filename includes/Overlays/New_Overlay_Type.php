<?php
/**
 * The type of a new overlay, chosen before the editor opens.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Feature;

/**
 * The dashboard's "Add New" links to post-new.php?post_type=gblocks_overlay&overlay_type={type}
 * (SPEC 2.1). WordPress creates an auto-draft for that screen; this stores the chosen type on it, so
 * the editor opens with the type set and nothing unsaved.
 */
final class New_Overlay_Type implements Feature {

	/**
	 * The query parameter of post-new.php.
	 */
	public const PARAM = 'overlay_type';

	/**
	 * Adds the hook on every inserted post (filtered to our auto-drafts in apply()).
	 */
	public function register(): void {
		add_action( 'wp_insert_post', array( self::class, 'apply' ), 10, 3 );
	}

	/**
	 * Stores overlay_type on the auto-draft post-new.php just created, when it is one of the three
	 * types (or mega_menu, stored as mega-menu) and the current user may edit that overlay. Anything else is ignored: the overlay then
	 * starts as a standard one (the meta's default).
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 * @param bool     $update  Whether an existing post was updated.
	 */
	public static function apply( int $post_id, \WP_Post $post, bool $update ): void {
		if ( $update || Post_Type::POST_TYPE !== $post->post_type || 'auto-draft' !== $post->post_status ) {
			return;
		}
		// A preference for the current user's own new, empty auto-draft: it changes nothing that exists.
		if ( ! isset( $_GET[ self::PARAM ] ) || ! is_string( $_GET[ self::PARAM ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- As above.
			return;
		}
		// mega_menu is an alias of mega-menu (the settings definition's aliases), as in REST and stored meta.
		$type = Meta::resolve_alias( 'type', sanitize_key( wp_unslash( $_GET[ self::PARAM ] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- As above.
		if ( ! in_array( $type, Meta::enum( 'type' ), true ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		update_post_meta( $post_id, Meta::PREFIX . 'type', $type );
	}
}
