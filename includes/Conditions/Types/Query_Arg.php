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
use GBlocks_Pro\Conditions\Simulator\Reasons;

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
				'label'       => __( 'Custom Parameter', 'gblocks-pro' ),
				'operators'   => self::OPERATORS,
				'value_type'  => 'custom_field',
				'name_label'  => __( 'Parameter name', 'gblocks-pro' ),
				'placeholder' => __( 'Parameter name', 'gblocks-pro' ),
			),
		);
	}

	/**
	 * Evaluates against the page's query parameters.
	 *
	 * @param string  $rule     custom.
	 * @param string  $operator Operator.
	 * @param string  $value    'name|comparison'.
	 * @param Context $context  Context (its query parameters).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		list( $name, $expected ) = Compare::split_custom( $value );
		if ( 'custom' !== $rule || '' === $name ) {
			return false;
		}
		$query  = $context->query();
		$exists = isset( $query[ $name ] );
		return Compare::values( $exists ? array( $query[ $name ] ) : array(), $exists, $operator, $expected );
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
			$context->query(),
			/* translators: 1: query parameter name, 2: its value. */
			__( 'Query parameter "%1$s" is "%2$s"', 'gblocks-pro' ),
			/* translators: %s: query parameter name. */
			__( 'Query parameter "%s" is not set', 'gblocks-pro' )
		);
	}
}
