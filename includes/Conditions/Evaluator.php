<?php
/**
 * Evaluates conditions, memoised per request.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Feature;

/**
 * Decides whether a condition passes. Conditions are loaded in one query for all the ids a page
 * needs (prime()), results are memoised by (condition id, context post id), so a page with many
 * blocks using a few conditions costs no query per block.
 *
 * - A published (or private) condition is evaluated.
 * - A draft (or pending/scheduled) condition is not applied: it passes, as if none were set.
 * - A missing or trashed condition fails: the content it guards is hidden.
 */
final class Evaluator implements Feature {

	/**
	 * The shared instance.
	 *
	 * @var Evaluator|null
	 */
	private static ?Evaluator $instance = null;

	/**
	 * Loaded conditions: id => { status, tree }, or null when the id is not a condition.
	 *
	 * @var array<int, array{status: string, tree: array<string, mixed>}|null>
	 */
	private array $records = array();

	/**
	 * Results keyed "condition id:context post id".
	 *
	 * @var array<string, bool>
	 */
	private array $results = array();

	/**
	 * The shared instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Forgets loaded conditions and results when a condition changes, and results once the main
	 * query is known.
	 */
	public function register(): void {
		add_action( 'clean_post_cache', array( $this, 'forget_post' ) );
		add_action( 'deleted_post', array( $this, 'forget_post' ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'forget_meta' ), 10, 3 );
		}
		add_action( 'wp', array( $this, 'forget_results' ) );
	}

	/**
	 * Loads the given conditions in one query (ids already loaded are skipped).
	 *
	 * @param int[] $ids Condition ids.
	 */
	public function prime( array $ids ): void {
		$missing = array();
		foreach ( $ids as $id ) {
			$id = (int) $id;
			if ( $id > 0 && ! array_key_exists( $id, $this->records ) ) {
				$missing[ $id ] = $id;
			}
		}
		if ( ! $missing ) {
			return;
		}
		global $wpdb;
		$placeholders = implode( ',', array_fill( 0, count( $missing ), '%d' ) );
		// One query for posts and trees; the post and meta caches are bypassed on purpose (one round trip).
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- One %d placeholder per id, built above.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_status, m.meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s AND p.ID IN ($placeholders) ORDER BY m.meta_id DESC", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The placeholders are built above, one %d per id.
				array_merge( array( Post_Type::META_KEY, Post_Type::POST_TYPE ), array_values( $missing ) )
			)
		);
		// phpcs:enable
		foreach ( $missing as $id ) {
			$this->records[ $id ] = null;
		}
		// Rows come newest meta first; the oldest row wins, as get_post_meta( ..., true ) would return it.
		foreach ( (array) $rows as $row ) {
			$this->records[ (int) $row->ID ] = array(
				'status' => (string) $row->post_status,
				'tree'   => Tree::decode( $row->meta_value ),
			);
		}
	}

	/**
	 * Whether the condition passes for the current request.
	 *
	 * @param int      $condition_id    Condition id.
	 * @param int|null $context_post_id The post that post-related rules read (null: the current post).
	 */
	public function passes( int $condition_id, ?int $context_post_id = null ): bool {
		if ( $condition_id <= 0 ) {
			return false;
		}
		$context = new Context( $context_post_id );
		$key     = $condition_id . ':' . $context->post_id();
		if ( isset( $this->results[ $key ] ) ) {
			return $this->results[ $key ];
		}
		$this->prime( array( $condition_id ) );
		$record = $this->records[ $condition_id ] ?? null;
		if ( null === $record ) {
			$result = false;
		} elseif ( in_array( $record['status'], array( 'publish', 'private' ), true ) ) {
			$result = $this->evaluate_tree( $record['tree'], $context );
		} else {
			$result = in_array( $record['status'], array( 'draft', 'pending', 'future' ), true );
		}

		/**
		 * Filters whether a condition passes.
		 *
		 * @param bool $result          The result.
		 * @param int  $condition_id    Condition id.
		 * @param int  $context_post_id Context post id (0 when none).
		 */
		$result                = (bool) apply_filters( 'gblocks_pro_condition_passes', $result, $condition_id, $context->post_id() );
		$this->results[ $key ] = $result;
		return $result;
	}

	/**
	 * Evaluates a rule tree: the top logic (default OR) over groups, each group's logic (default AND)
	 * over its rows. No groups, or an empty group, passes. A row missing its type, rule or operator,
	 * of an unknown type or rule, or with an operator its rule does not offer, fails.
	 *
	 * @param array<string, mixed> $tree    The tree.
	 * @param Context              $context Context.
	 */
	public function evaluate_tree( array $tree, Context $context ): bool {
		$groups = $tree['groups'] ?? array();
		if ( ! is_array( $groups ) || array() === $groups ) {
			return true;
		}
		$and = 'AND' === Tree::logic( $tree['logic'] ?? null, 'OR' );
		foreach ( $groups as $group ) {
			$passes = is_array( $group ) && $this->evaluate_group( $group, $context );
			if ( $and && ! $passes ) {
				return false;
			}
			if ( ! $and && $passes ) {
				return true;
			}
		}
		return $and;
	}

	/**
	 * Evaluates one row.
	 *
	 * @param mixed   $row     The row.
	 * @param Context $context Context.
	 */
	public function evaluate_row( mixed $row, Context $context ): bool {
		if ( ! is_array( $row ) ) {
			return false;
		}
		foreach ( array( 'type', 'rule', 'operator' ) as $key ) {
			if ( ! isset( $row[ $key ] ) || ! is_string( $row[ $key ] ) || '' === $row[ $key ] ) {
				return false;
			}
		}
		$type = Registry::instance()->get( $row['type'] );
		// An unknown type, rule, or an operator the rule does not offer, fails.
		if ( ! $type || ! in_array( $row['operator'], $type->operators( $row['rule'] ), true ) ) {
			return false;
		}
		$value = isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '';
		return $type->evaluate( $row['rule'], $row['operator'], $value, $context );
	}

	/**
	 * Forgets everything loaded or computed.
	 */
	public function flush(): void {
		$this->records = array();
		$this->results = array();
	}

	/**
	 * Forgets results (the main query changed).
	 */
	public function forget_results(): void {
		$this->results = array();
	}

	/**
	 * Forgets a condition that changed.
	 *
	 * @param int|string $post_id Post id.
	 */
	public function forget_post( $post_id ): void {
		$post_id = (int) $post_id;
		if ( array_key_exists( $post_id, $this->records ) || Post_Type::POST_TYPE === get_post_type( $post_id ) ) {
			unset( $this->records[ $post_id ] );
			$this->results = array();
		}
	}

	/**
	 * Forgets a condition whose tree changed.
	 *
	 * @param int|int[]  $meta_ids Meta ids.
	 * @param int|string $post_id  Post id.
	 * @param string     $key      Meta key.
	 */
	public function forget_meta( $meta_ids, $post_id, $key ): void {
		if ( Post_Type::META_KEY === $key ) {
			unset( $this->records[ (int) $post_id ] );
			$this->results = array();
		}
	}

	/**
	 * Evaluates a group.
	 *
	 * @param array<string, mixed> $group   The group.
	 * @param Context              $context Context.
	 */
	private function evaluate_group( array $group, Context $context ): bool {
		$rows = $group['conditions'] ?? array();
		if ( ! is_array( $rows ) || array() === $rows ) {
			return true;
		}
		$and = 'AND' === Tree::logic( $group['logic'] ?? null, 'AND' );
		foreach ( $rows as $row ) {
			$passes = $this->evaluate_row( $row, $context );
			if ( $and && ! $passes ) {
				return false;
			}
			if ( ! $and && $passes ) {
				return true;
			}
		}
		return $and;
	}
}
