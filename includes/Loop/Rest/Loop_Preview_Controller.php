<?php
/**
 * The editor preview of a loop.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.SlowDBQuery.slow_db_query_meta_key, WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- The loop's attribute names (SPEC 3), not query arguments.

namespace GBlocks_Pro\Loop\Rest;

use GBlocks_Pro\Loop\Loop_Query;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * GET generateblocks-pro/v1/loop/preview (edit_posts; edit_post on postId when given) with the loop's
 * attributes (queryType, meta_key, meta_key_id, posts_per_page, offset) and postId (the post being
 * edited, which 'current' reads) → `{ items: [ { index, item, preview } ], total, valueType }`: the same rules as
 * the front end (Loop_Query) for the CURRENT user; `total` is the number of items the loop renders,
 * `items` the first PREVIEW_ITEMS of them. `item` is the item made JSON-safe (a post becomes
 * `{ id, title, type }`, nesting is cut at 4 levels), `preview` a short text (a post's title, a
 * scalar's text, else compact JSON cut at 120 characters). A key the user may not read is a 403 naming
 * it (code gblocks_pro_forbidden_loop_key); a value that is not an array gives no items. `valueType`
 * says what is stored ('array', 'none' or 'other'), so that the editor says "must be an array" only
 * when something else is stored.
 */
final class Loop_Preview_Controller extends Rest_Controller {

	public const NAMESPACE     = 'generateblocks-pro/v1';
	public const PREVIEW_ITEMS = 10;

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = self::NAMESPACE;

	/**
	 * Route base.
	 *
	 * @var string
	 */
	protected $rest_base = 'loop/preview';

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'preview' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => $this->args_from_schema(
						array(
							'queryType'      => array(
								'description' => __( 'Where the array is read: post_meta or option.', 'gblocks-pro' ),
								'type'        => 'string',
								'enum'        => array( 'post_meta', 'option' ),
								'default'     => 'post_meta',
							),
							'meta_key'       => array(
								'description' => __( 'Meta key or option name.', 'gblocks-pro' ),
								'type'        => 'string',
								'required'    => true,
								'minLength'   => 1,
								'maxLength'   => 255,
							),
							'meta_key_id'    => array(
								'description' => __( "Whose meta is read: 'current' or a post id.", 'gblocks-pro' ),
								'type'        => 'string',
								'default'     => 'current',
								'pattern'     => '^(current|[0-9]+)$',
							),
							'posts_per_page' => array(
								'description' => __( 'Items per page; -1 for all.', 'gblocks-pro' ),
								'type'        => 'integer',
								'default'     => Loop_Query::DEFAULT_PER_PAGE,
								'minimum'     => -1,
								'maximum'     => 100000,
							),
							'offset'         => array(
								'description' => __( 'Items skipped; ignored when posts_per_page is -1.', 'gblocks-pro' ),
								'type'        => 'integer',
								'default'     => 0,
								'minimum'     => 0,
								'maximum'     => 100000,
							),
							'postId'         => array(
								'description' => __( "The post being edited ('current' reads its meta).", 'gblocks-pro' ),
								'type'        => 'integer',
								'default'     => 0,
								'minimum'     => 0,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Anyone who can edit posts; and edit the given post.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function permissions_check( \WP_REST_Request $request ): bool|\WP_Error {
		$allowed = $this->require_capability( 'edit_posts', __( 'Sorry, you are not allowed to preview loops.', 'gblocks-pro' ) );
		if ( true !== $allowed ) {
			return $allowed;
		}
		$post_id = (int) $request['postId'];
		if ( $post_id > 0 && ! current_user_can( 'edit_post', $post_id ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this post.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * The preview.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function preview( \WP_REST_Request $request ): \WP_REST_Response {
		$attributes = array(
			'queryType'      => (string) $request['queryType'],
			'meta_key'       => (string) $request['meta_key'],
			'meta_key_id'    => (string) $request['meta_key_id'],
			'posts_per_page' => (int) $request['posts_per_page'],
			'offset'         => (int) $request['offset'],
		);
		$user_id    = get_current_user_id();
		$query      = Loop_Query::resolve( $attributes, (int) $request['postId'], $user_id );
		if ( null !== $query->refusal ) {
			return Rest_Response::error( $query->refusal, 403, 'gblocks_pro_forbidden_loop_key' );
		}
		$items = array();
		foreach ( array_slice( $query->items, 0, self::PREVIEW_ITEMS ) as $i => $item ) {
			$items[] = array(
				'index'   => $i + 1,
				'item'    => self::json_safe( $item, $user_id, 0 ),
				'preview' => self::preview_text( $item, $user_id ),
			);
		}
		return Rest_Response::success(
			$this->shape(
				array(
					'items'     => $items,
					'total'     => count( $query->items ),
					'valueType' => $query->value_type,
				),
				$request
			)
		);
	}

	/**
	 * An item made JSON-safe.
	 *
	 * @param mixed $item    The item.
	 * @param int   $user_id The current user.
	 * @param int   $depth   Nesting so far.
	 * @return mixed
	 */
	private static function json_safe( mixed $item, int $user_id, int $depth ): mixed {
		if ( null === $item || is_scalar( $item ) ) {
			return is_float( $item ) && ! is_finite( $item ) ? null : $item;
		}
		$post = self::post_of( $item, $user_id );
		if ( null !== $post ) {
			return array(
				'id'    => $post->ID,
				'title' => get_the_title( $post ),
				'type'  => $post->post_type,
			);
		}
		if ( $depth >= 3 ) {
			return null;
		}
		$values = is_array( $item ) ? $item : ( is_object( $item ) ? get_object_vars( $item ) : array() );
		$safe   = array();
		foreach ( $values as $key => $value ) {
			$safe[ $key ] = self::json_safe( $value, $user_id, $depth + 1 );
		}
		return $safe;
	}

	/**
	 * A short text for an item.
	 *
	 * @param mixed $item    The item.
	 * @param int   $user_id The current user.
	 */
	private static function preview_text( mixed $item, int $user_id ): string {
		$post = self::post_of( $item, $user_id );
		if ( null !== $post ) {
			return wp_strip_all_tags( get_the_title( $post ) );
		}
		if ( is_bool( $item ) ) {
			return $item ? 'true' : 'false';
		}
		if ( null === $item || is_scalar( $item ) ) {
			return wp_html_excerpt( (string) $item, 120, '…' );
		}
		$json = wp_json_encode( self::json_safe( $item, $user_id, 0 ) );
		return wp_html_excerpt( is_string( $json ) ? $json : '', 120, '…' );
	}

	/**
	 * The post an item stands for, when the user may read it (WP_Post, or an array/object with ID/id;
	 * plain numbers are left as numbers in the preview).
	 *
	 * @param mixed $item    The item.
	 * @param int   $user_id The current user.
	 */
	private static function post_of( mixed $item, int $user_id ): ?\WP_Post {
		if ( ! is_array( $item ) && ! is_object( $item ) ) {
			return null;
		}
		$id = Loop_Query::item_post_id( $item );
		if ( null === $id || ! Loop_Query::readable_post( $id, $user_id ) ) {
			return null;
		}
		$post = get_post( $id );
		return $post instanceof \WP_Post ? $post : null;
	}

	/**
	 * The preview's schema.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		return self::schema(
			'gblocks-pro-loop-preview',
			array(
				'items'     => array(
					'description' => __( 'The first items the loop renders.', 'gblocks-pro' ),
					'type'        => 'array',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'index'   => array( 'type' => 'integer' ),
							'item'    => array( 'type' => array( 'null', 'boolean', 'integer', 'number', 'string', 'array', 'object' ) ),
							'preview' => array( 'type' => 'string' ),
						),
					),
				),
				'total'     => array(
					'description' => __( 'How many items the loop renders.', 'gblocks-pro' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'valueType' => array(
					'description' => __( 'What is stored under the key: an array, nothing, or another value (which a loop cannot repeat).', 'gblocks-pro' ),
					'type'        => 'string',
					'enum'        => array( Loop_Query::VALUE_ARRAY, Loop_Query::VALUE_NONE, Loop_Query::VALUE_OTHER ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}
}
