<?php
/**
 * Child process of tests/bench/decisions.php: a new PHP process (nothing of the conditions engine loaded
 * yet) on the parent's benchmark database, which times its first decision of a condition for a block
 * (Decisions::decide, as a conditioned block asks) and prints it in nanoseconds on the benchmark clock,
 * then the work it did, counted outside the timed part: "work <classes loaded> <hooks dispatched> <classes>".
 *
 * Arguments: the condition id, the context post id.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

$gblocks_root = dirname( __DIR__, 3 );
require $gblocks_root . '/tests/php/wp-tests-config.php';
require ABSPATH . 'wp-settings.php';
require dirname( __DIR__ ) . '/Bench.php';

$gblocks_condition = (int) ( $argv[1] ?? 0 );
$gblocks_post      = (int) ( $argv[2] ?? 0 );
// The work, counted outside the timed part (noise-free): classes declared, hooks dispatched.
$gblocks_classes  = get_declared_classes();
$gblocks_hooks    = array_sum( $GLOBALS['wp_filters'] ?? array() ) + array_sum( $GLOBALS['wp_actions'] ?? array() );
$gblocks_start    = \GBlocks_Pro\Bench\Bench::now();
$gblocks_decision = \GBlocks_Pro\Conditions\Decisions::decide( $gblocks_condition, false, $gblocks_post );
$gblocks_elapsed  = \GBlocks_Pro\Bench\Bench::now() - $gblocks_start;
$gblocks_loaded   = array_diff( get_declared_classes(), $gblocks_classes );
$gblocks_hooks    = array_sum( $GLOBALS['wp_filters'] ?? array() ) + array_sum( $GLOBALS['wp_actions'] ?? array() ) - $gblocks_hooks;
echo $gblocks_decision->shows() ? 'shown' : 'hidden', ' ', (int) $gblocks_elapsed, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Command-line output.
echo 'work ', count( $gblocks_loaded ), ' ', (int) $gblocks_hooks, ' ', implode( ',', $gblocks_loaded ), "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Command-line output.
