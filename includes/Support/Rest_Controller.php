<?php
/**
 * Base of the plugin's REST controllers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Registers routes on rest_api_init and offers the permission checks shared by every controller.
 */
abstract class Rest_Controller extends \WP_REST_Controller implements Feature {

	/**
	 * Largest page number a collection accepts: beyond it a request is refused (400 naming page)
	 * rather than overflowing into page 1.
	 */
	public const MAX_PAGE = 1000000;

	/**
	 * Adds the route registration hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * True when the current user has the capability; a WordPress REST error otherwise (401 logged out,
	 * 403 logged in).
	 *
	 * @param string $capability Capability to check.
	 * @param string $message    Translated refusal message.
	 */
	protected function require_capability( string $capability, string $message ): bool|\WP_Error {
		if ( current_user_can( $capability ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Permission for the read-only lists editor pickers use: anyone who can edit posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function picker_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( 'edit_posts', __( 'Sorry, you are not allowed to do that.', 'gblocks-pro' ) );
	}

	/**
	 * Registers read-only routes for the editor pickers (edit_posts), one per entry, each with its
	 * schema (visible through OPTIONS and /wp-json/).
	 *
	 * @param array<string, array{0: string, 1: array<string, mixed>, 2?: callable}> $routes Route => [ callback method, the parameters' schema (args_from_schema()), schema callback ].
	 */
	protected function register_picker_routes( array $routes ): void {
		/**
		 * Every controller sets its namespace.
		 *
		 * @var non-falsy-string $namespace
		 */
		$namespace = $this->namespace;
		foreach ( $routes as $route => $definition ) {
			register_rest_route(
				$namespace,
				'/' . $route,
				array(
					array(
						'methods'             => \WP_REST_Server::READABLE,
						'callback'            => array( $this, $definition[0] ),
						'permission_callback' => array( $this, 'picker_permissions_check' ),
						'args'                => $this->args_from_schema( $definition[1] ),
					),
					'schema' => $definition[2] ?? array( $this, 'get_public_item_schema' ),
				)
			);
		}
	}

	/**
	 * The endpoint arguments of a route, derived from the JSON schema of its parameters: the one way
	 * every route of ours declares what it accepts (an architecture test checks it). Each property gives
	 * an argument with its schema keywords (type, enum, bounds, pattern, items, description…), its
	 * required flag and its default; WordPress checks it with rest_validate_request_arg (a bad value is
	 * a 400 rest_invalid_param naming the field) and cleans it with rest_sanitize_request_arg, both
	 * through rest_*_value_from_schema. A property's arg_options (as in core's item schemas) replace
	 * either callback; callbacks written beside the keywords (as get_context_param() gives them) count as
	 * arg_options. A custom validate_callback without a custom sanitize_callback still gets the schema
	 * check, when sanitizing (rest_parse_request_arg, as WordPress does for a typed argument without a
	 * sanitize_callback). Deriving arguments that were already derived gives them back unchanged.
	 *
	 * @param array<string, array<string, mixed>> $properties Parameter name => its JSON schema.
	 * @param string                              $method     CREATABLE keeps required and default (any
	 *                                                        route's parameters); EDITABLE drops them, as
	 *                                                        core does for a partial update of an item.
	 * @return array<string, array<string, mixed>>
	 */
	protected function args_from_schema( array $properties, string $method = \WP_REST_Server::CREATABLE ): array {
		$callbacks = array(
			'validate_callback' => true,
			'sanitize_callback' => true,
		);
		foreach ( $properties as $name => $property ) {
			$options = array_intersect_key( $property, $callbacks );
			if ( array() !== $options ) {
				$properties[ $name ]                = array_diff_key( $property, $callbacks );
				$properties[ $name ]['arg_options'] = $options + ( is_array( $property['arg_options'] ?? null ) ? $property['arg_options'] : array() );
			}
		}
		$args = rest_get_endpoint_args_for_schema(
			array(
				'type'       => 'object',
				'properties' => $properties,
			),
			$method
		);
		foreach ( $args as $name => $arg ) {
			if ( 'rest_validate_request_arg' !== $arg['validate_callback'] && 'rest_sanitize_request_arg' === $arg['sanitize_callback'] ) {
				$args[ $name ]['sanitize_callback'] = 'rest_parse_request_arg';
			}
		}
		return $args;
	}

	/**
	 * The arguments of a create or update route, derived from the item schema (args_from_schema()).
	 *
	 * @param string $method CREATABLE or EDITABLE.
	 * @return array<string, array<string, mixed>>
	 */
	public function get_endpoint_args_for_item_schema( $method = \WP_REST_Server::CREATABLE ) {
		return $this->args_from_schema( $this->item_properties(), $method );
	}

	/**
	 * The properties of the item schema (with the additional fields), for arguments derived from them.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function item_properties(): array {
		$properties = $this->get_item_schema()['properties'] ?? array();
		return is_array( $properties ) ? $properties : array();
	}

	/**
	 * Arguments shared by paginated routes.
	 *
	 * @param int $default_per_page Default page size.
	 * @param int $max_per_page     Largest page size allowed.
	 * @return array<string, array<string, mixed>>
	 */
	protected function pagination_args( int $default_per_page, int $max_per_page ): array {
		return array(
			'page'     => array(
				'description' => __( 'Current page of the collection.', 'gblocks-pro' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
				'maximum'     => self::MAX_PAGE,
			),
			'per_page' => array(
				'description' => __( 'Maximum number of items to be returned in result set.', 'gblocks-pro' ),
				'type'        => 'integer',
				'default'     => $default_per_page,
				'minimum'     => 1,
				'maximum'     => $max_per_page,
			),
		);
	}

	/**
	 * A service's validation error as an argument callback's answer: the error without its data (the
	 * REST API answers 400 rest_invalid_param naming the argument, as for its own checks), or true.
	 *
	 * @param \WP_Error|null $error The service's error, or null when the value is valid.
	 * @return true|\WP_Error
	 */
	protected static function argument_error( ?\WP_Error $error ): bool|\WP_Error {
		return $error ? new \WP_Error( (string) $error->get_error_code(), $error->get_error_message() ) : true;
	}

	/**
	 * A JSON schema (draft 4, as core's) for a resource of this controller.
	 *
	 * @param string               $title      Schema title, e.g. gblocks-pro-condition.
	 * @param array<string, mixed> $properties Properties, or the whole schema body when $type is not object.
	 * @param string               $type       JSON type of the resource.
	 * @return array<string, mixed>
	 */
	protected static function schema( string $title, array $properties, string $type = 'object' ): array {
		$schema = array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => $title,
			'type'    => $type,
		);
		return 'object' === $type && ! isset( $properties['additionalProperties'] ) ? $schema + array( 'properties' => $properties ) : $schema + $properties;
	}

	/**
	 * A schema for a map of ids to labels (lookups, titles), visible through OPTIONS.
	 *
	 * @param string $title       Schema title.
	 * @param string $description What the map holds.
	 * @return array<string, mixed>
	 */
	protected static function label_map_schema( string $title, string $description ): array {
		return self::schema(
			$title,
			array(
				'description'          => $description,
				'additionalProperties' => array( 'type' => 'string' ),
			)
		);
	}

	/**
	 * The item shaped as core controllers shape it: registered additional fields added, then only the
	 * properties of the request's context kept.
	 *
	 * @param array<string, mixed> $data    The item.
	 * @param \WP_REST_Request     $request The request.
	 * @return array<string, mixed>
	 */
	protected function shape( array $data, \WP_REST_Request $request ): array {
		$context = is_string( $request['context'] ) && '' !== $request['context'] ? $request['context'] : 'view';
		$data    = $this->add_additional_fields_to_object( $data, $request );
		return (array) $this->filter_response_by_context( $data, $context );
	}

	/**
	 * The one item schema of the controller, built once (core's caching pattern) with the additional
	 * fields other code registered for its object type.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = $this->build_item_schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * The controller's item schema, before additional fields. Controllers override it.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema( 'gblocks-pro-' . ( '' !== (string) $this->rest_base ? (string) $this->rest_base : 'item' ), array() );
	}
}
