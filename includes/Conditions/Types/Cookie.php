<?php
/**
 * Cookie: a cookie the visitor sends.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The cookie type. Value 'name|comparison'. Only users with manage_options may save it.
 */
final class Cookie extends Condition_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'cookie';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Cookie', 'gblocks-pro' );
	}

	/**
	 * Cookies can hold session tokens: saving needs manage_options.
	 */
	public function requires_manage_options(): bool {
		return true;
	}

	/**
	 * Every rule of this type is decided from what the visitor's browser knows.
	 */
	protected function default_decided_in(): string {
		return self::VISITOR;
	}

	/**
	 * Rules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		return array(
			'custom' => array(
				'label'       => __( 'Custom', 'gblocks-pro' ),
				'operators'   => Query_Arg::OPERATORS,
				'value_type'  => 'custom_field',
				'name_label'  => __( 'Cookie name', 'gblocks-pro' ),
				'placeholder' => __( 'Cookie name', 'gblocks-pro' ),
			),
		);
	}

	/**
	 * Evaluates against the visitor's cookies.
	 *
	 * @param string  $rule     custom.
	 * @param string  $operator Operator.
	 * @param string  $value    'name|comparison'.
	 * @param Context $context  Context (its cookies).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		list( $name, $expected ) = Compare::split_custom( $value );
		if ( 'custom' !== $rule || '' === $name ) {
			return false;
		}
		$cookies = $context->cookies();
		$exists  = isset( $cookies[ $name ] );
		return Compare::values( $exists ? array( $cookies[ $name ] ) : array(), $exists, $operator, $expected );
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
		return Reasons::keyed(
			$value,
			$operator,
			$context->cookies(),
			/* translators: 1: cookie name, 2: its value. */
			__( 'Cookie "%1$s" is "%2$s"', 'gblocks-pro' ),
			/* translators: %s: cookie name. */
			__( 'Cookie "%s" is not set', 'gblocks-pro' )
		);
	}
}
