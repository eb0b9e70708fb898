<?php
/**
 * The provider routes: what another site reads from this one with a public key.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Rest;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Pattern_Library\Library_Contract;
use GBlocks_Pro\Pattern_Library\Rate_Limiter;
use GBlocks_Pro\Support\Global_Styles;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * Routes of generateblocks-pro/v1/pattern-library/ for a site that holds a key of this one (the key
 * travels in the X-GB-Public-Key header; no login):
 * - GET get-library-by-public-key -> `{ name }` (the site name, filter gblocks_pro_pattern_library_name);
 * - GET categories -> `[ { id, name, slug, count } ]`: the wp_pattern_category terms of the key's patterns,
 *   count = the key's patterns in it, by name;
 * - GET patterns (search, category, page, per_page) -> `{ items: [ { id, title, content, categories } ], total, pages }`;
 * - GET provide-global-style-data (ids) -> `{ styles: [ { title, selector, data, css } ], css }`.
 * A key sees only published, password-less wp_block posts in one of its collections. A missing, wrong
 * or revoked key gets the same 401; a key over its rate limit gets 429 with Retry-After. Answers carry
 * Cache-Control: no-store and nothing beyond what the consumer needs (no author, status, links, or
 * collection names).
 */
final class Provider_Controller extends Rest_Controller {

	public const NAMESPACE = 'generateblocks-pro/v1';

	/**
	 * The routes of this controller, relative to the namespace.
	 */
	public const ROUTES = array(
		'pattern-library/get-library-by-public-key',
		'pattern-library/categories',
		'pattern-library/patterns',
		'pattern-library/provide-global-style-data',
	);

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
	 * The key record of each request that passed the permission check.
	 *
	 * @var \WeakMap<\WP_REST_Request, array{id: string, collections: int[]}>
	 */
	private \WeakMap $keys;

	/**
	 * Sets up the per-request key map.
	 */
	public function __construct() {
		$this->keys = new \WeakMap();
	}

	/**
	 * Adds the route registration and the headers of the provider's answers.
	 */
	public function register(): void {
		parent::register();
		// After Rest_Response::wrap_errors (10), inside dispatch: in-process requests get the headers too.
		add_filter( 'rest_request_after_callbacks', array( self::class, 'add_headers' ), 20, 3 );
	}

	/**
	 * Registers the routes, each with its schema.
	 */
	public function register_routes(): void {
		$routes = array(
			'get-library-by-public-key' => array( 'get_library', array(), 'get_library_schema' ),
			'categories'                => array( 'get_categories', array(), 'get_categories_schema' ),
			'patterns'                  => array(
				'get_patterns',
				array_merge(
					array(
						'search'   => array(
							'description' => __( 'Only patterns whose title or content contains this text.', 'gblocks-pro' ),
							'type'        => 'string',
							'maxLength'   => 200,
							'default'     => '',
						),
						'category' => array(
							'description' => __( 'Only patterns of this pattern category (slug).', 'gblocks-pro' ),
							'type'        => 'string',
							'maxLength'   => 200,
							'default'     => '',
						),
					),
					$this->pagination_args( self::per_page_limit(), self::per_page_limit() )
				),
				'get_patterns_schema',
			),
			'provide-global-style-data' => array(
				'get_style_data',
				array(
					'ids' => array(
						'description' => __( 'Pattern ids whose global classes are wanted; all of the key\'s patterns when omitted.', 'gblocks-pro' ),
						'type'        => 'array',
						'items'       => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'maxItems'    => 1000,
					),
				),
				'get_style_data_schema',
			),
		);
		foreach ( $routes as $route => $definition ) {
			register_rest_route(
				self::NAMESPACE,
				'/pattern-library/' . $route,
				array(
					array(
						'methods'             => \WP_REST_Server::READABLE,
						'callback'            => array( $this, $definition[0] ),
						'permission_callback' => array( $this, 'key_permissions_check' ),
						'args'                => $this->args_from_schema( $definition[1] ),
					),
					'schema' => array( $this, $definition[2] ),
				)
			);
		}
	}

	/**
	 * A valid key in the header, within its rate limit. The refusal of a missing, wrong or revoked key
	 * is the same 401 whatever the reason.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function key_permissions_check( \WP_REST_Request $request ): bool|\WP_Error {
		if ( isset( $this->keys[ $request ] ) ) {
			// WordPress asks again for the same request (rest_send_allow_header builds the Allow header
			// after dispatch): counted once.
			return true;
		}
		$header    = self::contract()['publicKeyHeader'] ?? 'X-GB-Public-Key';
		$presented = $request->get_header( is_string( $header ) ? $header : 'X-GB-Public-Key' );
		$presented = is_string( $presented ) ? trim( $presented ) : '';
		$address   = self::client_address();
		$blocked   = Rate_Limiter::address_blocked( $address );
		if ( null !== $blocked ) {
			return self::invalid_keys_refusal( $blocked );
		}
		$record = '' === $presented || strlen( $presented ) > 200 ? null : Key_Store::find_by_key( $presented );
		if ( null === $record ) {
			$blocked = Rate_Limiter::invalid_key( $address );
			if ( null !== $blocked ) {
				return self::invalid_keys_refusal( $blocked );
			}
			return new \WP_Error( 'gblocks_pro_invalid_public_key', __( 'Invalid public key.', 'gblocks-pro' ), array( 'status' => 401 ) );
		}
		$retry = Rate_Limiter::hit( $record['id'] );
		if ( null !== $retry ) {
			return new \WP_Error(
				'gblocks_pro_rate_limited',
				__( 'Too many requests. Try again in a minute.', 'gblocks-pro' ),
				array(
					'status'      => 429,
					'retry_after' => $retry,
				)
			);
		}
		Key_Store::touch( $record['id'] );
		$this->keys[ $request ] = array(
			'id'          => $record['id'],
			'collections' => $record['collections'],
		);
		return true;
	}

	/**
	 * The 429 of an address that presented too many invalid keys (whatever key it sends now).
	 *
	 * @param int $retry Seconds until the window ends.
	 */
	private static function invalid_keys_refusal( int $retry ): \WP_Error {
		return new \WP_Error(
			'gblocks_pro_invalid_keys_limited',
			__( 'Too many invalid public keys from this address. Try again in a minute.', 'gblocks-pro' ),
			array(
				'status'      => 429,
				'retry_after' => $retry,
			)
		);
	}

	/**
	 * The address invalid keys are counted for: REMOTE_ADDR (forwarded-for headers can be forged).
	 */
	private static function client_address(): string {
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : '';

		/**
		 * Filters the address a provider request's invalid keys are counted for (a site behind a
		 * trusted reverse proxy can give the visitor's address here).
		 *
		 * @param string $address REMOTE_ADDR.
		 */
		$filtered = apply_filters( 'gblocks_pro_pattern_library_client_address', $address );
		return is_string( $filtered ) ? $filtered : $address;
	}

	/**
	 * GET get-library-by-public-key: the library's name.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_library( \WP_REST_Request $request ): \WP_REST_Response { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		$name = self::plain( (string) get_bloginfo( 'name' ) );

		/**
		 * Filters the name this site's pattern library gives to the sites that read it.
		 *
		 * @param string $name The site name.
		 */
		$name = apply_filters( 'gblocks_pro_pattern_library_name', $name );
		return Rest_Response::success( array( 'name' => is_string( $name ) ? $name : '' ) );
	}

	/**
	 * GET categories: the pattern categories of the key's patterns, with counts, by name.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_categories( \WP_REST_Request $request ): \WP_REST_Response {
		$ids = $this->pattern_ids( $request );
		if ( array() === $ids ) {
			return Rest_Response::success( array() );
		}
		$terms = wp_get_object_terms( $ids, 'wp_pattern_category', array( 'fields' => 'all_with_object_id' ) );
		$found = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			if ( ! isset( $found[ $term->term_id ] ) ) {
				$found[ $term->term_id ] = array(
					'id'    => $term->term_id,
					'name'  => self::plain( $term->name ),
					'slug'  => $term->slug,
					'count' => 0,
				);
			}
			++$found[ $term->term_id ]['count'];
		}
		$found = array_values( $found );
		usort(
			$found,
			static function ( array $a, array $b ): int {
				$by_name = strnatcasecmp( $a['name'], $b['name'] );
				return 0 !== $by_name ? $by_name : $a['id'] <=> $b['id'];
			}
		);
		return Rest_Response::success( $found );
	}

	/**
	 * GET patterns: a page of the key's patterns.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_patterns( \WP_REST_Request $request ): \WP_REST_Response {
		$collections = $this->collections( $request );
		$per_page    = (int) $request['per_page'];
		$page        = (int) $request['page'];
		if ( array() === $collections ) {
			return Rest_Response::success(
				array(
					'items' => array(),
					'total' => 0,
					'pages' => 0,
				)
			);
		}
		$args   = array_merge(
			self::query_args( $collections, (string) $request['category'] ),
			array(
				'posts_per_page' => $per_page,
				'paged'          => $page,
				'orderby'        => array(
					'title' => 'ASC',
					'ID'    => 'ASC',
				),
			)
		);
		$search = trim( (string) $request['search'] );
		if ( '' !== $search ) {
			$args['s'] = $search;
		}
		$query = new \WP_Query( $args );
		$items = array();
		foreach ( (array) $query->posts as $post ) {
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			$terms   = get_the_terms( $post, 'wp_pattern_category' );
			$items[] = array(
				'id'         => $post->ID,
				'title'      => self::plain( $post->post_title ),
				'content'    => $post->post_content,
				'categories' => is_array( $terms ) ? array_values( array_map( static fn( \WP_Term $term ): string => $term->slug, $terms ) ) : array(),
			);
		}
		$total = (int) $query->found_posts;
		if ( array() === $items && $page > 1 ) {
			// WP_Query counts nothing for a page past the end; the client still needs the total.
			$count = new \WP_Query(
				array_merge(
					$args,
					array(
						'paged'                  => 1,
						'posts_per_page'         => 1,
						'fields'                 => 'ids',
						'update_post_term_cache' => false,
					)
				)
			);
			$total = (int) $count->found_posts;
		}
		return Rest_Response::success(
			array(
				'items' => $items,
				'total' => $total,
				'pages' => (int) ceil( $total / max( 1, $per_page ) ),
			)
		);
	}

	/**
	 * GET provide-global-style-data: the published global classes the key's patterns (or those of
	 * them named by ids) use, in list order, with their CSS joined.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function get_style_data( \WP_REST_Request $request ): \WP_REST_Response {
		$collections = $this->collections( $request );
		$styles      = array();
		if ( array() !== $collections ) {
			$args = array_merge(
				self::query_args( $collections, '' ),
				array(
					'posts_per_page' => -1,
					'orderby'        => 'ID',
					'order'          => 'ASC',
				)
			);
			$ids  = is_array( $request['ids'] ) ? array_values( array_unique( array_map( 'intval', $request['ids'] ) ) ) : array();
			if ( array() !== $ids ) {
				$args['post__in'] = $ids;
			}
			$names = array();
			foreach ( (array) ( new \WP_Query( $args ) )->posts as $post ) {
				if ( $post instanceof \WP_Post ) {
					$names = array_merge( $names, Global_Styles::names_in( $post->post_content ) );
				}
			}
			$styles = Global_Styles::for_names( array_values( array_unique( $names ) ) );
		}
		return Rest_Response::success(
			array(
				'styles' => $styles,
				'css'    => implode( "\n", array_filter( array_column( $styles, 'css' ) ) ),
			)
		);
	}

	/**
	 * Cache-Control: no-store on every answer of the provider routes (they depend on the key), and
	 * Retry-After on a 429.
	 *
	 * @param mixed                $result  The callback's result or an error.
	 * @param array<string, mixed> $handler The route handler.
	 * @param \WP_REST_Request     $request The request.
	 * @return mixed
	 */
	public static function add_headers( $result, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassAfterLastUsed -- Filter signature.
		if ( ! $request instanceof \WP_REST_Request ) {
			return $result;
		}
		$route = trim( $request->get_route(), '/' );
		if ( ! in_array( $route, array_map( static fn( string $path ): string => self::NAMESPACE . '/' . $path, self::ROUTES ), true ) ) {
			return $result;
		}
		if ( is_wp_error( $result ) ) {
			$result = rest_convert_error_to_response( $result );
		}
		if ( ! $result instanceof \WP_REST_Response ) {
			return $result;
		}
		$result->header( 'Cache-Control', 'no-store' );
		$data = $result->get_data();
		if ( 429 === $result->get_status() && is_array( $data ) && isset( $data['data']['retry_after'] ) ) {
			$result->header( 'Retry-After', (string) (int) $data['data']['retry_after'] );
		}
		return $result;
	}

	/**
	 * The ids of every pattern the request's key sees.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return int[]
	 */
	private function pattern_ids( \WP_REST_Request $request ): array {
		$collections = $this->collections( $request );
		if ( array() === $collections ) {
			return array();
		}
		$query = new \WP_Query(
			array_merge(
				self::query_args( $collections, '' ),
				array(
					'posts_per_page'         => -1,
					'fields'                 => 'ids',
					'update_post_term_cache' => false,
				)
			)
		);
		return array_map( static fn( $id ): int => $id instanceof \WP_Post ? $id->ID : (int) $id, (array) $query->posts );
	}

	/**
	 * The existing collections of the request's key.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return int[]
	 */
	private function collections( \WP_REST_Request $request ): array {
		$key = $this->keys[ $request ] ?? null;
		return null === $key ? array() : Collections::existing( $key['collections'] );
	}

	/**
	 * WP_Query arguments for the published patterns in these collections (and of this category).
	 *
	 * @param int[]  $collections Existing collection ids (never empty: an empty list would match everything).
	 * @param string $category    A wp_pattern_category slug, or ''.
	 * @return array<string, mixed>
	 */
	private static function query_args( array $collections, string $category ): array {
		$tax_query = array(
			array(
				'taxonomy'         => Collections::TAXONOMY,
				'field'            => 'term_id',
				'terms'            => $collections,
				'include_children' => false,
				'operator'         => 'IN',
			),
		);
		if ( '' !== $category ) {
			$tax_query['relation'] = 'AND';
			$tax_query[]           = array(
				'taxonomy'         => 'wp_pattern_category',
				'field'            => 'slug',
				'terms'            => array( $category ),
				'include_children' => false,
			);
		}
		return array(
			'post_type'           => Collections::POST_TYPE,
			'post_status'         => 'publish',
			'has_password'        => false,
			'ignore_sticky_posts' => true,
			'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- The key's collections are the scope.
		);
	}

	/**
	 * Plain text: entities decoded, then tags removed (the site name is stored escaped).
	 *
	 * @param string $text Stored text.
	 */
	private static function plain( string $text ): string {
		return trim( wp_strip_all_tags( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	}

	/**
	 * The pattern library's constants.
	 *
	 * @return array<string, mixed>
	 */
	private static function contract(): array {
		return Library_Contract::read();
	}

	/**
	 * The largest (and default) page size of the patterns route.
	 */
	private static function per_page_limit(): int {
		$per_page = (int) ( self::contract()['patternsPerPage'] ?? 100 );
		return $per_page > 0 ? $per_page : 100;
	}

	/**
	 * Schema of the library answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_library_schema(): array {
		return self::schema(
			'gblocks-pro-pattern-library',
			array(
				'name' => array(
					'description' => __( 'The library\'s name (the site name).', 'gblocks-pro' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * Schema of the categories answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_categories_schema(): array {
		return self::schema( 'gblocks-pro-pattern-library-categories', Wire_Schemas::categories(), 'array' );
	}

	/**
	 * Schema of a page of patterns.
	 *
	 * @return array<string, mixed>
	 */
	public function get_patterns_schema(): array {
		return self::schema( 'gblocks-pro-pattern-library-patterns', Wire_Schemas::patterns() );
	}

	/**
	 * Schema of the style data answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_style_data_schema(): array {
		return self::schema( 'gblocks-pro-pattern-library-style-data', Wire_Schemas::style_data() );
	}
}
