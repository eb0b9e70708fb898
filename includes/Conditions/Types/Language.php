<?php
/**
 * Language: the site's (or the multilingual plugin's) current locale.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Types;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Simulator\Reasons;

/**
 * The language type: locale ('fr_FR'), language (two letters, 'fr'), rtl.
 */
final class Language extends Condition_Type {

	/**
	 * Type id.
	 */
	public function name(): string {
		return 'language';
	}

	/**
	 * Label.
	 */
	public function label(): string {
		return __( 'Language', 'gblocks-pro' );
	}

	/**
	 * Rules.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function define_rules(): array {
		return array(
			'locale'   => array(
				'label'       => __( 'Locale', 'gblocks-pro' ),
				'operators'   => array( 'is', 'is_not' ),
				'placeholder' => 'en_US',
			),
			'language' => array(
				'label'       => __( 'Language', 'gblocks-pro' ),
				'operators'   => array( 'is', 'is_not' ),
				'placeholder' => 'en',
			),
			'rtl'      => array(
				'label'       => __( 'Right-to-Left', 'gblocks-pro' ),
				'operators'   => array( 'is', 'is_not' ),
				'needs_value' => false,
			),
		);
	}

	/**
	 * Evaluates against the context's locale (a request's: get_locale(), which multilingual plugins
	 * filter).
	 *
	 * @param string  $rule     Rule id.
	 * @param string  $operator is or is_not.
	 * @param string  $value    Locale or language code (case-insensitive).
	 * @param Context $context  Context (its locale and direction).
	 */
	public function evaluate( string $rule, string $operator, string $value, Context $context ): bool {
		$locale = strtolower( str_replace( '-', '_', $context->locale() ) );
		$value  = strtolower( str_replace( '-', '_', trim( $value ) ) );
		switch ( $rule ) {
			case 'locale':
				return '' !== $value && self::fact_is( $locale === $value, $operator );
			case 'language':
				return '' !== $value && self::fact_is( strtok( $locale, '_' ) === $value, $operator );
			case 'rtl':
				return self::fact_is( $context->is_rtl(), $operator );
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
		if ( 'rtl' === $rule ) {
			$fact = $context->is_rtl() ? __( 'The language is written right to left', 'gblocks-pro' ) : __( 'The language is written left to right', 'gblocks-pro' );
			return Reasons::sentence( $fact, 'is' === $operator ? __( 'right to left', 'gblocks-pro' ) : __( 'left to right', 'gblocks-pro' ) );
		}
		$locale = $context->locale();
		$shown  = 'language' === $rule ? (string) strtok( str_replace( '-', '_', $locale ), '_' ) : $locale;
		/* translators: %s: locale or language code, e.g. de_DE. */
		return Reasons::sentence( sprintf( __( 'The language is %s', 'gblocks-pro' ), $shown ), Reasons::positive( $operator, trim( $value ) ) );
	}
}
