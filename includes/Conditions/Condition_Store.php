<?php
/**
 * The one reader of condition records: status and rule tree.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Derived_Option;
use GBlocks_Pro\Support\Feature;

/**
 * Loads conditions, many in one query (prime()), and keeps them for the request; forgets a condition
 * when it changes. Every record says whether its tree could be read:
 *
 * - no `_gb_conditions` row (never saved, as right after the post is created): the empty tree, which
 *   passes (a condition without rules);
 * - a row that Tree::read() cannot read (corrupt JSON or serialisation, wrong shape...): tree null,
 *   `readable` false, and the decision API hides what it guards.
 *
 * Front-end pages need their conditions on every request, so the stored rows of every condition are
 * also kept in one autoloaded option (CACHE_OPTION) while a site has at most CACHE_LIMIT of them: a
 * page then reads its conditions with no query at all. The option is kept with the generation it was
 * built from (Support\Derived_Option): a change of a condition starts a new one, which no request takes
 * the cache of an older one for, and writes it again at the end of that request (or of the first
 * request that finds it missing); until then, and on sites with more conditions, prime() queries as
 * before. The cache holds the trees as read, so an unreadable tree stays unreadable.
 */
final class Condition_Store implements Feature {

	/**
	 * Autoloaded option holding the stored rows of every condition: { complete, records }.
	 */
	public const CACHE_OPTION = 'gblocks_pro_condition_cache';

	/**
	 * The option holding the cache's current generation (Support\Derived_Option).
	 */
	public const GENERATION_OPTION = 'gblocks_pro_condition_cache_generation';

	/**
	 * Most conditions kept in the cache; a site with more reads them with a query.
	 */
	public const CACHE_LIMIT = 200;

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
	 * The cache's store (store()).
	 *
	 * @var Derived_Option|null
	 */
	private ?Derived_Option $store = null;

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
	 * Forgets a condition when its post or its tree changes; drops the cache when a plugin is activated
	 * or deactivated or the theme changes, since the cache's 'visitor' flag depends on where rules are
	 * decided (the gblocks_pro_rule_decided_in filter, which a plugin or theme may add or take away).
	 */
	public function register(): void {
		add_action( 'clean_post_cache', array( $this, 'forget_post' ), 10, 2 );
		add_action( 'deleted_post', array( $this, 'forget_post' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'forget_meta' ), 10, 3 );
		}
		foreach ( array( 'activated_plugin', 'deactivated_plugin', 'switch_theme' ) as $hook ) {
			add_action( $hook, array( $this, 'invalidate_cache' ), 10, 0 );
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
		$cache = self::cache();
		if ( is_array( $cache ) && ! empty( $cache['complete'] ) && is_array( $cache['records'] ?? null ) ) {
			foreach ( $missing as $id ) {
				$row                  = $cache['records'][ $id ] ?? null;
				$this->records[ $id ] = is_array( $row ) ? self::cached_record( $row ) : null;
			}
			return;
		}
		if ( null === $cache ) {
			$this->schedule_cache_rebuild();
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
			$this->records[ (int) $row->ID ] = self::record( $row->post_status, null !== $row->meta_id, $row->meta_value );
		}
	}

	/**
	 * A record from a stored status and tree row.
	 *
	 * @param mixed $status   Post status.
	 * @param bool  $has_meta Whether a `_gb_conditions` row exists.
	 * @param mixed $stored   The row's value.
	 * @return array{status: string, tree: array<string, mixed>|null}
	 */
	private static function record( mixed $status, bool $has_meta, mixed $stored ): array {
		return array(
			'status' => is_string( $status ) ? $status : '',
			'tree'   => $has_meta ? Tree::read( $stored ) : Tree::empty_tree(),
		);
	}

	/**
	 * A condition's record from a row of the cache: its checked tree as stored, or, in a cache written
	 * before trees were kept checked (raw meta), the tree read now.
	 *
	 * @param array<string, mixed> $row Cached row.
	 * @return array{status: string, tree: array<string, mixed>|null}
	 */
	private static function cached_record( array $row ): array {
		if ( ! array_key_exists( 'tree', $row ) ) {
			return self::record( $row['status'] ?? '', array_key_exists( 'meta', $row ), $row['meta'] ?? null );
		}
		return array(
			'status' => is_string( $row['status'] ?? null ) ? $row['status'] : '',
			'tree'   => is_array( $row['tree'] ) ? $row['tree'] : null,
		);
	}

	/**
	 * Writes the cache of every condition's stored rows (one query), or marks it incomplete when the
	 * site has more than CACHE_LIMIT conditions.
	 */
	public function rebuild_cache(): void {
		$this->store()->rebuild();
	}

	/**
	 * The cache of every condition's stored rows (one query): { complete, records, visitor, browser }.
	 *
	 * @return array{complete: bool, records: array<int, array{status: string, tree: array<string, mixed>|null}>, visitor: bool, browser: bool}
	 */
	private function build_cache(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One read of every condition, kept in an option; the post and meta caches are bypassed on purpose.
		$rows    = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT p.ID, p.post_status, m.meta_id, m.meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s WHERE p.post_type = %s AND p.post_status NOT IN ('trash', 'auto-draft', 'inherit') ORDER BY m.meta_id DESC",
				Post_Type::META_KEY,
				Post_Type::POST_TYPE
			)
		);
		$records = array();
		// Newest meta first: the oldest row wins, as in prime().
		foreach ( (array) $rows as $row ) {
			$record = array( 'status' => (string) $row->post_status );
			if ( null !== $row->meta_id ) {
				$record['meta'] = $row->meta_value;
			}
			$records[ (int) $row->ID ] = $record;
		}
		// The trees are kept read and checked (null: unreadable), so that answering from the cache never
		// loads Tree on the front end.
		foreach ( $records as $id => $record ) {
			$records[ $id ] = array(
				'status' => $record['status'],
				'tree'   => array_key_exists( 'meta', $record ) ? Tree::read( $record['meta'] ) : Tree::empty_tree(),
			);
		}
		$complete = count( $records ) <= self::CACHE_LIMIT;
		$visitor  = false;
		$browser  = false;
		foreach ( $records as $record ) {
			if ( is_array( $record['tree'] ) && Condition_Service::depends_on_browser( $record['tree'] ) ) {
				$browser = true;
				break;
			}
		}
		if ( $complete ) {
			foreach ( $records as $record ) {
				if ( is_array( $record['tree'] ) && Condition_Service::depends_on_visitor( $record['tree'] ) ) {
					$visitor = true;
					break;
				}
			}
		}
		return array(
			'complete' => $complete,
			'records'  => $complete ? $records : array(),
			'visitor'  => $visitor,
			'browser'  => $browser,
		);
	}

	/**
	 * Whether a condition of this site may have a rule only the browser can decide (the visitor
	 * history: Condition_Service::depends_on_browser(), over every condition, also when the cache is
	 * not complete). False only when the cache says that none has: no decision then looks for one, and
	 * pages load no visitor-history script for conditions.
	 */
	public function may_have_browser_rules(): bool {
		$cache = self::cache();
		return ! is_array( $cache ) || ! array_key_exists( 'browser', $cache ) || (bool) $cache['browser'];
	}

	/**
	 * Whether a condition of this site may have a visitor rule (a rule decided in the visitor's browser
	 * when the page may be cached: Condition_Service::depends_on_visitor(), as the rule types answered
	 * when the cache was written). False only when the cache is complete and says that none has: a page
	 * then never decides a visitor rule on the server, and Page_Cache\Cache_Safety needs no output buffer
	 * to be able to send its header late.
	 */
	public function may_have_visitor_rules(): bool {
		$cache = self::cache();
		if ( ! is_array( $cache ) || empty( $cache['complete'] ) || ! array_key_exists( 'visitor', $cache ) ) {
			return true;
		}
		return (bool) $cache['visitor'];
	}

	/**
	 * Whether every condition is in the autoloaded cache (complete), so that no id needs priming: any
	 * condition a block names is answered from it without a query.
	 */
	public function answers_from_cache(): bool {
		$cache = self::cache();
		return is_array( $cache ) && ! empty( $cache['complete'] ) && is_array( $cache['records'] ?? null );
	}

	/**
	 * The cache as stored, or null when it is missing or of an older generation (Support\Derived_Option).
	 * It is always autoloaded, so it is read from the autoloaded options: a missing cache costs no query
	 * to find out.
	 *
	 * @return array<string, mixed>|null
	 */
	private static function cache(): ?array {
		return self::instance()->store()->stored();
	}

	/**
	 * The cache's store: the option and the generation it was built from.
	 */
	private function store(): Derived_Option {
		if ( null === $this->store ) {
			$this->store = new Derived_Option( self::CACHE_OPTION, $this->build_cache( ... ), self::GENERATION_OPTION );
		}
		return $this->store;
	}

	/**
	 * Rebuilds the cache when it is missing or stale (end of the request that found it so).
	 */
	public function rebuild_cache_if_missing(): void {
		$this->store()->rebuild_if_stale();
	}

	/**
	 * A condition changed: this request and every other one stop reading the cache, and the end of this
	 * request (after all its writes) rebuilds it.
	 */
	public function invalidate_cache(): void {
		$this->store()->invalidate();
	}

	/**
	 * A reader found the cache missing: rebuilt at the end of this request.
	 */
	private function schedule_cache_rebuild(): void {
		$this->store()->rebuild_at_end();
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
		if ( array_key_exists( $id, $this->records ) ) {
			return $this->records[ $id ];
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
		$this->store?->forget();
		++$this->generation;
	}

	/**
	 * Forgets a condition whose post changed.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post, when the hook passes it (it may already be deleted).
	 */
	public function forget_post( $post_id, $post = null ): void {
		$post_id = (int) $post_id;
		$type    = $post instanceof \WP_Post ? $post->post_type : get_post_type( $post_id );
		if ( Post_Type::POST_TYPE === $type ) {
			$this->invalidate_cache();
		}
		if ( array_key_exists( $post_id, $this->records ) || Post_Type::POST_TYPE === $type ) {
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
			$this->invalidate_cache();
		}
	}
}
