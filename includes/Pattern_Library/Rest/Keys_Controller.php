<?php
/**
 * The routes through which an administrator manages the keys of this site's pattern library.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Rest;

use GBlocks_Pro\Pattern_Library\Key_Service;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;
use GBlocks_Pro\Support\Save_Lock;

/**
 * Routes of generateblocks-pro/v1 (manage_options):
 * - GET    pattern-library/keys -> `[ { id, name, collections, prefix, created, lastUsed } ]`;
 * - POST   pattern-library/keys `{ name, collections }` -> 201 the record plus `key` (the only time the
 *   plain key is shown);
 * - DELETE pattern-library/keys/{id} -> `{ deleted: true, id }` (the key stops working at once).
 * A record never carries the key's hash.
 */
final class Keys_Controller extends Rest_Controller {

	public const NAMESPACE = 'generateblocks-pro/v1';

	/**
	 * Longest key name.
	 */
	public const NAME_MAX_LENGTH = Key_Service::NAME_MAX_LENGTH;

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
	protected $rest_base = 'pattern-library/keys';

	/**
	 * Registers the routes, each with its schema.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/pattern-library/keys',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->args_from_schema( array() ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'name'        => array(
								'description'       => __( 'A name that says who holds the key.', 'gblocks-pro' ),
								'type'              => 'string',
								'maxLength'         => self::NAME_MAX_LENGTH,
								'validate_callback' => array( self::class, 'validate_name' ),
							),
							'collections' => array(
								'description' => __( 'Ids of the collections the key may read.', 'gblocks-pro' ),
								'type'        => 'array',
								'items'       => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'maxItems'    => 1000,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			// Any word segment reaches the route, so that a malformed id is a 400 naming it, not a bare 404.
			'/pattern-library/keys/(?P<id>[\w-]+)',
			array(
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'id' => array(
								'description' => __( 'The key\'s id: 16 characters a-z and 0-9.', 'gblocks-pro' ),
								'type'        => 'string',
								'pattern'     => Key_Store::ID_PATTERN,
							),
						)
					),
				),
				'schema' => array( $this, 'get_delete_schema' ),
			)
		);
	}

	/**
	 * Managing keys needs manage_options.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_items_permissions_check( $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( 'manage_options', __( 'Sorry, you are not allowed to manage pattern library keys.', 'gblocks-pro' ) );
	}

	/**
	 * Creating keys needs manage_options.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return $this->get_items_permissions_check( $request );
	}

	/**
	 * Revoking keys needs manage_options.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return $this->get_items_permissions_check( $request );
	}

	/**
	 * A key name holds no HTML (Key_Service::name_error(), which the CLI's create meets too).
	 *
	 * @param mixed            $value   The name.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   The parameter's name.
	 * @return true|\WP_Error
	 */
	public static function validate_name( $value, $request, $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		return self::argument_error( Key_Service::name_error( $value, $param ) );
	}

	/**
	 * GET keys: every key, oldest first.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$items = array();
		foreach ( Key_Store::all() as $record ) {
			$items[] = $this->shape( Key_Store::to_public( $record ), $request );
		}
		return Rest_Response::success( $items );
	}

	/**
	 * POST keys: creates a key and shows it this once.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function create_item( $request ) {
		$created = Key_Service::create( $request['name'], $request['collections'] );
		if ( is_wp_error( $created ) ) {
			return self::error_response( $created );
		}
		$data = $this->shape( Key_Store::to_public( $created['record'] ), $request );

		$data['key'] = $created['key'];
		return Rest_Response::success( $data, 201 );
	}

	/**
	 * DELETE keys/{id}: revokes a key.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function delete_item( $request ) {
		$id      = (string) $request['id'];
		$revoked = Key_Service::revoke( $id );
		if ( is_wp_error( $revoked ) ) {
			return self::error_response( $revoked );
		}
		return Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * The answer of a Key_Service error (503 with Retry-After when the keys stayed locked).
	 *
	 * @param \WP_Error $error The error.
	 */
	private static function error_response( \WP_Error $error ): \WP_REST_Response {
		if ( 'gblocks_pro_keys_busy' === $error->get_error_code() ) {
			return self::busy();
		}
		$data = (array) $error->get_error_data();
		return Rest_Response::error( $error->get_error_message(), (int) ( $data['status'] ?? 400 ), (string) $error->get_error_code() );
	}

	/**
	 * One key as the admin screen sees it (the plain key only in the answer to its creation).
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-pattern-library-key',
			array(
				'id'          => array(
					'description' => __( 'The key\'s id.', 'gblocks-pro' ),
					'type'        => 'string',
					'pattern'     => Key_Store::ID_PATTERN,
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'name'        => array(
					'description' => __( 'A name that says who holds the key.', 'gblocks-pro' ),
					'type'        => 'string',
					'maxLength'   => self::NAME_MAX_LENGTH,
					'context'     => array( 'view', 'edit' ),
				),
				'collections' => array(
					'description' => __( 'Ids of the collections the key may read.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
					'context'     => array( 'view', 'edit' ),
				),
				'prefix'      => array(
					'description' => __( 'The first characters of the key, to tell keys apart.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'created'     => array(
					'description' => __( 'When the key was created (GMT, Y-m-d H:i:s).', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'lastUsed'    => array(
					'description' => __( 'When the key was last used (GMT, to the hour), or null.', 'gblocks-pro' ),
					'type'        => array( 'string', 'null' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'key'         => array(
					'description' => __( 'The key itself: only in the answer to its creation.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * Schema of the revoke answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_delete_schema(): array {
		return self::schema(
			'gblocks-pro-pattern-library-key-deleted',
			array(
				'deleted' => array( 'type' => 'boolean' ),
				'id'      => array( 'type' => 'string' ),
			)
		);
	}

	/**
	 * 503 when another change of the keys held their lock too long (nothing was stored).
	 */
	private static function busy(): \WP_REST_Response {
		return Save_Lock::busy_response( __( 'The keys are being changed by someone else. Nothing was saved; please try again in a moment.', 'gblocks-pro' ) );
	}
}
