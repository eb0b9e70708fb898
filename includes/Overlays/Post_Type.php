<?php
/**
 * The overlay panel post type.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Overlays\Rest\Overlay_Posts_Controller;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_overlay, and preselects the type of a new overlay from post-new.php's overlay_type.
 */
final class Post_Type implements Feature {

	public const POST_TYPE = 'gblocks_overlay';
	public const TAXONOMY  = Taxonomy::TAXONOMY;

	/**
	 * Adds the registration hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_action( 'save_post_' . self::POST_TYPE, array( self::class, 'preselect_type' ), 10, 3 );
		add_action( 'save_post_' . self::POST_TYPE, array( Overlay_Posts_Controller::class, 'bump_version' ) );
	}

	/**
	 * Registers the post type. Every capability resolves to manage_gblocks_overlays; the REST controller
	 * adds the picker rules of DESIGN §6 on top of WordPress's own.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'               => __( 'Overlay Panels', 'gblocks-pro' ),
					'singular_name'      => __( 'Overlay Panel', 'gblocks-pro' ),
					'add_new'            => __( 'Create New Overlay Panel', 'gblocks-pro' ),
					'add_new_item'       => __( 'Create New Overlay Panel', 'gblocks-pro' ),
					'edit_item'          => __( 'Edit Overlay Panel', 'gblocks-pro' ),
					'new_item'           => __( 'New Overlay Panel', 'gblocks-pro' ),
					'search_items'       => __( 'Search Overlay Panels', 'gblocks-pro' ),
					'not_found'          => __( 'No overlay panels found.', 'gblocks-pro' ),
					'not_found_in_trash' => __( 'No overlay panels found in Trash.', 'gblocks-pro' ),
					'item_published'     => __( 'Overlay panel published.', 'gblocks-pro' ),
					'item_updated'       => __( 'Overlay panel updated.', 'gblocks-pro' ),
				),
				'public'                => false,
				'show_ui'               => true,
				'show_in_menu'          => false,
				'show_in_rest'          => true,
				'rest_controller_class' => Overlay_Posts_Controller::class,
				'supports'              => array( 'title', 'editor', 'revisions', 'custom-fields' ),
				'capability_type'       => array( 'gblocks_overlay', 'gblocks_overlays' ),
				'capabilities'          => Capabilities::post_type_caps( Capabilities::MANAGE_OVERLAYS ),
				'map_meta_cap'          => true,
				'rewrite'               => false,
				'query_var'             => false,
			)
		);
	}

	/**
	 * Stores the type of post-new.php?post_type=gblocks_overlay&overlay_type=anchored on the auto-draft it
	 * creates, so the editor opens with that type chosen and nothing unsaved.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 * @param bool     $update  Whether an existing post was updated.
	 */
	public static function preselect_type( int $post_id, \WP_Post $post, bool $update ): void {
		// Only the auto-draft post-new.php creates; only users who may create overlays get there.
		if ( $update || 'auto-draft' !== $post->post_status || ! isset( $_GET['overlay_type'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A preference for a new, empty auto-draft of the current user.
			return;
		}
		$type = sanitize_key( wp_unslash( $_GET['overlay_type'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- As above.
		if ( in_array( $type, Meta::enum( 'type' ), true ) ) {
			update_post_meta( $post_id, Meta::PREFIX . 'type', $type );
		}
	}
}
