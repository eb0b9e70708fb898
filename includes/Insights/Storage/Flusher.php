<?php
/**
 * Moves buffered events into the daily rollups, each exactly once (issue 38 §4).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage;

/**
 * A flush:
 * 1. claims up to $limit rows with a random token (an UPDATE that takes only rows nobody holds, or
 *    rows held longer than STALE_SECONDS by a flush that died), outside any transaction;
 * 2. in ONE transaction: takes its rows again under a second token (UPDATE … WHERE claim = token,
 *    which locks them and counts them; rolled back, they are the first token's again), adds them up per (overlay, variant, site-timezone day of created_at, device, page),
 *    upserts the sums in batches (`INSERT … ON DUPLICATE KEY UPDATE x = x + VALUES(x)`) into the rollups,
 *    summed again per (overlay, variant, day) into the daily totals and per (overlay, variant, month)
 *    into the monthly totals, and deletes the rows; it commits only when the rows it added up are the rows it deleted.
 * A crash after 1 leaves rows claimed: a later flush takes them once the claim is stale. A crash inside
 * 2 rolls the transaction back (the database does so for a connection that dies): nothing counted,
 * nothing deleted. Two flushes at once claim disjoint rows (the claim re-checks the row it writes), and a
 * flush whose claim went stale and was taken over deletes fewer rows than it added up and rolls back.
 */
final class Flusher {

	/**
	 * A claim older than this is a flush that died: its rows may be claimed again.
	 */
	public const STALE_SECONDS = 300;

	/**
	 * Rollup rows per upsert statement.
	 */
	private const UPSERT_ROWS = 200;

	/**
	 * How often the transaction is tried again after a query failed (a deadlock between two flushes
	 * upserting the same days on MariaDB rolls one of them back).
	 */
	private const ATTEMPTS = 3;

	/**
	 * The option holding the time of the last flush (GMT, Y-m-d H:i:s).
	 */
	public const LAST_FLUSH_OPTION = 'gblocks_pro_insights_last_flush';

	/**
	 * The database error of the last flush that could not commit ('' when none).
	 *
	 * @var string
	 */
	private static string $last_error = '';

	/**
	 * Moves up to $limit buffered events into the rollups and gives how many it moved.
	 *
	 * @param int $limit Most events to move.
	 */
	public static function flush( int $limit = 5000 ): int {
		self::$last_error = '';
		$limit            = max( 1, $limit );
		$claim            = bin2hex( random_bytes( 8 ) );
		if ( 0 === self::claim( $claim, $limit ) ) {
			return 0;
		}

		/**
		 * Fires inside a flush: 'claimed' after its rows are claimed (before the transaction),
		 * 'upserted' inside the transaction after the rollups were added to and before the rows are
		 * deleted. For monitoring; an exception thrown here aborts the flush as a crash would.
		 *
		 * @param string $step  'claimed' or 'upserted'.
		 * @param string $claim The flush's claim token.
		 */
		do_action( 'gblocks_pro_insights_flushing', 'claimed', $claim );

		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			$moved = self::move( $claim );
			if ( null !== $moved ) {
				return $moved;
			}
		}
		// Counted nothing: let the next flush take the rows at once rather than after STALE_SECONDS.
		self::release( $claim );
		return 0;
	}

	/**
	 * Flushes until the buffer is empty or $seconds have passed (WP-Cron, `wp gblocks stats flush`),
	 * records the time, and gives how many events it moved.
	 *
	 * @param int $seconds Time budget.
	 * @param int $limit   Events per flush.
	 */
	public static function flush_all( int $seconds = 20, int $limit = 5000 ): int {
		$start = microtime( true );
		$total = 0;
		do {
			$moved  = self::flush( $limit );
			$total += $moved;
		} while ( $moved >= $limit && microtime( true ) - $start < $seconds );
		update_option( self::LAST_FLUSH_OPTION, gmdate( 'Y-m-d H:i:s' ), false );
		return $total;
	}

	/**
	 * When the last flush ran (GMT, Y-m-d H:i:s), or null before the first.
	 */
	public static function last_flush(): ?string {
		$last = get_option( self::LAST_FLUSH_OPTION, '' );
		return is_string( $last ) && '' !== $last ? $last : null;
	}

	/**
	 * The database error of the last flush that could not commit ('' when none).
	 */
	public static function last_error(): string {
		return self::$last_error;
	}

	/**
	 * Claims up to $limit rows, oldest first, and gives how many it claimed.
	 *
	 * @param string $claim The token.
	 * @param int    $limit Most rows.
	 */
	private static function claim( string $claim, int $limit ): int {
		global $wpdb;
		$table = Schema::events_table();
		$stale = gmdate( 'Y-m-d H:i:s', time() - self::STALE_SECONDS );
		// The ids first (portable: the SQLite integration need not run UPDATE … LIMIT), then one UPDATE
		// over their range that re-checks each row, so that a row another flush claimed meanwhile stays its.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$table}` WHERE claim = '' OR claimed_at < %s ORDER BY id LIMIT %d", $stale, $limit ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
		$ids = array_map( 'intval', $ids );
		if ( ! $ids ) {
			return 0;
		}
		$result = $wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET claim = %s, claimed_at = %s WHERE id BETWEEN %d AND %d AND ( claim = '' OR claimed_at < %s )", $claim, gmdate( 'Y-m-d H:i:s' ), min( $ids ), max( $ids ), $stale ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
		return is_int( $result ) ? $result : 0;
	}

	/**
	 * Adds the claimed rows to the rollups and deletes them, in one transaction. Gives how many were
	 * moved, or null when a query failed (rolled back: try again).
	 *
	 * @param string $claim The token.
	 *
	 * @throws \Throwable What a gblocks_pro_insights_flushing callback threw, after the rollback.
	 */
	private static function move( string $claim ): ?int {
		global $wpdb;
		$events   = Schema::events_table();
		$suppress = $wpdb->suppress_errors( true );
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The upsert and the delete commit together.
		try {
			// Takes the rows again under a second token: locks them (MariaDB) and says how many are still
			// this flush's (a new value, so that MariaDB counts every row: it counts only rows it changed).
			$lock = bin2hex( random_bytes( 8 ) );
			$held = $wpdb->query( $wpdb->prepare( "UPDATE `{$events}` SET claim = %s, claimed_at = %s WHERE claim = %s", $lock, gmdate( 'Y-m-d H:i:s' ), $claim ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
			if ( ! is_int( $held ) ) {
				return self::abort();
			}
			if ( 0 === $held ) {
				$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Nothing to move.
				return 0;
			}
			$groups = $wpdb->get_results( $wpdb->prepare( "SELECT overlay_id, variant, kind, reason, device, page, SUBSTR(created_at, 1, 16) AS minute, COUNT(*) AS n FROM `{$events}` WHERE claim = %s GROUP BY overlay_id, variant, kind, reason, device, page, minute", $lock ), 'ARRAY_A' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
			if ( ! is_array( $groups ) || '' !== $wpdb->last_error ) {
				return self::abort();
			}
			$rollups = self::sum( $groups );
			if ( array_sum( array_column( $groups, 'n' ) ) !== $held || ! self::upsert( $rollups ) || ! self::upsert_totals( $rollups, 'day' ) || ! self::upsert_totals( $rollups, 'month' ) ) {
				return self::abort();
			}
			do_action( 'gblocks_pro_insights_flushing', 'upserted', $claim ); // phpcs:ignore WordPress.NamingConventions.ValidHookName -- Documented in flush().
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$events}` WHERE claim = %s", $lock ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
			if ( $deleted !== $held ) {
				return self::abort();
			}
			if ( false === $wpdb->query( 'COMMIT' ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Both steps at once.
				return self::abort();
			}
			return $held;
		} catch ( \Throwable $error ) {
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Nothing of a failed flush is kept.
			throw $error;
		} finally {
			$wpdb->suppress_errors( $suppress );
		}
	}

	/**
	 * Rolls the transaction back after a failed query and remembers why.
	 *
	 * @return null
	 */
	private static function abort() {
		global $wpdb;
		self::$last_error = '' !== $wpdb->last_error ? $wpdb->last_error : 'The rows of the flush changed while it ran.';
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Nothing of a failed flush is kept.
		return null;
	}

	/**
	 * Gives claimed rows back to the buffer (after a flush that could not commit).
	 *
	 * @param string $claim The token.
	 */
	private static function release( string $claim ): void {
		global $wpdb;
		$table = Schema::events_table();
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET claim = '', claimed_at = NULL WHERE claim = %s", $claim ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
	}

	/**
	 * The rollup rows of the grouped events: key => [ overlay, variant, day, device, page, counters… ],
	 * sorted by key (two flushes then take the rollups' row locks in one order).
	 *
	 * @param array<int, array<string, mixed>> $groups Events counted per (overlay, variant, kind, reason, device, page, minute).
	 * @return array<string, array{0: int, 1: int, 2: string, 3: int, 4: string, 5: array<string, int>}>
	 */
	private static function sum( array $groups ): array {
		$timezone = wp_timezone();
		$kinds    = Codes::kinds();
		$days     = array();
		$rollups  = array();
		foreach ( $groups as $group ) {
			$minute = (string) $group['minute'];
			if ( ! isset( $days[ $minute ] ) ) {
				$date            = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i', $minute, new \DateTimeZone( 'UTC' ) );
				$days[ $minute ] = false === $date ? gmdate( 'Y-m-d' ) : $date->setTimezone( $timezone )->format( 'Y-m-d' );
			}
			$kind = (int) $group['kind'];
			if ( $kinds['view'] === $kind ) {
				$column = 'views';
			} elseif ( $kinds['conversion'] === $kind ) {
				$column = 'conversions';
			} elseif ( $kinds['close'] === $kind ) {
				$column = Codes::close_column( (int) $group['reason'] );
			} else {
				$column = '';
			}
			if ( '' === $column ) {
				continue; // A code this version does not know: deleted with the others, counted nowhere.
			}
			$row = array( (int) $group['overlay_id'], (int) $group['variant'], $days[ $minute ], (int) $group['device'], (string) $group['page'] );
			$key = implode( "\0", $row );
			if ( ! isset( $rollups[ $key ] ) ) {
				$row[]           = array();
				$rollups[ $key ] = $row;
			}
			$rollups[ $key ][5][ $column ] = ( $rollups[ $key ][5][ $column ] ?? 0 ) + (int) $group['n'];
		}
		ksort( $rollups, SORT_STRING );
		return $rollups;
	}

	/**
	 * Adds the rollup rows, summed per (overlay, variant, period), to a totals table, UPSERT_ROWS per
	 * statement: per day to the daily totals, per month (Schema::month_key()) to the monthly ones.
	 * False when a statement failed.
	 *
	 * @param array<string, array{0: int, 1: int, 2: string, 3: int, 4: string, 5: array<string, int>}> $rollups The rows (sorted by key).
	 * @param 'day'|'month'                                                                             $period  The period, also the table's column.
	 */
	private static function upsert_totals( array $rollups, string $period ): bool {
		global $wpdb;
		$table  = 'month' === $period ? Schema::months_table() : Schema::totals_table();
		$totals = array();
		foreach ( $rollups as $row ) {
			$when = 'month' === $period ? Schema::month_key( $row[2] ) : $row[2];
			$key  = $row[0] . "\0" . $row[1] . "\0" . $when;
			if ( ! isset( $totals[ $key ] ) ) {
				$totals[ $key ] = array( $row[0], $row[1], $when, array() );
			}
			foreach ( $row[5] as $counter => $count ) {
				$totals[ $key ][3][ $counter ] = ( $totals[ $key ][3][ $counter ] ?? 0 ) + $count;
			}
		}
		ksort( $totals, SORT_STRING );
		$counters = Schema::TOTAL_COUNTERS;
		$update   = implode( ', ', array_map( static fn( string $column ): string => "{$column} = {$column} + VALUES({$column})", $counters ) );
		$columns  = "overlay_id, variant, {$period}, " . implode( ', ', $counters );
		$place    = '(%d, %d, %s' . str_repeat( ', %d', count( $counters ) ) . ')';
		foreach ( array_chunk( $totals, self::UPSERT_ROWS ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				array_push( $values, $row[0], $row[1], $row[2] );
				foreach ( $counters as $counter ) {
					$values[] = $row[3][ $counter ] ?? 0;
				}
			}
			$sql    = "INSERT INTO `{$table}` ({$columns}) VALUES " . implode( ', ', array_fill( 0, count( $chunk ), $place ) ) . " ON DUPLICATE KEY UPDATE {$update}";
			$result = $wpdb->query( $wpdb->prepare( $sql, $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table; every value is a placeholder.
			if ( false === $result ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Adds rollup rows to the table, UPSERT_ROWS per statement. False when a statement failed.
	 *
	 * @param array<string, array{0: int, 1: int, 2: string, 3: int, 4: string, 5: array<string, int>}> $rollups The rows.
	 */
	private static function upsert( array $rollups ): bool {
		global $wpdb;
		$table    = Schema::rollups_table();
		$counters = array_values( array_diff( Schema::COUNTERS, array( 'dropped' ) ) );
		$update   = implode( ', ', array_map( static fn( string $column ): string => "{$column} = {$column} + VALUES({$column})", $counters ) );
		$columns  = 'overlay_id, variant, day, device, page, ' . implode( ', ', $counters );
		$place    = '(%d, %d, %s, %d, %s' . str_repeat( ', %d', count( $counters ) ) . ')';
		foreach ( array_chunk( $rollups, self::UPSERT_ROWS ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				array_push( $values, $row[0], $row[1], $row[2], $row[3], $row[4] );
				foreach ( $counters as $counter ) {
					$values[] = $row[5][ $counter ] ?? 0;
				}
			}
			$sql    = "INSERT INTO `{$table}` ({$columns}) VALUES " . implode( ', ', array_fill( 0, count( $chunk ), $place ) ) . " ON DUPLICATE KEY UPDATE {$update}";
			$result = $wpdb->query( $wpdb->prepare( $sql, $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Our table; every value is a placeholder.
			if ( false === $result ) {
				return false;
			}
		}
		return true;
	}
}
