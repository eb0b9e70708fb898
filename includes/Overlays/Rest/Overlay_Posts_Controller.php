<?php
/**
 * The core /wp/v2/gblocks_overlay controller with the plugin's read rules.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Post_Type;
use GBlocks_Pro\Overlays\Taxonomy;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Locked_Post_Update;
use GBlocks_Pro\Support\Read_Guard;

/**
 * WordPress's posts controller, plus DESIGN §6: reading needs edit_posts (the trigger selector), and users
 * who cannot manage overlays only get what a picker needs; per_page goes up to 200 (SPEC §9).
 */
class Overlay_Posts_Controller extends \WP_REST_Posts_Controller {

	/**
	 * Largest page size of the collection.
	 */
	public const MAX_PER_PAGE = 200;

	/**
	 * The request parameter (and response field) of the version a client loaded (issue 9.4).
	 */
	public const VERSION_PARAM = 'gb_modified';

	/**
	 * The save counter folded into gb_modified. Not under the settings prefix: it is not a setting.
	 */
	public const VERSION_META = '_gblocks_pro_version';

	/**
	 * Fields kept for users who may pick overlays but not manage them.
	 */
	private const PICKER_FIELDS = array( 'id', 'date', 'modified', 'status', 'type', 'title', 'trigger_info', 'overlay_type' );

	/**
	 * Listing needs edit_posts; WordPress's own rules (statuses, edit context) come next.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return Read_Guard::check( __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ) ) ?? parent::get_items_permissions_check( $request );
	}

	/**
	 * Reading one overlay needs edit_posts too.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$check = Read_Guard::check( __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ) ) ?? parent::get_item_permissions_check( $request );
		// WordPress answers true or an error; never let a bare false through as "allowed".
		return true === $check || $check instanceof \WP_Error ? $check : new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The SPEC filters by category as gblocks_overlay_cat (ids, or 'uncategorized' for overlays without
	 * one); WordPress's own filter is named after the rest_base.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		// Users who cannot read an overlay's content must not find it by its content either (issue 9.2):
		// their search looks at titles only.
		if ( '' !== (string) $request->get_param( 'search' ) && ! current_user_can( Capabilities::MANAGE_OVERLAYS ) ) {
			$request->set_param( 'search_columns', array( 'post_title' ) );
		}
		$category = $request->get_param( Taxonomy::TAXONOMY );
		if ( null === $category || '' === $category ) {
			return parent::get_items( $request );
		}
		if ( Taxonomy::UNCATEGORIZED !== $category ) {
			$request->set_param( 'overlay-categories', wp_parse_id_list( $category ) );
			return parent::get_items( $request );
		}
		$without_category = static function ( array $args ): array {
			$args['tax_query'][] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Admin list filter.
				'taxonomy' => Taxonomy::TAXONOMY,
				'operator' => 'NOT EXISTS',
			);
			return $args;
		};
		add_filter( 'rest_' . $this->post_type . '_query', $without_category );
		try {
			return parent::get_items( $request );
		} finally {
			remove_filter( 'rest_' . $this->post_type . '_query', $without_category );
		}
	}

	/**
	 * Creates an overlay from settings as this plugin or the product sends them (see normalize_meta()).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$error = self::normalize_meta( $request );
		return $error ?? parent::create_item( $request );
	}

	/**
	 * Updates an overlay. A request that sends gb_modified (the value it loaded) is refused with 409 when
	 * the overlay was saved in between, also within the same second; without it, the last save wins.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$error = self::normalize_meta( $request );
		if ( null !== $error ) {
			return $error;
		}
		// Under the overlay's save lock: two saves at once never mix (issue 29 D6), and a stale
		// modified or gb_modified is refused with 409.
		return Locked_Post_Update::run(
			$request,
			function () use ( $request ) {
				$loaded = $request->get_param( self::VERSION_PARAM );
				if ( null !== $loaded ) {
					$post = get_post( (int) $request['id'] );
					if ( $post instanceof \WP_Post && Post_Type::POST_TYPE === $post->post_type ) {
						$conflict = self::claim_version( $post, $loaded );
						if ( null !== $conflict ) {
							return $conflict;
						}
					}
				}
				return parent::update_item( $request );
			},
			__( 'This overlay panel was saved by someone else after you loaded it. Reload it to see their changes, then save again.', 'gblocks-pro' ),
			__( 'This overlay panel is being saved by someone else. Please try again in a moment.', 'gblocks-pro' )
		);
	}

	/**
	 * Meta sent as the product's client sends it, made what the schema expects: numbers as strings
	 * ("300"), its animation names (fadeInUp), '' for a number or a flag. A "Position relative to parent"
	 * the browser could not parse is refused with a 400 naming the field.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function normalize_meta( \WP_REST_Request $request ): ?\WP_Error {
		$meta = $request->get_param( 'meta' );
		if ( ! is_array( $meta ) ) {
			return null;
		}
		// WordPress validates meta only after it saved the post: a refused setting would leave the title
		// and content of the request saved. Validated first (Meta::invalid(), the CLI import's check
		// too), a refused request changes nothing.
		foreach ( array_keys( Meta::fields() ) as $name ) {
			$key = Meta::PREFIX . $name;
			if ( ! array_key_exists( $key, $meta ) ) {
				continue;
			}
			$error = Meta::invalid( $name, $meta[ $key ], 'meta.' . $key );
			if ( null !== $error ) {
				return $error;
			}
		}
		$request->set_param( 'meta', $meta );
		return null;
	}

	/**
	 * The version token of an overlay: its modification time and a save counter, so that two saves in
	 * the same second still differ. Exposed as the gb_modified field; sent back as the gb_modified param.
	 *
	 * @param \WP_Post $post The overlay.
	 */
	public static function version_token( \WP_Post $post ): string {
		return mysql_to_rfc3339( $post->post_modified_gmt ) . '#' . (int) get_post_meta( $post->ID, self::VERSION_META, true );
	}

	/**
	 * Counts a save of an overlay (save_post), whichever way it was saved.
	 *
	 * @param int $post_id Overlay id.
	 */
	public static function bump_version( int $post_id ): void {
		update_post_meta( $post_id, self::VERSION_META, (int) get_post_meta( $post_id, self::VERSION_META, true ) + 1 );
	}

	/**
	 * Takes the next version of an overlay for this request if the client loaded the current one: an
	 * atomic compare-and-set on the counter, so of two requests that loaded the same version only one
	 * goes on. The other gets 409 with the current token.
	 *
	 * @param \WP_Post $post   The overlay.
	 * @param mixed    $loaded The gb_modified the client sent.
	 */
	private static function claim_version( \WP_Post $post, mixed $loaded ): ?\WP_Error {
		global $wpdb;
		add_post_meta( $post->ID, self::VERSION_META, 0, true );
		$current = self::version_token( $post );
		$version = (int) get_post_meta( $post->ID, self::VERSION_META, true );
		$claimed = is_string( $loaded ) && hash_equals( $current, $loaded ) && 1 === $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic compare-and-set; the cache is cleared below.
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE post_id = %d AND meta_key = %s AND meta_value = %s",
				(string) ( $version + 1 ),
				$post->ID,
				self::VERSION_META,
				(string) $version
			)
		);
		wp_cache_delete( $post->ID, 'post_meta' );
		if ( $claimed ) {
			return null;
		}
		clean_post_cache( $post->ID );
		$fresh = get_post( $post->ID );
		return new \WP_Error(
			'gblocks_pro_conflict',
			__( 'This overlay panel was saved by someone else after you loaded it. Reload it to see their changes, then save again.', 'gblocks-pro' ),
			array(
				'status'            => 409,
				self::VERSION_PARAM => self::version_token( $fresh instanceof \WP_Post ? $fresh : $post ),
			)
		);
	}

	/**
	 * Users without manage_gblocks_overlays see only the picker fields: no content, meta or conditions.
	 *
	 * @param \WP_Post         $item    The overlay.
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$response = parent::prepare_item_for_response( $item, $request );
		if ( current_user_can( Capabilities::MANAGE_OVERLAYS ) ) {
			return $response;
		}
		$data = (array) $response->get_data();
		$data = array_intersect_key( $data, array_flip( self::PICKER_FIELDS ) );
		if ( isset( $data['title'] ) && is_array( $data['title'] ) ) {
			$data['title'] = array( 'rendered' => $data['title']['rendered'] ?? '' );
		}
		$response->set_data( $data );
		return $response;
	}

	/**
	 * Page sizes up to 200.
	 *
	 * @return array<string, mixed>
	 */
	public function get_collection_params() {
		$params                        = parent::get_collection_params();
		$params['per_page']['maximum'] = self::MAX_PER_PAGE;

		$params[ Taxonomy::TAXONOMY ] = array(
			'description' => __( 'Limit the result to overlays in these category ids (comma-separated), or to uncategorized ones.', 'gblocks-pro' ),
			'type'        => 'string',
			'pattern'     => '^(' . Taxonomy::UNCATEGORIZED . '|\d+(,\d+)*)$',
		);
		return $params;
	}

}
