<?php
/**
 * REST routes of the condition category manager.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * POST /manage_category (create), POST /manage_category/{id} (rename), DELETE /manage_category/{id}.
 * Answers { id, name, slug } or { deleted, id }.
 */
final class Categories_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = Conditions_Controller::NAMESPACE;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$name = array(
			'description'       => __( 'Category name.', 'gblocks-pro' ),
			'type'              => 'string',
			'required'          => true,
			'maxLength'         => 200,
			// A custom sanitize_callback replaces the schema check; keep it.
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => static fn( $value ): string => trim( sanitize_text_field( (string) $value ) ),
		);
		$id   = array(
			'description' => __( 'Category id.', 'gblocks-pro' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		register_rest_route(
			$this->namespace,
			'/manage_category',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_category' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => array(
						'name' => $name,
						'slug' => array(
							'description' => __( 'Category slug (derived from the name when absent).', 'gblocks-pro' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/manage_category/(?P<id>\d+)',
			array(
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'rename_category' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => array(
						'id'   => $id,
						'name' => $name,
					),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_category' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => array( 'id' => $id ),
				),
			)
		);
	}

	/**
	 * Managing categories needs manage_gblocks_conditions.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function manage_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( Capabilities::MANAGE_CONDITIONS, __( 'Sorry, you are not allowed to manage condition categories.', 'gblocks-pro' ) );
	}

	/**
	 * The slug of SPEC §5: lowercase, only a-z, 0-9, spaces and hyphens, whitespace to hyphens.
	 *
	 * @param string $name Category name.
	 */
	public static function slug_from_name( string $name ): string {
		$slug = preg_replace( '/[^a-z0-9\s-]/', '', strtolower( $name ) );
		return trim( (string) preg_replace( '/\s+/', '-', (string) $slug ), '-' );
	}

	/**
	 * Creates a category.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function create_category( \WP_REST_Request $request ): \WP_REST_Response {
		$name = (string) $request['name'];
		if ( '' === $name ) {
			return self::empty_name();
		}
		$slug = sanitize_title( (string) ( $request['slug'] ?? '' ) );
		$slug = '' !== $slug ? $slug : self::slug_from_name( $name );
		$args = '' !== $slug ? array( 'slug' => $slug ) : array();
		$term = wp_insert_term( $name, Post_Type::TAXONOMY, $args );
		if ( is_wp_error( $term ) ) {
			return self::failure( $term );
		}
		return Rest_Response::success( self::prepare( (int) $term['term_id'] ), 201 );
	}

	/**
	 * Renames a category.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function rename_category( \WP_REST_Request $request ): \WP_REST_Response {
		$id = (int) $request['id'];
		if ( ! self::exists( $id ) ) {
			return self::not_found();
		}
		$name = (string) $request['name'];
		if ( '' === $name ) {
			return self::empty_name();
		}
		$same = get_term_by( 'name', $name, Post_Type::TAXONOMY );
		if ( $same instanceof \WP_Term && (int) $same->term_id !== $id ) {
			return self::failure( new \WP_Error( 'term_exists', '' ) );
		}
		$result = wp_update_term( $id, Post_Type::TAXONOMY, array( 'name' => $name ) );
		if ( is_wp_error( $result ) ) {
			return self::failure( $result );
		}
		return Rest_Response::success( self::prepare( $id ) );
	}

	/**
	 * Deletes a category; its conditions become uncategorized.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function delete_category( \WP_REST_Request $request ): \WP_REST_Response {
		$id = (int) $request['id'];
		if ( ! self::exists( $id ) ) {
			return self::not_found();
		}
		$result = wp_delete_term( $id, Post_Type::TAXONOMY );
		if ( true !== $result ) {
			return Rest_Response::error( __( 'Failed to delete category.', 'gblocks-pro' ), 500, 'gblocks_pro_delete_failed' );
		}
		return Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * Whether the id is a condition category.
	 *
	 * @param int $id Term id.
	 */
	private static function exists( int $id ): bool {
		$term = get_term( $id, Post_Type::TAXONOMY );
		return $term instanceof \WP_Term;
	}

	/**
	 * The wire shape of a category.
	 *
	 * @param int $id Term id.
	 * @return array{id: int, name: string, slug: string}
	 */
	private static function prepare( int $id ): array {
		$term = get_term( $id, Post_Type::TAXONOMY );
		return array(
			'id'   => $id,
			'name' => $term instanceof \WP_Term ? $term->name : '',
			'slug' => $term instanceof \WP_Term ? $term->slug : '',
		);
	}

	/**
	 * 400 for a blank name.
	 */
	private static function empty_name(): \WP_REST_Response {
		return Rest_Response::error( __( 'name: the category name cannot be empty.', 'gblocks-pro' ), 400, 'gblocks_pro_empty_name' );
	}

	/**
	 * 404 for an unknown category.
	 */
	private static function not_found(): \WP_REST_Response {
		return Rest_Response::error( __( 'Category not found.', 'gblocks-pro' ), 404, 'gblocks_pro_category_not_found' );
	}

	/**
	 * 409 for a duplicate, 400 otherwise.
	 *
	 * @param \WP_Error $error The term API's error.
	 */
	private static function failure( \WP_Error $error ): \WP_REST_Response {
		$conflict = in_array( $error->get_error_code(), array( 'term_exists', 'duplicate_term_slug' ), true );
		return Rest_Response::error(
			$conflict ? __( 'A category with this name already exists.', 'gblocks-pro' ) : $error->get_error_message(),
			$conflict ? 409 : 400,
			$conflict ? 'gblocks_pro_category_exists' : 'gblocks_pro_category_invalid'
		);
	}
}
