<?php
/**
 * Requests that are not counted: bots and prefetches.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

/**
 * A short list of user-agent patterns (crawlers, headless browsers, HTTP libraries, link previews), and
 * the prefetch headers browsers send (Sec-Purpose: prefetch, Purpose: prefetch).
 */
final class Visitor_Filter {

	/**
	 * User agents that are not visitors (one case-insensitive pattern).
	 */
	private const BOTS = '/bot\b|bot\/|crawl|spider|slurp|headless|phantomjs|lighthouse|pagespeed|curl\/|wget|python-|go-http|java\/|okhttp|axios|node-fetch|libwww|httpclient|facebookexternalhit|embedly|preview|monitor|uptime/i';

	/**
	 * Whether a user agent is a bot (an empty one is).
	 *
	 * @param string $user_agent The User-Agent header.
	 */
	public static function is_bot( string $user_agent ): bool {
		return '' === trim( $user_agent ) || 1 === preg_match( self::BOTS, $user_agent );
	}

	/**
	 * Whether the request is a prefetch or prerender (server values as in $_SERVER).
	 *
	 * @param array<string, mixed> $server Server values.
	 */
	public static function is_prefetch( array $server ): bool {
		foreach ( array( 'HTTP_SEC_PURPOSE', 'HTTP_PURPOSE', 'HTTP_X_PURPOSE', 'HTTP_X_MOZ' ) as $header ) {
			$value = $server[ $header ] ?? '';
			if ( is_string( $value ) && ( str_contains( strtolower( $value ), 'prefetch' ) || str_contains( strtolower( $value ), 'prerender' ) ) ) {
				return true;
			}
		}
		return false;
	}
}
