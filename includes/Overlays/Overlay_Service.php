<?php
/**
 * The overlays' business logic shared by the REST routes and WP-CLI: the list, export, all-or-nothing
 * import and duplicate.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Capabilities;

/**
 * Every method answers a value or a \WP_Error carrying the HTTP status (data.status). Permission checks
 * stay with the caller.
 */
final class Overlay_Service {

	/**
	 * Export format version.
	 */
	public const EXPORT_VERSION = 1;

	/**
	 * Statuses an overlay can have (those a manager lists).
	 */
	public const STATUSES = array( 'publish', 'draft', 'pending', 'private', 'future' );

	/**
	 * Statuses an import may set.
	 */
	private const IMPORT_STATUSES = array( 'publish', 'draft', 'pending', 'private' );

	/**
	 * Overlays, newest first.
	 *
	 * @param string[] $statuses Post statuses.
	 * @param int      $per_page Page size (-1 for all).
	 * @param int      $page     Page number (from 1).
	 * @return \WP_Post[]
	 */
	public static function query( array $statuses, int $per_page = -1, int $page = 1 ): array {
		$query = new \WP_Query(
			array(
				'post_type'              => Post_Type::POST_TYPE,
				'post_status'            => $statuses,
				'posts_per_page'         => $per_page,
				'paged'                  => $page,
				'orderby'                => 'date',
				'order'                  => 'DESC',
				'no_found_rows'          => true,
				'update_post_term_cache' => true,
			)
		);
		return array_values( array_filter( (array) $query->posts, static fn( $post ): bool => $post instanceof \WP_Post ) );
	}

	/**
	 * The statuses of the overlays the current user may list: every status but trash for managers,
	 * published ones for others (editors choosing an overlay).
	 *
	 * @return string[]
	 */
	public static function listable_statuses(): array {
		return current_user_can( Capabilities::MANAGE_OVERLAYS ) ? self::STATUSES : array( 'publish' );
	}

	/**
	 * An overlay by id (not trashed), or null.
	 *
	 * @param int $id Post id.
	 */
	public static function find( int $id ): ?\WP_Post {
		$post = get_post( $id );
		return $post instanceof \WP_Post && Post_Type::POST_TYPE === $post->post_type && in_array( $post->post_status, self::STATUSES, true ) ? $post : null;
	}

	/**
	 * The 404 error of an unknown overlay.
	 *
	 * @param int $id Overlay id.
	 */
	public static function not_found( int $id ): \WP_Error {
		/* translators: %d: overlay id. */
		return new \WP_Error( 'gblocks_pro_overlay_not_found', sprintf( __( 'Overlay panel %d not found.', 'gblocks-pro' ), $id ), array( 'status' => 404 ) );
	}

	/**
	 * Category slugs of an overlay.
	 *
	 * @param int $id Overlay id.
	 * @return string[]
	 */
	public static function category_slugs( int $id ): array {
		return Taxonomy::categories()->slugs_of( $id );
	}

	/**
	 * The portable record of an overlay: title, status, content, settings (every setting, typed), and
	 * category slugs. A display condition is kept as its id (conditions travel with their own export).
	 *
	 * @param \WP_Post $post The overlay.
	 * @return array{title: string, status: string, content: string, settings: array<string, mixed>, category: string[]}
	 */
	public static function record( \WP_Post $post ): array {
		return array(
			'title'    => $post->post_title,
			'status'   => $post->post_status,
			'content'  => $post->post_content,
			'settings' => Meta::settings( (int) $post->ID ),
			'category' => self::category_slugs( (int) $post->ID ),
		);
	}

	/**
	 * The export of overlays: { version, overlays: [ records ] }.
	 *
	 * @param int[] $ids Overlay ids.
	 * @return array{version: int, overlays: list<array<string, mixed>>}|\WP_Error
	 */
	public static function export( array $ids ): array|\WP_Error {
		$records = array();
		foreach ( $ids as $id ) {
			$post = self::find( (int) $id );
			if ( ! $post ) {
				return self::not_found( (int) $id );
			}
			$records[] = self::record( $post );
		}
		return array(
			'version'  => self::EXPORT_VERSION,
			'overlays' => $records,
		);
	}

	/**
	 * Reads an export ({ overlays: [...] } or one record) and checks every record before anything is
	 * written: a title, a known status, content as text, only known settings, existing categories.
	 *
	 * @param string $json The file's text.
	 * @return list<array{title: string, status: string, content: string, settings: array<string, mixed>, category: int[]}>|\WP_Error
	 */
	public static function parse_import( string $json ): array|\WP_Error {
		try {
			$data = json_decode( $json, true, 64, JSON_THROW_ON_ERROR );
		} catch ( \JsonException $e ) {
			/* translators: %s: the JSON parser's message. */
			return new \WP_Error( 'gblocks_pro_invalid_json', sprintf( __( 'The file is not valid JSON: %s.', 'gblocks-pro' ), $e->getMessage() ), array( 'status' => 400 ) );
		}
		if ( is_array( $data ) && isset( $data['overlays'] ) && is_array( $data['overlays'] ) ) {
			$data = $data['overlays'];
		} elseif ( is_array( $data ) && isset( $data['title'] ) ) {
			$data = array( $data );
		}
		if ( ! is_array( $data ) || ! array_is_list( $data ) || ! $data ) {
			return new \WP_Error( 'gblocks_pro_invalid_import', __( 'The file holds no overlay panels: expected an export ({"overlays": [...]}) or one overlay panel.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		$fields  = Meta::fields();
		$records = array();
		foreach ( $data as $index => $record ) {
			$number = $index + 1;
			$record = is_array( $record ) ? $record : array();
			$title  = trim( is_scalar( $record['title'] ?? null ) ? sanitize_text_field( (string) $record['title'] ) : '' );
			$fail   = static function ( string $reason ) use ( $number, $title ): \WP_Error {
				/* translators: 1: record number in the file, 2: overlay title, 3: the reason. */
				return new \WP_Error( 'gblocks_pro_invalid_import', sprintf( __( 'Overlay panel %1$d ("%2$s"): %3$s', 'gblocks-pro' ), $number, $title, $reason ), array( 'status' => 400 ) );
			};
			if ( '' === $title ) {
				return $fail( __( 'title: please enter a title.', 'gblocks-pro' ) );
			}
			$status = $record['status'] ?? 'draft';
			if ( ! in_array( $status, self::IMPORT_STATUSES, true ) ) {
				/* translators: %s: the statuses allowed. */
				return $fail( sprintf( __( 'status must be one of %s.', 'gblocks-pro' ), implode( ', ', self::IMPORT_STATUSES ) ) );
			}
			$content = $record['content'] ?? '';
			if ( ! is_string( $content ) ) {
				return $fail( __( 'content must be a string of block markup.', 'gblocks-pro' ) );
			}
			$settings = $record['settings'] ?? array();
			if ( ! is_array( $settings ) || ( $settings && array_is_list( $settings ) ) ) {
				return $fail( __( 'settings must be an object of overlay settings.', 'gblocks-pro' ) );
			}
			$clean = array();
			foreach ( $settings as $name => $value ) {
				if ( ! isset( $fields[ $name ] ) ) {
					/* translators: %s: setting name. */
					return $fail( sprintf( __( 'settings: "%s" is not an overlay setting.', 'gblocks-pro' ), (string) $name ) );
				}
				// REST's rules (Meta::invalid()): a value REST refuses is refused, not stored as the default.
				$error = Meta::invalid( (string) $name, $value, 'settings.' . $name );
				if ( null !== $error ) {
					return $fail( $error->get_error_message() );
				}
				$clean[ (string) $name ] = Meta::sanitize( (string) $name, $value );
			}
			$term_ids = Taxonomy::categories()->ids_of_slugs( (array) ( $record['category'] ?? array() ) );
			if ( is_wp_error( $term_ids ) ) {
				return $fail( $term_ids->get_error_message() );
			}
			$records[] = array(
				'title'    => $title,
				'status'   => (string) $status,
				'content'  => $content,
				'settings' => $clean,
				'category' => $term_ids,
			);
		}
		return $records;
	}

	/**
	 * Creates the parsed records, all or nothing: when one fails, those created are deleted again.
	 *
	 * @param list<array{title: string, status: string, content: string, settings: array<string, mixed>, category: int[]}> $records What parse_import() gave.
	 * @return int[]|\WP_Error The new ids.
	 */
	public static function import( array $records ): array|\WP_Error {
		$created = array();
		foreach ( $records as $record ) {
			$id = self::insert( $record );
			if ( is_wp_error( $id ) ) {
				foreach ( $created as $done ) {
					wp_delete_post( $done, true );
				}
				return $id;
			}
			$created[] = $id;
		}
		return $created;
	}

	/**
	 * Duplicates an overlay as a draft "{title} (Copy)" with its content, settings and categories (what
	 * the dashboard's Duplicate does).
	 *
	 * @param int $id Overlay id.
	 */
	public static function duplicate( int $id ): int|\WP_Error {
		$post = self::find( $id );
		if ( ! $post ) {
			return self::not_found( $id );
		}
		$record = self::record( $post );
		return self::insert(
			array(
				/* translators: %s: overlay title. */
				'title'    => sprintf( __( '%s (Copy)', 'gblocks-pro' ), $record['title'] ),
				'status'   => 'draft',
				'content'  => $record['content'],
				'settings' => $record['settings'],
				'category' => wp_get_object_terms( $id, Taxonomy::TAXONOMY, array( 'fields' => 'ids' ) ),
			)
		);
	}

	/**
	 * Inserts one overlay with its settings and categories.
	 *
	 * @param array{title: string, status: string, content: string, settings: array<string, mixed>, category: mixed} $record The overlay.
	 */
	private static function insert( array $record ): int|\WP_Error {
		$id = wp_insert_post(
			array(
				'post_type'    => Post_Type::POST_TYPE,
				'post_title'   => wp_slash( $record['title'] ),
				'post_status'  => $record['status'],
				'post_content' => wp_slash( $record['content'] ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return new \WP_Error( 'gblocks_pro_save_failed', $id->get_error_message(), array( 'status' => 500 ) );
		}
		foreach ( $record['settings'] as $name => $value ) {
			update_post_meta( $id, Meta::PREFIX . $name, wp_slash( $value ) );
		}
		$terms = is_array( $record['category'] ) ? array_map( 'intval', $record['category'] ) : array();
		if ( $terms ) {
			Taxonomy::categories()->assign( $id, $terms );
		}
		return (int) $id;
	}
}
