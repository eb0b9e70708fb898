<?php
/**
 * REST routes the value pickers search with, and the batch title lookup.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Meta\User_Data_Access;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * The routes search_posts, search_terms, search_hierarchical_posts, search_users and
 * batch_object_titles. A search
 * string made of digits looks the object up by id. Only objects the user may read are returned, and
 * users only by display name.
 */
final class Search_Controller extends Rest_Controller {

	/**
	 * Results per search.
	 */
	private const LIMIT = 20;

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
		$search  = array(
			'search' => array(
				'description'       => __( 'Text to search, or an id when it is only digits.', 'gblocks-pro' ),
				'type'              => 'string',
				'maxLength'         => 200,
				'default'           => '',
				// A custom sanitize_callback replaces the schema check; keep it.
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $value ): string => sanitize_text_field( (string) $value ),
			),
			'id'     => array(
				'description' => __( 'Look up one object by id.', 'gblocks-pro' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$key_arg = static fn( string $description, bool $required ): array => array(
			'description' => $description,
			'type'        => 'string',
			'required'    => $required,
			'maxLength'   => 100,
			'pattern'     => '^[a-z0-9_\-]+$',
		);
		$routes  = array(
			'search_posts'              => array( 'search_posts', $search + array( 'post_type' => array( 'default' => 'post' ) + $key_arg( __( 'Post type.', 'gblocks-pro' ), false ) ) ),
			'search_terms'              => array( 'search_terms', $search + array( 'taxonomy' => $key_arg( __( 'Taxonomy.', 'gblocks-pro' ), true ) ) ),
			'search_hierarchical_posts' => array( 'search_hierarchical_posts', $search + array( 'post_type' => $key_arg( __( 'Hierarchical post type (default: all of them).', 'gblocks-pro' ), false ) ) ),
			'search_users'              => array( 'search_users', $search ),
		);
		$this->register_picker_routes( $routes );
		register_rest_route(
			Conditions_Controller::NAMESPACE,
			'/batch_object_titles',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'batch_object_titles' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'requests' => array(
								'description' => __( 'Objects whose titles are wanted.', 'gblocks-pro' ),
								'type'        => 'array',
								'required'    => true,
								'maxItems'    => 200,
								'items'       => array(
									'type'                 => 'object',
									'additionalProperties' => false,
									'properties'           => array(
										'type' => array(
											'type'     => 'string',
											'enum'     => array( 'post', 'term', 'user' ),
											'required' => true,
										),
										'id'   => array(
											'type'     => 'integer',
											'minimum'  => 1,
											'required' => true,
										),
									),
								),
							),
						)
					),
				),
				'schema' => array( $this, 'titles_schema' ),
			)
		);
	}

	/**
	 * A search result: id with title (posts) or name (terms, users).
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-condition-search-result',
			array(
				'id'    => array(
					'description' => __( 'Object id.', 'gblocks-pro' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'title' => array(
					'description' => __( 'Post title (posts).', 'gblocks-pro' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'name'  => array(
					'description' => __( 'Term or user display name (terms, users).', 'gblocks-pro' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * Schema of batch_object_titles.
	 *
	 * @return array<string, mixed>
	 */
	public function titles_schema(): array {
		return self::label_map_schema( 'gblocks-pro-object-titles', __( 'Titles keyed "type-id" (post-12, term-3, user-5); unknown or unreadable objects are left out.', 'gblocks-pro' ) );
	}

	/**
	 * A search result as the routes answer it (the routes answer a list of them).
	 *
	 * @param array{id: int, title?: string, name?: string} $item    The result.
	 * @param \WP_REST_Request                              $request The request.
	 */
	public function prepare_item_for_response( $item, $request ): \WP_REST_Response {
		return rest_ensure_response( $this->shape( $item, $request ) );
	}

	/**
	 * Results shaped by prepare_item_for_response().
	 *
	 * @param array<int, array{id: int, title?: string, name?: string}> $items   Results.
	 * @param \WP_REST_Request                                          $request The request.
	 * @return array<int, mixed>
	 */
	private function results( array $items, \WP_REST_Request $request ): array {
		return array_map( fn( array $item ) => $this->prepare_item_for_response( $item, $request )->get_data(), $items );
	}

	/**
	 * Posts of one public post type.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function search_posts( \WP_REST_Request $request ): \WP_REST_Response {
		$post_type = (string) $request['post_type'];
		if ( ! in_array( $post_type, self::public_post_types(), true ) ) {
			/* translators: %s: post type. */
			return Rest_Response::error( sprintf( __( 'post_type: unknown post type "%s".', 'gblocks-pro' ), $post_type ), 400, 'gblocks_pro_unknown_post_type' );
		}
		return Rest_Response::success( $this->results( $this->find_posts( array( $post_type ), $request ), $request ) );
	}

	/**
	 * Posts of hierarchical public post types (pages by default, and any other).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function search_hierarchical_posts( \WP_REST_Request $request ): \WP_REST_Response {
		$types = array_values( array_filter( self::public_post_types(), 'is_post_type_hierarchical' ) );
		$asked = (string) $request['post_type'];
		if ( '' !== $asked ) {
			if ( ! in_array( $asked, $types, true ) ) {
				/* translators: %s: post type. */
				return Rest_Response::error( sprintf( __( 'post_type: "%s" is not a hierarchical post type.', 'gblocks-pro' ), $asked ), 400, 'gblocks_pro_unknown_post_type' );
			}
			$types = array( $asked );
		}
		return Rest_Response::success( $types ? $this->results( $this->find_posts( $types, $request ), $request ) : array() );
	}

	/**
	 * Terms of one public taxonomy.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function search_terms( \WP_REST_Request $request ): \WP_REST_Response {
		$taxonomy = (string) $request['taxonomy'];
		if ( ! self::taxonomy_is_readable( $taxonomy ) ) {
			/* translators: %s: taxonomy. */
			return Rest_Response::error( sprintf( __( 'taxonomy: unknown taxonomy "%s".', 'gblocks-pro' ), $taxonomy ), 400, 'gblocks_pro_unknown_taxonomy' );
		}
		$id   = self::wanted_id( $request );
		$args = array(
			'taxonomy'               => $taxonomy,
			'hide_empty'             => false,
			'number'                 => self::LIMIT,
			'orderby'                => 'name',
			'update_term_meta_cache' => false,
		);
		if ( $id ) {
			$args['include'] = array( $id );
		} elseif ( '' !== (string) $request['search'] ) {
			$args['search'] = (string) $request['search'];
		}
		$terms   = get_terms( $args );
		$results = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$results[] = array(
				'id'   => (int) $term->term_id,
				'name' => $term->name,
			);
		}
		return Rest_Response::success( $this->results( $results, $request ) );
	}

	/**
	 * Users, by display name only. Users who cannot list users find only authors of published posts,
	 * as on /wp/v2/users.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function search_users( \WP_REST_Request $request ): \WP_REST_Response {
		$id   = self::wanted_id( $request );
		$args = array(
			'number'  => self::LIMIT,
			'orderby' => 'display_name',
			'fields'  => array( 'ID', 'display_name' ),
		);
		if ( $id ) {
			$args['include'] = array( $id );
		} elseif ( '' !== (string) $request['search'] ) {
			$args['search']         = '*' . (string) $request['search'] . '*';
			$args['search_columns'] = array( 'display_name', 'user_nicename' );
		}
		// The users the caller may list (User_Data_Access: the simulator names the same ones).
		$args   += User_Data_Access::listing_query_args( get_current_user_id() );
		$results = array();
		foreach ( ( new \WP_User_Query( $args ) )->get_results() as $user ) {
			$results[] = array(
				'id'   => (int) $user->ID,
				'name' => (string) $user->display_name,
			);
		}
		return Rest_Response::success( $this->results( $results, $request ) );
	}

	/**
	 * Titles of posts, terms and users the picker shows, keyed 'type-id'. Objects that do not exist or
	 * that the user may not read are left out.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function batch_object_titles( \WP_REST_Request $request ): \WP_REST_Response {
		$wanted = array(
			'post' => array(),
			'term' => array(),
			'user' => array(),
		);
		foreach ( (array) $request['requests'] as $item ) {
			$wanted[ $item['type'] ][ (int) $item['id'] ] = (int) $item['id'];
		}
		$titles = array();
		if ( $wanted['post'] ) {
			_prime_post_caches( array_values( $wanted['post'] ), false, false );
			foreach ( $wanted['post'] as $id ) {
				$post = get_post( $id );
				if ( $post instanceof \WP_Post && self::post_is_readable( $post ) ) {
					$titles[ 'post-' . $id ] = wp_strip_all_tags( $post->post_title );
				}
			}
		}
		if ( $wanted['term'] ) {
			_prime_term_caches( array_values( $wanted['term'] ), false );
			foreach ( $wanted['term'] as $id ) {
				$term = get_term( $id );
				if ( $term instanceof \WP_Term && self::taxonomy_is_readable( $term->taxonomy ) ) {
					$titles[ 'term-' . $id ] = $term->name;
				}
			}
		}
		if ( $wanted['user'] ) {
			$args = array(
				'include' => array_values( $wanted['user'] ),
				'fields'  => array( 'ID', 'display_name' ),
			) + User_Data_Access::listing_query_args( get_current_user_id() );
			foreach ( ( new \WP_User_Query( $args ) )->get_results() as $user ) {
				$titles[ 'user-' . (int) $user->ID ] = (string) $user->display_name;
			}
		}
		return Rest_Response::success( (object) $titles );
	}

	/**
	 * Posts of the given types matching the search (or the id), readable by the user.
	 *
	 * @param string[]         $post_types Post types.
	 * @param \WP_REST_Request $request    The request.
	 * @return array<int, array{id: int, title: string}>
	 */
	private function find_posts( array $post_types, \WP_REST_Request $request ): array {
		$id   = self::wanted_id( $request );
		$args = array(
			'post_type'              => $post_types,
			// inherit: attachments (post:attachment), whose status is their parent's.
			'post_status'            => array( 'publish', 'private', 'draft', 'pending', 'future', 'inherit' ),
			'posts_per_page'         => 20,
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			'orderby'                => 'title',
			'order'                  => 'ASC',
		);
		if ( $id ) {
			$args['post__in'] = array( $id );
		} elseif ( '' !== (string) $request['search'] ) {
			$args['s'] = (string) $request['search'];
		} else {
			$args['orderby'] = 'date';
			$args['order']   = 'DESC';
		}
		$results = array();
		foreach ( (array) ( new \WP_Query( $args ) )->posts as $post ) {
			if ( $post instanceof \WP_Post && self::post_is_readable( $post ) ) {
				$results[] = array(
					'id'    => (int) $post->ID,
					'title' => wp_strip_all_tags( $post->post_title ),
				);
			}
		}
		return $results;
	}

	/**
	 * The id to look up: the id parameter, or a search made only of digits.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function wanted_id( \WP_REST_Request $request ): int {
		if ( $request['id'] ) {
			return (int) $request['id'];
		}
		$search = trim( (string) $request['search'] );
		return '' !== $search && ctype_digit( $search ) ? (int) $search : 0;
	}

	/**
	 * Public post types the location rules offer.
	 *
	 * @return string[]
	 */
	private static function public_post_types(): array {
		return array_values( get_post_types( array( 'public' => true ) ) );
	}

	/**
	 * Whether the user may read a post of a public type.
	 *
	 * @param \WP_Post $post The post.
	 */
	private static function post_is_readable( \WP_Post $post ): bool {
		if ( ! in_array( $post->post_type, self::public_post_types(), true ) ) {
			return false;
		}
		// get_post_status() gives an attachment its parent's status (publish when it has none).
		return 'publish' === get_post_status( $post ) || current_user_can( 'read_post', $post->ID );
	}

	/**
	 * Whether terms of the taxonomy may be listed: public taxonomies, or ones the user may assign.
	 *
	 * @param string $taxonomy Taxonomy.
	 */
	private static function taxonomy_is_readable( string $taxonomy ): bool {
		$object = get_taxonomy( $taxonomy );
		return $object && ( $object->public || current_user_can( $object->cap->assign_terms ) );
	}
}
