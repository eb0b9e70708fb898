<?php
/**
 * The core /wp/v2/gblocks_overlay controller with the plugin's read rules.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Overlays\Taxonomy;
use GBlocks_Pro\Support\Capabilities;
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
		return Read_Guard::check( __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' ) ) ?? parent::get_item_permissions_check( $request );
	}

	/**
	 * The SPEC filters by category as gblocks_overlay_cat (ids, or 'uncategorized' for overlays without
	 * one); WordPress's own filter is named after the rest_base.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
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
