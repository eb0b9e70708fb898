<?php
/**
 * `wp gblocks pattern-library key create|list|revoke`: the access keys of the pattern library.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library\Cli;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Service;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Creates (the plain key is printed once), lists and revokes keys, through Key_Service.
 */
final class Key_Command {

	/**
	 * Acts as an administrator unless --user was given.
	 */
	public function __construct() {
		Cli::act_as_administrator();
	}

	/**
	 * Creates a key for collections and prints it (it is shown only this once).
	 *
	 * ## OPTIONS
	 *
	 * [--name=<name>]
	 * : The key's name.
	 *
	 * [--collections=<collections>]
	 * : Collection ids or slugs, comma-separated.
	 *
	 * [--porcelain]
	 * : Print only the key.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks pattern-library key create --name="Agency sites" --collections=headers,footers
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function create( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes both.
		$ids = array();
		foreach ( Cli::csv( $assoc['collections'] ?? '' ) as $collection ) {
			$term = ctype_digit( $collection ) ? get_term( (int) $collection, Collections::TAXONOMY ) : get_term_by( 'slug', $collection, Collections::TAXONOMY );
			if ( ! $term instanceof \WP_Term ) {
				/* translators: %s: collection id or slug. */
				Cli::fail( sprintf( __( 'Unknown collection "%s".', 'gblocks-pro' ), $collection ) );
			}
			$ids[] = (int) $term->term_id;
		}
		$created = Key_Service::create( (string) ( $assoc['name'] ?? '' ), $ids );
		if ( is_wp_error( $created ) ) {
			Cli::fail( $created );
		}
		if ( isset( $assoc['porcelain'] ) ) {
			Cli::line( $created['key'] );
			return;
		}
		/* translators: 1: key id, 2: the plain key. */
		Cli::success( sprintf( __( 'Created key %1$s: %2$s (copy it now: it is not shown again).', 'gblocks-pro' ), (string) $created['record']['id'], $created['key'] ) );
	}

	/**
	 * Lists the keys (never the keys themselves: their first characters).
	 *
	 * ## OPTIONS
	 *
	 * [--fields=<fields>]
	 * : Columns: id, name, collections, prefix, created, last_used.
	 *
	 * [--format=<format>]
	 * : table, json, csv, yaml or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks pattern-library key list --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function list_( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes both.
		$format = Cli::format( $assoc, Cli::LIST_FORMATS );
		$rows   = array();
		foreach ( Key_Store::all() as $record ) {
			$rows[] = array(
				'id'          => $record['id'],
				'name'        => $record['name'],
				// Slugs, as --collections takes them (an id whose collection is gone stays an id).
				'collections' => implode( ',', self::collection_slugs( $record['collections'] ) ),
				'prefix'      => $record['prefix'],
				'created'     => $record['created'],
				// As the Sharing tab says it; null in JSON, which a program reads.
				'last_used'   => null !== $record['last_used'] && '' !== $record['last_used'] ? $record['last_used'] : ( 'json' === $format ? null : __( 'Never', 'gblocks-pro' ) ),
			);
		}
		Cli::items( $assoc, $rows, array( 'id', 'name', 'collections', 'prefix', 'created', 'last_used' ) );
	}

	/**
	 * The slugs of collections by id.
	 *
	 * @param int[] $ids Collection ids.
	 * @return string[]
	 */
	private static function collection_slugs( array $ids ): array {
		return array_map(
			static function ( int $id ): string {
				$term = get_term( $id, Collections::TAXONOMY );
				return $term instanceof \WP_Term ? $term->slug : (string) $id;
			},
			array_map( 'intval', $ids )
		);
	}

	/**
	 * Revokes keys: sites using them lose access at once.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : Key ids.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks pattern-library key revoke k_3f9a2c
	 *
	 * @param string[] $args Positional arguments.
	 */
	public function revoke( array $args ): void {
		foreach ( $args as $id ) {
			if ( null === Key_Store::find( (string) $id ) ) {
				/* translators: %s: key id. */
				Cli::fail( sprintf( __( 'Key "%s" not found.', 'gblocks-pro' ), (string) $id ) );
			}
		}
		foreach ( $args as $id ) {
			$revoked = Key_Service::revoke( (string) $id );
			if ( is_wp_error( $revoked ) ) {
				Cli::fail( $revoked );
			}
			/* translators: %s: key id. */
			Cli::success( sprintf( __( 'Revoked key %s.', 'gblocks-pro' ), (string) $id ) );
		}
	}
}
