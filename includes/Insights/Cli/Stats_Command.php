<?php
/**
 * `wp gblocks overlay stats`, through Insights\Reports\Report.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Cli;

use GBlocks_Pro\Insights\Reports\Range;
use GBlocks_Pro\Insights\Reports\Report;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Registered as its own class under `wp gblocks overlay` (WP-CLI adds it to the overlay command), so
 * that Overlays knows nothing of Insights.
 */
final class Stats_Command {

	/**
	 * Shows what overlay panels counted: every overlay's totals, or one overlay's days.
	 *
	 * Without an id: a row per overlay that counted something in the range (id, title, views, closes,
	 * conversions, rate: conversions per view), then a row "total"; in JSON the whole report, with the
	 * events the rate limit dropped. With an id: a row per day of the range (zeros included), then a row
	 * "total"; in JSON the whole report (previous period, close reasons, top pages, devices).
	 *
	 * ## OPTIONS
	 *
	 * [<id>]
	 * : An overlay panel's id.
	 *
	 * [--from=<date>]
	 * : First day (YYYY-MM-DD, the site's day). Default: 29 days before --to.
	 *
	 * [--to=<date>]
	 * : Last day (YYYY-MM-DD, the site's day). Default: today.
	 *
	 * [--format=<format>]
	 * : table, json, csv or yaml.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks overlay stats --from=2026-01-01 --to=2026-01-31
	 *     wp gblocks overlay stats 12 --format=json
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function __invoke( array $args, array $assoc ): void {
		$format = Cli::format( $assoc, Cli::ITEM_FORMATS );
		$id     = isset( $args[0] ) ? Cli::id( $args[0], __( 'overlay id', 'gblocks-pro' ) ) : 0;
		$range  = Range::parse( self::option( $assoc, 'from' ), self::option( $assoc, 'to' ) );
		if ( is_wp_error( $range ) ) {
			$data = $range->get_error_data();
			Cli::fail( '--' . ( is_array( $data ) ? (string) ( $data['param'] ?? '' ) : '' ) . ': ' . $range->get_error_message() );
		}
		$report = $id > 0 ? ( new Report() )->overlay( $id, $range, true ) : ( new Report() )->totals( $range );
		if ( is_wp_error( $report ) ) {
			Cli::fail( $report );
		}
		if ( 'json' === $format ) {
			Cli::line( Cli::encode( $report ) );
			return;
		}
		if ( $id > 0 ) {
			$rows   = array_values( (array) $report['days'] );
			$rows[] = array(
				'day'         => 'total',
				'views'       => $report['totals']['views'],
				'conversions' => $report['totals']['conversions'],
			);
			Cli::table( $format, $rows, array( 'day', 'views', 'conversions' ) );
			return;
		}
		$rows = array();
		foreach ( (array) $report['overlays'] as $overlay ) {
			$rows[] = array(
				'id'    => $overlay['id'],
				'title' => (string) get_post_field( 'post_title', $overlay['id'], 'raw' ),
			) + $overlay;
		}
		$rows[] = array(
			'id'    => 'total',
			'title' => '',
		) + (array) $report['total'];
		Cli::table( $format, $rows, array( 'id', 'title', 'views', 'closes', 'conversions', 'rate' ) );
	}

	/**
	 * A named option's text, or null when it was not given.
	 *
	 * @param array<string, mixed> $assoc Named arguments.
	 * @param string               $name  The option.
	 */
	private static function option( array $assoc, string $name ): ?string {
		if ( ! array_key_exists( $name, $assoc ) ) {
			return null;
		}
		// --from without a value arrives as true, --from= as '': neither is a date.
		return is_string( $assoc[ $name ] ) && '' !== $assoc[ $name ] ? $assoc[ $name ] : '?';
	}
}
