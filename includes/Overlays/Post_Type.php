<?php
/**
 * The overlay panel post type and its category taxonomy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_overlay and gblocks_overlay_cat.
 */
final class Post_Type implements Feature {

	public const POST_TYPE = 'gblocks_overlay';
	public const TAXONOMY  = 'gblocks_overlay_cat';

	/**
	 * Adds the registration hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
	}

	/**
	 * Registers the post type and taxonomy. Every capability resolves to manage_gblocks_overlays.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Overlay Panels', 'gblocks-pro' ),
					'singular_name' => __( 'Overlay Panel', 'gblocks-pro' ),
					'add_new_item'  => __( 'Create New Overlay Panel', 'gblocks-pro' ),
					'edit_item'     => __( 'Edit Overlay Panel', 'gblocks-pro' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => false,
				'show_in_rest'    => true,
				'supports'        => array( 'title', 'editor', 'revisions', 'custom-fields' ),
				'capability_type' => array( 'gblocks_overlay', 'gblocks_overlays' ),
				'capabilities'    => Capabilities::post_type_caps( Capabilities::MANAGE_OVERLAYS ),
				'map_meta_cap'    => true,
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
		register_taxonomy(
			self::TAXONOMY,
			self::POST_TYPE,
			array(
				'labels'       => array(
					'name'          => __( 'Overlay Categories', 'gblocks-pro' ),
					'singular_name' => __( 'Overlay Category', 'gblocks-pro' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => true,
				'rest_base'    => 'overlay-categories',
				'hierarchical' => false,
				'rewrite'      => false,
				'query_var'    => false,
				'capabilities' => Capabilities::taxonomy_caps( Capabilities::MANAGE_OVERLAYS ),
			)
		);
	}
}
