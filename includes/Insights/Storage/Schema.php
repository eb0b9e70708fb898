<?php
/**
 * The tables of Insights: the append buffer of events, the daily rollups and their totals per day and per month (issue 38 §4).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage;

use GBlocks_Pro\Support\Feature;

/**
 * Per site (`$wpdb->prefix`): `{prefix}gblocks_insights_events`, where the collection endpoint appends,
 * `{prefix}gblocks_insights_daily`, the rollups the flush adds the events to and the reports read, and
 * `{prefix}gblocks_insights_totals`, the same counts per (overlay, variant, day) without device and page,
 * which the flush adds to in the same transaction, so that the list's totals read one row per overlay
 * and day (the bench: 200 overlays x 730 days took about 1 s from the rollups), and
 * `{prefix}gblocks_insights_monthly`, the same counts per (overlay, variant, month of the site's days),
 * added to in the same transaction too, so that a long range reads its whole months there and only the
 * days of its partial first and last month from the daily totals (version 3). A table of its own rather
 * than a period column in the daily totals: each table keeps one grain, so no query can sum a month
 * with its own days by mistake, and the daily totals' key, queries and pruning stay as they were.
 * Created with dbDelta, which works on MariaDB and on the SQLite integration. The version of the schema
 * is an autoloaded option, so that a request whose tables are current compares one number and makes no
 * query; an older one (or none) runs install() again, which dbDelta makes an upgrade.
 */
final class Schema implements Feature {

	/**
	 * The version of the tables this code expects. Raise it with every change to tables().
	 */
	public const VERSION = 3;

	/**
	 * The option holding the installed version (autoloaded).
	 */
	public const VERSION_OPTION = 'gblocks_pro_insights_schema';

	/**
	 * Set for an hour after an upgrade that could not create the tables.
	 */
	public const RETRY_TRANSIENT = 'gblocks_pro_insights_schema_retry';

	/**
	 * The buffer's name after the site's prefix.
	 */
	public const EVENTS = 'gblocks_insights_events';

	/**
	 * The rollups' name after the site's prefix.
	 */
	public const ROLLUPS = 'gblocks_insights_daily';

	/**
	 * The totals' name after the site's prefix (version 2).
	 */
	public const TOTALS = 'gblocks_insights_totals';

	/**
	 * The monthly totals' name after the site's prefix (version 3).
	 */
	public const MONTHS = 'gblocks_insights_monthly';

	/**
	 * The counters of a totals row: the rollups' without dropped (the site's own row stays in the rollups).
	 */
	public const TOTAL_COUNTERS = array( 'views', 'closes_button', 'closes_escape', 'closes_outside', 'closes_trigger', 'closes_navigation', 'conversions' );

	/**
	 * The counters of a rollup row, in the order of the table. Rows of overlay 0 are the site's own
	 * counters (dropped: events refused by the rate limit); the others are an overlay's.
	 */
	public const COUNTERS = array( 'views', 'closes_button', 'closes_escape', 'closes_outside', 'closes_trigger', 'closes_navigation', 'conversions', 'dropped' );

	/**
	 * Drops a deleted network site's tables with it (Plugin adds the same hook by class name).
	 */
	public function register(): void {
		add_filter( 'wpmu_drop_tables', array( self::class, 'drop_with_site' ), 10, 2 );
	}

	/**
	 * The buffer of the current site.
	 */
	public static function events_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::EVENTS;
	}

	/**
	 * The rollups of the current site.
	 */
	public static function rollups_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::ROLLUPS;
	}

	/**
	 * The totals per day of the current site.
	 */
	public static function totals_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TOTALS;
	}

	/**
	 * The totals per month of the current site.
	 */
	public static function months_table(): string {
		global $wpdb;
		return $wpdb->prefix . self::MONTHS;
	}

	/**
	 * The month (YYYY-MM, the key of the monthly totals) of a site's day (YYYY-MM-DD), in SQL: the
	 * same expression on MariaDB and on the SQLite integration.
	 *
	 * @param string $column A date column.
	 */
	public static function month_of( string $column ): string {
		return "SUBSTR({$column}, 1, 7)";
	}

	/**
	 * The month (YYYY-MM) of a site's day (YYYY-MM-DD) in PHP, as month_of() takes it in SQL.
	 *
	 * @param string $day The day.
	 */
	public static function month_key( string $day ): string {
		return substr( $day, 0, 7 );
	}

	/**
	 * Every table of the current site.
	 *
	 * @return string[]
	 */
	public static function all_tables(): array {
		return array( self::events_table(), self::rollups_table(), self::totals_table(), self::months_table() );
	}

	/**
	 * The tables of a site of a network, by its id (for wpmu_drop_tables).
	 *
	 * @param int $site_id The site.
	 * @return string[]
	 */
	public static function tables_of_site( int $site_id ): array {
		global $wpdb;
		$prefix = $wpdb->get_blog_prefix( $site_id );
		return array( $prefix . self::EVENTS, $prefix . self::ROLLUPS, $prefix . self::TOTALS, $prefix . self::MONTHS );
	}

	/**
	 * Creates the tables of the current site, or brings them to this version (dbDelta adds what is
	 * missing and changes what differs), then records the version when every table is there. A daily
	 * totals table it creates (the upgrade from version 1, a repair) is filled from the rollups, and a
	 * monthly totals table it creates (the upgrade from version 2, a repair), or one beside daily totals
	 * it created, from the daily totals. Idempotent; also what the reports' repair runs.
	 */
	public static function install(): void {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$found      = self::found();
		$had_totals = in_array( self::totals_table(), $found, true );
		$had_months = in_array( self::months_table(), $found, true );
		foreach ( self::tables() as $sql ) {
			dbDelta( $sql );
		}
		$found = self::found();
		if ( ! $had_totals && in_array( self::totals_table(), $found, true ) ) {
			// The daily totals from the rollups, and the monthly ones from them (one transaction).
			if ( ! self::backfill_totals() ) {
				// Not filled: dropped, so that the next upgrade (or repair) creates and fills them again.
				self::drop_table( self::totals_table() );
			}
		} elseif ( ! $had_months && in_array( self::months_table(), $found, true ) && ! self::backfill_months() ) {
			self::drop_table( self::months_table() );
		}
		if ( self::exists() ) {
			update_option( self::VERSION_OPTION, self::VERSION, true );
		}
	}

	/**
	 * Drops one of the current site's tables.
	 *
	 * @param string $table One of all_tables().
	 */
	private static function drop_table( string $table ): void {
		global $wpdb;
		$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- Our own table name, from this class.
	}

	/**
	 * Whether every table of the current site exists (one query).
	 */
	public static function exists(): bool {
		return ! array_diff( self::all_tables(), self::found() );
	}

	/**
	 * The Insights tables the current site has (one query).
	 *
	 * @return string[]
	 */
	private static function found(): array {
		global $wpdb;
		$found = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'gblocks_insights_' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- No API lists tables; asked only by the status, the repair and the upgrade.
		return array_map( 'strval', $found );
	}

	/**
	 * Sets the daily totals to the sums of the rollups per (overlay, variant, day), and the monthly
	 * totals to those per (overlay, variant, month), in one transaction (the upgrade that creates the
	 * daily totals table, so that an upgraded site's list is right at once). False when a statement
	 * failed (rolled back).
	 */
	public static function backfill_totals(): bool {
		global $wpdb;
		$totals  = self::totals_table();
		$rollups = self::rollups_table();
		$columns = implode( ', ', self::TOTAL_COUNTERS );
		$sums    = self::sums();
		return self::in_transaction(
			static fn(): bool => false !== $wpdb->query( "DELETE FROM `{$totals}`" ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table, no input.
				&& false !== $wpdb->query( "INSERT INTO `{$totals}` (overlay_id, variant, day, {$columns}) SELECT overlay_id, variant, day, {$sums} FROM `{$rollups}` WHERE overlay_id > 0 GROUP BY overlay_id, variant, day" ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our tables, no input.
				&& self::fill_months()
		);
	}

	/**
	 * Sets the monthly totals to the sums of the daily totals per (overlay, variant, month), in one
	 * transaction (the upgrade from version 2, a repair of the monthly table). False when a statement
	 * failed (rolled back).
	 */
	public static function backfill_months(): bool {
		return self::in_transaction( static fn(): bool => self::fill_months() );
	}

	/**
	 * Replaces the monthly totals with the daily totals summed per month (inside a transaction).
	 */
	private static function fill_months(): bool {
		global $wpdb;
		$totals  = self::totals_table();
		$months  = self::months_table();
		$columns = implode( ', ', self::TOTAL_COUNTERS );
		$sums    = self::sums();
		$month   = self::month_of( 'day' );
		return false !== $wpdb->query( "DELETE FROM `{$months}`" ) // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table, no input.
			&& false !== $wpdb->query( "INSERT INTO `{$months}` (overlay_id, variant, month, {$columns}) SELECT overlay_id, variant, {$month}, {$sums} FROM `{$totals}` GROUP BY overlay_id, variant, {$month}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our tables, no input.
	}

	/**
	 * SUM() of each totals counter, in the order of TOTAL_COUNTERS.
	 */
	private static function sums(): string {
		return implode( ', ', array_map( static fn( string $column ): string => "SUM({$column})", self::TOTAL_COUNTERS ) );
	}

	/**
	 * Runs $steps in a transaction with errors suppressed: committed when they give true, else rolled back.
	 *
	 * @param callable(): bool $steps The statements.
	 */
	private static function in_transaction( callable $steps ): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The totals are replaced at once.
		$ok = $steps();
		if ( $ok ) {
			$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- See above.
		} else {
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- See above.
		}
		$wpdb->suppress_errors( $suppress );
		return $ok;
	}

	/**
	 * The upgrade routine (init): installs when the stored version is older than the code's, and
	 * schedules the flush and the pruning. One autoloaded option compared; no query when current.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( self::VERSION_OPTION, 0 ) >= self::VERSION || false !== get_transient( self::RETRY_TRANSIENT ) ) {
			return;
		}
		self::install();
		Cron::schedule();
		if ( ! self::exists() ) {
			// The database refused (no CREATE right, a full disk): try again in an hour, not on every request.
			set_transient( self::RETRY_TRANSIENT, 1, HOUR_IN_SECONDS );
		}
	}

	/**
	 * Drops the tables of the current site and forgets the version (uninstall).
	 */
	public static function drop(): void {
		global $wpdb;
		foreach ( self::all_tables() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange -- Our own table names, from this class.
		}
		delete_option( self::VERSION_OPTION );
	}

	/**
	 * Adds a deleted site's tables to those WordPress drops with it (wpmu_drop_tables).
	 *
	 * @param mixed $tables  The tables WordPress drops.
	 * @param mixed $site_id The site being deleted.
	 * @return array<int|string, mixed>
	 */
	public static function drop_with_site( $tables, $site_id = 0 ): array {
		$tables = is_array( $tables ) ? $tables : array();
		foreach ( self::tables_of_site( (int) $site_id ) as $table ) {
			if ( ! in_array( $table, $tables, true ) ) {
				$tables[] = $table;
			}
		}
		return $tables;
	}

	/**
	 * The CREATE TABLE statements, written as dbDelta reads them (one column per line, two spaces after
	 * PRIMARY KEY, KEY not INDEX). The page is text in the site's collation: case-insensitive on MariaDB
	 * and on the SQLite integration (which makes every text column NOCASE), so /About/ and /about/ (and
	 * %C3%A9 and %c3%a9) are one page on both, as WordPress resolves them to one.
	 *
	 * @return array<string, string> Table => statement.
	 */
	public static function tables(): array {
		global $wpdb;
		$charset = $wpdb->get_charset_collate();
		$events  = self::events_table();
		$rollups = self::rollups_table();
		$totals  = self::totals_table();
		$months  = self::months_table();
		$columns = '';
		foreach ( self::COUNTERS as $counter ) {
			$columns .= "\n  {$counter} int(10) unsigned NOT NULL DEFAULT '0',";
		}
		$sums = '';
		foreach ( self::TOTAL_COUNTERS as $counter ) {
			$sums .= "\n  {$counter} int(10) unsigned NOT NULL DEFAULT '0',";
		}
		return array(
			$events  => "CREATE TABLE {$events} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  overlay_id bigint(20) unsigned NOT NULL,
  variant smallint(5) unsigned NOT NULL DEFAULT '0',
  kind tinyint(3) unsigned NOT NULL,
  reason tinyint(3) unsigned NOT NULL DEFAULT '0',
  device tinyint(3) unsigned NOT NULL,
  page varchar(191) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  claim char(16) NOT NULL DEFAULT '',
  claimed_at datetime NULL,
  PRIMARY KEY  (id),
  KEY claim (claim,id)
) {$charset};",
			$rollups => "CREATE TABLE {$rollups} (
  overlay_id bigint(20) unsigned NOT NULL,
  variant smallint(5) unsigned NOT NULL DEFAULT '0',
  day date NOT NULL,
  device tinyint(3) unsigned NOT NULL DEFAULT '0',
  page varchar(191) NOT NULL DEFAULT '',{$columns}
  PRIMARY KEY  (overlay_id,variant,day,device,page),
  KEY day (day,overlay_id)
) {$charset};",
			$totals  => "CREATE TABLE {$totals} (
  overlay_id bigint(20) unsigned NOT NULL,
  variant smallint(5) unsigned NOT NULL DEFAULT '0',
  day date NOT NULL,{$sums}
  PRIMARY KEY  (overlay_id,variant,day),
  KEY day (day,overlay_id)
) {$charset};",
			$months  => "CREATE TABLE {$months} (
  overlay_id bigint(20) unsigned NOT NULL,
  variant smallint(5) unsigned NOT NULL DEFAULT '0',
  month char(7) NOT NULL,{$sums}
  PRIMARY KEY  (overlay_id,variant,month),
  KEY month (month,overlay_id)
) {$charset};",
		);
	}
}
