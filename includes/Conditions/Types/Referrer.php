<?php
/**
 * Referrer: the page the visitor came from.
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
 * The referrer type: direct (no referrer) or a comparison with the referrer URL.
 */
final class Referrer extends Condition_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'referrer';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Referrer', 'gblocks-pro' );
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
			'direct' => array(
				'label'       => __( 'Direct Visit', 'gblocks-pro' ),
				'operators'   => array( 'is', 'is_not' ),
				'needs_value' => false,
			),
			'custom' => array(
				'label'       => __( 'Custom', 'gblocks-pro' ),
				'operators'   => array( 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'starts_with', 'ends_with' ),
				'placeholder' => __( 'e.g. google.com', 'gblocks-pro' ),
			),
		);
	}

	/**
	 * Evaluates against the referrer.
	 *
	 * @param string  $rule     direct or custom.
	 * @param string  $operator Operator.
	 * @param string  $value    Text to compare.
	 * @param Context $context  Context (its referrer).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$referrer = $context->referrer();
		if ( 'direct' === $rule ) {
			return self::fact_is( '' === $referrer, $operator );
		}
		if ( 'custom' === $rule ) {
			return Compare::values( '' === $referrer ? array() : array( $referrer ), '' !== $referrer, $operator, $value );
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
		$referrer = $context->referrer();
		/* translators: %s: the referring address. */
		$fact = '' === $referrer ? __( 'Visitor came directly (no referrer)', 'gblocks-pro' ) : sprintf( __( 'Visitor came from "%s"', 'gblocks-pro' ), $referrer );
		if ( 'direct' === $rule ) {
			return Reasons::sentence( $fact, 'is' === $operator ? __( 'a direct visit', 'gblocks-pro' ) : __( 'a visit from another page', 'gblocks-pro' ) );
		}
		return Reasons::sentence( $fact, Reasons::wants_value( $operator, $value ) );
	}

	/**
	 * A new row starts with a referring address that contains a value.
	 */
	protected function default_rule(): string {
		return 'custom';
	}

	/**
	 * A new row starts with "contains".
	 */
	protected function default_operator(): string {
		return 'contains';
	}
}
