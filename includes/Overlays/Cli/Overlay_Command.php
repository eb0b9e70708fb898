<?php
/**
 * `wp gblocks overlay list|get|export|import|duplicate`, through Overlay_Service.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Cli;

use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Overlay_Service;
use GBlocks_Pro\Support\Cli\Cli;

/**
 * Lists, shows, exports, imports and duplicates overlay panels.
 */
final class Overlay_Command {

	/**
	 * Acts as an administrator unless --user was given.
	 */
	public function __construct() {
		Cli::act_as_administrator();
	}

	/**
	 * Lists overlay panels, newest first.
	 *
	 * ## OPTIONS
	 *
	 * [--status=<status>]
	 * : publish, draft, pending, private, future, or any.
	 * ---
	 * default: any
	 * ---
	 *
	 * [--fields=<fields>]
	 * : Columns: id, title, status, type, trigger, category, display_condition, date, modified.
	 *
	 * [--format=<format>]
	 * : table, json, csv, yaml or count.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks overlay list --status=publish --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function list_( array $args, array $assoc ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- WP-CLI passes both.
		Cli::format( $assoc, Cli::LIST_FORMATS );
		$status = (string) ( $assoc['status'] ?? 'any' );
		if ( 'any' !== $status && ! in_array( $status, Overlay_Service::STATUSES, true ) ) {
			/* translators: 1: the status given, 2: the statuses allowed. */
			Cli::fail( sprintf( __( 'Unknown --status "%1$s": use %2$s or any.', 'gblocks-pro' ), $status, implode( ', ', Overlay_Service::STATUSES ) ) );
		}
		$posts = Overlay_Service::query( 'any' === $status ? Overlay_Service::STATUSES : array( $status ) );
		Cli::items( $assoc, array_values( array_map( array( self::class, 'row' ), $posts ) ), array( 'id', 'title', 'status', 'type', 'trigger', 'category' ) );
	}

	/**
	 * Shows one overlay panel with its settings.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : Overlay id.
	 *
	 * [--fields=<fields>]
	 * : Fields: id, title, status, type, trigger, category, display_condition, date, modified, content, settings.
	 *
	 * [--format=<format>]
	 * : table, json, csv or yaml.
	 * ---
	 * default: table
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks overlay get 42 --fields=title,settings --format=json
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function get( array $args, array $assoc ): void {
		Cli::format( $assoc, Cli::ITEM_FORMATS );
		$id   = Cli::id( $args[0] ?? '', __( 'overlay id', 'gblocks-pro' ) );
		$post = Overlay_Service::find( $id );
		if ( ! $post ) {
			Cli::fail( Overlay_Service::not_found( $id ) );
		}
		Cli::item(
			$assoc,
			self::row( $post ) + array(
				'content'  => $post->post_content,
				'settings' => Meta::settings( (int) $post->ID ),
			)
		);
	}

	/**
	 * Exports overlay panels as JSON: { version, overlays: [ { title, status, content, settings,
	 * category } ] }.
	 *
	 * ## OPTIONS
	 *
	 * <id>...
	 * : Overlay ids.
	 *
	 * [--file=<path>]
	 * : Write to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks overlay export 42 43 --file=overlays.json
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function export( array $args, array $assoc ): void {
		$export = Overlay_Service::export( array_map( static fn( $arg ): int => Cli::id( $arg, __( 'overlay id', 'gblocks-pro' ) ), $args ) );
		if ( is_wp_error( $export ) ) {
			Cli::fail( $export );
		}
		Cli::write( Cli::json( $export ), isset( $assoc['file'] ) ? (string) $assoc['file'] : null );
	}

	/**
	 * Imports overlay panels from a file that `export` wrote. All or nothing: when one record is
	 * refused, nothing is written.
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The JSON file ('-' reads standard input).
	 *
	 * [--dry-run]
	 * : Check everything, write nothing.
	 *
	 * [--porcelain]
	 * : Print only the new ids, one a line.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks overlay import overlays.json --dry-run
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function import( array $args, array $assoc ): void {
		$records = Overlay_Service::parse_import( Cli::read( (string) ( $args[0] ?? '' ) ) );
		if ( is_wp_error( $records ) ) {
			Cli::fail( $records );
		}
		if ( isset( $assoc['dry-run'] ) ) {
			/* translators: %d: number of overlay panels. */
			Cli::success( sprintf( _n( 'Dry run: %d overlay panel would be imported. Nothing was written.', 'Dry run: %d overlay panels would be imported. Nothing was written.', count( $records ), 'gblocks-pro' ), count( $records ) ) );
			return;
		}
		$ids = Overlay_Service::import( $records );
		if ( is_wp_error( $ids ) ) {
			Cli::fail( $ids );
		}
		if ( isset( $assoc['porcelain'] ) ) {
			Cli::line( implode( "\n", $ids ) );
			return;
		}
		/* translators: 1: number of overlay panels, 2: their ids. */
		Cli::success( sprintf( _n( 'Imported %1$d overlay panel: %2$s.', 'Imported %1$d overlay panels: %2$s.', count( $ids ), 'gblocks-pro' ), count( $ids ), implode( ', ', $ids ) ) );
	}

	/**
	 * Duplicates an overlay panel as a draft "{title} (Copy)" with its content, settings and categories.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : Overlay id.
	 *
	 * [--porcelain]
	 * : Print only the new id.
	 *
	 * ## EXAMPLES
	 *
	 *     wp gblocks overlay duplicate 42
	 *
	 * @param string[]             $args  Positional arguments.
	 * @param array<string, mixed> $assoc Named arguments.
	 */
	public function duplicate( array $args, array $assoc ): void {
		$id   = Cli::id( $args[0] ?? '', __( 'overlay id', 'gblocks-pro' ) );
		$copy = Overlay_Service::duplicate( $id );
		if ( is_wp_error( $copy ) ) {
			Cli::fail( $copy );
		}
		if ( isset( $assoc['porcelain'] ) ) {
			Cli::line( (string) $copy );
			return;
		}
		/* translators: 1: overlay id, 2: the copy's id. */
		Cli::success( sprintf( __( 'Duplicated overlay panel %1$d as %2$d (draft).', 'gblocks-pro' ), $id, $copy ) );
	}

	/**
	 * An overlay as the commands print it.
	 *
	 * @param \WP_Post $post The overlay.
	 * @return array<string, mixed>
	 */
	private static function row( \WP_Post $post ): array {
		$settings = Meta::settings( (int) $post->ID );
		return array(
			'id'                => (int) $post->ID,
			'title'             => $post->post_title,
			'status'            => $post->post_status,
			'type'              => (string) ( $settings['type'] ?? '' ),
			'trigger'           => (string) ( $settings['trigger_type'] ?? '' ),
			'category'          => implode( ',', Overlay_Service::category_slugs( (int) $post->ID ) ),
			'display_condition' => (string) ( $settings['display_condition'] ?? '' ),
			'date'              => mysql_to_rfc3339( $post->post_date ),
			'modified'          => mysql_to_rfc3339( $post->post_modified ),
		);
	}
}
