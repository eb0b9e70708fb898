<?php
/**
 * Page cache compatibility on the server: the same 300-block page as render-block.php's conditions page
 * (100 paragraphs guarded by 20 display conditions), but each condition is "logged out AND on a phone",
 * and the request is one a shared cache may store with the setting on. The server part passes, so every
 * guarded paragraph is reduced to its visitor residual and sent inert in a template (partial evaluation,
 * the residual's JSON, the wrapping). Figure: what the plugin adds to that page, against the same page
 * without the plugin's callbacks (budget: the 2 ms of a 300-block page with 20 block conditions, DESIGN
 * §10), its extra DB queries (budget 0: the condition cache answers), and the plugin's callbacks left on
 * the deferred type's render hook once the page is rendered (budget 0: the blocks of that type rendered
 * later keep the plain block's per-block cost).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Page_Cache\Cache_Safety;

wp_set_current_user( 0 );
$gblocks_on = static fn(): bool => true;
add_filter( 'gblocks_pro_cache_safe_conditions', $gblocks_on );

$gblocks_conditions = Bench::conditions(
	'Bench deferred condition',
	20,
	array(
		array(
			'type'     => 'user_role',
			'rule'     => 'general:logged_out',
			'operator' => 'is',
			'value'    => '',
		),
		array(
			'type'     => 'device',
			'rule'     => 'mobile',
			'operator' => 'is',
			'value'    => '',
		),
	)
);
$gblocks_content    = Bench::guarded_page( $gblocks_conditions );
$gblocks_page_id    = wp_insert_post(
	array(
		'post_title'   => 'Bench page with deferred conditions',
		'post_content' => $gblocks_content,
		'post_status'  => 'publish',
		'post_type'    => 'page',
	)
);
Condition_Store::instance()->rebuild_cache();
$gblocks_main_query = new \WP_Query( array( 'page_id' => $gblocks_page_id ) );
$gblocks_saved_main = array( $GLOBALS['wp_query'] ?? null, $GLOBALS['wp_the_query'] ?? null, $GLOBALS['post'] ?? null );
$GLOBALS['post']    = get_post( $gblocks_page_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.

// A new request's state: no decision made, a new main query, an empty style store.
$gblocks_reset  = static function () use ( $gblocks_main_query ): void {
	\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
	Decisions::flush();
	Cache_Safety::reset();
	$GLOBALS['wp_query']     = clone $gblocks_main_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A new request's main query.
	$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
};
$gblocks_render = static fn() => do_blocks( $gblocks_content );

// One render first, to check the page. The filter the deferral puts on the deferred type's render hook
// (render_block_core/paragraph, last) is there only while a paragraph waits for it: none is left after.
$gblocks_reset();
$gblocks_html = $gblocks_render();
$gblocks_left = Bench::plugin_callback_count( array( 'render_block', 'render_block_core/paragraph' ) ) - Bench::plugin_callback_count( array( 'render_block' ) );
if ( ! Cache_Safety::defers() || 100 !== substr_count( $gblocks_html, '<template data-gb-condition=' ) || str_contains( $gblocks_html, 'user_role' ) ) {
	fwrite( STDERR, "The cache-safe bench expected 100 deferred paragraphs with only visitor rules in their residuals.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

$gblocks_switch  = Bench::plugin_switch( array( 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/group', 'render_block_core/heading', 'render_block_core/paragraph' ) );
$gblocks_prepare = static function ( bool $with ) use ( $gblocks_switch, $gblocks_reset ): void {
	$gblocks_switch[ $with ? 'attach' : 'detach' ]();
	$gblocks_reset();
};
$gblocks_page    = Bench::interleaved( $gblocks_render, $gblocks_render, Bench::ROUNDS, $gblocks_prepare );

$gblocks_queries = array();
foreach ( array( true, false ) as $gblocks_with ) {
	global $wpdb;
	$gblocks_prepare( $gblocks_with );
	$gblocks_before                   = $wpdb->num_queries;
	$gblocks_html                     = $gblocks_render();
	$gblocks_queries[ $gblocks_with ] = $wpdb->num_queries - $gblocks_before;
}
$gblocks_switch['attach']();
list( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'], $GLOBALS['post'] ) = $gblocks_saved_main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the globals.
remove_filter( 'gblocks_pro_cache_safe_conditions', $gblocks_on );
Cache_Safety::reset();

Bench::figure( 'cache-safe: 300-block page, 100 blocks deferred by 20 conditions (partial evaluation + templates), plugin adds', Bench::differences( $gblocks_page ), 1000, 'ms', 2.0, calibration: $gblocks_page['calibration'] );
Bench::line( 'cache-safe: the same page, extra DB queries (condition cache)', (float) ( $gblocks_queries[1] - $gblocks_queries[0] ), 'queries', 0.0 );
// 0: the paragraphs rendered after the page cost what render-block.php's plain block costs (budget 0.5 µs).
Bench::line( 'cache-safe: plugin callbacks left on the deferred type\'s render hook after the page', (float) $gblocks_left, 'callbacks', 0.0 );
wp_delete_post( $gblocks_page_id, true );
foreach ( $gblocks_conditions as $gblocks_condition ) {
	wp_delete_post( $gblocks_condition, true );
}
