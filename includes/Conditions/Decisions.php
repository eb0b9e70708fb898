<?php
/**
 * The decision API: whether content guarded by a condition shows.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

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
 * per request by (condition id, context post id, invert, current user) and dropped when a condition
 * changes or the main query is set up. Evaluation takes a Context, a plain object that a simulator can build by hand
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
	 * Decisions of this request by condition id, context post id, user id and flags (1: invert, 2: defer),
	 * nested so that asking again builds no key.
	 *
	 * @var array<int, array<int, array<int, array<int, Decision>>>>
	 */
	private static array $decisions = array();

	/**
	 * The condition store (its shared instance).
	 *
	 * @var Condition_Store|null
	 */
	private static ?Condition_Store $store = null;

	/**
	 * Evaluation results of published conditions keyed "condition id:context post id:user id" (before
	 * invert).
	 *
	 * @var array<string, bool>
	 */
	private static array $results = array();

	/**
	 * Residuals of published conditions keyed like $results, with ':browser' appended for output no cache
	 * keeps, where only the rules only the browser can decide are left to it (null: the server part
	 * decided it).
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private static array $residuals = array();

	/**
	 * The store generation the decisions were made with.
	 *
	 * @var int
	 */
	private static int $generation = -1;

	/**
	 * The observer of this request's decisions, or null.
	 *
	 * @var callable|null
	 */
	private static $observer = null;

	/**
	 * Results depend on the main query: forget them once it is set up.
	 */
	public function register(): void {
		add_action( 'wp', array( self::class, 'forget_results' ) );
	}

	/**
	 * Whether the content guarded by a condition shows on this request.
	 *
	 * @param int|string           $condition_id    Condition id ('' or '0': no condition).
	 * @param bool                 $invert          Show when the condition does not pass.
	 * @param int|null             $context_post_id The post that post-related rules read (the loop post inside a
	 *                                              query loop). Null: the current post.
	 * @param array<string, mixed> $options         'defer' (bool): cache-safe output, may answer a deferred
	 *                                              decision whose residual the browser decides (without
	 *                                              it, a condition with a rule only the browser can decide,
	 *                                              the visitor history, is deferred too); 'subject'
	 *                                              (string): what is guarded, for the observer (e.g.
	 *                                              "Block: Paragraph").
	 */
	public static function decide( int|string $condition_id, bool $invert = false, ?int $context_post_id = null, array $options = array() ): Decision {
		// An int is an id already (what callers that normalised with condition_id() pass); a string is
		// normalised here, once.
		$id = is_int( $condition_id ) ? $condition_id : self::condition_id( $condition_id );
		if ( 0 === $id ) {
			return Decision::shown( Decision::REASON_NONE );
		}
		$store = self::$store ??= Condition_Store::instance();
		if ( $store->generation() !== self::$generation ) {
			self::$decisions  = array();
			self::$results    = array();
			self::$residuals  = array();
			self::$generation = $store->generation();
		}
		if ( null === $context_post_id ) {
			// The global post first, as Context::current_post_id() reads it (without the call).
			$post    = $GLOBALS['post'] ?? null;
			$post_id = $post instanceof \WP_Post ? (int) $post->ID : Context::current_post_id();
		} else {
			$post_id = max( 0, $context_post_id );
		}
		$defer = isset( $options['defer'] ) && $options['defer'];
		// The current user as get_current_user_id() answers it, read from the global wp_set_current_user() sets.
		$user     = $GLOBALS['current_user'] ?? null;
		$user_id  = $user instanceof \WP_User ? (int) $user->ID : get_current_user_id();
		$flags    = ( $invert ? 1 : 0 ) | ( $defer ? 2 : 0 );
		$decision = self::$decisions[ $id ][ $post_id ][ $user_id ][ $flags ] ?? null;
		if ( null === $decision ) {
			$decision = self::make( $store->get( $id ), $id, $invert, $post_id, $defer );
			self::$decisions[ $id ][ $post_id ][ $user_id ][ $flags ] = $decision;
		}
		if ( null !== self::$observer ) {
			( self::$observer )( $id, $invert, $post_id, $decision, (string) ( $options['subject'] ?? '' ) );
		}
		return $decision;
	}

	/**
	 * The one normaliser of condition ids, for every value that names a condition on its way to a
	 * decision (a block attribute, a stored menu item or overlay value, a string given to decide()):
	 * 0 for none (null, false, an empty array, 0, 0.0, '' or '0' once trimmed), the id for a positive
	 * integer (or a string of digits, or a whole float), and -1 for anything else, which names no
	 * condition: the decision hides it (fails closed).
	 *
	 * @param mixed $value The value.
	 */
	public static function condition_id( mixed $value ): int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : -1;
		}
		if ( is_string( $value ) ) {
			// The common case first: digits without blanks (what blocks and menu items store).
			if ( ! ctype_digit( $value ) ) {
				$value = trim( $value );
				if ( '' === $value ) {
					return 0;
				}
				if ( ! ctype_digit( $value ) ) {
					return -1;
				}
			}
			if ( '0' === $value ) {
				return 0;
			}
			$id = (int) $value;
			return $id > 0 ? $id : -1;
		}
		if ( null === $value || false === $value || array() === $value ) {
			return 0;
		}
		if ( is_float( $value ) ) {
			return ( $value > 0 && floor( $value ) === $value ) ? (int) $value : ( 0.0 === $value ? 0 : -1 );
		}
		return -1;
	}

	/**
	 * The decision of a condition in a context built by hand (the simulator, the CLI) or for the
	 * current request: the same status rules, never cached, never observed.
	 *
	 * @param int|string $condition_id Condition id ('' or '0': no condition).
	 * @param bool       $invert       Show when the condition does not pass.
	 * @param Context    $context      The context.
	 */
	public static function decide_in( int|string $condition_id, bool $invert, Context $context ): Decision {
		if ( is_string( $condition_id ) ) {
			$condition_id = self::condition_id( $condition_id );
		}
		if ( 0 === $condition_id ) {
			return Decision::shown( Decision::REASON_NONE );
		}
		$record = Condition_Store::instance()->get( $condition_id );
		$status = self::status_decision( $record );
		if ( null !== $status || null === $record ) {
			return $status ?? Decision::hidden( Decision::REASON_MISSING );
		}
		$passes = Evaluator::instance()->evaluate_tree( (array) $record['tree'], $context );
		if ( ! $context->is_simulated() ) {
			/** This filter is documented in includes/Conditions/Decisions.php (make()). */
			$passes = (bool) apply_filters( 'gblocks_pro_condition_passes', $passes, $condition_id, $context->post_id() );
		}
		return $passes !== $invert ? Decision::shown() : Decision::hidden();
	}

	/**
	 * Sets the observer of this request's decisions (the front-end decision log), or removes it (null).
	 * It is called after every decide() of a condition, memoised answers too:
	 * observer( int $condition_id, bool $invert, int $context_post_id, Decision $decision, string $subject ).
	 *
	 * @param callable|null $observer The observer.
	 */
	public static function observe( ?callable $observer ): void {
		self::$observer = $observer;
	}

	/**
	 * Whether an observer watches this request's decisions (callers work out a 'subject' only then).
	 */
	public static function is_observed(): bool {
		return null !== self::$observer;
	}

	/**
	 * The decision the status alone makes (draft: not applied; missing, trashed, unreadable: hidden),
	 * or null when the rules must be evaluated.
	 *
	 * @param array{status: string, tree: array<string, mixed>|null}|null $record The record (null: not a condition).
	 */
	private static function status_decision( ?array $record ): ?Decision {
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
		return null;
	}

	/**
	 * The decision for a loaded record: the status rules, then the evaluation.
	 *
	 * @param array{status: string, tree: array<string, mixed>|null}|null $record  The record (null: not a condition).
	 * @param int                                                         $id      Condition id.
	 * @param bool                                                        $invert  Show when the condition does not pass.
	 * @param int                                                         $post_id Context post id.
	 * @param bool                                                        $defer   Whether a deferred decision may be answered.
	 */
	private static function make( ?array $record, int $id, bool $invert, int $post_id, bool $defer ): Decision {
		$status = self::status_decision( $record );
		if ( null !== $status || null === $record ) {
			return $status ?? Decision::hidden( Decision::REASON_MISSING );
		}
		$key = $id . ':' . $post_id . ':' . self::user_id();
		// A rule only the browser can decide (the visitor history) leaves the decision to the browser in
		// any output: cache-safe output keeps every rule the browser may decide, other output only those.
		$browser = ! $defer && ! isset( self::$results[ $key ] ) && ( self::$store ?? Condition_Store::instance() )->may_have_browser_rules()
			&& Condition_Service::depends_on_browser( (array) $record['tree'] );
		if ( ( $defer || $browser ) && ! isset( self::$results[ $key ] ) ) {
			$memo = $defer ? $key : $key . ':browser';
			if ( ! array_key_exists( $memo, self::$residuals ) ) {
				$reduced                  = Residual::reduce( (array) $record['tree'], new Context( $post_id ), $browser );
				self::$residuals[ $memo ] = is_array( $reduced ) ? $reduced : null;
				if ( ! is_array( $reduced ) ) {
					/** This filter is documented in includes/Conditions/Decisions.php (below). */
					self::$results[ $key ] = (bool) apply_filters( 'gblocks_pro_condition_passes', $reduced, $id, $post_id );
				}
			}
			$residual = self::$residuals[ $memo ];
			if ( null !== $residual ) {
				return Decision::deferred( $invert ? Residual::negate( $residual ) : $residual );
			}
		}
		if ( ! isset( self::$results[ $key ] ) ) {
			$context = new Context( $post_id );
			$result  = Evaluator::instance()->evaluate_tree( (array) $record['tree'], $context );

			/**
			 * Filters whether a published condition passes, before invert is applied. Drafts (not
			 * applied), missing or trashed conditions and unreadable rules (hidden) are decided before
			 * this filter. Called once per (condition, context post, current user) and request. In
			 * cache-safe output (defer), it is called only when the server part decides the condition;
			 * a condition left to the browser is not filtered.
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
	 * The current user's id (0: anonymous), as get_current_user_id() answers, read from the global that
	 * wp_set_current_user() sets (the memo is asked once per conditioned block).
	 */
	private static function user_id(): int {
		$user = $GLOBALS['current_user'] ?? null;
		return $user instanceof \WP_User ? (int) $user->ID : get_current_user_id();
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
		self::$residuals = array();
	}

	/**
	 * Forgets results but keeps loaded conditions (the main query changed).
	 */
	public static function forget_results(): void {
		self::$decisions = array();
		self::$results   = array();
		self::$residuals = array();
	}
}
