<?php
/**
 * The condition post type and its category taxonomy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_condition and gblocks_condition_cat.
 */
final class Post_Type implements Feature {

	public const POST_TYPE = 'gblocks_condition';
	public const TAXONOMY  = 'gblocks_condition_cat';
	public const META_KEY  = '_gb_conditions';

	/**
	 * Adds the registration hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
	}

	/**
	 * Registers the post type and taxonomy. Every capability resolves to manage_gblocks_conditions,
	 * so /wp/v2 gives no way around it.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Conditions', 'gblocks-pro' ),
					'singular_name' => __( 'Condition', 'gblocks-pro' ),
				),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => true,
				'rest_base'       => 'gblocks-conditions',
				'supports'        => array( 'title', 'custom-fields' ),
				'capability_type' => array( 'gblocks_condition', 'gblocks_conditions' ),
				'capabilities'    => Capabilities::post_type_caps( Capabilities::MANAGE_CONDITIONS ),
				'map_meta_cap'    => true,
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
		register_taxonomy(
			self::TAXONOMY,
			self::POST_TYPE,
			array(
				'labels'            => array(
					'name'          => __( 'Condition Categories', 'gblocks-pro' ),
					'singular_name' => __( 'Condition Category', 'gblocks-pro' ),
				),
				'public'            => false,
				'show_ui'           => false,
				'show_in_rest'      => true,
				'rest_base'         => 'condition-categories',
				'hierarchical'      => false,
				'rewrite'           => false,
				'query_var'         => false,
				'capabilities'      => Capabilities::taxonomy_caps( Capabilities::MANAGE_CONDITIONS ),
				'show_admin_column' => false,
			)
		);
	}
}
