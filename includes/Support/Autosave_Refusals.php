<?php
/**
 * Autosaves answer the refusals of rest_pre_insert_{post_type} as a save does.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Core's autosaves controller (POST /wp/v2/{type}/{id}/autosaves) calls the post type's
 * prepare_item_for_database() but never looks at its answer: when a rest_pre_insert_{post_type} filter
 * refuses the content with a WP_Error, core goes on with that error object cast to an array. An author's
 * autosave of their own draft then updates the post with nothing (200), and every other autosave (a
 * pending or published post, another user's draft) writes an autosave revision with empty title and
 * content (200). The save guards of this plugin (HTML attributes, dynamic tags, overlay colours) refuse
 * through that filter, so their refusals were lost on autosave.
 *
 * This runs the same preparation once the route's permission check passed (rest_dispatch_request, just
 * before the controller's callback) and answers its error instead of calling the controller: the
 * autosave is refused with the save's own status and message (400 unless the error says otherwise), and
 * nothing is written, neither the post nor a revision. Preparing has no side effects (it only reads).
 * Core's template autosaves controller checks the preparation itself and is left alone.
 */
final class Autosave_Refusals implements Feature {

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_filter( 'rest_dispatch_request', array( self::class, 'refuse' ), 10, 4 );
	}

	/**
	 * Answers the preparation's error for an autosave create request (rest_dispatch_request).
	 *
	 * @param mixed            $result  Null, or the answer of an earlier filter.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $route   The route.
	 * @param mixed            $handler The matched handler.
	 * @return mixed
	 */
	public static function refuse( $result, $request, $route, $handler ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( null !== $result || ! $request instanceof \WP_REST_Request || ! is_array( $handler ) ) {
			return $result;
		}
		$callback = $handler['callback'] ?? null;
		if ( ! is_array( $callback ) || ! ( $callback[0] ?? null ) instanceof \WP_REST_Autosaves_Controller || 'create_item' !== ( $callback[1] ?? null ) ) {
			return $result;
		}
		$post = get_post( (int) ( $request['id'] ?? $request['parent'] ?? 0 ) );
		if ( ! $post instanceof \WP_Post ) {
			// The controller answers an unknown parent itself.
			return $result;
		}
		$type       = get_post_type_object( $post->post_type );
		$controller = $type instanceof \WP_Post_Type ? $type->get_rest_controller() : null;
		if ( ! $controller instanceof \WP_REST_Posts_Controller ) {
			return $result;
		}
		$prepared = self::prepare( $controller, $request );
		if ( ! is_wp_error( $prepared ) ) {
			return $result;
		}
		$data = $prepared->get_error_data();
		if ( ! is_array( $data ) || ! isset( $data['status'] ) ) {
			$prepared->add_data( array_merge( is_array( $data ) ? $data : array(), array( 'status' => 400 ) ) );
		}
		return $prepared;
	}

	/**
	 * The post type controller's preparation of the request, as the autosaves controller calls it.
	 * prepare_item_for_database() is protected in WP_REST_Controller (the autosaves controller reaches it
	 * as a sibling class): the call runs in that class's scope.
	 *
	 * @param \WP_REST_Posts_Controller $controller The post type's controller.
	 * @param \WP_REST_Request          $request    The autosave request.
	 * @return mixed The prepared post, or an error.
	 */
	private static function prepare( \WP_REST_Posts_Controller $controller, \WP_REST_Request $request ): mixed {
		$call = \Closure::bind(
			static fn( \WP_REST_Controller $target, \WP_REST_Request $item ): mixed => $target->prepare_item_for_database( $item ),
			null,
			\WP_REST_Controller::class
		);
		return $call( $controller, $request );
	}
}
