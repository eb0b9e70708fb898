<?php
/**
 * `wp gblocks content upgrade`: brings stored content to today's trust rule (issue 36 S7).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Trust\Cli;

use GBlocks_Pro\Support\Cli\Cli;
use GBlocks_Pro\Trust\Content_Upgrade;

/**
 * Runs the batches of Trust\Content_Upgrade (the same routine as the scheduled run, its lock and its
 * state) with a progress bar, and prints what changed.
 */
final class Content_Command {

	/**
	 * Applies today's trust rule to the stored content of authors without unfiltered_html: `{{…}}` text
	 * holding markup and unsafe HTML attributes. Resumes an interrupted run.
	 *
	 * ## OPTIONS
	 *
	 * [--dry-run]
	 * : Report what would change; write nothing.
	 *
	 * [--batch-size=<number>]
	 * : Posts per batch (default 50).
	 *
	 * [--format=<format>]
	 * : How to print the changed posts: table, json, csv, yaml or count.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks content upgrade --dry-run
	 *     wp gblocks content upgrade
	 *
	 * @param string[]             $args  Positional arguments (none).
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function upgrade( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes it.
		$size = isset( $assoc['batch-size'] ) ? Cli::id( $assoc['batch-size'], 'batch size' ) : Content_Upgrade::BATCH;
		// Table: the changed posts, then a summary line; another format prints the posts alone.
		$table   = 'table' === Cli::format( $assoc, Cli::LIST_FORMATS );
		$dry_run = ! empty( $assoc['dry-run'] );
		$changed = array();
		if ( $dry_run ) {
			$total = Content_Upgrade::count_candidates();
			/**
			 * A bar on a terminal, a no-op when the output is piped.
			 *
			 * @var \cli\progress\Bar $progress
			 */
			$progress = \WP_CLI\Utils\make_progress_bar( __( 'Checking stored content', 'gblocks-pro' ), $total );
			$cursor   = 0;
			$scanned  = 0;
			do {
				$batch    = Content_Upgrade::process( $cursor, $size, false );
				$cursor   = $batch['last'];
				$scanned += $batch['scanned'];
				$changed  = array_merge( $changed, $batch['changed'] );
				$progress->tick( $batch['scanned'] );
			} while ( $batch['scanned'] >= $size );
			$progress->finish();
		} else {
			$state = Content_Upgrade::recount();
			if ( 'running' === $state['status'] && $table ) {
				/* translators: 1: posts checked so far, 2: posts to check. */
				Cli::line( sprintf( __( 'Resuming: %1$d of %2$d posts checked.', 'gblocks-pro' ), $state['done'], $state['total'] ) );
			} elseif ( 'running' !== $state['status'] ) {
				Content_Upgrade::start( false );
				$state = Content_Upgrade::state();
			}
			/**
			 * A bar on a terminal, a no-op when the output is piped.
			 *
			 * @var \cli\progress\Bar $progress
			 */
			$progress = \WP_CLI\Utils\make_progress_bar( __( 'Updating stored content', 'gblocks-pro' ), (int) max( 0, $state['total'] - $state['done'] ) );
			$waited   = 0;
			while ( 'running' === $state['status'] ) {
				$batch = Content_Upgrade::run_batch( $size );
				if ( null === $batch ) {
					// Another run (WP-Cron, a second command) holds the batch: it advances the same state.
					if ( ++$waited > 600 ) {
						Cli::fail( __( 'Another update of stored content holds the lock; try again later.', 'gblocks-pro' ) );
					}
					usleep( 100000 );
					$state = Content_Upgrade::state();
					continue;
				}
				$changed = array_merge( $changed, $batch['changed'] );
				$progress->tick( $batch['scanned'] );
				$state = Content_Upgrade::state();
			}
			$progress->finish();
			$scanned = $state['done'];
		}
		$rows = array_map(
			static fn( array $row ): array => array(
				'ID'         => $row['id'],
				'post_type'  => $row['type'],
				// Control characters of a stored title (ESC, U+009B…) are not printed to the terminal.
				'post_title' => (string) preg_replace( '/\p{Cc}/u', '', $row['title'] ),
				'attributes' => $row['attributes'],
				'tags'       => $row['tags'],
			),
			$changed
		);
		if ( $rows || ! $table ) {
			Cli::items( $assoc, $rows, array( 'ID', 'post_type', 'post_title', 'attributes', 'tags' ) );
		}
		if ( ! $table ) {
			return;
		}
		$attributes = array_sum( array_column( $changed, 'attributes' ) );
		$tags       = array_sum( array_column( $changed, 'tags' ) );
		$message    = $dry_run
			/* translators: 1: posts that would change, 2: posts checked, 3: HTML attributes, 4: dynamic-tag texts. */
			? __( 'Dry run: %1$d of %2$d posts would change (%3$d unsafe HTML attributes removed, %4$d dynamic-tag texts holding markup removed or escaped). Nothing was written.', 'gblocks-pro' )
			/* translators: 1: posts changed, 2: posts checked, 3: HTML attributes, 4: dynamic-tag texts. */
			: __( 'Updated %1$d of %2$d posts (%3$d unsafe HTML attributes removed, %4$d dynamic-tag texts holding markup removed or escaped).', 'gblocks-pro' );
		Cli::success( sprintf( $message, count( $changed ), $scanned, $attributes, $tags ) );
	}
}
