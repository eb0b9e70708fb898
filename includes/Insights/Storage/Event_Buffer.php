<?php
/**
 * The append buffer of Insights events (issue 38 §4).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage;

/**
 * Appends events to `{prefix}gblocks_insights_events` in one multi-row INSERT (in SQLite's own SQL on
 * SQLite: Native_Sqlite), the only write of events a counted batch costs; the flush moves them into the
 * daily rollups later. Nothing about the visitor is stored:
 * an event is an overlay, a variant, what happened, a device class, a page path and a time.
 */
final class Event_Buffer {

	/**
	 * Most rows of one INSERT statement (a longer list is written in several).
	 */
	private const ROWS_PER_STATEMENT = 500;

	/**
	 * Appends events and gives how many were written. An event that is not valid (an overlay id below
	 * 1, an unknown kind or device, a close without a known reason, a variant out of 0..65535) is left
	 * out; the collection endpoint refuses such batches before they get here.
	 *
	 * @param array<int, mixed> $events Each array{overlay:int, variant?:int, kind:'view'|'close'|'conversion',
	 *                                  reason?:string, device:'desktop'|'tablet'|'mobile', page:string,
	 *                                  time?:int (Unix time; now by default)}.
	 */
	public static function append( array $events ): int {
		global $wpdb;
		$rows = array();
		$now  = time();
		foreach ( $events as $event ) {
			$row = is_array( $event ) ? self::row( $event, $now ) : null;
			if ( null !== $row ) {
				$rows[] = $row;
			}
		}
		$table   = Schema::events_table();
		$columns = ' (overlay_id, variant, kind, reason, device, page, created_at, claim) VALUES ';
		$written = 0;
		foreach ( array_chunk( $rows, self::ROWS_PER_STATEMENT ) as $chunk ) {
			$values = array_merge( ...$chunk );
			// On SQLite, in its own SQL (Native_Sqlite: the MySQL statement costs 3.5 ms there).
			$native = Native_Sqlite::run( 'INSERT INTO ' . Native_Sqlite::name( $table ) . $columns . implode( ', ', array_fill( 0, count( $chunk ), "(?, ?, ?, ?, ?, ?, ?, '')" ) ), $values );
			if ( null !== $native ) {
				$written += $native->rowCount();
				continue;
			}
			$places   = implode( ', ', array_fill( 0, count( $chunk ), "(%d, %d, %d, %d, %d, %s, %s, '')" ) );
			$result   = $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}`" . $columns . $places, $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Our table; every value is a placeholder.
			$written += is_int( $result ) ? $result : 0;
		}
		return $written;
	}

	/**
	 * Adds events refused by the rate limit to today's (site timezone) count of dropped events, the
	 * site's own row of the rollups (overlay 0).
	 *
	 * @param int $count How many were refused.
	 */
	public static function drop( int $count ): void {
		global $wpdb;
		if ( $count < 1 ) {
			return;
		}
		$table = Schema::rollups_table();
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (overlay_id, variant, day, device, page, dropped) VALUES (0, 0, %s, 0, '', %d) ON DUPLICATE KEY UPDATE dropped = dropped + VALUES(dropped)", wp_date( 'Y-m-d' ), $count ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
	}

	/**
	 * How many events wait in the buffer (the reports' status).
	 */
	public static function count(): int {
		global $wpdb;
		$table = Schema::events_table();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table, no input.
	}

	/**
	 * A page as stored: the path without query or fragment, cut to the column's width.
	 *
	 * @param string $page A path.
	 */
	public static function page( string $page ): string {
		$page = (string) preg_replace( '/[?#].*$/s', '', $page );
		$page = mb_check_encoding( $page, 'UTF-8' ) ? $page : mb_scrub( $page, 'UTF-8' );
		return mb_substr( $page, 0, Codes::page_length(), 'UTF-8' );
	}

	/**
	 * The values of an event's row, or null when it is not valid.
	 *
	 * @param array<mixed> $event The event.
	 * @param int          $now   The time of an event without one.
	 * @return array{0: int, 1: int, 2: int, 3: int, 4: int, 5: string, 6: string}|null
	 */
	private static function row( array $event, int $now ): ?array {
		$overlay = $event['overlay'] ?? null;
		$variant = $event['variant'] ?? 0;
		$kind    = is_string( $event['kind'] ?? null ) ? Codes::kind( $event['kind'] ) : 0;
		$device  = is_string( $event['device'] ?? null ) ? Codes::device( $event['device'] ) : 0;
		$reason  = is_string( $event['reason'] ?? null ) ? Codes::reason( $event['reason'] ) : 0;
		$time    = $event['time'] ?? $now;
		$page    = $event['page'] ?? '';
		if ( ! is_int( $overlay ) || $overlay < 1 || ! is_int( $variant ) || $variant < 0 || $variant > 65535 || 0 === $kind || 0 === $device || ! is_int( $time ) || $time < 1 || ! is_string( $page ) ) {
			return null;
		}
		$close = Codes::kind( 'close' ) === $kind;
		if ( $close && 0 === $reason ) {
			return null;
		}
		return array( $overlay, $variant, $kind, $close ? $reason : 0, $device, self::page( $page ), gmdate( 'Y-m-d H:i:s', $time ) );
	}
}
