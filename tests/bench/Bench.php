<?php
/**
 * Small timing helpers for the benchmarks: medians over repeated runs, one printed line per figure.
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
	 * Median wall time of a callable in seconds, after warm-up runs.
	 *
	 * @param callable $work    The work to time.
	 * @param int      $runs    Timed runs.
	 * @param int      $warm_up Untimed runs first.
	 */
	public static function median( callable $work, int $runs = 15, int $warm_up = 3 ): float {
		for ( $i = 0; $i < $warm_up; $i++ ) {
			$work();
		}
		$times = array();
		for ( $i = 0; $i < $runs; $i++ ) {
			$start = hrtime( true );
			$work();
			$times[] = ( hrtime( true ) - $start ) / 1e9;
		}
		sort( $times );
		return $times[ intdiv( count( $times ), 2 ) ];
	}

	/**
	 * Prints one figure: "name: value unit (budget ...: ok|OVER)".
	 *
	 * @param string     $name   What was measured.
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
		}
		echo $text, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Command-line output.
	}

	/**
	 * A number with sensible precision.
	 *
	 * @param float $value The number.
	 */
	private static function format( float $value ): string {
		if ( 0.0 === $value ) {
			return '0';
		}
		return abs( $value ) >= 100 ? (string) round( $value ) : (string) round( $value, 3 );
	}

	/**
	 * Removes every callback of the plugin from the given hooks and returns a function that puts them
	 * back, so that the same page can be measured with and without the plugin's work.
	 *
	 * @param string[] $hooks Hook names.
	 * @return callable(): void
	 */
	public static function detach_plugin_callbacks( array $hooks ): callable {
		global $wp_filter;
		$saved = array();
		foreach ( $hooks as $hook ) {
			if ( isset( $wp_filter[ $hook ] ) ) {
				$saved[ $hook ] = clone $wp_filter[ $hook ];
				foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
					foreach ( $callbacks as $callback ) {
						if ( self::is_plugin_callback( $callback['function'] ) ) {
							remove_filter( $hook, $callback['function'], $priority );
						}
					}
				}
			}
		}
		return static function () use ( $saved ): void {
			global $wp_filter;
			foreach ( $saved as $hook => $object ) {
				$wp_filter[ $hook ] = $object; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring what was detached.
			}
		};
	}

	/**
	 * Whether a hook callback belongs to the plugin.
	 *
	 * @param mixed $callback The callback.
	 */
	private static function is_plugin_callback( mixed $callback ): bool {
		if ( is_array( $callback ) ) {
			$target = is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
			return str_starts_with( $target, 'GBlocks_Pro\\' );
		}
		if ( is_string( $callback ) ) {
			return str_starts_with( $callback, 'GBlocks_Pro\\' ) || str_starts_with( $callback, 'gblocks_pro_' );
		}
		if ( $callback instanceof \Closure ) {
			$reflection = new \ReflectionFunction( $callback );
			return str_starts_with( (string) $reflection->getFileName(), GBLOCKS_PRO_DIR );
		}
		return false;
	}
}
