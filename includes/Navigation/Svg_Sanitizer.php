<?php
/**
 * Rebuilds an SVG icon from an allow-list (DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Navigation;

/**
 * Turns SVG markup into markup built only from allowed elements and attributes: the output is written
 * by this class (names from the allow-list, values escaped), never copied from the input. Dropped: any
 * other element with everything inside it (script, style, foreignObject, image, a, animate, set…),
 * text, comments, event handlers and every attribute not listed, href/xlink:href other than '#id',
 * url() other than url(#id), and values naming a script, data or vbscript scheme, expression() or
 * CSS escapes. The root must be an <svg>; it gets width/height 24 and aria-hidden, focusable=false.
 */
final class Svg_Sanitizer {

	/**
	 * Allowed elements: lowercase name (as the tag processor reports it, lowercased) => SVG name.
	 */
	private const ELEMENTS = array(
		'svg'            => 'svg',
		'g'              => 'g',
		'path'           => 'path',
		'rect'           => 'rect',
		'circle'         => 'circle',
		'ellipse'        => 'ellipse',
		'line'           => 'line',
		'polyline'       => 'polyline',
		'polygon'        => 'polygon',
		'defs'           => 'defs',
		'use'            => 'use',
		'symbol'         => 'symbol',
		'clippath'       => 'clipPath',
		'mask'           => 'mask',
		'lineargradient' => 'linearGradient',
		'radialgradient' => 'radialGradient',
		'stop'           => 'stop',
	);

	/**
	 * Allowed attributes: lowercase name => SVG name.
	 */
	private const ATTRIBUTES = array(
		'id'                  => 'id',
		'class'               => 'class',
		'viewbox'             => 'viewBox',
		'preserveaspectratio' => 'preserveAspectRatio',
		'fill'                => 'fill',
		'fill-rule'           => 'fill-rule',
		'fill-opacity'        => 'fill-opacity',
		'clip-rule'           => 'clip-rule',
		'clip-path'           => 'clip-path',
		'mask'                => 'mask',
		'stroke'              => 'stroke',
		'stroke-width'        => 'stroke-width',
		'stroke-linecap'      => 'stroke-linecap',
		'stroke-linejoin'     => 'stroke-linejoin',
		'stroke-miterlimit'   => 'stroke-miterlimit',
		'stroke-dasharray'    => 'stroke-dasharray',
		'stroke-dashoffset'   => 'stroke-dashoffset',
		'stroke-opacity'      => 'stroke-opacity',
		'opacity'             => 'opacity',
		'transform'           => 'transform',
		'vector-effect'       => 'vector-effect',
		'shape-rendering'     => 'shape-rendering',
		'style'               => 'style',
		'd'                   => 'd',
		'x'                   => 'x',
		'y'                   => 'y',
		'x1'                  => 'x1',
		'y1'                  => 'y1',
		'x2'                  => 'x2',
		'y2'                  => 'y2',
		'cx'                  => 'cx',
		'cy'                  => 'cy',
		'r'                   => 'r',
		'rx'                  => 'rx',
		'ry'                  => 'ry',
		'fx'                  => 'fx',
		'fy'                  => 'fy',
		'width'               => 'width',
		'height'              => 'height',
		'points'              => 'points',
		'offset'              => 'offset',
		'stop-color'          => 'stop-color',
		'stop-opacity'        => 'stop-opacity',
		'gradientunits'       => 'gradientUnits',
		'gradienttransform'   => 'gradientTransform',
		'clippathunits'       => 'clipPathUnits',
		'maskunits'           => 'maskUnits',
		'href'                => 'href',
		'xlink:href'          => 'xlink:href',
	);

	/**
	 * Attributes the root always gets (any of these in the input is replaced).
	 */
	private const ROOT_ATTRIBUTES = array(
		'xmlns'       => 'http://www.w3.org/2000/svg',
		'width'       => '24',
		'height'      => '24',
		'aria-hidden' => 'true',
		'focusable'   => 'false',
	);

	/**
	 * Elements the tag processor reads as one token with their content (no closer token follows).
	 */
	private const ATOMIC = array( 'SCRIPT', 'STYLE', 'TITLE', 'TEXTAREA', 'IFRAME', 'NOEMBED', 'NOFRAMES', 'XMP', 'NOSCRIPT', 'PLAINTEXT' );

	/**
	 * HTML void elements: they never get a closer, so they do not open a subtree to skip.
	 */
	private const VOID = array( 'AREA', 'BASE', 'BR', 'COL', 'EMBED', 'HR', 'IMG', 'INPUT', 'LINK', 'META', 'PARAM', 'SOURCE', 'TRACK', 'WBR' );

	/**
	 * The sanitised SVG, or '' when the markup holds no <svg> root.
	 *
	 * @param string $markup SVG markup.
	 */
	public static function sanitize( string $markup ): string {
		$processor = new \WP_HTML_Tag_Processor( $markup );
		$output    = '';
		$open      = array();
		$skipping  = 0;
		$started   = false;
		while ( $processor->next_token() ) {
			if ( '#tag' !== $processor->get_token_type() ) {
				continue;
			}
			$tag    = (string) $processor->get_tag();
			$name   = strtolower( $tag );
			$closer = $processor->is_tag_closer();
			$atomic = in_array( $tag, self::ATOMIC, true ) || in_array( $tag, self::VOID, true );
			if ( $skipping > 0 ) {
				if ( $closer ) {
					--$skipping;
				} elseif ( ! $atomic && ! $processor->has_self_closing_flag() ) {
					++$skipping;
				}
				continue;
			}
			if ( ! $started ) {
				if ( $closer || 'svg' !== $name ) {
					return '';
				}
				$started = true;
			}
			if ( $closer ) {
				if ( $open && end( $open ) === $name ) {
					array_pop( $open );
					$output .= '</' . self::ELEMENTS[ $name ] . '>';
					if ( ! $open ) {
						break;
					}
				}
				continue;
			}
			if ( ! isset( self::ELEMENTS[ $name ] ) ) {
				if ( ! $atomic && ! $processor->has_self_closing_flag() ) {
					$skipping = 1;
				}
				continue;
			}
			$is_root = ! $open;
			$output .= '<' . self::ELEMENTS[ $name ] . self::attributes( $processor, $is_root );
			if ( $processor->has_self_closing_flag() ) {
				$output .= '/>';
				if ( $is_root ) {
					break;
				}
			} else {
				$output .= '>';
				$open[]  = $name;
			}
		}
		if ( ! $started ) {
			return '';
		}
		while ( $open ) {
			$output .= '</' . self::ELEMENTS[ array_pop( $open ) ] . '>';
		}
		return $output;
	}

	/**
	 * The allowed attributes of the current tag, escaped, each with a leading space.
	 *
	 * @param \WP_HTML_Tag_Processor $processor The processor, on an opening tag.
	 * @param bool                   $is_root   Whether the tag is the root <svg>.
	 */
	private static function attributes( \WP_HTML_Tag_Processor $processor, bool $is_root ): string {
		$output = '';
		if ( $is_root ) {
			foreach ( self::ROOT_ATTRIBUTES as $name => $value ) {
				$output .= ' ' . $name . '="' . esc_attr( $value ) . '"';
			}
		}
		foreach ( (array) $processor->get_attribute_names_with_prefix( '' ) as $name ) {
			$name = strtolower( (string) $name );
			if ( ! isset( self::ATTRIBUTES[ $name ] ) || ( $is_root && isset( self::ROOT_ATTRIBUTES[ $name ] ) ) ) {
				continue;
			}
			$value = $processor->get_attribute( $name );
			if ( ! is_string( $value ) || ! self::value_allowed( $name, $value ) ) {
				continue;
			}
			$output .= ' ' . self::ATTRIBUTES[ $name ] . '="' . esc_attr( $value ) . '"';
		}
		return $output;
	}

	/**
	 * Whether an attribute value is safe to keep.
	 *
	 * @param string $name  Lowercase attribute name.
	 * @param string $value Decoded value.
	 */
	private static function value_allowed( string $name, string $value ): bool {
		if ( 'href' === $name || 'xlink:href' === $name ) {
			return 1 === preg_match( '/^#[A-Za-z_][\w.:-]*$/', $value );
		}
		if ( 'id' === $name ) {
			return 1 === preg_match( '/^[A-Za-z_][\w.:-]*$/', $value );
		}
		// Compare without whitespace and control characters, which browsers skip inside schemes.
		$compact = strtolower( (string) preg_replace( '/[\s\x00-\x1f]+/', '', $value ) );
		foreach ( array( 'javascript:', 'vbscript:', 'data:', 'expression(', '@import', 'behavior:', '-moz-binding', '\\', '<', '>' ) as $needle ) {
			if ( str_contains( $compact, $needle ) ) {
				return false;
			}
		}
		// url() only to a fragment of the same icon.
		$urls  = preg_match_all( '/url\(/', $compact );
		$local = preg_match_all( '/url\(([\'"]?)#[a-z_][\w.:-]*\1\)/', $compact );
		return $urls === $local;
	}
}
