<?php
/**
 * Base of the plugin's REST controllers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Registers routes on rest_api_init and offers the permission checks shared by every controller.
 */
abstract class Rest_Controller extends \WP_REST_Controller implements Feature {

	/**
	 * Adds the route registration hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * True when the current user has the capability; a WordPress REST error otherwise (401 logged out,
	 * 403 logged in).
	 *
	 * @param string $capability Capability to check.
	 * @param string $message    Translated refusal message.
	 */
	protected function require_capability( string $capability, string $message ): bool|\WP_Error {
		if ( current_user_can( $capability ) ) {
			return true;
		}
		return new \WP_Error( 'rest_forbidden', $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * Permission for the read-only lists editor pickers use: anyone who can edit posts.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public function picker_permissions_check( \WP_REST_Request $request ): bool|\WP_Error { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( 'edit_posts', __( 'Sorry, you are not allowed to do that.', 'gblocks-pro' ) );
	}

	/**
	 * Registers read-only routes for the editor pickers (edit_posts), one per entry.
	 *
	 * @param array<string, array{0: string, 1: array<string, mixed>}> $routes Route => [ callback method, args ].
	 */
	protected function register_picker_routes( array $routes ): void {
		foreach ( $routes as $route => list( $method, $args ) ) {
			register_rest_route(
				$this->namespace,
				'/' . $route,
				array(
					array(
						'methods'             => \WP_REST_Server::READABLE,
						'callback'            => array( $this, $method ),
						'permission_callback' => array( $this, 'picker_permissions_check' ),
						'args'                => $args,
					),
				)
			);
		}
	}

	/**
	 * Arguments shared by paginated routes.
	 *
	 * @param int $default_per_page Default page size.
	 * @param int $max_per_page     Largest page size allowed.
	 * @return array<string, array<string, mixed>>
	 */
	protected function pagination_args( int $default_per_page, int $max_per_page ): array {
		return array(
			'page'     => array(
				'description' => __( 'Current page of the collection.', 'gblocks-pro' ),
				'type'        => 'integer',
				'default'     => 1,
				'minimum'     => 1,
			),
			'per_page' => array(
				'description' => __( 'Maximum number of items to be returned in result set.', 'gblocks-pro' ),
				'type'        => 'integer',
				'default'     => $default_per_page,
				'minimum'     => 1,
				'maximum'     => $max_per_page,
			),
		);
	}
}
