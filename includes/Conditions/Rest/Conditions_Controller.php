<?php
/**
 * REST routes of generateblocks-pro/advanced-conditions/v1: the conditions, their usage, validation.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Tree;
use GBlocks_Pro\Conditions\Usage\Usage_Scanner;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * /conditions (list, create), /conditions/{id} (get, update, delete), /conditions/{id}/usage,
 * /validate_conditions.
 */
final class Conditions_Controller extends Rest_Controller {

	public const NAMESPACE = 'generateblocks-pro/advanced-conditions/v1';

	/**
	 * Longest title accepted.
	 */
	public const MAX_TITLE = 200;

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = self::NAMESPACE;

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id_arg = array(
			'id' => array(
				'description' => __( 'Condition id.', 'gblocks-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		register_rest_route(
			$this->namespace,
			'/conditions',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_conditions' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->pagination_args( 20, 100 ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_condition' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->write_args( true ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/conditions/(?P<id>\d+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_condition' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $id_arg,
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_condition' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $id_arg + $this->write_args( false ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_condition' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $id_arg,
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/conditions/(?P<id>\d+)/usage',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_usage' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $id_arg,
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/validate_conditions',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'validate_conditions' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => array(
						'conditions' => array(
							'description' => __( 'The rule tree to check.', 'gblocks-pro' ),
							'type'        => 'object',
							'required'    => true,
						),
					),
				),
			)
		);
	}

	/**
	 * Writing conditions needs manage_gblocks_conditions.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function manage_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( Capabilities::MANAGE_CONDITIONS, __( 'Sorry, you are not allowed to manage conditions.', 'gblocks-pro' ) );
	}

	/**
	 * Arguments of create and update.
	 *
	 * @param bool $creating Whether the route creates (title required, status defaults to publish).
	 * @return array<string, array<string, mixed>>
	 */
	private function write_args( bool $creating ): array {
		$args = array(
			'title'      => array(
				'description'       => __( 'The condition name.', 'gblocks-pro' ),
				'type'              => 'string',
				'maxLength'         => self::MAX_TITLE,
				'required'          => $creating,
				// A custom sanitize_callback replaces the schema check; keep it.
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $value ): string => sanitize_text_field( (string) $value ),
			),
			'conditions' => array(
				'description' => __( 'The rule tree.', 'gblocks-pro' ),
				'type'        => 'object',
			),
			'category'   => array(
				'description'       => __( 'Category slugs, or an empty string for none.', 'gblocks-pro' ),
				'type'              => array( 'array', 'string' ),
				'items'             => array(
					'type'      => 'string',
					'maxLength' => 200,
				),
				'maxItems'          => 50,
				'validate_callback' => array( self::class, 'validate_category' ),
				'sanitize_callback' => array( self::class, 'sanitize_category' ),
			),
			'status'     => array(
				'description' => __( 'publish or draft.', 'gblocks-pro' ),
				'type'        => 'string',
				'enum'        => array( 'publish', 'draft' ),
			),
		);
		if ( $creating ) {
			$args['status']['default'] = 'publish';
		}
		return $args;
	}

	/**
	 * An array of slugs or a string; not a number or a boolean (which the core schema check would read
	 * as a one-item list).
	 *
	 * @param mixed            $value   The parameter.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   Parameter name.
	 * @return true|\WP_Error
	 */
	public static function validate_category( mixed $value, \WP_REST_Request $request, string $param ): bool|\WP_Error {
		if ( ! is_array( $value ) && ! is_string( $value ) ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_type', sprintf( __( '%s must be an array of category slugs or an empty string.', 'gblocks-pro' ), $param ), array( 'status' => 400 ) );
		}
		return rest_validate_request_arg( $value, $request, $param );
	}

	/**
	 * Category slugs from an array, a comma-separated string, or '' (none).
	 *
	 * @param mixed $value The parameter.
	 * @return string[]
	 */
	public static function sanitize_category( mixed $value ): array {
		$items = is_array( $value ) ? $value : explode( ',', (string) $value );
		$slugs = array();
		foreach ( $items as $item ) {
			$slug = sanitize_title( (string) $item );
			if ( '' !== $slug ) {
				$slugs[ $slug ] = $slug;
			}
		}
		return array_values( $slugs );
	}

	/**
	 * One page of conditions (published and drafts), newest first, with the totals.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function list_conditions( \WP_REST_Request $request ): \WP_REST_Response {
		$query      = new \WP_Query(
			array(
				'post_type'      => Post_Type::POST_TYPE,
				'post_status'    => array( 'publish', 'draft' ),
				'posts_per_page' => (int) $request['per_page'],
				'paged'          => (int) $request['page'],
				'orderby'        => 'date',
				'order'          => 'DESC',
			)
		);
		$conditions = array();
		foreach ( $query->posts as $post ) {
			$conditions[] = self::prepare( $post );
		}
		$total = (int) $query->found_posts;
		if ( ! $query->posts && (int) $request['page'] > 1 ) {
			// WP_Query does not count rows for a page past the end; the totals still describe the list.
			$counts = wp_count_posts( Post_Type::POST_TYPE );
			$total  = (int) $counts->publish + (int) $counts->draft;
		}
		return Rest_Response::success(
			array(
				'conditions' => $conditions,
				'total'      => $total,
				'pages'      => (int) ceil( $total / max( 1, (int) $request['per_page'] ) ),
			)
		);
	}

	/**
	 * One condition.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_condition( \WP_REST_Request $request ): \WP_REST_Response {
		$post = self::find( (int) $request['id'] );
		return $post ? Rest_Response::success( self::prepare( $post ) ) : self::not_found();
	}

	/**
	 * Creates a condition (status publish unless given).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function create_condition( \WP_REST_Request $request ): \WP_REST_Response {
		$title = trim( (string) $request['title'] );
		if ( '' === $title ) {
			return Rest_Response::error( __( 'Please enter a condition name.', 'gblocks-pro' ), 400, 'gblocks_pro_missing_title' );
		}
		$tree = $request->has_param( 'conditions' ) ? $request['conditions'] : Tree::empty_tree();
		$bad  = self::tree_response( $tree );
		if ( $bad ) {
			return $bad;
		}
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'   => Post_Type::POST_TYPE,
					'post_title'  => $title,
					'post_status' => (string) $request['status'],
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return Rest_Response::error( $id->get_error_message(), 500, 'gblocks_pro_save_failed' );
		}
		Post_Type::save_tree( $id, (array) $tree );
		if ( $request->has_param( 'category' ) ) {
			self::assign_categories( $id, (array) $request['category'] );
		}
		return Rest_Response::success( self::prepare( get_post( $id ) ), 201 );
	}

	/**
	 * Updates any of title, conditions, category, status.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function update_condition( \WP_REST_Request $request ): \WP_REST_Response {
		$post = self::find( (int) $request['id'] );
		if ( ! $post ) {
			return self::not_found();
		}
		$changes = array();
		if ( $request->has_param( 'title' ) ) {
			$changes['post_title'] = trim( (string) $request['title'] );
			if ( '' === $changes['post_title'] ) {
				return Rest_Response::error( __( 'Please enter a condition name.', 'gblocks-pro' ), 400, 'gblocks_pro_missing_title' );
			}
		}
		if ( $request->has_param( 'status' ) ) {
			$changes['post_status'] = (string) $request['status'];
		}
		if ( $request->has_param( 'conditions' ) ) {
			$bad = self::tree_response( $request['conditions'] );
			if ( $bad ) {
				return $bad;
			}
		}
		if ( $changes ) {
			$result = wp_update_post( wp_slash( array( 'ID' => $post->ID ) + $changes ), true );
			if ( is_wp_error( $result ) ) {
				return Rest_Response::error( $result->get_error_message(), 500, 'gblocks_pro_save_failed' );
			}
		}
		if ( $request->has_param( 'conditions' ) ) {
			Post_Type::save_tree( $post->ID, (array) $request['conditions'] );
		}
		if ( $request->has_param( 'category' ) ) {
			self::assign_categories( $post->ID, (array) $request['category'] );
		}
		return Rest_Response::success( self::prepare( get_post( $post->ID ) ) );
	}

	/**
	 * Deletes a condition permanently.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function delete_condition( \WP_REST_Request $request ): \WP_REST_Response {
		$post = self::find( (int) $request['id'] );
		if ( ! $post ) {
			return self::not_found();
		}
		if ( ! wp_delete_post( $post->ID, true ) ) {
			return Rest_Response::error( __( 'The condition could not be deleted.', 'gblocks-pro' ), 500, 'gblocks_pro_delete_failed' );
		}
		return Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $post->ID,
			)
		);
	}

	/**
	 * Where a condition is used.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_usage( \WP_REST_Request $request ): \WP_REST_Response {
		$post = self::find( (int) $request['id'] );
		return $post ? Rest_Response::success( Usage_Scanner::instance()->report( $post->ID ) ) : self::not_found();
	}

	/**
	 * Checks a tree: structure, known types, rules and operators, value shapes, and whether the user
	 * may save the types it uses.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function validate_conditions( \WP_REST_Request $request ): \WP_REST_Response {
		return self::tree_response( $request['conditions'] ) ?? Rest_Response::success( array( 'valid' => true ) );
	}

	/**
	 * The refusal of a tree (400 with every reason, 403 for restricted types), or null when fine.
	 *
	 * @param mixed $tree The submitted tree.
	 */
	private static function tree_response( mixed $tree ): ?\WP_REST_Response {
		$error = Tree::save_error( $tree );
		if ( ! $error ) {
			return null;
		}
		$data     = (array) $error->get_error_data();
		$response = Rest_Response::error( $error->get_error_message(), (int) ( $data['status'] ?? 400 ), (string) $error->get_error_code() );
		if ( isset( $data['errors'] ) ) {
			$response->set_data( $response->get_data() + array( 'errors' => $data['errors'] ) );
		}
		return $response;
	}

	/**
	 * A condition by id (any status but trash), or null.
	 *
	 * @param int $id Post id.
	 */
	private static function find( int $id ): ?\WP_Post {
		$post = get_post( $id );
		return $post && Post_Type::POST_TYPE === $post->post_type && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ? $post : null;
	}

	/**
	 * The 404 answer.
	 */
	private static function not_found(): \WP_REST_Response {
		return Rest_Response::error( __( 'Condition not found.', 'gblocks-pro' ), 404, 'gblocks_pro_condition_not_found' );
	}

	/**
	 * Sets the categories from slugs, creating the unknown ones ([] removes them all).
	 *
	 * @param int      $id    Condition id.
	 * @param string[] $slugs Category slugs.
	 */
	private static function assign_categories( int $id, array $slugs ): void {
		$term_ids = array();
		foreach ( $slugs as $slug ) {
			$term = get_term_by( 'slug', $slug, Post_Type::TAXONOMY );
			if ( ! $term ) {
				$created = wp_insert_term( ucwords( str_replace( '-', ' ', $slug ) ), Post_Type::TAXONOMY, array( 'slug' => $slug ) );
				$term_id = is_wp_error( $created ) ? (int) $created->get_error_data( 'term_exists' ) : (int) $created['term_id'];
			} else {
				$term_id = (int) $term->term_id;
			}
			if ( $term_id > 0 ) {
				$term_ids[] = $term_id;
			}
		}
		wp_set_object_terms( $id, $term_ids, Post_Type::TAXONOMY );
	}

	/**
	 * The wire shape of a condition (SPEC §3): id, title (plain text), status, gbConditions,
	 * gblocks_condition_cat.
	 *
	 * @param \WP_Post $post The condition.
	 * @return array<string, mixed>
	 */
	public static function prepare( \WP_Post $post ): array {
		$terms = get_the_terms( $post, Post_Type::TAXONOMY );
		return array(
			'id'                => (int) $post->ID,
			'title'             => wp_strip_all_tags( $post->post_title ),
			'status'            => $post->post_status,
			'gbConditions'      => Post_Type::get_tree( (int) $post->ID ),
			Post_Type::TAXONOMY => is_array( $terms ) ? array_map( static fn( \WP_Term $term ): int => (int) $term->term_id, $terms ) : array(),
		);
	}
}
