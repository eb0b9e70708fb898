<?php
/**
 * The first decision of a request, as a PHP server answers it (tests/bench/decisions.php): a `php -S`
 * router, so every request starts with no class of ours loaded and no static state, while the compiled
 * scripts stay in OPcache's shared memory between requests, as php-fpm or mod_php keep them. Loads
 * WordPress and the plugin (untimed), times the first Decisions::decide() and prints it, with the work
 * it did (classes loaded, hooks dispatched) and a calibration step (Bench::calibrate()). Query: ?condition=<id>&post=<id>.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

// phpcs:disable WordPress.Security, WordPress.WP.GlobalVariablesOverride -- A bench server entry point.

// The configuration fakes a CLI request; keep this request's own server values.
$gblocks_server = $_SERVER;
require dirname( __DIR__, 2 ) . '/php/wp-tests-config.php';
$_SERVER = $gblocks_server;
require ABSPATH . 'wp-settings.php';
require dirname( __DIR__ ) . '/Bench.php';

$gblocks_condition = (int) ( $_GET['condition'] ?? 0 );
$gblocks_post      = (int) ( $_GET['post'] ?? 0 );
// The work, counted outside the timed part (noise-free): classes declared, hooks dispatched.
$gblocks_classes  = get_declared_classes();
$gblocks_hooks    = array_sum( $GLOBALS['wp_filters'] ?? array() ) + array_sum( $GLOBALS['wp_actions'] ?? array() );
$gblocks_start    = \GBlocks_Pro\Bench\Bench::now();
$gblocks_decision = \GBlocks_Pro\Conditions\Decisions::decide( $gblocks_condition, false, $gblocks_post );
$gblocks_elapsed  = \GBlocks_Pro\Bench\Bench::now() - $gblocks_start;
$gblocks_loaded   = array_diff( get_declared_classes(), $gblocks_classes );
$gblocks_hooks    = array_sum( $GLOBALS['wp_filters'] ?? array() ) + array_sum( $GLOBALS['wp_actions'] ?? array() ) - $gblocks_hooks;
header( 'Content-Type: text/plain' );
echo $gblocks_decision->shows() ? 'shown' : 'hidden', ' ', (int) $gblocks_elapsed, "\n";
echo 'work ', count( $gblocks_loaded ), ' ', (int) $gblocks_hooks, ' ', implode( ',', $gblocks_loaded ), "\n";
// The calibration step on the same clock in the same process, after the timed part: the figure's verdict
// is taken in steps (DESIGN §10).
echo 'calibration ', (int) round( \GBlocks_Pro\Bench\Bench::calibrate() * 1e12 ), "\n";
