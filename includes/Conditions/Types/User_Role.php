<?php
/**
 * User role: logged in or out, roles, capabilities of the visitor.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The user_role type.
 */
final class User_Role extends Condition_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'user_role';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'User Role', 'gblocks-pro' );
	}

	/**
	 * Rules: logged in/out, one per editable role, one per capability any role has.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		$rules = array(
			'general:logged_in'  => $this->general_rule( 'logged_in' ),
			'general:logged_out' => $this->general_rule( 'logged_out' ),
		);
		$roles = self::roles();
		$caps  = array();
		foreach ( $roles as $role => $details ) {
			$rules[ 'role:' . $role ] = self::role_rule( (string) $role, $details );
			foreach ( (array) ( $details['capabilities'] ?? array() ) as $cap => $granted ) {
				if ( $granted && ! str_starts_with( (string) $cap, 'level_' ) ) {
					$caps[ (string) $cap ] = true;
				}
			}
		}
		ksort( $caps );
		$labels = Capability_Labels::all(); // Once, not once per capability.
		foreach ( array_keys( $caps ) as $cap ) {
			$rules[ 'cap:' . $cap ] = self::cap_rule( $labels[ $cap ] ?? $cap );
		}
		return $rules;
	}

	/**
	 * One rule alone (as define_rules() lists it), without building every role's and capability's.
	 *
	 * @param string $rule Rule id.
	 * @return array<string, mixed>|null
	 */
	protected function define_rule( string $rule ): ?array {
		$parts = explode( ':', $rule, 2 );
		$sub   = $parts[1] ?? '';
		switch ( $parts[0] ) {
			case 'general':
				return in_array( $sub, array( 'logged_in', 'logged_out' ), true ) ? $this->general_rule( $sub ) : null;
			case 'role':
				$roles = self::roles();
				return isset( $roles[ $sub ] ) ? self::role_rule( $sub, $roles[ $sub ] ) : null;
			case 'cap':
				if ( '' === $sub || str_starts_with( $sub, 'level_' ) ) {
					return null;
				}
				foreach ( self::roles() as $details ) {
					if ( ! empty( $details['capabilities'][ $sub ] ) ) {
						return self::cap_rule( Capability_Labels::label( $sub ) );
					}
				}
				return null;
		}
		return null;
	}

	/**
	 * The editable roles, as get_editable_roles() gives them (wp-admin/includes/user.php is not loaded
	 * on the front end).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function roles(): array {
		return (array) apply_filters( 'editable_roles', wp_roles()->roles ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own filter.
	}

	/**
	 * The logged_in or logged_out rule.
	 *
	 * @param string $which logged_in or logged_out.
	 * @return array<string, mixed>
	 */
	private function general_rule( string $which ): array {
		return array(
			'label'       => 'logged_in' === $which ? __( 'Logged In', 'gblocks-pro' ) : __( 'Logged Out', 'gblocks-pro' ),
			'group'       => __( 'General', 'gblocks-pro' ),
			'operators'   => array( 'is', 'is_not' ),
			'needs_value' => false,
		);
	}

	/**
	 * A role's rule.
	 *
	 * @param string $role    Role name.
	 * @param mixed  $details The role's details.
	 * @return array<string, mixed>
	 */
	private static function role_rule( string $role, mixed $details ): array {
		return array(
			'label'       => translate_user_role( (string) ( is_array( $details ) ? ( $details['name'] ?? $role ) : $role ) ),
			'group'       => __( 'Roles', 'gblocks-pro' ),
			'operators'   => array( 'is', 'is_not' ),
			'needs_value' => false,
		);
	}

	/**
	 * A capability's rule.
	 *
	 * @param string $label The capability's label (Capability_Labels).
	 * @return array<string, mixed>
	 */
	private static function cap_rule( string $label ): array {
		return array(
			'label'       => $label,
			'group'       => __( 'Capabilities', 'gblocks-pro' ),
			'operators'   => array( 'is', 'is_not' ),
			'needs_value' => false,
		);
	}

	/**
	 * A bare role name (administrator, editor), as GenerateBlocks Pro stores user-role rules, stands
	 * for role:{name}; role:{name} is the canonical form.
	 *
	 * @param string $rule A rule id that is not one of the type's rules.
	 */
	protected function rule_alias( string $rule ): ?string {
		return '' !== $rule && ! str_contains( $rule, ':' ) ? 'role:' . $rule : null;
	}

	/**
	 * Evaluates a user_role row against the context's user (the current user of a request).
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator is or is_not.
	 * @param string  $value    Unused.
	 * @param Context $context  Context (its user).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Common signature.
		$parts = explode( ':', $this->canonical_rule( $rule ), 2 );
		$sub   = $parts[1] ?? '';
		switch ( $parts[0] ) {
			case 'general':
				if ( 'logged_in' === $sub ) {
					return self::fact_is( null !== $context->user(), $operator );
				}
				if ( 'logged_out' === $sub ) {
					return self::fact_is( null === $context->user(), $operator );
				}
				return false;
			case 'role':
				$user = $context->user();
				return '' !== $sub && self::fact_is( null !== $user && in_array( $sub, (array) $user->roles, true ), $operator );
			case 'cap':
				$user = $context->user();
				// As current_user_can() answers for the current user: the user's capabilities (an anonymous visitor has none).
				return '' !== $sub && self::fact_is( null !== $user && $user->has_cap( $sub ), $operator );
		}
		return false;
	}

	/**
	 * The simulator's sentence for a row of this type (Condition_Type::explain()).
	 *
	 * @param string  $rule     Canonical rule id.
	 * @param string  $operator Operator.
	 * @param string  $value    Value.
	 * @param bool    $result   Whether the row passed.
	 * @param Context $context  The simulated context.
	 */
	public function explain( string $rule, string $operator, string $value, bool $result, Context $context ): string {
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
			$want = Reasons::positive( $operator, sprintf( __( 'the role %s', 'gblocks-pro' ), (string) ( $this->rule( $rule )['label'] ?? $sub ) ) );
		} else {
			/* translators: %s: capability. */
			$want = Reasons::positive( $operator, sprintf( __( 'the capability %s', 'gblocks-pro' ), $sub ) );
		}
		return Reasons::sentence( $fact, $want );
	}
}
