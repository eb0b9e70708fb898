<?php
/**
 * The category manager's REST routes, for any taxonomy of ours.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * GET  {namespace}/manage_category        every category (the array in `response`), sorted by name,
 *                                         then the virtual 'uncategorized' one when the feature has it;
 * POST {namespace}/manage_category        create (name, slug): 201 { id, name, slug, count, category };
 * POST|PUT|PATCH {namespace}/manage_category/{id}  rename (name): 200, same shape; the slug stays;
 * DELETE {namespace}/manage_category/{id} 200 { deleted, id }; the items become uncategorized.
 *
 * One answer per outcome: 409 with the existing category as `category` when the name or slug is taken
 * (also when another request created it a moment earlier: creates are serialised by a lock, and a row
 * WordPress merged into an older duplicate is reported as that older category, never as a 201); 404
 * for an unknown id; 400 naming the field for bad input. Slugs follow Category_Slug (SPEC §5).
 * Every route needs the feature's manage capability (Category_Adapter::capability()). The routes hold
 * the schema, the permission, the call and the shape; the rules live in Category_Service, which
 * `wp gblocks category` calls too.
 */
final class Category_Routes extends Rest_Controller {

	/**
	 * Longest name and slug, in characters (the terms table's columns).
	 */
	public const MAX_LENGTH = Category_Service::MAX_LENGTH;

	/**
	 * Object type of the schema, for register_rest_field().
	 */
	public const OBJECT_TYPE = 'gblocks_pro_category';

	/**
	 * Id of the virtual category of items without a category.
	 */
	public const UNCATEGORIZED = Category_Service::UNCATEGORIZED;

	/**
	 * The taxonomy's adapter: route namespace, capability and refusal message.
	 *
	 * @var Category_Adapter
	 */
	private Category_Adapter $adapter;

	/**
	 * The categories served.
	 *
	 * @var Category_Service
	 */
	private Category_Service $categories;

	/**
	 * One feature's category routes, as its adapter describes them.
	 *
	 * @param Category_Adapter $adapter The feature's adapter.
	 */
	public function __construct( Category_Adapter $adapter ) {
		$this->namespace  = $adapter->route_namespace();
		$this->rest_base  = 'manage_category';
		$this->adapter    = $adapter;
		$this->categories = $adapter->service();
	}

	/**
	 * Registers the routes, their arguments derived from the schema.
	 */
	public function register_routes(): void {
		$route_namespace = $this->namespace;
		if ( ! $route_namespace ) {
			return;
		}
		register_rest_route(
			$route_namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( array( 'context' => $this->get_context_param( array( 'default' => 'view' ) ) ) ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->get_endpoint_args_for_item_schema( \WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$route_namespace,
			'/' . $this->rest_base . '/(?P<id>[\w-]+)',
			array(
				'args'   => $this->args_from_schema(
					array(
						'id' => array(
							'description' => __( 'Category id.', 'gblocks-pro' ),
							'type'        => 'string',
							'pattern'     => ! $this->categories->has_uncategorized() ? '^\d+$' : '^(\d+|' . self::UNCATEGORIZED . ')$',
						),
					)
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					// A rename sends the name only (the slug is kept), and must send it.
					'args'                => $this->args_from_schema( array( 'name' => $this->item_properties()['name'] ) ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Every route needs the feature's manage capability: 401 logged out, 403 logged in.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function manage_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( $this->adapter->capability(), $this->adapter->manage_refusal() );
	}

	/**
	 * The schema of a category (cached).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => self::OBJECT_TYPE,
				'type'       => 'object',
				'properties' => array(
					'id'    => array(
						'description' => __( 'Category id; the string uncategorized for the virtual category of items without one.', 'gblocks-pro' ),
						'type'        => array( 'integer', 'string' ),
						'context'     => array( 'view', 'edit' ),
						'readonly'    => true,
					),
					'name'  => array(
						'description' => __( 'Category name: not empty after trimming.', 'gblocks-pro' ),
						'type'        => 'string',
						'maxLength'   => self::MAX_LENGTH,
						'required'    => true,
						'context'     => array( 'view', 'edit' ),
						'arg_options' => array(
							'validate_callback' => array( $this, 'validate_name' ),
							'sanitize_callback' => array( self::class, 'clean_name' ),
						),
					),
					'slug'  => array(
						'description' => __( 'Category slug: lowercase a-z, 0-9 and hyphens; derived from the name when empty. Kept on rename.', 'gblocks-pro' ),
						'type'        => 'string',
						'maxLength'   => self::MAX_LENGTH,
						'context'     => array( 'view', 'edit' ),
						'arg_options' => array(
							'validate_callback' => array( $this, 'validate_slug' ),
							'sanitize_callback' => static fn( $value ): string => Category_Slug::from( (string) $value ),
						),
					),
					'count' => array(
						'description' => __( 'Number of items in the category.', 'gblocks-pro' ),
						'type'        => 'integer',
						'context'     => array( 'view', 'edit' ),
						'readonly'    => true,
					),
				),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The name is a string of at most MAX_LENGTH characters, also once stored (WordPress escapes &,
	 * < and > in term names), and not empty after trimming.
	 *
	 * @param mixed            $value   The value.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   The parameter name.
	 * @return true|\WP_Error
	 */
	public function validate_name( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid instanceof \WP_Error ? $valid : new \WP_Error( 'rest_invalid_param', $param );
		}
		return self::argument_error( $this->categories->name_error( $value, $param ) );
	}

	/**
	 * A slug is a string of at most MAX_LENGTH characters that keeps something under the slug rule
	 * (an empty slug means "derive it from the name").
	 *
	 * @param mixed            $value   The value.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   The parameter name.
	 * @return true|\WP_Error
	 */
	public function validate_slug( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid instanceof \WP_Error ? $valid : new \WP_Error( 'rest_invalid_param', $param );
		}
		return self::argument_error( Category_Service::slug_error( (string) $value, $param ) );
	}

	/**
	 * The categories these routes serve.
	 */
	public function categories(): Category_Service {
		return $this->categories;
	}

	/**
	 * The taxonomy these routes manage.
	 */
	public function taxonomy(): string {
		return $this->categories->taxonomy();
	}

	/**
	 * A name as it is saved (Category_Service::clean_name()).
	 *
	 * @param mixed $value The name.
	 */
	public static function clean_name( $value ): string {
		return Category_Service::clean_name( $value );
	}

	/**
	 * Every category, sorted by name; then the virtual one.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = $this->categories->all();
		$count = $this->categories->uncategorized_count();
		if ( null !== $count ) {
			$items[] = array(
				'id'    => self::UNCATEGORIZED,
				'name'  => __( 'Uncategorized', 'gblocks-pro' ),
				'slug'  => '',
				'count' => $count,
			);
		}
		return Rest_Response::success( array_map( fn( $item ) => $this->prepare( $item, $request ), $items ) );
	}

	/**
	 * Creates a category (Category_Service::create(): under the lock, so that of concurrent creates of
	 * one category exactly one answers 201).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function create_item( $request ) {
		return $this->answer( $this->categories->create( $request['name'], (string) $request['slug'] ), $request, 201 );
	}

	/**
	 * Renames a category; its slug stays, so that links and filters keep working.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function update_item( $request ) {
		return $this->answer( $this->categories->rename( (string) $request['id'], $request['name'] ), $request, 200 );
	}

	/**
	 * Deletes a category; its items become uncategorized. Answers { deleted, id } and a top-level
	 * `message`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function delete_item( $request ) {
		$id = $this->categories->delete( (string) $request['id'] );
		if ( is_wp_error( $id ) ) {
			return $this->error( $id, $request );
		}
		$response = Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
		// The product's admin client reads `message` at the top level of the answer (issue 31.20).
		$response->set_data( (array) $response->get_data() + array( 'message' => __( 'Category deleted.', 'gblocks-pro' ) ) );
		return $response;
	}

	/**
	 * A category as the client reads it: id, name, slug, count (and registered extra fields).
	 *
	 * @param \WP_Term|array{id: string, name: string, slug: string, count: int} $item    A term, or the virtual category.
	 * @param \WP_REST_Request                                                   $request The request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data    = $item instanceof \WP_Term
			? array(
				'id'    => $item->term_id,
				'name'  => $item->name,
				'slug'  => $item->slug,
				'count' => $item->count,
			)
			: $item;
		$context = ! empty( $request['context'] ) ? (string) $request['context'] : 'view';
		$data    = $this->add_additional_fields_to_object( $data, $request );
		$data    = $this->filter_response_by_context( $data, $context );
		return rest_ensure_response( $data );
	}

	/**
	 * The answer of a create or rename: the category's fields, plus the same category as `category`, in
	 * `response` and at the top level; or the error.
	 *
	 * @param \WP_Term|\WP_Error $term    What the service gave.
	 * @param \WP_REST_Request   $request The request.
	 * @param int                $status  HTTP status of a success.
	 */
	private function answer( \WP_Term|\WP_Error $term, \WP_REST_Request $request, int $status ): \WP_REST_Response {
		if ( is_wp_error( $term ) ) {
			return $this->error( $term, $request );
		}
		$category             = $this->prepare( $term, $request );
		$category['category'] = $this->prepare( $term, $request );
		$response             = Rest_Response::success( $category, $status );
		// The product's admin client reads the category at the top level of the answer (issue 31.20).
		$response->set_data( (array) $response->get_data() + array( 'category' => $category['category'] ) );
		return $response;
	}

	/**
	 * The envelope of a service error: its message, status and code; a conflict (409) gives the existing
	 * category as `category`; a busy lock (503) says when to retry.
	 *
	 * @param \WP_Error        $error   The error.
	 * @param \WP_REST_Request $request The request.
	 */
	private function error( \WP_Error $error, \WP_REST_Request $request ): \WP_REST_Response {
		$data     = (array) $error->get_error_data();
		$response = Rest_Response::error( $error->get_error_message(), (int) ( $data['status'] ?? 400 ), (string) $error->get_error_code() );
		if ( ( $data['category'] ?? null ) instanceof \WP_Term ) {
			$body             = (array) $response->get_data();
			$body['category'] = $this->prepare( $data['category'], $request );
			$response->set_data( $body );
		}
		if ( 503 === $response->get_status() ) {
			$response->header( 'Retry-After', '1' );
		}
		return $response;
	}

	/**
	 * A prepared item as an array.
	 *
	 * @param \WP_Term|array{id: string, name: string, slug: string, count: int} $item    The item.
	 * @param \WP_REST_Request                                                   $request The request.
	 * @return array<string, mixed>
	 */
	private function prepare( $item, \WP_REST_Request $request ): array {
		return (array) $this->prepare_response_for_collection( $this->prepare_item_for_response( $item, $request ) );
	}
}
