<?php
/**
 * User meta: a field of the logged-in visitor.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The user_meta type: false for visitors who are logged out. Only users with manage_options may save it.
 */
final class User_Meta extends Meta_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'user_meta';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'User Meta', 'gblocks-pro' );
	}

	/**
	 * User meta can be private: saving needs manage_options.
	 */
	public function requires_manage_options(): bool {
		return true;
	}

	/**
	 * The visitor's meta key a row reads (the custom key, or the fixed key the rule is).
	 *
	 * @param string $rule  custom or a fixed key.
	 * @param string $value 'key|comparison' for custom.
	 * @return array{user: 'visitor'|'author', key: string}|null
	 */
	public function user_data( string $rule, string $value ): ?array {
		$key = 'custom' === $rule ? Compare::split_custom( $value )[0] : ( isset( $this->fixed_keys()[ $rule ] ) ? $rule : '' );
		return '' === $key ? null : array(
			'user' => 'visitor',
			'key'  => $key,
		);
	}

	/**
	 * Meta type.
	 */
	protected function meta_type(): string {
		return 'user';
	}

	/**
	 * The context's user (the current user of a request; 0 when logged out).
	 *
	 * @param Context $context Context.
	 */
	protected function object_id( Context $context ): int {
		return $context->user_id();
	}

	/**
	 * Fixed keys.
	 *
	 * @return array<string, string>
	 */
	protected function fixed_keys(): array {
		return array(
			'first_name'  => __( 'First Name', 'gblocks-pro' ),
			'last_name'   => __( 'Last Name', 'gblocks-pro' ),
			'nickname'    => __( 'Nickname', 'gblocks-pro' ),
			'description' => __( 'Biographical Info', 'gblocks-pro' ),
		);
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
		return Reasons::meta( 'user', $context->user_id(), $rule, $operator, $value, $context );
	}
}
