<?php
/**
 * A short lock around category writes, shared by processes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * A row of the options table, inserted with INSERT IGNORE (the unique option_name decides who holds
 * it), as WP_Upgrader::create_lock() does. Works on MySQL/MariaDB and on the SQLite drop-in, across
 * PHP processes. A lock older than STALE_AFTER seconds was left by a process that died and is broken.
 */
final class Category_Lock {

	/**
	 * Seconds after which a held lock counts as abandoned.
	 */
	public const STALE_AFTER = 30;

	/**
	 * Option name of the lock.
	 *
	 * @var string
	 */
	private string $option;

	/**
	 * Whether this instance holds the lock.
	 *
	 * @var bool
	 */
	private bool $held = false;

	/**
	 * A lock by name.
	 *
	 * @param string $name Lock name (the taxonomy); the option is gblocks_pro_lock_{name}.
	 */
	public function __construct( string $name ) {
		$this->option = 'gblocks_pro_lock_' . $name;
	}

	/**
	 * Runs the work while holding the lock, waiting for it up to $wait seconds.
	 *
	 * @template T
	 * @param callable():T $work What to do under the lock.
	 * @param float        $wait Seconds to wait for the lock.
	 * @return T|null The work's result, or null when the lock could not be taken in time.
	 */
	public function run( callable $work, float $wait = 10.0 ) {
		$deadline = microtime( true ) + $wait;
		while ( ! $this->acquire() ) {
			if ( microtime( true ) >= $deadline ) {
				return null;
			}
			usleep( 20000 );
		}
		try {
			return $work();
		} finally {
			$this->release();
		}
	}

	/**
	 * Takes the lock if it is free (or abandoned); never waits.
	 */
	public function acquire(): bool {
		global $wpdb;
		$now = time();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A lock must bypass the options cache.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$wpdb->options}` ( `option_name`, `option_value`, `autoload` ) VALUES ( %s, %s, 'off' )", $this->option, (string) $now ) );
		if ( 1 === $inserted ) {
			$this->held = true;
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As above.
		$since = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM `{$wpdb->options}` WHERE option_name = %s", $this->option ) );
		if ( is_numeric( $since ) && (int) $since < $now - self::STALE_AFTER ) {
			// Delete only the stale value, so that a lock another process just took survives.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As above.
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$wpdb->options}` WHERE option_name = %s AND option_value = %s", $this->option, (string) $since ) );
			return 1 === $deleted && $this->acquire();
		}
		return false;
	}

	/**
	 * Releases the lock if this instance holds it.
	 */
	public function release(): void {
		global $wpdb;
		if ( ! $this->held ) {
			return;
		}
		$this->held = false;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As above.
		$wpdb->delete( $wpdb->options, array( 'option_name' => $this->option ) );
	}
}
