<?php
/**
 * The categories module: where a feature registers its taxonomy's adapter.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

use GBlocks_Pro\Categories\Cli\Category_Command;

/**
 * One call per feature (from its register()): the manage_category routes on rest_api_init, the
 * adapter for the core route's read rule (Core_Categories_Controller, the rest_controller_class of the
 * feature's taxonomy), and `wp gblocks category --for={name}`. Features register here; they do not
 * reach into each other.
 */
final class Categories {

	/**
	 * The registered adapters, by taxonomy.
	 *
	 * @var array<string, Category_Adapter>
	 */
	private static array $adapters = array();

	/**
	 * Serves a feature's categories.
	 *
	 * @param Category_Adapter $adapter The feature's adapter.
	 */
	public static function register( Category_Adapter $adapter ): void {
		self::$adapters[ $adapter->taxonomy() ] = $adapter;
		add_action( 'rest_api_init', static fn() => ( new Category_Routes( $adapter ) )->register_routes() );
		// The command's class loads only under WP-CLI.
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Category_Command::provide( $adapter->name(), array( $adapter, 'service' ) );
		}
	}

	/**
	 * The adapter registered for a taxonomy; null when there is none.
	 *
	 * @param string $taxonomy The taxonomy.
	 */
	public static function adapter( string $taxonomy ): ?Category_Adapter {
		return self::$adapters[ $taxonomy ] ?? null;
	}
}
