<?php
/**
 * The answer of the decision API: whether guarded content shows.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * An immutable outcome with the reason behind it. Callers ask shows(); they never look at condition
 * statuses themselves (DESIGN §5).
 *
 * Outcomes: SHOWN, HIDDEN, NOT_APPLIED (the condition is a draft, pending or scheduled: the content shows
 * as if no condition were set). A later "decided in the browser" outcome (DESIGN §16) will be one more
 * constant whose shows() tells the server to print the content with what the browser needs to decide;
 * callers that only ask shows() keep working unchanged.
 */
final class Decision {

	public const SHOWN       = 'shown';
	public const HIDDEN      = 'hidden';
	public const NOT_APPLIED = 'not_applied';

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

	/**
	 * Shared instances by outcome and reason (a decision is immutable).
	 *
	 * @var array<string, Decision>
	 */
	private static array $instances = array();

	/**
	 * Builds a decision; use the named constructors.
	 *
	 * @param string $outcome One of the outcome constants.
	 * @param string $reason  One of the REASON_* constants.
	 */
	private function __construct( private string $outcome, private string $reason ) {}

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
	 * Whether the guarded content is output.
	 */
	public function shows(): bool {
		return self::HIDDEN !== $this->outcome;
	}

	/**
	 * The outcome: SHOWN, HIDDEN or NOT_APPLIED.
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
