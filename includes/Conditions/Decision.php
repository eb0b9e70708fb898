<?php
/**
 * The answer of the decision API: whether guarded content shows.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * An immutable outcome with the reason behind it. Callers ask shows(); they never look at condition
 * statuses themselves (DESIGN §5).
 *
 * Outcomes: SHOWN, HIDDEN, NOT_APPLIED (the condition is a draft, pending or scheduled: the content shows
 * as if no condition were set), DEFERRED (cache-safe output only: the server part did not decide it;
 * the content is printed inert with its residual, an expression over visitor rules that the browser
 * decides). shows() is false for a deferred decision, and only callers that asked for `defer` get one.
 */
final class Decision {

	public const SHOWN       = 'shown';
	public const HIDDEN      = 'hidden';
	public const NOT_APPLIED = 'not_applied';
	public const DEFERRED    = 'deferred';

	/** No condition is set. */
	public const REASON_NONE = 'none';
	/** The condition passed (after invert). */
	public const REASON_PASSED = 'passed';
	/** The condition did not pass (after invert). */
	public const REASON_FAILED = 'failed';
	/** The condition is a draft, pending or scheduled. */
	public const REASON_DRAFT = 'draft';
	/** The id is not a condition, or the condition is trashed. */
	public const REASON_MISSING = 'missing';
	/** The stored rules cannot be read. */
	public const REASON_UNREADABLE = 'unreadable';
	/** Visitor rules decide it in the browser. */
	public const REASON_VISITOR = 'visitor';

	/**
	 * Shared instances by outcome and reason (a decision is immutable).
	 *
	 * @var array<string, Decision>
	 */
	private static array $instances = array();

	/**
	 * Builds a decision; use the named constructors.
	 *
	 * @param string                    $outcome  One of the outcome constants.
	 * @param string                    $reason   One of the REASON_* constants.
	 * @param array<string, mixed>|null $residual The residual of a deferred decision.
	 */
	private function __construct( private string $outcome, private string $reason, private ?array $residual = null ) {}

	/**
	 * The content shows.
	 *
	 * @param string $reason REASON_NONE or REASON_PASSED.
	 */
	public static function shown( string $reason = self::REASON_PASSED ): self {
		return self::$instances[ self::SHOWN . $reason ] ??= new self( self::SHOWN, $reason );
	}

	/**
	 * The content is hidden.
	 *
	 * @param string $reason REASON_FAILED, REASON_MISSING or REASON_UNREADABLE.
	 */
	public static function hidden( string $reason = self::REASON_FAILED ): self {
		return self::$instances[ self::HIDDEN . $reason ] ??= new self( self::HIDDEN, $reason );
	}

	/**
	 * The condition is not applied (draft, pending, scheduled): the content shows.
	 */
	public static function not_applied(): self {
		return self::$instances[ self::NOT_APPLIED ] ??= new self( self::NOT_APPLIED, self::REASON_DRAFT );
	}

	/**
	 * The browser decides: the residual is an expression over visitor rules only (see
	 * Evaluator::reduce_tree(): {any: [...]}, {all: [...]}, {not: node} or a rule row), with invert
	 * already folded in.
	 *
	 * @param array<string, mixed> $residual The residual node.
	 */
	public static function deferred( array $residual ): self {
		return new self( self::DEFERRED, self::REASON_VISITOR, $residual );
	}

	/**
	 * Whether the guarded content is output as it is (false for hidden and for deferred: deferred
	 * content is printed only inert, for the browser to decide).
	 */
	public function shows(): bool {
		return self::SHOWN === $this->outcome || self::NOT_APPLIED === $this->outcome;
	}

	/**
	 * Whether the browser decides (cache-safe output).
	 */
	public function is_deferred(): bool {
		return self::DEFERRED === $this->outcome;
	}

	/**
	 * The residual of a deferred decision, else null.
	 *
	 * @return array<string, mixed>|null
	 */
	public function residual(): ?array {
		return $this->residual;
	}

	/**
	 * The outcome: SHOWN, HIDDEN, NOT_APPLIED or DEFERRED.
	 */
	public function outcome(): string {
		return $this->outcome;
	}

	/**
	 * Why: one of the REASON_* constants.
	 */
	public function reason(): string {
		return $this->reason;
	}
}
