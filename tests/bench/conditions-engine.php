<?php
/**
 * Conditions engine figures: evaluation cost per condition (cold and memoised), 20 conditions over
 * 300 blocks, the usage scan over 10,000 posts, and the conditions list route against /wp/v2/posts
 * at the same page size (DESIGN §10).
 *
 * The engine's figures are the plugin's work alone (there is no "without"), timed over 200 rounds. The
 * scan and the usage route take a good part of a second each, so they are timed over 15 rounds. The list
 * route and /wp/v2/posts are timed in interleaved rounds and compared round by round (the ratio).
 *
 * The 10,000 posts are inserted with multi-row prepared INSERTs inside one transaction (500 rows per
 * statement), not with wp_insert_post(), so that the setup takes about a second.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Usage\Usage_Scanner;

// Ten thousand posts leave the shared bench database and memory in a state that skews the figures
// of the benchmarks that run after this one: run in a WordPress of its own.
if ( ! getenv( 'GBLOCKS_BENCH_ISOLATED' ) ) {
	$gblocks_command = 'GBLOCKS_BENCH_ISOLATED=1 ' . escapeshellarg( PHP_BINARY ) . ' -d memory_limit=1G ' . escapeshellarg( __DIR__ . '/run.php' ) . ' ' . escapeshellarg( __FILE__ );
	passthru( $gblocks_command, $gblocks_code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_passthru -- A child PHP process of the bench runner.
	if ( 0 !== $gblocks_code ) {
		$GLOBALS['gblocks_bench_over'] = true;
	}
	return;
}

global $wpdb;
wp_set_current_user( 1 );

// A realistic mix of rows, one condition per row shape.
$gblocks_rows       = array(
	array( 'location', 'general:front_page', 'is', '' ),
	array( 'location', 'post:page', 'includes_any', '["2","3"]' ),
	array( 'location', 'post_terms:category', 'includes_any', '["1"]' ),
	array( 'user_role', 'general:logged_in', 'is', '' ),
	array( 'user_role', 'role:editor', 'is_not', '' ),
	array( 'date_time', 'current_time', 'between', '22:00, 06:00' ),
	array( 'date_time', 'day_of_week', 'excludes_any', '["6","7"]' ),
	array( 'device', 'mobile', 'is', '' ),
	array( 'query_arg', 'custom', 'equals', 'utm_source|newsletter' ),
	array( 'referrer', 'custom', 'contains', 'example.org' ),
	array( 'post_meta', 'custom', 'greater_than', 'price|10' ),
	array( 'user_meta', 'first_name', 'has_value', '' ),
	array( 'cookie', 'custom', 'exists', 'visited|' ),
	array( 'language', 'language', 'is', 'en' ),
	array( 'options', 'blogname', 'contains', 'Bench' ),
	array( 'author', 'author_id', 'is', '1' ),
);
$gblocks_conditions = array();
for ( $gblocks_i = 0; $gblocks_i < 20; $gblocks_i++ ) {
	list( $gblocks_type, $gblocks_rule, $gblocks_op, $gblocks_value ) = $gblocks_rows[ $gblocks_i % count( $gblocks_rows ) ];
	$gblocks_id = wp_insert_post(
		array(
			'post_type'   => Post_Type::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => 'Bench condition ' . $gblocks_i,
		)
	);
	Post_Type::save_tree(
		$gblocks_id,
		array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array(
						array(
							'type'     => $gblocks_type,
							'rule'     => $gblocks_rule,
							'operator' => $gblocks_op,
							'value'    => $gblocks_value,
						),
						array(
							'type'     => 'location',
							'rule'     => 'general:site',
							'operator' => 'is',
							'value'    => '',
						),
					),
				),
			),
		)
	);
	$gblocks_conditions[] = $gblocks_id;
}
$gblocks_context = wp_insert_post(
	array(
		'post_title'  => 'Context',
		'post_status' => 'publish',
	)
);
add_post_meta( $gblocks_context, 'price', '15' );
$GLOBALS['wp_the_query'] = new \WP_Query( array( 'p' => $gblocks_context ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being evaluated.
$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited

// Cold: nothing loaded, nothing memoised (the registry itself is built once per request and stays).
$gblocks_cold = Bench::series(
	static function () use ( $gblocks_conditions, $gblocks_context ): void {
		Decisions::prime( $gblocks_conditions );
		foreach ( $gblocks_conditions as $gblocks_condition ) {
			Decisions::decide( $gblocks_condition, false, $gblocks_context );
		}
	},
	Bench::ROUNDS,
	static function () use ( $gblocks_context ): void {
		Decisions::flush();
		wp_cache_delete( $gblocks_context, 'post_meta' );
	}
);
$gblocks_memo = Bench::series(
	static function () use ( $gblocks_conditions, $gblocks_context ): void {
		for ( $gblocks_n = 0; $gblocks_n < 50; $gblocks_n++ ) {
			foreach ( $gblocks_conditions as $gblocks_condition ) {
				Decisions::decide( $gblocks_condition, false, $gblocks_context );
			}
		}
	}
);
Bench::figure( 'conditions: evaluation per condition, cold (load + evaluate, 20 conditions primed together)', array_map( static fn( float $t ): float => $t / count( $gblocks_conditions ), $gblocks_cold['times'] ), 1e6, 'µs', null, 'rounds' );
Bench::figure( 'conditions: evaluation per condition, memoised', array_map( static fn( float $t ): float => $t / ( 50 * count( $gblocks_conditions ) ), $gblocks_memo['times'] ), 1e6, 'µs', null, 'rounds' );

// 20 conditions used by 300 blocks on one page: one query to prime, none per block. All of it is the
// plugin's work, so the figure is its time.
$gblocks_page   = static function () use ( $gblocks_conditions, $gblocks_context ): void {
	Decisions::prime( $gblocks_conditions );
	for ( $gblocks_block = 0; $gblocks_block < 300; $gblocks_block++ ) {
		Decisions::decide( $gblocks_conditions[ $gblocks_block % 20 ], false, $gblocks_context );
	}
};
$gblocks_flush  = static fn() => Decisions::flush();
$gblocks_page_s = Bench::series( $gblocks_page, Bench::ROUNDS, $gblocks_flush );
$gblocks_flush();
$gblocks_before = $wpdb->num_queries;
$gblocks_page();
Bench::figure( 'conditions: 20 conditions on a 300-block page, evaluation time (prime included)', $gblocks_page_s['times'], 1000, 'ms', 2.0, 'rounds', $gblocks_page_s['calibration'] );
Bench::line( 'conditions: 20 conditions on a 300-block page, DB queries (the prime only)', (float) ( $wpdb->num_queries - $gblocks_before ), 'queries', 1.0 );

// 10,000 posts, one in ten using the condition, inserted in one transaction.
$gblocks_target = $gblocks_conditions[0];
$gblocks_start  = hrtime( true );
$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
for ( $gblocks_batch = 0; $gblocks_batch < 20; $gblocks_batch++ ) {
	$gblocks_values = array();
	for ( $gblocks_i = 0; $gblocks_i < 500; $gblocks_i++ ) {
		$gblocks_n        = $gblocks_batch * 500 + $gblocks_i;
		$gblocks_uses     = 0 === $gblocks_n % 10;
		$gblocks_content  = '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph ' . ( $gblocks_uses ? '{"gbBlockCondition":"' . $gblocks_target . '"} ' : '' ) . '--><p>Post ' . $gblocks_n . ' ' . str_repeat( 'lorem ipsum ', 10 ) . '</p><!-- /wp:paragraph --></div><!-- /wp:group -->';
		$gblocks_values[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)', '2024-01-01 00:00:00', '2024-01-01 00:00:00', $gblocks_content, 'Bench post ' . $gblocks_n, '', 'publish', 'bench-post-' . $gblocks_n, '', '', '2024-01-01 00:00:00', '2024-01-01 00:00:00', '', 0 === $gblocks_n % 3 ? 'page' : 'post' );
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- Each row was prepared above.
	$wpdb->query( "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_type) VALUES " . implode( ',', $gblocks_values ) );
}
$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
wp_cache_flush();
Bench::line( 'usage: inserting 10,000 posts (prepared multi-row INSERTs in one transaction)', ( hrtime( true ) - $gblocks_start ) / 1e9, 's' );

$gblocks_scanner = Usage_Scanner::instance();
$gblocks_found   = $gblocks_scanner->scan( $gblocks_target );
$gblocks_scan    = Bench::series( static fn() => $gblocks_scanner->scan( $gblocks_target ), 15, null, 1 );
$gblocks_usage   = static fn() => rest_do_request( new \WP_REST_Request( 'GET', '/generateblocks-pro/advanced-conditions/v1/conditions/' . $gblocks_target . '/usage' ) );
$gblocks_route   = Bench::series(
	$gblocks_usage,
	15,
	static function () use ( $gblocks_scanner ): void {
		$gblocks_scanner->invalidate();
		wp_cache_flush();
	},
	1
);
Bench::figure( 'usage: scan of 10,000 posts (' . count( $gblocks_found['blocks'] ) . ' found)', $gblocks_scan['times'], 1, 's', 1.0, 'rounds', $gblocks_scan['calibration'] );
Bench::figure( 'usage: /conditions/{id}/usage uncached, 10,000 posts, 1,000 items in the response', $gblocks_route['times'], 1, 's', 1.0, 'rounds', $gblocks_route['calibration'] );
$gblocks_usage();
Bench::figure( 'usage: /conditions/{id}/usage cached', Bench::series( $gblocks_usage, 15, null, 1 )['times'], 1000, 'ms', null, 'rounds' );

// List routes at the same page size (20): ours against the core posts route, in interleaved rounds,
// compared round by round.
$gblocks_list  = static function ( string $route ): void {
	$request = new \WP_REST_Request( 'GET', $route );
	$request->set_query_params( array( 'per_page' => 20 ) );
	rest_do_request( $request );
};
$gblocks_lists = Bench::interleaved(
	static fn() => $gblocks_list( '/generateblocks-pro/advanced-conditions/v1/conditions' ),
	static fn() => $gblocks_list( '/wp/v2/posts' ),
	Bench::ROUNDS,
	static fn() => wp_cache_flush()
);
Bench::figure( 'conditions list route, 20 per page', $gblocks_lists['with'], 1000, 'ms', null, 'rounds' );
Bench::figure( '/wp/v2/posts, 20 per page', $gblocks_lists['without'], 1000, 'ms', null, 'rounds' );
Bench::figure( 'conditions list route against /wp/v2/posts (ratio per round)', Bench::ratios( $gblocks_lists ), 1, 'x', 1.5 );

// Leave the request as the next benchmark expects it: no bench posts, no main query of ours, caches
// and memory freed.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->posts} WHERE post_name LIKE %s", $wpdb->esc_like( 'bench-post-' ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
Decisions::flush();
unset( $GLOBALS['wp_the_query'], $GLOBALS['wp_query'], $gblocks_found, $gblocks_values );
$GLOBALS['wp_the_query'] = new \WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring an empty main query.
$GLOBALS['wp_query']     = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
wp_cache_flush();
gc_collect_cycles();
