<?php
/**
 * The rendering cost of dynamic tags (issue 14, DESIGN §10 method): 100 paragraphs that each hold three
 * tags (post meta in text, an option in text, post meta in a link's href), rendered with the plugin's
 * callbacks attached and detached in alternation; the per-round difference divided by 100 is the cost of
 * one block with three tags. The author of the page is an author (no manage_options), so the rules of
 * DESIGN §11 are asked (once per request, then remembered). Every round is a new request: nothing the
 * resolver remembers survives it (the 99 blocks after the first still share the first one's values, as on
 * a real page that repeats a tag). A second page whose blocks each use tags no other block uses shows the
 * cost without any shared value. Then the per-block cost of the render
 * pipeline's early return for a block without our attributes and without a tag, with every extension
 * registered (dynamic tags included), in the tight loop of render-block.php.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Dynamic_Tags\Resolver;
use GBlocks_Pro\Trust\Content_Author;

$gblocks_dt_blocks   = 100;
$gblocks_dt_content  = '';
$gblocks_dt_distinct = '';
for ( $gblocks_dt_i = 0; $gblocks_dt_i < $gblocks_dt_blocks; $gblocks_dt_i++ ) {
	$gblocks_dt_content .= '<!-- wp:paragraph --><p>Price {{post_meta key:price}} at {{option key:blogname|case:upper}}: <a href="{{post_meta key:url}}">buy</a> ' . $gblocks_dt_i . '</p><!-- /wp:paragraph -->' . "\n";
	// The worst case: three tags no other block uses (nothing remembered helps).
	$gblocks_dt_distinct .= '<!-- wp:paragraph --><p>Price {{post_meta key:price_' . $gblocks_dt_i . '}} at {{option key:blogname|case:upper|trunc:' . ( 100 + $gblocks_dt_i ) . '}}: <a href="{{post_meta key:url_' . $gblocks_dt_i . '}}">buy</a> ' . $gblocks_dt_i . '</p><!-- /wp:paragraph -->' . "\n";
}

$gblocks_dt_author = wp_insert_user(
	array(
		'user_login' => 'bench-dt-' . wp_generate_password( 6, false ),
		'user_pass'  => wp_generate_password( 16 ),
		'role'       => 'author',
	)
);
$gblocks_dt_post   = wp_insert_post(
	array(
		'post_title'   => 'Bench page with dynamic tags',
		'post_content' => '',
		'post_status'  => 'publish',
		'post_type'    => 'page',
		'post_author'  => is_int( $gblocks_dt_author ) ? $gblocks_dt_author : 1,
	)
);
update_post_meta( $gblocks_dt_post, 'price', '12.50 EUR' );
update_post_meta( $gblocks_dt_post, 'url', 'https://example.org/buy?id=12&ref=bench' );
for ( $gblocks_dt_i = 0; $gblocks_dt_i < $gblocks_dt_blocks; $gblocks_dt_i++ ) {
	update_post_meta( $gblocks_dt_post, 'price_' . $gblocks_dt_i, '12.50 EUR' );
	update_post_meta( $gblocks_dt_post, 'url_' . $gblocks_dt_i, 'https://example.org/buy?id=12&ref=bench' );
}
$gblocks_dt_saved_post = $GLOBALS['post'] ?? null;
$GLOBALS['post']       = get_post( $gblocks_dt_post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.

$gblocks_dt_hooks   = array( 'the_content', 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/paragraph' );
$gblocks_dt_switch  = Bench::plugin_switch( $gblocks_dt_hooks );
$gblocks_dt_prepare = static function ( bool $with ) use ( $gblocks_dt_switch ): void {
	$gblocks_dt_switch[ $with ? 'attach' : 'detach' ]();
	// A new request: no author answer, no resolution and no readability remembered.
	Content_Author::instance()->reset();
	Resolver::forget();
};
$gblocks_dt_render  = static fn() => apply_filters( 'the_content', $gblocks_dt_content );

$gblocks_dt_prepare( true );
$gblocks_dt_html = (string) $gblocks_dt_render();
if ( substr_count( $gblocks_dt_html, 'href="https://example.org/buy?id=12&#038;ref=bench"' ) !== $gblocks_dt_blocks || str_contains( $gblocks_dt_html, '{{' ) ) {
	fwrite( STDERR, 'The dynamic-tags bench expected ' . $gblocks_dt_blocks . " blocks with their tags replaced.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

$gblocks_dt_times = Bench::interleaved( $gblocks_dt_render, $gblocks_dt_render, Bench::ROUNDS, $gblocks_dt_prepare );
$gblocks_dt_switch['attach']();
Bench::figure(
	'dynamic tags, per block with three tags (100-block page)',
	array_map( static fn( float $d ): float => $d / $gblocks_dt_blocks, Bench::differences( $gblocks_dt_times ) ),
	1e6,
	'µs'
);
Bench::figure( 'dynamic tags, 100-block page, plugin adds', Bench::differences( $gblocks_dt_times ), 1000, 'ms' );

$gblocks_dt_render_distinct = static fn() => apply_filters( 'the_content', $gblocks_dt_distinct );
$gblocks_dt_prepare( true );
$gblocks_dt_html            = (string) $gblocks_dt_render_distinct();
if ( substr_count( $gblocks_dt_html, 'href="https://example.org/buy?id=12&#038;ref=bench"' ) !== $gblocks_dt_blocks || str_contains( $gblocks_dt_html, '{{' ) ) {
	fwrite( STDERR, 'The dynamic-tags bench expected ' . $gblocks_dt_blocks . " blocks with their distinct tags replaced.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}
$gblocks_dt_times = Bench::interleaved( $gblocks_dt_render_distinct, $gblocks_dt_render_distinct, Bench::ROUNDS, $gblocks_dt_prepare );
$gblocks_dt_switch['attach']();
Bench::figure(
	'dynamic tags, per block with three tags no other block uses (100-block page)',
	array_map( static fn( float $d ): float => $d / $gblocks_dt_blocks, Bench::differences( $gblocks_dt_times ) ),
	1e6,
	'µs'
);

// The early return: blocks without our attributes and without a tag, dispatched through render_block
// with the plugin's callbacks (every extension registered) and without, in alternation.
$gblocks_dt_plain = array();
foreach ( parse_blocks( str_repeat( '<!-- wp:paragraph --><p>Plain paragraph with <strong>some</strong> text.</p><!-- /wp:paragraph --><!-- wp:heading {"level":3} --><h3 class="wp-block-heading">A heading</h3><!-- /wp:heading -->', 150 ) ) as $gblocks_dt_block ) {
	if ( null !== $gblocks_dt_block['blockName'] ) {
		$gblocks_dt_plain[] = array( $gblocks_dt_block, render_block( $gblocks_dt_block ), new \WP_Block( $gblocks_dt_block ) );
	}
}
Render_Pipeline::instance()->reset();
$gblocks_dt_with     = Bench::hook_with( Bench::plugin_callbacks( 'render_block' ) );
$gblocks_dt_without  = Bench::hook_with( array() );
$gblocks_dt_passes   = 10;
$gblocks_dt_dispatch = static function ( \WP_Hook $hook ) use ( $gblocks_dt_plain, $gblocks_dt_passes ): callable {
	return static function () use ( $hook, $gblocks_dt_plain, $gblocks_dt_passes ): void {
		for ( $pass = 0; $pass < $gblocks_dt_passes; $pass++ ) {
			foreach ( $gblocks_dt_plain as list( $block, $html, $instance ) ) {
				$hook->apply_filters( $html, array( $html, $block, $instance ) );
			}
		}
	};
};
$gblocks_dt_early    = Bench::interleaved( $gblocks_dt_dispatch( $gblocks_dt_with ), $gblocks_dt_dispatch( $gblocks_dt_without ) );
$gblocks_dt_count    = count( $gblocks_dt_plain ) * $gblocks_dt_passes;
Bench::figure(
	'dynamic tags registered: render_block per block without our attributes or a tag (' . $gblocks_dt_count . ' dispatches per round)',
	array_map( static fn( float $d ): float => $d / $gblocks_dt_count, Bench::differences( $gblocks_dt_early ) ),
	1e6,
	'µs',
	0.5,
	calibration: $gblocks_dt_early['calibration']
);

$GLOBALS['post'] = $gblocks_dt_saved_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the global.
wp_delete_post( $gblocks_dt_post, true );
if ( is_int( $gblocks_dt_author ) ) {
	require_once ABSPATH . 'wp-admin/includes/user.php';
	wp_delete_user( $gblocks_dt_author );
}
