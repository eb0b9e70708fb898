<?php
/**
 * REST routes of the consumer: the libraries this site reads from, their categories and patterns.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Rest;

use GBlocks_Pro\Pattern_Library\Library_Contract;
use GBlocks_Pro\Pattern_Library\Library_Reader;
use GBlocks_Pro\Pattern_Library\Library_Store;
use GBlocks_Pro\Pattern_Library\Remote_Client;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;
use GBlocks_Pro\Support\Save_Lock;

/**
 * Under generateblocks-pro/v1/pattern-library/:
 * - GET    libraries (edit_posts): `[ { id, name, domain, isEnabled, isDefault, isLocal } ]`, never the
 *   public key; users without manage_options see only enabled libraries;
 * - POST   add-library (manage_options) `{ domain, publicKey, data? }`: 201 the new library;
 * - POST   libraries/{id} (manage_options) `{ isEnabled?, isDefault? }`: the library;
 * - DELETE libraries/{id} (manage_options): `{ deleted: true, id }` (the local library: 400);
 * - GET    libraries/{id}/categories (edit_posts): `[ { id, name, slug, count } ]`;
 * - GET    libraries/{id}/patterns (edit_posts) search, category, page, per_page:
 *   `{ items: [ { id, title, content, categories } ], total, pages }`;
 * - POST   libraries/{id}/refresh (manage_options): `{ refreshed: true }` (the site-wide cache of the
 *   library is dropped).
 * A remote library that cannot be read answers 502 with the reason; a disabled library is unknown (404)
 * to users without manage_options.
 *
 * @phpstan-import-type Library from Library_Store
 */
final class Libraries_Controller extends Rest_Controller {

	public const NAMESPACE = 'generateblocks-pro/v1';

	/**
	 * The id part of the routes.
	 */
	private const ID_PATTERN = '(?P<id>[a-z0-9]{16})';

	/**
	 * An address that starts with a scheme (as Library_Store::normalize_domain() tells them apart).
	 */
	private const SCHEME = '#^[a-z][a-z0-9+.-]*://#i';

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
	protected $rest_base = 'pattern-library';

	/**
	 * The reader of libraries.
	 *
	 * @var Library_Reader
	 */
	private Library_Reader $reader;

	/**
	 * Sets the reader.
	 *
	 * @param Library_Reader|null $reader The reader (a new one by default).
	 */
	public function __construct( ?Library_Reader $reader = null ) {
		$this->reader = $reader ?? new Library_Reader();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$base = '/' . $this->rest_base;
		$id   = array(
			'id' => array(
				'description' => __( 'The library id.', 'gblocks-pro' ),
				'type'        => 'string',
				'pattern'     => '^[a-z0-9]{16}$',
			),
		);
		register_rest_route(
			self::NAMESPACE,
			$base . '/libraries',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema( array() ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			$base . '/add-library',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'domain'    => array(
								'description' => __( 'The address of the site that shares its patterns, e.g. https://example.com.', 'gblocks-pro' ),
								'type'        => 'string',
								'maxLength'   => 2000,
							),
							'publicKey' => array(
								'description' => __( 'The key the library gave this site.', 'gblocks-pro' ),
								'type'        => 'string',
								'maxLength'   => 200,
							),
							'data'      => array(
								'description' => __( 'Accepted for compatibility; not used.', 'gblocks-pro' ),
								'type'        => array( 'object', 'array', 'string', 'null' ),
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			$base . '/libraries/' . self::ID_PATTERN,
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					// The item schema's writable fields: isEnabled and isDefault.
					'args'                => $this->args_from_schema( $id + $this->item_properties(), \WP_REST_Server::EDITABLE ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $id ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			$base . '/libraries/' . self::ID_PATTERN . '/categories',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_categories' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema( $id ),
				),
				'schema' => array( $this, 'get_categories_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			$base . '/libraries/' . self::ID_PATTERN . '/patterns',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_patterns' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema(
						$id + array(
							'search'   => array(
								'description' => __( 'Words the pattern title or content holds.', 'gblocks-pro' ),
								'type'        => 'string',
								'default'     => '',
								'maxLength'   => 200,
							),
							'category' => array(
								'description' => __( 'A category slug.', 'gblocks-pro' ),
								'type'        => 'string',
								'default'     => '',
								'maxLength'   => 200,
							),
						) + $this->pagination_args( self::per_page(), self::per_page() )
					),
				),
				'schema' => array( $this, 'get_patterns_schema' ),
			)
		);
		register_rest_route(
			self::NAMESPACE,
			$base . '/libraries/' . self::ID_PATTERN . '/refresh',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'refresh' ),
					// The cache is the whole site's: dropping it costs every editor a slow first read.
					'permission_callback' => array( $this, 'manage_permissions_check' ),
					'args'                => $this->args_from_schema( $id ),
				),
				'schema' => array( $this, 'get_refresh_schema' ),
			)
		);
	}

	/**
	 * Permission for settings and add-library: manage_options.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function manage_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( 'manage_options', __( 'Sorry, you are not allowed to manage pattern libraries.', 'gblocks-pro' ) );
	}

	/**
	 * The libraries.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_items( $request ): \WP_REST_Response {
		$admin = current_user_can( 'manage_options' );
		$list  = array();
		foreach ( Library_Store::all() as $library ) {
			if ( $admin || $library['isEnabled'] ) {
				$list[] = $this->shape( Library_Store::public_record( $library ), $request );
			}
		}
		return Rest_Response::success( $list );
	}

	/**
	 * Adds a library after the provider accepted the key.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function create_item( $request ): \WP_REST_Response {
		$raw_domain = is_string( $request['domain'] ) ? trim( $request['domain'] ) : '';
		if ( '' === $raw_domain ) {
			return Rest_Response::error( __( 'Please enter a domain.', 'gblocks-pro' ), 400, 'gblocks_pro_missing_domain' );
		}
		$public_key = is_string( $request['publicKey'] ) ? trim( $request['publicKey'] ) : '';
		if ( '' === $public_key ) {
			return Rest_Response::error( __( 'Public key is required.', 'gblocks-pro' ), 400, 'gblocks_pro_missing_public_key' );
		}
		if ( 1 !== preg_match( '/^[A-Za-z0-9_.~-]+$/', $public_key ) ) {
			return Rest_Response::error( __( 'The public key can hold only letters, digits, _, -, . and ~.', 'gblocks-pro' ), 400, 'gblocks_pro_invalid_public_key' );
		}
		$domain = Library_Store::normalize_domain( $raw_domain );
		if ( null === $domain ) {
			return Rest_Response::error( __( 'Please enter a valid domain, such as https://example.com.', 'gblocks-pro' ), 400, 'gblocks_pro_invalid_domain' );
		}
		$host = (string) wp_parse_url( $domain, PHP_URL_HOST );
		if ( ! Library_Store::is_host_name_or_ip( $host ) ) {
			// Refused before anything tries to reach it.
			/* translators: %s: the host given, e.g. 1e309. */
			return Rest_Response::error( sprintf( __( 'domain: "%s" is not a host name or an IP address. Please enter a valid domain, such as https://example.com.', 'gblocks-pro' ), $host ), 400, 'gblocks_pro_invalid_domain' );
		}
		$refused = Remote_Client::check_address( $domain );
		if ( null !== $refused ) {
			return Rest_Response::error( $refused->get_error_message(), 400, (string) $refused->get_error_code() );
		}
		if ( null !== Library_Store::find_by_domain( $domain ) ) {
			return Rest_Response::error( __( 'This library has already been added.', 'gblocks-pro' ), 409, 'gblocks_pro_library_exists' );
		}
		$name = $this->reader->name( $domain, $public_key );
		if ( is_wp_error( $name ) ) {
			$refused_key = 'gblocks_pro_library_refused_key' === $name->get_error_code();
			$message     = $name->get_error_message();
			if ( 'gblocks_pro_library_unreachable' === $name->get_error_code() && 1 !== preg_match( self::SCHEME, $raw_domain ) ) {
				$message = self::https_failed_message( $domain );
			}
			return Rest_Response::error( $message, $refused_key ? 400 : 502, (string) $name->get_error_code() );
		}
		if ( '' === $name ) {
			$name = (string) wp_parse_url( $domain, PHP_URL_HOST );
		}
		$library = Library_Store::add( $domain, $public_key, $name );
		if ( is_wp_error( $library ) ) {
			return self::store_error( $library );
		}
		return Rest_Response::success( $this->shape( Library_Store::public_record( $library ), $request ), 201 );
	}

	/**
	 * What to do when an address typed without a scheme (so tried over https) did not answer: the
	 * transport's own reason (a cURL SSL error, for a local site that speaks http) says nothing useful.
	 * A loopback address on a local site may use http, so the message spells the http address.
	 *
	 * @param string $domain The normalised (https) address.
	 */
	private static function https_failed_message( string $domain ): string {
		$host = strtolower( (string) wp_parse_url( $domain, PHP_URL_HOST ) );
		if ( Remote_Client::loopback_allowed() && Remote_Client::is_loopback( $host ) ) {
			return sprintf(
				/* translators: %s: the address the user typed, with http:// in front. */
				__( 'This site did not answer over https. For a local site, type %s instead.', 'gblocks-pro' ),
				'http://' . (string) preg_replace( self::SCHEME, '', $domain )
			);
		}
		return __( 'This site did not answer over https. Check the address, and that the site has a valid https certificate.', 'gblocks-pro' );
	}

	/**
	 * Enables, disables or makes a library the default.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function update_item( $request ): \WP_REST_Response {
		$changes = array();
		foreach ( array( 'isEnabled', 'isDefault' ) as $field ) {
			if ( isset( $request[ $field ] ) ) {
				$changes[ $field ] = (bool) $request[ $field ];
			}
		}
		$library = Library_Store::update( (string) $request['id'], $changes );
		if ( is_wp_error( $library ) ) {
			return self::store_error( $library );
		}
		if ( null === $library ) {
			return self::not_found();
		}
		return Rest_Response::success( $this->shape( Library_Store::public_record( $library ), $request ) );
	}

	/**
	 * Deletes a remote library.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function delete_item( $request ): \WP_REST_Response {
		$id      = (string) $request['id'];
		$library = Library_Store::get( $id );
		if ( null === $library ) {
			return self::not_found();
		}
		if ( $library['isLocal'] ) {
			return Rest_Response::error( __( 'The local library cannot be deleted.', 'gblocks-pro' ), 400, 'gblocks_pro_local_library' );
		}
		$deleted = Library_Store::delete( $id );
		if ( is_wp_error( $deleted ) ) {
			return self::store_error( $deleted );
		}
		return Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * A library's categories.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_categories( \WP_REST_Request $request ): \WP_REST_Response {
		$library = self::readable_library( (string) $request['id'] );
		if ( null === $library ) {
			return self::not_found();
		}
		$categories = $this->reader->categories( $library );
		if ( is_wp_error( $categories ) ) {
			return Rest_Response::error(
				/* translators: 1: library name, 2: the reason. */
				sprintf( __( 'Could not load categories from %1$s: %2$s', 'gblocks-pro' ), $library['name'], $categories->get_error_message() ),
				502,
				(string) $categories->get_error_code()
			);
		}
		return Rest_Response::success( $categories );
	}

	/**
	 * One page of a library's patterns.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_patterns( \WP_REST_Request $request ): \WP_REST_Response {
		$library = self::readable_library( (string) $request['id'] );
		if ( null === $library ) {
			return self::not_found();
		}
		$patterns = $this->reader->patterns(
			$library,
			trim( (string) $request['search'] ),
			sanitize_title( (string) $request['category'] ),
			(int) $request['page'],
			(int) $request['per_page']
		);
		if ( is_wp_error( $patterns ) ) {
			return Rest_Response::error(
				/* translators: 1: library name, 2: the reason. */
				sprintf( __( 'Could not load patterns from %1$s: %2$s', 'gblocks-pro' ), $library['name'], $patterns->get_error_message() ),
				502,
				(string) $patterns->get_error_code()
			);
		}
		return Rest_Response::success( $patterns );
	}

	/**
	 * Drops the cached answers of a library.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function refresh( \WP_REST_Request $request ): \WP_REST_Response {
		$library = self::readable_library( (string) $request['id'] );
		if ( null === $library ) {
			return self::not_found();
		}
		$bumped = Library_Store::bump_cache_version( $library['id'] );
		if ( is_wp_error( $bumped ) ) {
			return self::store_error( $bumped );
		}
		return Rest_Response::success( array( 'refreshed' => true ) );
	}

	/**
	 * A library the current user may read: enabled, or any for manage_options.
	 *
	 * @param string $id Library id.
	 * @return Library|null
	 */
	public static function readable_library( string $id ): ?array {
		$library = Library_Store::get( $id );
		if ( null === $library || ( ! $library['isEnabled'] && ! current_user_can( 'manage_options' ) ) ) {
			return null;
		}
		return $library;
	}

	/**
	 * The answer to a change the store refused: 503 with Retry-After when the libraries stayed locked,
	 * else the error's own status (409 for a domain added meanwhile).
	 *
	 * @param \WP_Error $error The store's error.
	 */
	private static function store_error( \WP_Error $error ): \WP_REST_Response {
		if ( Save_Lock::BUSY === $error->get_error_code() ) {
			return Save_Lock::busy_response( $error->get_error_message() );
		}
		$data = (array) $error->get_error_data();
		return Rest_Response::error( $error->get_error_message(), (int) ( $data['status'] ?? 400 ), (string) $error->get_error_code() );
	}

	/**
	 * The 404 for an unknown library.
	 */
	public static function not_found(): \WP_REST_Response {
		return Rest_Response::error( __( 'Library not found.', 'gblocks-pro' ), 404, 'gblocks_pro_library_not_found' );
	}

	/**
	 * The page size of the patterns route (the contract's patternsPerPage).
	 */
	private static function per_page(): int {
		$contract = Library_Contract::read();
		return (int) ( $contract['patternsPerPage'] ?? 100 );
	}

	/**
	 * The categories route's answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_categories_schema(): array {
		return self::schema( 'gblocks-pro-pattern-library-categories', Wire_Schemas::categories(), 'array' );
	}

	/**
	 * The patterns route's answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_patterns_schema(): array {
		return self::schema( 'gblocks-pro-pattern-library-patterns', Wire_Schemas::patterns() );
	}

	/**
	 * The refresh route's answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_refresh_schema(): array {
		return self::schema( 'gblocks-pro-pattern-library-refresh', array( 'refreshed' => array( 'type' => 'boolean' ) ) );
	}

	/**
	 * A library as REST shows it.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-pattern-library',
			array(
				'id'        => array(
					'description' => __( 'Random 16-character id.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'name'      => array(
					'description' => __( 'The library name (the providing site\'s name).', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'domain'    => array(
					'description' => __( 'The library address.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'isEnabled' => array(
					'description' => __( 'Whether editors can browse the library.', 'gblocks-pro' ),
					'type'        => 'boolean',
					'context'     => array( 'view', 'edit' ),
				),
				'isDefault' => array(
					'description' => __( 'Whether the library opens first.', 'gblocks-pro' ),
					'type'        => 'boolean',
					'context'     => array( 'view', 'edit' ),
				),
				'isLocal'   => array(
					'description' => __( 'Whether this is the site\'s own library.', 'gblocks-pro' ),
					'type'        => 'boolean',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}
}
