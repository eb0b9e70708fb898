<?php
/**
 * The state of the Insights tables, and their repair.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Reports;

use GBlocks_Pro\Insights\Storage\Flusher;
use GBlocks_Pro\Insights\Storage\Schema;

/**
 * What the screens show when the tables are missing: `{ tables: bool, buffered: int, last_flush:
 * string|null }`, and the repair that recreates them (Schema::install()).
 */
final class Status {

	/**
	 * The option in which the flush records when it last ran (Flusher's: GMT, Y-m-d H:i:s).
	 */
	public const LAST_FLUSH_OPTION = Flusher::LAST_FLUSH_OPTION;

	/**
	 * Whether both tables exist, how many events wait in the buffer (0 without it), and when the buffer
	 * was last flushed (ISO 8601, GMT), or null.
	 *
	 * @return array{tables: bool, buffered: int, last_flush: string|null}
	 */
	public static function get(): array {
		global $wpdb;
		$tables   = Schema::exists();
		$buffered = 0;
		if ( $tables ) {
			$buffered = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::events_table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table name comes from Schema; nothing else in the query.
		}
		return array(
			'tables'     => $tables,
			'buffered'   => $buffered,
			'last_flush' => self::last_flush(),
		);
	}

	/**
	 * Creates the missing tables (Schema::install(), which leaves existing ones and their rows as they
	 * are), then answers the status; a 500 when the tables still cannot be created.
	 *
	 * @return array{tables: bool, buffered: int, last_flush: string|null}|\WP_Error
	 */
	public static function repair(): array|\WP_Error {
		Schema::install();
		$status = self::get();
		if ( ! $status['tables'] ) {
			return new \WP_Error( 'gblocks_insights_repair_failed', __( 'The Insights tables could not be created. Check that the database user may create tables.', 'gblocks-pro' ), array( 'status' => 500 ) );
		}
		return $status;
	}

	/**
	 * The last flush's time (Flusher::last_flush(), GMT) as ISO 8601, or null before the first.
	 */
	private static function last_flush(): ?string {
		$last = Flusher::last_flush();
		$time = null === $last ? false : strtotime( $last . ' UTC' );
		return false === $time ? null : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}
}
