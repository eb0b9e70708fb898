<?php
/**
 * Value parsing and the comparisons shared by condition types.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Pure helpers: no WordPress state.
 */
final class Compare {

	/**
	 * Operators whose value is a list (SPEC §5: the multi-select applies to them).
	 */
	public const MULTI = array( 'includes_any', 'includes_all', 'excludes_any', 'excludes_all' );

	/**
	 * Operators that never read the comparison value.
	 */
	public const VALUELESS = array( 'exists', 'not_exists', 'has_value', 'no_value' );

	/**
	 * Splits a custom-field value 'name|comparison' at the first bar.
	 *
	 * @param string $value The row value.
	 * @return array{0: string, 1: string} Name (trimmed) and comparison.
	 */
	public static function split_custom( string $value ): array {
		$parts = explode( '|', $value, 2 );
		return array( trim( $parts[0] ), $parts[1] ?? '' );
	}

	/**
	 * A list value: a JSON array of strings, or a comma-separated list, or one value.
	 *
	 * @param string $value The value.
	 * @return string[] Trimmed, non-empty items.
	 */
	public static function items( string $value ): array {
		$value = trim( $value );
		if ( '' === $value ) {
			return array();
		}
		if ( str_starts_with( $value, '[' ) ) {
			$decoded = json_decode( $value, true );
			if ( is_array( $decoded ) ) {
				$items = array();
				foreach ( $decoded as $item ) {
					if ( is_scalar( $item ) && '' !== trim( (string) $item ) ) {
						$items[] = trim( (string) $item );
					}
				}
				return $items;
			}
		}
		return array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), static fn( string $item ): bool => '' !== $item ) );
	}

	/**
	 * Positive integer ids of a list value.
	 *
	 * @param string $value The value.
	 * @return int[]
	 */
	public static function ids( string $value ): array {
		$ids = array();
		foreach ( self::items( $value ) as $item ) {
			if ( ctype_digit( $item ) && (int) $item > 0 ) {
				$ids[] = (int) $item;
			}
		}
		return $ids;
	}

	/**
	 * Set operators between what the context has and what the rule lists.
	 * excludes_any: none of the listed; excludes_all: not all of the listed.
	 *
	 * @param array<int|string> $actual   What the context has.
	 * @param string            $operator Operator.
	 * @param array<int|string> $expected What the rule lists.
	 */
	public static function sets( array $actual, string $operator, array $expected ): bool {
		$actual   = array_map( 'strval', $actual );
		$expected = array_map( 'strval', $expected );
		$any      = array() !== array_intersect( $expected, $actual );
		$all      = array() !== $expected && array() === array_diff( $expected, $actual );
		switch ( $operator ) {
			case 'includes_any':
				return $any;
			case 'includes_all':
				return $all;
			case 'excludes_any':
				return ! $any;
			case 'excludes_all':
				return ! $all;
		}
		return false;
	}

	/**
	 * Text operators against one stored value or several (any value may match; negative operators
	 * are the complement of their positive one). Numeric comparisons only between numbers.
	 * `contains` is case-sensitive.
	 *
	 * @param array<mixed> $values   The stored values ([] when absent).
	 * @param bool         $exists   Whether the value exists at all (a stored '' exists).
	 * @param string       $operator Operator.
	 * @param string       $expected The comparison.
	 */
	public static function values( array $values, bool $exists, string $operator, string $expected ): bool {
		$strings = array();
		foreach ( $values as $value ) {
			if ( is_array( $value ) ) {
				foreach ( $value as $inner ) {
					if ( is_scalar( $inner ) ) {
						$strings[] = (string) $inner;
					}
				}
			} elseif ( is_scalar( $value ) ) {
				$strings[] = is_bool( $value ) ? ( $value ? '1' : '' ) : (string) $value;
			}
		}
		switch ( $operator ) {
			case 'exists':
				return $exists;
			case 'not_exists':
				return ! $exists;
			case 'has_value':
				return self::any( $strings, static fn( string $v ): bool => '' !== $v );
			case 'no_value':
				return ! self::any( $strings, static fn( string $v ): bool => '' !== $v );
			case 'is':
			case 'equals':
				return self::any( $strings, static fn( string $v ): bool => $v === $expected );
			case 'is_not':
				return ! self::any( $strings, static fn( string $v ): bool => $v === $expected );
			case 'contains':
				return self::any( $strings, static fn( string $v ): bool => str_contains( $v, $expected ) );
			case 'not_contains':
				return ! self::any( $strings, static fn( string $v ): bool => str_contains( $v, $expected ) );
			case 'starts_with':
				return self::any( $strings, static fn( string $v ): bool => str_starts_with( $v, $expected ) );
			case 'ends_with':
				return self::any( $strings, static fn( string $v ): bool => str_ends_with( $v, $expected ) );
			case 'greater_than':
				return is_numeric( $expected ) && self::any( $strings, static fn( string $v ): bool => is_numeric( $v ) && (float) $v > (float) $expected );
			case 'less_than':
				return is_numeric( $expected ) && self::any( $strings, static fn( string $v ): bool => is_numeric( $v ) && (float) $v < (float) $expected );
		}
		if ( in_array( $operator, self::MULTI, true ) ) {
			return self::sets( $strings, $operator, self::items( $expected ) );
		}
		return false;
	}

	/**
	 * Whether 'is' (true) or 'is_not' (false) applies to a yes/no fact; false for other operators
	 * (Condition_Type::fact_is(), which types call so that such a rule loads no other class).
	 *
	 * @param bool   $fact     The fact.
	 * @param string $operator is or is_not.
	 */
	public static function is( bool $fact, string $operator ): bool {
		return Condition_Type::fact_is( $fact, $operator );
	}

	/**
	 * Whether any string passes the test.
	 *
	 * @param string[] $strings Values.
	 * @param callable $test    fn( string ): bool.
	 */
	private static function any( array $strings, callable $test ): bool {
		foreach ( $strings as $string ) {
			if ( $test( $string ) ) {
				return true;
			}
		}
		return false;
	}
}
