<?php
/**
 * The overlay category taxonomy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Categories\Categories;
use GBlocks_Pro\Categories\Category_Service;
use GBlocks_Pro\Categories\Core_Categories_Controller;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_overlay_cat (rest_base overlay-categories).
 */
final class Taxonomy implements Feature {

	public const TAXONOMY = 'gblocks_overlay_cat';

	/**
	 * Id of the virtual category of overlays without a category (SPEC §3).
	 */
	public const UNCATEGORIZED = 'uncategorized';

	/**
	 * Adds the registration hook, and the category manager's routes (overlays/v1/manage_category).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_taxonomy' ) );
		Categories::register( Categories_Adapter::class, self::TAXONOMY );
	}

	/**
	 * The overlays' categories, listed with the virtual 'uncategorized' one last: the category routes,
	 * the overlay service and `wp gblocks category --for=overlays` go through it.
	 */
	public static function categories(): Category_Service {
		return ( new Categories_Adapter() )->service();
	}

	/**
	 * Registers the taxonomy. Managing and assigning terms needs manage_gblocks_overlays; reading them
	 * needs edit_posts (see the REST controller).
	 */
	public function register_taxonomy(): void {
		register_taxonomy(
			self::TAXONOMY,
			Post_Type::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Overlay Categories', 'gblocks-pro' ),
					'singular_name' => __( 'Overlay Category', 'gblocks-pro' ),
				),
				'public'                => false,
				'show_ui'               => false,
				'show_in_rest'          => true,
				'rest_base'             => 'overlay-categories',
				'rest_controller_class' => Core_Categories_Controller::class,
				'hierarchical'          => false,
				'rewrite'               => false,
				'query_var'             => false,
				'capabilities'          => Capabilities::taxonomy_caps( Capabilities::MANAGE_OVERLAYS ),
			)
		);
	}

	/**
	 * The number of overlays (any status but trash and auto-draft) that have no category.
	 */
	public static function uncategorized_count(): int {
		$query = new \WP_Query(
			array(
				'post_type'              => Post_Type::POST_TYPE,
				'post_status'            => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'posts_per_page'         => 1,
				'fields'                 => 'ids',
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
				'tax_query'              => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Admin-only count.
					array(
						'taxonomy' => self::TAXONOMY,
						'operator' => 'NOT EXISTS',
					),
				),
			)
		);
		return (int) $query->found_posts;
	}
}
