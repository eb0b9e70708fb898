<?php
/**
 * Overlays on the front end (DESIGN §7, §10): a page on a site with 50 published overlays, 3 of which the
 * page shows, against the same page without the plugin's hooks; and the render_block cost per block
 * without our attributes while overlays are active.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Post_Type as Condition_Post_Type;
use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Renderer;

wp_set_current_user( 0 );

// A condition visitors fail: "the visitor is logged in".
$gblocks_members = wp_insert_post(
	array(
		'post_type'   => Condition_Post_Type::POST_TYPE,
		'post_status' => 'publish',
		'post_title'  => 'Members',
	)
);
Condition_Post_Type::save_tree(
	$gblocks_members,
	array(
		'logic'  => 'OR',
		'groups' => array(
			array(
				'logic'      => 'AND',
				'conditions' => array(
					array(
						'type'     => 'user_role',
						'rule'     => 'general:logged_in',
						'operator' => 'is',
						'value'    => '',
					),
				),
			),
		),
	)
);

$gblocks_overlay = static function ( array $settings ): int {
	$id = wp_insert_post(
		array(
			'post_type'    => 'gblocks_overlay',
			'post_status'  => 'publish',
			'post_title'   => 'Bench overlay',
			'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">Offer</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Some overlay text.</p><!-- /wp:paragraph -->',
		)
	);
	foreach ( $settings as $name => $value ) {
		update_post_meta( $id, Meta::PREFIX . $name, $value );
	}
	return $id;
};

// Shown: two triggered click overlays and one time-delay overlay.
$gblocks_shown    = array(
	$gblocks_overlay( array() ),
	$gblocks_overlay( array( 'type' => 'anchored' ) ),
	$gblocks_overlay( array( 'trigger_type' => 'time' ) ),
);
$gblocks_triggers = $gblocks_shown;
// Not shown: 20 click overlays and 10 hover panels without triggers on the page, 10 automatic
// overlays for members, 7 triggered overlays for members.
for ( $gblocks_i = 0; $gblocks_i < 47; $gblocks_i++ ) {
	if ( $gblocks_i < 20 ) {
		$gblocks_overlay( array() );
	} elseif ( $gblocks_i < 30 ) {
		$gblocks_overlay(
			array(
				'type'         => 'anchored',
				'trigger_type' => 'hover',
			)
		);
	} elseif ( $gblocks_i < 40 ) {
		$gblocks_overlay(
			array(
				'trigger_type'      => 'scroll',
				'display_condition' => (string) $gblocks_members,
			)
		);
	} else {
		$gblocks_triggers[] = $gblocks_overlay( array( 'display_condition' => (string) $gblocks_members ) );
	}
}
Active_List::rebuild();

// The 300-block page of render-block.php, plus the triggers in a buttons block and custom HTML.
$gblocks_blocks = array();
for ( $gblocks_i = 0; $gblocks_i < 100; $gblocks_i++ ) {
	$gblocks_blocks[] = '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">'
		. '<!-- wp:heading --><h2 class="wp-block-heading">Heading ' . $gblocks_i . '</h2><!-- /wp:heading -->'
		. '<!-- wp:paragraph --><p>Paragraph ' . $gblocks_i . ' with <strong>some</strong> text.</p><!-- /wp:paragraph -->'
		. '</div><!-- /wp:group -->';
}
$gblocks_plain_page = implode( "\n", $gblocks_blocks );
$gblocks_page       = $gblocks_plain_page;
foreach ( $gblocks_triggers as $gblocks_id ) {
	$gblocks_page .= '<!-- wp:html --><button type="button" data-gb-overlay="gb-overlay-' . $gblocks_id . '">Open</button><!-- /wp:html -->';
}

$gblocks_hooks = array( 'wp', 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/navigation-link', 'render_block_core/navigation-submenu', 'wp_footer' );

/**
 * One request's work: render the page, then what wp_footer prints. Caches of posts, meta and
 * conditions are dropped first, as a new request starts without them.
 *
 * @param string $content   Page content.
 * @param bool   $with      Whether the plugin's renderer runs.
 * @param string $footer    Receives the printed footer.
 */
$gblocks_request = static function ( string $content, bool $with, string &$footer = '' ): void {
	wp_cache_flush_group( 'posts' );
	wp_cache_flush_group( 'post_meta' );
	Evaluator::instance()->flush();
	$renderer = null;
	if ( $with ) {
		$renderer = new Renderer();
		$renderer->start();
	}
	do_blocks( $content );
	ob_start();
	if ( $renderer ) {
		$renderer->print_overlays();
		remove_filter( 'render_block', array( $renderer, 'scan_block' ), 100 );
		remove_action( 'wp_footer', array( $renderer, 'print_overlays' ), 0 );
	}
	$footer = (string) ob_get_clean();
	wp_dequeue_script( 'gblocks-pro-overlay-runtime' );
	wp_dequeue_style( 'gblocks-pro-overlay-runtime' );
};
$gblocks_queries = static function ( callable $work ): int {
	global $wpdb;
	$before = $wpdb->num_queries;
	$work();
	return $wpdb->num_queries - $before;
};

$gblocks_reattach = Bench::detach_plugin_callbacks( $gblocks_hooks );

$gblocks_footer = '';
$gblocks_request( $gblocks_page, true, $gblocks_footer );
$gblocks_printed = substr_count( $gblocks_footer, 'class="gb-overlay ' );
if ( 3 !== $gblocks_printed ) {
	fwrite( STDERR, "The overlay bench expected 3 overlays on its page, got $gblocks_printed.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

$gblocks_with          = Bench::median( static fn() => $gblocks_request( $gblocks_page, true ), 25 );
$gblocks_without       = Bench::median( static fn() => $gblocks_request( $gblocks_page, false ), 25 );
$gblocks_with_queries  = $gblocks_queries( static fn() => $gblocks_request( $gblocks_page, true ) );
$gblocks_without_query = $gblocks_queries( static fn() => $gblocks_request( $gblocks_page, false ) );

// The scan alone, as WordPress calls it: one more callback on a hook, against the same hook without it,
// on the 300 blocks of the plain page with their rendered markup. A tight loop keeps the figure out of
// the noise of a whole render; the cost of dispatching one more callback is counted against the scan.
$gblocks_parsed = array();
$gblocks_walk   = static function ( array $blocks ) use ( &$gblocks_walk, &$gblocks_parsed ): void {
	foreach ( $blocks as $block ) {
		if ( null !== $block['blockName'] ) {
			$gblocks_parsed[] = array( $block, render_block( $block ), new \WP_Block( $block ) );
			$gblocks_walk( $block['innerBlocks'] );
		}
	}
};
$gblocks_walk( parse_blocks( $gblocks_plain_page ) );
$gblocks_filter_pass = static function () use ( $gblocks_parsed ): void {
	for ( $i = 0; $i < 50; $i++ ) {
		foreach ( $gblocks_parsed as $item ) {
			apply_filters( 'gblocks_pro_bench_render_block', $item[1], $item[0], $item[2] );
		}
	}
};
// render_block always carries WordPress's own callbacks; one no-op stands for them.
$gblocks_core_stand_in = static fn( $content ) => $content;
add_filter( 'gblocks_pro_bench_render_block', $gblocks_core_stand_in, 10, 3 );
$gblocks_scanner       = new Renderer();
$gblocks_scan_without  = Bench::median( $gblocks_filter_pass, 31 );
add_filter( 'gblocks_pro_bench_render_block', array( $gblocks_scanner, 'scan_block' ), 100, 3 );
$gblocks_scan_with = Bench::median( $gblocks_filter_pass, 31 );
remove_filter( 'gblocks_pro_bench_render_block', array( $gblocks_scanner, 'scan_block' ), 100 );
remove_filter( 'gblocks_pro_bench_render_block', $gblocks_core_stand_in );
$gblocks_scan_calls = 50 * count( $gblocks_parsed );
$gblocks_reattach();

Bench::line( 'overlays: page with 50 published overlays, 3 shown: plugin adds', max( 0.0, ( $gblocks_with - $gblocks_without ) * 1000 ), 'ms' );
Bench::line( 'overlays: page server time with the plugin', $gblocks_with * 1000, 'ms' );
Bench::line( 'overlays: page server time without the plugin\'s hooks', $gblocks_without * 1000, 'ms' );
Bench::line( 'overlays: extra DB queries for the page', (float) ( $gblocks_with_queries - $gblocks_without_query ), 'queries' );
Bench::line( 'overlays: render_block scan per block without our attributes', max( 0.0, ( $gblocks_scan_with - $gblocks_scan_without ) * 1e6 / $gblocks_scan_calls ), 'µs', 0.5 );

// Leave the bench site as the other benchmarks expect it: no overlays.
foreach ( get_posts(
	array(
		'post_type'      => array( 'gblocks_overlay', Condition_Post_Type::POST_TYPE ),
		'post_status'    => 'any',
		'posts_per_page' => -1,
		'fields'         => 'ids',
	)
) as $gblocks_id ) {
	wp_delete_post( (int) $gblocks_id, true );
}
Active_List::rebuild();
