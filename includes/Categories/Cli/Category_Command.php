<?php
/**
 * `wp gblocks category list|create|delete --for=conditions|overlays`: the categories of conditions and
 * overlays, through the Category_Service the admin's routes call (lock, name and slug conflicts).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories\Cli;

use GBlocks_Pro\Categories\Category_Service;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Each feature provides its Category_Service under a name (--for); the rules (clean names, derived
 * slugs, one category per name, the lock) are the admin's own.
 */
final class Category_Command {

	/**
	 * Factories of the features' categories, keyed by --for value.
	 *
	 * @var array<string, callable(): Category_Service>
	 */
	private static array $providers = array();

	/**
	 * Makes a feature's categories reachable as --for=$name (and adds the command once).
	 *
	 * @param string   $name       The --for value, e.g. 'conditions'.
	 * @param callable $categories Gives the feature's Category_Service.
	 *
	 * @phpstan-param callable(): Category_Service $categories
	 */
	public static function provide( string $name, callable $categories ): void {
		if ( ! self::$providers ) {
			Cli::add( 'category', self::class );
		}
		self::$providers[ $name ] = $categories;
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
	 * : Required: conditions or overlays.
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
		foreach ( self::categories( $assoc )->all() as $term ) {
			$rows[] = array(
				'id'    => (int) $term->term_id,
				'name'  => html_entity_decode( $term->name, ENT_QUOTES ),
				'slug'  => $term->slug,
				'count' => (int) $term->count,
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
	 * : Required: conditions or overlays.
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
		if ( '' === Category_Service::clean_name( (string) ( $args[0] ?? '' ) ) ) {
			Cli::fail( __( 'name: please enter a category name.', 'gblocks-pro' ) );
		}
		$created = self::done( self::categories( $assoc )->create( (string) ( $args[0] ?? '' ), (string) ( $assoc['slug'] ?? '' ) ) );
		if ( isset( $assoc['porcelain'] ) ) {
			Cli::line( (string) $created->term_id );
			return;
		}
		/* translators: 1: category name, 2: category id, 3: slug. */
		Cli::success( sprintf( __( 'Created category "%1$s" (id %2$d, slug %3$s).', 'gblocks-pro' ), html_entity_decode( $created->name, ENT_QUOTES ), (int) $created->term_id, $created->slug ) );
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
	 * : Required: conditions or overlays.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks category delete seasonal-offers --for=conditions
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function delete( array $args, array $assoc ): void {
		$categories = self::categories( $assoc );
		$ids        = array();
		foreach ( $args as $arg ) {
			$term = $categories->find_by_id_or_slug( (string) $arg );
			if ( ! $term ) {
				/* translators: %s: category id or slug. */
				Cli::fail( sprintf( __( 'Category "%s" not found.', 'gblocks-pro' ), (string) $arg ) );
			}
			$ids[] = (int) $term->term_id;
		}
		foreach ( $ids as $id ) {
			self::done( $categories->delete( $id ) );
			/* translators: %d: category id. */
			Cli::success( sprintf( __( 'Deleted category %d.', 'gblocks-pro' ), $id ) );
		}
	}

	/**
	 * The categories of --for (else an error listing the choices).
	 *
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	private static function categories( array $assoc ): Category_Service {
		$for = (string) ( $assoc['for'] ?? '' );
		if ( '' === $for ) {
			/* translators: %s: the choices, e.g. "conditions or overlays". */
			Cli::fail( sprintf( __( '--for is required: use %s.', 'gblocks-pro' ), implode( ' or ', array_keys( self::$providers ) ) ) );
		}
		if ( ! isset( self::$providers[ $for ] ) ) {
			/* translators: 1: the value given, 2: the choices. */
			Cli::fail( sprintf( __( 'Unknown --for "%1$s": use %2$s.', 'gblocks-pro' ), $for, implode( ' or ', array_keys( self::$providers ) ) ) );
		}
		return ( self::$providers[ $for ] )();
	}

	/**
	 * What the service gave, or a stop with its message.
	 *
	 * @template T
	 * @param T|\WP_Error $result The service's answer.
	 * @return T
	 */
	private static function done( mixed $result ): mixed {
		if ( is_wp_error( $result ) ) {
			Cli::fail( $result );
		}
		return $result;
	}
}
