<?php
/**
 * The front-end cost of global classes (DESIGN §10 method): a 100-block page whose blocks each carry
 * two of 20 published classes, rendered and its class CSS enqueued, with the plugin's block hooks and
 * the class output attached and detached in alternation. Also the bytes of class CSS the page prints
 * (only the used classes), against what printing every published class would cost.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Global_Classes\Class_Output;
use GBlocks_Pro\Global_Classes\Class_Store;

$gblocks_gc_blocks  = 100;
$gblocks_gc_classes = array();
for ( $gblocks_gc_i = 0; $gblocks_gc_i < 40; $gblocks_gc_i++ ) {
	$gblocks_gc_new = wp_insert_post(
		array(
			'post_type'   => 'gblocks_styles',
			'post_title'  => '.bench-class-' . $gblocks_gc_i,
			'post_status' => 'publish',
		)
	);
	if ( is_int( $gblocks_gc_new ) && $gblocks_gc_new > 0 ) {
		Class_Store::save_data(
			$gblocks_gc_new,
			array(
				'color'                    => '#' . substr( md5( (string) $gblocks_gc_i ), 0, 6 ),
				'padding'                  => $gblocks_gc_i . 'px',
				'&:hover'                  => array( 'opacity' => '0.8' ),
				'@media (max-width:767px)' => array( 'padding' => '4px' ),
			)
		);
		$gblocks_gc_classes[] = $gblocks_gc_new;
	}
}
$gblocks_gc_content = '';
for ( $gblocks_gc_i = 0; $gblocks_gc_i < $gblocks_gc_blocks; $gblocks_gc_i++ ) {
	// 20 of the 40 classes are used on the page, two per block.
	$gblocks_gc_content .= '<!-- wp:paragraph {"gbGlobalClasses":["bench-class-' . ( $gblocks_gc_i % 20 ) . '","bench-class-' . ( ( $gblocks_gc_i + 7 ) % 20 ) . '"]} --><p>Paragraph ' . $gblocks_gc_i . ' with <strong>some</strong> text.</p><!-- /wp:paragraph -->' . "\n";
}

$gblocks_gc_switch  = Bench::plugin_switch( array( 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/paragraph' ) );
$gblocks_gc_prepare = static function ( bool $with ) use ( $gblocks_gc_switch ): void {
	$gblocks_gc_switch[ $with ? 'attach' : 'detach' ]();
	// A new request: nothing used yet, the cached CSS read from the database once.
	Class_Output::instance()->reset();
	wp_cache_delete( Class_Store::CSS_OPTION, 'options' );
};
$gblocks_gc_with    = static function () use ( $gblocks_gc_content ): void {
	do_blocks( $gblocks_gc_content );
	Class_Output::instance()->pending_css();
};
$gblocks_gc_without = static function () use ( $gblocks_gc_content ): void {
	do_blocks( $gblocks_gc_content );
};

$gblocks_gc_prepare( true );
do_blocks( $gblocks_gc_content );
$gblocks_gc_page_css = Class_Output::instance()->pending_css();
if ( 20 !== substr_count( $gblocks_gc_page_css, ':hover{' ) ) {
	fwrite( STDERR, "The global-classes bench expected the CSS of the 20 used classes.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

$gblocks_gc_times = Bench::interleaved( $gblocks_gc_with, $gblocks_gc_without, Bench::ROUNDS, $gblocks_gc_prepare );
$gblocks_gc_switch['attach']();
Class_Output::instance()->reset();

Bench::figure( 'global classes, per block with two classes (100-block page)', array_map( static fn( float $d ): float => $d / $gblocks_gc_blocks, Bench::differences( $gblocks_gc_times ) ), 1e6, 'µs' );
Bench::figure( 'global classes, 100-block page using 20 of 40 classes, plugin adds', Bench::differences( $gblocks_gc_times ), 1000, 'ms' );
Bench::line( 'global classes, CSS printed on that page (used classes only)', (float) strlen( $gblocks_gc_page_css ), 'bytes' );
Bench::line( 'global classes, CSS of every published class (what printing all would cost)', (float) strlen( implode( '', Class_Store::published_css() ) ), 'bytes' );

foreach ( $gblocks_gc_classes as $gblocks_gc_id ) {
	wp_delete_post( $gblocks_gc_id, true );
}
