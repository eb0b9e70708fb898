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
 * Verdicts are ratios (DESIGN §10): every round also runs a fixed PHP calibration loop (calibrate()),
 * and a figure is judged in calibration steps (each round's value divided by that round's step) against
 * its budget in steps, the absolute budget divided by the step on the machine the budget was set on
 * (REFERENCE_STEP_NS). So a machine twice as slow, or one slowed by other work, gives the same verdict;
 * the absolute figures are printed as information.
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
	 * Steps of one calibration run (calibrate()): about a millisecond of PHP work on the reference machine,
	 * long against the clock's microsecond and short against a round.
	 */
	public const CALIBRATION_STEPS = 400;

	/**
	 * One calibration step on the reference machine, in nanoseconds: the median of calibrate() (200 runs)
	 * on this project's 2-core machine at its quietest (load under 2; 1,634 to 1,655 ns in the quietest
	 * samples of issue 37's measurement, CPU clock). A budget in seconds divided by this is the budget in
	 * steps (ratio_budget()), so that on this machine, quiet, a ratio verdict is the absolute verdict the
	 * budget was written for.
	 */
	public const REFERENCE_STEP_NS = 1650.0;

	/**
	 * The calibration's lookup table, built once per process (untimed).
	 *
	 * @var string[]|null
	 */
	private static ?array $calibration_table = null;

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
	 * The fixed PHP work a budget is measured against (DESIGN §10: "a fixed PHP calibration loop run beside
	 * it"): per step, a pseudo-random read of a table of 40,000 block-like strings (a few MB, so that the
	 * step meets the caches and memory as WordPress's work does, not only the ALU), building an attribute
	 * array and its escaped markup, a regular expression, an explode and a filter with a closure, and an
	 * object allocated and counted: the mix of a block render. A machine twice as slow takes twice as long
	 * for it, as for the figures; the verdict compares the figure in steps, so it does not move.
	 *
	 * @param int $steps Steps to run.
	 * @return int A checksum, so that nothing is optimised away.
	 */
	public static function calibration_work( int $steps ): int {
		$table = self::$calibration_table ??= self::calibration_table();
		$size  = count( $table );
		$seed  = 12345;
		$sum   = 0;
		for ( $step = 0; $step < $steps; $step++ ) {
			$seed  = ( $seed * 1103515245 + 12345 ) & 0x7fffffff;
			$key   = $table[ $seed % $size ];
			$attrs = array(
				'class'   => 'wp-block-' . $key,
				'id'      => 'block-' . $step,
				'data-gb' => (string) $seed,
			);
			$html  = '<div';
			foreach ( $attrs as $name => $value ) {
				$html .= ' ' . $name . '="' . htmlspecialchars( $value, ENT_QUOTES ) . '"';
			}
			$html .= '><p>' . str_replace( '-', ' ', $key ) . '</p></div>';
			if ( 1 === preg_match( '/class="([^"]+)"/', $html, $match ) ) {
				$sum += strlen( $match[1] );
			}
			$sum += count( array_filter( explode( '-', strtolower( $key ) ), static fn( string $part ): bool => strlen( $part ) > 4 ) );
			$sum += count( new \ArrayObject( $attrs ) );
		}
		return $sum;
	}

	/**
	 * The calibration's table: 40,000 strings like block names with a hash.
	 *
	 * @return string[]
	 */
	private static function calibration_table(): array {
		$table = array();
		for ( $i = 0; $i < 40000; $i++ ) {
			$table[] = 'core-Block-' . ( $i % 97 ) . '-' . md5( (string) $i );
		}
		return $table;
	}

	/**
	 * One calibration run, on the given clock: the time of one step, in seconds. The cycle collector runs
	 * first, as before every timed run.
	 *
	 * @param string|null $clock 'wall' for elapsed time (figures timed with hrtime), null for the bench clock.
	 */
	public static function calibrate( ?string $clock = null ): float {
		self::$calibration_table ??= self::calibration_table();
		gc_collect_cycles();
		$wall  = 'wall' === $clock;
		$start = $wall ? (float) hrtime( true ) : self::now();
		self::calibration_work( self::CALIBRATION_STEPS );
		$elapsed = ( $wall ? (float) hrtime( true ) : self::now() ) - $start;
		return $elapsed / 1e9 / self::CALIBRATION_STEPS;
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
	 * Each round also runs one calibration (calibrate()), after both sides, so that the figure's verdict
	 * is taken against the machine's speed in that same round.
	 *
	 * @return array{with: float[], without: float[], calibration: float[]} Seconds per run, by round
	 *                                                                    (calibration: seconds per step).
	 */
	public static function interleaved( callable $with, callable $without, int $rounds = self::ROUNDS, ?callable $prepare = null, int $warm_up = 5 ): array {
		$times = array(
			'with'        => array(),
			'without'     => array(),
			'calibration' => array(),
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
			$step = self::calibrate();
			if ( $round >= 0 ) {
				$times['calibration'][] = $step;
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
	 * Times one piece of work alone, for figures that have no "without" (the plugin's own engine, a scan),
	 * with one calibration (calibrate()) after each run.
	 *
	 * @param callable      $work    The work.
	 * @param int           $rounds  Timed runs.
	 * @param callable|null $prepare Untimed reset before each run.
	 * @param int           $warm_up Untimed runs first.
	 * @return array{times: float[], calibration: float[]} Seconds per run; seconds per calibration step.
	 */
	public static function series( callable $work, int $rounds = self::ROUNDS, ?callable $prepare = null, int $warm_up = 3 ): array {
		$times = array(
			'times'       => array(),
			'calibration' => array(),
		);
		for ( $round = -$warm_up; $round < $rounds; $round++ ) {
			if ( null !== $prepare ) {
				$prepare();
			}
			gc_collect_cycles();
			$start = self::now();
			$work();
			$elapsed = ( self::now() - $start ) / 1e9;
			$step    = self::calibrate();
			if ( $round >= 0 ) {
				$times['times'][]       = $elapsed;
				$times['calibration'][] = $step;
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
	 * A budget in seconds as a budget in calibration steps: divided by the reference machine's step
	 * (REFERENCE_STEP_NS), the machine the budget was written for.
	 *
	 * @param float $budget Budget in seconds.
	 */
	public static function ratio_budget( float $budget ): float {
		return $budget / ( self::REFERENCE_STEP_NS / 1e9 );
	}

	/**
	 * The verdict of a timed figure against its budget (DESIGN §10: verdicts are ratios). Each round's
	 * value is divided by the calibration step measured beside it in the same round (the figure in
	 * calibration steps, the same on a faster or slower machine), and that ratio's median and spread are
	 * held to the budget in steps (ratio_budget()): "OVER" when the whole spread (p25) is over,
	 * "median over budget, inside the spread" when only the median is, "ok" otherwise. When the
	 * calibrations are not one per value, their median stands for each.
	 *
	 * @param float[] $values      Per-round values, in seconds (a figure per block: seconds per block).
	 * @param float[] $calibration Calibration steps measured beside them, in seconds per step (not empty).
	 * @param float   $budget      The absolute budget, in seconds, on the reference machine.
	 * @return array{ratio: array{median: float, low: float, high: float, n: int}, budget: float, step: float, verdict: string}
	 */
	public static function verdict( array $values, array $calibration, float $budget ): array {
		$values      = array_values( $values );
		$calibration = array_values( $calibration );
		$step        = self::stats( $calibration )['median'];
		$ratios      = array();
		foreach ( $values as $round => $value ) {
			$ratios[] = $value / ( count( $calibration ) === count( $values ) ? $calibration[ $round ] : $step );
		}
		$ratio        = self::stats( $ratios );
		$ratio_budget = self::ratio_budget( $budget );
		if ( $ratio['low'] > $ratio_budget ) {
			$verdict = 'OVER';
		} elseif ( $ratio['median'] > $ratio_budget ) {
			$verdict = 'median over budget, inside the spread';
		} else {
			$verdict = 'ok';
		}
		return array(
			'ratio'   => $ratio,
			'budget'  => $ratio_budget,
			'step'    => $step,
			'verdict' => $verdict,
		);
	}

	/**
	 * Prints a measured figure: its median and spread (p25–p75) in the given unit and the number of
	 * rounds, the absolute figure, as information; with a budget, the figure in calibration steps (the
	 * ratio to the calibration run beside it), the budget in steps and the verdict (verdict()): "ok",
	 * "median over budget, inside the spread" (not a failure: the noise cannot tell) or "OVER" (the
	 * whole spread is over: the run fails). "no budget" when neither DESIGN §10 nor issue 26 sets one.
	 * A figure that is itself a ratio of two sides of the same run (unit "x") needs no calibration: its
	 * budget is already a ratio.
	 *
	 * @param string       $name        What was measured.
	 * @param float[]      $values      Per-round values, in seconds (or a plain number when $scale is 1).
	 * @param float        $scale       Multiplier to the unit (1000 for ms, 1e6 for µs, 1 for a ratio).
	 * @param string       $unit        The unit.
	 * @param float|null   $budget      Budget in the unit on the reference machine, if DESIGN §10 sets one.
	 * @param string       $method      How the rounds were taken, e.g. "interleaved rounds".
	 * @param float[]|null $calibration The calibration steps measured beside the rounds (seconds per step).
	 */
	public static function figure( string $name, array $values, float $scale, string $unit, ?float $budget = null, string $method = 'interleaved rounds', ?array $calibration = null ): void {
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
		if ( null === $budget ) {
			$text .= ' (no budget)';
		} elseif ( 'x' === $unit ) {
			$verdict = $stats['low'] > $budget ? 'OVER' : ( $stats['median'] > $budget ? 'median over budget, inside the spread' : 'ok' );
			$text   .= sprintf( ' (budget %s %s: %s)', self::format( $budget ), $unit, $verdict );
		} elseif ( ! $calibration ) {
			$verdict = 'OVER';
			$text   .= ' (a timed budget needs the calibration measured beside it: OVER)';
		} else {
			$judged  = self::verdict( $values, $calibration, $budget / $scale );
			$verdict = $judged['verdict'];
			$text    = substr( $text, 0, -1 ) . sprintf(
				'; absolute, for information: budget %s %s on the reference machine, a calibration step %s µs here, %s µs there); ratio %s steps (IQR %s to %s), ratio budget %s steps: %s',
				self::format( $budget ),
				$unit,
				self::format( $judged['step'] * 1e6 ),
				self::format( self::REFERENCE_STEP_NS / 1e3 ),
				self::format( $judged['ratio']['median'] ),
				self::format( $judged['ratio']['low'] ),
				self::format( $judged['ratio']['high'] ),
				self::format( $judged['budget'] ),
				$verdict
			);
		}
		if ( 'OVER' === ( $verdict ?? '' ) ) {
			$GLOBALS['gblocks_bench_over'] = true;
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
