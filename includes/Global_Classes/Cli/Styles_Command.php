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
	 * Takes no arguments or options.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks styles rebuild
	 *
	 * @param string[]             $args  Positional arguments (none).
	 * @param array<string, mixed> $assoc Named arguments (none).
	 */
	public function rebuild( array $args, array $assoc = array() ): void {
		// WP-CLI checks the options of a command only against the options its docblock lists; this one
		// lists none, so it refuses what it is given itself (rather than ignore a --format it lacks).
		foreach ( array_keys( $assoc ) as $option ) {
			/* translators: %s: the option given, e.g. --format. */
			Cli::fail( sprintf( __( 'Unknown option --%s: styles rebuild takes no options.', 'gblocks-pro' ), (string) $option ) );
		}
		if ( $args ) {
			/* translators: %s: the argument given. */
			Cli::fail( sprintf( __( 'Unexpected argument "%s": styles rebuild takes no arguments.', 'gblocks-pro' ), (string) $args[0] ) );
		}
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
		Cli::success(
			sprintf(
				/* translators: 1: the number of global classes in words, e.g. 3 global classes, 2: the number of stored block styles, e.g. 2 stored block styles. */
				__( 'Rebuilt %1$s and %2$s.', 'gblocks-pro' ),
				/* translators: %d: number of global classes. */
				sprintf( _n( '%d global class', '%d global classes', count( $ids ), 'gblocks-pro' ), count( $ids ) ),
				/* translators: %d: number of stored block styles. */
				sprintf( _n( '%d stored block style', '%d stored block styles', $blocks, 'gblocks-pro' ), $blocks )
			)
		);
	}
}
