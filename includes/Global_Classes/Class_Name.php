<?php
/**
 * The name rules of a global class.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

/**
 * A class name is what is left of the input once the leading dot and every character outside
 * [a-zA-Z0-9_-] are stripped; it must then start with a letter or `_` (DESIGN §9). The selector is the
 * name with its dot. Names are case-sensitive, as CSS class selectors are.
 */
final class Class_Name {

	/**
	 * The class name of a name or selector ('.my-class' or 'my class' → 'my-class'... stripped), or ''
	 * when nothing valid is left.
	 *
	 * @param mixed $value A name, with or without the leading dot.
	 */
	public static function normalize( mixed $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$name = (string) preg_replace( '/[^a-zA-Z0-9_-]/', '', $value );
		return self::is_valid( $name ) ? $name : '';
	}

	/**
	 * Whether a string is a class name as stored (already stripped, starting with a letter or `_`).
	 *
	 * @param string $name The name without the dot.
	 */
	public static function is_valid( string $name ): bool {
		return 1 === preg_match( '/^[a-zA-Z_][a-zA-Z0-9_-]*$/', $name ) && strlen( $name ) <= 200;
	}

	/**
	 * The selector of a name: the name with its dot.
	 *
	 * @param string $name Class name.
	 */
	public static function selector( string $name ): string {
		return '.' . $name;
	}

	/**
	 * The class names a block's gbGlobalClasses attribute holds, stripped, valid, unique, in order.
	 *
	 * @param mixed $value The attribute value.
	 * @return string[]
	 */
	public static function list_of( mixed $value ): array {
		$names = array();
		foreach ( is_array( $value ) ? $value : array() as $item ) {
			$name = self::normalize( $item );
			if ( '' !== $name ) {
				$names[ $name ] = $name;
			}
		}
		return array_values( $names );
	}

	/**
	 * The message for a name with nothing valid in it, naming the field.
	 *
	 * @param string $field The field, e.g. gb_style_selector or title.
	 */
	public static function invalid_message( string $field ): string {
		return sprintf(
			/* translators: %s: field name, e.g. gb_style_selector. */
			__( '%s: a class name may use letters, digits, "-" and "_", and must start with a letter or "_".', 'gblocks-pro' ),
			$field
		);
	}

	/**
	 * The message for a name that another class has.
	 */
	public static function duplicate_message(): string {
		return __( 'A class with this name already exists.', 'gblocks-pro' );
	}
}
