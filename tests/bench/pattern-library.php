<?php
/**
 * The consumer's cached patterns route against /wp/v2/posts at the same page size (DESIGN §10: our
 * REST list routes within 1.5x of /wp/v2/posts), in interleaved rounds compared round by round.
 *
 * A remote library is stored and its first page fetched once through a pre_http_request answer (the
 * bench has no second site); every timed request is then answered from the 24 h cache, as editors
 * browsing a library are. 100 patterns of about 2 KB against 100 posts of the same content.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Pattern_Library\Library_Store;

wp_set_current_user( 1 );

$gblocks_pl_per_page = 100;
$gblocks_pl_content  = str_repeat( '<!-- wp:paragraph {"className":"bench-card"} --><p class="bench-card">A paragraph of a shared pattern, with <strong>some</strong> text.</p><!-- /wp:paragraph -->' . "\n", 12 );
$gblocks_pl_items    = array();
$gblocks_pl_posts    = array();
for ( $gblocks_pl_i = 1; $gblocks_pl_i <= $gblocks_pl_per_page; $gblocks_pl_i++ ) {
	$gblocks_pl_items[] = array(
		'id'         => $gblocks_pl_i,
		'title'      => 'Bench pattern ' . $gblocks_pl_i,
		'content'    => $gblocks_pl_content,
		'categories' => array( 'bench' ),
	);
	$gblocks_pl_new     = wp_insert_post(
		array(
			'post_title'   => 'Bench pattern post ' . $gblocks_pl_i,
			'post_name'    => 'bench-pl-post-' . $gblocks_pl_i,
			'post_status'  => 'publish',
			'post_content' => $gblocks_pl_content,
		)
	);
	if ( is_int( $gblocks_pl_new ) && $gblocks_pl_new > 0 ) {
		$gblocks_pl_posts[] = $gblocks_pl_new;
	}
}

$gblocks_pl_library = Library_Store::add( 'https://bench-provider.example', 'gbpl_bench', 'Bench provider' );
$gblocks_pl_answer  = static function ( $pre, $args, $url ) use ( $gblocks_pl_items ) {
	if ( ! is_string( $url ) || ! str_starts_with( $url, 'https://bench-provider.example/' ) ) {
		return $pre;
	}
	return array(
		'headers'  => array(),
		'body'     => (string) wp_json_encode(
			array(
				'success'  => true,
				'response' => array(
					'items' => $gblocks_pl_items,
					'total' => count( $gblocks_pl_items ),
					'pages' => 1,
				),
			)
		),
		'response' => array(
			'code'    => 200,
			'message' => 'OK',
		),
		'cookies'  => array(),
		'filename' => null,
	);
};
add_filter( 'pre_http_request', $gblocks_pl_answer, PHP_INT_MAX, 3 );
$gblocks_pl_route = '/generateblocks-pro/v1/pattern-library/libraries/' . $gblocks_pl_library['id'] . '/patterns';
$gblocks_pl_list  = static function ( string $route ) use ( $gblocks_pl_per_page ): \WP_REST_Response {
	$request = new \WP_REST_Request( 'GET', $route );
	$request->set_query_params( array( 'per_page' => $gblocks_pl_per_page ) );
	return rest_do_request( $request );
};
$gblocks_pl_first = $gblocks_pl_list( $gblocks_pl_route );
remove_filter( 'pre_http_request', $gblocks_pl_answer, PHP_INT_MAX );
$gblocks_pl_data = $gblocks_pl_first->get_data();
if ( 200 !== $gblocks_pl_first->get_status() || ! is_array( $gblocks_pl_data ) || count( $gblocks_pl_data['response']['items'] ?? array() ) !== $gblocks_pl_per_page ) {
	fwrite( STDERR, "The pattern-library bench could not prime the cache.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI output.
	$GLOBALS['gblocks_bench_over'] = true;
}
// Every timed request must come from the cache: a request that reaches HTTP fails the bench.
$gblocks_pl_leak = static function ( $pre ) {
	$GLOBALS['gblocks_bench_over'] = true;
	fwrite( STDERR, "The pattern-library bench made an HTTP request: the cache was missed.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI output.
	return $pre;
};
add_filter( 'pre_http_request', $gblocks_pl_leak );

$gblocks_pl_times = Bench::interleaved(
	static fn() => $gblocks_pl_list( $gblocks_pl_route ),
	static fn() => $gblocks_pl_list( '/wp/v2/posts' ),
	Bench::ROUNDS,
	static fn() => wp_cache_flush()
);
remove_filter( 'pre_http_request', $gblocks_pl_leak );
Bench::figure( 'pattern library: cached libraries/{id}/patterns, 100 per page', $gblocks_pl_times['with'], 1000, 'ms', null, 'rounds' );
Bench::figure( 'pattern library: /wp/v2/posts, 100 per page', $gblocks_pl_times['without'], 1000, 'ms', null, 'rounds' );
Bench::figure( 'pattern library: cached patterns route against /wp/v2/posts (ratio per round)', Bench::ratios( $gblocks_pl_times ), 1, 'x', 1.5 );

// Leave the site as the next benchmark expects it.
foreach ( $gblocks_pl_posts as $gblocks_pl_id ) {
	wp_delete_post( $gblocks_pl_id, true );
}
Library_Store::delete( $gblocks_pl_library['id'] );
wp_cache_flush();
