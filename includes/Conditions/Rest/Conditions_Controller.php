<?php
/**
 * REST routes of generateblocks-pro/advanced-conditions/v1: the conditions, their usage, validation.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Condition_Service;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Tree;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Categories\Category_Service;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;
use GBlocks_Pro\Usage\Usage_Schema;

/**
 * /conditions (list, create), /conditions/{id} (get, update, delete), /conditions/{id}/duplicate
 * (a draft copy), /conditions/{id}/usage,
 * /validate_conditions.
 */
final class Conditions_Controller extends Rest_Controller {

	use Manage_Permission;

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
	 * Registers the routes, each with its schema (OPTIONS, /wp-json/).
	 */
	public function register_routes(): void {
		$id_arg = array(
			'id' => array(
				'description' => __( 'Condition id.', 'gblocks-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			self::NAMESPACE,
			'/conditions',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema( $this->get_collection_params() ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $this->write_properties( true ) ),
				),
				'schema' => $schema,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/conditions/(?P<id>\d+)',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema( $id_arg + array( 'context' => $this->get_context_param( array( 'default' => 'view' ) ) ) ),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $id_arg + $this->write_properties( false ), \WP_REST_Server::EDITABLE ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $id_arg ),
				),
				'schema' => $schema,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/conditions/(?P<id>\d+)/duplicate',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'duplicate_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $id_arg ),
				),
				'schema' => $schema,
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/conditions/(?P<id>\d+)/usage',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_usage' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $id_arg ),
				),
				'schema' => array( $this, 'get_usage_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/validate_conditions',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'validate_conditions' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'conditions' => array(
								'description' => __( 'The rule tree to check.', 'gblocks-pro' ),
								'required'    => true,
							) + self::tree_arg(),
						)
					),
				),
				'schema' => array( $this, 'get_validation_schema' ),
			)
		);
	}

	/**
	 * The condition as the routes answer it (inside the envelope's response). Users without the manage
	 * capability get only id, title, status and category ids (of published conditions).
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		$all  = array( 'view', 'edit', 'embed' );
		$tree = Post_Type::tree_schema();
		return self::schema(
			'gblocks-pro-condition',
			array(
				'id'                  => array(
					'description' => __( 'Condition id.', 'gblocks-pro' ),
					'type'        => 'integer',
					'context'     => $all,
					'readonly'    => true,
				),
				'title'               => array(
					'description' => __( 'The condition name: { rendered } in answers, a string in requests.', 'gblocks-pro' ),
					'type'        => 'object',
					'context'     => $all,
					'properties'  => array(
						'rendered' => array(
							'description' => __( 'The name as plain text.', 'gblocks-pro' ),
							'type'        => 'string',
							'context'     => $all,
							'readonly'    => true,
						),
					),
					'arg_options' => array(
						'type'              => 'string',
						'maxLength'         => self::MAX_TITLE,
						// A custom sanitize_callback replaces the schema check; keep it.
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => static fn( $value ): string => sanitize_text_field( (string) $value ),
					),
				),
				'status'              => array(
					'description' => __( 'publish or draft.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => array( 'publish', 'draft' ),
					'context'     => $all,
				),
				'date'                => array(
					'description' => __( 'When the condition was created, in the site timezone.', 'gblocks-pro' ),
					'type'        => 'string',
					'format'      => 'date-time',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'modified'            => array(
					'description' => __( 'When the condition was last saved, in the site timezone. Send it back on update to be refused (409) if someone saved in between.', 'gblocks-pro' ),
					'type'        => 'string',
					'format'      => 'date-time',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				Post_Type::REST_FIELD => array(
					'description' => __( 'The rule tree; null when the stored rules cannot be read (see rules_error).', 'gblocks-pro' ),
					'type'        => array( 'object', 'null' ),
					'properties'  => $tree['properties'] ?? array(),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'rules_error'         => array(
					'description' => __( 'Present when the stored rules cannot be read: saving replaces them.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'depends_on_visitor'  => array(
					'description' => __( 'True when a rule of the condition is decided in the visitor\'s browser behind a page cache (device, cookie, referrer, query parameter, date and time).', 'gblocks-pro' ),
					'type'        => 'boolean',
					'context'     => $all,
					'readonly'    => true,
				),
				Post_Type::TAXONOMY   => array(
					'description' => __( 'Category ids.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'conditions'          => array(
					'description' => __( 'The rule tree to save (requests only).', 'gblocks-pro' ),
					'context'     => array(),
					'arg_options' => self::tree_arg(),
				) + $tree,
				'category'            => array(
					'description' => __( 'Category slugs, or an empty string for none (requests only).', 'gblocks-pro' ),
					'type'        => array( 'array', 'string' ),
					'items'       => array(
						'type'      => 'string',
						'maxLength' => 200,
					),
					'maxItems'    => 50,
					'context'     => array(),
					'arg_options' => array(
						'validate_callback' => array( self::class, 'validate_category' ),
						'sanitize_callback' => array( self::class, 'sanitize_category' ),
					),
				),
			)
		);
	}

	/**
	 * The rule tree argument: the tree schema (Post_Type::tree_schema) plus the semantic checks.
	 *
	 * @return array<string, mixed>
	 */
	private static function tree_arg(): array {
		$tree = Post_Type::tree_schema();
		unset( $tree['required'], $tree['context'], $tree['description'] );
		return array(
			// A schema-level "required" (v4 list of keys) must not make the argument required.
			'required'          => false,
			'validate_callback' => array( self::class, 'validate_tree' ),
			// The tree is checked by validate_tree(); it is normalised when stored.
			'sanitize_callback' => static fn( $value ) => $value,
		) + $tree;
	}

	/**
	 * A rule tree argument: an object (400 naming the field otherwise). A tree with semantic problems
	 * (unknown types, incomplete rows…) is left to the route, which lists every reason (and answers
	 * 403 for restricted types after the permission check); a semantically valid tree must also match
	 * the tree schema.
	 *
	 * @param mixed            $value   The parameter.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   Parameter name.
	 * @return true|\WP_Error
	 */
	public static function validate_tree( mixed $value, \WP_REST_Request $request, string $param ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Argument callback signature.
		if ( ! is_array( $value ) ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_type', sprintf( __( '%s must be a rule tree object with a groups list.', 'gblocks-pro' ), $param ), array( 'status' => 400 ) );
		}
		if ( array() !== Tree::validate( $value ) ) {
			return true;
		}
		$schema = Post_Type::tree_schema();
		unset( $schema['context'] );
		$valid = rest_validate_value_from_schema( $value, $schema, $param );
		return is_wp_error( $valid ) ? $valid : true;
	}

	/**
	 * The item schema's properties as create and update accept them (their arguments are derived from
	 * these): on create the title is required and the status defaults to publish; on update the modified
	 * value the client loaded may be sent back.
	 *
	 * @param bool $creating Whether the route creates.
	 * @return array<string, array<string, mixed>>
	 */
	private function write_properties( bool $creating ): array {
		$properties = $this->item_properties();
		if ( $creating ) {
			$properties['title']['arg_options']['required'] = true;
			$properties['status']['default']                = 'publish';
			return $properties;
		}
		$properties['modified'] = array(
			'description' => __( 'The modified value the client loaded: the save is refused (409) when the condition was saved since.', 'gblocks-pro' ),
			'type'        => 'string',
			'format'      => 'date-time',
			'maxLength'   => 40,
		);
		return $properties;
	}

	/**
	 * Query parameters of the list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array( 'context' => $this->get_context_param( array( 'default' => 'view' ) ) ) + $this->pagination_args( 20, 100 ) + array(
			'search'   => array(
				'description'       => __( 'Limit the list to conditions whose title contains this text.', 'gblocks-pro' ),
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => static fn ( mixed $value ): string => trim( sanitize_text_field( is_scalar( $value ) ? (string) $value : '' ) ),
				'validate_callback' => 'rest_validate_request_arg',
			),
			'status'   => array(
				'description'       => __( 'Limit the list to published or draft conditions, or list any the user may see. Only managers see drafts.', 'gblocks-pro' ),
				'type'              => 'string',
				'enum'              => array( 'any', 'publish', 'draft' ),
				'default'           => 'any',
				'validate_callback' => 'rest_validate_request_arg',
			),
			'category' => array(
				'description'       => __( 'Limit the list to one category: a category term ID, or "uncategorized" for conditions without a category.', 'gblocks-pro' ),
				'type'              => 'string',
				'default'           => '',
				'pattern'           => '^(|uncategorized|[1-9][0-9]*)$',
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
	}

	/**
	 * Schema of the usage answer (Usage\Usage_Scanner::report(), returned as is).
	 *
	 * @return array<string, mixed>
	 */
	public function get_usage_schema(): array {
		return self::schema(
			'gblocks-pro-condition-usage',
			Usage_Schema::properties(
				__( 'Number of places the condition is used.', 'gblocks-pro' ),
				__( 'Sections keyed overlays and blocks, each with label, total, has_more and items.', 'gblocks-pro' ),
				array( 'overlay_display_condition', 'block_attributes', 'menu_item_condition' ),
				true
			)
		);
	}

	/**
	 * Schema of the validation answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_validation_schema(): array {
		return self::schema(
			'gblocks-pro-condition-validation',
			array(
				'valid' => array(
					'description' => __( 'True when the tree may be saved by the current user.', 'gblocks-pro' ),
					'type'        => 'boolean',
				),
			)
		);
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
	 * Category slugs from an array, a comma-separated string, or '' (none): Category_Service::slugs_from().
	 *
	 * @param mixed $value The parameter.
	 * @return string[]
	 */
	public static function sanitize_category( mixed $value ): array {
		return Category_Service::slugs_from( $value );
	}

	/**
	 * Whether the current user manages conditions (sees drafts, rules and categories).
	 */
	private static function is_manager(): bool {
		return current_user_can( Capabilities::MANAGE_CONDITIONS );
	}

	/**
	 * One page of conditions, newest first, with the totals, filtered by `search`, `status` and
	 * `category` (Condition_Service::listable_statuses(): drafts for managers only).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_items( $request ): \WP_REST_Response {
		$statuses = Condition_Service::listable_statuses( (string) $request['status'] );
		if ( is_wp_error( $statuses ) ) {
			return self::error_response( $statuses );
		}
		$page = Condition_Service::query( $statuses, (string) $request['search'], (string) $request['category'], (int) $request['per_page'], (int) $request['page'] );
		return Rest_Response::success(
			array(
				'conditions' => array_map( fn( \WP_Post $post ): mixed => $this->prepare_item_for_response( $post, $request )->get_data(), $page['posts'] ),
				'total'      => $page['total'],
				'pages'      => $page['pages'],
			)
		);
	}

	/**
	 * One condition (a draft is unknown to users who do not manage conditions).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_item( $request ): \WP_REST_Response {
		$post = Condition_Service::find_visible( (int) $request['id'] );
		return $post ? Rest_Response::success( $this->prepare_item_for_response( $post, $request )->get_data() ) : self::error_response( Condition_Service::not_found() );
	}

	/**
	 * Creates a condition (status publish unless given).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function create_item( $request ): \WP_REST_Response {
		$post = Condition_Service::create( self::fields( $request ) );
		return is_wp_error( $post ) ? self::error_response( $post ) : Rest_Response::success( $this->prepare_item_for_response( $post, $request )->get_data(), 201 );
	}

	/**
	 * Duplicates a condition as a draft "{title} (Copy)" (Condition_Service::duplicate()).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function duplicate_item( \WP_REST_Request $request ): \WP_REST_Response {
		$post = Condition_Service::duplicate( (int) $request['id'] );
		return is_wp_error( $post ) ? self::error_response( $post ) : Rest_Response::success( $this->prepare_item_for_response( $post, $request )->get_data(), 201 );
	}

	/**
	 * Updates any of title, conditions, category, status, atomically (Condition_Service::update():
	 * under the save lock; 409 on a stale `modified`).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function update_item( $request ): \WP_REST_Response {
		$post = Condition_Service::update( (int) $request['id'], self::fields( $request ), $request->has_param( 'modified' ) ? (string) $request['modified'] : null );
		return is_wp_error( $post ) ? self::error_response( $post ) : Rest_Response::success( $this->prepare_item_for_response( $post, $request )->get_data() );
	}

	/**
	 * The fields a create or update request sends (only those present).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array{title?: mixed, status?: mixed, conditions?: mixed, category?: mixed}
	 */
	private static function fields( \WP_REST_Request $request ): array {
		$fields = array();
		foreach ( array( 'title', 'status', 'conditions', 'category' ) as $key ) {
			if ( $request->has_param( $key ) ) {
				$fields[ $key ] = $request[ $key ];
			}
		}
		return $fields;
	}

	/**
	 * Deletes a condition permanently.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function delete_item( $request ): \WP_REST_Response {
		$id = Condition_Service::delete( (int) $request['id'] );
		if ( is_wp_error( $id ) ) {
			return self::error_response( $id );
		}
		return Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * Where a condition is used.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_usage( \WP_REST_Request $request ): \WP_REST_Response {
		$usage = Condition_Service::usage( (int) $request['id'] );
		return is_wp_error( $usage ) ? self::error_response( $usage ) : Rest_Response::success( $usage );
	}

	/**
	 * Checks a tree: structure, known types, rules and operators, value shapes, and whether the user
	 * may save the types it uses.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function validate_conditions( \WP_REST_Request $request ): \WP_REST_Response {
		$error = Condition_Service::tree_error( $request['conditions'] );
		return $error ? self::error_response( $error ) : Rest_Response::success( array( 'valid' => true ) );
	}

	/**
	 * The envelope of a service error: its message, status (data.status, else 400) and code, with the
	 * list of reasons (data.errors) when there is one.
	 *
	 * @param \WP_Error $error The error.
	 */
	private static function error_response( \WP_Error $error ): \WP_REST_Response {
		$data     = (array) $error->get_error_data();
		$response = Rest_Response::error( $error->get_error_message(), (int) ( $data['status'] ?? 400 ), (string) $error->get_error_code() );
		if ( isset( $data['errors'] ) ) {
			$response->set_data( $response->get_data() + array( 'errors' => $data['errors'] ) );
		}
		return $response;
	}


	/**
	 * The wire shape of a condition: id, title { rendered }, status, depends_on_visitor and
	 * gblocks_condition_cat (what a picker shows), and for managers date, modified and gbConditions
	 * (null plus rules_error when the stored rules cannot be read). Others never get rules, dates or
	 * drafts.
	 *
	 * @param \WP_Post         $item    The condition.
	 * @param \WP_REST_Request $request The request.
	 */
	public function prepare_item_for_response( $item, $request ): \WP_REST_Response {
		$terms = get_the_terms( $item, Post_Type::TAXONOMY );
		$tree  = Post_Type::read_tree( (int) $item->ID );
		$data  = array(
			'id'                 => (int) $item->ID,
			'title'              => array( 'rendered' => wp_strip_all_tags( $item->post_title ) ),
			'status'             => $item->post_status,
			// The block control's page-cache hint; only a yes or no, never which rule.
			'depends_on_visitor' => null !== $tree && Condition_Service::depends_on_visitor( $tree ),
			// Pickers group conditions by category (ids only; names come from the categories route).
			Post_Type::TAXONOMY  => is_array( $terms ) ? array_map( static fn( \WP_Term $term ): int => (int) $term->term_id, $terms ) : array(),
		);
		if ( self::is_manager() ) {
			$data += array(
				'date'                => mysql_to_rfc3339( $item->post_date ),
				'modified'            => mysql_to_rfc3339( $item->post_modified ),
				Post_Type::REST_FIELD => $tree,
			);
			if ( null === $tree ) {
				$data['rules_error'] = Condition_Service::rules_error();
			}
		}
		return rest_ensure_response( $this->shape( $data, $request ) );
	}
}
