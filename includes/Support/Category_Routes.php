<?php
/**
 * The category manager's REST routes, for any taxonomy of ours.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

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
 * Every route needs the feature's manage capability.
 */
class Category_Routes extends Rest_Controller {

	/**
	 * Longest name and slug, in characters (the terms table's columns).
	 */
	public const MAX_LENGTH = 200;

	/**
	 * Object type of the schema, for register_rest_field().
	 */
	public const OBJECT_TYPE = 'gblocks_pro_category';

	/**
	 * Id of the virtual category of items without a category.
	 */
	public const UNCATEGORIZED = 'uncategorized';

	/**
	 * The taxonomy served.
	 *
	 * @var non-empty-string
	 */
	private string $taxonomy;

	/**
	 * Capability every route needs.
	 *
	 * @var string
	 */
	private string $capability;

	/**
	 * Gives the translated refusal message (called late, once translations are loaded).
	 *
	 * @var \Closure(): string
	 */
	private \Closure $refusal;

	/**
	 * Counts the items without a category; null when the feature has no virtual 'uncategorized' entry.
	 *
	 * @var (\Closure(): int)|null
	 */
	private ?\Closure $uncategorized_count;

	/**
	 * One feature's category routes.
	 *
	 * @param string        $route_namespace     REST namespace, e.g. generateblocks-pro/overlays/v1.
	 * @param string        $taxonomy            Taxonomy of the categories.
	 * @param string        $capability          Capability every route needs.
	 * @param \Closure      $refusal             Gives the translated message for refused users.
	 * @param \Closure|null $uncategorized_count Gives the count of items without a category, to list the
	 *                                           virtual 'uncategorized' category last; null for none.
	 *
	 * @phpstan-param non-falsy-string      $route_namespace
	 * @phpstan-param non-empty-string      $taxonomy
	 * @phpstan-param \Closure(): string    $refusal
	 * @phpstan-param (\Closure(): int)|null $uncategorized_count
	 */
	public function __construct( string $route_namespace, string $taxonomy, string $capability, \Closure $refusal, ?\Closure $uncategorized_count = null ) {
		$this->namespace           = $route_namespace;
		$this->rest_base           = 'manage_category';
		$this->taxonomy            = $taxonomy;
		$this->capability          = $capability;
		$this->refusal             = $refusal;
		$this->uncategorized_count = $uncategorized_count;
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
							'pattern'     => null === $this->uncategorized_count ? '^\d+$' : '^(\d+|' . self::UNCATEGORIZED . ')$',
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
		return $this->require_capability( $this->capability, ( $this->refusal )() );
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
		$name = self::clean_name( $value );
		if ( '' === $name ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( '%s: the category name cannot be empty.', 'gblocks-pro' ), $param ) );
		}
		if ( mb_strlen( $this->stored_name( $name ) ) > self::MAX_LENGTH ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: parameter name, 2: number of characters. */
				sprintf( __( '%1$s must be at most %2$d characters long once stored (&, < and > count as several).', 'gblocks-pro' ), $param, self::MAX_LENGTH )
			);
		}
		return true;
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
		if ( '' !== trim( (string) $value ) && '' === Category_Slug::from( (string) $value ) ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( '%s: a slug needs at least one letter a-z or digit 0-9.', 'gblocks-pro' ), $param ) );
		}
		return true;
	}

	/**
	 * The taxonomy these routes manage.
	 */
	public function taxonomy(): string {
		return $this->taxonomy;
	}

	/**
	 * A name as it is saved: text without tags or line breaks, trimmed.
	 *
	 * @param mixed $value The name.
	 */
	public static function clean_name( $value ): string {
		return is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
	}

	/**
	 * Every category, sorted by name; then the virtual one.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$terms = get_terms(
			array(
				'taxonomy'   => $this->taxonomy,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		$items = is_array( $terms ) ? array_values( array_filter( $terms, static fn( $term ) => $term instanceof \WP_Term ) ) : array();
		if ( null !== $this->uncategorized_count ) {
			$items[] = array(
				'id'    => self::UNCATEGORIZED,
				'name'  => __( 'Uncategorized', 'gblocks-pro' ),
				'slug'  => '',
				'count' => ( $this->uncategorized_count )(),
			);
		}
		return Rest_Response::success( array_map( fn( $item ) => $this->prepare( $item, $request ), $items ) );
	}

	/**
	 * Creates a category, under the lock, so that of concurrent creates of one category exactly one
	 * answers 201.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function create_item( $request ) {
		$name = self::clean_name( $request['name'] );
		$slug = Category_Slug::from( (string) $request['slug'] );
		$slug = '' !== $slug ? $slug : Category_Slug::from( $name );
		if ( '' === $slug ) {
			return Rest_Response::error( __( 'name: the category name needs at least one letter a-z or digit 0-9 for its slug; or give a slug.', 'gblocks-pro' ), 400, 'rest_invalid_param' );
		}
		$response = $this->locked( fn(): \WP_REST_Response => $this->insert( $name, $slug, $request ) );
		return $response ?? self::busy();
	}

	/**
	 * Renames a category; its slug stays, so that links and filters keep working.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function update_item( $request ) {
		$term = $this->find_term( (string) $request['id'] );
		if ( ! $term instanceof \WP_Term ) {
			return $term;
		}
		$name     = self::clean_name( $request['name'] );
		$response = $this->locked(
			function () use ( $term, $name, $request ): \WP_REST_Response {
				if ( ! get_term( $term->term_id, $this->taxonomy ) instanceof \WP_Term ) {
					// Deleted by another request while this one waited for the lock.
					return self::not_found();
				}
				$same = $this->term_named( $name, $term->term_id );
				if ( $same instanceof \WP_Term ) {
					return $this->conflict( $same, $request );
				}
				$result = wp_update_term( $term->term_id, $this->taxonomy, array( 'name' => wp_slash( $name ) ) );
				if ( is_wp_error( $result ) ) {
					return Rest_Response::error( __( 'Failed to update category.', 'gblocks-pro' ) . ' ' . $result->get_error_message(), 400, 'gblocks_pro_category_invalid' );
				}
				return $this->answer( $term->term_id, $request, 200 );
			}
		);
		return $response ?? self::busy();
	}

	/**
	 * Deletes a category; its items become uncategorized. Answers { deleted, id } and a top-level
	 * `message`.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function delete_item( $request ) {
		$term = $this->find_term( (string) $request['id'] );
		if ( ! $term instanceof \WP_Term ) {
			return $term;
		}
		$result = wp_delete_term( $term->term_id, $this->taxonomy );
		if ( 0 === $result ) {
			// Another request deleted it first.
			return self::not_found();
		}
		if ( true !== $result ) {
			return Rest_Response::error( __( 'Failed to delete category.', 'gblocks-pro' ), 500, 'gblocks_pro_delete_failed' );
		}
		$response = Rest_Response::success(
			array(
				'deleted' => true,
				'id'      => $term->term_id,
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
	 * Runs a write under the taxonomy's lock; null when the lock stayed taken.
	 *
	 * @param \Closure $work The write; returns the answer.
	 *
	 * @phpstan-param \Closure(): \WP_REST_Response $work
	 */
	private function locked( \Closure $work ): ?\WP_REST_Response {
		/**
		 * Filters how long a category write waits for another one of the same taxonomy to finish
		 * before it answers 503.
		 *
		 * @param float  $seconds  Seconds to wait. Default 10.
		 * @param string $taxonomy The taxonomy.
		 */
		$wait = (float) apply_filters( 'gblocks_pro_category_lock_wait', 10.0, $this->taxonomy );
		return Save_Lock::with( 'category_' . $this->taxonomy, $work, $wait );
	}

	/**
	 * Inserts the category unless the name or slug is taken (caller holds the lock).
	 *
	 * @param string           $name    Clean name.
	 * @param string           $slug    Slug.
	 * @param \WP_REST_Request $request The request.
	 */
	private function insert( string $name, string $slug, \WP_REST_Request $request ): \WP_REST_Response {
		$taken = get_term_by( 'slug', $slug, $this->taxonomy );
		$taken = $taken instanceof \WP_Term ? $taken : $this->term_named( $name, 0 );
		if ( $taken instanceof \WP_Term ) {
			return $this->conflict( $taken, $request );
		}
		// When a writer that does not take our lock (the core terms route) inserted the same slug between
		// our check and our insert, wp_insert_term() deletes our row and returns the older term's id as
		// if it had created it. Its duplicate check tells: that answer is a 409, never a 201.
		$lost  = false;
		$check = static function ( $duplicate ) use ( &$lost ) {
			$lost = ! empty( $duplicate );
			return $duplicate;
		};
		add_filter( 'wp_insert_term_duplicate_term_check', $check, PHP_INT_MAX );
		$result = wp_insert_term( wp_slash( $name ), $this->taxonomy, array( 'slug' => $slug ) );
		remove_filter( 'wp_insert_term_duplicate_term_check', $check, PHP_INT_MAX );

		if ( is_wp_error( $result ) ) {
			$existing = 'term_exists' === $result->get_error_code() ? get_term( (int) $result->get_error_data(), $this->taxonomy ) : null;
			if ( $existing instanceof \WP_Term ) {
				return $this->conflict( $existing, $request );
			}
			$status = 'db_insert_error' === $result->get_error_code() ? 500 : 400;
			return Rest_Response::error( __( 'Failed to create category.', 'gblocks-pro' ) . ' ' . $result->get_error_message(), $status, 'gblocks_pro_category_invalid' );
		}
		$term_id = (int) $result['term_id'];
		if ( $lost ) {
			$existing = get_term( $term_id, $this->taxonomy );
			if ( $existing instanceof \WP_Term ) {
				return $this->conflict( $existing, $request );
			}
		}
		return $this->answer( $term_id, $request, 201 );
	}

	/**
	 * The category whose name equals this one, ignoring case, other than $except; null if none.
	 * Compared here rather than by the database, whose collation differs between MySQL and SQLite.
	 *
	 * @param string $name   Clean name.
	 * @param int    $except Term id to ignore (the one being renamed), or 0.
	 */
	private function term_named( string $name, int $except ): ?\WP_Term {
		$wanted = mb_strtolower( $this->stored_name( $name ) );
		$names  = get_terms(
			array(
				'taxonomy'               => $this->taxonomy,
				'hide_empty'             => false,
				'fields'                 => 'id=>name',
				'update_term_meta_cache' => false,
			)
		);
		foreach ( is_array( $names ) ? $names : array() as $id => $stored ) {
			if ( (int) $id !== $except && mb_strtolower( (string) $stored ) === $wanted ) {
				$term = get_term( (int) $id, $this->taxonomy );
				return $term instanceof \WP_Term ? $term : null;
			}
		}
		return null;
	}

	/**
	 * A name as WordPress stores it (term names pass through kses and have &, < and > escaped).
	 *
	 * @param string $name Clean name.
	 */
	private function stored_name( string $name ): string {
		return (string) wp_unslash( sanitize_term_field( 'name', wp_slash( $name ), 0, $this->taxonomy, 'db' ) );
	}

	/**
	 * The term of a route id, or the answer: 400 for the virtual category, 404 for an unknown id.
	 *
	 * @param string $id Id from the route.
	 * @return \WP_Term|\WP_REST_Response
	 */
	private function find_term( string $id ): \WP_Term|\WP_REST_Response {
		if ( self::UNCATEGORIZED === $id ) {
			return Rest_Response::error( __( 'The Uncategorized category cannot be edited or deleted.', 'gblocks-pro' ), 400, 'gblocks_pro_category_locked' );
		}
		$term = get_term( (int) $id, $this->taxonomy );
		return $term instanceof \WP_Term ? $term : self::not_found();
	}

	/**
	 * The category's fields, plus the same category as `category`, in `response` and at the top level.
	 *
	 * @param int              $term_id Term id.
	 * @param \WP_REST_Request $request The request.
	 * @param int              $status  HTTP status.
	 */
	private function answer( int $term_id, \WP_REST_Request $request, int $status ): \WP_REST_Response {
		$term = get_term( $term_id, $this->taxonomy );
		if ( ! $term instanceof \WP_Term ) {
			return self::not_found();
		}
		$category             = $this->prepare( $term, $request );
		$category['category'] = $this->prepare( $term, $request );
		$response             = Rest_Response::success( $category, $status );
		// The product's admin client reads the category at the top level of the answer (issue 31.20).
		$response->set_data( (array) $response->get_data() + array( 'category' => $category['category'] ) );
		return $response;
	}

	/**
	 * 409: the name or slug belongs to an existing category, given as `category`.
	 *
	 * @param \WP_Term         $existing The category that has it.
	 * @param \WP_REST_Request $request  The request.
	 */
	private function conflict( \WP_Term $existing, \WP_REST_Request $request ): \WP_REST_Response {
		$response         = Rest_Response::error( __( 'A category with this name already exists.', 'gblocks-pro' ), 409, 'gblocks_pro_category_exists' );
		$data             = (array) $response->get_data();
		$data['category'] = $this->prepare( $existing, $request );
		$response->set_data( $data );
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

	/**
	 * 404 for an unknown category.
	 */
	private static function not_found(): \WP_REST_Response {
		return Rest_Response::error( __( 'Category not found.', 'gblocks-pro' ), 404, 'gblocks_pro_category_not_found' );
	}

	/**
	 * 503 when the lock stayed taken (another category change is very slow).
	 */
	private static function busy(): \WP_REST_Response {
		$response = Rest_Response::error( __( 'Another category change is in progress. Please try again.', 'gblocks-pro' ), 503, 'gblocks_pro_category_busy' );
		$response->header( 'Retry-After', '1' );
		return $response;
	}
}
