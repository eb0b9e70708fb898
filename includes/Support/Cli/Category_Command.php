<?php
/**
 * `wp gblocks category list|create|delete --for=conditions|overlays`: the categories of conditions and
 * overlays, through the same Category_Routes code as the admin (lock, name and slug conflicts).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support\Cli;

use GBlocks_Pro\Support\Category_Routes;

/**
 * Each feature provides its category routes under a name (--for); the command calls their callbacks
 * in process, so the rules (clean names, derived slugs, one category per name, the lock) are the
 * admin's own.
 */
final class Category_Command {

	/**
	 * Factories of the category routes, keyed by --for value.
	 *
	 * @var array<string, \Closure(): Category_Routes>
	 */
	private static array $providers = array();

	/**
	 * Makes a feature's categories reachable as --for=$name (and adds the command once).
	 *
	 * @param string   $name    The --for value, e.g. 'conditions'.
	 * @param \Closure $routes  Makes the feature's Category_Routes.
	 *
	 * @phpstan-param \Closure(): Category_Routes $routes
	 */
	public static function provide( string $name, \Closure $routes ): void {
		if ( ! self::$providers ) {
			Cli::add( 'category', self::class );
		}
		self::$providers[ $name ] = $routes;
	}

	/**
	 * Acts as an administrator unless --user was given.
	 */
	public function __construct() {
		Cli::act_as_administrator();
	}

	/**
	 * Lists the categories.
	 *
	 * ## OPTIONS
	 *
	 * [--for=<feature>]
	 * : conditions or overlays.
	 *
	 * [--fields=<fields>]
	 * : Columns: id, name, slug, count.
	 *
	 * [--format=<format>]
	 * : table, json, csv, yaml or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks category list --for=overlays --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function list_( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes both.
		Cli::format( $assoc, Cli::LIST_FORMATS );
		$rows = array();
		foreach ( (array) self::call( $assoc, 'get_items', array() ) as $item ) {
			$item = (array) $item;
			if ( Category_Routes::UNCATEGORIZED === ( $item['id'] ?? null ) ) {
				continue;
			}
			$rows[] = array(
				'id'    => (int) ( $item['id'] ?? 0 ),
				'name'  => html_entity_decode( (string) ( $item['name'] ?? '' ), ENT_QUOTES ),
				'slug'  => (string) ( $item['slug'] ?? '' ),
				'count' => (int) ( $item['count'] ?? 0 ),
			);
		}
		Cli::items( $assoc, $rows, array( 'id', 'name', 'slug', 'count' ) );
	}

	/**
	 * Creates a category (its slug is derived from the name unless given).
	 *
	 * ## OPTIONS
	 *
	 * <name>
	 * : The name.
	 *
	 * [--for=<feature>]
	 * : conditions or overlays.
	 *
	 * [--slug=<slug>]
	 * : The slug.
	 *
	 * [--porcelain]
	 * : Print only the new id.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks category create "Seasonal offers" --for=conditions
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function create( array $args, array $assoc ): void {
		$params = array( 'name' => (string) ( $args[0] ?? '' ) );
		if ( isset( $assoc['slug'] ) ) {
			$params['slug'] = (string) $assoc['slug'];
		}
		if ( '' === Category_Routes::clean_name( $params['name'] ) ) {
			Cli::fail( __( 'name: please enter a category name.', 'gblocks-pro' ) );
		}
		$created = (array) self::call( $assoc, 'create_item', $params );
		if ( isset( $assoc['porcelain'] ) ) {
			\WP_CLI::line( (string) ( $created['id'] ?? '' ) );
			return;
		}
		/* translators: 1: category name, 2: category id, 3: slug. */
		\WP_CLI::success( sprintf( __( 'Created category "%1$s" (id %2$d, slug %3$s).', 'gblocks-pro' ), html_entity_decode( (string) ( $created['name'] ?? '' ), ENT_QUOTES ), (int) ( $created['id'] ?? 0 ), (string) ( $created['slug'] ?? '' ) ) );
	}

	/**
	 * Deletes categories (their conditions or overlays become uncategorized).
	 *
	 * ## OPTIONS
	 *
	 * <category>...
	 * : Category ids or slugs.
	 *
	 * [--for=<feature>]
	 * : conditions or overlays.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks category delete seasonal-offers --for=conditions
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function delete( array $args, array $assoc ): void {
		$routes = self::routes( $assoc );
		$ids    = array();
		foreach ( $args as $arg ) {
			$term = ctype_digit( (string) $arg ) ? get_term( (int) $arg, $routes->taxonomy() ) : get_term_by( 'slug', (string) $arg, $routes->taxonomy() );
			if ( ! $term instanceof \WP_Term ) {
				/* translators: %s: category id or slug. */
				Cli::fail( sprintf( __( 'Category "%s" not found.', 'gblocks-pro' ), (string) $arg ) );
			}
			$ids[] = (int) $term->term_id;
		}
		foreach ( $ids as $id ) {
			self::call( $assoc, 'delete_item', array( 'id' => (string) $id ) );
			/* translators: %d: category id. */
			\WP_CLI::success( sprintf( __( 'Deleted category %d.', 'gblocks-pro' ), $id ) );
		}
	}

	/**
	 * The routes of --for (else an error listing the choices).
	 *
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	private static function routes( array $assoc ): Category_Routes {
		$for = (string) ( $assoc['for'] ?? '' );
		if ( ! isset( self::$providers[ $for ] ) ) {
			/* translators: 1: the value given, 2: the choices. */
			Cli::fail( sprintf( __( 'Unknown --for "%1$s": use %2$s.', 'gblocks-pro' ), $for, implode( ' or ', array_keys( self::$providers ) ) ) );
		}
		return ( self::$providers[ $for ] )();
	}

	/**
	 * Calls a callback of the routes and gives the answer's `response`, or stops with its message.
	 *
	 * @param array<string, mixed> $assoc    Named arguments.
	 * @param string               $callback get_items, create_item or delete_item.
	 * @param array<string, mixed> $params   Request parameters.
	 * @return mixed
	 */
	private static function call( array $assoc, string $callback, array $params ): mixed {
		$routes  = self::routes( $assoc );
		$request = new \WP_REST_Request( 'GET' );
		foreach ( $params as $key => $value ) {
			$request->set_param( $key, $value );
		}
		$response = $routes->$callback( $request );
		$data     = $response instanceof \WP_REST_Response ? (array) $response->get_data() : array();
		if ( empty( $data['success'] ) ) {
			Cli::fail( (string) ( $data['message'] ?? $data['response'] ?? __( 'The category change failed.', 'gblocks-pro' ) ) );
		}
		return $data['response'] ?? null;
	}
}
