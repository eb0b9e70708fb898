<?php
/**
 * How long daily rollups are kept (issue 38 §4: two years by default).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage;

use GBlocks_Pro\Insights\Settings;

/**
 * Removes rollup rows whose day is older than the retention, a few days' rows per DELETE (the table's
 * index on day bounds each one), so that a first pruning of years of rows never holds the table long.
 * The retention counts days, so a month is pruned partly: the monthly totals of the months wholly
 * before the removed days go, and those of the month the removed days end in are summed again from
 * the daily totals left (the monthly totals are always the sums of the daily totals kept).
 */
final class Retention {

	/**
	 * The setting (days, 30..3650; default 730).
	 */
	public const OPTION = Settings::RETENTION_DAYS;

	/**
	 * Days of rows one DELETE removes.
	 */
	private const CHUNK_DAYS = 7;

	/**
	 * The retention in days, from the site's setting (Settings::retention_days(): clamped to 30..3650).
	 */
	public static function days(): int {
		return Settings::retention_days();
	}

	/**
	 * The oldest day kept (site timezone, Y-m-d): today minus the retention plus one, so that the
	 * retention counts today.
	 *
	 * @param int|null $days The retention (default: the setting).
	 */
	public static function first_kept_day( ?int $days = null ): string {
		$days ??= self::days();
		return ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( '-' . ( $days - 1 ) . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * Removes the rollup rows of days before first_kept_day(), and the daily totals of the same days in
	 * the same step (the list's totals stay the sums of the rollups kept), with the monthly totals
	 * brought to the daily ones left (recount_month()), and gives how many rollup rows it removed.
	 *
	 * @param int|null $days    The retention (default: the setting; at least 1).
	 * @param int      $seconds Time budget: stops after the DELETE that passes it (the next run goes on).
	 */
	public static function prune( ?int $days = null, int $seconds = 20 ): int {
		global $wpdb;
		$rollups = Schema::rollups_table();
		$totals  = Schema::totals_table();
		$cutoff  = self::first_kept_day( null === $days ? null : max( 1, $days ) );
		$start   = microtime( true );
		$removed = 0;
		do {
			$oldest = array_filter(
				array(
					$wpdb->get_var( $wpdb->prepare( "SELECT MIN(day) FROM `{$rollups}` WHERE day < %s", $cutoff ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
					$wpdb->get_var( $wpdb->prepare( "SELECT MIN(day) FROM `{$totals}` WHERE day < %s", $cutoff ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
				),
				static fn( $day ): bool => is_string( $day ) && '' !== $day
			);
			if ( ! $oldest ) {
				break;
			}
			$until  = gmdate( 'Y-m-d', (int) strtotime( min( $oldest ) . ' 00:00:00 UTC +' . self::CHUNK_DAYS . ' days' ) );
			$until  = min( $until, $cutoff );
			$result = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$rollups}` WHERE day < %s", $until ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
			$summed = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$totals}` WHERE day < %s", $until ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
			if ( ! is_int( $result ) || ! is_int( $summed ) || ! self::recount_month( $until ) ) {
				break;
			}
			$removed += $result;
		} while ( microtime( true ) - $start < $seconds );
		return $removed;
	}

	/**
	 * After the days before $until were removed from the daily totals: removes the monthly totals of
	 * the months before $until's, and sums $until's month again from the daily totals left, unless
	 * $until is its first day (then no day of it was removed). Each statement alone: a flush adding to
	 * that month meanwhile (events buffered since then) adds to what the statement leaves. False when a
	 * statement failed.
	 *
	 * @param string $until The first day kept (Y-m-d).
	 */
	private static function recount_month( string $until ): bool {
		global $wpdb;
		$totals = Schema::totals_table();
		$months = Schema::months_table();
		$month  = Schema::month_key( $until );
		if ( ! is_int( $wpdb->query( $wpdb->prepare( "DELETE FROM `{$months}` WHERE month < %s", $month ) ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table; values are placeholders.
			return false;
		}
		if ( str_ends_with( $until, '-01' ) ) {
			return true;
		}
		$first = $month . '-01';
		$next  = gmdate( 'Y-m-d', (int) strtotime( $first . ' 00:00:00 UTC +1 month' ) );
		// The daily totals of the same overlay, variant and month.
		$same = "FROM `{$totals}` WHERE `{$totals}`.overlay_id = `{$months}`.overlay_id AND `{$totals}`.variant = `{$months}`.variant AND `{$totals}`.day >= %s AND `{$totals}`.day < %s";
		$sets = array();
		$args = array();
		foreach ( Schema::TOTAL_COUNTERS as $counter ) {
			$sets[] = "{$counter} = (SELECT COALESCE(SUM(`{$totals}`.{$counter}), 0) {$same})";
			array_push( $args, $first, $next );
		}
		$args[] = $month;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Our tables and columns; values are placeholders.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE `{$months}` SET " . implode( ', ', $sets ) . ' WHERE month = %s', $args ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- Our tables; values are placeholders (two of them in $same).
		$emptied = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$months}` WHERE month = %s AND NOT EXISTS (SELECT 1 {$same})", $month, $first, $next ) );
		return is_int( $updated ) && is_int( $emptied );
	}
}
