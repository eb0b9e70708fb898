<?php
/**
 * One short human sentence per simulated rule: what the context holds, what the rule wants.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Simulator;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Registry;
use GBlocks_Pro\Conditions\Types\Options;
use GBlocks_Pro\Meta\User_Data_Access;

/**
 * The reason of a simulated row: its type's own sentence (Condition_Type::explain(), "Visitor is on
 * desktop, rule wants mobile."), or a neutral one for a type that has none (filter
 * gblocks_pro_simulator_reason to say more), and the phrases the types build theirs with. Stored values (post,
 * user and author meta, options) are never quoted: a reason says whether they are set, the ✓/✗ says
 * whether they match. What the simulating user typed (cookies, query, referrer) is quoted.
 */
final class Reasons {

	/**
	 * The reason of one row.
	 *
	 * @param Condition_Type|null  $type    The row's type (null: unknown).
	 * @param array<string, mixed> $row     The row.
	 * @param bool                 $result  Whether the row passed.
	 * @param Context              $context The simulated context.
	 */
	public static function for_row( ?Condition_Type $type, array $row, bool $result, Context $context ): string {
		$rule     = is_string( $row['rule'] ?? null ) ? $row['rule'] : '';
		$operator = is_string( $row['operator'] ?? null ) ? $row['operator'] : '';
		$value    = isset( $row['value'] ) && is_scalar( $row['value'] ) ? (string) $row['value'] : '';
		if ( ! $type ) {
			/* translators: %s: rule type id. */
			$reason = sprintf( __( 'Unknown rule type "%s": the rule fails.', 'gblocks-pro' ), is_string( $row['type'] ?? null ) ? $row['type'] : '' );
		} elseif ( null === $type->rule( $rule ) || ! in_array( $operator, $type->operators( $rule ), true ) ) {
			/* translators: %s: rule type label. */
			$reason = sprintf( __( 'The %s type has no such rule or operator: the rule fails.', 'gblocks-pro' ), $type->label() );
		} else {
			$reason = $type->explain( $type->canonical_rule( $rule ), $operator, $value, $result, $context )
				?? sprintf(
					$result
						/* translators: %s: rule type label. */
						? __( 'This %s rule passes.', 'gblocks-pro' )
						/* translators: %s: rule type label. */
						: __( 'This %s rule does not pass.', 'gblocks-pro' ),
					$type->label()
				);
		}

		/**
		 * Filters the simulator's reason for one rule (custom types can say what they read).
		 *
		 * @param string               $reason  The sentence.
		 * @param array<string, mixed> $row     The row (type, rule, operator, value).
		 * @param bool                 $result  Whether the row passed.
		 * @param Context              $context The simulated context.
		 */
		return (string) apply_filters( 'gblocks_pro_simulator_reason', $reason, $row, $result, $context );
	}

	/**
	 * "{fact}, rule wants {want}."
	 *
	 * @param string $fact What the context holds.
	 * @param string $want What the rule wants.
	 */
	public static function sentence( string $fact, string $want ): string {
		/* translators: 1: what the simulated visit holds, e.g. "Visitor is on desktop", 2: what the rule wants, e.g. "mobile". */
		return sprintf( __( '%1$s, rule wants %2$s.', 'gblocks-pro' ), $fact, $want );
	}

	/**
	 * What a value operator wants: 'equals "x"', 'exists', 'includes any of "a", "b"'.
	 *
	 * @param string $operator Operator.
	 * @param string $expected The comparison.
	 */
	public static function wants_value( string $operator, string $expected ): string {
		$label = Registry::operator_labels()[ $operator ] ?? $operator;
		if ( in_array( $operator, array( 'exists', 'not_exists', 'has_value', 'no_value' ), true ) ) {
			/* translators: %s: operator, e.g. "exists". */
			return sprintf( __( 'a value that %s', 'gblocks-pro' ), $label );
		}
		$items = in_array( $operator, array( 'includes_any', 'includes_all', 'excludes_any', 'excludes_all' ), true ) ? Compare::items( $expected ) : array( $expected );
		/* translators: 1: operator, e.g. "contains", 2: the compared value(s). */
		return sprintf( __( 'a value that %1$s %2$s', 'gblocks-pro' ), $label, self::quoted( $items ) );
	}

	/**
	 * Quoted items separated by commas.
	 *
	 * @param string[] $items Items.
	 */
	public static function quoted( array $items ): string {
		return implode( ', ', array_map( static fn( string $item ): string => '"' . $item . '"', $items ) );
	}

	/**
	 * "is X" or "not X".
	 *
	 * @param string $operator is / includes_* (positive) or is_not / excludes_*.
	 * @param string $what     The wanted thing.
	 */
	public static function positive( string $operator, string $what ): string {
		if ( in_array( $operator, array( 'is_not', 'excludes_any', 'excludes_all', 'not_exists' ), true ) ) {
			/* translators: %s: what the rule does not want, e.g. "mobile". */
			return sprintf( __( 'anything but %s', 'gblocks-pro' ), $what );
		}
		return $what;
	}

	/**
	 * A cookie or query parameter ('name|comparison').
	 *
	 * @param string                $value   The row's value.
	 * @param string                $operator Operator.
	 * @param array<string, string> $map     The context's cookies or query.
	 * @param string                $set     "%1$s is %2$s" sentence start.
	 * @param string                $unset   "%s is not set" sentence start.
	 */
	public static function keyed( string $value, string $operator, array $map, string $set, string $unset ): string {
		list( $name, $expected ) = Compare::split_custom( $value );
		$fact                    = isset( $map[ $name ] ) ? sprintf( $set, $name, $map[ $name ] ) : sprintf( $unset, $name );
		return self::sentence( $fact, self::wants_value( $operator, $expected ) );
	}

	/**
	 * Post or user meta: whether the key is set (values are not quoted).
	 *
	 * @param string  $meta_type post or user.
	 * @param int     $object_id Post or user id (0: none).
	 * @param string  $rule      custom or a fixed key.
	 * @param string  $operator  Operator.
	 * @param string  $value     'key|comparison' or the comparison.
	 * @param Context $context   Context.
	 */
	public static function meta( string $meta_type, int $object_id, string $rule, string $operator, string $value, Context $context ): string {
		list( $key, $expected ) = 'custom' === $rule ? Compare::split_custom( $value ) : array( $rule, $value );
		$want                   = self::wants_value( $operator, $expected );
		if ( $object_id <= 0 ) {
			$fact = 'user' === $meta_type ? __( 'Visitor is logged out (no user meta)', 'gblocks-pro' ) : __( 'There is no post to read post meta from', 'gblocks-pro' );
			return self::sentence( $fact, $want );
		}
		$set = metadata_exists( $meta_type, $object_id, $key );
		if ( 'user' === $meta_type ) {
			/* translators: %s: meta key. */
			$fact = $set ? sprintf( __( 'The visitor\'s meta "%s" is set', 'gblocks-pro' ), $key ) : sprintf( __( 'The visitor\'s meta "%s" is not set', 'gblocks-pro' ), $key );
		} else {
			$title = $context->post() ? get_the_title( $context->post() ) : '';
			/* translators: 1: meta key, 2: post title. */
			$fact = $set ? sprintf( __( 'Post meta "%1$s" of "%2$s" is set', 'gblocks-pro' ), $key, $title ) : sprintf( __( 'Post meta "%1$s" of "%2$s" is not set', 'gblocks-pro' ), $key, $title );
		}
		return self::sentence( $fact, $want );
	}
}
