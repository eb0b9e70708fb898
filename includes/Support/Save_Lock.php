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
	 * Error code of a write refused because its lock stayed held.
	 */
	public const BUSY = 'gblocks_pro_busy';

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
			// Quietly: on MariaDB, parallel inserts of one lock row may end in a deadlock error, which is
			// only contention (the loop tries again) and must not be printed into a REST answer.
			$quiet = $wpdb->suppress_errors( true );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic insert is the lock; caching would defeat it.
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $token ) );
			$wpdb->suppress_errors( $quiet );
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
		// Tried again when MariaDB ends it in a deadlock with parallel inserts of the row (else the lock
		// would stay taken until it expires).
		$quiet = $wpdb->suppress_errors( true );
		for ( $attempt = 0; $attempt < 5; $attempt++ ) {
			if ( false !== $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value = %s", self::option_name( $key ), $token ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The lock row is never cached.
				break;
			}
			usleep( 10000 );
		}
		$wpdb->suppress_errors( $quiet );
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
	 * Runs $work while holding the lock, after dropping this request's cached copies of the options it
	 * reads and writes, so that $work reads what is stored, not what this request read before another
	 * request changed it (every read-modify-write of an option goes through here).
	 *
	 * @template T
	 * @param string        $key     What is locked.
	 * @param string[]      $options Option names $work reads and writes.
	 * @param callable(): T $work    The work.
	 * @param float|null    $wait    Seconds to wait for a held lock (null: the gblocks_pro_save_lock_wait filter, 10 by default).
	 * @return T|null The work's result, or null when the lock could not be taken.
	 */
	public static function with_options( string $key, array $options, callable $work, ?float $wait = null ): mixed {
		return self::with(
			$key,
			static function () use ( $options, $work ): mixed {
				foreach ( $options as $option ) {
					self::forget_cached_option( $option );
				}
				return $work();
			},
			$wait ?? self::wait()
		);
	}

	/**
	 * How long a save waits for a concurrent one to finish before it gives up.
	 */
	public static function wait(): float {
		/**
		 * Filters how long (seconds) a save waits for a concurrent save of the same thing to finish
		 * before answering 409 (or 503 for option writes).
		 *
		 * @param float $wait Seconds.
		 */
		return max( 0.0, (float) apply_filters( 'gblocks_pro_save_lock_wait', 10.0 ) );
	}

	/**
	 * The answer to a write that could not take its lock in time: 503 with Retry-After, nothing written.
	 *
	 * @param string $message What is busy, e.g. "The keys are being changed by someone else. …".
	 */
	public static function busy_response( string $message ): \WP_REST_Response {
		$response = Rest_Response::error( $message, 503, self::BUSY );
		$response->header( 'Retry-After', '1' );
		return $response;
	}

	/**
	 * Drops this request's cached copy of an option (its own entry, the autoloaded list, the list of
	 * missing options), so that the next get_option() reads the database.
	 *
	 * @param string $option Option name.
	 */
	public static function forget_cached_option( string $option ): void {
		wp_cache_delete( $option, 'options' );
		$missing = wp_cache_get( 'notoptions', 'options' );
		if ( is_array( $missing ) && isset( $missing[ $option ] ) ) {
			unset( $missing[ $option ] );
			wp_cache_set( 'notoptions', $missing, 'options' );
		}
		$autoloaded = wp_cache_get( 'alloptions', 'options' );
		if ( is_array( $autoloaded ) && array_key_exists( $option, $autoloaded ) ) {
			wp_cache_delete( 'alloptions', 'options' );
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
