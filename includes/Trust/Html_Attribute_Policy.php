<?php
/**
 * The rules of block HTML attributes, from src/blocks/html-attributes.json (SPEC 5, 9; DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Trust;

use GBlocks_Pro\Support\Contract_File;

/**
 * The one place that knows what an HTML attribute of a block may be: how a name is cleaned, which names
 * are dropped (class), which render bare (boolean attributes), and what a user without unfiltered_html
 * may not store or render (DESIGN §11). The lists come from the contract file the editor reads too.
 *
 * Unsafe, for a user without unfiltered_html:
 * - a name that starts with "on" in any case, judged on the name with NUL, whitespace and control
 *   characters removed and also on the cleaned name (so "o\0nclick", " onclick" and "ONCLICK" are caught);
 * - the names of the contract's unsafe.names (srcdoc, formaction);
 * - a style whose value, entity-decoded, with CSS comments and backslash escapes resolved and whitespace
 *   removed, holds one of unsafe.styleTokens (expression(, url(javascript:, javascript:);
 * - a URL attribute (unsafe.urlAttributes) whose value, entity-decoded (also numeric references without
 *   a semicolon, as browsers read them) with whitespace and control characters removed, starts with one
 *   of the unsafe.urlSchemes followed by ":"; list attributes (srcset, ping) are judged per entry.
 */
final class Html_Attribute_Policy {

	/**
	 * The contract file, relative to the plugin folder.
	 */
	public const FILE = 'src/blocks/html-attributes.json';

	/**
	 * The characters of a clean name (SPEC 5).
	 */
	private const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-';

	/**
	 * Answers of is_unsafe() by name and value, for the names and values a page repeats.
	 *
	 * @var array<string, bool>
	 */
	private static array $answers = array();

	/**
	 * The rules, read once.
	 *
	 * @var array{pattern: string, forbidden: array<string, true>, boolean: array<string, true>, prefixes: string[], unsafe_prefixes: string[], unsafe_names: array<string, true>, style_tokens: string[], url: array<string, true>, schemes: string[], excluded: array<string, true>, targets: array<string, string>, trigger: string, close: string}|null
	 */
	private static ?array $rules = null;

	/**
	 * The rules of the contract file, as lookup tables.
	 *
	 * @return array{pattern: string, forbidden: array<string, true>, boolean: array<string, true>, prefixes: string[], unsafe_prefixes: string[], unsafe_names: array<string, true>, style_tokens: string[], url: array<string, true>, schemes: string[], excluded: array<string, true>, targets: array<string, string>, trigger: string, close: string}
	 */
	private static function rules(): array {
		if ( null === self::$rules ) {
			$file    = Contract_File::read( self::FILE );
			$unsafe  = is_array( $file['unsafe'] ?? null ) ? $file['unsafe'] : array();
			$set     = static function ( mixed $list ): array {
				$out = array();
				foreach ( is_array( $list ) ? $list : array() as $item ) {
					if ( is_string( $item ) ) {
						$out[ strtolower( $item ) ] = true;
					}
				}
				return $out;
			};
			$strings = static fn( mixed $list ): array => array_values( array_map( 'strtolower', array_filter( is_array( $list ) ? $list : array(), 'is_string' ) ) );
			$targets = array();
			foreach ( is_array( $file['targets'] ?? null ) ? $file['targets'] : array() as $block => $class ) {
				if ( is_string( $block ) && is_string( $class ) ) {
					$targets[ $block ] = $class;
				}
			}
			self::$rules = array(
				'pattern'         => '/' . str_replace( '/', '\/', is_string( $file['namePattern'] ?? null ) ? $file['namePattern'] : '[^A-Za-z0-9_.-]' ) . '/',
				'forbidden'       => $set( $file['forbiddenNames'] ?? null ),
				'boolean'         => $set( $file['booleanAttributes'] ?? null ),
				'prefixes'        => $strings( $file['valueOptionalPrefixes'] ?? null ),
				'unsafe_prefixes' => $strings( $unsafe['namePrefixes'] ?? null ),
				'unsafe_names'    => $set( $unsafe['names'] ?? null ),
				'style_tokens'    => $strings( $unsafe['styleTokens'] ?? null ),
				'url'             => $set( $unsafe['urlAttributes'] ?? null ),
				'schemes'         => $strings( $unsafe['urlSchemes'] ?? null ),
				'excluded'        => $set( $file['excludedBlocks'] ?? null ),
				'targets'         => $targets,
				'trigger'         => is_string( $file['overlayTrigger'] ?? null ) ? $file['overlayTrigger'] : 'data-gb-overlay',
				'close'           => is_string( $file['overlayClose'] ?? null ) ? $file['overlayClose'] : 'data-gb-overlay-close',
			);
		}
		return self::$rules;
	}

	/**
	 * A name stripped to letters, digits, hyphen, underscore and dot (SPEC 5).
	 *
	 * @param string $name The name as stored.
	 */
	public static function clean_name( string $name ): string {
		// Most names are clean already: one strspn instead of a regular expression. The contract's pattern
		// is SPEC 5's, which this set matches; another pattern always goes through the expression.
		if ( '/[^A-Za-z0-9_.-]/' === self::rules()['pattern'] && strspn( $name, self::NAME_CHARACTERS ) === strlen( $name ) ) {
			return $name;
		}
		return (string) preg_replace( self::rules()['pattern'], '', $name );
	}

	/**
	 * Whether a cleaned name is never rendered (class: the block's classes are the block's own).
	 *
	 * @param string $name Cleaned name.
	 */
	public static function is_forbidden( string $name ): bool {
		return isset( self::rules()['forbidden'][ strtolower( $name ) ] );
	}

	/**
	 * Whether a cleaned name is a boolean attribute (rendered bare when its value is empty).
	 *
	 * @param string $name Cleaned name.
	 */
	public static function is_boolean( string $name ): bool {
		return isset( self::rules()['boolean'][ strtolower( $name ) ] );
	}

	/**
	 * Whether a block type takes no HTML attributes from us (SPEC 9: GenerateBlocks renders its own).
	 *
	 * @param string $block_name Block name.
	 */
	public static function is_excluded_block( string $block_name ): bool {
		return isset( self::rules()['excluded'][ $block_name ] );
	}

	/**
	 * The class of the tag that receives a block's htmlAttributes instead of its first tag, if any.
	 *
	 * @param string $block_name Block name.
	 */
	public static function target_class( string $block_name ): ?string {
		return self::rules()['targets'][ $block_name ] ?? null;
	}

	/**
	 * The overlay trigger attribute and the close attribute.
	 *
	 * @return array{0: string, 1: string}
	 */
	public static function trigger_names(): array {
		return array( self::rules()['trigger'], self::rules()['close'] );
	}

	/**
	 * The attributes to render from a stored map: names cleaned (empty and forbidden ones dropped),
	 * values as strings; true for a boolean attribute with an empty value (rendered bare). Values that are
	 * not scalars, and false or null, are dropped. Later duplicates of a cleaned name win.
	 *
	 * @param mixed $stored The stored attribute (a JSON object).
	 * @return array<string, array{name: string, value: string|true, raw: string}> By lowercased name.
	 */
	public static function normalise( mixed $stored ): array {
		$out = array();
		if ( ! is_array( $stored ) ) {
			return $out;
		}
		foreach ( $stored as $raw => $value ) {
			$raw  = (string) $raw;
			$name = self::clean_name( $raw );
			if ( '' === $name || self::is_forbidden( $name ) ) {
				continue;
			}
			if ( is_string( $value ) ) {
				$text = $value;
			} elseif ( is_int( $value ) || is_float( $value ) ) {
				$text = (string) $value;
			} elseif ( true === $value ) {
				$text = '';
			} else {
				continue;
			}
			$out[ strtolower( $name ) ] = array(
				'name'  => $name,
				'value' => ( '' === $text && ( self::is_boolean( $name ) || true === $value ) ) ? true : $text,
				'raw'   => $raw,
			);
		}
		return $out;
	}

	/**
	 * Whether an attribute may not be stored or rendered for a user without unfiltered_html.
	 *
	 * @param string $name  The name as stored (it is judged raw and cleaned).
	 * @param mixed  $value The value as stored.
	 */
	public static function is_unsafe( string $name, mixed $value ): bool {
		$value = is_scalar( $value ) ? (string) $value : '';
		$key   = $name . "\0" . $value;
		if ( ! isset( self::$answers[ $key ] ) ) {
			if ( count( self::$answers ) >= 1000 ) {
				self::$answers = array();
			}
			self::$answers[ $key ] = self::judge( $name, $value );
		}
		return self::$answers[ $key ];
	}

	/**
	 * The judgement of is_unsafe().
	 *
	 * @param string $name  The name as stored.
	 * @param string $value The value.
	 */
	private static function judge( string $name, string $value ): bool {
		$rules = self::rules();
		$clean = self::clean_name( $name );
		// The name as a browser would read it (without NUL, whitespace and control characters), and cleaned.
		$names = $clean === $name ? array( strtolower( $name ) ) : array_unique( array( strtolower( self::strip_controls( $name ) ), strtolower( $clean ) ) );
		foreach ( $names as $candidate ) {
			foreach ( $rules['unsafe_prefixes'] as $prefix ) {
				if ( '' !== $prefix && str_starts_with( $candidate, $prefix ) ) {
					return true;
				}
			}
			if ( isset( $rules['unsafe_names'][ $candidate ] ) ) {
				return true;
			}
		}
		foreach ( $names as $candidate ) {
			if ( 'style' === $candidate && self::is_unsafe_style( $value ) ) {
				return true;
			}
			if ( isset( $rules['url'][ $candidate ] ) && self::is_unsafe_url( $value ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a style value holds a script token once its disguises are removed.
	 *
	 * @param string $value The style value.
	 */
	public static function is_unsafe_style( string $value ): bool {
		$css = self::decode_entities( $value );
		// CSS escapes: a backslash and 1-6 hex digits (plus one optional whitespace) is that character;
		// a backslash and any other character is that character.
		$css = (string) preg_replace_callback(
			'/\\\\(?:([0-9a-fA-F]{1,6})[ \t\r\n\f]?|(.))/su',
			static function ( array $match ): string {
				if ( '' !== $match[1] ) {
					$code = hexdec( $match[1] );
					return ( $code > 0 && $code <= 0x10FFFF ) ? (string) mb_chr( (int) $code, 'UTF-8' ) : '';
				}
				return (string) ( $match[2] ?? '' );
			},
			$css
		);
		// Comments, also one left open at the end.
		$css = (string) preg_replace( '#/\*.*?(\*/|$)#s', '', $css );
		$css = strtolower( self::strip_controls( $css ) );
		foreach ( self::rules()['style_tokens'] as $token ) {
			if ( '' !== $token && str_contains( $css, str_replace( ' ', '', $token ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a URL value (or one entry of a list of URLs) starts with a refused scheme.
	 *
	 * @param string $value The URL value.
	 */
	public static function is_unsafe_url( string $value ): bool {
		$decoded = self::decode_entities( $value );
		// Browsers drop tabs and newlines anywhere in a URL and controls and spaces around it; entries of
		// srcset and ping are separated by commas and spaces, so each is judged on its own too.
		$whole   = strtolower( self::strip_controls( $decoded ) );
		$entries = preg_split( '/[\s,]+/u', strtolower( (string) preg_replace( '/[\x00-\x08\x0B\x0E-\x1F\x7F]/', '', $decoded ) ) );
		$entries = is_array( $entries ) ? $entries : array();
		array_unshift( $entries, $whole );
		foreach ( $entries as $entry ) {
			foreach ( self::rules()['schemes'] as $scheme ) {
				if ( '' !== $scheme && str_starts_with( $entry, $scheme . ':' ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The first unsafe entry of a stored attribute map: its cleaned name (or the raw name when nothing is
	 * left after cleaning), or null when every entry is safe.
	 *
	 * @param mixed $stored The stored attribute (a JSON object).
	 */
	public static function first_unsafe( mixed $stored ): ?string {
		if ( ! is_array( $stored ) ) {
			return null;
		}
		foreach ( $stored as $name => $value ) {
			if ( self::is_unsafe( (string) $name, $value ) ) {
				$clean = self::clean_name( (string) $name );
				return '' === $clean ? (string) $name : $clean;
			}
		}
		return null;
	}

	/**
	 * A stored attribute map without its unsafe entries.
	 *
	 * @param array<mixed> $stored The stored map.
	 * @return array<mixed>
	 */
	public static function without_unsafe( array $stored ): array {
		foreach ( $stored as $name => $value ) {
			if ( self::is_unsafe( (string) $name, $value ) ) {
				unset( $stored[ $name ] );
			}
		}
		return $stored;
	}

	/**
	 * Decodes character references as a browser does in an attribute value, repeatedly (so that a
	 * double-encoded value is judged by what it becomes when decoded again): numeric references with or
	 * without their semicolon, and named references of HTML5.
	 *
	 * @param string $value The value.
	 */
	private static function decode_entities( string $value ): string {
		for ( $pass = 0; $pass < 5; $pass++ ) {
			if ( ! str_contains( $value, '&' ) ) {
				break;
			}
			$decoded = (string) preg_replace_callback(
				'/&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));?/',
				static function ( array $match ): string {
					$code = '' !== $match[1] ? hexdec( $match[1] ) : (int) $match[2];
					return ( is_int( $code ) && $code > 0 && $code <= 0x10FFFF ) ? (string) mb_chr( $code, 'UTF-8' ) : "\u{FFFD}";
				},
				$value
			);
			$decoded = html_entity_decode( $decoded, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			if ( $decoded === $value ) {
				break;
			}
			$value = $decoded;
		}
		return $value;
	}

	/**
	 * A string without NUL, whitespace and control characters (ASCII and the Unicode separators).
	 *
	 * @param string $value The string.
	 */
	private static function strip_controls( string $value ): string {
		$stripped = preg_replace( '/[\x00-\x20\x7F]|[\p{Z}\p{Cc}\p{Cf}]/u', '', $value );
		// Not valid UTF-8: judge the bytes without the ASCII controls.
		return is_string( $stripped ) ? $stripped : (string) preg_replace( '/[\x00-\x20\x7F]/', '', $value );
	}
}
