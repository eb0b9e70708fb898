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
 * Records come from Condition_Store (one query for every id primed together); evaluation results are
 * memoised per request by (condition id, context post id) and dropped when a condition changes or the
 * main query is set up.
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
	 * Evaluation results keyed "condition id:context post id" (before invert).
	 *
	 * @var array<string, bool>
	 */
	private static array $results = array();

	/**
	 * The store generation the results were computed with.
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
		$condition_id = is_string( $condition_id ) ? trim( $condition_id ) : $condition_id;
		if ( '' === $condition_id || 0 === $condition_id || '0' === $condition_id ) {
			return Decision::shown( Decision::REASON_NONE );
		}
		$id     = is_int( $condition_id ) ? $condition_id : ( ctype_digit( $condition_id ) ? (int) $condition_id : 0 );
		$record = Condition_Store::instance()->get( $id );
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
		$passes = self::evaluate( $id, $record['tree'], new Context( $context_post_id ) );
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
	 * Forgets every loaded condition and result (tests, benchmarks).
	 */
	public static function flush(): void {
		Condition_Store::instance()->flush();
		self::$results = array();
	}

	/**
	 * Forgets results but keeps loaded conditions (the main query changed).
	 */
	public static function forget_results(): void {
		self::$results = array();
	}

	/**
	 * Evaluates a published condition's tree, memoised.
	 *
	 * @param int                  $condition_id Condition id.
	 * @param array<string, mixed> $tree         Its tree.
	 * @param Context              $context      Where it is evaluated.
	 */
	private static function evaluate( int $condition_id, array $tree, Context $context ): bool {
		$generation = Condition_Store::instance()->generation();
		if ( $generation !== self::$generation ) {
			self::$results    = array();
			self::$generation = $generation;
		}
		$key = $condition_id . ':' . $context->post_id();
		if ( isset( self::$results[ $key ] ) ) {
			return self::$results[ $key ];
		}
		$result = Evaluator::instance()->evaluate_tree( $tree, $context );

		/**
		 * Filters whether a published condition passes, before invert is applied. Drafts (not applied),
		 * missing or trashed conditions and unreadable rules (hidden) are decided before this filter.
		 *
		 * @param bool $result          The result.
		 * @param int  $condition_id    Condition id.
		 * @param int  $context_post_id Context post id (0 when none).
		 */
		$result                = (bool) apply_filters( 'gblocks_pro_condition_passes', $result, $condition_id, $context->post_id() );
		self::$results[ $key ] = $result;
		return $result;
	}
}
