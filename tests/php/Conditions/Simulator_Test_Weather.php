<?php
/**
 * A custom condition type for the simulator tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

/**
 * A custom type for the neutral reason: passes when the cookie "sun" is set.
 */
final class Simulator_Test_Weather extends \GBlocks_Pro\Conditions\Condition_Type {

	public function name(): string {
		return 'weather';
	}

	public function label(): string {
		return 'Weather';
	}

	protected function define_rules(): array {
		return array(
			'sunny' => array(
				'label'       => 'Sunny',
				'operators'   => array( 'is' ),
				'needs_value' => false,
			),
		);
	}

	public function evaluate( string $rule, string $operator, string $value, \GBlocks_Pro\Conditions\Context $context ): bool {
		return isset( $context->cookies()['sun'] );
	}
}
