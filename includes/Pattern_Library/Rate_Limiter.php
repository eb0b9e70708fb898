<?php
/**
 * The per-key request limit of the provider routes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

/**
 * Fixed windows of `windowSeconds` (aligned to multiples of it): within one, a key may make at most
 * `requests` requests (pattern-library.json rateLimit, filterable with
 * `gblocks_pro_pattern_library_rate_limit`), and one address may present at most
 * `invalidKeyLimit.requests` invalid keys (filterable with
 * `gblocks_pro_pattern_library_invalid_key_limit`); past that, every request from the address is
 * refused until the window ends, valid key or not. Counting is atomic, so parallel requests cannot slip
 * through: one row per counter and window in the options table, incremented by a single
 * `INSERT … ON DUPLICATE KEY UPDATE` (MariaDB/MySQL, and SQLite through the drop-in's translation), or
 * wp_cache_incr() when a persistent object cache is in use. Rows of ended windows are deleted by the
 * first request of the next one.
 */
final class Rate_Limiter {

	/**
	 * Prefix of a key's counters: gblocks_pro_pl_rate_<key id>_<window number>.
	 */
	public const PREFIX = 'gblocks_pro_pl_rate_';

	/**
	 * Prefix of an address's invalid-key counters: gblocks_pro_pl_badkey_<md5 of the address>_<window number>.
	 */
	public const INVALID_PREFIX = 'gblocks_pro_pl_badkey_';

	/**
	 * The object cache group of the counters (persistent object caches only).
	 */
	private const CACHE_GROUP = 'gblocks_pro_rate';

	/**
	 * The limit that applies to a key.
	 *
	 * @param string $key_id Key id.
	 * @return array{requests: int, windowSeconds: int}
	 */
	public static function limit( string $key_id ): array {
		/**
		 * Filters how many provider requests a public key may make per window.
		 *
		 * @param array{requests: int, windowSeconds: int} $limit  Requests per window and the window in seconds.
		 * @param string                                   $key_id The key's id.
		 */
		$limit = self::contract_limit( 'rateLimit', 120 );
		return self::sane( apply_filters( 'gblocks_pro_pattern_library_rate_limit', $limit, $key_id ), $limit );
	}

	/**
	 * How many invalid keys one address may present per window.
	 *
	 * @param string $address The client's address.
	 * @return array{requests: int, windowSeconds: int}
	 */
	public static function invalid_key_limit( string $address ): array {
		/**
		 * Filters how many invalid public keys one address may present per window before all its
		 * provider requests are refused (429) until the window ends.
		 *
		 * @param array{requests: int, windowSeconds: int} $limit   Invalid keys per window and the window in seconds.
		 * @param string                                   $address The client's address (REMOTE_ADDR).
		 */
		$limit = self::contract_limit( 'invalidKeyLimit', 20 );
		return self::sane( apply_filters( 'gblocks_pro_pattern_library_invalid_key_limit', $limit, $address ), $limit );
	}

	/**
	 * Counts one request of the key. Null when it may go on; else the seconds until the window ends
	 * (for Retry-After, at least 1).
	 *
	 * @param string   $key_id Key id.
	 * @param int|null $now    Unix time (for tests; the current time by default).
	 */
	public static function hit( string $key_id, ?int $now = null ): ?int {
		$now   = $now ?? time();
		$limit = self::limit( $key_id );
		$count = self::increment( self::PREFIX . $key_id . '_', $now, $limit['windowSeconds'] );
		return $count > $limit['requests'] ? self::retry_after( $now, $limit['windowSeconds'] ) : null;
	}

	/**
	 * A key's requests in the current window.
	 *
	 * @param string   $key_id Key id.
	 * @param int|null $now    Unix time (for tests).
	 */
	public static function count( string $key_id, ?int $now = null ): int {
		return self::current( self::PREFIX . $key_id . '_', $now ?? time(), self::limit( $key_id )['windowSeconds'] );
	}

	/**
	 * Whether an address presented too many invalid keys in this window: null when not, else the
	 * seconds until the window ends. Counts nothing.
	 *
	 * @param string   $address The client's address.
	 * @param int|null $now     Unix time (for tests).
	 */
	public static function address_blocked( string $address, ?int $now = null ): ?int {
		$now   = $now ?? time();
		$limit = self::invalid_key_limit( $address );
		$count = self::current( self::INVALID_PREFIX . md5( $address ) . '_', $now, $limit['windowSeconds'] );
		return $count >= $limit['requests'] ? self::retry_after( $now, $limit['windowSeconds'] ) : null;
	}

	/**
	 * Counts an invalid key presented by an address. Null while the address is within its limit (the
	 * request gets the usual 401); else the seconds until the window ends.
	 *
	 * @param string   $address The client's address.
	 * @param int|null $now     Unix time (for tests).
	 */
	public static function invalid_key( string $address, ?int $now = null ): ?int {
		$now   = $now ?? time();
		$limit = self::invalid_key_limit( $address );
		$count = self::increment( self::INVALID_PREFIX . md5( $address ) . '_', $now, $limit['windowSeconds'] );
		return $count > $limit['requests'] ? self::retry_after( $now, $limit['windowSeconds'] ) : null;
	}

	/**
	 * Forgets a key's counters (when the key is revoked).
	 *
	 * @param string $key_id Key id.
	 */
	public static function forget( string $key_id ): void {
		global $wpdb;
		$limit = self::limit( $key_id );
		wp_cache_delete( self::PREFIX . $key_id . '_' . intdiv( time(), $limit['windowSeconds'] ), self::CACHE_GROUP );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The counters are rows of their own, never cached.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::PREFIX . $key_id . '_' ) . '%' ) );
	}

	/**
	 * Adds one to a counter of the current window, atomically, and answers its new value.
	 *
	 * @param string $prefix Counter name without the window number.
	 * @param int    $now    Unix time.
	 * @param int    $window Window length in seconds.
	 */
	private static function increment( string $prefix, int $now, int $window ): int {
		$name = $prefix . intdiv( $now, $window );
		if ( wp_using_ext_object_cache() ) {
			wp_cache_add( $name, 0, self::CACHE_GROUP, $window + 1 );
			$count = wp_cache_incr( $name, 1, self::CACHE_GROUP );
			if ( false !== $count ) {
				return (int) $count;
			}
		}
		global $wpdb;
		// One statement: two requests can never read the same count (no read-modify-write in PHP). On
		// MariaDB, parallel upserts of one new row may end in a deadlock error: that is contention, tried
		// again quietly; a request whose count could not be written is refused (fails closed).
		$quiet   = $wpdb->suppress_errors( true );
		$counted = false;
		for ( $attempt = 0; $attempt < 5 && false === $counted; $attempt++ ) {
			if ( $attempt > 0 ) {
				usleep( wp_rand( 5000, 20000 ) );
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic counter; the options API would read, then write.
			$counted = $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off') ON DUPLICATE KEY UPDATE option_value = option_value + 1", $name ) );
		}
		$wpdb->suppress_errors( $quiet );
		if ( false === $counted ) {
			return PHP_INT_MAX;
		}
		$count = self::stored( $name );
		if ( 1 === $count ) {
			// The first request of a window removes the counters of ended ones.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The counters are rows of their own, never cached.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name <> %s", $wpdb->esc_like( $prefix ) . '%', $name ) );
		}
		return $count;
	}

	/**
	 * A counter's value in the current window, without counting.
	 *
	 * @param string $prefix Counter name without the window number.
	 * @param int    $now    Unix time.
	 * @param int    $window Window length in seconds.
	 */
	private static function current( string $prefix, int $now, int $window ): int {
		$name = $prefix . intdiv( $now, $window );
		if ( wp_using_ext_object_cache() ) {
			$count = wp_cache_get( $name, self::CACHE_GROUP );
			if ( false !== $count ) {
				return (int) $count;
			}
		}
		return self::stored( $name );
	}

	/**
	 * A counter row's value (0 when there is none).
	 *
	 * @param string $name Option name of the counter.
	 */
	private static function stored( string $name ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Read as stored this moment, never from a cache.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
	}

	/**
	 * Seconds until the window ends (at least 1).
	 *
	 * @param int $now    Unix time.
	 * @param int $window Window length in seconds.
	 */
	private static function retry_after( int $now, int $window ): int {
		return max( 1, ( intdiv( $now, $window ) + 1 ) * $window - $now );
	}

	/**
	 * A limit of pattern-library.json.
	 *
	 * @param string $name     Its name there.
	 * @param int    $requests The requests when the file has none.
	 * @return array{requests: int, windowSeconds: int}
	 */
	private static function contract_limit( string $name, int $requests ): array {
		$contract = Library_Contract::read();
		$defaults = is_array( $contract[ $name ] ?? null ) ? $contract[ $name ] : array();
		return array(
			'requests'      => (int) ( $defaults['requests'] ?? $requests ),
			'windowSeconds' => (int) ( $defaults['windowSeconds'] ?? 60 ),
		);
	}

	/**
	 * A filtered limit made sane (at least 1 request in at least 1 second; the default where missing).
	 *
	 * @param mixed                                    $filtered What the filter answered.
	 * @param array{requests: int, windowSeconds: int} $limit    The default.
	 * @return array{requests: int, windowSeconds: int}
	 */
	private static function sane( mixed $filtered, array $limit ): array {
		if ( is_array( $filtered ) ) {
			$limit = array(
				'requests'      => max( 1, (int) ( $filtered['requests'] ?? $limit['requests'] ) ),
				'windowSeconds' => max( 1, (int) ( $filtered['windowSeconds'] ?? $limit['windowSeconds'] ) ),
			);
		}
		return $limit;
	}
}
