<?php
/**
 * Insights collection (issue 38 budgets): throughput of the collection endpoint against core's
 * anonymous GET /wp/v2/types/post in the same run, and exactness of 20,000 events sent in parallel with
 * two flushes racing.
 *
 * Throughput: one php -S server (8 workers, OPcache) on the bench WordPress; 16 concurrent clients
 * (curl_multi) send 320 requests to each target per round, the three targets taking turns every round
 * (5 rounds after a warm-up): core's route, the REST route POST generateblocks-pro/overlays/v1/insights/collect,
 * and the light endpoint POST /?gblocks_insights=1 (answered on setup_theme). Each batch is signed, has
 * its own id and user agent (a visitor of its own: the rate limit is not what is measured) and three
 * events. The verdict is a ratio of the same round (DESIGN §10): core's requests per second divided by
 * the endpoint's, at most 0.5 (the endpoint at least twice as fast); p99 latency is reported.
 *
 * Exactness: 1,000 batches of 20 views, sent by 50 parallel clients to the light endpoint, every one
 * answered 204; then two flush processes (tests/php/fixtures/insights-flush.php race) start together;
 * the rollups must hold exactly 20,000 views and the buffer nothing. This bench runs on the bench's
 * database (SQLite); bin/bench.sh then runs the exactness part again on a throw-away MariaDB
 * (GB_DB=mysql with the GB_DB_* variables, and GBLOCKS_BENCH_COLLECT=exactness, which leaves out the
 * throughput part: the verdict there is against SQLite's core route, the bench's database).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Insights\Collect\Page_Identity;
use GBlocks_Pro\Insights\Storage\Event_Buffer;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Loopback_Server;

require_once dirname( __DIR__ ) . '/php/Loopback_Server.php';

global $wpdb;
wp_set_current_user( 0 );
Schema::install();
$gblocks_ic_overlay = (int) wp_insert_post(
	array(
		'post_type'   => 'gblocks_overlay',
		'post_status' => 'publish',
		'post_title'  => 'Bench insights',
	)
);
$gblocks_ic_ids     = array( $gblocks_ic_overlay );
// What the end of the request that saved the overlay does (Goals, on shutdown): the endpoint reads
// which overlays count from this option.
\GBlocks_Pro\Insights\Goals::rebuild_if_stale();
Page_Identity::secret();
$wpdb->query( "DELETE FROM `{$wpdb->options}` WHERE option_name LIKE '\\_transient\\_%gblocks\\_pro\\_insights%' OR option_name LIKE '\\_transient\\_timeout\\_%gblocks\\_pro\\_insights%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Bench set-up.

$gblocks_ic_env = array( 'PHP_CLI_SERVER_WORKERS' => '8' );
foreach ( array( 'GB_WP_DIR', 'GB_DB', 'GB_TEST_DB_DIR', 'GB_DB_HOST', 'GB_DB_NAME', 'GB_DB_USER', 'GB_DB_PASSWORD' ) as $gblocks_ic_name ) {
	if ( false !== getenv( $gblocks_ic_name ) ) {
		$gblocks_ic_env[ $gblocks_ic_name ] = (string) getenv( $gblocks_ic_name );
	}
}
$gblocks_ic_options = extension_loaded( 'Zend OPcache' ) ? array( '-d', 'opcache.enable_cli=1', '-d', 'opcache.validate_timestamps=0' ) : array();
$gblocks_ic_server  = Loopback_Server::start( __DIR__ . '/page/router.php', $gblocks_ic_env, $gblocks_ic_options );
$gblocks_ic_base    = 'http://127.0.0.1:' . $gblocks_ic_server->port;
$gblocks_ic_seq     = 0;

/**
 * A signed batch of events for the bench overlay, with a new id.
 *
 * @param int $views Views in it.
 */
$gblocks_ic_batch = static function ( int $views = 0 ) use ( $gblocks_ic_ids, &$gblocks_ic_seq ): string {
	++$gblocks_ic_seq;
	$id     = $gblocks_ic_ids[0];
	$events = $views > 0 ? array_fill( 0, $views, array( 'view', $id ) ) : array( array( 'view', $id ), array( 'close', $id, 'escape' ), array( 'conversion', $id ) );
	return (string) wp_json_encode(
		array(
			'v' => 1,
			'b' => substr( str_pad( base_convert( (string) $gblocks_ic_seq, 10, 36 ) . 'B' . getmypid(), 16, 'x' ), 0, 16 ),
			'p' => '/bench/',
			'o' => $gblocks_ic_ids,
			's' => Page_Identity::sign( 1, '/bench/', $gblocks_ic_ids ),
			'd' => 'desktop',
			'e' => $events,
		)
	);
};

/**
 * Sends requests with a number of concurrent clients; gives the wall time, each request's latency and
 * the statuses.
 *
 * @param int      $count       Requests.
 * @param int      $concurrency Clients.
 * @param callable $make        Gives array{0: url, 1: body|null} for request n.
 * @return array{seconds: float, latencies: float[], statuses: array<int, int>}
 */
$gblocks_ic_run = static function ( int $count, int $concurrency, callable $make ): array {
	$multi    = curl_multi_init();
	$started  = array();
	$latency  = array();
	$statuses = array();
	$next     = 0;
	$add      = static function () use ( &$next, $count, $make, $multi, &$started ): void {
		list( $url, $body ) = $make( $next );
		$handle             = curl_init( $url );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => array( 'Content-Type: text/plain;charset=UTF-8', 'Host: example.org', 'User-Agent: Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0 bench-' . $next ),
			)
		);
		if ( null !== $body ) {
			curl_setopt( $handle, CURLOPT_POST, true );
			curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
		}
		curl_multi_add_handle( $multi, $handle );
		$started[ (int) spl_object_id( $handle ) ] = hrtime( true );
		++$next;
	};
	$begin    = hrtime( true );
	while ( $next < min( $concurrency, $count ) ) {
		$add();
	}
	do {
		curl_multi_exec( $multi, $running );
		while ( false !== ( $info = curl_multi_info_read( $multi ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition -- Every finished transfer.
			$handle              = $info['handle'];
			$latency[]           = ( hrtime( true ) - $started[ (int) spl_object_id( $handle ) ] ) / 1e9;
			$status              = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
			if ( $next < $count ) {
				$add();
			}
		}
		if ( $running ) {
			curl_multi_select( $multi, 0.05 );
		}
	} while ( $running || $next < $count || curl_multi_info_read( $multi ) );
	curl_multi_close( $multi );
	return array(
		'seconds'   => ( hrtime( true ) - $begin ) / 1e9,
		'latencies' => $latency,
		'statuses'  => $statuses,
	);
};

$gblocks_ic_targets    = array(
	'core GET /wp/v2/types/post'         => static fn(): array => array( $gblocks_ic_base . '/?rest_route=/wp/v2/types/post', null ),
	'REST route insights/collect'        => static fn(): array => array( $gblocks_ic_base . '/?rest_route=/generateblocks-pro/overlays/v1/insights/collect', $gblocks_ic_batch() ),
	'light endpoint ?gblocks_insights=1' => static fn(): array => array( $gblocks_ic_base . '/?gblocks_insights=1', $gblocks_ic_batch() ),
);
$gblocks_ic_expect     = array( 200, 204, 204 );
$gblocks_ic_rps        = array_fill_keys( array_keys( $gblocks_ic_targets ), array() );
$gblocks_ic_lat        = array_fill_keys( array_keys( $gblocks_ic_targets ), array() );
$gblocks_ic_bad        = array();
$gblocks_ic_rounds     = getenv( 'GBLOCKS_BENCH_COLLECT_ROUNDS' ) ? max( 1, (int) getenv( 'GBLOCKS_BENCH_COLLECT_ROUNDS' ) ) : 5;
$gblocks_ic_per        = 320;
$gblocks_ic_throughput = 'exactness' !== getenv( 'GBLOCKS_BENCH_COLLECT' );
for ( $gblocks_ic_round = -1; $gblocks_ic_throughput && $gblocks_ic_round < $gblocks_ic_rounds; $gblocks_ic_round++ ) {
	$gblocks_ic_index = 0;
	foreach ( $gblocks_ic_targets as $gblocks_ic_name => $gblocks_ic_make ) {
		$gblocks_ic_result = $gblocks_ic_run( $gblocks_ic_per, 16, $gblocks_ic_make );
		$gblocks_ic_ok     = $gblocks_ic_result['statuses'][ $gblocks_ic_expect[ $gblocks_ic_index ] ] ?? 0;
		if ( $gblocks_ic_ok !== $gblocks_ic_per ) {
			$gblocks_ic_bad[ $gblocks_ic_name ] = $gblocks_ic_result['statuses'];
		}
		if ( $gblocks_ic_round >= 0 ) {
			$gblocks_ic_rps[ $gblocks_ic_name ][] = $gblocks_ic_per / $gblocks_ic_result['seconds'];
			$gblocks_ic_lat[ $gblocks_ic_name ]   = array_merge( $gblocks_ic_lat[ $gblocks_ic_name ], $gblocks_ic_result['latencies'] );
		}
		++$gblocks_ic_index;
	}
}
$gblocks_ic_server->stop();
foreach ( $gblocks_ic_bad as $gblocks_ic_name => $gblocks_ic_statuses ) {
	fwrite( STDERR, 'insights: ' . $gblocks_ic_name . ' answered ' . wp_json_encode( $gblocks_ic_statuses ) . "\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}
$gblocks_ic_names = array_keys( $gblocks_ic_targets );
foreach ( $gblocks_ic_throughput ? $gblocks_ic_names : array() as $gblocks_ic_name ) {
	$gblocks_ic_sorted = $gblocks_ic_lat[ $gblocks_ic_name ];
	sort( $gblocks_ic_sorted );
	$gblocks_ic_p99 = $gblocks_ic_sorted ? $gblocks_ic_sorted[ (int) floor( 0.99 * ( count( $gblocks_ic_sorted ) - 1 ) ) ] : NAN;
	Bench::figure( 'insights: ' . $gblocks_ic_name . ', requests per second, 16 concurrent clients', $gblocks_ic_rps[ $gblocks_ic_name ], 1, 'req/s', null, 'rounds of ' . $gblocks_ic_per . ' requests' );
	Bench::line( 'insights: ' . $gblocks_ic_name . ', p99 latency', $gblocks_ic_p99 * 1000, 'ms' );
}
foreach ( $gblocks_ic_throughput ? array( 1, 2 ) : array() as $gblocks_ic_side ) {
	$gblocks_ic_ratio = array();
	foreach ( $gblocks_ic_rps[ $gblocks_ic_names[0] ] as $gblocks_ic_round => $gblocks_ic_core ) {
		$gblocks_ic_ratio[] = $gblocks_ic_core / $gblocks_ic_rps[ $gblocks_ic_names[ $gblocks_ic_side ] ][ $gblocks_ic_round ];
	}
	// The chosen endpoint (the light one) carries the budget; the REST route is shown for the choice.
	Bench::figure( 'insights: core route\'s requests per second over the ' . $gblocks_ic_names[ $gblocks_ic_side ] . '\'s (at most 0.5: the endpoint at least 2x)', $gblocks_ic_ratio, 1, 'x', 2 === $gblocks_ic_side ? 0.5 : null, 'per-round ratios' );
}

// Exactness: 20,000 events by 50 parallel clients, then two flushes racing.
$wpdb->query( 'DELETE FROM `' . Schema::events_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- Our table.
$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . Schema::rollups_table() . '` WHERE overlay_id = %d', $gblocks_ic_overlay ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- Our table.
$gblocks_ic_server = Loopback_Server::start( __DIR__ . '/page/router.php', $gblocks_ic_env, $gblocks_ic_options );
$gblocks_ic_base   = 'http://127.0.0.1:' . $gblocks_ic_server->port;
$gblocks_ic_sent   = $gblocks_ic_run( 1000, 50, static fn(): array => array( $gblocks_ic_base . '/?gblocks_insights=1', $gblocks_ic_batch( 20 ) ) );
$gblocks_ic_server->stop();
$gblocks_ic_buffered = Event_Buffer::count();
$gblocks_ic_dir      = sys_get_temp_dir() . '/gblocks-bench-race-' . getmypid();
wp_mkdir_p( $gblocks_ic_dir );
$gblocks_ic_procs = array();
foreach ( array( 'a', 'b' ) as $gblocks_ic_side ) {
	$gblocks_ic_procs[]     = proc_open( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- The racing flushes.
		array( PHP_BINARY, dirname( __DIR__ ) . '/php/fixtures/insights-flush.php', 'race', $gblocks_ic_dir . '/ready-' . $gblocks_ic_side, $gblocks_ic_dir . '/start', '500' ),
		array(
			1 => array( 'pipe', 'w' ),
			2 => array( 'pipe', 'w' ),
		),
		$gblocks_ic_pipes,
		null,
		$gblocks_ic_env + array( 'PATH' => (string) getenv( 'PATH' ) )
	);
	$gblocks_ic_all_pipes[] = $gblocks_ic_pipes;
}
$gblocks_ic_wait = 0;
while ( ( ! is_file( $gblocks_ic_dir . '/ready-a' ) || ! is_file( $gblocks_ic_dir . '/ready-b' ) ) && ++$gblocks_ic_wait < 20000 ) {
	usleep( 1000 );
}
touch( $gblocks_ic_dir . '/start' );
foreach ( $gblocks_ic_procs as $gblocks_ic_i => $gblocks_ic_proc ) {
	$gblocks_ic_out = stream_get_contents( $gblocks_ic_all_pipes[ $gblocks_ic_i ][1] ) . stream_get_contents( $gblocks_ic_all_pipes[ $gblocks_ic_i ][2] );
	if ( 0 !== proc_close( $gblocks_ic_proc ) ) {
		fwrite( STDERR, 'A racing flush failed: ' . $gblocks_ic_out . "\n" );
	}
}
exec( 'rm -rf ' . escapeshellarg( $gblocks_ic_dir ) );
wp_cache_flush();
$gblocks_ic_views = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(views) FROM `' . Schema::rollups_table() . '` WHERE overlay_id = %d', $gblocks_ic_overlay ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- Our table.
// The drop-in defines SQLITE_DB_DROPIN_VERSION on MariaDB too: ask the connection.
$gblocks_ic_db = $wpdb instanceof \WP_SQLite_DB ? 'SQLite' : ( str_contains( strtolower( (string) $wpdb->db_server_info() ), 'mariadb' ) ? 'MariaDB' : 'MySQL' );
Bench::line( 'insights: exactness on ' . $gblocks_ic_db . ', batches answered 204 of 1000 (50 parallel clients, 20 events each)', (float) ( $gblocks_ic_sent['statuses'][204] ?? 0 ), 'batches' );
Bench::line( 'insights: exactness on ' . $gblocks_ic_db . ', events in the buffer before the flushes', (float) $gblocks_ic_buffered, 'events' );
Bench::line( 'insights: exactness on ' . $gblocks_ic_db . ', views in the rollups after two racing flushes, off from 20,000 by', (float) abs( 20000 - $gblocks_ic_views ), 'events', 0.0 );
Bench::line( 'insights: exactness on ' . $gblocks_ic_db . ', events left in the buffer', (float) Event_Buffer::count(), 'events', 0.0 );
wp_delete_post( $gblocks_ic_overlay, true );
