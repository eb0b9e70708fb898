<?php
/**
 * The categories' business logic, shared by the category routes and `wp gblocks category`.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

use GBlocks_Pro\Support\Save_Lock;

/**
 * One taxonomy's categories: the list, the name and slug rules (Category_Slug, SPEC §5), create and
 * rename under the taxonomy's lock with the name and slug conflict checks, delete, and the slugs an
 * item is assigned. Every write answers a value or a \WP_Error carrying the HTTP status (data.status);
 * a conflict's error also carries the existing category (data.category, a \WP_Term). Permission checks
 * stay with the caller (a route's permission callback, or the CLI, which runs with the rights of its
 * --user).
 */
final class Category_Service {

	/**
	 * Longest name and slug, in characters (the terms table's columns).
	 */
	public const MAX_LENGTH = 200;

	/**
	 * Id of the virtual category of items without a category.
	 */
	public const UNCATEGORIZED = 'uncategorized';

	/**
	 * Error code of a name or slug that an existing category has.
	 */
	public const CONFLICT = 'gblocks_pro_category_exists';

	/**
	 * The taxonomy.
	 *
	 * @var non-empty-string
	 */
	private string $taxonomy;

	/**
	 * Counts the items without a category; null when the feature has no virtual 'uncategorized' entry.
	 *
	 * @var (\Closure(): int)|null
	 */
	private ?\Closure $uncategorized_count;

	/**
	 * One taxonomy's categories.
	 *
	 * @param string        $taxonomy            Taxonomy of the categories.
	 * @param \Closure|null $uncategorized_count Gives the count of items without a category, to list the
	 *                                           virtual 'uncategorized' category last; null for none.
	 *
	 * @phpstan-param non-empty-string       $taxonomy
	 * @phpstan-param (\Closure(): int)|null $uncategorized_count
	 */
	public function __construct( string $taxonomy, ?\Closure $uncategorized_count = null ) {
		$this->taxonomy            = $taxonomy;
		$this->uncategorized_count = $uncategorized_count;
	}

	/**
	 * The taxonomy.
	 *
	 * @return non-empty-string
	 */
	public function taxonomy(): string {
		return $this->taxonomy;
	}

	/**
	 * Whether the feature lists a virtual 'uncategorized' category.
	 */
	public function has_uncategorized(): bool {
		return null !== $this->uncategorized_count;
	}

	/**
	 * A name as it is saved: text without tags or line breaks, trimmed ('' for a non-string).
	 *
	 * @param mixed $value The name.
	 */
	public static function clean_name( mixed $value ): string {
		return is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
	}

	/**
	 * Why a name cannot be saved (empty once cleaned, or longer than MAX_LENGTH once stored: WordPress
	 * escapes &, < and > in term names), naming the field; null when it can.
	 *
	 * @param mixed  $value The name as given.
	 * @param string $field Field named in the message.
	 */
	public function name_error( mixed $value, string $field = 'name' ): ?\WP_Error {
		$name = self::clean_name( $value );
		if ( '' === $name ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( '%s: the category name cannot be empty.', 'gblocks-pro' ), $field ), array( 'status' => 400 ) );
		}
		if ( mb_strlen( $this->stored_name( $name ) ) > self::MAX_LENGTH ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: 1: parameter name, 2: number of characters. */
				sprintf( __( '%1$s must be at most %2$d characters long once stored (&, < and > count as several).', 'gblocks-pro' ), $field, self::MAX_LENGTH ),
				array( 'status' => 400 )
			);
		}
		return null;
	}

	/**
	 * Why a slug cannot be used: longer than MAX_LENGTH, or nothing left under the slug rule (an empty
	 * slug means "derive it from the name"); null when it can.
	 *
	 * @param string $value The slug as given.
	 * @param string $field Field named in the message.
	 */
	public static function slug_error( string $value, string $field = 'slug' ): ?\WP_Error {
		if ( mb_strlen( $value ) > self::MAX_LENGTH ) {
			/* translators: 1: parameter name, 2: number of characters. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( '%1$s must be at most %2$d characters long.', 'gblocks-pro' ), $field, self::MAX_LENGTH ), array( 'status' => 400 ) );
		}
		if ( '' !== trim( $value ) && '' === Category_Slug::from( $value ) ) {
			/* translators: %s: parameter name. */
			return new \WP_Error( 'rest_invalid_param', sprintf( __( '%s: a slug needs at least one letter a-z or digit 0-9.', 'gblocks-pro' ), $field ), array( 'status' => 400 ) );
		}
		return null;
	}

	/**
	 * Every category, sorted by name.
	 *
	 * @return list<\WP_Term>
	 */
	public function all(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => $this->taxonomy,
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		return is_array( $terms ) ? array_values( array_filter( $terms, static fn( $term ): bool => $term instanceof \WP_Term ) ) : array();
	}

	/**
	 * The number of items without a category; null when the feature has no virtual category.
	 */
	public function uncategorized_count(): ?int {
		return null === $this->uncategorized_count ? null : ( $this->uncategorized_count )();
	}

	/**
	 * A category by id: 400 for the virtual category (it cannot be edited or deleted), 404 for an unknown
	 * id.
	 *
	 * @param int|string $id Term id, or 'uncategorized'.
	 */
	public function find( int|string $id ): \WP_Term|\WP_Error {
		if ( self::UNCATEGORIZED === $id ) {
			return new \WP_Error( 'gblocks_pro_category_locked', __( 'The Uncategorized category cannot be edited or deleted.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		$term = get_term( (int) $id, $this->taxonomy );
		return $term instanceof \WP_Term ? $term : self::not_found();
	}

	/**
	 * A category by id (digits) or slug; null when there is none.
	 *
	 * @param string $id_or_slug Term id or slug.
	 */
	public function find_by_id_or_slug( string $id_or_slug ): ?\WP_Term {
		$term = ctype_digit( $id_or_slug ) ? get_term( (int) $id_or_slug, $this->taxonomy ) : get_term_by( 'slug', $id_or_slug, $this->taxonomy );
		return $term instanceof \WP_Term ? $term : null;
	}

	/**
	 * Creates a category, under the taxonomy's lock, so that of concurrent creates of one category
	 * exactly one succeeds; the others get the conflict (409) with the category that exists.
	 *
	 * @param mixed $name The name (cleaned here).
	 * @param mixed $slug The slug ('' or null: derived from the name).
	 */
	public function create( mixed $name, mixed $slug = '' ): \WP_Term|\WP_Error {
		$bad = $this->name_error( $name ) ?? self::slug_error( is_scalar( $slug ) ? (string) $slug : '' );
		if ( $bad ) {
			return $bad;
		}
		$name = self::clean_name( $name );
		$slug = Category_Slug::from( is_scalar( $slug ) ? (string) $slug : '' );
		$slug = '' !== $slug ? $slug : Category_Slug::from( $name );
		if ( '' === $slug ) {
			return new \WP_Error( 'rest_invalid_param', __( 'name: the category name needs at least one letter a-z or digit 0-9 for its slug; or give a slug.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		return $this->locked( fn(): \WP_Term|\WP_Error => $this->insert( $name, $slug ) );
	}

	/**
	 * Renames a category; its slug stays, so that links and filters keep working.
	 *
	 * @param int|string $id   Term id.
	 * @param mixed      $name The new name (cleaned here).
	 */
	public function rename( int|string $id, mixed $name ): \WP_Term|\WP_Error {
		$term = $this->find( $id );
		if ( is_wp_error( $term ) ) {
			return $term;
		}
		$bad = $this->name_error( $name );
		if ( $bad ) {
			return $bad;
		}
		$name = self::clean_name( $name );
		return $this->locked(
			function () use ( $term, $name ): \WP_Term|\WP_Error {
				if ( ! get_term( $term->term_id, $this->taxonomy ) instanceof \WP_Term ) {
					// Deleted by another request while this one waited for the lock.
					return self::not_found();
				}
				$same = $this->term_named( $name, $term->term_id );
				if ( $same instanceof \WP_Term ) {
					return self::conflict( $same );
				}
				$result = wp_update_term( $term->term_id, $this->taxonomy, array( 'name' => wp_slash( $name ) ) );
				if ( is_wp_error( $result ) ) {
					return new \WP_Error( 'gblocks_pro_category_invalid', __( 'Failed to update category.', 'gblocks-pro' ) . ' ' . $result->get_error_message(), array( 'status' => 400 ) );
				}
				return $this->find( $term->term_id );
			}
		);
	}

	/**
	 * Deletes a category; its items become uncategorized.
	 *
	 * @param int|string $id Term id.
	 * @return int|\WP_Error The deleted id.
	 */
	public function delete( int|string $id ): int|\WP_Error {
		$term = $this->find( $id );
		if ( is_wp_error( $term ) ) {
			return $term;
		}
		$result = wp_delete_term( $term->term_id, $this->taxonomy );
		if ( 0 === $result ) {
			// Another request deleted it first.
			return self::not_found();
		}
		if ( true !== $result ) {
			return new \WP_Error( 'gblocks_pro_delete_failed', __( 'Failed to delete category.', 'gblocks-pro' ), array( 'status' => 500 ) );
		}
		return (int) $term->term_id;
	}

	/**
	 * Category slugs as a request or a command line gives them: a list, or one comma-separated string
	 * ('' for none); each through sanitize_title(), empty ones and repeats dropped.
	 *
	 * @param mixed $value The slugs.
	 * @return list<string>
	 */
	public static function slugs_from( mixed $value ): array {
		$items = is_array( $value ) ? $value : explode( ',', is_scalar( $value ) ? (string) $value : '' );
		$slugs = array();
		foreach ( $items as $item ) {
			$slug = sanitize_title( is_scalar( $item ) ? (string) $item : '' );
			if ( '' !== $slug ) {
				$slugs[ $slug ] = $slug;
			}
		}
		return array_values( $slugs );
	}

	/**
	 * The term ids of category slugs, in order, for assigning them to an item; a 400 naming the first
	 * slug that is not a category (a deleted category is never re-created by a save or an import).
	 *
	 * @param array<mixed> $slugs Category slugs.
	 * @return list<int>|\WP_Error
	 */
	public function ids_of_slugs( array $slugs ): array|\WP_Error {
		$term_ids = array();
		foreach ( $slugs as $slug ) {
			$term = is_scalar( $slug ) ? get_term_by( 'slug', (string) $slug, $this->taxonomy ) : false;
			if ( ! $term instanceof \WP_Term ) {
				/* translators: %s: category slug. */
				return new \WP_Error( 'gblocks_pro_unknown_category', sprintf( __( 'category: there is no category with the slug "%s".', 'gblocks-pro' ), is_scalar( $slug ) ? (string) $slug : '' ), array( 'status' => 400 ) );
			}
			$term_ids[] = (int) $term->term_id;
		}
		return $term_ids;
	}

	/**
	 * Sets an item's categories (term ids from ids_of_slugs(); an empty list removes them all).
	 *
	 * @param int   $object_id The item's post id.
	 * @param int[] $term_ids  Term ids.
	 */
	public function assign( int $object_id, array $term_ids ): void {
		wp_set_object_terms( $object_id, array_map( 'intval', $term_ids ), $this->taxonomy );
	}

	/**
	 * The slugs of an item's categories.
	 *
	 * @param int|\WP_Post $item The item.
	 * @return list<string>
	 */
	public function slugs_of( int|\WP_Post $item ): array {
		$terms = get_the_terms( $item, $this->taxonomy );
		return is_array( $terms ) ? array_values( array_map( static fn( \WP_Term $term ): string => $term->slug, $terms ) ) : array();
	}

	/**
	 * The 404 error of an unknown category.
	 */
	public static function not_found(): \WP_Error {
		return new \WP_Error( 'gblocks_pro_category_not_found', __( 'Category not found.', 'gblocks-pro' ), array( 'status' => 404 ) );
	}

	/**
	 * Runs a write under the taxonomy's lock; a 503 (code Save_Lock::BUSY) when the lock stayed taken.
	 *
	 * @param \Closure $work The write.
	 *
	 * @phpstan-param \Closure(): (\WP_Term|\WP_Error) $work
	 */
	private function locked( \Closure $work ): \WP_Term|\WP_Error {
		/**
		 * Filters how long a category write waits for another one of the same taxonomy to finish
		 * before it answers 503.
		 *
		 * @param float  $seconds  Seconds to wait. Default 10.
		 * @param string $taxonomy The taxonomy.
		 */
		$wait   = (float) apply_filters( 'gblocks_pro_category_lock_wait', 10.0, $this->taxonomy );
		$result = Save_Lock::with( 'category_' . $this->taxonomy, $work, $wait );
		return $result ?? new \WP_Error( 'gblocks_pro_category_busy', __( 'Another category change is in progress. Please try again.', 'gblocks-pro' ), array( 'status' => 503 ) );
	}

	/**
	 * Inserts the category unless the name or slug is taken (caller holds the lock).
	 *
	 * @param string $name Clean name.
	 * @param string $slug Slug.
	 */
	private function insert( string $name, string $slug ): \WP_Term|\WP_Error {
		$taken = get_term_by( 'slug', $slug, $this->taxonomy );
		$taken = $taken instanceof \WP_Term ? $taken : $this->term_named( $name, 0 );
		if ( $taken instanceof \WP_Term ) {
			return self::conflict( $taken );
		}
		// When a writer that does not take our lock (the core terms route) inserted the same slug between
		// our check and our insert, wp_insert_term() deletes our row and returns the older term's id as
		// if it had created it. Its duplicate check tells: that answer is a conflict, never a creation.
		$lost  = false;
		$check = static function ( $duplicate ) use ( &$lost ) {
			$lost = ! empty( $duplicate );
			return $duplicate;
		};
		add_filter( 'wp_insert_term_duplicate_term_check', $check, PHP_INT_MAX );
		$result = wp_insert_term( wp_slash( $name ), $this->taxonomy, array( 'slug' => $slug ) );
		remove_filter( 'wp_insert_term_duplicate_term_check', $check, PHP_INT_MAX );

		if ( is_wp_error( $result ) ) {
			$existing = 'term_exists' === $result->get_error_code() ? get_term( (int) $result->get_error_data(), $this->taxonomy ) : null;
			if ( $existing instanceof \WP_Term ) {
				return self::conflict( $existing );
			}
			$status = 'db_insert_error' === $result->get_error_code() ? 500 : 400;
			return new \WP_Error( 'gblocks_pro_category_invalid', __( 'Failed to create category.', 'gblocks-pro' ) . ' ' . $result->get_error_message(), array( 'status' => $status ) );
		}
		$term = $this->find( (int) $result['term_id'] );
		return $lost && $term instanceof \WP_Term ? self::conflict( $term ) : $term;
	}

	/**
	 * The category whose name equals this one, ignoring case, other than $except; null if none.
	 * Compared here rather than by the database, whose collation differs between MySQL and SQLite.
	 *
	 * @param string $name   Clean name.
	 * @param int    $except Term id to ignore (the one being renamed), or 0.
	 */
	private function term_named( string $name, int $except ): ?\WP_Term {
		$wanted = mb_strtolower( $this->stored_name( $name ) );
		$names  = get_terms(
			array(
				'taxonomy'               => $this->taxonomy,
				'hide_empty'             => false,
				'fields'                 => 'id=>name',
				'update_term_meta_cache' => false,
			)
		);
		foreach ( is_array( $names ) ? $names : array() as $id => $stored ) {
			if ( (int) $id !== $except && mb_strtolower( (string) $stored ) === $wanted ) {
				$term = get_term( (int) $id, $this->taxonomy );
				return $term instanceof \WP_Term ? $term : null;
			}
		}
		return null;
	}

	/**
	 * A name as WordPress stores it (term names pass through kses and have &, < and > escaped).
	 *
	 * @param string $name Clean name.
	 */
	private function stored_name( string $name ): string {
		return (string) wp_unslash( sanitize_term_field( 'name', wp_slash( $name ), 0, $this->taxonomy, 'db' ) );
	}

	/**
	 * The 409: the name or slug belongs to an existing category, given as data.category.
	 *
	 * @param \WP_Term $existing The category that has it.
	 */
	private static function conflict( \WP_Term $existing ): \WP_Error {
		return new \WP_Error(
			self::CONFLICT,
			__( 'A category with this name already exists.', 'gblocks-pro' ),
			array(
				'status'   => 409,
				'category' => $existing,
			)
		);
	}
}
