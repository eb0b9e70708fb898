<?php
/**
 * REST routes of generateblocks-pro/overlays/v1.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Overlays\Post_Type;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * The overlay list for the editor's pickers (SPEC §7). The category manager's routes of this namespace
 * are Overlay_Category_Routes.
 */
final class Overlays_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'generateblocks-pro/overlays/v1';

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/overlays',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_overlays' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => array(
						'per_page' => $this->pagination_args( 100, 100 )['per_page'],
					),
				),
			)
		);
	}

	/**
	 * Published and draft overlays, newest first: what the trigger selector needs.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function list_overlays( \WP_REST_Request $request ): \WP_REST_Response {
		$query = new \WP_Query(
			array(
				'post_type'              => Post_Type::POST_TYPE,
				'post_status'            => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'posts_per_page'         => (int) $request['per_page'],
				'orderby'                => 'date',
				'order'                  => 'DESC',
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
			)
		);
		$items = array();
		foreach ( $query->posts as $post ) {
			$items[] = array(
				'id'           => $post->ID,
				'title'        => get_the_title( $post ),
				'status'       => $post->post_status,
				'overlay_type' => Overlay_Fields::value( 'overlay_type', $post->ID ),
				'trigger_info' => Overlay_Fields::value( 'trigger_info', $post->ID ),
			);
		}
		return Rest_Response::success( $items );
	}
}
