<?php
/**
 * Pattern collections: the taxonomy that groups the synced patterns this site shares.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Pattern_Library\Cli\Key_Command;
use GBlocks_Pro\Pattern_Library\Rest\Collections_Controller;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Cli\Cli;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_pattern_collections on wp_block (rest_base pattern-collections, the name
 * GenerateBlocks uses). Not public and without an admin UI: collections are managed on the Pattern
 * Library screen through /wp/v2/pattern-collections (manage_options) and assigned to patterns through
 * /wp/v2/blocks/{id} (fields pattern-collections and gblocks_pattern_collections). What a collection
 * holds is served to other sites, so assigning needs manage_options too (the taxonomy's assign_terms):
 * a request of another user that would change a pattern's collections is refused as a whole (403 naming
 * the field) before anything is saved; one that sends the pattern's collections unchanged goes through
 * (the field is dropped). Reading collections needs edit_posts (their names are never public).
 */
final class Collections implements Feature {

	public const TAXONOMY = 'gblocks_pattern_collections';

	/**
	 * The taxonomy's rest_base: core's field on /wp/v2/blocks.
	 */
	public const REST_BASE = 'pattern-collections';

	/**
	 * The capability that manages collections and assigns patterns to them.
	 */
	public const CAPABILITY = 'manage_options';

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
		add_filter( 'rest_request_before_callbacks', array( self::class, 'guard_assignment' ), 10, 3 );
		add_action( 'delete_' . self::TAXONOMY, array( self::class, 'forget_deleted' ), 10, 1 );
		if ( defined( 'WP_CLI' ) && WP_CLI ) { // The commands' classes load only under WP-CLI.
			Cli::add( 'pattern-library key', Key_Command::class );
		}
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
				'get_callback'    => static fn( array $item ): array => self::of( (int) $item['id'] ),
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
	 * Refuses, before the permission callback and before anything is saved, a write to /wp/v2/blocks (a
	 * pattern, its autosave) by a user who may not assign collections when it would change the pattern's
	 * collections; drops the field when it sends them unchanged (the editor may send what it read), so
	 * that core's own check does not refuse a save that changes nothing.
	 *
	 * @param mixed $response The response so far (an error stays).
	 * @param mixed $handler  The route handler.
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public static function guard_assignment( $response, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Filter signature.
		if ( is_wp_error( $response ) || ! $request instanceof \WP_REST_Request || in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS', 'DELETE' ), true ) ) {
			return $response;
		}
		if ( 1 !== preg_match( '#^/wp/v2/blocks(?:/(\d+)(?:/autosaves)?)?/?$#', $request->get_route(), $matches ) || self::may_assign() ) {
			return $response;
		}
		$post_id = isset( $matches[1] ) ? (int) $matches[1] : 0;
		$current = $post_id > 0 ? self::of( $post_id ) : array();
		sort( $current );
		foreach ( array( self::REST_BASE, self::TAXONOMY ) as $field ) {
			if ( null === $request->get_param( $field ) ) {
				continue;
			}
			$value = $request->get_param( $field );
			$sent  = array_values( array_filter( wp_parse_id_list( is_array( $value ) ? $value : array( $value ) ) ) );
			sort( $sent );
			if ( $sent !== $current ) {
				return new \WP_Error(
					'rest_cannot_assign_term',
					/* translators: %s: the field name, e.g. pattern-collections. */
					sprintf( __( '%s: only administrators can add a pattern to a collection or remove it from one (collections are shared with other sites).', 'gblocks-pro' ), $field ),
					array(
						'status' => rest_authorization_required_code(),
						'params' => array( $field ),
					)
				);
			}
			unset( $request[ $field ] );
		}
		return $response;
	}

	/**
	 * Whether the current user may add patterns to collections or remove them.
	 */
	public static function may_assign(): bool {
		$taxonomy = get_taxonomy( self::TAXONOMY );
		return $taxonomy instanceof \WP_Taxonomy && current_user_can( $taxonomy->cap->assign_terms );
	}

	/**
	 * The collections a pattern belongs to.
	 *
	 * @param int $post_id The pattern.
	 * @return int[]
	 */
	public static function of( int $post_id ): array {
		$terms = wp_get_object_terms( $post_id, self::TAXONOMY, array( 'fields' => 'ids' ) );
		return is_array( $terms ) ? array_map( 'intval', $terms ) : array();
	}

	/**
	 * Sets a pattern's collections (assigning needs manage_options, the taxonomy's assign_terms; the
	 * route has already checked that the user may edit this pattern, and guard_assignment() has refused
	 * a change by anyone else before the pattern was saved).
	 *
	 * @param mixed    $value Collection ids.
	 * @param \WP_Post $post  The pattern.
	 * @return true|\WP_Error
	 */
	public static function update_field( mixed $value, \WP_Post $post ): bool|\WP_Error {
		if ( ! self::may_assign() ) {
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
				'rest_base'             => self::REST_BASE,
				'rest_controller_class' => Collections_Controller::class,
				'hierarchical'          => false,
				'rewrite'               => false,
				'query_var'             => false,
				// Collections are served to other sites: assigning a pattern to one is managing it.
				'capabilities'          => Capabilities::taxonomy_caps( self::CAPABILITY ),
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
