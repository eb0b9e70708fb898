<?php
/**
 * The rendering cost of HTML attributes (issue 11, DESIGN §10 method): 100 paragraphs that each carry
 * three attributes, rendered with the plugin's block callbacks attached and detached in alternation; the
 * per-round difference divided by 100 is the cost of one block with three attributes. As a content
 * source is asked only for an unsafe attribute, the safe case costs no capability lookup; a second figure
 * times the same page where one of the three is an onclick of an administrator's post (the author's
 * capability is looked up once per request, then remembered).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Blocks\Html_Attributes;

$gblocks_ha_blocks = 100;
$gblocks_ha_page   = static function ( string $attributes ) use ( $gblocks_ha_blocks ): string {
	$content = '';
	for ( $i = 0; $i < $gblocks_ha_blocks; $i++ ) {
		$content .= '<!-- wp:paragraph {"htmlAttributes":' . $attributes . '} --><p>Paragraph ' . $i . ' with <strong>some</strong> text.</p><!-- /wp:paragraph -->' . "\n";
	}
	return $content;
};
$gblocks_ha_safe   = $gblocks_ha_page( '{"data-track":"cta","title":"Read more","aria-label":"Read more about it"}' );
$gblocks_ha_unsafe = $gblocks_ha_page( '{"data-track":"cta","title":"Read more","onclick":"track(this)"}' );

$gblocks_ha_admin      = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	)
);
$gblocks_ha_post       = wp_insert_post(
	array(
		'post_title'   => 'Bench page with HTML attributes',
		'post_content' => '',
		'post_status'  => 'publish',
		'post_type'    => 'page',
		'post_author'  => (int) ( $gblocks_ha_admin[0] ?? 1 ),
	)
);
$gblocks_ha_saved_post = $GLOBALS['post'] ?? null;
$GLOBALS['post']       = get_post( $gblocks_ha_post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.

$gblocks_ha_hooks   = array( 'the_content', 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/paragraph' );
$gblocks_ha_switch  = Bench::plugin_switch( $gblocks_ha_hooks );
$gblocks_ha_prepare = static function ( bool $with ) use ( $gblocks_ha_switch ): void {
	$gblocks_ha_switch[ $with ? 'attach' : 'detach' ]();
	// A new request: no author answer remembered.
	Html_Attributes::instance()->reset();
};
// the_content of the page (the source the renderer judges), as the front end renders it.
$gblocks_ha_render = static function ( string $content ): callable {
	return static fn() => apply_filters( 'the_content', $content );
};

$gblocks_ha_check = static function ( string $content, string $expect ) use ( $gblocks_ha_prepare, $gblocks_ha_render, $gblocks_ha_blocks ): void {
	$gblocks_ha_prepare( true );
	$html = (string) $gblocks_ha_render( $content )();
	if ( substr_count( $html, $expect ) !== $gblocks_ha_blocks ) {
		fwrite( STDERR, 'The html-attributes bench expected ' . $gblocks_ha_blocks . ' blocks with ' . $expect . ".\n" );
		$GLOBALS['gblocks_bench_over'] = true;
	}
};
$gblocks_ha_check( $gblocks_ha_safe, 'aria-label="Read more about it"' );
$gblocks_ha_check( $gblocks_ha_unsafe, 'onclick="track(this)"' );

$gblocks_ha_safe_times   = Bench::interleaved( $gblocks_ha_render( $gblocks_ha_safe ), $gblocks_ha_render( $gblocks_ha_safe ), Bench::ROUNDS, $gblocks_ha_prepare );
$gblocks_ha_unsafe_times = Bench::interleaved( $gblocks_ha_render( $gblocks_ha_unsafe ), $gblocks_ha_render( $gblocks_ha_unsafe ), Bench::ROUNDS, $gblocks_ha_prepare );
$gblocks_ha_switch['attach']();

$gblocks_ha_per_block = static fn( array $times ): array => array_map( static fn( float $d ): float => $d / $gblocks_ha_blocks, Bench::differences( $times ) );
Bench::figure( 'html attributes, per block with three attributes (100-block page)', $gblocks_ha_per_block( $gblocks_ha_safe_times ), 1e6, 'µs' );
Bench::figure( 'html attributes, per block with three attributes, one an administrator\'s onclick (100-block page)', $gblocks_ha_per_block( $gblocks_ha_unsafe_times ), 1e6, 'µs' );
Bench::figure( 'html attributes, 100-block page, plugin adds', Bench::differences( $gblocks_ha_safe_times ), 1000, 'ms' );

$GLOBALS['post'] = $gblocks_ha_saved_post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the global.
wp_delete_post( $gblocks_ha_post, true );
