<?php
/**
 * Condition type: the visitor's history (page views, visits, first touch, overlays seen).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;
use GBlocks_Pro\Conditions\Visitor_History;

/**
 * Rules over the visitor history the visitor's own browser keeps (issue 39 §3). Only the browser holds
 * it, so every rule is decided there (Condition_Type::BROWSER), behind a page cache or not; its browser
 * rule is src/conditions/visitor/types/visitor.ts. On the server a row passes only in a simulated
 * context that holds a hand-built history (Context facet "history"); otherwise it fails closed.
 *
 * Values: a count rule's is a whole number; an overlay rule's is "overlay|count|days" (overlay: a post
 * id, or "any"; count: the number compared; days: the window, 0 for ever).
 */
final class Visitor extends Condition_Type {

	/**
	 * The operators of the count rules.
	 */
	private const COUNT_OPERATORS = array( 'at_least', 'at_most', 'equals' );

	/**
	 * The operators of the first-touch rules.
	 */
	private const TEXT_OPERATORS = array( 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'starts_with', 'ends_with' );

	/**
	 * The overlay rules and the event each counts.
	 */
	public const OVERLAY_RULES = array(
		'overlay_views'       => 'views',
		'overlay_closes'      => 'closes',
		'overlay_conversions' => 'conversions',
	);

	/**
	 * The count rules and the count each reads.
	 */
	public const COUNT_RULES = array( 'page_views', 'session_page_views', 'sessions', 'session_seconds' );

	/**
	 * The first-touch rules and the field each reads.
	 */
	public const TOUCH_RULES = array( 'landing_page', 'utm_source', 'utm_medium', 'utm_campaign' );

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'visitor';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Visitor', 'gblocks-pro' );
	}

	/**
	 * Only the browser keeps the history.
	 */
	protected function default_decided_in(): string {
		return self::BROWSER;
	}

	/**
	 * Rules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		$count   = static fn( string $label, string $placeholder ): array => array(
			'label'       => $label,
			'group'       => __( 'Visits', 'gblocks-pro' ),
			'operators'   => self::COUNT_OPERATORS,
			'value_type'  => 'count',
			'placeholder' => $placeholder,
		);
		$touch   = static fn( string $label, string $placeholder ): array => array(
			'label'       => $label,
			'group'       => __( 'First visit', 'gblocks-pro' ),
			'operators'   => self::TEXT_OPERATORS,
			'placeholder' => $placeholder,
		);
		$overlay = static fn( string $label ): array => array(
			'label'      => $label,
			'group'      => __( 'Overlays', 'gblocks-pro' ),
			'operators'  => self::COUNT_OPERATORS,
			'value_type' => 'overlay_history',
		);
		return array(
			'page_views'          => $count( __( 'Page views in all visits', 'gblocks-pro' ), __( 'e.g. 3', 'gblocks-pro' ) ),
			'session_page_views'  => $count( __( 'Page views this visit', 'gblocks-pro' ), __( 'e.g. 2', 'gblocks-pro' ) ),
			'sessions'            => $count( __( 'Visits', 'gblocks-pro' ), __( 'e.g. 2', 'gblocks-pro' ) ),
			'session_seconds'     => $count( __( 'Seconds on the site this visit', 'gblocks-pro' ), __( 'e.g. 30', 'gblocks-pro' ) ),
			'returning'           => array(
				'label'       => __( 'Returning visitor', 'gblocks-pro' ),
				'group'       => __( 'Visits', 'gblocks-pro' ),
				'operators'   => array( 'is', 'is_not' ),
				'needs_value' => false,
			),
			'landing_page'        => $touch( __( 'First landing page', 'gblocks-pro' ), __( 'e.g. /sale/', 'gblocks-pro' ) ),
			'utm_source'          => $touch( __( 'First campaign source (utm_source)', 'gblocks-pro' ), __( 'e.g. newsletter', 'gblocks-pro' ) ),
			'utm_medium'          => $touch( __( 'First campaign medium (utm_medium)', 'gblocks-pro' ), __( 'e.g. email', 'gblocks-pro' ) ),
			'utm_campaign'        => $touch( __( 'First campaign name (utm_campaign)', 'gblocks-pro' ), __( 'e.g. winter-sale', 'gblocks-pro' ) ),
			'overlay_views'       => $overlay( __( 'Overlay views', 'gblocks-pro' ) ),
			'overlay_closes'      => $overlay( __( 'Overlay closes', 'gblocks-pro' ) ),
			'overlay_conversions' => $overlay( __( 'Overlay conversions', 'gblocks-pro' ) ),
		);
	}

	/**
	 * The editor starts a row with "Returning visitor is".
	 */
	protected function default_rule(): string {
		return 'returning';
	}

	/**
	 * Whether a row passes: only for a simulated context with a history (the browser decides the rest).
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param Context $context  Context.
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$history = $context->history();
		if ( null === $history ) {
			return false;
		}
		if ( 'returning' === $rule ) {
			return self::fact_is( $history->count( 'sessions' ) > 1, $operator );
		}
		if ( in_array( $rule, self::TOUCH_RULES, true ) ) {
			// As the browser reads it: the field is always there, '' when the first visit had none.
			return Compare::values( array( $history->touch( $rule ) ), true, $operator, $value );
		}
		$actual = self::actual( $rule, $value, $history );
		if ( null === $actual ) {
			return false;
		}
		return self::compare( $actual, $operator, self::expected( $rule, $value ) );
	}

	/**
	 * The count a count or overlay rule reads, or null for another rule or a value that is no
	 * "overlay|count|days".
	 *
	 * @param string          $rule    Rule id.
	 * @param string          $value   Value.
	 * @param Visitor_History $history The history.
	 */
	private static function actual( string $rule, string $value, Visitor_History $history ): ?int {
		if ( in_array( $rule, self::COUNT_RULES, true ) ) {
			return $history->count( $rule );
		}
		if ( ! isset( self::OVERLAY_RULES[ $rule ] ) ) {
			return null;
		}
		$parts = self::overlay_value( $value );
		return null === $parts ? null : $history->events( $parts[0], self::OVERLAY_RULES[ $rule ], $parts[2] );
	}

	/**
	 * The number a row compares with: the value of a count rule, the count of an overlay rule's value
	 * (-1 when there is none: no comparison passes).
	 *
	 * @param string $rule  Rule id.
	 * @param string $value Value.
	 */
	private static function expected( string $rule, string $value ): int {
		if ( isset( self::OVERLAY_RULES[ $rule ] ) ) {
			return self::overlay_value( $value )[1] ?? -1;
		}
		return ctype_digit( $value ) ? (int) $value : -1;
	}

	/**
	 * An overlay rule's value "overlay|count|days" as [overlay id (0: any), count, days], or null.
	 *
	 * @param string $value Value.
	 * @return array{0: int, 1: int, 2: int}|null
	 */
	public static function overlay_value( string $value ): ?array {
		$parts = explode( '|', $value );
		if ( 3 !== count( $parts ) || ! ( 'any' === $parts[0] || ( ctype_digit( $parts[0] ) && (int) $parts[0] > 0 ) ) || ! ctype_digit( $parts[1] ) || ! ctype_digit( $parts[2] ) ) {
			return null;
		}
		return array( 'any' === $parts[0] ? 0 : (int) $parts[0], (int) $parts[1], (int) $parts[2] );
	}

	/**
	 * A count against the number the row wants.
	 *
	 * @param int    $actual   The count.
	 * @param string $operator at_least, at_most or equals.
	 * @param int    $expected The number (-1: none, nothing passes).
	 */
	private static function compare( int $actual, string $operator, int $expected ): bool {
		if ( $expected < 0 ) {
			return false;
		}
		return match ( $operator ) {
			'at_least' => $actual >= $expected,
			'at_most'  => $actual <= $expected,
			'equals'   => $actual === $expected,
			default    => false,
		};
	}

	/**
	 * A value the rule cannot read: a count rule's must be a whole number, an overlay rule's
	 * "overlay|count|days" with at most RECENT events counted in a window.
	 *
	 * @param string $rule     Rule id.
	 * @param string $operator Operator.
	 * @param string $value    Value.
	 */
	public function value_error( string $rule, string $operator, string $value ): ?string {
		if ( in_array( $rule, self::COUNT_RULES, true ) ) {
			return ctype_digit( $value ) && strlen( $value ) <= 9 ? null : __( 'enter a whole number of at least 0.', 'gblocks-pro' );
		}
		if ( isset( self::OVERLAY_RULES[ $rule ] ) ) {
			$parts = strlen( $value ) <= 40 ? self::overlay_value( $value ) : null;
			if ( null === $parts ) {
				return __( 'choose an overlay (or any), a number of times and a number of days (0 for ever), as overlay|times|days.', 'gblocks-pro' );
			}
			if ( $parts[2] > 0 && $parts[1] > Visitor_History::RECENT ) {
				/* translators: %d: the most times counted within a number of days. */
				return sprintf( __( 'within a number of days, at most %d times can be counted; choose 0 days (ever) for more.', 'gblocks-pro' ), Visitor_History::RECENT );
			}
		}
		return null;
	}

	/**
	 * The simulator's sentence: what the hand-built history holds and what the rule wants.
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): ?string {
		$history = $context->history();
		if ( null === $history ) {
			return __( 'The visitor history is kept only in the visitor\'s browser; without one to simulate, this rule does not pass.', 'gblocks-pro' );
		}
		if ( 'returning' === $rule ) {
			$sessions = $history->count( 'sessions' );
			/* translators: %d: number of visits. */
			$fact = sprintf( _n( 'Visitor is on visit %d', 'Visitor is on visit %d', $sessions, 'gblocks-pro' ), $sessions );
			return Reasons::sentence( $fact, 'is' === $operator ? __( 'a returning visitor', 'gblocks-pro' ) : __( 'a new visitor', 'gblocks-pro' ) );
		}
		if ( in_array( $rule, self::TOUCH_RULES, true ) ) {
			$found = $history->touch( $rule );
			/* translators: 1: what is read, e.g. "First campaign source (utm_source)", 2: its value. */
			$fact = '' === $found ? sprintf( __( '%s is empty', 'gblocks-pro' ), $this->rule( $rule )['label'] ?? $rule ) : sprintf( __( '%1$s is "%2$s"', 'gblocks-pro' ), $this->rule( $rule )['label'] ?? $rule, $found );
			return Reasons::sentence( $fact, Reasons::wants_value( $operator, $value ) );
		}
		$actual = self::actual( $rule, $value, $history );
		if ( null === $actual ) {
			return null;
		}
		$expected = self::expected( $rule, $value );
		$wants    = match ( $operator ) {
			/* translators: %d: a number. */
			'at_least' => sprintf( __( 'at least %d', 'gblocks-pro' ), $expected ),
			/* translators: %d: a number. */
			'at_most'  => sprintf( __( 'at most %d', 'gblocks-pro' ), $expected ),
			/* translators: %d: a number. */
			default    => sprintf( __( 'exactly %d', 'gblocks-pro' ), $expected ),
		};
		$label = (string) ( $this->rule( $rule )['label'] ?? $rule );
		if ( isset( self::OVERLAY_RULES[ $rule ] ) ) {
			$parts = (array) self::overlay_value( $value );
			$id    = (int) ( $parts[0] ?? 0 );
			$title = 0 === $id ? '' : get_the_title( $id );
			/* translators: %d: overlay post id. */
			$scope = 0 === $id ? __( 'any overlay', 'gblocks-pro' ) : ( '' === $title ? sprintf( __( 'overlay #%d', 'gblocks-pro' ), $id ) : '"' . $title . '"' );
			$label = ( $parts[2] ?? 0 ) > 0
				/* translators: 1: e.g. "Overlay views", 2: an overlay title or "any overlay", 3: number of days. */
				? sprintf( _n( '%1$s of %2$s in the last %3$d day', '%1$s of %2$s in the last %3$d days', (int) $parts[2], 'gblocks-pro' ), $label, $scope, (int) $parts[2] )
				/* translators: 1: e.g. "Overlay views", 2: an overlay title or "any overlay". */
				: sprintf( __( '%1$s of %2$s, ever', 'gblocks-pro' ), $label, $scope );
		}
		/* translators: 1: what is counted, e.g. "Page views this visit", 2: the count. */
		return Reasons::sentence( sprintf( __( '%1$s: %2$d', 'gblocks-pro' ), $label, $actual ), $wants );
	}
}
