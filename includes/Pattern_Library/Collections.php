<?php
/**
 * Pattern collections: the taxonomy that groups the synced patterns this site shares.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Pattern_Library\Rest\Collections_Controller;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_pattern_collections on wp_block (rest_base pattern-collections, the name
 * GenerateBlocks uses). Not public and without an admin UI: collections are managed on the Pattern
 * Library screen through /wp/v2/pattern-collections (manage_options) and assigned to patterns through
 * /wp/v2/blocks/{id} (edit_posts). Reading collections needs edit_posts (their names are never public).
 */
final class Collections implements Feature {

	public const TAXONOMY = 'gblocks_pattern_collections';

	/**
	 * The post type of synced patterns.
	 */
	public const POST_TYPE = 'wp_block';

	/**
	 * Adds the registration hook, and forgets deleted collections in the keys that named them.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_taxonomy' ) );
		add_action( 'rest_api_init', array( self::class, 'register_field' ) );
		add_action( 'delete_' . self::TAXONOMY, array( self::class, 'forget_deleted' ), 10, 1 );
	}

	/**
	 * WordPress names a taxonomy's field on /wp/v2/blocks after its rest_base (pattern-collections);
	 * the contract reads and writes it as gblocks_pattern_collections, so that name works too.
	 */
	public static function register_field(): void {
		register_rest_field(
			self::POST_TYPE,
			self::TAXONOMY,
			array(
				'get_callback'    => static function ( array $item ): array {
					$terms = wp_get_object_terms( (int) $item['id'], self::TAXONOMY, array( 'fields' => 'ids' ) );
					return is_array( $terms ) ? array_map( 'intval', $terms ) : array();
				},
				'update_callback' => array( self::class, 'update_field' ),
				'schema'          => array(
					'description' => __( 'Ids of the collections the pattern belongs to.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'context'     => array( 'view', 'edit' ),
				),
			)
		);
	}

	/**
	 * Sets a pattern's collections (assigning needs edit_posts, as on the core field; the route has
	 * already checked that the user may edit this pattern).
	 *
	 * @param mixed    $value Collection ids.
	 * @param \WP_Post $post  The pattern.
	 * @return true|\WP_Error
	 */
	public static function update_field( mixed $value, \WP_Post $post ): bool|\WP_Error {
		$taxonomy = get_taxonomy( self::TAXONOMY );
		if ( ! $taxonomy instanceof \WP_Taxonomy || ! current_user_can( $taxonomy->cap->assign_terms ) ) {
			return new \WP_Error( 'rest_cannot_assign_term', __( 'Sorry, you are not allowed to assign pattern collections.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
		}
		$wanted   = wp_parse_id_list( is_array( $value ) ? $value : array() );
		$existing = self::existing( $wanted );
		if ( count( $existing ) !== count( $wanted ) ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: the field name, gblocks_pattern_collections. */
				sprintf( __( '%s: one of these is not a collection of this site.', 'gblocks-pro' ), self::TAXONOMY ),
				array( 'status' => 400 )
			);
		}
		$set = wp_set_object_terms( $post->ID, $existing, self::TAXONOMY );
		return is_wp_error( $set ) ? $set : true;
	}

	/**
	 * Registers the taxonomy.
	 */
	public function register_taxonomy(): void {
		register_taxonomy(
			self::TAXONOMY,
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Pattern Collections', 'gblocks-pro' ),
					'singular_name' => __( 'Pattern Collection', 'gblocks-pro' ),
				),
				'public'                => false,
				'publicly_queryable'    => false,
				'show_ui'               => false,
				'show_in_nav_menus'     => false,
				'show_tagcloud'         => false,
				'show_in_rest'          => true,
				'rest_base'             => 'pattern-collections',
				'rest_controller_class' => Collections_Controller::class,
				'hierarchical'          => false,
				'rewrite'               => false,
				'query_var'             => false,
				'capabilities'          => array(
					'manage_terms' => 'manage_options',
					'edit_terms'   => 'manage_options',
					'delete_terms' => 'manage_options',
					'assign_terms' => 'edit_posts',
				),
			)
		);
	}

	/**
	 * A deleted collection leaves every key that named it (a key left without collections sees nothing).
	 *
	 * @param mixed $term_id The deleted term's id.
	 */
	public static function forget_deleted( $term_id ): void {
		Key_Store::forget_collection( (int) $term_id );
	}

	/**
	 * The ids among these that are existing collections, in the given order, without duplicates.
	 *
	 * @param int[] $ids Term ids.
	 * @return int[]
	 */
	public static function existing( array $ids ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$found = get_terms(
			array(
				'taxonomy'   => self::TAXONOMY,
				'include'    => $ids,
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		$found = is_array( $found ) ? array_map( 'intval', $found ) : array();
		return array_values( array_intersect( $ids, $found ) );
	}
}
