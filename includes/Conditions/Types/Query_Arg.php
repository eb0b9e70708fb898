<?php
/**
 * Query arg: a parameter of the page's query string.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Compare;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;

/**
 * The query_arg type. Value 'name|comparison'.
 */
final class Query_Arg extends Condition_Type {

	public const OPERATORS = array( 'exists', 'not_exists', 'has_value', 'no_value', 'equals', 'contains', 'not_contains', 'starts_with', 'ends_with' );

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'query_arg';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Query Parameter', 'gblocks-pro' );
	}

	/**
	 * Rules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		return array(
			'custom' => array(
				'label'       => __( 'Custom Parameter', 'gblocks-pro' ),
				'operators'   => self::OPERATORS,
				'value_type'  => 'custom_field',
				'placeholder' => __( 'Parameter name', 'gblocks-pro' ),
			),
		);
	}

	/**
	 * Evaluates against $_GET.
	 *
	 * @param string  $rule     custom.
	 * @param string  $operator Operator.
	 * @param string  $value    'name|comparison'.
	 * @param Context $context  Unused.
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Common signature.
		list( $name, $expected ) = Compare::split_custom( $value );
		if ( 'custom' !== $rule || '' === $name ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Read-only comparison of the visitor's own query string.
		$exists = isset( $_GET[ $name ] );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Only compared, never output or stored.
		$raw = $exists ? wp_unslash( $_GET[ $name ] ) : null;
		return Compare::values( null === $raw ? array() : array( $raw ), $exists, $operator, $expected );
	}
}
