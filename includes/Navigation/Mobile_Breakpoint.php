<?php
/**
 * The Navigation block's mobile breakpoint (SPEC 9).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Navigation;

use GBlocks_Pro\Support\Contract_File;

/**
 * Reads htmlAttributes['data-gb-mobile-breakpoint'], validates it as a length (src/navigation/breakpoint.json:
 * pattern, units and their ranges) and builds the CSS that moves core's switch point (600px) to it, for
 * one block class per distinct value. Anything that is not a valid length gives no class and no CSS:
 * a value is never printed as it came.
 */
final class Mobile_Breakpoint {

	/**
	 * The definition, relative to the plugin folder.
	 */
	public const FILE = 'src/navigation/breakpoint.json';

	/**
	 * The definition file.
	 *
	 * @return array<string, mixed>
	 */
	public static function definition(): array {
		return Contract_File::read( self::FILE );
	}

	/**
	 * The htmlAttributes key that holds the breakpoint.
	 */
	public static function attribute(): string {
		return (string) self::definition()['attribute'];
	}

	/**
	 * The block's valid breakpoint, or '' (none, or not valid).
	 *
	 * @param array<mixed> $attrs Block attributes.
	 */
	public static function from_attributes( array $attrs ): string {
		$html_attributes = $attrs['htmlAttributes'] ?? null;
		if ( ! is_array( $html_attributes ) ) {
			return '';
		}
		return self::validate( $html_attributes[ self::attribute() ] ?? null );
	}

	/**
	 * The value when it is a valid breakpoint (`768px`, `47.5em`, `40rem` in range), otherwise ''.
	 *
	 * @param mixed $value A value.
	 */
	public static function validate( $value ): string {
		$definition = self::definition();
		if ( ! is_string( $value ) || strlen( $value ) > (int) $definition['maxLength'] ) {
			return '';
		}
		// D: '$' does not accept a trailing newline.
		if ( ! preg_match( '/' . str_replace( '/', '\/', (string) $definition['pattern'] ) . '/D', $value ) ) {
			return '';
		}
		if ( ! preg_match( '/^(\d+(?:\.\d+)?)([a-z]+)$/D', $value, $parts ) ) {
			return '';
		}
		$unit  = $definition['units'][ $parts[2] ] ?? null;
		$value = (float) $parts[1];
		if ( ! is_array( $unit ) || $value < (float) $unit['min'] || $value > (float) $unit['max'] ) {
			return '';
		}
		return $parts[0];
	}

	/**
	 * The class that scopes a valid breakpoint's CSS: gb-nav-bp-768px, gb-nav-bp-47_5em.
	 *
	 * @param string $breakpoint A valid breakpoint (see validate()).
	 */
	public static function class_name( string $breakpoint ): string {
		return self::definition()['classPrefix'] . str_replace( '.', '_', $breakpoint );
	}

	/**
	 * The rules of a valid breakpoint: core's rules below and above 600px, moved to it and scoped to its
	 * class.
	 *
	 * @param string $breakpoint A valid breakpoint (see validate()).
	 * @return list<array{selector: string, declarations: array<string, string>, media: string}>
	 */
	public static function rules( string $breakpoint ): array {
		$definition = self::definition();
		$scope      = str_replace( '{class}', self::class_name( $breakpoint ), (string) $definition['scope'] );
		$rules      = array();
		foreach ( array( 'below', 'above' ) as $side ) {
			$media = str_replace( '{value}', $breakpoint, (string) $definition['media'][ $side ] );
			foreach ( (array) $definition['rules'][ $side ] as $rule ) {
				$rules[] = array(
					'selector'     => $scope . ' ' . $rule['selector'],
					'declarations' => array_map( 'strval', (array) $rule['declarations'] ),
					'media'        => $media,
				);
			}
		}
		return $rules;
	}

	/**
	 * The CSS of a valid breakpoint, one at-rule per side. Written here rather than by the style engine,
	 * whose declaration filter (safecss_filter_attr) drops `display`, the property that does the work;
	 * every selector and declaration comes from the definition file and the value is validated.
	 *
	 * @param string $breakpoint A valid breakpoint (see validate()).
	 */
	public static function css( string $breakpoint ): string {
		$groups = array();
		foreach ( self::rules( $breakpoint ) as $rule ) {
			$declarations = '';
			foreach ( $rule['declarations'] as $property => $value ) {
				$declarations .= $property . ':' . $value . ';';
			}
			$groups[ $rule['media'] ] = ( $groups[ $rule['media'] ] ?? '' ) . $rule['selector'] . '{' . $declarations . '}';
		}
		$css = '';
		foreach ( $groups as $media => $body ) {
			$css .= $media . '{' . $body . '}';
		}
		return $css;
	}
}
