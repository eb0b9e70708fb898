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
	 * The registered adapters, by taxonomy: an adapter, or its class until it is first needed.
	 *
	 * @var array<string, Category_Adapter|class-string<Category_Adapter>>
	 */
	private static array $adapters = array();

	/**
	 * Serves a feature's categories. The adapter may be given by class name, with its taxonomy: it is
	 * then constructed only when the REST API starts, the core route's read rule asks for it or WP-CLI
	 * runs (a plain page load loads no adapter).
	 *
	 * @param Category_Adapter|class-string<Category_Adapter> $adapter  The feature's adapter, or its class.
	 * @param string                                          $taxonomy The adapter's taxonomy, when $adapter is a class.
	 */
	public static function register( Category_Adapter|string $adapter, string $taxonomy = '' ): void {
		$taxonomy                    = $adapter instanceof Category_Adapter ? $adapter->taxonomy() : $taxonomy;
		self::$adapters[ $taxonomy ] = $adapter;
		add_action(
			'rest_api_init',
			static function () use ( $taxonomy ): void {
				$adapter = self::adapter( $taxonomy );
				if ( $adapter ) {
					( new Category_Routes( $adapter ) )->register_routes();
				}
			}
		);
		// The command's class loads only under WP-CLI.
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			$adapter = self::adapter( $taxonomy );
			if ( $adapter ) {
				Category_Command::provide( $adapter->name(), array( $adapter, 'service' ) );
			}
		}
	}

	/**
	 * The adapter registered for a taxonomy (constructed the first time, when registered by class);
	 * null when there is none.
	 *
	 * @param string $taxonomy The taxonomy.
	 */
	public static function adapter( string $taxonomy ): ?Category_Adapter {
		$adapter = self::$adapters[ $taxonomy ] ?? null;
		if ( is_string( $adapter ) ) {
			$adapter                     = new $adapter();
			self::$adapters[ $taxonomy ] = $adapter;
		}
		return $adapter;
	}
}
