<?php
/**
 * The rate limit per visitor (issue 38 §3).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

/**
 * Counts a visitor's events per minute under a key that is a salted hash of the address and user
 * agent. The salt is random, replaced every day (the old one is overwritten, never kept), and lives in
 * an option of its own: it is never stored with the counts, and the counters themselves (a cache entry
 * or a transient per key, expiring after two minutes) hold only a number.
 */
final class Rate_Limit {

	/**
	 * The option holding today's salt: array{day: string, salt: string}.
	 */
	public const SALT_OPTION = 'gblocks_pro_insights_rate_salt';

	/**
	 * Events one visitor may send per minute.
	 */
	public const PER_MINUTE = 120;

	/**
	 * The cache group and transient prefix of the counters.
	 */
	private const GROUP = 'gblocks_pro_insights_rate';

	/**
	 * The limit per minute (filter gblocks_pro_insights_rate_limit).
	 */
	public static function limit(): int {
		/**
		 * Filters how many events one visitor may send per minute; more are dropped and counted as dropped.
		 *
		 * @param int $limit Events per minute.
		 */
		return max( 1, (int) apply_filters( 'gblocks_pro_insights_rate_limit', self::PER_MINUTE ) );
	}

	/**
	 * Today's salt (UTC day), replaced when the day changed.
	 */
	public static function salt(): string {
		$today  = gmdate( 'Y-m-d' );
		$stored = get_option( self::SALT_OPTION );
		if ( is_array( $stored ) && ( $stored['day'] ?? '' ) === $today && is_string( $stored['salt'] ?? null ) && '' !== $stored['salt'] ) {
			return $stored['salt'];
		}
		$salt = bin2hex( random_bytes( 32 ) );
		update_option(
			self::SALT_OPTION,
			array(
				'day'  => $today,
				'salt' => $salt,
			),
			true
		);
		return $salt;
	}

	/**
	 * The visitor's key: HMAC of address and user agent with today's salt.
	 *
	 * @param string $address    Remote address.
	 * @param string $user_agent User agent.
	 */
	public static function key( string $address, string $user_agent ): string {
		return substr( hash_hmac( 'sha256', $address . '|' . $user_agent, self::salt() ), 0, 32 );
	}

	/**
	 * Takes up to $count events from the visitor's allowance of this minute; gives how many fit.
	 *
	 * @param string $key   The visitor's key (key()).
	 * @param int    $count Events in the batch.
	 */
	public static function take( string $key, int $count ): int {
		$limit  = self::limit();
		$minute = (string) intdiv( time(), MINUTE_IN_SECONDS );
		$name   = $key . '_' . $minute;
		if ( wp_using_ext_object_cache() ) {
			wp_cache_add( $name, 0, self::GROUP, 2 * MINUTE_IN_SECONDS );
			$after = wp_cache_incr( $name, $count, self::GROUP );
			$after = false === $after ? $count : (int) $after;
		} else {
			$transient = self::GROUP . '_' . $key;
			$stored    = get_transient( $transient );
			$used      = is_array( $stored ) && ( $stored['m'] ?? '' ) === $minute ? (int) ( $stored['n'] ?? 0 ) : 0;
			$after     = $used + $count;
			set_transient(
				$transient,
				array(
					'm' => $minute,
					'n' => min( $after, $limit + self::PER_MINUTE ),
				),
				2 * MINUTE_IN_SECONDS
			);
		}
		$before = $after - $count;
		return max( 0, min( $count, $limit - $before ) );
	}
}
