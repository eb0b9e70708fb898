<?php
/**
 * The reports of Insights, read from the daily rollups and their daily and monthly totals.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Reports;

use GBlocks_Pro\Insights\Storage\Codes;
use GBlocks_Pro\Insights\Storage\Schema;

/**
 * Totals per overlay, one overlay's report and the site's summary for a range of the site's days.
 * Every query is prepared, reads the rollup table (whose `day` is the site's day), or for the list's
 * totals the daily and monthly totals, and compares `day` (or `month`) with DATE (YYYY-MM) strings,
 * with no function around an indexed column, so that the primary key (overlay_id, variant, day, …) or
 * the index on the day (month) serves it. The REST routes and `wp gblocks overlay stats` are thin layers over it.
 */
final class Report {

	/**
	 * The post type of overlays: a report is of an overlay panel.
	 */
	private const OVERLAY_POST_TYPE = 'gblocks_overlay';

	/**
	 * How many pages the top pages hold.
	 */
	public const TOP_PAGES = 10;

	/**
	 * The error code of a missing table (answered 503; the screens offer the repair).
	 */
	public const TABLES_MISSING = 'gblocks_insights_tables_missing';

	/**
	 * Totals per overlay in the range, every overlay panel of the Overlay Panels list that has a totals
	 * row there (an overlay missing from the answer counted nothing), by id, with the sum of them and
	 * the events the rate limit dropped: `{ from, to, overlays: [ { id, views, closes, conversions,
	 * rate } ], total: { views, closes, conversions, rate }, dropped }`. The counts of an overlay
	 * deleted for good or in the trash (or of an id that is no overlay panel) are left out, so that the
	 * summary is of the overlays the list shows; they are kept, and one restored from the trash counts
	 * again with all of them.
	 *
	 * @param Range $range The days.
	 * @return array{from: string, to: string, overlays: list<array{id: int, views: int, closes: int, conversions: int, rate: float}>, total: array{views: int, closes: int, conversions: int, rate: float}, dropped: int}|\WP_Error
	 */
	public function totals( Range $range ): array|\WP_Error {
		$missing = self::missing_tables();
		if ( $missing ) {
			return $missing;
		}
		global $wpdb;
		// The whole months of the range from the monthly totals, its other days (the partial first and
		// last month, or all of a range within a month) from the daily totals: about 1 row per overlay
		// and month plus 1 per overlay and edge day, instead of 1 per overlay and day. One query, which
		// keeps only the ids of overlay panels out of the trash.
		list( $days, $months ) = self::split( $range );
		$closes                = self::closes_sum();
		$parts                 = array();
		$args                  = array();
		if ( $days ) {
			$where = array();
			foreach ( $days as $span ) {
				$where[] = '(day >= %s AND day <= %s)';
				array_push( $args, $span[0], $span[1] );
			}
			$parts[] = 'SELECT overlay_id, views, ' . $closes . ' AS closes, conversions FROM ' . Schema::totals_table() . ' WHERE overlay_id > 0 AND (' . implode( ' OR ', $where ) . ')';
		}
		if ( $months ) {
			$parts[] = 'SELECT overlay_id, views, ' . $closes . ' AS closes, conversions FROM ' . Schema::months_table() . ' WHERE overlay_id > 0 AND month >= %s AND month <= %s';
			array_push( $args, $months[0], $months[1] );
		}
		$args[] = self::OVERLAY_POST_TYPE;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table names come from Schema and $wpdb; the values are prepared.
		$rows     = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT sums.overlay_id, sums.views, sums.closes, sums.conversions FROM (SELECT overlay_id, SUM(views) AS views, SUM(closes) AS closes, SUM(conversions) AS conversions FROM (' . implode( ' UNION ALL ', $parts ) . ') AS counted GROUP BY overlay_id) AS sums INNER JOIN ' . $wpdb->posts . " AS posts ON posts.ID = sums.overlay_id AND posts.post_type = %s AND posts.post_status NOT IN ('trash', 'auto-draft') ORDER BY sums.overlay_id", $args ), 'ARRAY_A' );
		$overlays = array();
		$total    = array(
			'views'       => 0,
			'closes'      => 0,
			'conversions' => 0,
		);
		foreach ( $rows as $row ) {
			$counts = array(
				'views'       => (int) $row['views'],
				'closes'      => (int) $row['closes'],
				'conversions' => (int) $row['conversions'],
			);
			foreach ( $counts as $key => $count ) {
				$total[ $key ] += $count;
			}
			$overlays[] = array( 'id' => (int) $row['overlay_id'] ) + self::with_rate( $counts );
		}
		return array(
			'from'     => $range->from,
			'to'       => $range->to,
			'overlays' => $overlays,
			'total'    => self::with_rate( $total ),
			'dropped'  => $this->dropped( $range ),
		);
	}

	/**
	 * The site's summary of all overlays in the range: `{ from, to, total: { views, closes,
	 * conversions, rate }, overlays: <how many counted something>, dropped }`.
	 *
	 * @param Range $range The days.
	 * @return array{from: string, to: string, total: array{views: int, closes: int, conversions: int, rate: float}, overlays: int, dropped: int}|\WP_Error
	 */
	public function summary( Range $range ): array|\WP_Error {
		$totals = $this->totals( $range );
		if ( is_wp_error( $totals ) ) {
			return $totals;
		}
		return array(
			'from'     => $totals['from'],
			'to'       => $totals['to'],
			'total'    => $totals['total'],
			'overlays' => count( $totals['overlays'] ),
			'dropped'  => $totals['dropped'],
		);
	}

	/**
	 * One overlay's report: `{ id, title, from, to, totals: { views, closes, conversions, rate },
	 * previous: { from, to, views, closes, conversions, rate } | null (the same number of days before
	 * from, when $compare), days: [ { day, views, conversions } ] (every day of the range, zeros
	 * included), closes: { button, escape, outside, trigger, navigation }, pages: [ { page, views,
	 * conversions } ] (the TOP_PAGES most viewed: views, then conversions, descending, then the path),
	 * devices: { desktop: { views, conversions }, tablet: …, mobile: … } }`. An id that is not an
	 * overlay panel is a 404.
	 *
	 * @param int   $id      The overlay's post id.
	 * @param Range $range   The days.
	 * @param bool  $compare Whether to add the previous period.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function overlay( int $id, Range $range, bool $compare = false ): array|\WP_Error {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || self::OVERLAY_POST_TYPE !== $post->post_type ) {
			/* translators: %d: an overlay id. */
			return new \WP_Error( 'gblocks_insights_not_found', sprintf( __( 'There is no overlay panel with the id %d.', 'gblocks-pro' ), $id ), array( 'status' => 404 ) );
		}
		$missing = self::missing_tables();
		if ( $missing ) {
			return $missing;
		}
		$reasons = self::codes( 'reasons' );
		$by_day  = $this->by_day( $id, $range );
		$days    = array();
		$sums    = array_fill_keys( array_merge( array( 'views', 'conversions' ), array_keys( $reasons ) ), 0 );
		foreach ( $range->each_day() as $day ) {
			$row    = $by_day[ $day ] ?? array();
			$days[] = array(
				'day'         => $day,
				'views'       => (int) ( $row['views'] ?? 0 ),
				'conversions' => (int) ( $row['conversions'] ?? 0 ),
			);
			foreach ( array_keys( $sums ) as $key ) {
				$sums[ $key ] += (int) ( $row[ isset( $reasons[ $key ] ) ? 'closes_' . $key : $key ] ?? 0 );
			}
		}
		$closes = array_intersect_key( $sums, $reasons );
		return array(
			'id'       => $id,
			'title'    => (string) get_post_field( 'post_title', $post, 'raw' ),
			'from'     => $range->from,
			'to'       => $range->to,
			'totals'   => self::with_rate(
				array(
					'views'       => $sums['views'],
					'closes'      => array_sum( $closes ),
					'conversions' => $sums['conversions'],
				)
			),
			'previous' => $compare ? $this->previous( $id, $range->previous() ) : null,
			'days'     => $days,
			'closes'   => $closes,
			'pages'    => $this->pages( $id, $range ),
			'devices'  => $this->devices( $id, $range ),
		);
	}

	/**
	 * The range as the daily totals and the monthly ones hold it: the spans of days outside whole
	 * months (none, one or two, [first, last] each, Y-m-d), and the whole months ([first, last], Y-m,
	 * or null when the range holds none).
	 *
	 * @param Range $range The days.
	 * @return array{0: list<array{0: string, 1: string}>, 1: array{0: string, 1: string}|null}
	 */
	public static function split( Range $range ): array {
		$utc   = new \DateTimeZone( 'UTC' );
		$from  = new \DateTimeImmutable( $range->from . ' 00:00:00', $utc );
		$to    = new \DateTimeImmutable( $range->to . ' 00:00:00', $utc );
		$start = '01' === $from->format( 'd' ) ? $from : $from->modify( 'first day of next month' );
		$end   = $to->format( 'd' ) === $to->format( 't' ) ? $to : $to->modify( 'last day of previous month' );
		if ( $start > $end ) {
			return array( array( array( $range->from, $range->to ) ), null );
		}
		$days = array();
		if ( $start > $from ) {
			$days[] = array( $range->from, $start->modify( '-1 day' )->format( 'Y-m-d' ) );
		}
		if ( $end < $to ) {
			$days[] = array( $end->modify( '+1 day' )->format( 'Y-m-d' ), $range->to );
		}
		return array( $days, array( $start->format( 'Y-m' ), $end->format( 'Y-m' ) ) );
	}

	/**
	 * Whether every Insights table exists (Schema::exists(): the buffer, the rollups, the daily and the
	 * monthly totals), else the 503 the screens offer a repair for.
	 */
	public static function missing_tables(): ?\WP_Error {
		if ( Schema::exists() ) {
			return null;
		}
		return new \WP_Error( self::TABLES_MISSING, __( 'The Insights tables are missing. Repair them to count and report again.', 'gblocks-pro' ), array( 'status' => 503 ) );
	}

	/**
	 * The overlay's rollups summed per day of the range (days without a row are absent).
	 *
	 * @param int   $id    The overlay.
	 * @param Range $range The days.
	 * @return array<string, array<string, mixed>>
	 */
	private function by_day( int $id, Range $range ): array {
		global $wpdb;
		$columns = implode( ', ', array_map( static fn( string $column ): string => 'SUM(' . $column . ') AS ' . $column, self::count_columns() ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table and column names come from Schema and the codes; the values are prepared.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT day, ' . $columns . ' FROM ' . Schema::rollups_table() . ' WHERE overlay_id = %d AND day >= %s AND day <= %s GROUP BY day', $id, $range->from, $range->to ), 'ARRAY_A' );
		$days = array();
		foreach ( $rows as $row ) {
			$days[ substr( (string) $row['day'], 0, 10 ) ] = $row;
		}
		return $days;
	}

	/**
	 * The overlay's totals in the previous period.
	 *
	 * @param int   $id    The overlay.
	 * @param Range $range The previous period.
	 * @return array{from: string, to: string, views: int, closes: int, conversions: int, rate: float}
	 */
	private function previous( int $id, Range $range ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table name comes from Schema; the values are prepared.
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT SUM(views) AS views, SUM(' . self::closes_sum() . ') AS closes, SUM(conversions) AS conversions FROM ' . Schema::rollups_table() . ' WHERE overlay_id = %d AND day >= %s AND day <= %s', $id, $range->from, $range->to ), 'ARRAY_A' );
		return array(
			'from' => $range->from,
			'to'   => $range->to,
		) + self::with_rate(
			array(
				'views'       => (int) ( $row['views'] ?? 0 ),
				'closes'      => (int) ( $row['closes'] ?? 0 ),
				'conversions' => (int) ( $row['conversions'] ?? 0 ),
			)
		);
	}

	/**
	 * The overlay's most viewed pages in the range.
	 *
	 * @param int   $id    The overlay.
	 * @param Range $range The days.
	 * @return list<array{page: string, views: int, conversions: int}>
	 */
	private function pages( int $id, Range $range ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table name comes from Schema; the values are prepared.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT page, SUM(views) AS views, SUM(conversions) AS conversions FROM ' . Schema::rollups_table() . ' WHERE overlay_id = %d AND day >= %s AND day <= %s GROUP BY page ORDER BY views DESC, conversions DESC, page ASC LIMIT %d', $id, $range->from, $range->to, self::TOP_PAGES ), 'ARRAY_A' );
		return array_map(
			static fn( array $row ): array => array(
				'page'        => (string) $row['page'],
				'views'       => (int) $row['views'],
				'conversions' => (int) $row['conversions'],
			),
			array_values( $rows )
		);
	}

	/**
	 * The overlay's views and conversions per device class, every class present.
	 *
	 * @param int   $id    The overlay.
	 * @param Range $range The days.
	 * @return array<string, array{views: int, conversions: int}>
	 */
	private function devices( int $id, Range $range ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table name comes from Schema; the values are prepared.
		$rows    = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT device, SUM(views) AS views, SUM(conversions) AS conversions FROM ' . Schema::rollups_table() . ' WHERE overlay_id = %d AND day >= %s AND day <= %s GROUP BY device', $id, $range->from, $range->to ), 'ARRAY_A' );
		$by_code = array();
		foreach ( $rows as $row ) {
			$by_code[ (int) $row['device'] ] = $row;
		}
		$devices = array();
		foreach ( self::codes( 'devices' ) as $name => $code ) {
			$devices[ $name ] = array(
				'views'       => (int) ( $by_code[ $code ]['views'] ?? 0 ),
				'conversions' => (int) ( $by_code[ $code ]['conversions'] ?? 0 ),
			);
		}
		return $devices;
	}

	/**
	 * The events the rate limit dropped in the range (the site's own row, overlay_id 0).
	 *
	 * @param Range $range The days.
	 */
	private function dropped( Range $range ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The table name comes from Schema; the values are prepared.
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(dropped) FROM ' . Schema::rollups_table() . ' WHERE overlay_id = 0 AND day >= %s AND day <= %s', $range->from, $range->to ) );
	}

	/**
	 * Counts with their conversion rate: conversions per view (0 without views), to four places.
	 *
	 * @param array{views: int, closes: int, conversions: int} $counts The counts.
	 * @return array{views: int, closes: int, conversions: int, rate: float}
	 */
	public static function with_rate( array $counts ): array {
		return $counts + array( 'rate' => $counts['views'] > 0 ? round( $counts['conversions'] / $counts['views'], 4 ) : 0.0 );
	}

	/**
	 * The rollup columns a report sums: views, a closes_<reason> column per close reason, conversions.
	 *
	 * @return list<string>
	 */
	private static function count_columns(): array {
		return array_merge( array( 'views' ), self::close_columns(), array( 'conversions' ) );
	}

	/**
	 * The closes_<reason> columns, one per close reason of the codes.
	 *
	 * @return list<string>
	 */
	private static function close_columns(): array {
		return array_values( array_map( static fn( string $reason ): string => 'closes_' . $reason, array_keys( self::codes( 'reasons' ) ) ) );
	}

	/**
	 * The sum of the closes_<reason> columns, as an SQL expression.
	 */
	private static function closes_sum(): string {
		return implode( ' + ', self::close_columns() );
	}

	/**
	 * A map of names to codes of the shared codes file (Storage\Codes: `reasons`, `devices`), names
	 * checked to be plain identifiers (a reason names a column).
	 *
	 * @param string $map reasons or devices.
	 * @return array<string, int>
	 */
	public static function codes( string $map ): array {
		$codes = 'reasons' === $map ? Codes::reasons() : Codes::devices();
		return array_filter( $codes, static fn( $name ): bool => 1 === preg_match( '/^[a-z]+$/', (string) $name ), ARRAY_FILTER_USE_KEY );
	}
}
