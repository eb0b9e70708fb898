<?php
/**
 * What makes CSS text safe to print: shared by global classes and the pattern library.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

/**
 * Hostile tokens (`</style`, `expression(`, `javascript:`, `@import`, `vbscript:`, `behavior:`,
 * `-moz-binding`) are removed until none is left, so that nested leftovers cannot join up.
 */
final class Css_Safety {

	/**
	 * Tokens that end a style element, load something or run script.
	 */
	public const HOSTILE = array( '</style', 'expression(', 'javascript:', '@import', 'vbscript:', 'behavior:', '-moz-binding' );

	/**
	 * A string without any hostile token, removed until none is left.
	 *
	 * @param string $text The text.
	 */
	public static function strip_hostile( string $text ): string {
		do {
			$before = $text;
			$text   = str_ireplace( self::HOSTILE, '', $text );
		} while ( $before !== $text );
		return $text;
	}

	/**
	 * A declaration value stripped of `;{}<>` and hostile tokens.
	 *
	 * @param string $value The value.
	 */
	public static function clean_value( string $value ): string {
		return trim( self::strip_hostile( str_replace( array( ';', '{', '}', '<', '>' ), '', $value ) ) );
	}

	/**
	 * CSS made safe to print inside a style element: no hostile token and no `<` at all.
	 *
	 * @param string $css CSS.
	 */
	public static function sanitize_css( string $css ): string {
		return str_replace( '<', '', self::strip_hostile( $css ) );
	}
}
