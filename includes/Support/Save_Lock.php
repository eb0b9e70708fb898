<?php
/**
 * A short mutex around a save, that works the same on MariaDB/MySQL and on SQLite.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * One row in the options table per lock, inserted with INSERT IGNORE: the unique option name makes
 * exactly one of two concurrent inserts win, on both databases (add_option() cannot be used: it
 * upserts). The row holds "token|expiry"; a lock whose holder died is taken over once it expires, and
 * only the holder (same token) releases it.
 */
final class Save_Lock {

	/**
	 * Prefix of the lock rows' option names.
	 */
	public const PREFIX = 'gblocks_pro_lock_';

	/**
	 * Seconds after which a lock is considered abandoned.
	 */
	public const TTL = 30;

	/**
	 * Takes the lock, waiting up to $wait seconds for its holder to release it.
	 *
	 * @param string $key  What is locked, e.g. "condition_12".
	 * @param float  $wait Seconds to wait for a held lock (0: try once).
	 * @param int    $ttl  Seconds after which the lock may be taken over.
	 * @return string|null The token to release with, or null when the lock stayed held.
	 */
	public static function acquire( string $key, float $wait = 10.0, int $ttl = self::TTL ): ?string {
		global $wpdb;
		$name     = self::option_name( $key );
		$deadline = microtime( true ) + max( 0.0, $wait );
		do {
			$token = wp_generate_password( 20, false ) . '|' . ( time() + max( 1, $ttl ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic insert is the lock; caching would defeat it.
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $token ) );
			if ( 1 === $inserted ) {
				return $token;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The lock row is never cached.
			$held   = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
			$expiry = (int) substr( (string) strrchr( $held, '|' ), 1 );
			if ( '' !== $held && $expiry < time() ) {
				// Abandoned: remove exactly that row (another waiter may have replaced it meanwhile).
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", $name, $held ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
				continue;
			}
			if ( microtime( true ) >= $deadline ) {
				return null;
			}
			usleep( 25000 + wp_rand( 0, 25000 ) );
		} while ( true );
	}

	/**
	 * Releases a lock taken with acquire() (a lock taken over by someone else is left alone).
	 *
	 * @param string $key   What is locked.
	 * @param string $token The token acquire() returned.
	 */
	public static function release( string $key, string $token ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::option_name( $key ), $token ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The lock row is never cached.
	}

	/**
	 * Runs $work while holding the lock.
	 *
	 * @template T
	 * @param string        $key  What is locked.
	 * @param callable(): T $work The work.
	 * @param float         $wait Seconds to wait for a held lock.
	 * @return T|null The work's result, or null when the lock could not be taken.
	 */
	public static function with( string $key, callable $work, float $wait = 10.0 ): mixed {
		$token = self::acquire( $key, $wait );
		if ( null === $token ) {
			return null;
		}
		try {
			return $work();
		} finally {
			self::release( $key, $token );
		}
	}

	/**
	 * The option name of a lock (option names are at most 191 characters).
	 *
	 * @param string $key What is locked.
	 */
	private static function option_name( string $key ): string {
		$clean = (string) preg_replace( '/[^a-z0-9_\-]/', '', strtolower( $key ) );
		return self::PREFIX . ( strlen( $clean ) > 100 || $clean !== $key ? md5( $key ) : $clean );
	}
}
