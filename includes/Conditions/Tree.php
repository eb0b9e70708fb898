<?php
/**
 * The rule tree: decoding, normalising and validating.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Conditions\Types\Date_Time;

/**
 * { logic: AND|OR, groups: [ { logic: AND|OR, conditions: [ { type, rule, operator, value } ] } ] }
 */
final class Tree {

	public const MAX_GROUPS     = 50;
	public const MAX_CONDITIONS = 50;
	public const MAX_VALUE      = 2000;

	/**
	 * A stored tree (array, serialized array or JSON) as an array; [] when unreadable.
	 *
	 * @param mixed $raw Stored value.
	 * @return array<string, mixed>
	 */
	public static function decode( mixed $raw ): array {
		if ( is_string( $raw ) ) {
			$raw = maybe_unserialize( $raw );
		}
		if ( is_string( $raw ) && '' !== $raw ) {
			$raw = json_decode( $raw, true );
		}
		return is_array( $raw ) ? $raw : array();
	}

	/**
	 * A stored tree as an array, or null when it cannot be read (not an array, JSON or serialised
	 * array; no list of groups; a group that is not an object with a list of conditions; a row that
	 * is not an object of scalars). An unreadable tree must hide content, never pass.
	 *
	 * @param mixed $stored Stored value (array, serialised array or JSON).
	 * @return array<string, mixed>|null
	 */
	public static function read( mixed $stored ): ?array {
		if ( is_string( $stored ) ) {
			$trimmed = trim( $stored );
			if ( '' === $trimmed ) {
				return null;
			}
			if ( is_serialized( $trimmed ) ) {
				// Stored values only (never request data); objects are not allowed.
				$stored = @unserialize( $trimmed, array( 'allowed_classes' => false ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- A truncated value gives false, which is refused below.
			} else {
				$stored = json_decode( $trimmed, true, 16 );
			}
		}
		if ( ! is_array( $stored ) || ! isset( $stored['groups'] ) || ! is_array( $stored['groups'] ) || ! array_is_list( $stored['groups'] ) ) {
			return null;
		}
		foreach ( $stored['groups'] as $group ) {
			if ( ! is_array( $group ) || ( isset( $group['conditions'] ) && ( ! is_array( $group['conditions'] ) || ! array_is_list( $group['conditions'] ) ) ) ) {
				return null;
			}
			foreach ( (array) ( $group['conditions'] ?? array() ) as $row ) {
				if ( ! is_array( $row ) ) {
					return null;
				}
				foreach ( $row as $field ) {
					if ( null !== $field && ! is_scalar( $field ) ) {
						return null;
					}
				}
			}
		}
		return $stored;
	}

	/**
	 * 'AND' or 'OR' from a stored logic value, or the default.
	 *
	 * @param mixed  $value   Stored logic.
	 * @param string $default Default (OR at the top, AND in groups).
	 */
	public static function logic( mixed $value, string $default ): string {
		$value = is_string( $value ) ? strtoupper( $value ) : '';
		return in_array( $value, array( 'AND', 'OR' ), true ) ? $value : $default;
	}

	/**
	 * The canonical shape of a tree, as stored and returned (anything malformed is dropped).
	 *
	 * @param array<string, mixed> $tree A tree, normally one that passed validate().
	 * @return array{logic: string, groups: array<int, array{logic: string, conditions: array<int, array{type: string, rule: string, operator: string, value: string}>}>}
	 */
	public static function normalize( array $tree ): array {
		$groups    = array();
		$groups_in = isset( $tree['groups'] ) && is_array( $tree['groups'] ) ? $tree['groups'] : array();
		foreach ( $groups_in as $group ) {
			if ( ! is_array( $group ) ) {
				continue;
			}
			$rows    = array();
			$rows_in = isset( $group['conditions'] ) && is_array( $group['conditions'] ) ? $group['conditions'] : array();
			foreach ( $rows_in as $row ) {
				if ( ! is_array( $row ) ) {
					continue;
				}
				$rows[] = array(
					'type'     => self::string( $row['type'] ?? '' ),
					'rule'     => self::string( $row['rule'] ?? '' ),
					'operator' => self::string( $row['operator'] ?? '' ),
					'value'    => self::string( $row['value'] ?? '' ),
				);
			}
			$groups[] = array(
				'logic'      => self::logic( $group['logic'] ?? null, 'AND' ),
				'conditions' => $rows,
			);
		}
		return array(
			'logic'  => self::logic( $tree['logic'] ?? null, 'OR' ),
			'groups' => $groups,
		);
	}

	/**
	 * A scalar as a string ('' for anything else).
	 *
	 * @param mixed $value Value.
	 */
	private static function string( mixed $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A WordPress error when the current user may not save the tree: 400 with every reason when it
	 * is malformed, 403 when it uses a type that needs manage_options. Null when it may be saved.
	 *
	 * @param mixed $tree The submitted tree.
	 */
	public static function save_error( mixed $tree ): ?\WP_Error {
		$errors = self::validate( $tree );
		if ( $errors ) {
			return new \WP_Error(
				'gblocks_pro_invalid_conditions',
				/* translators: %s: the reasons, separated by spaces. */
				sprintf( __( 'The conditions are not valid: %s', 'gblocks-pro' ), implode( ' ', $errors ) ),
				array(
					'status' => 400,
					'errors' => $errors,
				)
			);
		}
		$restricted = self::restricted_types( (array) $tree );
		if ( $restricted && ! current_user_can( 'manage_options' ) ) {
			return new \WP_Error(
				'gblocks_pro_restricted_condition_type',
				/* translators: %s: condition type ids, e.g. "options, cookie". */
				sprintf( __( 'Only administrators can save conditions that use these rule types: %s.', 'gblocks-pro' ), implode( ', ', $restricted ) ),
				array( 'status' => rest_authorization_required_code() )
			);
		}
		return null;
	}

	/**
	 * The stored empty tree.
	 *
	 * @return array{logic: string, groups: array<int, mixed>}
	 */
	public static function empty_tree(): array {
		return array(
			'logic'  => 'OR',
			'groups' => array(),
		);
	}

	/**
	 * Every reason the tree is not acceptable, one readable sentence each ([] when valid).
	 *
	 * @param mixed $tree The submitted tree.
	 * @return string[]
	 */
	public static function validate( mixed $tree ): array {
		if ( ! is_array( $tree ) || ! isset( $tree['groups'] ) || ! is_array( $tree['groups'] ) || ! array_is_list( $tree['groups'] ) ) {
			return array( __( 'Invalid format: missing groups array', 'gblocks-pro' ) );
		}
		$errors = array();
		if ( isset( $tree['logic'] ) && ! in_array( $tree['logic'], array( 'AND', 'OR' ), true ) ) {
			$errors[] = __( 'Invalid top-level logic operator', 'gblocks-pro' );
		}
		if ( count( $tree['groups'] ) > self::MAX_GROUPS ) {
			/* translators: %d: maximum number of groups. */
			return array( sprintf( __( 'A condition can have at most %d groups.', 'gblocks-pro' ), self::MAX_GROUPS ) );
		}
		$registry = Registry::instance();
		foreach ( $tree['groups'] as $g => $group ) {
			$group_number = $g + 1;
			if ( ! is_array( $group ) || ( isset( $group['logic'] ) && ! in_array( $group['logic'], array( 'AND', 'OR' ), true ) ) ) {
				/* translators: %d: group number. */
				$errors[] = sprintf( __( 'Invalid logic operator in group %d', 'gblocks-pro' ), $group_number );
				continue;
			}
			if ( ! isset( $group['conditions'] ) || ! is_array( $group['conditions'] ) || ! array_is_list( $group['conditions'] ) ) {
				/* translators: %d: group number. */
				$errors[] = sprintf( __( 'Invalid conditions in group %d', 'gblocks-pro' ), $group_number );
				continue;
			}
			if ( count( $group['conditions'] ) > self::MAX_CONDITIONS ) {
				/* translators: 1: group number, 2: maximum number of conditions. */
				$errors[] = sprintf( __( 'Group %1$d can have at most %2$d conditions.', 'gblocks-pro' ), $group_number, self::MAX_CONDITIONS );
				continue;
			}
			foreach ( $group['conditions'] as $c => $row ) {
				$error = self::row_error( $registry, $row );
				if ( null !== $error ) {
					/* translators: 1: condition number, 2: group number, 3: the reason. */
					$errors[] = null === $error[1] ? sprintf( __( 'Incomplete condition %1$d in group %2$d', 'gblocks-pro' ), $c + 1, $group_number ) : sprintf( __( 'Condition %1$d in group %2$d: %3$s', 'gblocks-pro' ), $c + 1, $group_number, $error[1] );
				}
			}
		}
		return $errors;
	}

	/**
	 * Types used by the tree that need manage_options to be saved.
	 *
	 * @param array<string, mixed> $tree A valid tree.
	 * @return string[] Type ids.
	 */
	public static function restricted_types( array $tree ): array {
		$restricted = array();
		$registry   = Registry::instance();
		foreach ( (array) ( $tree['groups'] ?? array() ) as $group ) {
			foreach ( (array) ( $group['conditions'] ?? array() ) as $row ) {
				$type = is_array( $row ) && is_string( $row['type'] ?? null ) ? $registry->get( $row['type'] ) : null;
				if ( $type && $type->requires_manage_options() ) {
					$restricted[ $type->name() ] = $type->label();
				}
			}
		}
		return array_keys( $restricted );
	}

	/**
	 * Why a row is not acceptable: null when it is; array( 'incomplete', null ) when it lacks type,
	 * rule or operator; array( 'invalid', reason ) otherwise.
	 *
	 * @param Registry $registry Registry.
	 * @param mixed    $row      The row.
	 * @return array{0: string, 1: string|null}|null
	 */
	private static function row_error( Registry $registry, mixed $row ): ?array {
		if ( ! is_array( $row ) ) {
			return array( 'incomplete', null );
		}
		foreach ( array( 'type', 'rule', 'operator' ) as $key ) {
			if ( ! isset( $row[ $key ] ) || ! is_string( $row[ $key ] ) || '' === trim( $row[ $key ] ) ) {
				return array( 'incomplete', null );
			}
		}
		$value = $row['value'] ?? '';
		if ( ! is_string( $value ) ) {
			return array( 'invalid', __( 'the value must be a string.', 'gblocks-pro' ) );
		}
		if ( strlen( $value ) > self::MAX_VALUE ) {
			/* translators: %d: maximum length. */
			return array( 'invalid', sprintf( __( 'the value is longer than %d characters.', 'gblocks-pro' ), self::MAX_VALUE ) );
		}
		$type = $registry->get( $row['type'] );
		if ( ! $type ) {
			/* translators: %s: condition type id. */
			return array( 'invalid', sprintf( __( 'unknown condition type "%s".', 'gblocks-pro' ), $row['type'] ) );
		}
		$rule = $type->rule( $row['rule'] );
		if ( ! $rule ) {
			/* translators: 1: rule id, 2: condition type id. */
			return array( 'invalid', sprintf( __( 'unknown rule "%1$s" for the type "%2$s".', 'gblocks-pro' ), $row['rule'], $row['type'] ) );
		}
		if ( ! in_array( $row['operator'], $rule['operators'], true ) ) {
			/* translators: 1: operator id, 2: rule id. */
			return array( 'invalid', sprintf( __( 'the operator "%1$s" is not allowed for the rule "%2$s".', 'gblocks-pro' ), $row['operator'], $row['rule'] ) );
		}
		$reason = self::value_error( $row['rule'], $rule, $row['operator'], $value ) ?? $type->value_error( $row['rule'], $row['operator'], $value );
		return null === $reason ? null : array( 'invalid', $reason );
	}

	/**
	 * Checks a value against the shape its rule and operator expect (SPEC §3 value encodings).
	 *
	 * @param string               $rule_id  Rule id.
	 * @param array<string, mixed> $rule     Rule definition.
	 * @param string               $operator Operator.
	 * @param string               $value    Value.
	 */
	private static function value_error( string $rule_id, array $rule, string $operator, string $value ): ?string {
		$multi = in_array( $operator, Compare::MULTI, true );
		switch ( $rule['value_type'] ) {
			case 'custom_field':
				list( $name, $comparison ) = Compare::split_custom( $value );
				if ( '' === $name ) {
					return __( 'enter a name, then a bar and the value to compare (name|value).', 'gblocks-pro' );
				}
				if ( $multi && array() === Compare::items( $comparison ) ) {
					return __( 'list at least one value after the bar.', 'gblocks-pro' );
				}
				return null;
			case 'object_selector':
			case 'hierarchical_object_selector':
			case 'author_id':
				$items = Compare::items( $value );
				foreach ( $items as $item ) {
					if ( ! ctype_digit( $item ) || 0 === (int) $item ) {
						return __( 'the value must be a JSON array of ids, such as ["12","15"].', 'gblocks-pro' );
					}
				}
				if ( array() === $items && ( $multi || ! $rule['value_optional'] ) ) {
					return __( 'select at least one item.', 'gblocks-pro' );
				}
				return null;
			case 'day_selector':
				$items = Compare::items( $value );
				if ( array() === $items ) {
					return __( 'select at least one day.', 'gblocks-pro' );
				}
				foreach ( $items as $item ) {
					if ( ! preg_match( '/^[1-7]$/', $item ) ) {
						return __( 'days are numbered 1 (Monday) to 7 (Sunday).', 'gblocks-pro' );
					}
				}
				return null;
			case 'datetime':
				$parse = 'current_time' === $rule_id
					? static fn( string $v ): bool => null !== Date_Time::parse_minutes( $v )
					: static fn( string $v ): bool => null !== Date_Time::parse_datetime( $v );
				if ( 'between' === $operator ) {
					$range = Date_Time::split_range( $value );
					return $range && $parse( $range[0] ) && $parse( $range[1] ) ? null : __( 'enter a range as "start, end", each as YYYY-MM-DDTHH:mm.', 'gblocks-pro' );
				}
				return $parse( $value ) ? null : __( 'enter a date and time as YYYY-MM-DDTHH:mm.', 'gblocks-pro' );
		}
		if ( ! $rule['needs_value'] || in_array( $operator, Compare::VALUELESS, true ) ) {
			return null;
		}
		if ( $multi ) {
			return array() === Compare::items( $value ) ? __( 'list at least one value.', 'gblocks-pro' ) : null;
		}
		return '' === trim( $value ) ? __( 'enter a value.', 'gblocks-pro' ) : null;
	}
}
