<?php
/**
 * Reading and writing global classes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Support\Save_Lock;

use GBlocks_Pro\Styles\Css_Safety;
use GBlocks_Pro\Styles\Compiler;

/**
 * The one place that knows where a class keeps its parts (title = selector; post meta gb_style_selector,
 * gb_style_data, gb_style_css), the list order (menu_order, then id) and the cache of published CSS.
 *
 * The CSS of every published class is kept in one option (not autoloaded), by class name in list order,
 * rebuilt lazily after any class is saved, deleted, reordered or changes status: a page that uses
 * classes reads it with at most one query, a page that uses none never reads it.
 */
final class Class_Store {

	public const META_SELECTOR = 'gb_style_selector';
	public const META_DATA     = 'gb_style_data';
	public const META_CSS      = 'gb_style_css';

	/**
	 * The option caching the published classes' CSS.
	 */
	public const CSS_OPTION = 'gblocks_pro_global_classes_css';

	/**
	 * Statuses a class can have.
	 */
	public const STATUSES = array( 'publish', 'draft' );

	/**
	 * The classes, in list order: id, name, selector, status.
	 *
	 * @param string[] $statuses Statuses to include.
	 * @return array<int, array{id: int, name: string, selector: string, status: string}>
	 */
	public static function all( array $statuses = self::STATUSES ): array {
		$posts   = get_posts(
			array(
				'post_type'        => Post_Type::POST_TYPE,
				'post_status'      => $statuses,
				'numberposts'      => -1,
				'orderby'          => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'suppress_filters' => true,
				'no_found_rows'    => true,
			)
		);
		$classes = array();
		foreach ( $posts as $post ) {
			$name = self::name_of( $post );
			if ( '' === $name ) {
				continue;
			}
			$classes[] = array(
				'id'       => (int) $post->ID,
				'name'     => $name,
				'selector' => Class_Name::selector( $name ),
				'status'   => (string) $post->post_status,
			);
		}
		return $classes;
	}

	/**
	 * The class name of a class post ('' when its title holds none).
	 *
	 * @param \WP_Post $post The class.
	 */
	public static function name_of( \WP_Post $post ): string {
		return Class_Name::normalize( $post->post_title );
	}

	/**
	 * The class post of an id, or null.
	 *
	 * @param int $id Post id.
	 */
	public static function get( int $id ): ?\WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof \WP_Post && Post_Type::POST_TYPE === $post->post_type && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ? $post : null;
	}

	/**
	 * The id of the class (any status but trash) with exactly this name, other than $except, or 0.
	 *
	 * @param string $name   Class name without the dot.
	 * @param int    $except A class id to leave out (the one being saved).
	 */
	public static function id_of( string $name, int $except = 0 ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored value, not a cached list: uniqueness is checked on save.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_title FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft', 'inherit') AND post_title = %s AND ID <> %d ORDER BY ID",
				Post_Type::POST_TYPE,
				Class_Name::selector( $name ),
				$except
			)
		);
		// Compared again here: the database may compare titles without regard to case; CSS does not.
		foreach ( (array) $rows as $row ) {
			if ( Class_Name::selector( $name ) === (string) $row->post_title ) {
				return (int) $row->ID;
			}
		}
		return 0;
	}

	/**
	 * The stored style object of a class.
	 *
	 * @param int $id Class id.
	 * @return array<string, mixed>
	 */
	public static function data( int $id ): array {
		$data = get_post_meta( $id, self::META_DATA, true );
		return is_array( $data ) ? $data : array();
	}

	/**
	 * The stored CSS of a class.
	 *
	 * @param int $id Class id.
	 */
	public static function css( int $id ): string {
		return (string) get_post_meta( $id, self::META_CSS, true );
	}

	/**
	 * Stores a (validated) style object; the CSS follows (Post_Type compiles when the meta changes).
	 *
	 * @param int          $id     Class id.
	 * @param array<mixed> $styles The style object.
	 */
	public static function save_data( int $id, array $styles ): void {
		// update_post_meta() unslashes; slash first so that backslashes in values (content: "\201C") survive.
		update_post_meta( $id, self::META_DATA, wp_slash( Style_Data::clean( $styles ) ) );
	}

	/**
	 * Compiles a class's CSS from its style object for its selector, sanitised, and stores it with the
	 * selector. A class whose title holds no valid name gets no CSS.
	 *
	 * @param int $id Class id.
	 */
	public static function compile( int $id ): void {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || Post_Type::POST_TYPE !== $post->post_type ) {
			return;
		}
		$name     = self::name_of( $post );
		$selector = '' === $name ? '' : Class_Name::selector( $name );
		$css      = '' === $selector ? '' : Css_Safety::sanitize_css( Compiler::compile( Style_Data::clean( self::data( $id ) ), $selector ) );
		if ( get_post_meta( $id, self::META_SELECTOR, true ) !== $selector ) {
			update_post_meta( $id, self::META_SELECTOR, $selector );
		}
		if ( self::css( $id ) !== $css ) {
			update_post_meta( $id, self::META_CSS, wp_slash( $css ) );
		}
		self::forget();
	}

	/**
	 * The CSS of every published class by name, in list order (classes without CSS left out).
	 *
	 * @return array<string, string>
	 */
	public static function published_css(): array {
		$cached = get_option( self::CSS_OPTION, null );
		if ( is_array( $cached ) ) {
			return array_map( 'strval', $cached );
		}
		$css = array();
		foreach ( self::all( array( 'publish' ) ) as $class ) {
			$own = self::css( $class['id'] );
			if ( '' !== $own ) {
				$css[ $class['name'] ] = $own;
			}
		}
		update_option( self::CSS_OPTION, $css, false );
		return $css;
	}

	/**
	 * Drops the cache of published CSS (rebuilt when next read).
	 */
	public static function forget(): void {
		delete_option( self::CSS_OPTION );
	}

	/**
	 * The save lock of the classes' order.
	 */
	public const ORDER_LOCK = 'global_classes_order';

	/**
	 * Puts the classes in a new order: the ids given first, in that order, then every other class in
	 * its current order. Writes menu_order only where it changes. The whole read-modify-write runs
	 * under the order's save lock and reads what is stored (not this request's cached copies), so
	 * orders sent at once never mix: each is written whole after the one before (issue 36 S12).
	 *
	 * @param int[] $ids Class ids.
	 * @return array<int, array{id: int, name: string, selector: string, status: string}>|null The new list, or null when the lock stayed held.
	 */
	public static function reorder( array $ids ): ?array {
		return Save_Lock::with( self::ORDER_LOCK, static fn(): array => self::write_order( $ids ), Save_Lock::wait() );
	}

	/**
	 * The work of reorder(), under the lock.
	 *
	 * @param int[] $ids Class ids.
	 * @return array<int, array{id: int, name: string, selector: string, status: string}> The new list.
	 */
	private static function write_order( array $ids ): array {
		global $wpdb;
		// Another request may have reordered while this one waited: drop the cached queries and posts.
		wp_cache_set_posts_last_changed();
		$current = array_map( static fn( array $item ): int => $item['id'], self::all() );
		$stored  = array();
		if ( $current ) {
			$placeholders = implode( ',', array_fill( 0, count( $current ), '%d' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- The stored positions, not this request's cache; the placeholders are built above.
			foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, menu_order FROM {$wpdb->posts} WHERE ID IN ($placeholders)", $current ) ) as $row ) {
				$stored[ (int) $row->ID ] = (int) $row->menu_order;
			}
		}
		$order   = array_values( array_unique( array_merge( array_map( 'intval', $ids ), array_diff( $current, $ids ) ) ) );
		$changed = false;
		foreach ( $order as $position => $id ) {
			if ( isset( $stored[ $id ] ) && $stored[ $id ] !== $position ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A position only: no save hooks, no new modified date; the post cache is cleaned below.
				$wpdb->update( $wpdb->posts, array( 'menu_order' => $position ), array( 'ID' => $id ), array( '%d' ), array( '%d' ) );
				clean_post_cache( $id );
				$changed = true;
			}
		}
		if ( $changed ) {
			self::forget();
			/**
			 * Fires when the order of the global classes changed.
			 *
			 * @param int[] $order Class ids in their new order.
			 */
			do_action( 'gblocks_pro_global_classes_reordered', $order );
		}
		return self::all();
	}

	/**
	 * The menu_order a new class gets: after every other class.
	 */
	public static function next_position(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored maximum at the moment of the insert.
		$max = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(menu_order) FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft', 'inherit')", Post_Type::POST_TYPE ) );
		return null === $max ? 0 : (int) $max + 1;
	}
}
