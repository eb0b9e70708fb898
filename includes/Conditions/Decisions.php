<?php
/**
 * The decision API: whether content guarded by a condition shows.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Decision;
use GBlocks_Pro\Support\Feature;

/**
 * The one place that knows the status rules (DESIGN §5). Overlays, blocks, menu items and the public PHP
 * functions call it; nothing else reads a condition's status.
 *
 * - No condition ('' or '0'): shown.
 * - Not a condition, trashed, or rules that cannot be read: hidden, inverted or not (fails closed).
 * - Draft, pending or scheduled: not applied (shows), inverted or not.
 * - Published or private: evaluated (filter gblocks_pro_condition_passes), then inverted when asked.
 *
 * Records come from Condition_Store (one query for every id primed together); decisions are memoised
 * per request by (condition id, context post id, invert) and dropped when a condition changes or the
 * main query is set up. Evaluation takes a Context, a plain object that a simulator can build by hand
 * (DESIGN §16).
 */
final class Decisions implements Feature {

	/**
	 * Statuses whose rules are evaluated.
	 */
	private const APPLIED = array( 'publish', 'private' );

	/**
	 * Statuses of conditions that are not applied yet.
	 */
	private const NOT_APPLIED = array( 'draft', 'pending', 'future' );

	/**
	 * Decisions of this request keyed "condition id:context post id:invert".
	 *
	 * @var array<string, Decision>
	 */
	private static array $decisions = array();

	/**
	 * Evaluation results of published conditions keyed "condition id:context post id" (before invert).
	 *
	 * @var array<string, bool>
	 */
	private static array $results = array();

	/**
	 * The store generation the decisions were made with.
	 *
	 * @var int
	 */
	private static int $generation = -1;

	/**
	 * Results depend on the main query: forget them once it is set up.
	 */
	public function register(): void {
		add_action( 'wp', array( self::class, 'forget_results' ) );
	}

	/**
	 * Whether the content guarded by a condition shows on this request.
	 *
	 * @param int|string $condition_id    Condition id ('' or '0': no condition).
	 * @param bool       $invert          Show when the condition does not pass.
	 * @param int|null   $context_post_id The post that post-related rules read (the loop post inside a
	 *                                    query loop). Null: the current post.
	 */
	public static function decide( int|string $condition_id, bool $invert = false, ?int $context_post_id = null ): Decision {
		if ( is_string( $condition_id ) ) {
			$condition_id = trim( $condition_id );
			if ( '' === $condition_id || '0' === $condition_id ) {
				return Decision::shown( Decision::REASON_NONE );
			}
			$id = ctype_digit( $condition_id ) ? (int) $condition_id : -1;
		} else {
			if ( 0 === $condition_id ) {
				return Decision::shown( Decision::REASON_NONE );
			}
			$id = $condition_id;
		}
		$store      = Condition_Store::instance();
		$generation = $store->generation();
		if ( $generation !== self::$generation ) {
			self::$decisions  = array();
			self::$results    = array();
			self::$generation = $generation;
		}
		$post_id = null === $context_post_id ? Context::current_post_id() : max( 0, $context_post_id );
		$key     = $id . ':' . $post_id . ( $invert ? ':1' : ':0' );
		if ( ! isset( self::$decisions[ $key ] ) ) {
			self::$decisions[ $key ] = self::make( $store->get( $id ), $id, $invert, $post_id );
		}
		return self::$decisions[ $key ];
	}

	/**
	 * The decision for a loaded record: the status rules, then the evaluation.
	 *
	 * @param array{status: string, tree: array<string, mixed>|null}|null $record  The record (null: not a condition).
	 * @param int                                                         $id      Condition id.
	 * @param bool                                                        $invert  Show when the condition does not pass.
	 * @param int                                                         $post_id Context post id.
	 */
	private static function make( ?array $record, int $id, bool $invert, int $post_id ): Decision {
		$status = null === $record ? '' : $record['status'];
		if ( in_array( $status, self::NOT_APPLIED, true ) ) {
			return Decision::not_applied();
		}
		if ( null === $record || ! in_array( $status, self::APPLIED, true ) ) {
			return Decision::hidden( Decision::REASON_MISSING );
		}
		if ( null === $record['tree'] ) {
			return Decision::hidden( Decision::REASON_UNREADABLE );
		}
		$key = $id . ':' . $post_id;
		if ( ! isset( self::$results[ $key ] ) ) {
			$context = new Context( $post_id );
			$result  = Evaluator::instance()->evaluate_tree( $record['tree'], $context );

			/**
			 * Filters whether a published condition passes, before invert is applied. Drafts (not
			 * applied), missing or trashed conditions and unreadable rules (hidden) are decided before
			 * this filter. Called once per (condition, context post) and request.
			 *
			 * @param bool $result          The result.
			 * @param int  $condition_id    Condition id.
			 * @param int  $context_post_id Context post id (0 when none).
			 */
			self::$results[ $key ] = (bool) apply_filters( 'gblocks_pro_condition_passes', $result, $id, $context->post_id() );
		}
		$passes = self::$results[ $key ];
		return $passes !== $invert ? Decision::shown() : Decision::hidden();
	}

	/**
	 * Loads the given conditions in one query, so that deciding for each costs no query.
	 *
	 * @param array<int|string> $condition_ids Condition ids ('' and '0' ignored).
	 */
	public static function prime( array $condition_ids ): void {
		Condition_Store::instance()->prime( $condition_ids );
	}

	/**
	 * Whether priming is needless: every condition is in the autoloaded cache, so a caller can skip
	 * collecting the ids it would prime (reading template parts and synced patterns for them).
	 */
	public static function primed_by_cache(): bool {
		return Condition_Store::instance()->answers_from_cache();
	}

	/**
	 * Forgets every loaded condition and result (tests, benchmarks).
	 */
	public static function flush(): void {
		Condition_Store::instance()->flush();
		self::$decisions = array();
		self::$results   = array();
	}

	/**
	 * Forgets results but keeps loaded conditions (the main query changed).
	 */
	public static function forget_results(): void {
		self::$decisions = array();
		self::$results   = array();
	}
}
