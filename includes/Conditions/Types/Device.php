<?php
/**
 * Device: the visitor's device class, detected on the server.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The device type.
 */
final class Device extends Condition_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'device';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Device', 'gblocks-pro' );
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
		$rules = array();
		foreach ( array(
			'mobile'  => __( 'Mobile', 'gblocks-pro' ),
			'tablet'  => __( 'Tablet', 'gblocks-pro' ),
			'desktop' => __( 'Desktop', 'gblocks-pro' ),
			'ios'     => __( 'iOS', 'gblocks-pro' ),
			'android' => __( 'Android', 'gblocks-pro' ),
		) as $id => $label ) {
			$rules[ $id ] = array(
				'label'       => $label,
				'operators'   => array( 'is', 'is_not' ),
				'needs_value' => false,
			);
		}
		return $rules;
	}

	/**
	 * Evaluates a device row.
	 *
	 * @param string  $rule     Device.
	 * @param string  $operator is or is_not.
	 * @param string  $value    Unused.
	 * @param Context $context  Context (its user agent).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Common signature.
		$devices = $context->devices();
		return isset( $devices[ $rule ] ) && self::fact_is( $devices[ $rule ], $operator );
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
		return Reasons::sentence( sprintf( __( 'Visitor is on %s', 'gblocks-pro' ), $on ), Reasons::positive( $operator, $names[ $rule ] ?? $rule ) );
	}
}
