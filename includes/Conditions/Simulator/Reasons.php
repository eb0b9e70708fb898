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
 * Reasons for the 12 built-in types ("Visitor is on desktop, rule wants mobile."), and a neutral
 * sentence for other types (filter gblocks_pro_simulator_reason to say more). Stored values (post,
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
			$reason = self::built_in( $type, $type->canonical_rule( $rule ), $operator, $value, $context )
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
	 * The reason for a row of a built-in type, or null for other types.
	 *
	 * @param Condition_Type $type     Type.
	 * @param string         $rule     Canonical rule id.
	 * @param string         $operator Operator.
	 * @param string         $value    Value.
	 * @param Context        $context  Context.
	 */
	private static function built_in( Condition_Type $type, string $rule, string $operator, string $value, Context $context ): ?string {
		// A type registered under a built-in name by another plugin gets the neutral sentence.
		if ( ! str_starts_with( get_class( $type ), 'GBlocks_Pro\\Conditions\\Types\\' ) ) {
			return null;
		}
		switch ( $type->name() ) {
			case 'device':
				return self::device( $rule, $operator, $context );
			case 'cookie':
				return self::keyed(
					$value,
					$operator,
					$context->cookies(),
					/* translators: 1: cookie name, 2: its value. */
					__( 'Cookie "%1$s" is "%2$s"', 'gblocks-pro' ),
					/* translators: %s: cookie name. */
					__( 'Cookie "%s" is not set', 'gblocks-pro' )
				);
			case 'query_arg':
				return self::keyed(
					$value,
					$operator,
					$context->query(),
					/* translators: 1: query parameter name, 2: its value. */
					__( 'Query parameter "%1$s" is "%2$s"', 'gblocks-pro' ),
					/* translators: %s: query parameter name. */
					__( 'Query parameter "%s" is not set', 'gblocks-pro' )
				);
			case 'referrer':
				return self::referrer( $rule, $operator, $value, $context );
			case 'date_time':
				return self::date_time( $rule, $operator, $value, $context );
			case 'language':
				return self::language( $rule, $operator, $value, $context );
			case 'user_role':
				return self::user_role( $type, $rule, $operator, $context );
			case 'user_meta':
				return self::meta( 'user', $context->user_id(), $rule, $operator, $value, $context );
			case 'post_meta':
				return self::meta( 'post', $context->post_id(), $rule, $operator, $value, $context );
			case 'options':
				return self::option( $rule, $operator, $value );
			case 'author':
				return self::author( $rule, $operator, $value, $context );
			case 'location':
				return Location_Reasons::reason( $type, $rule, $operator, $value, $context );
		}
		return null;
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
	 * Device.
	 *
	 * @param string  $rule     Device name.
	 * @param string  $operator is or is_not.
	 * @param Context $context  Context.
	 */
	private static function device( string $rule, string $operator, Context $context ): string {
		$names   = array(
			'mobile'  => __( 'mobile', 'gblocks-pro' ),
			'tablet'  => __( 'tablet', 'gblocks-pro' ),
			'desktop' => __( 'desktop', 'gblocks-pro' ),
			'ios'     => __( 'iOS', 'gblocks-pro' ),
			'android' => __( 'Android', 'gblocks-pro' ),
		);
		$devices = $context->devices();
		$kind    = $devices['mobile'] ? 'mobile' : ( $devices['tablet'] ? 'tablet' : 'desktop' );
		$on      = $names[ $kind ];
		foreach ( array( 'ios', 'android' ) as $system ) {
			if ( $devices[ $system ] ) {
				/* translators: 1: device kind, e.g. mobile, 2: operating system, e.g. iOS. */
				$on = sprintf( __( '%1$s (%2$s)', 'gblocks-pro' ), $on, $names[ $system ] );
			}
		}
		/* translators: %s: device, e.g. desktop. */
		return self::sentence( sprintf( __( 'Visitor is on %s', 'gblocks-pro' ), $on ), self::positive( $operator, $names[ $rule ] ?? $rule ) );
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
	private static function keyed( string $value, string $operator, array $map, string $set, string $unset ): string {
		list( $name, $expected ) = Compare::split_custom( $value );
		$fact                    = isset( $map[ $name ] ) ? sprintf( $set, $name, $map[ $name ] ) : sprintf( $unset, $name );
		return self::sentence( $fact, self::wants_value( $operator, $expected ) );
	}

	/**
	 * Referrer.
	 *
	 * @param string  $rule     direct or custom.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param Context $context  Context.
	 */
	private static function referrer( string $rule, string $operator, string $value, Context $context ): string {
		$referrer = $context->referrer();
		/* translators: %s: the referring address. */
		$fact = '' === $referrer ? __( 'Visitor came directly (no referrer)', 'gblocks-pro' ) : sprintf( __( 'Visitor came from "%s"', 'gblocks-pro' ), $referrer );
		if ( 'direct' === $rule ) {
			return self::sentence( $fact, 'is' === $operator ? __( 'a direct visit', 'gblocks-pro' ) : __( 'a visit from another page', 'gblocks-pro' ) );
		}
		return self::sentence( $fact, self::wants_value( $operator, $value ) );
	}

	/**
	 * Date and time.
	 *
	 * @param string  $rule     Rule.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param Context $context  Context.
	 */
	private static function date_time( string $rule, string $operator, string $value, Context $context ): string {
		$now    = $context->now();
		$locale = $GLOBALS['wp_locale'] ?? null;
		if ( 'day_of_week' === $rule ) {
			$day  = $locale instanceof \WP_Locale ? $locale->get_weekday( (int) $now->format( 'w' ) ) : $now->format( 'l' );
			$days = array();
			foreach ( Compare::items( $value ) as $number ) {
				if ( preg_match( '/^[1-7]$/', $number ) ) {
					$days[] = $locale instanceof \WP_Locale ? $locale->get_weekday( (int) $number % 7 ) : $number;
				}
			}
			$positive = in_array( $operator, array( 'is', 'includes_any' ), true );
			/* translators: %s: days, e.g. Monday, Friday. */
			$want = $positive ? sprintf( __( 'one of %s', 'gblocks-pro' ), implode( ', ', $days ) ) : sprintf( __( 'none of %s', 'gblocks-pro' ), implode( ', ', $days ) );
			/* translators: %s: day of the week, e.g. Thursday. */
			return self::sentence( sprintf( __( 'It is %s', 'gblocks-pro' ), $day ), $want );
		}
		$fact  = 'current_time' === $rule ? $now->format( 'H:i' ) : $now->format( 'Y-m-d H:i' );
		$label = Registry::operator_labels()[ $operator ] ?? $operator;
		if ( 'between' === $operator ) {
			$range = array_map( 'trim', explode( ',', $value ) );
			/* translators: 1: start, 2: end. */
			$compared = sprintf( __( '%1$s and %2$s', 'gblocks-pro' ), $range[0], $range[1] ?? '' );
		} else {
			$compared = trim( $value );
		}
		/* translators: 1: operator, e.g. "is before", 2: date or time. */
		$want = sprintf( __( 'a moment that %1$s %2$s', 'gblocks-pro' ), $label, $compared );
		/* translators: %s: date and time in the site timezone. */
		return self::sentence( sprintf( __( 'It is %s (site time)', 'gblocks-pro' ), $fact ), $want );
	}

	/**
	 * Language.
	 *
	 * @param string  $rule     Rule.
	 * @param string  $operator is or is_not.
	 * @param string  $value    Locale or language code.
	 * @param Context $context  Context.
	 */
	private static function language( string $rule, string $operator, string $value, Context $context ): string {
		if ( 'rtl' === $rule ) {
			$fact = $context->is_rtl() ? __( 'The language is written right to left', 'gblocks-pro' ) : __( 'The language is written left to right', 'gblocks-pro' );
			return self::sentence( $fact, 'is' === $operator ? __( 'right to left', 'gblocks-pro' ) : __( 'left to right', 'gblocks-pro' ) );
		}
		$locale = $context->locale();
		$shown  = 'language' === $rule ? (string) strtok( str_replace( '-', '_', $locale ), '_' ) : $locale;
		/* translators: %s: locale or language code, e.g. de_DE. */
		return self::sentence( sprintf( __( 'The language is %s', 'gblocks-pro' ), $shown ), self::positive( $operator, trim( $value ) ) );
	}

	/**
	 * User role, logged in or out, capability.
	 *
	 * @param Condition_Type $type     Type.
	 * @param string         $rule     Canonical rule.
	 * @param string         $operator is or is_not.
	 * @param Context        $context  Context.
	 */
	private static function user_role( Condition_Type $type, string $rule, string $operator, Context $context ): string {
		$user                 = $context->user();
		list( $family, $sub ) = array_pad( explode( ':', $rule, 2 ), 2, '' );
		if ( ! $user ) {
			$fact = __( 'Visitor is logged out', 'gblocks-pro' );
		} elseif ( 'role' === $family ) {
			$names = array();
			foreach ( (array) $user->roles as $role ) {
				$names[] = translate_user_role( (string) ( wp_roles()->roles[ $role ]['name'] ?? $role ) );
			}
			/* translators: %s: role names, e.g. Editor. */
			$fact = array() === $names ? __( 'Visitor has no role', 'gblocks-pro' ) : sprintf( __( 'Visitor has the role %s', 'gblocks-pro' ), implode( ', ', $names ) );
		} elseif ( 'cap' === $family ) {
			/* translators: %s: capability, e.g. edit_posts. */
			$fact = user_can( $user, $sub ) ? sprintf( __( 'Visitor has the capability %s', 'gblocks-pro' ), $sub ) : sprintf( __( 'Visitor lacks the capability %s', 'gblocks-pro' ), $sub );
		} else {
			/* translators: %s: user display name. */
			$fact = sprintf( __( 'Visitor is logged in as %s', 'gblocks-pro' ), $user->display_name );
		}
		if ( 'general' === $family ) {
			$in   = ( 'logged_in' === $sub ) === ( 'is' === $operator );
			$want = $in ? __( 'logged in', 'gblocks-pro' ) : __( 'logged out', 'gblocks-pro' );
		} elseif ( 'role' === $family ) {
			/* translators: %s: role name. */
			$want = self::positive( $operator, sprintf( __( 'the role %s', 'gblocks-pro' ), (string) ( $type->rule( $rule )['label'] ?? $sub ) ) );
		} else {
			/* translators: %s: capability. */
			$want = self::positive( $operator, sprintf( __( 'the capability %s', 'gblocks-pro' ), $sub ) );
		}
		return self::sentence( $fact, $want );
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
	private static function meta( string $meta_type, int $object_id, string $rule, string $operator, string $value, Context $context ): string {
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

	/**
	 * Site option: whether it is set (values are not quoted).
	 *
	 * @param string $rule     custom or an allowed option.
	 * @param string $operator Operator.
	 * @param string $value    'name|comparison' or the comparison.
	 */
	private static function option( string $rule, string $operator, string $value ): string {
		list( $option, $expected ) = 'custom' === $rule ? Compare::split_custom( $value ) : array( $rule, $value );
		if ( '' === $option || Options::is_secret( $option ) ) {
			/* translators: %s: option name. */
			$fact = sprintf( __( 'Option "%s" holds secret data and is never read', 'gblocks-pro' ), $option );
		} else {
			$missing = new \stdClass();
			/* translators: %s: option name. */
			$fact = get_option( $option, $missing ) !== $missing ? sprintf( __( 'Option "%s" is set', 'gblocks-pro' ), $option ) : sprintf( __( 'Option "%s" is not set', 'gblocks-pro' ), $option );
		}
		return self::sentence( $fact, self::wants_value( $operator, $expected ) );
	}

	/**
	 * The context post's author.
	 *
	 * @param string  $rule     Rule.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param Context $context  Context.
	 */
	private static function author( string $rule, string $operator, string $value, Context $context ): string {
		$post   = $context->post();
		$author = $post ? get_userdata( (int) $post->post_author ) : false;
		if ( 'author_meta' === $rule ) {
			list( $key, $expected ) = Compare::split_custom( $value );
			$want                   = self::wants_value( $operator, $expected );
		} elseif ( 'author_id' === $rule ) {
			$names = array();
			foreach ( Compare::ids( $value ) as $id ) {
				// Only users the simulating user may list are named (User_Data_Access::may_list()).
				$user    = User_Data_Access::may_list( get_current_user_id(), $id ) ? get_userdata( $id ) : false;
				$names[] = $user ? (string) $user->display_name : '#' . $id;
			}
			$positive = in_array( $operator, array( 'is', 'includes_any' ), true );
			/* translators: %s: author names. */
			$want = $positive ? sprintf( __( 'an author among %s', 'gblocks-pro' ), implode( ', ', $names ) ) : sprintf( __( 'an author other than %s', 'gblocks-pro' ), implode( ', ', $names ) );
		} else {
			$want = self::wants_value( $operator, $value );
		}
		if ( ! $author ) {
			return self::sentence( __( 'There is no post with an author', 'gblocks-pro' ), $want );
		}
		if ( 'author_meta' === $rule ) {
			$key = Compare::split_custom( $value )[0];
			/* translators: 1: meta key, 2: author name. */
			$fact = metadata_exists( 'user', (int) $author->ID, $key ) ? sprintf( __( 'Author meta "%1$s" of %2$s is set', 'gblocks-pro' ), $key, $author->display_name ) : sprintf( __( 'Author meta "%1$s" of %2$s is not set', 'gblocks-pro' ), $key, $author->display_name );
			return self::sentence( $fact, $want );
		}
		/* translators: %s: author display name. */
		return self::sentence( sprintf( __( 'The post\'s author is %s', 'gblocks-pro' ), $author->display_name ), $want );
	}
}
