<?php
/**
 * Overlays on the front end (DESIGN §7, §10), a page on a site with 50 published overlays, 3 of which the
 * page shows:
 * - the plugin's own overhead (budget 1 ms): the request with the overlay renderer, against the same page
 *   without it that loads the 3 shown overlays' posts (one query) and renders their block content
 *   itself, in interleaved rounds; so the shown overlays' own loading and block rendering is on both
 *   sides and drops out of the difference, while finding, deciding, wrapping and enqueueing them is
 *   counted. The site is as it is after a save: the active list and the condition cache are written;
 * - the shown overlays' own loading and block rendering, on its own;
 * - the extra DB queries;
 * - the render_block trigger scan per block without our attributes (budget 0.5 µs), in a tight loop.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decisions;
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
// What the request that saved the conditions does at its end: write the autoloaded condition cache.
Condition_Store::instance()->rebuild_cache();

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
 * One request's work with the overlay renderer: render the page, then what wp_footer prints.
 *
 * @param string $content Page content.
 * @param string $footer  Receives the printed footer.
 */
$gblocks_request = static function ( string $content, string &$footer = '' ): void {
	$renderer = new Renderer();
	$renderer->start();
	do_blocks( $content );
	ob_start();
	$renderer->print_overlays();
	$footer = (string) ob_get_clean();
	remove_filter( 'render_block', array( $renderer, 'scan_block' ), 100 );
	remove_action( 'wp_footer', array( $renderer, 'print_overlays' ), 0 );
	remove_action( 'wp_print_footer_scripts', array( $renderer, 'declare_printed' ), 9 );
};

// The shown overlays' own content, loaded (one query, as the renderer loads it) and rendered as the
// renderer renders it: a page that shows 3 overlays reads and renders them with or without the plugin's
// bookkeeping, so that is not the plugin's overhead.
$gblocks_render_shown_content = static function () use ( $gblocks_shown ): void {
	_prime_post_caches( $gblocks_shown, false, false );
	foreach ( $gblocks_shown as $id ) {
		$content = (string) get_post_field( 'post_content', $id );
		$html    = has_blocks( $content ) ? do_blocks( $content ) : wpautop( $content );
		wp_filter_content_tags( do_shortcode( $html ), 'gblocks_overlay' );
	}
};

// Untimed before each run: what a new request starts without. Caches of posts, meta and conditions are
// dropped, the block-support style store is emptied, and the runtime's script and style are deregistered.
$gblocks_prepare = static function (): void {
	wp_cache_flush_group( 'posts' );
	wp_cache_flush_group( 'post_meta' );
	Decisions::flush();
	\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
	wp_deregister_script( 'gblocks-pro-overlay-runtime' );
	wp_deregister_style( 'gblocks-pro-overlay-runtime' );
};
$gblocks_queries = static function ( callable $work ) use ( $gblocks_prepare ): int {
	global $wpdb;
	$gblocks_prepare();
	$before = $wpdb->num_queries;
	$work();
	return $wpdb->num_queries - $before;
};

// The renderer is driven by hand on one side only; every other callback of the plugin on these hooks is
// off on both sides.
$gblocks_reattach = Bench::detach_plugin_callbacks( $gblocks_hooks );

$gblocks_footer = '';
$gblocks_prepare();
$gblocks_request( $gblocks_page, $gblocks_footer );
$gblocks_printed = substr_count( $gblocks_footer, 'class="gb-overlay ' );
if ( 3 !== $gblocks_printed ) {
	fwrite( STDERR, "The overlay bench expected 3 overlays on its page, got $gblocks_printed.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

$gblocks_overhead      = Bench::interleaved(
	static fn() => $gblocks_request( $gblocks_page ),
	static function () use ( $gblocks_page, $gblocks_render_shown_content ): void {
		do_blocks( $gblocks_page );
		$gblocks_render_shown_content();
	},
	Bench::ROUNDS,
	$gblocks_prepare
);
$gblocks_content_time  = Bench::series( $gblocks_render_shown_content, Bench::ROUNDS, $gblocks_prepare );
$gblocks_with_queries  = $gblocks_queries( static fn() => $gblocks_request( $gblocks_page ) );
$gblocks_without_query = $gblocks_queries(
	static function () use ( $gblocks_page, $gblocks_render_shown_content ): void {
		do_blocks( $gblocks_page );
		$gblocks_render_shown_content();
	}
);

// The scan alone, as WordPress calls it: the render_block hook with the scan (and a no-op standing for
// WordPress's own callbacks), against the same hook without it, over the 300 blocks of the plain page
// with their rendered markup, in interleaved rounds.
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
$gblocks_scanner      = new Renderer();
$gblocks_passes       = 10;
$gblocks_scan         = static function ( \WP_Hook $hook ) use ( $gblocks_parsed, $gblocks_passes ): void {
	for ( $pass = 0; $pass < $gblocks_passes; $pass++ ) {
		foreach ( $gblocks_parsed as list( $block, $html, $instance ) ) {
			$hook->apply_filters( $html, array( $html, $block, $instance ) );
		}
	}
};
$gblocks_scan_with    = Bench::hook_with(
	array(
		array(
			'function'      => array( $gblocks_scanner, 'scan_block' ),
			'priority'      => 100,
			'accepted_args' => 3,
		),
	)
);
$gblocks_scan_without = Bench::hook_with( array() );
$gblocks_scan_times   = Bench::interleaved( static fn() => $gblocks_scan( $gblocks_scan_with ), static fn() => $gblocks_scan( $gblocks_scan_without ) );
$gblocks_scan_calls   = $gblocks_passes * count( $gblocks_parsed );
$gblocks_reattach();

Bench::figure( 'overlays: plugin\'s own overhead, page with 50 published overlays, 3 shown (their loading and block rendering excluded)', Bench::differences( $gblocks_overhead ), 1000, 'ms', 1.0, calibration: $gblocks_overhead['calibration'] );
Bench::figure( 'overlays: the 3 shown overlays\' own loading and block rendering (not in the overhead)', $gblocks_content_time['times'], 1000, 'ms', null, 'rounds' );
Bench::figure( 'overlays: page server time with the plugin', $gblocks_overhead['with'], 1000, 'ms', null, 'rounds' );
Bench::figure( 'overlays: page server time without the plugin (rendering the 3 overlays\' content itself)', $gblocks_overhead['without'], 1000, 'ms', null, 'rounds' );
Bench::line( 'overlays: extra DB queries for the page', (float) ( $gblocks_with_queries - $gblocks_without_query ), 'queries' );
Bench::figure( 'overlays: render_block scan per block without our attributes (' . $gblocks_scan_calls . ' blocks per round)', array_map( static fn( float $d ): float => $d / $gblocks_scan_calls, Bench::differences( $gblocks_scan_times ) ), 1e6, 'µs', 0.5, calibration: $gblocks_scan_times['calibration'] );

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
