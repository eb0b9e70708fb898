<?php
/**
 * Finds dynamic tags in a text.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Support\Contract_File;

/**
 * The syntax (compatible with GenerateBlocks): `{{name}}` or `{{name key:value|key2:value2|flag}}`.
 *
 * - The name follows `{{` directly: a letter, then letters, digits or `_`. One or more spaces separate it
 *   from the options; spaces before `}}` are allowed.
 * - Options are separated by `|`; an option is `key:value` (split at the first `:`) or a bare flag.
 *   Keys are a letter then letters, digits, `_` or `-`; keys and values are trimmed; a later duplicate
 *   wins; empty options (`||`, a trailing `|`) are skipped.
 * - `\|`, `\:` and `\\` stand for `|`, `:` and `\` in values; any other `\x` is kept as written.
 * - Values cannot hold `{{` or `}}`, nor `{` or `}` next to the tag's own braces.
 * - A tag is only what this parser recognises (src/dynamic-tags/tags.json, which the editor reads too):
 *   its name, in any case, is a known one (the built-in names, or one registered with the
 *   `gblocks_pro_dynamic_tag_names` filter), and its option values are plain text: neither the tag as
 *   written nor any value after unescaping and decoding holds `<`, `>`, `"`, `'` or a backtick. So a tag
 *   can neither open an element nor leave an attribute value, and what kses does not see is only such
 *   text (DESIGN §11: everything else is ordinary text and kses filters it like any other).
 * - Anything else that looks like a tag (an unknown name, an unknown character in the name, a value that
 *   is not plain text, a bad key, `{{ name}}`, `{{}}`, unbalanced braces) is not a tag and stays as text.
 *   Never a warning.
 */
final class Parser {

	/**
	 * A candidate tag: name, then optional options up to the first `}}`.
	 */
	private const PATTERN = '/\{\{([A-Za-z][A-Za-z0-9_]*)(?:(\s+)((?:[^{}\\\\]|\\\\.|\{(?!\{)|\}(?!\}))*?))?\s*\}\}/s';

	/**
	 * Characters of option keys after the first (a letter).
	 */
	private const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

	/**
	 * The contract file (names, characters values may not hold), relative to the plugin folder.
	 */
	public const FILE = 'src/dynamic-tags/tags.json';

	/**
	 * Tags found with the markup decoder, by known names and text.
	 *
	 * @var array<string, Tag[]>
	 */
	private static array $found = array();

	/**
	 * The built-in names of the contract file, read once.
	 *
	 * @var string[]|null
	 */
	private static ?array $built_in = null;

	/**
	 * The built-in names as a set, made once (known_names() without registered names).
	 *
	 * @var array<string, true>|null
	 */
	private static ?array $built_in_set = null;

	/**
	 * The characters a tag's text may not hold, read once.
	 *
	 * @var string|null
	 */
	private static ?string $forbidden = null;

	/**
	 * The built-in tag names (lowercase).
	 *
	 * @return string[]
	 */
	public static function built_in_names(): array {
		if ( null === self::$built_in ) {
			$names          = Contract_File::read( self::FILE )['names'] ?? array();
			self::$built_in = array_values( array_map( 'strtolower', array_filter( is_array( $names ) ? $names : array(), 'is_string' ) ) );
		}
		return self::$built_in;
	}

	/**
	 * Every name a tag may have (lowercase): the built-in ones and those registered with the
	 * `gblocks_pro_dynamic_tag_names` filter (a plugin that answers them with
	 * `gblocks_pro_dynamic_tag_value`).
	 *
	 * @return array<string, true>
	 */
	public static function known_names(): array {
		// Without a registered name (most sites), the built-in set, made once: this is asked for every
		// text that holds `{{`.
		if ( ! has_filter( 'gblocks_pro_dynamic_tag_names' ) ) {
			self::$built_in_set ??= array_fill_keys( self::built_in_names(), true );
			return self::$built_in_set;
		}
		$names = self::built_in_names();
		/**
		 * Filters the names of dynamic tags other plugins answer (gblocks_pro_dynamic_tag_value). A
		 * `{{…}}` whose name is not known is not a tag: it is text.
		 *
		 * @param string[] $names Extra names (a letter, then letters, digits or `_`).
		 */
		$extra = apply_filters( 'gblocks_pro_dynamic_tag_names', array() );
		foreach ( is_array( $extra ) ? $extra : array() as $name ) {
			if ( is_string( $name ) && 1 === preg_match( '/^[A-Za-z][A-Za-z0-9_]*$/', $name ) ) {
				$names[] = strtolower( $name );
			}
		}
		return array_fill_keys( $names, true );
	}

	/**
	 * Whether a text is plain text a tag may hold: none of the characters of valueForbidden.
	 *
	 * @param string $text The text.
	 */
	public static function is_plain( string $text ): bool {
		if ( null === self::$forbidden ) {
			$forbidden       = Contract_File::read( self::FILE )['valueForbidden'] ?? '';
			self::$forbidden = is_string( $forbidden ) && '' !== $forbidden ? $forbidden : '<>"\'`';
		}
		return strcspn( $text, self::$forbidden ) === strlen( $text );
	}

	/**
	 * Every well-formed tag of a text, in order.
	 *
	 * @param string        $text   The text.
	 * @param callable|null $decode Applied to each option value after unescaping (HTML entity decoding
	 *                              for tags found in markup), or null.
	 * @return Tag[]
	 */
	public static function find_all( string $text, ?callable $decode = null ): array {
		if ( ! str_contains( $text, '{{' ) ) {
			return array();
		}
		// The markup decoder is pure: its results are remembered per text for the request (the same
		// text run recurs in every loop item and in blocks of the same pattern).
		$memo  = array( Replacer::class, 'decode' ) === $decode;
		$names = self::known_names();
		$key   = implode( ',', array_keys( $names ) ) . "\0" . $text;
		if ( $memo && isset( self::$found[ $key ] ) ) {
			return self::$found[ $key ];
		}
		$tags = self::parse_all( $text, $decode, $names );
		if ( $memo ) {
			if ( count( self::$found ) >= 1000 ) {
				self::$found = array();
			}
			self::$found[ $key ] = $tags;
		}
		return $tags;
	}

	/**
	 * Every well-formed tag of a text (holding `{{`), parsed.
	 *
	 * @param string              $text   The text.
	 * @param callable|null       $decode See find_all().
	 * @param array<string, true> $names  Known names (lowercase).
	 * @return Tag[]
	 */
	private static function parse_all( string $text, ?callable $decode, array $names ): array {
		if ( ! preg_match_all( self::PATTERN, $text, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
			return array();
		}
		$tags = array();
		foreach ( $matches as $match ) {
			if ( ! isset( $names[ strtolower( $match[1][0] ) ] ) || ! self::is_plain( $match[0][0] ) ) {
				continue;
			}
			$options = isset( $match[3] ) ? self::options( $match[3][0], $decode ) : array();
			if ( null !== $options && self::plain_values( $options ) ) {
				$tags[] = new Tag( $match[0][0], $match[1][0], $options, $match[0][1] );
			}
		}
		return $tags;
	}

	/**
	 * One tag written alone (the preview route), or null when it is not a well-formed tag.
	 *
	 * @param string $text The tag, e.g. {{post_meta key:price}}.
	 */
	public static function parse( string $text ): ?Tag {
		$text = trim( $text );
		$tags = self::find_all( $text );
		return 1 === count( $tags ) && $tags[0]->raw === $text ? $tags[0] : null;
	}

	/**
	 * The name of a text written as a tag whose name is not known (the preview route says so), or null.
	 *
	 * @param string $text The text, e.g. {{post_metas key:x}}.
	 */
	public static function unknown_name( string $text ): ?string {
		if ( 1 !== preg_match( '/^\{\{([A-Za-z][A-Za-z0-9_]*)(?:\s|\}\})/', trim( $text ), $match ) ) {
			return null;
		}
		return isset( self::known_names()[ strtolower( $match[1] ) ] ) ? null : $match[1];
	}

	/**
	 * Replaces each well-formed tag of a text with what a callback returns for it (null keeps the tag
	 * as written).
	 *
	 * @param string                       $text     The text.
	 * @param callable(Tag):?string        $callback Replacement of a tag.
	 * @param callable(string):string|null $decode   See find_all().
	 */
	public static function replace( string $text, callable $callback, ?callable $decode = null ): string {
		$tags = self::find_all( $text, $decode );
		if ( ! $tags ) {
			return $text;
		}
		$result = '';
		$last   = 0;
		foreach ( $tags as $tag ) {
			$replacement = $callback( $tag );
			$result     .= substr( $text, $last, $tag->offset - $last ) . ( $replacement ?? $tag->raw );
			$last        = $tag->offset + strlen( $tag->raw );
		}
		return $result . substr( $text, $last );
	}

	/**
	 * Whether every option value is plain text.
	 *
	 * @param array<string, string|true> $options Options.
	 */
	private static function plain_values( array $options ): bool {
		foreach ( $options as $value ) {
			if ( is_string( $value ) && ! self::is_plain( $value ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a name is an option key: a letter, then letters, digits, `_` or `-`.
	 *
	 * @param string $name The name.
	 */
	private static function is_key( string $name ): bool {
		return '' !== $name && ctype_alpha( $name[0] ) && strspn( $name, self::KEY_CHARS ) === strlen( $name );
	}

	/**
	 * The options of a tag without escapes (most tags): split, no character walk.
	 *
	 * @param string        $text   What follows the name.
	 * @param callable|null $decode Value decoder.
	 * @return array<string, string|true>|null
	 */
	private static function plain_options( string $text, ?callable $decode ): ?array {
		$options = array();
		foreach ( explode( '|', $text ) as $option ) {
			$pair = explode( ':', $option, 2 );
			$name = trim( $pair[0] );
			if ( '' === $name && ! isset( $pair[1] ) ) {
				continue;
			}
			if ( ! self::is_key( $name ) ) {
				return null;
			}
			$value            = isset( $pair[1] ) ? trim( $pair[1] ) : true;
			$options[ $name ] = is_string( $value ) && null !== $decode ? (string) $decode( $value ) : $value;
		}
		return $options;
	}

	/**
	 * The options of a tag, or null when they are malformed.
	 *
	 * @param string        $text   What follows the name.
	 * @param callable|null $decode Value decoder.
	 * @return array<string, string|true>|null
	 */
	private static function options( string $text, ?callable $decode ): ?array {
		if ( ! str_contains( $text, '\\' ) ) {
			return self::plain_options( $text, $decode );
		}
		$options = array();
		$length  = strlen( $text );
		$key     = null;
		$buffer  = '';
		for ( $i = 0; $i <= $length; $i++ ) {
			$char = $i < $length ? $text[ $i ] : '|';
			if ( '\\' === $char && $i + 1 < $length ) {
				$next    = $text[ $i + 1 ];
				$buffer .= in_array( $next, array( '|', ':', '\\' ), true ) ? $next : '\\' . $next;
				++$i;
				continue;
			}
			if ( ':' === $char && null === $key ) {
				$key    = $buffer;
				$buffer = '';
				continue;
			}
			if ( '|' !== $char ) {
				$buffer .= $char;
				continue;
			}
			// End of an option.
			$name   = trim( null === $key ? $buffer : $key );
			$value  = null === $key ? true : trim( $buffer );
			$key    = null;
			$buffer = '';
			if ( '' === $name && true === $value ) {
				continue;
			}
			if ( ! self::is_key( $name ) ) {
				return null;
			}
			if ( is_string( $value ) && null !== $decode ) {
				$value = (string) $decode( $value );
			}
			$options[ $name ] = $value;
		}
		return $options;
	}
}
