<?php
/**
 * The one reader of condition records: status and rule tree.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Feature;

/**
 * Loads conditions, many in one query (prime()), and keeps them for the request; forgets a condition
 * when it changes. Every record says whether its tree could be read:
 *
 * - no `_gb_conditions` row (never saved, as right after the post is created): the empty tree, which
 *   passes (a condition without rules);
 * - a row that Tree::read() cannot read (corrupt JSON or serialisation, wrong shape...): tree null,
 *   `readable` false, and the decision API hides what it guards.
 */
final class Condition_Store implements Feature {

	/**
	 * The shared instance.
	 *
	 * @var Condition_Store|null
	 */
	private static ?Condition_Store $instance = null;

	/**
	 * Loaded records by id; null when the id is not a condition.
	 *
	 * @var array<int, array{status: string, tree: array<string, mixed>|null}|null>
	 */
	private array $records = array();

	/**
	 * Bumped whenever a loaded record may have changed, so that results computed from it are dropped.
	 *
	 * @var int
	 */
	private int $generation = 0;

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
	 * Forgets a condition when its post or its tree changes.
	 */
	public function register(): void {
		add_action( 'clean_post_cache', array( $this, 'forget_post' ) );
		add_action( 'deleted_post', array( $this, 'forget_post' ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'forget_meta' ), 10, 3 );
		}
	}

	/**
	 * Loads the given conditions in one query (ids already loaded, and ids below 1, are skipped).
	 *
	 * @param array<int|string> $ids Condition ids.
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
				"SELECT p.ID, p.post_status, m.meta_id, m.meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s AND p.ID IN ($placeholders) ORDER BY m.meta_id DESC", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The placeholders are built above, one %d per id.
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
				'tree'   => null === $row->meta_id ? Tree::empty_tree() : Tree::read( $row->meta_value ),
			);
		}
	}

	/**
	 * A condition's record: status, and tree (null when the stored tree cannot be read). Null when the
	 * id is not a condition.
	 *
	 * @param int $id Condition id.
	 * @return array{status: string, tree: array<string, mixed>|null}|null
	 */
	public function get( int $id ): ?array {
		if ( $id <= 0 ) {
			return null;
		}
		$this->prime( array( $id ) );
		return $this->records[ $id ] ?? null;
	}

	/**
	 * Changes whenever a record may have changed.
	 */
	public function generation(): int {
		return $this->generation;
	}

	/**
	 * Forgets everything loaded.
	 */
	public function flush(): void {
		$this->records = array();
		++$this->generation;
	}

	/**
	 * Forgets a condition whose post changed.
	 *
	 * @param int|string $post_id Post id.
	 */
	public function forget_post( $post_id ): void {
		$post_id = (int) $post_id;
		if ( array_key_exists( $post_id, $this->records ) || Post_Type::POST_TYPE === get_post_type( $post_id ) ) {
			unset( $this->records[ $post_id ] );
			++$this->generation;
		}
	}

	/**
	 * Forgets a condition whose tree changed.
	 *
	 * @param int|int[]  $meta_ids Meta ids.
	 * @param int|string $post_id  Post id.
	 * @param string     $key      Meta key.
	 */
	public function forget_meta( $meta_ids, $post_id, $key ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( Post_Type::META_KEY === $key ) {
			unset( $this->records[ (int) $post_id ] );
			++$this->generation;
		}
	}
}
