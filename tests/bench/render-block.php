<?php
/**
 * The plugin's render_block work (DESIGN §10): a 300-block page rendered with the plugin's callbacks
 * attached and detached in alternation (the difference per round), the per-block cost of the block
 * hooks alone in a tight loop (same method), and the extra DB queries. The block hooks carry every block
 * extension registered (Blocks\Render_Pipeline dispatches to them), so the per-block figure is the early
 * return of a block without our attributes with all extensions on. Then a 300-block page whose 100
 * paragraphs use 20 display conditions (they pass, so both sides print the same page): time added and
 * extra queries, with the autoloaded condition cache and without it (a site with more than 200
 * conditions: one query primes them all).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

$gblocks_blocks = array();
for ( $gblocks_i = 0; $gblocks_i < 100; $gblocks_i++ ) {
	$gblocks_blocks[] = '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">'
		. '<!-- wp:heading --><h2 class="wp-block-heading">Heading ' . $gblocks_i . '</h2><!-- /wp:heading -->'
		. '<!-- wp:paragraph --><p>Paragraph ' . $gblocks_i . ' with <strong>some</strong> text.</p><!-- /wp:paragraph -->'
		. '</div><!-- /wp:group -->';
}
$gblocks_content = implode( "\n", $gblocks_blocks );
$gblocks_count   = 300;

$gblocks_post_id = wp_insert_post(
	array(
		'post_title'   => 'Bench page',
		'post_content' => $gblocks_content,
		'post_status'  => 'publish',
		'post_type'    => 'page',
	)
);
$GLOBALS['post'] = get_post( $gblocks_post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.
setup_postdata( $GLOBALS['post'] );

$gblocks_hooks  = array( 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/group', 'render_block_core/heading', 'render_block_core/paragraph' );
$gblocks_switch = Bench::plugin_switch( $gblocks_hooks );
// Untimed before each run: the plugin's callbacks on or off, and the block-support style store emptied
// (every render adds its layout rules to it, as a new request would not have them).
$gblocks_prepare = static function ( bool $with ) use ( $gblocks_switch ): void {
	$gblocks_switch[ $with ? 'attach' : 'detach' ]();
	\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
};
$gblocks_render  = static fn() => do_blocks( $gblocks_content );
$gblocks_queries = static function ( bool $with ) use ( $gblocks_render, $gblocks_prepare ): int {
	global $wpdb;
	$gblocks_prepare( $with );
	$before = $wpdb->num_queries;
	$gblocks_render();
	return $wpdb->num_queries - $before;
};

$gblocks_page = Bench::interleaved( $gblocks_render, $gblocks_render, Bench::ROUNDS, $gblocks_prepare );

// The block hooks alone, dispatched for the 300 blocks of the page ten times per run as WordPress
// dispatches them for each block (render_block() and WP_Block::render()), each hook holding a no-op that
// stands for WordPress's own callbacks plus, on the "with" side, the plugin's callbacks of that hook:
// the per-block cost of our callbacks without the noise of the page's own rendering.
$gblocks_parsed = array();
$gblocks_walk   = static function ( array $blocks ) use ( &$gblocks_walk, &$gblocks_parsed ): void {
	foreach ( $blocks as $block ) {
		if ( null !== $block['blockName'] ) {
			$gblocks_parsed[] = array( $block, render_block( $block ), new \WP_Block( $block ) );
			$gblocks_walk( $block['innerBlocks'] );
		}
	}
};
$gblocks_walk( parse_blocks( $gblocks_content ) );
$gblocks_switch['attach']();
$gblocks_sides = array();
foreach ( array( true, false ) as $gblocks_with ) {
	foreach ( $gblocks_hooks as $gblocks_hook ) {
		$gblocks_sides[ (int) $gblocks_with ][ $gblocks_hook ] = Bench::hook_with( $gblocks_with ? Bench::plugin_callbacks( $gblocks_hook ) : array() );
	}
}
$gblocks_passes     = 10;
$gblocks_dispatch   = static function ( array $hooks ) use ( $gblocks_parsed, $gblocks_passes ): void {
	for ( $pass = 0; $pass < $gblocks_passes; $pass++ ) {
		foreach ( $gblocks_parsed as list( $block, $html, $instance ) ) {
			$hooks['pre_render_block']->apply_filters( null, array( null, $block, null ) );
			$block = $hooks['render_block_data']->apply_filters( $block, array( $block, $block, null ) );
			$hooks['render_block_context']->apply_filters( array(), array( array(), $block, null ) );
			$out = $hooks['render_block']->apply_filters( $html, array( $html, $block, $instance ) );
			$hooks[ 'render_block_' . $block['blockName'] ]->apply_filters( $out, array( $out, $block, $instance ) );
		}
	}
};
$gblocks_hooks_only = Bench::interleaved( static fn() => $gblocks_dispatch( $gblocks_sides[1] ), static fn() => $gblocks_dispatch( $gblocks_sides[0] ) );
$gblocks_calls      = $gblocks_passes * count( $gblocks_parsed );

$gblocks_with_queries    = $gblocks_queries( true );
$gblocks_without_queries = $gblocks_queries( false );
$gblocks_switch['attach']();

Bench::line( 'render_block: plugin callbacks on the block hooks', (float) Bench::plugin_callback_count( $gblocks_hooks ), 'callbacks' );
Bench::figure( 'render_block, 300-block page, plugin adds', Bench::differences( $gblocks_page ), 1000, 'ms', 2.0, calibration: $gblocks_page['calibration'] );
Bench::figure( 'render_block, per block without our attributes (block hooks only, ' . $gblocks_calls . ' dispatches per round)', array_map( static fn( float $d ): float => $d / $gblocks_calls, Bench::differences( $gblocks_hooks_only ) ), 1e6, 'µs', 0.5, calibration: $gblocks_hooks_only['calibration'] );
Bench::line( 'render_block, 300-block page, extra DB queries', (float) ( $gblocks_with_queries - $gblocks_without_queries ), 'queries', 0.0 );
Bench::figure( 'render_block, 300-block page, total render time with plugin', $gblocks_page['with'], 1000, 'ms', null, 'rounds' );
if ( count( $gblocks_parsed ) !== $gblocks_count ) {
	fwrite( STDERR, 'The render_block bench expected ' . $gblocks_count . ' blocks, got ' . count( $gblocks_parsed ) . ".\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}
wp_delete_post( $gblocks_post_id, true );
// A 300-block page with 20 block conditions, rendered as the main query of a new request each round,
// for a visitor (an earlier bench file may have left a user logged in: the conditions would then hide).
wp_set_current_user( 0 );
$gblocks_conditions = Bench::conditions(
	'Bench block condition',
	20,
	array(
		array(
			'type'     => 'user_role',
			'rule'     => 'general:logged_out',
			'operator' => 'is',
			'value'    => '',
		),
	)
);
$gblocks_guarded    = Bench::guarded_page( $gblocks_conditions );
$gblocks_guarded_id = wp_insert_post(
	array(
		'post_title'   => 'Bench page with block conditions',
		'post_content' => $gblocks_guarded,
		'post_status'  => 'publish',
		'post_type'    => 'page',
	)
);
\GBlocks_Pro\Conditions\Condition_Store::instance()->rebuild_cache();
$gblocks_main_query = new \WP_Query( array( 'page_id' => $gblocks_guarded_id ) );
$gblocks_saved_main = array( $GLOBALS['wp_query'] ?? null, $GLOBALS['wp_the_query'] ?? null, $GLOBALS['post'] ?? null );
$GLOBALS['post']    = get_post( $gblocks_guarded_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.
// Untimed before each run: a new request's state (no condition loaded, a new main query, empty style store).
$gblocks_new_request    = static function ( bool $with ) use ( $gblocks_switch, $gblocks_main_query ): void {
	$gblocks_switch[ $with ? 'attach' : 'detach' ]();
	\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
	\GBlocks_Pro\Conditions\Decisions::flush();
	$GLOBALS['wp_query']     = clone $gblocks_main_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A new request's main query.
	$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
};
$gblocks_render_guarded = static fn() => do_blocks( $gblocks_guarded );
$gblocks_guarded_page   = Bench::interleaved( $gblocks_render_guarded, $gblocks_render_guarded, Bench::ROUNDS, $gblocks_new_request );
$gblocks_guarded_extra  = static function () use ( $gblocks_new_request, $gblocks_render_guarded ): int {
	global $wpdb;
	$counts = array();
	foreach ( array( true, false ) as $with ) {
		$gblocks_new_request( $with );
		$before          = $wpdb->num_queries;
		$html            = $gblocks_render_guarded();
		$counts[ $with ] = $wpdb->num_queries - $before;
		if ( 100 !== substr_count( $html, '<p>Paragraph ' ) ) {
			fwrite( STDERR, "The render_block bench expected the 100 guarded paragraphs to show.\n" );
			$GLOBALS['gblocks_bench_over'] = true;
		}
	}
	return $counts[1] - $counts[0];
};
$gblocks_cached_queries = $gblocks_guarded_extra();
// What rebuild_cache() stores for a site with more conditions than CACHE_LIMIT.
update_option(
	\GBlocks_Pro\Conditions\Condition_Store::CACHE_OPTION,
	array(
		'generation' => get_option( \GBlocks_Pro\Conditions\Condition_Store::GENERATION_OPTION ),
		'value'      => array(
			'complete' => false,
			'records'  => array(),
		),
	),
	true
);
$gblocks_uncached_queries = $gblocks_guarded_extra();
\GBlocks_Pro\Conditions\Condition_Store::instance()->rebuild_cache();
$gblocks_switch['attach']();
list( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'], $GLOBALS['post'] ) = $gblocks_saved_main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the globals.

Bench::figure( 'render_block, 300-block page with 20 block conditions, plugin adds', Bench::differences( $gblocks_guarded_page ), 1000, 'ms', 2.0, calibration: $gblocks_guarded_page['calibration'] );
Bench::line( 'render_block, 300-block page with 20 block conditions, extra DB queries (condition cache)', (float) $gblocks_cached_queries, 'queries', 0.0 );
Bench::line( 'render_block, 300-block page with 20 block conditions, extra DB queries (no cache: over 200 conditions)', (float) $gblocks_uncached_queries, 'queries', 1.0 );
foreach ( $gblocks_conditions as $gblocks_condition ) {
	wp_delete_post( $gblocks_condition, true );
}
wp_delete_post( $gblocks_guarded_id, true );

