<?php
/**
 * `wp gblocks stats flush|prune`: the Insights buffer and rollups by hand (issue 38 §5).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage\Cli;

use GBlocks_Pro\Insights\Storage\Flusher;
use GBlocks_Pro\Insights\Storage\Retention;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Runs what WP-Cron runs (the flush every minute, the pruning once a day) now, with the same services.
 */
final class Stats_Command {

	/**
	 * Moves every buffered Insights event into the daily rollups now, and prints how many moved.
	 *
	 * Safe beside the scheduled flush (every minute, WP-Cron): each event is counted once.
	 *
	 * ## OPTIONS
	 *
	 * [--batch-size=<number>]
	 * : Events per flush (default 5000).
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks stats flush
	 *
	 * @param string[]             $args  Positional arguments (none).
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function flush( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes it.
		self::require_tables();
		$size  = isset( $assoc['batch-size'] ) ? Cli::id( $assoc['batch-size'], 'batch size' ) : 5000;
		$moved = Flusher::flush_all( HOUR_IN_SECONDS, $size );
		if ( '' !== Flusher::last_error() ) {
			/* translators: %s: the database's error message. */
			Cli::warning( sprintf( __( 'A flush could not finish and will be retried: %s', 'gblocks-pro' ), Flusher::last_error() ) );
		}
		/* translators: %d: number of events. */
		Cli::success( sprintf( _n( 'Moved %d event into the daily rollups.', 'Moved %d events into the daily rollups.', $moved, 'gblocks-pro' ), $moved ) );
	}

	/**
	 * Removes daily rollups older than the retention, and prints how many rows went.
	 *
	 * The retention is the setting gblocks_pro_insights_retention_days (730 days by default); WP-Cron prunes once a day.
	 *
	 * ## OPTIONS
	 *
	 * [--days=<number>]
	 * : Keep this many days instead of the setting's (today included).
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks stats prune
	 *     wp gblocks stats prune --days=365
	 *
	 * @param string[]             $args  Positional arguments (none).
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function prune( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes it.
		self::require_tables();
		$days    = isset( $assoc['days'] ) ? Cli::id( $assoc['days'], 'number of days' ) : Retention::days();
		$removed = Retention::prune( $days, HOUR_IN_SECONDS );
		/* translators: 1: number of rows, 2: a date (Y-m-d). */
		Cli::success( sprintf( _n( 'Removed %1$d rollup row of days before %2$s.', 'Removed %1$d rollup rows of days before %2$s.', $removed, 'gblocks-pro' ), $removed, Retention::first_kept_day( $days ) ) );
	}

	/**
	 * Stops with an error when a table is missing.
	 */
	private static function require_tables(): void {
		if ( ! Schema::exists() ) {
			Cli::fail( __( 'The Insights tables are missing. Deactivate and activate the plugin, or use Repair on the Insights screen, to create them.', 'gblocks-pro' ) );
		}
	}
}
