<?php
/**
 * Insights reports over 200 overlays x 730 days of rollups (issue 38 budget: the list's columns, over
 * 30 days up to 730, and the Insights view of one overlay over 30 days answer in at most 50 ms of
 * server time each).
 *
 * Seeded: 200 overlay panels, each with rollup rows on every one of 730 days ending today, on the three
 * device classes and 1 to 6 pages a day (3 to 18 rows per overlay and day, 10.5 on average: an overlay
 * shown on a handful of pages), about 1.53 million rows, plus the site's dropped counter per day. Rows
 * are written straight through the SQLite connection under the driver (untimed). Timed: the whole REST
 * request in-process (rest_do_request: routing, permission, validation, the Report service's queries
 * through $wpdb and the SQLite driver, the envelope), as an administrator, the object cache flushed
 * before each run.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Insights\Storage\Schema;

wp_set_current_user( 1 );
global $wpdb;

$gblocks_ir_ids = array();
for ( $gblocks_ir_i = 1; $gblocks_ir_i <= 200; $gblocks_ir_i++ ) {
	$gblocks_ir_ids[] = (int) wp_insert_post(
		array(
			'post_title'  => 'Bench overlay ' . $gblocks_ir_i,
			'post_type'   => 'gblocks_overlay',
			'post_status' => 'publish',
		)
	);
}
$gblocks_ir_today = current_datetime()->setTime( 0, 0 );
$gblocks_ir_table = Schema::rollups_table();
$gblocks_ir_rows  = 0;
$gblocks_ir_start = microtime( true );
$gblocks_ir_pdo   = $wpdb->dbh->get_sqlite_pdo(); // @phpstan-ignore-line -- The SQLite integration's connection (the bench runs on SQLite).
$gblocks_ir_pdo->beginTransaction();
$gblocks_ir_insert = $gblocks_ir_pdo->prepare( "INSERT INTO {$gblocks_ir_table} (overlay_id, variant, day, device, page, views, closes_button, closes_escape, closes_outside, closes_trigger, closes_navigation, conversions, dropped) VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)" );
mt_srand( 38 );
for ( $gblocks_ir_d = 0; $gblocks_ir_d < 730; $gblocks_ir_d++ ) {
	$gblocks_ir_day = $gblocks_ir_today->modify( '-' . $gblocks_ir_d . ' days' )->format( 'Y-m-d' );
	$gblocks_ir_pdo->prepare( "INSERT INTO {$gblocks_ir_table} (overlay_id, variant, day, device, page, dropped) VALUES (0, 0, ?, 0, '', ?)" )->execute( array( $gblocks_ir_day, mt_rand( 0, 5 ) ) );
	foreach ( $gblocks_ir_ids as $gblocks_ir_n => $gblocks_ir_id ) {
		$gblocks_ir_pages = 1 + ( $gblocks_ir_n * 7 + $gblocks_ir_d ) % 6;
		for ( $gblocks_ir_device = 1; $gblocks_ir_device <= 3; $gblocks_ir_device++ ) {
			for ( $gblocks_ir_p = 0; $gblocks_ir_p < $gblocks_ir_pages; $gblocks_ir_p++ ) {
				$gblocks_ir_views = mt_rand( 1, 60 );
				$gblocks_ir_insert->execute( array( $gblocks_ir_id, $gblocks_ir_day, $gblocks_ir_device, '/page-' . $gblocks_ir_p . '/', $gblocks_ir_views, mt_rand( 0, 9 ), mt_rand( 0, 3 ), mt_rand( 0, 3 ), mt_rand( 0, 1 ), mt_rand( 0, 2 ), intdiv( $gblocks_ir_views, 12 ) ) );
				++$gblocks_ir_rows;
			}
		}
	}
}
$gblocks_ir_pdo->commit();
Bench::line( 'insights reports: rollup rows seeded (200 overlays x 730 days x 3 devices x 1-6 pages)', $gblocks_ir_rows, 'rows' );
Bench::line( 'insights reports: seeding time (untimed setup)', round( microtime( true ) - $gblocks_ir_start, 1 ), 's' );
// The totals per (overlay, variant, day) and per (overlay, variant, month) that the flush keeps with
// the rollups, filled here as the upgrade fills them on a site that already has rollups (one INSERT …
// SELECT … GROUP BY each: the daily totals from the rollups, the monthly ones from the daily totals).
$gblocks_ir_start = microtime( true );
if ( ! Schema::backfill_totals() ) {
	$GLOBALS['gblocks_bench_over'] = true;
	fwrite( STDERR, 'insights reports: the totals could not be filled: ' . $wpdb->last_error . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI output.
}
Bench::line( 'insights reports: the upgrade\'s backfill of the daily and monthly totals from the rollups', round( microtime( true ) - $gblocks_ir_start, 1 ), 's' );
$gblocks_ir_start = microtime( true );
if ( ! Schema::backfill_months() ) {
	$GLOBALS['gblocks_bench_over'] = true;
	fwrite( STDERR, 'insights reports: the monthly totals could not be filled: ' . $wpdb->last_error . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI output.
}
Bench::line( 'insights reports: the upgrade\'s backfill of the monthly totals from the daily ones (schema 2 to 3)', round( microtime( true ) - $gblocks_ir_start, 1 ), 's' );
Bench::line( 'insights reports: totals rows (200 overlays x 730 days)', (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::totals_table() ), 'rows' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
Bench::line( 'insights reports: monthly totals rows (200 overlays x the months of 730 days)', (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::months_table() ), 'rows' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared

$gblocks_ir_get   = static function ( string $route, array $params ): void {
	$request = new \WP_REST_Request( 'GET', '/generateblocks-pro/overlays/v1/insights' . $route );
	$request->set_query_params( $params );
	$response = rest_do_request( $request );
	if ( 200 !== $response->get_status() ) {
		$GLOBALS['gblocks_bench_over'] = true;
		fwrite( STDERR, 'insights reports: ' . $route . ' answered ' . $response->get_status() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI output.
	}
};
$gblocks_ir_one   = '/' . $gblocks_ir_ids[77];
$gblocks_ir_range = static fn( int $days ): array => array(
	'from' => $gblocks_ir_today->modify( '-' . ( $days - 1 ) . ' days' )->format( 'Y-m-d' ),
	'to'   => $gblocks_ir_today->format( 'Y-m-d' ),
);
$gblocks_ir_flush = static fn() => wp_cache_flush();

// The budgeted figures: the list's columns and one overlay's Insights view (with the previous
// period) over the default range, the last 30 days.
foreach ( array(
	'list (GET insights)'                          => '',
	'Insights view (GET insights/{id}, compare=1)' => $gblocks_ir_one,
) as $gblocks_ir_name => $gblocks_ir_route ) {
	$gblocks_ir_params = $gblocks_ir_range( 30 ) + ( '' === $gblocks_ir_route ? array() : array( 'compare' => 1 ) );
	$gblocks_ir_times  = Bench::series( static fn() => $gblocks_ir_get( $gblocks_ir_route, $gblocks_ir_params ), Bench::ROUNDS, $gblocks_ir_flush );
	Bench::figure( 'insights reports: ' . $gblocks_ir_name . ', last 30 days', $gblocks_ir_times['times'], 1000, 'ms', 50.0, 'rounds', $gblocks_ir_times['calibration'] );
}
// Longer ranges (the presets 90 days and 12 months, and the whole 730 days): the list against the
// same 50 ms (it reads the whole months from the monthly totals), and so is the Insights view (the
// issue's budget is for both over 200 overlays x 730 days).
foreach ( array( 90, 365, 730 ) as $gblocks_ir_days ) {
	foreach ( array(
		'list'          => '',
		'Insights view' => $gblocks_ir_one,
	) as $gblocks_ir_name => $gblocks_ir_route ) {
		$gblocks_ir_params = $gblocks_ir_range( $gblocks_ir_days ) + ( '' === $gblocks_ir_route ? array() : array( 'compare' => 1 ) );
		$gblocks_ir_times  = Bench::series( static fn() => $gblocks_ir_get( $gblocks_ir_route, $gblocks_ir_params ), 20, $gblocks_ir_flush, 1 );
		Bench::figure( 'insights reports: ' . $gblocks_ir_name . ', last ' . $gblocks_ir_days . ' days', $gblocks_ir_times['times'], 1000, 'ms', 50.0, 'rounds', $gblocks_ir_times['calibration'] );
	}
}

// Leave the site as the next benchmark expects it.
$wpdb->query( "DELETE FROM {$gblocks_ir_table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
$wpdb->query( 'DELETE FROM ' . Schema::totals_table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
$wpdb->query( 'DELETE FROM ' . Schema::months_table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
foreach ( $gblocks_ir_ids as $gblocks_ir_id ) {
	wp_delete_post( $gblocks_ir_id, true );
}
wp_cache_flush();
