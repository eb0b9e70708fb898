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
		add_filter( 'rest_request_after_callbacks', array( self::class, 'wrap_errors' ), 10, 3 );
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
	 * @param mixed            $response The callback's result or an error.
	 * @param array            $handler  The route handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public static function wrap_errors( $response, $handler, $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassAfterLastUsed -- Filter signature.
		if ( ! is_wp_error( $response ) || ! $request instanceof \WP_REST_Request ) {
			return $response;
		}
		if ( ! str_starts_with( ltrim( $request->get_route(), '/' ), self::NAMESPACE_PREFIX ) ) {
			return $response;
		}
		$error   = rest_convert_error_to_response( $response );
		$data    = (array) $error->get_data();
		$message = (string) ( $data['message'] ?? '' );
		// Invalid parameters: name the field and its problem, not only "Invalid parameter(s)".
		if ( ! empty( $data['data']['params'] ) && is_array( $data['data']['params'] ) ) {
			$message = implode( ' ', array_map( 'strval', array_values( $data['data']['params'] ) ) );
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
