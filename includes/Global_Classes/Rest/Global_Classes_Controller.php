<?php
/**
 * REST routes of generateblocks-pro/v1 for global classes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes\Rest;

use GBlocks_Pro\Global_Classes\Class_Name;
use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Global_Classes\Usage;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;
use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Usage\Usage_Schema;

/**
 * - GET  /global-classes (edit_posts): `[ { id, name, selector, status } ]` in list order, for the picker;
 * - GET  /global-classes/get_css (edit_posts): `response.data` = the CSS of the published class named by
 *   `selector` (.name) or `className` (name); without either, the CSS of every published class in list
 *   order; 404 'No CSS found.' for a class that does not exist, is a draft or has no CSS;
 * - POST /global-classes/order (manage_gblocks_styles) `{ ids }`: those classes first, in that order,
 *   then the others; answers the new list;
 * - GET  /global-classes/{id}/usage (manage_gblocks_styles): where the class is used.
 * Creating, editing and deleting classes go through /wp/v2/gblocks-styles (Core_Styles_Controller).
 */
final class Global_Classes_Controller extends Rest_Controller {

	public const NAMESPACE = 'generateblocks-pro/v1';

	/**
	 * The namespace.
	 *
	 * @var string
	 */
	protected $namespace = self::NAMESPACE;

	/**
	 * The base of the routes.
	 *
	 * @var string
	 */
	protected $rest_base = 'global-classes';

	/**
	 * Registers the routes, each with its schema.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/global-classes',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema( array() ),
				),
				'schema' => array( $this, 'get_list_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/global-classes/get_css',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_css' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'selector'  => array(
								'description' => __( 'The class selector with its dot, e.g. .my-class.', 'gblocks-pro' ),
								'type'        => 'string',
							),
							'className' => array(
								'description' => __( 'The class name without the dot, e.g. my-class.', 'gblocks-pro' ),
								'type'        => 'string',
							),
						)
					),
				),
				'schema' => array( $this, 'get_css_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/global-classes/order',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_order' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'ids' => array(
								'description' => __( 'Class ids in their new order; classes not listed follow in their current order.', 'gblocks-pro' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'uniqueItems' => true,
								'maxItems'    => 10000,
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( $this, 'get_list_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			'/global-classes/(?P<id>\d+)/usage',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_usage' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'id' => array(
								'description' => __( 'Class id.', 'gblocks-pro' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
						)
					),
				),
				'schema' => array( $this, 'get_usage_schema' ),
			)
		);
	}

	/**
	 * Ordering classes and reading their usage need manage_gblocks_styles.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function manage_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( Capabilities::MANAGE_STYLES, __( 'Sorry, you are not allowed to manage global classes.', 'gblocks-pro' ) );
	}

	/**
	 * One class in a list: what the picker needs and nothing more.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-global-class',
			array(
				'id'       => array(
					'description' => __( 'Class id.', 'gblocks-pro' ),
					'type'        => 'integer',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'name'     => array(
					'description' => __( 'Class name without the dot.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'selector' => array(
					'description' => __( 'Class selector with its dot.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
				'status'   => array(
					'description' => __( 'publish or draft: only published classes print on the front end.', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => Class_Store::STATUSES,
					'context'     => array( 'view' ),
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * Schema of the list answers (the envelope's response).
	 *
	 * @return array<string, mixed>
	 */
	public function get_list_schema(): array {
		$item = $this->get_item_schema();
		unset( $item['$schema'] );
		return self::schema(
			'gblocks-pro-global-classes',
			array(
				'description' => __( 'Global classes in list order.', 'gblocks-pro' ),
				'items'       => $item,
			),
			'array'
		);
	}

	/**
	 * Schema of the CSS answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_css_schema(): array {
		return self::schema(
			'gblocks-pro-global-class-css',
			array(
				'data' => array(
					'description' => __( 'The CSS of the class, or of every published class in list order.', 'gblocks-pro' ),
					'type'        => 'string',
				),
			)
		);
	}

	/**
	 * Schema of the usage answer: the shape of a condition's usage.
	 *
	 * @return array<string, mixed>
	 */
	public function get_usage_schema(): array {
		return self::schema(
			'gblocks-pro-global-class-usage',
			Usage_Schema::properties(
				__( 'Number of places the class is used.', 'gblocks-pro' ),
				__( 'Sections (blocks), each with label, total, has_more and items.', 'gblocks-pro' )
			)
		);
	}

	/**
	 * The classes in list order.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_items( $request ): \WP_REST_Response {
		return Rest_Response::success( $this->list_response( $request ) );
	}

	/**
	 * The classes shaped for the answer.
	 *
	 * @param \WP_REST_Request                                                                $request The request.
	 * @param array<int, array{id: int, name: string, selector: string, status: string}>|null $classes Classes (default: all).
	 * @return array<int, array<string, mixed>>
	 */
	private function list_response( \WP_REST_Request $request, ?array $classes = null ): array {
		$list = array();
		foreach ( $classes ?? Class_Store::all() as $class ) {
			$list[] = $this->shape( $class, $request );
		}
		return $list;
	}

	/**
	 * The CSS of one published class, or of all.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_css( \WP_REST_Request $request ): \WP_REST_Response {
		$field = null;
		foreach ( array( 'selector', 'className' ) as $param ) {
			if ( is_string( $request[ $param ] ) && '' !== trim( $request[ $param ] ) ) {
				$field = $param;
				break;
			}
		}
		$css = Class_Store::published_css();
		if ( null === $field ) {
			return Rest_Response::success( array( 'data' => implode( '', $css ) ) );
		}
		// A lookup is exact: `.a.b` or `c a r d` name no class (stripping them would answer another one).
		$name = trim( (string) $request[ $field ] );
		$name = 'selector' === $field && str_starts_with( $name, '.' ) ? substr( $name, 1 ) : $name;
		if ( ! Class_Name::is_valid( $name ) ) {
			return Rest_Response::error( Class_Name::invalid_message( $field ), 400, 'rest_invalid_param' );
		}
		if ( ! isset( $css[ $name ] ) ) {
			return Rest_Response::error( __( 'No CSS found.', 'gblocks-pro' ), 404, 'gblocks_pro_no_css' );
		}
		return Rest_Response::success( array( 'data' => $css[ $name ] ) );
	}

	/**
	 * A new order.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function update_order( \WP_REST_Request $request ): \WP_REST_Response {
		$ids = array_map( 'intval', (array) $request['ids'] );
		foreach ( $ids as $id ) {
			if ( ! Class_Store::get( $id ) ) {
				return Rest_Response::error(
					/* translators: %d: a post id. */
					sprintf( __( 'ids: %d is not a global class.', 'gblocks-pro' ), $id ),
					400,
					'rest_invalid_param'
				);
			}
		}
		$classes = Class_Store::reorder( $ids );
		if ( null === $classes ) {
			return Save_Lock::busy_response( __( 'The order of the classes is being changed by someone else. Nothing was saved; please try again in a moment.', 'gblocks-pro' ) );
		}
		return Rest_Response::success( $this->list_response( $request, $classes ) );
	}

	/**
	 * Where a class is used.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_usage( \WP_REST_Request $request ): \WP_REST_Response {
		$post = Class_Store::get( (int) $request['id'] );
		$name = $post ? Class_Store::name_of( $post ) : '';
		if ( '' === $name ) {
			return Rest_Response::error( __( 'Global class not found.', 'gblocks-pro' ), 404, 'gblocks_pro_class_not_found' );
		}
		return Rest_Response::success( Usage::report( $name ) );
	}
}
