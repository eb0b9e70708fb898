<?php
/**
 * `wp gblocks styles rebuild`: recompiles every global class's CSS and the stored block-style CSS.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes\Cli;

use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Global_Classes\Post_Type;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Rebuilds the CSS made from style data (after an update of the compiler, or data written around it).
 */
final class Styles_Command {

	/**
	 * Recompiles every global class's CSS (any status), then lets the stored block styles rebuild.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks styles rebuild
	 *
	 * @param string[] $args Positional arguments (none).
	 */
	public function rebuild( array $args ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- WP-CLI passes it.
		Cli::act_as_administrator();
		$ids = get_posts(
			array(
				'post_type'        => Post_Type::POST_TYPE,
				'post_status'      => 'any',
				'posts_per_page'   => -1,
				'fields'           => 'ids',
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => true,
			)
		);
		foreach ( $ids as $id ) {
			Class_Store::compile( (int) $id );
		}
		Class_Store::forget();
		/**
		 * Fires when `wp gblocks styles rebuild` has recompiled the global classes: rebuild (or drop)
		 * stored block-style CSS here, and count it on gblocks_pro_rebuilt_block_styles.
		 */
		do_action( 'gblocks_pro_rebuild_block_styles' );
		/**
		 * Filters how many stored block styles the rebuild rebuilt (printed by the command).
		 *
		 * @param int $count Default 0.
		 */
		$blocks = (int) apply_filters( 'gblocks_pro_rebuilt_block_styles', 0 );
		/* translators: 1: number of global classes, 2: number of stored block styles. */
		\WP_CLI::success( sprintf( __( 'Rebuilt %1$d global classes and %2$d stored block styles.', 'gblocks-pro' ), count( $ids ), $blocks ) );
	}
}
