<?php
/**
 * The plugin's render_block work on a 300-block page (DESIGN §10): time and queries with the plugin's
 * callbacks attached, against the same page with them detached.
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

$gblocks_hooks   = array( 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block' );
$gblocks_render  = static fn() => do_blocks( $gblocks_content );
$gblocks_queries = static function () use ( $gblocks_render ): int {
	global $wpdb;
	$before = $wpdb->num_queries;
	$gblocks_render();
	return $wpdb->num_queries - $before;
};

$gblocks_with          = Bench::median( $gblocks_render, 25 );
$gblocks_with_queries  = $gblocks_queries();
$gblocks_reattach      = Bench::detach_plugin_callbacks( $gblocks_hooks );
$gblocks_without       = Bench::median( $gblocks_render, 25 );
$gblocks_without_query = $gblocks_queries();
$gblocks_reattach();

$gblocks_added_ms = max( 0.0, ( $gblocks_with - $gblocks_without ) * 1000 );
Bench::line( 'render_block, 300-block page, plugin adds', $gblocks_added_ms, 'ms', 2.0 );
Bench::line( 'render_block, 300-block page, per block added', $gblocks_added_ms * 1000 / $gblocks_count, 'µs', 0.5 );
Bench::line( 'render_block, 300-block page, extra DB queries', (float) ( $gblocks_with_queries - $gblocks_without_query ), 'queries', 0.0 );
Bench::line( 'render_block, 300-block page, total render time with plugin', $gblocks_with * 1000, 'ms' );
