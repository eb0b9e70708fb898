<?php
/**
 * REST routes of generateblocks-pro/advanced-conditions/v1.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * The conditions collection.
 */
final class Conditions_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'generateblocks-pro/advanced-conditions/v1';

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/conditions',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_conditions' ),
					'permission_callback' => array( $this, 'picker_permissions_check' ),
					'args'                => $this->pagination_args( 20, 100 ),
				),
			)
		);
	}

	/**
	 * One page of conditions, newest first, with the totals.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function list_conditions( \WP_REST_Request $request ): \WP_REST_Response {
		$query      = new \WP_Query(
			array(
				'post_type'      => Post_Type::POST_TYPE,
				'post_status'    => array( 'publish', 'draft' ),
				'posts_per_page' => (int) $request['per_page'],
				'paged'          => (int) $request['page'],
				'orderby'        => 'date',
				'order'          => 'DESC',
			)
		);
		$conditions = array();
		foreach ( $query->posts as $post ) {
			$conditions[] = array(
				'id'     => $post->ID,
				'title'  => get_the_title( $post ),
				'status' => $post->post_status,
			);
		}
		return Rest_Response::success(
			array(
				'conditions' => $conditions,
				'total'      => (int) $query->found_posts,
				'pages'      => (int) $query->max_num_pages,
			)
		);
	}
}
