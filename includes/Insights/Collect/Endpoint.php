<?php
/**
 * The collection endpoint (issue 38 §3).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Insights\Storage\Codes;
use GBlocks_Pro\Support\Feature;

/**
 * Answers POST /?gblocks_insights=1 on setup_theme, right after the plugins loaded: before the theme,
 * init (post types, blocks, rewrite rules), the query and the template, which a batch does not need
 * (README, "Insights": the bench chose it over a REST route). The same collection is also a REST route
 * (POST generateblocks-pro/overlays/v1/insights/collect, public: anyone may send a batch, the
 * signature decides what counts) for integrations that prefer the REST API.
 */
final class Endpoint implements Feature {

	/**
	 * The query variable of the light endpoint.
	 */
	public const QUERY_VAR = 'gblocks_insights';

	/**
	 * The REST namespace and route.
	 */
	public const REST_NAMESPACE = 'generateblocks-pro/overlays/v1';
	public const REST_ROUTE     = '/insights/collect';

	/**
	 * Adds the early answer and the REST route.
	 */
	public function register(): void {
		add_action( 'setup_theme', array( self::class, 'maybe_serve' ), 0 );
		add_action( 'rest_api_init', array( self::class, 'register_route' ) );
	}

	/**
	 * The endpoint's absolute address, as the page config prints it.
	 */
	public static function url(): string {
		return add_query_arg( self::QUERY_VAR, '1', home_url( '/' ) );
	}

	/**
	 * Whether this request is for the light endpoint.
	 */
	public static function is_request(): bool {
		return isset( $_GET[ self::QUERY_VAR ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public, signed beacon: no user action, no nonce (a cached page cannot carry one).
	}

	/**
	 * Answers a batch sent to the light endpoint and ends the request.
	 */
	public static function maybe_serve(): void {
		if ( ! self::is_request() ) {
			return;
		}
		// WordPress refuses to load translations before init (a notice since 6.7); the beacon's answer is
		// read by no one, so it stays in English: the domain is marked unloaded (as unload_textdomain() does
		// for a loaded one) for the rest of this request, which ends here.
		$GLOBALS['l10n_unloaded']['gblocks-pro'] = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals -- What unload_textdomain() records; the request ends here.
		$method                                  = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) : 'GET';
		$answer                                  = Collector::handle( $method, self::body(), self::server() );
		self::send( $answer );
		exit;
	}

	/**
	 * The request body, read up to one byte over the limit (more is a 413 anyway).
	 */
	private static function body(): string {
		$body = file_get_contents( 'php://input', false, null, 0, max( 1, Codes::max_bytes() + 1 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The request body.
		return is_string( $body ) ? $body : '';
	}

	/**
	 * The server values collection reads (headers and address), without the slashes WordPress added.
	 *
	 * @return array<string, mixed>
	 */
	private static function server(): array {
		$server = array();
		foreach ( array( 'CONTENT_LENGTH', 'HTTP_USER_AGENT', 'HTTP_SEC_PURPOSE', 'HTTP_PURPOSE', 'HTTP_X_PURPOSE', 'HTTP_X_MOZ', 'REMOTE_ADDR' ) as $name ) {
			if ( isset( $_SERVER[ $name ] ) && is_string( $_SERVER[ $name ] ) ) {
				$server[ $name ] = wp_unslash( $_SERVER[ $name ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Compared and hashed, never printed or stored.
			}
		}
		return $server;
	}

	/**
	 * Sends an answer: the status, no caching, a JSON body for a refusal.
	 *
	 * @param array{status: int, code: string, message: string} $answer The answer.
	 */
	private static function send( array $answer ): void {
		status_header( $answer['status'] );
		nocache_headers();
		header( 'X-Robots-Tag: noindex' );
		if ( 204 === $answer['status'] ) {
			return;
		}
		header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
		echo wp_json_encode( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON.
			array(
				'code'    => $answer['code'],
				'message' => $answer['message'],
				'data'    => array( 'status' => $answer['status'] ),
			)
		);
	}

	/**
	 * Registers the REST route.
	 */
	public static function register_route(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			self::REST_ROUTE,
			array(
				array(
					'methods'             => 'POST',
					'callback'            => array( self::class, 'rest_collect' ),
					// Public on purpose: a visitor's browser sends the batch; the page's signature decides what counts.
					// No args: the body is the batch as text (text/plain, no preflight), validated by Batch.
					'permission_callback' => '__return_true',
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
	}

	/**
	 * The route's schema: the batch it takes (sent as text/plain JSON, so described here and checked by
	 * Batch, not by REST's argument validation); a counted batch answers 204 with no body.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'gblocks-insights-batch',
			'type'       => 'object',
			'properties' => array(
				'v' => array(
					'description' => 'The wire version.',
					'type'        => 'integer',
				),
				'b' => array(
					'description' => 'The batch id: 16 letters or digits.',
					'type'        => 'string',
				),
				'p' => array(
					'description' => 'The page path, as signed.',
					'type'        => 'string',
				),
				'o' => array(
					'description' => 'The overlay ids the page may count, as signed.',
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
				),
				's' => array(
					'description' => 'The page signature (HMAC-SHA256, hex).',
					'type'        => 'string',
				),
				'd' => array(
					'description' => 'The device class.',
					'type'        => 'string',
					'enum'        => array_keys( Codes::devices() ),
				),
				'e' => array(
					'description' => 'The events: [kind, overlay id] or [close, overlay id, reason].',
					'type'        => 'array',
					'items'       => array( 'type' => 'array' ),
				),
			),
		);
	}

	/**
	 * The REST route's answer.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 */
	public static function rest_collect( \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		$server = array();
		foreach ( array(
			'CONTENT_LENGTH'   => 'content_length',
			'HTTP_USER_AGENT'  => 'user_agent',
			'HTTP_SEC_PURPOSE' => 'sec_purpose',
			'HTTP_PURPOSE'     => 'purpose',
		) as $name => $header ) {
			$value = $request->get_header( $header );
			if ( null !== $value ) {
				$server[ $name ] = $value;
			}
		}
		$server['REMOTE_ADDR'] = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? wp_unslash( $_SERVER['REMOTE_ADDR'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Hashed, never stored.
		$answer                = Collector::handle( $request->get_method(), $request->get_body(), $server );
		if ( 204 !== $answer['status'] ) {
			return new \WP_Error( $answer['code'], $answer['message'], array( 'status' => $answer['status'] ) );
		}
		return new \WP_REST_Response( null, 204 );
	}
}
