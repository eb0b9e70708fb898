<?php
/**
 * The cost of a conditioned block (issue 26 §5):
 * - the first decision of a request (cold), as a PHP server answers it: a `php -S` server on the
 *   benchmark database, each request starting with no class of ours loaded and no static state, the
 *   compiled scripts in OPcache's shared memory as php-fpm or mod_php keep them; the request loads
 *   WordPress and the plugin, then times its first Decisions::decide() (condition types and rules loaded
 *   as the engine needs them, the condition read, the rules evaluated). One request per round; budget
 *   0.2 ms. The same in a new CLI process per round with OPcache's file cache only (each class file read
 *   back from disk and checked, which no server does per request) is printed too, without a budget.
 *   The same decision's work, counted: the classes it loads (budget 6: the decision, Evaluator,
 *   Context, Registry, Condition_Type and the one type used) and the hooks it dispatches.
 * - a shown conditioned block, warm (the condition already decided in this request, as every block
 *   after the first that names it): the block hooks dispatched for a paragraph that carries the
 *   condition, with the plugin's callbacks and without them, in interleaved rounds; per block.
 *   Budget 2.5 µs.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Tests\Loopback_Server;

require_once dirname( __DIR__ ) . '/php/Loopback_Server.php';

$gblocks_dc_condition = wp_insert_post(
	array(
		'post_title'  => 'Bench decision',
		'post_status' => 'publish',
		'post_type'   => Post_Type::POST_TYPE,
	)
);
Post_Type::save_tree(
	$gblocks_dc_condition,
	array(
		'logic'  => 'OR',
		'groups' => array(
			array(
				'logic'      => 'AND',
				'conditions' => array(
					array(
						'type'     => 'user_role',
						'rule'     => 'general:logged_out',
						'operator' => 'is',
						'value'    => '',
					),
				),
			),
		),
	)
);
Condition_Store::instance()->rebuild_cache();
$gblocks_dc_page = wp_insert_post(
	array(
		'post_title'  => 'Bench decision page',
		'post_status' => 'publish',
		'post_type'   => 'page',
	)
);

// Cold: one new process per round (each loads WordPress first, untimed), with compiled scripts from
// OPcache's file cache as a server's OPcache would hold them (the first process fills it, untimed).
$gblocks_dc_rounds  = getenv( 'GBLOCKS_BENCH_COLD_ROUNDS' ) ? (int) getenv( 'GBLOCKS_BENCH_COLD_ROUNDS' ) : 30;
$gblocks_dc_cold    = array();
$gblocks_dc_shown   = true;
$gblocks_dc_work    = array( '', '0', '0', '' );
$gblocks_dc_opcache = sys_get_temp_dir() . '/gblocks-bench-opcache-' . getmypid();
wp_mkdir_p( $gblocks_dc_opcache );
$gblocks_dc_php = escapeshellarg( PHP_BINARY ) . ( extension_loaded( 'Zend OPcache' ) ? ' -d opcache.enable_cli=1 -d opcache.file_cache_only=1 -d opcache.validate_timestamps=0 -d opcache.file_cache=' . escapeshellarg( $gblocks_dc_opcache ) : '' );
for ( $gblocks_dc_i = -1; $gblocks_dc_i < $gblocks_dc_rounds; $gblocks_dc_i++ ) {
	$gblocks_dc_line = (string) shell_exec( $gblocks_dc_php . ' ' . escapeshellarg( __DIR__ . '/child/first-decision.php' ) . ' ' . (int) $gblocks_dc_condition . ' ' . (int) $gblocks_dc_page . ' 2>/dev/null' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- A child PHP process of the bench.
	if ( 1 !== preg_match( '/^(shown|hidden) (\d+)$/m', $gblocks_dc_line, $gblocks_dc_match ) ) {
		fwrite( STDERR, "The first-decision child printed no figure:\n" . $gblocks_dc_line . "\n" );
		$GLOBALS['gblocks_bench_over'] = true;
		break;
	}
	$gblocks_dc_shown = $gblocks_dc_shown && 'shown' === $gblocks_dc_match[1];
	if ( $gblocks_dc_i >= 0 ) {
		$gblocks_dc_cold[] = (float) $gblocks_dc_match[2] / 1e9;
	}
	if ( 1 === preg_match( '/^work (\d+) (\d+) (.*)$/m', $gblocks_dc_line, $gblocks_dc_match ) ) {
		$gblocks_dc_work = $gblocks_dc_match;
	}
}
exec( 'rm -rf ' . escapeshellarg( $gblocks_dc_opcache ) );

// Cold, as a server answers it: one request per round to a php -S server whose OPcache keeps the
// compiled scripts in shared memory (the first requests fill it, untimed).
$gblocks_dc_env = array();
foreach ( array( 'GB_WP_DIR', 'GB_DB', 'GB_TEST_DB_DIR', 'GB_DB_HOST', 'GB_DB_NAME', 'GB_DB_USER', 'GB_DB_PASSWORD' ) as $gblocks_dc_name ) {
	if ( false !== getenv( $gblocks_dc_name ) ) {
		$gblocks_dc_env[ $gblocks_dc_name ] = (string) getenv( $gblocks_dc_name );
	}
}
$gblocks_dc_server = Loopback_Server::start(
	__DIR__ . '/child/first-decision-router.php',
	$gblocks_dc_env,
	extension_loaded( 'Zend OPcache' ) ? array( '-d', 'opcache.enable_cli=1', '-d', 'opcache.validate_timestamps=0' ) : array()
);
$gblocks_dc_served = array();
$gblocks_dc_steps  = array();
for ( $gblocks_dc_i = -3; $gblocks_dc_i < $gblocks_dc_rounds; $gblocks_dc_i++ ) {
	$gblocks_dc_line = (string) file_get_contents( 'http://127.0.0.1:' . $gblocks_dc_server->port . '/?condition=' . (int) $gblocks_dc_condition . '&post=' . (int) $gblocks_dc_page ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- The bench's own loopback server.
	if ( 1 !== preg_match( '/^(shown|hidden) (\d+)$/m', $gblocks_dc_line, $gblocks_dc_match ) ) {
		fwrite( STDERR, "The first-decision server printed no figure:\n" . $gblocks_dc_line . "\n" );
		$GLOBALS['gblocks_bench_over'] = true;
		break;
	}
	$gblocks_dc_shown = $gblocks_dc_shown && 'shown' === $gblocks_dc_match[1];
	if ( $gblocks_dc_i >= 0 ) {
		$gblocks_dc_served[] = (float) $gblocks_dc_match[2] / 1e9;
		$gblocks_dc_steps[]  = 1 === preg_match( '/^calibration (\d+)$/m', $gblocks_dc_line, $gblocks_dc_match ) ? (float) $gblocks_dc_match[1] / 1e12 : NAN;
	}
}
$gblocks_dc_server->stop();
if ( ! $gblocks_dc_shown ) {
	fwrite( STDERR, "The decisions bench expected its condition to pass for an anonymous visitor.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}

// Warm: the block hooks for one conditioned paragraph, 1,000 dispatches per round.
$gblocks_dc_hooks    = array( 'pre_render_block', 'render_block_data', 'render_block_context', 'render_block', 'render_block_core/paragraph' );
$gblocks_dc_markup   = '<!-- wp:paragraph {"gbBlockCondition":"' . $gblocks_dc_condition . '"} --><p>Shown</p><!-- /wp:paragraph -->';
$gblocks_dc_block    = parse_blocks( $gblocks_dc_markup )[0];
$gblocks_dc_html     = '<p>Shown</p>';
$gblocks_dc_instance = new \WP_Block( $gblocks_dc_block );
$gblocks_dc_sides    = array();
foreach ( array( true, false ) as $gblocks_dc_with ) {
	foreach ( $gblocks_dc_hooks as $gblocks_dc_hook ) {
		$gblocks_dc_sides[ (int) $gblocks_dc_with ][ $gblocks_dc_hook ] = Bench::hook_with( $gblocks_dc_with ? Bench::plugin_callbacks( $gblocks_dc_hook ) : array() );
	}
}
$gblocks_dc_calls    = 1000;
$gblocks_dc_dispatch = static function ( array $hooks ) use ( $gblocks_dc_block, $gblocks_dc_html, $gblocks_dc_instance, $gblocks_dc_calls ): void {
	for ( $n = 0; $n < $gblocks_dc_calls; $n++ ) {
		$block = $gblocks_dc_block;
		$pre   = $hooks['pre_render_block']->apply_filters( null, array( null, $block, null ) );
		if ( null !== $pre ) {
			continue;
		}
		$block = $hooks['render_block_data']->apply_filters( $block, array( $block, $block, null ) );
		$hooks['render_block_context']->apply_filters( array(), array( array(), $block, null ) );
		$out = $hooks['render_block']->apply_filters( $gblocks_dc_html, array( $gblocks_dc_html, $block, $gblocks_dc_instance ) );
		$hooks['render_block_core/paragraph']->apply_filters( $out, array( $out, $block, $gblocks_dc_instance ) );
	}
};
Decisions::decide( $gblocks_dc_condition, false, $gblocks_dc_page );
$gblocks_dc_main  = $GLOBALS['post'] ?? null;
$GLOBALS['post']  = get_post( $gblocks_dc_page ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The page being rendered.
$gblocks_dc_check = render_block( $gblocks_dc_block );
if ( ! str_contains( $gblocks_dc_check, 'Shown' ) ) {
	fwrite( STDERR, "The decisions bench expected the conditioned paragraph to show.\n" );
	$GLOBALS['gblocks_bench_over'] = true;
}
$gblocks_dc_warm = Bench::interleaved( static fn() => $gblocks_dc_dispatch( $gblocks_dc_sides[1] ), static fn() => $gblocks_dc_dispatch( $gblocks_dc_sides[0] ) );
$GLOBALS['post'] = $gblocks_dc_main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring the global.

Bench::figure( 'conditions: first decision of a request (cold: a new request to a PHP server, ' . count( $gblocks_dc_served ) . ' requests)', $gblocks_dc_served, 1000, 'ms', 0.2, 'rounds', $gblocks_dc_steps );
Bench::figure( 'conditions: first decision of a request (cold: a new CLI process, file-only OPcache, ' . count( $gblocks_dc_cold ) . ' processes)', $gblocks_dc_cold, 1000, 'ms', null, 'rounds' );
// The same first decision counted (noise-free): the classes it loads (the decision, the engine, the one
// condition type it uses, and Support\Derived_Option, the reader of the autoloaded condition cache,
// which carries the generation it was built from: 7, was 6 before the cache did) and the hooks it
// dispatches.
Bench::line( 'conditions: first decision of a request, classes loaded (' . str_replace( 'GBlocks_Pro\\Conditions\\', '', $gblocks_dc_work[3] ) . ')', (float) $gblocks_dc_work[1], 'classes', 7.0 );
Bench::line( 'conditions: first decision of a request, hooks dispatched', (float) $gblocks_dc_work[2], 'hooks' );
Bench::figure( 'conditions: shown conditioned block, warm, plugin adds per block (block hooks, ' . $gblocks_dc_calls . ' dispatches per round)', array_map( static fn( float $d ): float => $d / $gblocks_dc_calls, Bench::differences( $gblocks_dc_warm ) ), 1e6, 'µs', 2.5, calibration: $gblocks_dc_warm['calibration'] );

wp_delete_post( $gblocks_dc_condition, true );
wp_delete_post( $gblocks_dc_page, true );
Condition_Store::instance()->rebuild_cache();
Decisions::flush();
