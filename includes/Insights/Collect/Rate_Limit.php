<?php
/**
 * The rate limit per visitor (issue 38 §3).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Insights\Storage\Native_Sqlite;

/**
 * Counts a visitor's events per minute under a key that is a salted hash of the address and user
 * agent. The salt is random, replaced every day (the old one is overwritten, never kept), and lives in
 * an option of its own: it is never stored with the counts, and the counters themselves hold only a
 * number: with a persistent object cache a cache entry per key and minute (wp_cache_incr(), atomic),
 * without one a row of the options table per key and minute, added to by one prepared upsert and read
 * back (two statements instead of the three or four of a transient's read and write, and atomic where
 * the transient's read-then-write let two requests of one visitor both see the old count; on SQLite
 * one statement in its own SQL that adds and returns the sum, Storage\Native_Sqlite). The
 * minutely flush deletes the rows of earlier minutes (forget_old()).
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
	 * The cache group of the counters (with a persistent object cache).
	 */
	private const GROUP = 'gblocks_pro_insights_rate';

	/**
	 * The option name prefix of the counters' rows (without one): prefix, minute, '_', key. The minute
	 * (Unix time / 60) has 8 digits until the year 2160, so the names of earlier minutes sort before the
	 * current one's. Not a transient: nothing reads them through the options API or autoloads them.
	 */
	public const ROW_PREFIX = 'gblocks_pro_insights_rpm_';

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
			$after = self::add_to_row( self::ROW_PREFIX . $minute . '_' . $key, $count );
		}
		$before = $after - $count;
		return max( 0, min( $count, $limit - $before ) );
	}

	/**
	 * Adds to a counter's row and gives its sum (without a persistent object cache). On SQLite one
	 * statement in its own SQL that adds and returns the sum (Storage\Native_Sqlite); elsewhere an
	 * upsert, then a read: a request of the same visitor in between makes this one's "before" larger
	 * than it was, so a race can only drop more, never let more than the limit through.
	 *
	 * @param string $row   The row's option name.
	 * @param int    $count What to add.
	 */
	private static function add_to_row( string $row, int $count ): int {
		global $wpdb;
		$native = Native_Sqlite::run( 'INSERT INTO ' . Native_Sqlite::name( $wpdb->options ) . " (option_name, option_value, autoload) VALUES (?, ?, 'off') ON CONFLICT (option_name) DO UPDATE SET option_value = option_value + excluded.option_value RETURNING option_value", array( $row, $count ) );
		if ( null !== $native ) {
			return (int) $native->fetchColumn();
		}
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %d, 'off') ON DUPLICATE KEY UPDATE option_value = option_value + VALUES(option_value)", $row, $count ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The atomic counter; nothing to cache.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $row ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The count just written.
	}

	/**
	 * Deletes the counters' rows of the minutes before the last one (the minutely flush, Storage\Cron).
	 * A counter of a past minute is never read again.
	 */
	public static function forget_old(): void {
		global $wpdb;
		$last = intdiv( time(), MINUTE_IN_SECONDS ) - 1;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name < %s", $wpdb->esc_like( self::ROW_PREFIX ) . '%', self::ROW_PREFIX . $last ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Rows the options API never reads.
	}
}
