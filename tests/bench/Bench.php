<?php
/**
 * Timing helpers for the benchmarks (DESIGN §10): a figure is the difference of two INTERLEAVED series,
 * with and without the plugin's work, alternating every round, over at least 200 rounds, reported as the
 * median of the per-round differences and their spread (the interquartile range, p25–p75).
 *
 * Why: on a shared, busy machine the load drifts by more than the figures we measure. Two series taken
 * one after the other (25 runs with the plugin, then 25 without) compare two different machines; the
 * same series taken in alternation see the same drift, and the per-round difference cancels it.
 *
 * A figure is over budget only when its WHOLE spread is: the low end of the spread (p25) above the
 * budget. A median over budget inside the spread is printed as such, but does not fail the run.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

/**
 * Measures and prints.
 */
final class Bench {

	/**
	 * Rounds of an interleaved figure (DESIGN §10: at least 200).
	 */
	public const ROUNDS = 200;

	/**
	 * The clock: 'cpu' (default) is the process's CPU time, user plus system (getrusage), so that time
	 * the scheduler gives to other processes on a shared machine is not counted; 'wall' (environment
	 * GBLOCKS_BENCH_CLOCK=wall) is elapsed time (hrtime). Both in nanoseconds, CPU time at microsecond
	 * resolution. The benchmark site runs on SQLite inside the PHP process, so its queries are CPU time too.
	 */
	public static function clock(): string {
		return 'wall' === getenv( 'GBLOCKS_BENCH_CLOCK' ) ? 'wall' : 'cpu';
	}

	/**
	 * Now, on the benchmark clock, in nanoseconds.
	 */
	public static function now(): float {
		static $cpu = null;
		$cpu      ??= 'cpu' === self::clock();
		if ( ! $cpu ) {
			return (float) hrtime( true );
		}
		$usage = getrusage();
		return ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) * 1e9 + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) * 1e3;
	}

	/**
	 * Times two pieces of work in alternation: each round runs both, the order swapping every round
	 * (with first, then without first) so that neither always runs on a warmer cache. Before every timed
	 * run, $prepare (untimed) resets what a new request would not have, and the cycle collector runs, so
	 * that a collection started by one side's garbage does not land in the other side's time.
	 *
	 * @param callable      $with    The work with the plugin.
	 * @param callable      $without The same work without it.
	 * @param int           $rounds  Timed rounds.
	 * @param callable|null $prepare Untimed reset before each run; receives true for the "with" run.
	 * @param int           $warm_up Untimed rounds first.
	 * @return array{with: float[], without: float[]} Seconds per run, by round.
	 */
	public static function interleaved( callable $with, callable $without, int $rounds = self::ROUNDS, ?callable $prepare = null, int $warm_up = 5 ): array {
		$times = array(
			'with'    => array(),
			'without' => array(),
		);
		for ( $round = -$warm_up; $round < $rounds; $round++ ) {
			$order = 0 === ( $round & 1 ) ? array( 'with', 'without' ) : array( 'without', 'with' );
			foreach ( $order as $side ) {
				if ( null !== $prepare ) {
					$prepare( 'with' === $side );
				}
				gc_collect_cycles();
				$work  = 'with' === $side ? $with : $without;
				$start = self::now();
				$work();
				$elapsed = ( self::now() - $start ) / 1e9;
				if ( $round >= 0 ) {
					$times[ $side ][] = $elapsed;
				}
			}
		}
		return $times;
	}

	/**
	 * Per-round differences (with − without) of an interleaved measurement.
	 *
	 * @param array{with: float[], without: float[]} $times From interleaved().
	 * @return float[]
	 */
	public static function differences( array $times ): array {
		return array_map( static fn( float $with, float $without ): float => $with - $without, $times['with'], $times['without'] );
	}

	/**
	 * Per-round ratios (with / without) of an interleaved measurement.
	 *
	 * @param array{with: float[], without: float[]} $times From interleaved().
	 * @return float[]
	 */
	public static function ratios( array $times ): array {
		return array_map( static fn( float $with, float $without ): float => $without > 0 ? $with / $without : INF, $times['with'], $times['without'] );
	}

	/**
	 * Times one piece of work alone, for figures that have no "without" (the plugin's own engine, a scan).
	 *
	 * @param callable      $work    The work.
	 * @param int           $rounds  Timed runs.
	 * @param callable|null $prepare Untimed reset before each run.
	 * @param int           $warm_up Untimed runs first.
	 * @return float[] Seconds per run.
	 */
	public static function series( callable $work, int $rounds = self::ROUNDS, ?callable $prepare = null, int $warm_up = 3 ): array {
		$times = array();
		for ( $round = -$warm_up; $round < $rounds; $round++ ) {
			if ( null !== $prepare ) {
				$prepare();
			}
			gc_collect_cycles();
			$start = self::now();
			$work();
			$elapsed = ( self::now() - $start ) / 1e9;
			if ( $round >= 0 ) {
				$times[] = $elapsed;
			}
		}
		return $times;
	}

	/**
	 * The median and the interquartile range of a sample.
	 *
	 * @param float[] $values The sample (not empty).
	 * @return array{median: float, low: float, high: float, n: int}
	 */
	public static function stats( array $values ): array {
		sort( $values );
		return array(
			'median' => self::percentile( $values, 0.5 ),
			'low'    => self::percentile( $values, 0.25 ),
			'high'   => self::percentile( $values, 0.75 ),
			'n'      => count( $values ),
		);
	}

	/**
	 * A percentile of a sorted sample, interpolated between the two nearest values.
	 *
	 * @param float[] $sorted Sorted sample.
	 * @param float   $p      0..1.
	 */
	private static function percentile( array $sorted, float $p ): float {
		$count = count( $sorted );
		if ( 0 === $count ) {
			return NAN;
		}
		$position = ( $count - 1 ) * $p;
		$below    = (int) floor( $position );
		$above    = min( $count - 1, $below + 1 );
		return $sorted[ $below ] + ( $sorted[ $above ] - $sorted[ $below ] ) * ( $position - $below );
	}

	/**
	 * Prints a measured figure: its median and spread (p25–p75) in the given unit, the number of rounds,
	 * and the verdict against the budget: "ok" (median within budget), "median over budget, inside the
	 * spread" (not a failure: the noise cannot tell), or "OVER" (the whole spread is over: the run fails);
	 * "no budget" when neither DESIGN §10 nor issue 26 sets one.
	 *
	 * @param string     $name   What was measured.
	 * @param float[]    $values Per-round values, in seconds (or a plain number when $scale is 1).
	 * @param float      $scale  Multiplier to the unit (1000 for ms, 1e6 for µs, 1 for a ratio).
	 * @param string     $unit   The unit.
	 * @param float|null $budget Budget in the unit, if DESIGN §10 sets one.
	 * @param string     $method How the rounds were taken, e.g. "interleaved rounds".
	 */
	public static function figure( string $name, array $values, float $scale, string $unit, ?float $budget = null, string $method = 'interleaved rounds' ): void {
		$stats = self::stats( array_map( static fn( float $value ): float => $value * $scale, $values ) );
		$text  = sprintf(
			'%s: %s %s median (IQR %s to %s, %d %s)',
			$name,
			self::format( $stats['median'] ),
			$unit,
			self::format( $stats['low'] ),
			self::format( $stats['high'] ),
			$stats['n'],
			$method
		);
		if ( null !== $budget ) {
			if ( $stats['low'] > $budget ) {
				$verdict                       = 'OVER';
				$GLOBALS['gblocks_bench_over'] = true;
			} elseif ( $stats['median'] > $budget ) {
				$verdict = 'median over budget, inside the spread';
			} else {
				$verdict = 'ok';
			}
			$text .= sprintf( ' (budget %s %s: %s)', self::format( $budget ), $unit, $verdict );
		} else {
			$text .= ' (no budget)';
		}
		echo $text, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Command-line output.
	}

	/**
	 * Prints an exact figure (a count, a size): "name: value unit (budget ...: ok|OVER)", or
	 * "(no budget)".
	 *
	 * @param string     $name   What was counted.
	 * @param float      $value  The figure.
	 * @param string     $unit   Its unit.
	 * @param float|null $budget Budget in the same unit, if DESIGN §10 sets one.
	 */
	public static function line( string $name, float $value, string $unit, ?float $budget = null ): void {
		$text = sprintf( '%s: %s %s', $name, self::format( $value ), $unit );
		if ( null !== $budget ) {
			$text .= sprintf( ' (budget %s %s: %s)', self::format( $budget ), $unit, $value <= $budget ? 'ok' : 'OVER' );
			if ( $value > $budget ) {
				$GLOBALS['gblocks_bench_over'] = true;
			}
		} else {
			$text .= ' (no budget)';
		}
		echo $text, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Command-line output.
	}

	/**
	 * A number with sensible precision.
	 *
	 * @param float $value The number.
	 */
	private static function format( float $value ): string {
		$rounded = abs( $value ) >= 100 ? round( $value ) : ( abs( $value ) >= 1 ? round( $value, 2 ) : round( $value, 3 ) );
		return 0.0 === (float) $rounded ? '0' : (string) $rounded;
	}

	/**
	 * Switches for the plugin's callbacks on the given hooks: attach() puts the hooks as they are now,
	 * detach() puts them without the plugin's callbacks. Both are cheap (they swap prepared WP_Hook
	 * objects), so that a benchmark can switch every round.
	 *
	 * @param string[] $hooks Hook names.
	 * @return array{attach: callable(): void, detach: callable(): void}
	 */
	public static function plugin_switch( array $hooks ): array {
		global $wp_filter;
		$full     = array();
		$stripped = array();
		foreach ( $hooks as $hook ) {
			if ( ! isset( $wp_filter[ $hook ] ) ) {
				continue;
			}
			$full[ $hook ]     = $wp_filter[ $hook ];
			$stripped[ $hook ] = clone $wp_filter[ $hook ];
			foreach ( $stripped[ $hook ]->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $callback ) {
					if ( self::is_plugin_callback( $callback['function'] ) ) {
						$stripped[ $hook ]->remove_filter( $hook, $callback['function'], $priority );
					}
				}
			}
		}
		$put = static function ( array $objects ): void {
			global $wp_filter;
			foreach ( $objects as $hook => $object ) {
				$wp_filter[ $hook ] = $object; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Switching the plugin's callbacks on and off.
			}
		};
		return array(
			'attach' => static fn() => $put( $full ),
			'detach' => static fn() => $put( $stripped ),
		);
	}

	/**
	 * Removes every callback of the plugin from the given hooks and returns a function that puts them
	 * back, for benchmarks that drive the plugin's classes themselves.
	 *
	 * @param string[] $hooks Hook names.
	 * @return callable(): void
	 */
	public static function detach_plugin_callbacks( array $hooks ): callable {
		$switch = self::plugin_switch( $hooks );
		$switch['detach']();
		return $switch['attach'];
	}

	/**
	 * The plugin's callbacks on a hook, with their priority and accepted arguments.
	 *
	 * @param string $hook Hook name.
	 * @return array<int, array{function: callable, priority: int, accepted_args: int}>
	 */
	public static function plugin_callbacks( string $hook ): array {
		global $wp_filter;
		$found = array();
		foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( self::is_plugin_callback( $callback['function'] ) ) {
					$found[] = array(
						'function'      => $callback['function'],
						'priority'      => (int) $priority,
						'accepted_args' => (int) $callback['accepted_args'],
					);
				}
			}
		}
		return $found;
	}

	/**
	 * A stand-alone hook for timing callbacks in a tight loop: one no-op at priority 10 stands for
	 * WordPress's own callbacks (a real block hook always has some, so the plugin's callbacks are timed
	 * as the extra callbacks of a hook that runs anyway), plus the given callbacks.
	 *
	 * @param array<int, array{function: callable, priority: int, accepted_args: int}> $callbacks Callbacks.
	 */
	public static function hook_with( array $callbacks ): \WP_Hook {
		$hook = new \WP_Hook();
		$hook->add_filter( 'gblocks_pro_bench', array( self::class, 'pass_through' ), 10, 1 );
		foreach ( $callbacks as $callback ) {
			$hook->add_filter( 'gblocks_pro_bench', $callback['function'], $callback['priority'], $callback['accepted_args'] );
		}
		return $hook;
	}

	/**
	 * The no-op stand-in of hook_with().
	 *
	 * @param mixed $value The filtered value.
	 * @return mixed
	 */
	public static function pass_through( mixed $value ): mixed {
		return $value;
	}

	/**
	 * The number of the plugin's callbacks on the given hooks.
	 *
	 * @param string[] $hooks Hook names.
	 */
	public static function plugin_callback_count( array $hooks ): int {
		global $wp_filter;
		$count = 0;
		foreach ( $hooks as $hook ) {
			foreach ( isset( $wp_filter[ $hook ] ) ? $wp_filter[ $hook ]->callbacks : array() as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$count += self::is_plugin_callback( $callback['function'] ) ? 1 : 0;
				}
			}
		}
		return $count;
	}

	/**
	 * Whether a hook callback belongs to the plugin.
	 *
	 * @param mixed $callback The callback.
	 */
	private static function is_plugin_callback( mixed $callback ): bool {
		if ( is_array( $callback ) ) {
			$target = is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
			return str_starts_with( $target, 'GBlocks_Pro\\' ) && ! str_starts_with( $target, 'GBlocks_Pro\\Bench\\' );
		}
		if ( is_string( $callback ) ) {
			return str_starts_with( $callback, 'GBlocks_Pro\\' ) || str_starts_with( $callback, 'gblocks_pro_' );
		}
		if ( $callback instanceof \Closure ) {
			$reflection = new \ReflectionFunction( $callback );
			$file       = (string) $reflection->getFileName();
			return str_starts_with( $file, GBLOCKS_PRO_DIR ) && ! str_starts_with( $file, GBLOCKS_PRO_DIR . 'tests/' );
		}
		return false;
	}

	/**
	 * Published conditions whose tree is one group (AND) of the given rows.
	 *
	 * @param string                            $title Title prefix (the index is appended).
	 * @param int                               $count How many.
	 * @param array<int, array<string, string>> $rows  The group's rows.
	 * @return int[] Condition ids.
	 */
	public static function conditions( string $title, int $count, array $rows ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$id = wp_insert_post(
				array(
					'post_title'  => $title . ' ' . $i,
					'post_status' => 'publish',
					'post_type'   => \GBlocks_Pro\Conditions\Post_Type::POST_TYPE,
				)
			);
			\GBlocks_Pro\Conditions\Post_Type::save_tree(
				$id,
				array(
					'logic'  => 'OR',
					'groups' => array(
						array(
							'logic'      => 'AND',
							'conditions' => $rows,
						),
					),
				)
			);
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * A 300-block page: 100 groups of a heading and a paragraph, the paragraphs guarded by the given
	 * conditions in turn.
	 *
	 * @param int[] $conditions Condition ids.
	 */
	public static function guarded_page( array $conditions ): string {
		$content = '';
		for ( $i = 0; $i < 100; $i++ ) {
			$content .= '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">'
				. '<!-- wp:heading --><h2 class="wp-block-heading">Heading ' . $i . '</h2><!-- /wp:heading -->'
				. '<!-- wp:paragraph {"gbBlockCondition":"' . $conditions[ $i % count( $conditions ) ] . '"} --><p>Paragraph ' . $i . ' with <strong>some</strong> text.</p><!-- /wp:paragraph -->'
				. '</div><!-- /wp:group -->' . "\n";
		}
		return $content;
	}
}
