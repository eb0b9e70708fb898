<?php
/**
 * A loop of 100 items (issue 14 part 5): a page whose gblocks-pro/loop walks 100 items of post meta, each
 * item rendering a heading and a paragraph, against the same page with the 100 items written out as
 * static blocks, in interleaved rounds. The difference is what looping costs over the blocks themselves
 * (reading the value, the access check, one block instance and the context per item); the loop page's
 * own time and its database queries (the meta is read from the post's meta cache: none) are printed too.
 * No budget of its own in DESIGN §10.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- The loop's attribute name (SPEC 3), not a query argument.

namespace GBlocks_Pro\Bench;

$gblocks_loop_items = 100;
$gblocks_loop_inner = "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">An item</h3>\n<!-- /wp:heading -->\n<!-- wp:paragraph -->\n<p>Some <strong>text</strong> of the item.</p>\n<!-- /wp:paragraph -->";
$gblocks_loop_page  = '<!-- wp:gblocks-pro/loop {"meta_key":"gb_bench_items","posts_per_page":-1} -->' . "\n" . $gblocks_loop_inner . "\n<!-- /wp:gblocks-pro/loop -->";
$gblocks_loop_flat  = str_repeat( $gblocks_loop_inner . "\n", $gblocks_loop_items );

$gblocks_loop_admin = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	)
);
$gblocks_loop_post  = wp_insert_post(
	array(
		'post_title'   => 'Bench page with a loop',
		'post_content' => $gblocks_loop_page,
		'post_status'  => 'publish',
		'post_type'    => 'page',
		'post_author'  => (int) ( $gblocks_loop_admin[0] ?? 1 ),
	)
);
$gblocks_loop_list  = array();
for ( $gblocks_loop_i = 1; $gblocks_loop_i <= $gblocks_loop_items; $gblocks_loop_i++ ) {
	$gblocks_loop_list[] = array(
		'title' => 'Item ' . $gblocks_loop_i,
		'url'   => 'https://example.org/' . $gblocks_loop_i,
	);
}
update_post_meta( $gblocks_loop_post, 'gb_bench_items', $gblocks_loop_list );

$gblocks_loop_saved_post = $GLOBALS['post'] ?? null;
$GLOBALS['post']         = get_post( $gblocks_loop_post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.
setup_postdata( $GLOBALS['post'] );

$gblocks_loop_render_loop = static fn() => do_blocks( $gblocks_loop_page );
$gblocks_loop_render_flat = static fn() => do_blocks( $gblocks_loop_flat );

$gblocks_loop_html = (string) $gblocks_loop_render_loop();
if ( substr_count( $gblocks_loop_html, 'class="gblocks-pro-loop__item"' ) !== $gblocks_loop_items ) {
	fwrite( STDERR, 'The loop bench expected ' . $gblocks_loop_items . " items.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

// The post's meta is in the object cache after its first read, as on any page that showed the post.
$gblocks_loop_queries = (int) get_num_queries();
$gblocks_loop_render_loop();
$gblocks_loop_queries = (int) get_num_queries() - $gblocks_loop_queries;

$gblocks_loop_times = Bench::interleaved( $gblocks_loop_render_loop, $gblocks_loop_render_flat );
$gblocks_loop_diffs = Bench::differences( $gblocks_loop_times );

Bench::figure( 'loop of 100 items, page render', $gblocks_loop_times['with'], 1000, 'ms' );
Bench::figure( 'loop of 100 items, looping adds (against the 100 items as static blocks)', $gblocks_loop_diffs, 1000, 'ms' );
Bench::figure( 'loop, per item', array_map( static fn( float $d ): float => $d / $gblocks_loop_items, $gblocks_loop_diffs ), 1e6, 'µs' );
Bench::line( 'loop of 100 items, DB queries (meta cached)', $gblocks_loop_queries, 'queries', 0 );

$GLOBALS['post'] = $gblocks_loop_saved_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the global.
wp_delete_post( $gblocks_loop_post, true );
