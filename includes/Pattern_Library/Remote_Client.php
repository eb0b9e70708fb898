<?php
/**
 * Requests to another site's pattern library (the provider routes).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

/**
 * DESIGN §11: https only (http only to a loopback host on a local site), wp_safe_remote_get (so a
 * production site never reaches a private address), a timeout, a size limit, no redirects, and a JSON
 * answer in the provider's `{ success, response }` envelope. Answers the unwrapped `response`, or a
 * WP_Error whose message is a complete sentence for the user.
 */
final class Remote_Client {

	/**
	 * The provider routes' namespace.
	 */
	private const ROUTE_PREFIX = '/generateblocks-pro/v1/pattern-library/';

	/**
	 * Loopback hosts that http may reach on a local site.
	 */
	private const LOOPBACK_HOSTS = array( '127.0.0.1', 'localhost', '::1', '[::1]' );

	/**
	 * The host and port our own request may reach while it runs (loopback on a local site only).
	 *
	 * @var array{host: string, port: int}|null
	 */
	private ?array $allowed = null;

	/**
	 * GETs a provider route and answers its unwrapped `response`.
	 *
	 * @param string                    $domain     The library's normalised address.
	 * @param string                    $public_key The key, sent in the public key header.
	 * @param string                    $route      Route under pattern-library/, e.g. categories.
	 * @param array<string, int|string> $args       Query arguments.
	 * @return mixed|\WP_Error
	 */
	public function get( string $domain, string $public_key, string $route, array $args = array() ): mixed {
		$refused = self::check_address( $domain );
		if ( is_wp_error( $refused ) ) {
			return $refused;
		}
		$contract  = Library_Contract::read();
		$max_bytes = (int) ( $contract['remote']['maxBytes'] ?? 5242880 );
		/**
		 * Filters the timeout of requests to a pattern library, in seconds.
		 *
		 * @param int $seconds Timeout (the contract's remote.timeoutSeconds).
		 */
		$timeout = (float) apply_filters( 'gblocks_pro_pattern_library_timeout', (int) ( $contract['remote']['timeoutSeconds'] ?? 10 ) );
		$url     = add_query_arg(
			array_merge( array( 'rest_route' => self::ROUTE_PREFIX . $route ), array_map( 'rawurlencode', array_map( 'strval', $args ) ) ),
			trailingslashit( $domain )
		);

		$this->allow_loopback( $domain );
		try {
			$response = wp_safe_remote_get(
				$url,
				array(
					'timeout'             => $timeout,
					'redirection'         => 0,
					'limit_response_size' => $max_bytes + 1,
					'headers'             => array(
						(string) ( $contract['publicKeyHeader'] ?? 'X-GB-Public-Key' ) => $public_key,
						'Accept' => 'application/json',
					),
				)
			);
		} finally {
			$this->disallow_loopback();
		}

		if ( is_wp_error( $response ) ) {
			return new \WP_Error(
				'gblocks_pro_library_unreachable',
				/* translators: %s: the reason the request failed. */
				sprintf( __( 'Could not reach the library: %s', 'gblocks-pro' ), wp_strip_all_tags( $response->get_error_message() ) )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		if ( 401 === $status || 403 === $status ) {
			return new \WP_Error( 'gblocks_pro_library_refused_key', __( 'The library refused this public key.', 'gblocks-pro' ) );
		}
		if ( 429 === $status ) {
			return new \WP_Error( 'gblocks_pro_library_rate_limited', __( 'The library is receiving too many requests. Try again in a minute.', 'gblocks-pro' ) );
		}
		if ( strlen( $body ) > $max_bytes || (int) wp_remote_retrieve_header( $response, 'content-length' ) > $max_bytes ) {
			return new \WP_Error( 'gblocks_pro_library_too_large', __( 'The library answered with more than 5 MB.', 'gblocks-pro' ) );
		}
		if ( $status >= 300 && $status < 400 ) {
			return new \WP_Error( 'gblocks_pro_library_redirect', __( 'The library answered with a redirect. Add the address it redirects to instead.', 'gblocks-pro' ) );
		}
		if ( $status >= 500 ) {
			/* translators: %d: HTTP status code. */
			return new \WP_Error( 'gblocks_pro_library_error', sprintf( __( 'The library had an error (HTTP %d). Try again later.', 'gblocks-pro' ), $status ) );
		}
		$decoded = json_decode( $body, true );
		if ( ! is_array( $decoded ) || ! is_bool( $decoded['success'] ?? null ) || ! array_key_exists( 'response', $decoded ) ) {
			return self::unreadable();
		}
		if ( 200 !== $status || ! $decoded['success'] ) {
			$reason = is_string( $decoded['response'] ) ? mb_substr( sanitize_text_field( $decoded['response'] ), 0, 200 ) : '';
			return new \WP_Error(
				'gblocks_pro_library_failed',
				'' !== $reason
					/* translators: %s: the library's own message. */
					? sprintf( __( 'The library answered: %s', 'gblocks-pro' ), $reason )
					/* translators: %d: HTTP status code. */
					: sprintf( __( 'The library answered with HTTP %d.', 'gblocks-pro' ), $status )
			);
		}
		return $decoded['response'];
	}

	/**
	 * The error for an answer that is not what a provider sends.
	 */
	public static function unreadable(): \WP_Error {
		return new \WP_Error( 'gblocks_pro_library_unreadable', __( 'The library sent an answer this site cannot read.', 'gblocks-pro' ) );
	}

	/**
	 * Null when this site may request the address; else why not. https anywhere public
	 * (wp_safe_remote_get refuses private addresses); http only to a loopback host on a local site.
	 *
	 * @param string $domain The normalised address.
	 */
	public static function check_address( string $domain ): ?\WP_Error {
		$parts  = wp_parse_url( $domain );
		$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
		$host   = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
		if ( '' === $host || ! in_array( $scheme, array( 'http', 'https' ), true ) ) {
			return new \WP_Error( 'gblocks_pro_library_invalid_domain', __( 'Please enter a valid domain, such as https://example.com.', 'gblocks-pro' ) );
		}
		if ( 'http' === $scheme && ! ( self::loopback_allowed() && self::is_loopback( $host ) ) ) {
			return new \WP_Error( 'gblocks_pro_library_https_only', __( 'Only https:// addresses can be added.', 'gblocks-pro' ) );
		}
		return null;
	}

	/**
	 * Whether this site may reach loopback hosts: only a local environment.
	 */
	public static function loopback_allowed(): bool {
		/**
		 * Filters whether requests to a pattern library may use http and reach this machine's loopback
		 * host (127.0.0.1, localhost, ::1). Default: only when wp_get_environment_type() is 'local'.
		 *
		 * @param bool $allowed Whether loopback libraries are allowed.
		 */
		return (bool) apply_filters( 'gblocks_pro_pattern_library_allow_loopback', 'local' === wp_get_environment_type() );
	}

	/**
	 * Whether a host is a loopback host.
	 *
	 * @param string $host Host, lower case.
	 */
	public static function is_loopback( string $host ): bool {
		return in_array( $host, self::LOOPBACK_HOSTS, true );
	}

	/**
	 * Lets wp_safe_remote_get reach a loopback library (its host and port) for our own request only.
	 *
	 * @param string $domain The library's address.
	 */
	private function allow_loopback( string $domain ): void {
		$parts = wp_parse_url( $domain );
		$host  = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
		if ( ! self::loopback_allowed() || ! self::is_loopback( $host ) ) {
			return;
		}
		$scheme        = is_array( $parts ) ? (string) ( $parts['scheme'] ?? 'https' ) : 'https';
		$this->allowed = array(
			'host' => trim( $host, '[]' ),
			'port' => is_array( $parts ) && isset( $parts['port'] ) ? (int) $parts['port'] : ( 'http' === $scheme ? 80 : 443 ),
		);
		add_filter( 'http_request_host_is_external', array( $this, 'allow_host' ), 10, 2 );
		add_filter( 'http_allowed_safe_ports', array( $this, 'allow_port' ) );
	}

	/**
	 * Removes the filters of allow_loopback().
	 */
	private function disallow_loopback(): void {
		remove_filter( 'http_request_host_is_external', array( $this, 'allow_host' ), 10 );
		remove_filter( 'http_allowed_safe_ports', array( $this, 'allow_port' ) );
		$this->allowed = null;
	}

	/**
	 * Filter: the allowed loopback host counts as reachable.
	 *
	 * @param mixed $external Whether the host is allowed.
	 * @param mixed $host     The host.
	 * @return mixed
	 */
	public function allow_host( $external, $host ) {
		return null !== $this->allowed && is_string( $host ) && trim( strtolower( $host ), '[]' ) === $this->allowed['host'] ? true : $external;
	}

	/**
	 * Filter: the allowed loopback port is a safe port.
	 *
	 * @param mixed $ports Allowed ports.
	 * @return mixed
	 */
	public function allow_port( $ports ) {
		if ( null === $this->allowed || ! is_array( $ports ) ) {
			return $ports;
		}
		$ports[] = $this->allowed['port'];
		return $ports;
	}
}
