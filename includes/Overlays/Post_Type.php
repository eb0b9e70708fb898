<?php
/**
 * The overlay panel post type.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Overlays\Cli\Overlay_Command;
use GBlocks_Pro\Overlays\Rest\Overlay_Posts_Controller;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Cli\Cli;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_overlay (the type of a new overlay from post-new.php is New_Overlay_Type's).
 */
final class Post_Type implements Feature {

	public const POST_TYPE = 'gblocks_overlay';
	public const TAXONOMY  = Taxonomy::TAXONOMY;

	/**
	 * Adds the registration hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_action( 'save_post_' . self::POST_TYPE, array( Overlay_Posts_Controller::class, 'bump_version' ) );
		add_filter( 'wp_insert_post_data', array( self::class, 'advance_modified' ), 10, 4 );
		if ( defined( 'WP_CLI' ) && WP_CLI ) { // The commands' classes load only under WP-CLI.
			Cli::add( 'overlay', Overlay_Command::class );
		}
	}

	/**
	 * Every update of an overlay moves its modified time strictly forward
	 * (Support\Locked_Post_Update, loaded only for such a save).
	 *
	 * @param array<string, mixed> $data    Slashed post fields about to be written.
	 * @param array<string, mixed> $postarr Fields passed to wp_insert_post().
	 * @param array<string, mixed> $raw     Unsanitised fields.
	 * @param bool                 $update  Whether an existing post is updated.
	 * @return array<string, mixed>
	 */
	public static function advance_modified( $data, $postarr, $raw = array(), $update = false ) {
		if ( ! is_array( $data ) || self::POST_TYPE !== ( $data['post_type'] ?? '' ) ) {
			return $data;
		}
		return \GBlocks_Pro\Support\Locked_Post_Update::advance_modified( $data, $postarr, $raw, $update );
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
}
