<?php
/**
 * The cost of block styles (issue 12, DESIGN §10 method):
 * - compiling one block's style object (base, a hover state, a descendant, two media queries, a
 *   device visibility rule), alone, per block;
 * - a page with 100 paragraphs whose styles are all different (100 classes: the worst case), rendered
 *   and its block-support CSS compiled as core prints it, with the plugin's callbacks attached and
 *   detached in alternation: time added per page and per block, and the bytes of CSS on that page;
 * - the same page where the 100 blocks share 5 style objects (5 classes, each stored once);
 * - DESIGN §10's budget: a 300-block page where 60 blocks carry styles AND HTML attributes, ≤ 3 ms added,
 *   with the style object above and with a light one (four declarations and Hide on Mobile).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Blocks\Block_Styles;
use GBlocks_Pro\Styles\Compiler;
use GBlocks_Pro\Trust\Content_Author;

$gblocks_st_styles    = static function ( int $i ): array {
	return array(
		'color'                     => '#' . str_pad( dechex( $i * 4099 % 0xffffff ), 6, '0', STR_PAD_LEFT ),
		'paddingTop'                => ( $i % 40 ) . 'px',
		'backgroundColor'           => 'rgba(0, 0, 0, 0.05)',
		'borderRadius'              => '4px',
		'&:hover'                   => array( 'color' => 'red' ),
		'a'                         => array(
			'textDecoration' => 'none',
			'&:hover'        => array( 'textDecoration' => 'underline' ),
		),
		'@media (max-width:1024px)' => array( 'paddingTop' => '8px' ),
		'@media (max-width:767px)'  => array( 'display' => 'none !important' ),
	);
};
$gblocks_st_paragraph = static function ( array $attributes, int $i ): string {
	return '<!-- wp:paragraph ' . wp_json_encode( $attributes ) . ' --><p>Paragraph ' . $i . ' with <a href="#x">a link</a>.</p><!-- /wp:paragraph -->';
};
$gblocks_st_plain     = static fn( int $i ): string => '<!-- wp:paragraph --><p>Paragraph ' . $i . ' with <strong>some</strong> text.</p><!-- /wp:paragraph -->';

$gblocks_st_unique = '';
$gblocks_st_shared = '';
for ( $gblocks_i = 0; $gblocks_i < 100; $gblocks_i++ ) {
	$gblocks_st_unique .= $gblocks_st_paragraph( array( 'gbStyles' => $gblocks_st_styles( $gblocks_i ) ), $gblocks_i ) . "\n";
	$gblocks_st_shared .= $gblocks_st_paragraph( array( 'gbStyles' => $gblocks_st_styles( $gblocks_i % 5 ) ), $gblocks_i ) . "\n";
}
$gblocks_st_budget_page = '';
for ( $gblocks_i = 0; $gblocks_i < 300; $gblocks_i++ ) {
	$gblocks_st_budget_page .= 0 === $gblocks_i % 5
		? $gblocks_st_paragraph(
			array(
				'gbStyles'       => $gblocks_st_styles( $gblocks_i ),
				'htmlAttributes' => array(
					'data-track' => 'cta-' . $gblocks_i,
					'title'      => 'Read more',
				),
			),
			$gblocks_i
		) . "\n"
		: $gblocks_st_plain( $gblocks_i ) . "\n";
}

// The same page with a light style object on the 60 blocks: four declarations and Hide on Mobile (2 rules).
$gblocks_st_light_page = '';
for ( $gblocks_i = 0; $gblocks_i < 300; $gblocks_i++ ) {
	$gblocks_st_light_page .= 0 === $gblocks_i % 5
		? $gblocks_st_paragraph(
			array(
				'gbStyles'       => array(
					'color'                    => '#' . str_pad( dechex( $gblocks_i * 4099 % 0xffffff ), 6, '0', STR_PAD_LEFT ),
					'paddingTop'               => ( $gblocks_i % 40 ) . 'px',
					'fontSize'                 => '1.125rem',
					'borderRadius'             => '4px',
					'@media (max-width:767px)' => array( 'display' => 'none !important' ),
				),
				'htmlAttributes' => array(
					'data-track' => 'cta-' . $gblocks_i,
					'title'      => 'Read more',
				),
			),
			$gblocks_i
		) . "\n"
		: $gblocks_st_plain( $gblocks_i ) . "\n";
}

// The pages are saved posts (their styles compiled at save, as a site's are), rendered as the content
// of that post (the source whose compiled styles are looked up).
$gblocks_st_posts = array();
wp_set_current_user( 1 ); // An administrator saves them (unfiltered: the content is stored as written).
foreach ( array(
	'unique' => $gblocks_st_unique,
	'shared' => $gblocks_st_shared,
	'budget' => $gblocks_st_budget_page,
	'light'  => $gblocks_st_light_page,
) as $gblocks_st_name => $gblocks_st_content ) {
	$gblocks_st_posts[ $gblocks_st_name ] = get_post(
		wp_insert_post(
			array(
				'post_title'   => 'Styles bench ' . $gblocks_st_name,
				'post_status'  => 'publish',
				'post_type'    => 'page',
				'post_content' => wp_slash( $gblocks_st_content ),
			)
		)
	);
}
wp_set_current_user( 0 );

$gblocks_st_hooks   = array( 'the_content', 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/paragraph' );
$gblocks_st_switch  = Bench::plugin_switch( $gblocks_st_hooks );
$gblocks_st_prepare = static function ( bool $with ) use ( $gblocks_st_switch ): void {
	$gblocks_st_switch[ $with ? 'attach' : 'detach' ]();
	// A new request: no class remembered, nothing in the block-support store; the pages' compiled
	// styles are in the post meta cache, as the main query primes them.
	Block_Styles::instance()->reset();
	\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
};
// The page renders, then core compiles the block-support store to print it.
$gblocks_st_render = static function ( string $content, ?\WP_Post $post = null ): callable {
	return static function () use ( $content, $post ): string {
		Content_Author::instance()->enter_post( $post );
		do_blocks( $content );
		Content_Author::instance()->leave();
		return wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) );
	};
};

// Check first: every styled block carries its class, and the CSS is there.
$gblocks_st_prepare( true );
$gblocks_st_html = do_blocks( $gblocks_st_unique );
$gblocks_st_css  = wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) );
if ( 100 !== preg_match_all( '/class="gb-s-[0-9a-f]{8}"/', $gblocks_st_html ) || 100 !== substr_count( $gblocks_st_css, ':hover{color:red;}' ) ) {
	fwrite( STDERR, "The styles bench expected 100 styled blocks and 100 classes of CSS.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}
$gblocks_st_unique_bytes = strlen( $gblocks_st_css );
$gblocks_st_prepare( true );
do_blocks( $gblocks_st_shared );
$gblocks_st_shared_bytes = strlen( wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) ) );

// One style object compiled to rules (what a new class costs before it is stored), 100 per run.
$gblocks_st_objects = array_map( $gblocks_st_styles, range( 0, 99 ) );
$gblocks_st_compile = Bench::series(
	static function () use ( $gblocks_st_objects ): void {
		foreach ( $gblocks_st_objects as $gblocks_st_object ) {
			Compiler::rules( $gblocks_st_object, '.' . Compiler::class_name( $gblocks_st_object ) );
		}
	}
);

$gblocks_st_unique_times = Bench::interleaved( $gblocks_st_render( $gblocks_st_unique, $gblocks_st_posts['unique'] ), $gblocks_st_render( $gblocks_st_unique, $gblocks_st_posts['unique'] ), Bench::ROUNDS, $gblocks_st_prepare );
$gblocks_st_shared_times = Bench::interleaved( $gblocks_st_render( $gblocks_st_shared, $gblocks_st_posts['shared'] ), $gblocks_st_render( $gblocks_st_shared, $gblocks_st_posts['shared'] ), Bench::ROUNDS, $gblocks_st_prepare );
$gblocks_st_budget_times = Bench::interleaved( $gblocks_st_render( $gblocks_st_budget_page, $gblocks_st_posts['budget'] ), $gblocks_st_render( $gblocks_st_budget_page, $gblocks_st_posts['budget'] ), Bench::ROUNDS, $gblocks_st_prepare );
$gblocks_st_light_times  = Bench::interleaved( $gblocks_st_render( $gblocks_st_light_page, $gblocks_st_posts['light'] ), $gblocks_st_render( $gblocks_st_light_page, $gblocks_st_posts['light'] ), Bench::ROUNDS, $gblocks_st_prepare );
$gblocks_st_switch['attach']();
Block_Styles::instance()->reset();
\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();

$gblocks_st_per_block = static fn( array $values ): array => array_map( static fn( float $value ): float => $value / 100, $values );
Bench::figure( 'styles, compile one block\'s style object to rules (8 keys, 7 rules)', $gblocks_st_per_block( $gblocks_st_compile['times'] ), 1e6, 'µs', null, 'rounds' );
Bench::figure( 'styles, per styled block, all different (100-block page, CSS printed)', $gblocks_st_per_block( Bench::differences( $gblocks_st_unique_times ) ), 1e6, 'µs' );
Bench::figure( 'styles, 100 styled blocks, all different, plugin adds', Bench::differences( $gblocks_st_unique_times ), 1000, 'ms' );
Bench::line( 'styles, 100 styled blocks, all different, CSS on the page', (float) $gblocks_st_unique_bytes, 'bytes' );
Bench::figure( 'styles, 100 styled blocks sharing 5 style objects, plugin adds', Bench::differences( $gblocks_st_shared_times ), 1000, 'ms' );
Bench::line( 'styles, 100 styled blocks sharing 5 style objects, CSS on the page', (float) $gblocks_st_shared_bytes, 'bytes' );
Bench::figure( 'styles, 300-block page, 60 blocks with styles (8 keys, 7 rules, all different) and HTML attributes, plugin adds', Bench::differences( $gblocks_st_budget_times ), 1000, 'ms', 3.0, calibration: $gblocks_st_budget_times['calibration'] );
Bench::figure( 'styles, 300-block page, 60 blocks with light styles (4 declarations and Hide on Mobile, all different) and HTML attributes, plugin adds', Bench::differences( $gblocks_st_light_times ), 1000, 'ms', 3.0, calibration: $gblocks_st_light_times['calibration'] );
foreach ( $gblocks_st_posts as $gblocks_st_post ) {
	wp_delete_post( (int) $gblocks_st_post->ID, true );
}
