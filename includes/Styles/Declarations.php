<?php
/**
 * Declarations of compiled block styles, written by the style engine as the compiler sanitised them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

/**
 * Core's declarations pass every value through safecss_filter_attr(), which drops any value with a
 * parenthesis outside var()/calc()/min()/max()/clamp() (rgba(), translate(), cubic-bezier()...) and
 * properties outside safe_style_css, and lowercases custom property names. Our rules are compiled from
 * a style object by Compiler, which already sanitised them (DESIGN §9, §11): here each declaration is
 * sanitised again the same way (so a declaration added to such an object by other code is held to the
 * same rules) and written as it is.
 */
final class Declarations extends \WP_Style_Engine_CSS_Declarations {

	/**
	 * A property name as the compiler accepts it ('' drops the declaration).
	 *
	 * @param string $property The property.
	 * @return string
	 */
	protected function sanitize_property( $property ) {
		return Compiler::property_name( (string) $property );
	}

	/**
	 * A declaration as the compiler writes it.
	 *
	 * @param string $property The property.
	 * @param string $value    The value.
	 * @param string $spacer   Space after the colon when prettified.
	 * @param mixed  $options  Options of newer WordPress versions (unused: nothing here depends on them).
	 * @return string
	 */
	protected static function filter_declaration( $property, $value, $spacer = '', $options = array() ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Parent signature.
		$property = Compiler::property_name( (string) $property );
		$value    = Compiler::sanitize_value( (string) $value );
		// sanitize_value() keeps a value it has nothing to change in (the compiler's output) as it is.
		return '' === $property || '' === $value ? '' : "{$property}:{$spacer}{$value}";
	}
}
