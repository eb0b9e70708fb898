<?php
/**
 * The per-key request limit of the provider routes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Support\Contract_File;

/**
 * A fixed window per key id: the first request opens a window of `windowSeconds`; within it at most
 * `requests` requests are let through (pattern-library.json rateLimit, filterable with
 * `gblocks_pro_pattern_library_rate_limit`). The counter is the transient gblocks_pro_pl_rate_<id>
 * holding `{ start, count }`, so it lives in the object cache when the site has one.
 */
final class Rate_Limiter {

	public const TRANSIENT_PREFIX = 'gblocks_pro_pl_rate_';

	/**
	 * The limit that applies to a key.
	 *
	 * @param string $key_id Key id.
	 * @return array{requests: int, windowSeconds: int}
	 */
	public static function limit( string $key_id ): array {
		$contract = Contract_File::read( 'src/pattern-library/pattern-library.json' );
		$defaults = is_array( $contract['rateLimit'] ?? null ) ? $contract['rateLimit'] : array();
		$limit    = array(
			'requests'      => (int) ( $defaults['requests'] ?? 120 ),
			'windowSeconds' => (int) ( $defaults['windowSeconds'] ?? 60 ),
		);

		/**
		 * Filters how many provider requests a public key may make per window.
		 *
		 * @param array{requests: int, windowSeconds: int} $limit  Requests per window and the window in seconds.
		 * @param string                                   $key_id The key's id.
		 */
		$filtered = apply_filters( 'gblocks_pro_pattern_library_rate_limit', $limit, $key_id );
		if ( is_array( $filtered ) ) {
			$limit = array(
				'requests'      => max( 1, (int) ( $filtered['requests'] ?? $limit['requests'] ) ),
				'windowSeconds' => max( 1, (int) ( $filtered['windowSeconds'] ?? $limit['windowSeconds'] ) ),
			);
		}
		return $limit;
	}

	/**
	 * Counts one request of the key. Null when it may go on; else the seconds until the window ends
	 * (for Retry-After, at least 1).
	 *
	 * @param string   $key_id Key id.
	 * @param int|null $now    Unix time (for tests; the current time by default).
	 */
	public static function hit( string $key_id, ?int $now = null ): ?int {
		$now    = $now ?? time();
		$limit  = self::limit( $key_id );
		$name   = self::TRANSIENT_PREFIX . $key_id;
		$window = get_transient( $name );
		$start  = is_array( $window ) ? (int) ( $window['start'] ?? 0 ) : 0;
		$count  = is_array( $window ) ? (int) ( $window['count'] ?? 0 ) : 0;

		if ( $start <= 0 || $now >= $start + $limit['windowSeconds'] || $start > $now ) {
			$start = $now;
			$count = 0;
		}
		if ( $count >= $limit['requests'] ) {
			return max( 1, $start + $limit['windowSeconds'] - $now );
		}
		set_transient(
			$name,
			array(
				'start' => $start,
				'count' => $count + 1,
			),
			max( 1, $start + $limit['windowSeconds'] - $now )
		);
		return null;
	}

	/**
	 * Forgets a key's counter (when the key is revoked).
	 *
	 * @param string $key_id Key id.
	 */
	public static function forget( string $key_id ): void {
		delete_transient( self::TRANSIENT_PREFIX . $key_id );
	}
}
