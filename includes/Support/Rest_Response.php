<?php
/**
 * The success/response envelope of the plugin's own REST namespaces.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Builds envelopes and gives WordPress's own errors on our namespaces the same shape.
 */
final class Rest_Response implements Feature {

	/**
	 * Prefix shared by every REST namespace of the plugin.
	 */
	public const NAMESPACE_PREFIX = 'generateblocks-pro/';

	/**
	 * Adds the filter that wraps core errors on our routes.
	 */
	public function register(): void {
		add_filter( 'rest_pre_dispatch', array( self::class, 'refuse_non_object_body' ), 10, 3 );
		add_filter( 'rest_request_before_callbacks', array( self::class, 'refuse_empty_list_body' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'wrap_errors' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( self::class, 'envelope_errors' ), 10, 3 );
	}

	/**
	 * Whether a request is for one of our namespaces.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function is_ours( \WP_REST_Request $request ): bool {
		return str_starts_with( ltrim( $request->get_route(), '/' ), self::NAMESPACE_PREFIX );
	}

	/**
	 * Prefix of the names of the plugin's post types and taxonomies.
	 */
	public const OBJECT_PREFIX = 'gblocks_';

	/**
	 * Whether a request is for a core route (wp/v2 or another namespace core serves) of one of our post
	 * types or taxonomies, e.g. /wp/v2/gblocks-styles/12.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function is_core_route_of_ours( \WP_REST_Request $request ): bool {
		$route   = '/' . trim( $request->get_route(), '/' );
		$objects = array_merge( get_post_types( array( 'show_in_rest' => true ), 'objects' ), get_taxonomies( array( 'show_in_rest' => true ), 'objects' ) );
		foreach ( $objects as $object ) {
			if ( ! str_starts_with( $object->name, self::OBJECT_PREFIX ) ) {
				continue;
			}
			$base = '/' . trim( is_string( $object->rest_namespace ) && '' !== $object->rest_namespace ? $object->rest_namespace : 'wp/v2', '/' ) . '/' . ( is_string( $object->rest_base ) && '' !== $object->rest_base ? $object->rest_base : $object->name );
			if ( $route === $base || str_starts_with( $route, $base . '/' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a request writes to a route of ours (our namespaces, or core's routes of our post types
	 * and taxonomies) with a JSON body.
	 *
	 * @param mixed $request The request, as a filter receives it.
	 * @phpstan-assert-if-true \WP_REST_Request $request
	 */
	private static function is_json_write_of_ours( mixed $request ): bool {
		return $request instanceof \WP_REST_Request
			&& ! in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true )
			&& $request->is_json_content_type()
			&& ( self::is_ours( $request ) || self::is_core_route_of_ours( $request ) );
	}

	/**
	 * A JSON body on a write route of ours must be an object: "str", 123, true, null or [] is a 400
	 * before anything reads it (core would take a scalar as the parameter list and warn, in
	 * WP_REST_Request::sanitize_params()). Also on core's routes of our post types and taxonomies
	 * (/wp/v2/gblocks-styles), where the answer is core's error shape.
	 *
	 * @param mixed            $result  Null, or a response another filter chose.
	 * @param \WP_REST_Server  $server  The server.
	 * @param \WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function refuse_non_object_body( $result, $server, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( null !== $result || ! self::is_json_write_of_ours( $request ) ) {
			return $result;
		}
		$body = trim( (string) $request->get_body() );
		if ( '' === $body ) {
			return $result;
		}
		$decoded = json_decode( $body );
		if ( JSON_ERROR_NONE !== json_last_error() ) {
			// Core answers invalid JSON itself (rest_invalid_json); wrap_errors adds the envelope.
			return $result;
		}
		if ( $decoded instanceof \stdClass || array() === $decoded ) {
			// An empty list is refused after the parameter checks (refuse_empty_list_body), so that a
			// route with required fields names them.
			return $result;
		}
		// Core's error shape on core's routes; the envelope on ours.
		return self::is_ours( $request ) ? self::non_object_body() : new \WP_Error( 'rest_invalid_json_body', self::non_object_message(), array( 'status' => 400 ) );
	}

	/**
	 * A JSON body of [] on a write route of ours: after core's checks (which name missing required
	 * fields), refused as not an object.
	 *
	 * @param mixed                $response Null, or an error from the parameter checks.
	 * @param array<string, mixed> $handler The route handler.
	 * @param \WP_REST_Request     $request  The request.
	 * @return mixed A WP_Error for an empty list, else $response unchanged.
	 */
	public static function refuse_empty_list_body( $response, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassAfterLastUsed -- Filter signature.
		if ( null !== $response || ! self::is_json_write_of_ours( $request ) ) {
			return $response;
		}
		if ( '[]' !== str_replace( array( ' ', "\n", "\r", "\t" ), '', (string) $request->get_body() ) ) {
			return $response;
		}
		// An error here skips the permission check and the callback; wrap_errors adds the envelope.
		return new \WP_Error( 'rest_invalid_json_body', self::non_object_message(), array( 'status' => 400 ) );
	}

	/**
	 * The 400 for a body that is not a JSON object.
	 */
	private static function non_object_body(): \WP_REST_Response {
		return self::error( self::non_object_message(), 400, 'rest_invalid_json_body' );
	}

	/**
	 * The message for a body that is not a JSON object.
	 */
	private static function non_object_message(): string {
		return __( 'The request body must be a JSON object, such as {"title": "…"}.', 'gblocks-pro' );
	}

	/**
	 * Errors that never reach a route's callbacks (no such route, a bad REST nonce, errors from
	 * authentication) still carry success:false and response on our namespaces. Runs where core
	 * serves a request (serve_request and batch), after dispatch.
	 *
	 * @param mixed            $result  The response.
	 * @param \WP_REST_Server  $server  The server.
	 * @param \WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function envelope_errors( $result, $server, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( ! $result instanceof \WP_REST_Response || $result->get_status() < 400 || ! $request instanceof \WP_REST_Request || ! self::is_ours( $request ) ) {
			return $result;
		}
		$data = $result->get_data();
		if ( ! is_array( $data ) || array_key_exists( 'success', $data ) ) {
			return $result;
		}
		$result->set_data(
			array_merge(
				array(
					'success'  => false,
					'response' => (string) ( $data['message'] ?? __( 'The request could not be completed.', 'gblocks-pro' ) ),
				),
				$data
			)
		);
		return $result;
	}

	/**
	 * A success envelope.
	 *
	 * @param mixed $data   The response payload.
	 * @param int   $status HTTP status.
	 */
	public static function success( mixed $data, int $status = 200 ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'success'  => true,
				'response' => $data,
			),
			$status
		);
	}

	/**
	 * A failure the client should show: 400 bad input, 404 unknown id, 409 conflict.
	 *
	 * @param string $message Translated message for the user.
	 * @param int    $status  HTTP status.
	 * @param string $code    Machine-readable code.
	 */
	public static function error( string $message, int $status = 400, string $code = 'gblocks_pro_error' ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'success'  => false,
				'response' => $message,
				'code'     => $code,
				'message'  => $message,
				'data'     => array( 'status' => $status ),
			),
			$status
		);
	}

	/**
	 * Errors raised by WordPress itself on our routes (invalid params, permissions) keep their code,
	 * message and data, and gain success:false and response, so that every answer of our namespaces
	 * can be read the same way. Runs inside dispatch, so in-process requests get it too.
	 *
	 * @param mixed                $response The callback's result or an error.
	 * @param array<string, mixed> $handler The route handler.
	 * @param \WP_REST_Request     $request  The request.
	 * @return mixed
	 */
	public static function wrap_errors( $response, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassAfterLastUsed -- Filter signature.
		if ( ! is_wp_error( $response ) || ! $request instanceof \WP_REST_Request ) {
			return $response;
		}
		if ( ! self::is_ours( $request ) ) {
			return $response;
		}
		$error   = rest_convert_error_to_response( $response );
		$data    = (array) $error->get_data();
		$message = (string) ( $data['message'] ?? '' );
		$params  = isset( $data['data']['params'] ) && is_array( $data['data']['params'] ) ? $data['data']['params'] : array();
		if ( 'rest_missing_callback_param' === ( $data['code'] ?? '' ) && $params ) {
			// Missing parameters: one readable sentence per field, not only the bare names.
			$message = implode(
				' ',
				array_map(
					/* translators: %s: parameter name, e.g. title. */
					static fn( $name ): string => sprintf( __( 'The %s parameter is required.', 'gblocks-pro' ), (string) $name ),
					array_values( $params )
				)
			);
		} elseif ( $params ) {
			// Invalid parameters: name the field and its problem, not only "Invalid parameter(s)"; core
			// messages that do not name the field ("Invalid date.") get it in front.
			$parts = array();
			foreach ( $params as $name => $problem ) {
				$problem = (string) $problem;
				$parts[] = is_string( $name ) && ! str_contains( $problem, $name ) ? $name . ': ' . $problem : $problem;
			}
			$message = implode( ' ', $parts );
		}
		$error->set_data(
			array_merge(
				array(
					'success'  => false,
					'response' => $message,
				),
				$data
			)
		);
		return $error;
	}
}
