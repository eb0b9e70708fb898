<?php
/**
 * The style compiler (DESIGN §9): a block's gbStyles object to CSS, at render time.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

/**
 * Compiles a style object to style-engine rules and CSS. The editor compiles the same object with
 * src/styles/compiler.ts; both run the golden fixtures of tests/fixtures/styles/*.json, so the
 * two give the same bytes. The rules and their order are described in that file's comment: base rule,
 * nested rules as met, then at-rule groups (`@media` mobile-first: min-width ascending, then max-width
 * descending, then other media queries; then `@supports`/`@container` as met); `&` replaced by the
 * parent selector, other nested keys are descendants; `@media` in `@media` merged with `and`, other
 * at-rules inside at-rules dropped; values stripped of `;{}<>\`, comments, `expression(`, `javascript:`,
 * `vbscript:`, `@import` and unbalanced quotes.
 *
 * The CSS is written by WordPress's style engine, with Declarations in place of core's declarations so
 * that the values this compiler sanitised are written as they are (core's safecss_filter_attr would drop
 * every value with a parenthesis, such as rgba() or translate(), and lowercase custom properties).
 */
final class Compiler {

	/**
	 * The compiler's version: raise it whenever the CSS it writes for an object changes, so that CSS
	 * compiled ahead (Style_Store) is compiled again.
	 */
	public const VERSION = '1';

	/**
	 * At-rules a style object may hold.
	 */
	private const AT_RULES = array( '@media', '@supports', '@container' );

	/**
	 * Text removed from values until none is left (lowercase; matched case-insensitively).
	 */
	private const FORBIDDEN = array( '/*', '*/', 'expression(', 'javascript:', 'vbscript:', '@import' );

	/**
	 * ASCII whitespace, the same set the TypeScript compiler collapses.
	 */
	private const SPACE = " \t\n\r\f\x0B";

	/**
	 * Whatever sanitize_value() would change in a value (a value without any of it is kept as it is).
	 */
	private const UNSAFE_VALUE = '/[;{}<>\\\\\0"\'\t\n\r\f\x0B]|  |^ | $|\/\*|\*\/|expression\(|script:|@import/i';

	/**
	 * Entries a per-request cache of keys holds at most (keys repeat across blocks: '&:hover', '@media ...').
	 */
	private const CACHE_SIZE = 2000;

	/**
	 * Property names by key.
	 *
	 * @var array<string, string>
	 */
	private static array $properties = array();

	/**
	 * Selector parts by nested key.
	 *
	 * @var array<string, string[]>
	 */
	private static array $selector_parts = array();

	/**
	 * At-rule [ name, prelude ] by key.
	 *
	 * @var array<string, array{0: string, 1: string}>
	 */
	private static array $at_rules = array();

	/**
	 * CSS of a style object under a selector, in the style engine's unprettified format, e.g.
	 * `.a{color:red;}@media (max-width:767px){.a{display:none !important;}}`.
	 *
	 * @param array<mixed> $styles   The style object.
	 * @param string       $selector The selector that scopes it.
	 */
	public static function compile( array $styles, string $selector ): string {
		$rules = self::rules( $styles, $selector );
		if ( ! $rules ) {
			return '';
		}
		$processor = new \WP_Style_Engine_Processor();
		$objects   = array();
		foreach ( $rules as $rule ) {
			$objects[] = new \WP_Style_Engine_CSS_Rule( $rule['selector'], new Declarations( $rule['declarations'] ), $rule['rules_group'] ?? '' );
		}
		$processor->add_rules( $objects );
		return $processor->get_css(
			array(
				'optimize' => false,
				'prettify' => false,
			)
		);
	}

	/**
	 * The scoping class of a style object: 'gb-s-' and the first 8 hex characters of the md5 of its
	 * canonical JSON (keys sorted at every level), so identical styles share a class.
	 *
	 * @param array<mixed> $styles The style object.
	 */
	public static function class_name( array $styles ): string {
		$canonical = self::canonical( $styles );
		// json_encode() first (what wp_json_encode() does); wp_json_encode() repairs invalid UTF-8 when it fails.
		$json = json_encode( $canonical, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- Same result, wp_json_encode() when it fails.
		$json = false === $json ? wp_json_encode( $canonical, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : $json;
		return 'gb-s-' . substr( md5( is_string( $json ) ? $json : '' ), 0, 8 );
	}

	/**
	 * The style-engine rules of a style object under a selector, in output order.
	 *
	 * @param array<mixed> $styles   The style object.
	 * @param string       $selector The selector that scopes it.
	 * @return list<array{selector: string, declarations: array<string, string>, rules_group?: string}>
	 */
	public static function rules( array $styles, string $selector ): array {
		$scopes = self::split_list( $selector );
		if ( ! $scopes ) {
			return array();
		}
		$buckets = array();
		$groups  = array();
		self::walk( $styles, $scopes, '', $buckets, $groups );

		$rules = array();
		foreach ( $buckets as $bucket ) {
			if ( '' === $bucket['group'] ) {
				$rules[] = array(
					'selector'     => $bucket['selector'],
					'declarations' => $bucket['declarations'],
				);
			}
		}
		foreach ( self::order_groups( $groups ) as $group ) {
			foreach ( $buckets as $bucket ) {
				if ( $group === $bucket['group'] ) {
					$rules[] = array(
						'selector'     => $bucket['selector'],
						'declarations' => $bucket['declarations'],
						'rules_group'  => $group,
					);
				}
			}
		}
		return $rules;
	}

	/**
	 * Collects the declarations of an object and walks its at-rules, then its nested keys (so that in a
	 * group the rules of at-rules written higher up come first).
	 *
	 * @param array<mixed>                                                                               $styles    The object.
	 * @param string[]                                                                                   $selectors Its selectors.
	 * @param string                                                                                     $group     Its at-rule group ('' at the top).
	 * @param array<string, array{selector: string, group: string, declarations: array<string, string>}> $buckets   Rules by group and selector, as met.
	 * @param string[]                                                                                   $groups    Groups, as met.
	 */
	private static function walk( array $styles, array $selectors, string $group, array &$buckets, array &$groups ): void {
		$joined = implode( ',', $selectors );
		$id     = $group . "\0" . $joined;
		foreach ( $styles as $key => $value ) {
			if ( is_array( $value ) ) {
				continue;
			}
			$property = self::property_name( (string) $key );
			$text     = '' !== $property ? self::sanitize_value( $value ) : '';
			if ( '' === $text ) {
				continue;
			}
			if ( ! isset( $buckets[ $id ] ) ) {
				$buckets[ $id ] = array(
					'selector'     => $joined,
					'group'        => $group,
					'declarations' => array(),
				);
				if ( '' !== $group && ! in_array( $group, $groups, true ) ) {
					$groups[] = $group;
				}
			}
			$buckets[ $id ]['declarations'][ $property ] = $text;
		}
		foreach ( $styles as $key => $value ) {
			if ( ! self::is_object( $value ) || ! self::is_at_key( (string) $key ) ) {
				continue;
			}
			list( $name, $prelude ) = self::at_rule( (string) $key );
			$inner                  = '' !== $name ? self::merge_group( $group, $name, $prelude ) : '';
			if ( '' !== $inner ) {
				self::walk( $value, $selectors, $inner, $buckets, $groups );
			}
		}
		foreach ( $styles as $key => $value ) {
			if ( ! self::is_object( $value ) || self::is_at_key( (string) $key ) ) {
				continue;
			}
			$parts = self::selector_parts( (string) $key );
			if ( ! $parts ) {
				continue;
			}
			$nested = array();
			foreach ( $selectors as $parent ) {
				foreach ( $parts as $part ) {
					$nested[] = str_contains( $part, '&' ) ? str_replace( '&', $parent, $part ) : $parent . ' ' . $part;
				}
			}
			self::walk( $value, $nested, $group, $buckets, $groups );
		}
	}

	/**
	 * A declaration value as it may reach the page ('' when nothing is left).
	 *
	 * @param mixed $value A stored value.
	 */
	public static function sanitize_value( $value ): string {
		if ( is_int( $value ) ) {
			$text = (string) $value;
		} elseif ( is_float( $value ) ) {
			if ( ! is_finite( $value ) ) {
				return '';
			}
			$text = self::number( $value );
		} elseif ( is_string( $value ) ) {
			$text = $value;
		} else {
			return '';
		}
		if ( 1 !== preg_match( self::UNSAFE_VALUE, $text ) ) {
			return $text;
		}
		$text = str_replace( array( ';', '{', '}', '<', '>', '\\', "\0" ), '', $text );
		$text = self::remove_all( $text, self::FORBIDDEN );
		foreach ( array( '"', "'" ) as $quote ) {
			if ( 1 === substr_count( $text, $quote ) % 2 ) {
				$text = str_replace( $quote, '', $text );
			}
		}
		return self::collapse( $text );
	}

	/**
	 * The CSS property of a key ('' when it is not a CSS property name).
	 *
	 * @param string $key A style object key.
	 */
	public static function property_name( string $key ): string {
		if ( isset( self::$properties[ $key ] ) ) {
			return self::$properties[ $key ];
		}
		if ( str_starts_with( $key, '--' ) ) {
			$name = 1 === preg_match( '/^--[a-zA-Z0-9_-]+$/', $key ) ? $key : '';
		} else {
			$name = 1 === preg_match( '/^ms[A-Z]/', $key ) ? '-' . $key : $key;
			$name = strtolower( (string) preg_replace( '/[A-Z]/', '-$0', $name ) );
			$name = 1 === preg_match( '/^-?[a-z][a-z0-9-]*$/', $name ) ? $name : '';
		}
		if ( count( self::$properties ) >= self::CACHE_SIZE ) {
			self::$properties = array();
		}
		self::$properties[ $key ] = $name;
		return $name;
	}

	/**
	 * A float as JavaScript's String() writes it (for the values a style object holds).
	 *
	 * @param float $value A finite number.
	 */
	private static function number( float $value ): string {
		if ( floor( $value ) === $value && abs( $value ) < 1e15 ) {
			return (string) (int) $value;
		}
		$json = wp_json_encode( $value );
		return is_string( $json ) ? $json : '';
	}

	/**
	 * Removes every occurrence of the needles (case-insensitive) until none is left.
	 *
	 * @param string   $text    Text.
	 * @param string[] $needles Lowercase needles.
	 */
	private static function remove_all( string $text, array $needles ): string {
		do {
			$changed = false;
			foreach ( $needles as $needle ) {
				$at = stripos( $text, $needle );
				if ( false !== $at ) {
					$text    = substr( $text, 0, $at ) . substr( $text, $at + strlen( $needle ) );
					$changed = true;
				}
			}
		} while ( $changed );
		return $text;
	}

	/**
	 * Collapses runs of ASCII whitespace to one space and trims it.
	 *
	 * @param string $text Text.
	 */
	private static function collapse( string $text ): string {
		if ( false === strpbrk( $text, "\t\n\r\f\x0B" ) && ! str_contains( $text, '  ' ) ) {
			return trim( $text, ' ' );
		}
		return trim( (string) preg_replace( '/[ \t\n\r\f\x0B]+/', ' ', $text ), ' ' );
	}

	/**
	 * Whether a key is an at-rule key.
	 *
	 * @param string $key Key.
	 */
	private static function is_at_key( string $key ): bool {
		return str_starts_with( ltrim( $key, self::SPACE ), '@' );
	}

	/**
	 * Whether a value is a style object (a non-empty map; an empty one has nothing to write).
	 *
	 * @param mixed $value A value.
	 * @phpstan-assert-if-true array<mixed> $value
	 */
	private static function is_object( $value ): bool {
		return is_array( $value ) && $value && ! array_is_list( $value );
	}

	/**
	 * The selectors of a nested key (sanitised, split at its commas), once per key.
	 *
	 * @param string $key Key.
	 * @return string[]
	 */
	private static function selector_parts( string $key ): array {
		if ( ! isset( self::$selector_parts[ $key ] ) ) {
			if ( count( self::$selector_parts ) >= self::CACHE_SIZE ) {
				self::$selector_parts = array();
			}
			self::$selector_parts[ $key ] = self::split_list( self::sanitize_selector_key( $key ) );
		}
		return self::$selector_parts[ $key ];
	}

	/**
	 * A nested selector key, sanitised. `&amp;` is `&` first: kses escapes `&` in block comments when
	 * content is saved by a user without unfiltered_html outside the editor (WP-CLI, an import), and its
	 * `;` would otherwise be dropped, leaving `amp` glued to the selector.
	 *
	 * @param string $key Key.
	 */
	private static function sanitize_selector_key( string $key ): string {
		$key = str_contains( $key, '&amp;' ) ? str_replace( '&amp;', '&', $key ) : $key;
		return self::collapse( self::remove_all( str_replace( array( '{', '}', '<', ';', '\\', "\0" ), '', $key ), array( '/*', '*/' ) ) );
	}

	/**
	 * An at-rule key, sanitised: [ name, prelude ] ('' name when it is not an at-rule we keep).
	 *
	 * @param string $key Key.
	 * @return array{0: string, 1: string}
	 */
	private static function at_rule( string $key ): array {
		if ( ! isset( self::$at_rules[ $key ] ) ) {
			if ( count( self::$at_rules ) >= self::CACHE_SIZE ) {
				self::$at_rules = array();
			}
			self::$at_rules[ $key ] = self::parse_at_rule( $key );
		}
		return self::$at_rules[ $key ];
	}

	/**
	 * An at-rule key, sanitised: [ name, prelude ] ('' name when it is not an at-rule we keep).
	 *
	 * @param string $key Key.
	 * @return array{0: string, 1: string}
	 */
	private static function parse_at_rule( string $key ): array {
		$clean = self::collapse( self::remove_all( str_replace( array( '{', '}', ';', '\\', "\0" ), '', $key ), array( '</', '/*', '*/' ) ) );
		if ( 1 !== preg_match( '/^(@[a-zA-Z-]+) ?(.*)$/s', $clean, $match ) ) {
			return array( '', '' );
		}
		$name    = strtolower( $match[1] );
		$prelude = $match[2];
		if ( ! in_array( $name, self::AT_RULES, true ) || '' === $prelude ) {
			return array( '', '' );
		}
		return array( $name, $prelude );
	}

	/**
	 * The group an at-rule opens inside a group ('' when it cannot be written).
	 *
	 * @param string $group   The group so far ('' at the top).
	 * @param string $name    The at-rule's name.
	 * @param string $prelude Its prelude.
	 */
	private static function merge_group( string $group, string $name, string $prelude ): string {
		if ( '' === $group ) {
			return $name . ' ' . $prelude;
		}
		if ( '@media' !== $name || ! str_starts_with( $group, '@media ' ) ) {
			return '';
		}
		$outer = substr( $group, strlen( '@media ' ) );
		if ( ! str_starts_with( $prelude, '(' ) || count( self::split_list( $prelude ) ) > 1 || count( self::split_list( $outer ) ) > 1 || 1 === preg_match( '/^not /i', $outer ) ) {
			return '';
		}
		return $group . ' and ' . $prelude;
	}

	/**
	 * Splits at the commas that are not inside parentheses, brackets or quotes; parts trimmed, empty
	 * parts dropped.
	 *
	 * @param string $text Text.
	 * @return string[]
	 */
	private static function split_list( string $text ): array {
		// Most lists have one item and nothing to nest or quote: the loop below would give it whole.
		if ( false === strpbrk( $text, ',"\'([' ) ) {
			$only = self::collapse( $text );
			return '' === $only ? array() : array( $only );
		}
		$parts   = array();
		$depth   = 0;
		$quote   = '';
		$current = '';
		$length  = strlen( $text );
		for ( $i = 0; $i < $length; $i++ ) {
			$char = $text[ $i ];
			if ( '' !== $quote ) {
				if ( $char === $quote ) {
					$quote = '';
				}
			} elseif ( '"' === $char || "'" === $char ) {
				$quote = $char;
			} elseif ( '(' === $char || '[' === $char ) {
				++$depth;
			} elseif ( ( ')' === $char || ']' === $char ) && $depth > 0 ) {
				--$depth;
			} elseif ( ',' === $char && 0 === $depth ) {
				$parts[] = $current;
				$current = '';
				continue;
			}
			$current .= $char;
		}
		$parts[] = $current;
		return array_values( array_filter( array_map( array( self::class, 'collapse' ), $parts ), static fn( string $part ): bool => '' !== $part ) );
	}

	/**
	 * Orders the at-rule groups: @media with only a min-width ascending, @media with a max-width
	 * descending, other @media as met, then the other at-rules as met.
	 *
	 * @param string[] $groups Groups, as met.
	 * @return string[]
	 */
	private static function order_groups( array $groups ): array {
		if ( count( $groups ) < 2 ) {
			return $groups;
		}
		$keyed = array();
		foreach ( $groups as $index => $group ) {
			$rank = 3;
			$size = 0.0;
			if ( str_starts_with( $group, '@media ' ) ) {
				$min = preg_match( '/min-width *: *(\d+(?:\.\d+)?)px/i', $group, $min_match ) ? (float) $min_match[1] : null;
				$max = preg_match( '/max-width *: *(\d+(?:\.\d+)?)px/i', $group, $max_match ) ? (float) $max_match[1] : null;
				if ( null !== $max ) {
					$rank = 1;
					$size = -$max;
				} elseif ( null !== $min ) {
					$rank = 0;
					$size = $min;
				} else {
					$rank = 2;
				}
			}
			$keyed[] = array( $rank, $size, $index, $group );
		}
		usort(
			$keyed,
			static fn( array $a, array $b ): int => array( $a[0], $a[1], $a[2] ) <=> array( $b[0], $b[1], $b[2] )
		);
		return array_map( static fn( array $item ): string => $item[3], $keyed );
	}

	/**
	 * The key of a style object whatever the order of its keys (serialized, keys sorted at every level):
	 * two objects with the same keys and values in another order share it, as they share their class.
	 *
	 * @param array<mixed> $styles The style object.
	 */
	public static function canonical_key( array $styles ): string {
		return serialize( self::canonical( $styles ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- A hash input, never unserialized.
	}

	/**
	 * A style object with its keys sorted at every level (the input of class_name()).
	 *
	 * @param array<mixed> $styles The style object.
	 * @return array<mixed>
	 */
	private static function canonical( array $styles ): array {
		ksort( $styles, SORT_STRING );
		foreach ( $styles as $key => $value ) {
			if ( is_array( $value ) ) {
				$styles[ $key ] = self::canonical( $value );
			}
		}
		return $styles;
	}
}
