<?php
/**
 * The conditions' business logic, shared by the REST routes and WP-CLI: queries, validation, saves
 * under the save lock with the conflict check, deletion, usage, export and import.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Usage\Usage_Scanner;

/**
 * Every method answers a value or a \WP_Error carrying the HTTP status (data.status) and, for a
 * refused tree, every reason (data.errors). Permission checks stay with the caller (a route's
 * permission callback, or the CLI, which runs with the rights of its --user); what a reader who does
 * not manage conditions may see of them (published ones only) is decided here.
 */
final class Condition_Service {

	/**
	 * Export format version (the "version" key of an export file).
	 */
	public const EXPORT_VERSION = 1;

	/**
	 * One page of conditions, newest first, with the totals.
	 *
	 * @param string[] $statuses Post statuses to list (publish, draft).
	 * @param string   $search   Title search ('' for none).
	 * @param string   $category A category term id, 'uncategorized', or '' for any.
	 * @param int      $per_page Page size (-1 for every condition).
	 * @param int      $page     Page number (from 1).
	 * @return array{posts: \WP_Post[], total: int, pages: int}
	 */
	public static function query( array $statuses, string $search = '', string $category = '', int $per_page = 20, int $page = 1 ): array {
		$filters = array(
			'post_type'   => Post_Type::POST_TYPE,
			'post_status' => $statuses,
		) + self::search_args( $search ) + self::category_args( $category );
		$query   = new \WP_Query(
			array(
				'posts_per_page' => $per_page,
				'paged'          => $page,
				'orderby'        => array(
					'date' => 'DESC',
					'ID'   => 'DESC',
				),
			) + $filters
		);
		$posts   = array_values( array_filter( (array) $query->posts, static fn( $post ): bool => $post instanceof \WP_Post ) );
		$total   = $per_page < 0 ? count( $posts ) : (int) $query->found_posts;
		if ( ! $posts && $page > 1 ) {
			// WP_Query does not count rows for a page past the end: count the filtered list.
			$total = (int) ( new \WP_Query(
				array(
					'posts_per_page' => 1,
					'fields'         => 'ids',
				) + $filters
			) )->found_posts;
		}
		return array(
			'posts' => $posts,
			'total' => $total,
			'pages' => $per_page < 0 ? 1 : (int) ceil( $total / max( 1, $per_page ) ),
		);
	}

	/**
	 * The statuses a list asked for with $status (any, publish or draft) holds for the current user:
	 * managers see published and draft conditions; other users (editor pickers) only published ones,
	 * and asking for drafts is forbidden to them (401/403).
	 *
	 * @param string $status any, publish or draft.
	 * @return string[]|\WP_Error
	 */
	public static function listable_statuses( string $status ): array|\WP_Error {
		$manager = current_user_can( Capabilities::MANAGE_CONDITIONS );
		if ( 'draft' === $status && ! $manager ) {
			return new \WP_Error( 'rest_forbidden_status', __( 'status: you are not allowed to list draft conditions.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
		}
		if ( 'any' === $status ) {
			return $manager ? array( 'publish', 'draft' ) : array( 'publish' );
		}
		return array( $status );
	}

	/**
	 * A condition the current user may read: any status for managers, published ones for others (a
	 * draft is unknown to them); null otherwise.
	 *
	 * @param int $id Post id.
	 */
	public static function find_visible( int $id ): ?\WP_Post {
		$post = self::find( $id );
		return $post && ( 'publish' === $post->post_status || current_user_can( Capabilities::MANAGE_CONDITIONS ) ) ? $post : null;
	}

	/**
	 * WP_Query arguments of the category filter ('' filters nothing; 'uncategorized' is no category).
	 *
	 * @param string $category A term ID, 'uncategorized' or ''.
	 * @return array<string, mixed>
	 */
	private static function category_args( string $category ): array {
		if ( '' === $category ) {
			return array();
		}
		$clause = 'uncategorized' === $category
			? array(
				'taxonomy' => Post_Type::TAXONOMY,
				'operator' => 'NOT EXISTS',
			)
			: array(
				'taxonomy'         => Post_Type::TAXONOMY,
				'field'            => 'term_id',
				'terms'            => array( (int) $category ),
				'include_children' => false,
			);
		return array( 'tax_query' => array( $clause ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- The list's category filter.
	}

	/**
	 * WP_Query arguments of a title search ('' searches nothing: the whole list).
	 *
	 * @param string $search The sanitized search text.
	 * @return array<string, mixed>
	 */
	private static function search_args( string $search ): array {
		if ( '' === $search ) {
			return array();
		}
		return array(
			's'              => $search,
			'search_columns' => array( 'post_title' ),
		);
	}

	/**
	 * A condition by id (any status but trash and auto-draft), or null.
	 *
	 * @param int $id Post id.
	 */
	public static function find( int $id ): ?\WP_Post {
		$post = get_post( $id );
		return $post instanceof \WP_Post && Post_Type::POST_TYPE === $post->post_type && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ? $post : null;
	}

	/**
	 * The 404 error of an unknown condition; with its id, the message names it (the commands', the
	 * export's).
	 *
	 * @param int $id Condition id (0: the REST routes, whose address holds it).
	 */
	public static function not_found( int $id = 0 ): \WP_Error {
		/* translators: %d: condition id. */
		$message = $id > 0 ? sprintf( __( 'Condition %d not found.', 'gblocks-pro' ), $id ) : __( 'Condition not found.', 'gblocks-pro' );
		return new \WP_Error( 'gblocks_pro_condition_not_found', $message, array( 'status' => 404 ) );
	}

	/**
	 * Why the current user may not save a tree (400 with every reason, 403 for restricted types or
	 * private keys), or null.
	 *
	 * @param mixed $tree The submitted tree.
	 */
	public static function tree_error( mixed $tree ): ?\WP_Error {
		return Post_Type::save_error( $tree );
	}

	/**
	 * Creates a condition.
	 *
	 * @param array{title?: mixed, status?: mixed, conditions?: mixed, category?: mixed} $fields Title
	 *        (required), status (publish|draft, default publish), conditions (a tree, default empty),
	 *        category (slugs; a slug that is not a category is refused).
	 */
	public static function create( array $fields ): \WP_Post|\WP_Error {
		$title = trim( is_scalar( $fields['title'] ?? null ) ? (string) $fields['title'] : '' );
		if ( '' === $title ) {
			return self::missing_title();
		}
		$status = self::status( $fields['status'] ?? 'publish' );
		if ( is_wp_error( $status ) ) {
			return $status;
		}
		$tree = array_key_exists( 'conditions', $fields ) ? $fields['conditions'] : Tree::empty_tree();
		$bad  = self::tree_error( $tree );
		if ( $bad ) {
			return $bad;
		}
		$term_ids = array_key_exists( 'category', $fields ) ? Post_Type::categories()->ids_of_slugs( (array) $fields['category'] ) : array();
		if ( is_wp_error( $term_ids ) ) {
			return $term_ids;
		}
		$id = wp_insert_post(
			array(
				'post_type'   => Post_Type::POST_TYPE,
				'post_title'  => addslashes( $title ),
				'post_status' => $status,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return new \WP_Error( 'gblocks_pro_save_failed', $id->get_error_message(), array( 'status' => 500 ) );
		}
		Post_Type::save_tree( $id, (array) $tree );
		if ( array_key_exists( 'category', $fields ) ) {
			Post_Type::categories()->assign( $id, $term_ids );
		}
		return self::find( $id ) ?? self::not_found();
	}

	/**
	 * Duplicates a condition as a draft "{title} (Copy)" with its rules and categories (what the
	 * conditions screens' Duplicate does; a copy is never live before someone publishes it, as for
	 * overlays). A condition whose stored rules cannot be read is not copied (400): the copy would be
	 * an empty condition.
	 *
	 * @param int $id Condition id.
	 */
	public static function duplicate( int $id ): \WP_Post|\WP_Error {
		$post = self::find( $id );
		if ( ! $post ) {
			return self::not_found();
		}
		$tree = Post_Type::read_tree( $id );
		if ( null === $tree ) {
			return new \WP_Error( 'gblocks_pro_rules_unreadable', self::rules_error(), array( 'status' => 400 ) );
		}
		$slugs = wp_get_object_terms( $id, Post_Type::TAXONOMY, array( 'fields' => 'slugs' ) );
		return self::create(
			array(
				/* translators: %s: condition title. */
				'title'      => sprintf( __( '%s (Copy)', 'gblocks-pro' ), $post->post_title ),
				'status'     => 'draft',
				'conditions' => $tree,
				'category'   => is_array( $slugs ) ? $slugs : array(),
			)
		);
	}

	/**
	 * What a manager is told about a condition whose stored rules cannot be read.
	 */
	public static function rules_error(): string {
		return __( 'The rules of this condition could not be read: the stored data is damaged. Content using it stays hidden. Saving the condition replaces the damaged rules with the ones you set.', 'gblocks-pro' );
	}

	/**
	 * Updates any of title, status, conditions, category atomically: the whole save runs under a
	 * per-condition lock, so two concurrent saves never mix (the last one wins whole). With $modified
	 * (the value a client loaded) the save is refused (409) when the condition was saved since.
	 *
	 * @param int                                                                        $id       Condition id.
	 * @param array{title?: mixed, status?: mixed, conditions?: mixed, category?: mixed} $fields   The changes.
	 * @param string|null                                                                $modified The modified value the client loaded.
	 */
	public static function update( int $id, array $fields, ?string $modified = null ): \WP_Post|\WP_Error {
		if ( ! self::find( $id ) ) {
			return self::not_found();
		}
		$changes = array( 'ID' => $id );
		if ( array_key_exists( 'title', $fields ) ) {
			$title = trim( is_scalar( $fields['title'] ) ? (string) $fields['title'] : '' );
			if ( '' === $title ) {
				return self::missing_title();
			}
			$changes['post_title'] = addslashes( $title );
		}
		if ( array_key_exists( 'status', $fields ) ) {
			$status = self::status( $fields['status'] );
			if ( is_wp_error( $status ) ) {
				return $status;
			}
			$changes['post_status'] = $status;
		}
		if ( array_key_exists( 'conditions', $fields ) ) {
			$bad = self::tree_error( $fields['conditions'] );
			if ( $bad ) {
				return $bad;
			}
		}
		$term_ids = array_key_exists( 'category', $fields ) ? Post_Type::categories()->ids_of_slugs( (array) $fields['category'] ) : array();
		if ( is_wp_error( $term_ids ) ) {
			return $term_ids;
		}
		/**
		 * Filters how long (seconds) a save waits for a concurrent save of the same condition to finish
		 * before answering 409.
		 *
		 * @param float $wait Seconds.
		 */
		$wait   = (float) apply_filters( 'gblocks_pro_save_lock_wait', 10.0 );
		$result = Save_Lock::with(
			'condition_' . $id,
			static function () use ( $id, $fields, $changes, $term_ids, $modified ): \WP_Post|\WP_Error {
				// Read again under the lock: another save may have finished while this one waited.
				clean_post_cache( $id );
				$post = self::find( $id );
				if ( ! $post ) {
					return self::not_found();
				}
				if ( null !== $modified && ! self::is_current( $post, $modified ) ) {
					return new \WP_Error( 'gblocks_pro_condition_conflict', __( 'Someone else saved this condition after you opened it. Reload it to see their changes, then save again.', 'gblocks-pro' ), array( 'status' => 409 ) );
				}
				// Always through wp_update_post, so that modified moves on with every save.
				$saved = wp_update_post( $changes, true );
				if ( is_wp_error( $saved ) ) {
					return new \WP_Error( 'gblocks_pro_save_failed', $saved->get_error_message(), array( 'status' => 500 ) );
				}
				if ( array_key_exists( 'conditions', $fields ) ) {
					Post_Type::save_tree( $id, (array) $fields['conditions'] );
				}
				if ( array_key_exists( 'category', $fields ) ) {
					Post_Type::categories()->assign( $id, $term_ids );
				}
				clean_post_cache( $id );
				return self::find( $id ) ?? self::not_found();
			},
			$wait
		);
		return $result ?? new \WP_Error( 'gblocks_pro_condition_locked', __( 'This condition is being saved by someone else. Please try again in a moment.', 'gblocks-pro' ), array( 'status' => 409 ) );
	}

	/**
	 * Deletes a condition permanently.
	 *
	 * @param int $id Condition id.
	 * @return int|\WP_Error The deleted id.
	 */
	public static function delete( int $id ): int|\WP_Error {
		$post = self::find( $id );
		if ( ! $post ) {
			return self::not_found();
		}
		if ( ! wp_delete_post( $post->ID, true ) ) {
			return new \WP_Error( 'gblocks_pro_delete_failed', __( 'The condition could not be deleted.', 'gblocks-pro' ), array( 'status' => 500 ) );
		}
		return (int) $post->ID;
	}

	/**
	 * Where a condition is used (Usage_Scanner::report()).
	 *
	 * @param int $id Condition id.
	 * @return array<string, mixed>|\WP_Error
	 */
	public static function usage( int $id ): array|\WP_Error {
		$post = self::find( $id );
		return $post ? Usage_Scanner::instance()->report( $post->ID ) : self::not_found();
	}

	/**
	 * The export of conditions: { version, conditions: [ { title, status, category (slugs),
	 * conditions } ] }, where each "conditions" is the rule tree as the Conditions page exports it
	 * (rows without type, rule or operator and empty groups left out).
	 *
	 * @param int[] $ids Condition ids, in the order wanted.
	 * @return array{version: int, conditions: list<array<string, mixed>>}|\WP_Error
	 */
	public static function export( array $ids ): array|\WP_Error {
		$records = array();
		foreach ( $ids as $id ) {
			$post = self::find( (int) $id );
			if ( ! $post ) {
				return self::not_found( (int) $id );
			}
			$tree = Post_Type::read_tree( (int) $post->ID );
			if ( null === $tree ) {
				/* translators: %d: condition id. */
				return new \WP_Error( 'gblocks_pro_unreadable_rules', sprintf( __( 'Condition %d cannot be exported: its stored rules are damaged.', 'gblocks-pro' ), (int) $post->ID ), array( 'status' => 409 ) );
			}
			$records[] = array(
				'title'      => $post->post_title,
				'status'     => $post->post_status,
				'category'   => Post_Type::categories()->slugs_of( $post ),
				'conditions' => self::clean_tree( $tree ),
			);
		}
		return array(
			'version'    => self::EXPORT_VERSION,
			'conditions' => $records,
		);
	}

	/**
	 * A tree as the Conditions page exports it: rows without type, rule or operator and groups left
	 * empty are dropped.
	 *
	 * @param array<string, mixed> $tree Normalised tree.
	 * @return array{logic: string, groups: list<array{logic: string, conditions: list<array<string, string>>}>}
	 */
	public static function clean_tree( array $tree ): array {
		$groups = array();
		foreach ( (array) ( $tree['groups'] ?? array() ) as $group ) {
			$rows = array();
			foreach ( (array) ( is_array( $group ) ? $group['conditions'] ?? array() : array() ) as $row ) {
				$row = is_array( $row ) ? $row : array();
				$out = array();
				foreach ( array( 'type', 'rule', 'operator', 'value' ) as $key ) {
					$out[ $key ] = is_scalar( $row[ $key ] ?? null ) ? (string) $row[ $key ] : '';
				}
				if ( '' !== $out['type'] && '' !== $out['rule'] && '' !== $out['operator'] ) {
					$rows[] = $out;
				}
			}
			if ( $rows ) {
				$groups[] = array(
					'logic'      => 'OR' === ( $group['logic'] ?? 'AND' ) ? 'OR' : 'AND',
					'conditions' => $rows,
				);
			}
		}
		return array(
			'logic'  => 'AND' === ( $tree['logic'] ?? 'OR' ) ? 'AND' : 'OR',
			'groups' => $groups,
		);
	}

	/**
	 * Reads an import: an export file ({ conditions: [ records ] }), one record, or a bare rule tree
	 * as the Conditions page exports it (then $title names it). Every record is checked (title, status,
	 * categories, the tree with the rights of the current user) before anything is written.
	 *
	 * @param string $json  The file's text.
	 * @param string $title Title of a bare tree.
	 * @return list<array{title: string, status: string, category: string[], conditions: array<string, mixed>}>|\WP_Error
	 */
	public static function parse_import( string $json, string $title = '' ): array|\WP_Error {
		try {
			$data = json_decode( $json, true, 64, JSON_THROW_ON_ERROR );
		} catch ( \JsonException $e ) {
			/* translators: %s: the JSON parser's message. */
			return new \WP_Error( 'gblocks_pro_invalid_json', sprintf( __( 'The file is not valid JSON: %s.', 'gblocks-pro' ), $e->getMessage() ), array( 'status' => 400 ) );
		}
		if ( is_array( $data ) && isset( $data['groups'] ) && ! isset( $data['conditions'] ) ) {
			$data = array(
				array(
					'title'      => $title,
					'conditions' => $data,
				),
			);
		} elseif ( is_array( $data ) && isset( $data['conditions'] ) && is_array( $data['conditions'] ) && array_is_list( $data['conditions'] ) ) {
			$data = $data['conditions'];
		} elseif ( is_array( $data ) && isset( $data['title'] ) ) {
			$data = array( $data );
		}
		if ( ! is_array( $data ) || ! array_is_list( $data ) || ! $data ) {
			return new \WP_Error( 'gblocks_pro_invalid_import', __( 'The file holds no conditions: expected an export ({"conditions": [...]}), one condition, or a rule tree with a groups array.', 'gblocks-pro' ), array( 'status' => 400 ) );
		}
		$records = array();
		foreach ( $data as $index => $record ) {
			$number = $index + 1;
			$record = is_array( $record ) ? $record : array();
			$name   = trim( is_scalar( $record['title'] ?? null ) ? (string) $record['title'] : '' );
			if ( '' === $name ) {
				/* translators: %d: record number in the file. */
				return new \WP_Error( 'gblocks_pro_missing_title', sprintf( __( 'Condition %d: please enter a condition name (title).', 'gblocks-pro' ), $number ), array( 'status' => 400 ) );
			}
			$status = self::status( $record['status'] ?? 'publish' );
			$tree   = $record['conditions'] ?? null;
			$bad    = is_wp_error( $status ) ? $status : self::tree_error( $tree );
			if ( ! $bad && isset( $record['category'] ) ) {
				$categories = Post_Type::categories()->ids_of_slugs( is_array( $record['category'] ) ? $record['category'] : array( $record['category'] ) );
				$bad        = is_wp_error( $categories ) ? $categories : null;
			}
			if ( $bad ) {
				/* translators: 1: record number in the file, 2: condition title, 3: the reason. */
				return new \WP_Error( (string) $bad->get_error_code(), sprintf( __( 'Condition %1$d ("%2$s"): %3$s', 'gblocks-pro' ), $number, $name, $bad->get_error_message() ), $bad->get_error_data() );
			}
			$records[] = array(
				'title'      => $name,
				'status'     => is_string( $status ) ? $status : 'publish',
				'category'   => array_values( array_map( 'strval', (array) ( $record['category'] ?? array() ) ) ),
				'conditions' => (array) $tree,
			);
		}
		return $records;
	}

	/**
	 * Creates the parsed records, all or nothing: when one fails, those created are deleted again.
	 *
	 * @param list<array{title: string, status: string, category: string[], conditions: array<string, mixed>}> $records What parse_import() gave.
	 * @return int[]|\WP_Error The new ids.
	 */
	public static function import( array $records ): array|\WP_Error {
		$created = array();
		foreach ( $records as $record ) {
			$post = self::create( $record );
			if ( is_wp_error( $post ) ) {
				foreach ( $created as $id ) {
					wp_delete_post( $id, true );
				}
				return $post;
			}
			$created[] = (int) $post->ID;
		}
		return $created;
	}

	/**
	 * Whether the modified value a client loaded is still the condition's (compared to the second;
	 * every save moves modified on by at least one second, see Post_Type::advance_modified()).
	 *
	 * @param \WP_Post $post     The condition.
	 * @param string   $modified What the client sent.
	 */
	private static function is_current( \WP_Post $post, string $modified ): bool {
		$sent = strtotime( trim( $modified ) );
		return false !== $sent && strtotime( mysql_to_rfc3339( $post->post_modified ) ) === $sent;
	}

	/**
	 * A valid status (publish or draft), or a 400.
	 *
	 * @param mixed $status The status given.
	 */
	private static function status( mixed $status ): string|\WP_Error {
		if ( 'publish' === $status || 'draft' === $status ) {
			return $status;
		}
		return new \WP_Error( 'rest_invalid_param', __( 'status must be publish or draft.', 'gblocks-pro' ), array( 'status' => 400 ) );
	}

	/**
	 * The 400 of a blank title.
	 */
	private static function missing_title(): \WP_Error {
		return new \WP_Error( 'gblocks_pro_missing_title', __( 'Please enter a condition name.', 'gblocks-pro' ), array( 'status' => 400 ) );
	}

	/**
	 * Whether a rule of a tree is decided in the visitor's browser when the page may be cached
	 * (Condition_Type::decided_in 'visitor' or 'browser'). A row of an unknown type counts as decided on
	 * the server.
	 *
	 * @param array<string, mixed> $tree A rule tree in canonical shape.
	 */
	public static function depends_on_visitor( array $tree ): bool {
		return self::has_row_decided_in( $tree, array( Condition_Type::VISITOR, Condition_Type::BROWSER ) );
	}

	/**
	 * Whether a rule of a tree only the browser can decide (Condition_Type::BROWSER: the visitor history),
	 * so that its content is always left to the browser.
	 *
	 * @param array<string, mixed> $tree A rule tree in canonical shape.
	 */
	public static function depends_on_browser( array $tree ): bool {
		return self::has_row_decided_in( $tree, array( Condition_Type::BROWSER ) );
	}

	/**
	 * Whether a row of a tree is decided in one of the given places.
	 *
	 * @param array<string, mixed> $tree   A rule tree in canonical shape.
	 * @param string[]             $places Condition_Type::VISITOR, BROWSER.
	 */
	private static function has_row_decided_in( array $tree, array $places ): bool {
		$registry = Registry::instance();
		foreach ( (array) ( $tree['groups'] ?? array() ) as $group ) {
			foreach ( (array) ( is_array( $group ) ? ( $group['conditions'] ?? array() ) : array() ) as $row ) {
				if ( ! is_array( $row ) || ! is_string( $row['type'] ?? null ) || ! is_string( $row['rule'] ?? null ) ) {
					continue;
				}
				$type = $registry->get( $row['type'] );
				if ( null !== $type && in_array( $type->decided_in( $row['rule'] ), $places, true ) ) {
					return true;
				}
			}
		}
		return false;
	}
}
