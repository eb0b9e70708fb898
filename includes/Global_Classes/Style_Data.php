<?php
/**
 * The style object of a global class: validation, cleaning, and the last pass over compiled CSS.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Styles\Css_Safety;

/**
 * A style object (DESIGN §9) maps CSS properties in camelCase (or custom properties, `--x`) to string or
 * number values, and nested keys (`&:hover`, a descendant selector such as `svg`, an at-rule such as
 * `@media (max-width:767px)`) to style objects. Nothing a client sends is trusted as CSS: keys that
 * could end a rule or the style element are refused (400 naming the field), values are stripped of what
 * could (`;{}<>`, `expression(`, `javascript:`, `@import`), and the compiled CSS gets one more pass.
 */
final class Style_Data {

	/**
	 * How deep style objects may nest (a state inside a descendant inside an at-rule is 3).
	 */
	public const MAX_DEPTH = 8;

	/**
	 * How many keys one style object may hold at most, across all levels.
	 */
	public const MAX_KEYS = 2000;


	/**
	 * A WP_Error (400 naming the field and the problem) when a value is not a style object, else true.
	 *
	 * @param mixed  $value The submitted value.
	 * @param string $field The field name, for the message.
	 */
	public static function validate( mixed $value, string $field = 'gb_style_data' ): bool|\WP_Error {
		if ( $value instanceof \stdClass ) {
			$value = (array) $value;
		}
		if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
			return self::error(
				/* translators: %s: field name, e.g. gb_style_data. */
				sprintf( __( '%s must be a style object, such as {"color": "red"}.', 'gblocks-pro' ), $field ),
				$field
			);
		}
		$count   = 0;
		$problem = self::problem( $value, $field, 1, $count );
		return null === $problem ? true : self::error( $problem, $field );
	}

	/**
	 * The first problem of a style object, or null.
	 *
	 * @param array<mixed> $styles The style object.
	 * @param string       $path   Where it is, for the message (gb_style_data[&:hover]).
	 * @param int          $depth  Its depth.
	 * @param int          $count  Keys seen so far.
	 */
	private static function problem( array $styles, string $path, int $depth, int &$count ): ?string {
		if ( $depth > self::MAX_DEPTH ) {
			/* translators: 1: field path, 2: a number. */
			return sprintf( __( '%1$s nests more than %2$d levels deep.', 'gblocks-pro' ), $path, self::MAX_DEPTH );
		}
		foreach ( $styles as $key => $value ) {
			if ( ++$count > self::MAX_KEYS ) {
				/* translators: 1: field path, 2: a number. */
				return sprintf( __( '%1$s holds more than %2$d entries.', 'gblocks-pro' ), $path, self::MAX_KEYS );
			}
			$key  = (string) $key;
			$here = $path . '[' . $key . ']';
			if ( $value instanceof \stdClass ) {
				$value = (array) $value;
			}
			if ( is_array( $value ) ) {
				if ( ! self::is_nested_key( $key ) ) {
					/* translators: %s: field path, e.g. gb_style_data[color]. */
					return sprintf( __( '%s is not a selector or at-rule that can hold styles.', 'gblocks-pro' ), $here );
				}
				if ( array() !== $value && array_is_list( $value ) ) {
					/* translators: %s: field path, e.g. gb_style_data[&:hover]. */
					return sprintf( __( '%s must be a style object.', 'gblocks-pro' ), $here );
				}
				$problem = self::problem( $value, $here, $depth + 1, $count );
				if ( null !== $problem ) {
					return $problem;
				}
				continue;
			}
			if ( ! self::is_property( $key ) ) {
				/* translators: %s: field path, e.g. gb_style_data[co lor]. */
				return sprintf( __( '%s is not a CSS property name.', 'gblocks-pro' ), $here );
			}
			if ( null !== $value && ! is_string( $value ) && ! is_int( $value ) && ! is_float( $value ) ) {
				/* translators: %s: field path, e.g. gb_style_data[color]. */
				return sprintf( __( '%s must be a string or a number.', 'gblocks-pro' ), $here );
			}
		}
		return null;
	}

	/**
	 * Whether a key names a CSS property: camelCase or kebab-case, a vendor prefix, or a custom property.
	 *
	 * @param string $key The key.
	 */
	public static function is_property( string $key ): bool {
		return 1 === preg_match( '/^(--[a-zA-Z0-9_-]+|-?[a-zA-Z][a-zA-Z0-9-]*)$/', $key );
	}

	/**
	 * Whether a key can hold nested styles: a state or selector (`&:hover`, `svg`, `& > a`) or an
	 * at-rule. Nothing that could end a rule or the style element (`{`, `}`, `;`, `<`), no comment,
	 * no hostile token.
	 *
	 * @param string $key The key.
	 */
	public static function is_nested_key( string $key ): bool {
		if ( '' === trim( $key ) || strlen( $key ) > 500 || self::is_property( $key ) && ! self::is_element_selector( $key ) ) {
			return false;
		}
		if ( preg_match( '/[{};<\\\\\x00-\x1f]|\/\*/', $key ) ) {
			return false;
		}
		return Css_Safety::strip_hostile( $key ) === $key;
	}

	/**
	 * Whether a key that looks like a property is an element selector (`svg`, `a`, `p`): a nested key
	 * whose value is an object is a descendant selector.
	 *
	 * @param string $key The key.
	 */
	private static function is_element_selector( string $key ): bool {
		return 1 === preg_match( '/^[a-zA-Z][a-zA-Z0-9-]*$/', $key );
	}

	/**
	 * The style object as stored: values stripped of what could end a declaration or run script, null
	 * values dropped. Call after validate().
	 *
	 * @param array<mixed> $styles The style object.
	 * @return array<string, mixed>
	 */
	public static function clean( array $styles ): array {
		$clean = array();
		foreach ( $styles as $key => $value ) {
			if ( $value instanceof \stdClass ) {
				$value = (array) $value;
			}
			if ( is_array( $value ) ) {
				$clean[ (string) $key ] = self::clean( $value );
			} elseif ( is_string( $value ) ) {
				$clean[ (string) $key ] = Css_Safety::clean_value( $value );
			} elseif ( is_int( $value ) || is_float( $value ) ) {
				$clean[ (string) $key ] = $value;
			}
		}
		return $clean;
	}




	/**
	 * A 400 naming the field.
	 *
	 * @param string $message The message.
	 * @param string $field   The field.
	 */
	private static function error( string $message, string $field ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}
}
