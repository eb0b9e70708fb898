<?php
/**
 * Adds class names to the first tag of a block's markup, cheaply when the tag is simple.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Trust;

/**
 * The block extensions that put class names on a block's first tag (block styles, global classes) call
 * this instead of each running its own WP_HTML_Tag_Processor. The result is byte for byte what
 * WP_HTML_Tag_Processor::add_class() + get_updated_html() give; only the way there is cheaper:
 * - a first tag at the start of the markup (after whitespace) whose attributes are all of the plain
 *   forms (name, name="…", name='…', name=value, separated by HTML whitespace) is edited as a string:
 *   without a class attribute, ` class="…"` goes right after the tag name (where the processor puts a
 *   new attribute); with one plain `class="a b"` value (single spaces, no repeated name), the names it
 *   lacks are appended after a space (what the processor rebuilds);
 * - anything else (a comment or text first, another attribute form, a class value with entities,
 *   several class attributes, names that would need escaping) goes through WP_HTML_Tag_Processor.
 * The fast path takes the names only when each is made of letters, digits, `_` and `-`, so nothing
 * needs escaping.
 */
final class First_Tag {

	/**
	 * A first tag at the start of the markup: 1 = up to the end of the tag name, 2 = the attributes,
	 * 3 = the tag's end (`>` or `/>`, with the whitespace before it). Tag names and attribute names
	 * follow WP_HTML_Tag_Processor's rules (anything but HTML whitespace, `/`, `>`; attribute names
	 * also not `=`), narrowed to leave quotes and `<` to the processor.
	 */
	private const SIMPLE_TAG = '~^([ \t\f\r\n]*<[a-zA-Z][^ \t\f\r\n/>]*)((?:[ \t\f\r\n]+[^=/> \t\f\r\n"\'<]+(?:[ \t\f\r\n]*=[ \t\f\r\n]*(?:"[^"]*"|\'[^\']*\'|[^ \t\f\r\n"\'=<>`]+))?)*)([ \t\f\r\n]*/?>)~';

	/**
	 * A class value the fast path rebuilds as the processor would: names separated by single spaces.
	 */
	private const SIMPLE_CLASS = '~^([ \t\f\r\n]+)class="([A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*)"(?=[ \t\f\r\n]|$)~';

	/**
	 * One attribute of a simple tag: 1 = its name (the same grammar as in SIMPLE_TAG).
	 */
	private const ATTRIBUTE = '~[ \t\f\r\n]+([^=/> \t\f\r\n"\'<]+)(?:[ \t\f\r\n]*=[ \t\f\r\n]*(?:"[^"]*"|\'[^\']*\'|[^ \t\f\r\n"\'=<>`]+))?~';

	/**
	 * An attribute name the fast path writes as is (WP_HTML_Tag_Processor::set_attribute() takes it).
	 */
	private const SIMPLE_ATTRIBUTE_NAME = '~^[A-Za-z0-9_.-]+$~';

	/**
	 * A class name the fast path writes as is.
	 */
	private const SIMPLE_NAME = '~^[A-Za-z0-9_-]+$~';

	/**
	 * Adds class names to the first tag of the markup.
	 *
	 * @param string   $html  The markup.
	 * @param string[] $names Class names, in the order to add them.
	 * @return string|null The markup with the names on its first tag; null when the markup has no tag.
	 */
	public static function add_classes( string $html, array $names ): ?string {
		$fast = self::fast( $html, $names );
		if ( null !== $fast ) {
			return $fast;
		}
		$tags = new \WP_HTML_Tag_Processor( $html );
		if ( ! $tags->next_tag() ) {
			return null;
		}
		foreach ( $names as $name ) {
			$tags->add_class( $name );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Adds NEW attributes to a simple first tag as WP_HTML_Tag_Processor::set_attribute() would, when
	 * that can be decided without the processor: the markup starts with a simple tag (see the class
	 * description) that has none of the attributes yet, and every name is plain and not `class`.
	 * Values are escaped as the processor escapes them (esc_url for wp_kses_uri_attributes(), esc_attr
	 * otherwise; true writes the bare name; a value the escaping wipes out is not written), in the
	 * processor's order: new attributes after the tag name, sorted by their text. The caller
	 * uses the processor when this gives null.
	 *
	 * @param string                     $html       The markup.
	 * @param array<string, string|true> $attributes Name => value, in the order to write them.
	 * @return array{0: string, 1: string[]}|null The markup and the names written; null: use the processor.
	 */
	public static function add_attributes( string $html, array $attributes ): ?array {
		if ( ! $attributes || ! preg_match( self::SIMPLE_TAG, $html, $tag ) ) {
			return null;
		}
		$present = array();
		if ( '' !== $tag[2] && preg_match_all( self::ATTRIBUTE, $tag[2], $names ) ) {
			$present = array_fill_keys( array_map( 'strtolower', $names[1] ), true );
		}
		$added   = array();
		$written = array();
		foreach ( $attributes as $name => $value ) {
			$name  = (string) $name;
			$lower = strtolower( $name );
			if ( 'class' === $lower || isset( $present[ $lower ] ) || ! preg_match( self::SIMPLE_ATTRIBUTE_NAME, $name ) ) {
				return null;
			}
			if ( true === $value ) {
				$added[] = ' ' . $name;
			} else {
				$escaped = in_array( $lower, wp_kses_uri_attributes(), true ) ? esc_url( $value ) : esc_attr( $value );
				if ( '' === $escaped && '' !== $value ) {
					continue;
				}
				$added[] = ' ' . $name . '="' . $escaped . '"';
			}
			$present[ $lower ] = true;
			$written[]         = $name;
		}
		if ( ! $written ) {
			return array( $html, array() );
		}
		// The processor inserts its new attributes at one place, ordered by their text (strcmp).
		usort( $added, 'strcmp' );
		return array( $tag[1] . implode( '', $added ) . substr( $html, strlen( $tag[1] ) ), $written );
	}

	/**
	 * The string edit of a simple first tag, or null when the processor must decide.
	 *
	 * @param string   $html  The markup.
	 * @param string[] $names Class names.
	 */
	private static function fast( string $html, array $names ): ?string {
		if ( ! $names || ! preg_match( self::SIMPLE_TAG, $html, $tag ) ) {
			return null;
		}
		$unique = array();
		foreach ( $names as $name ) {
			if ( ! is_string( $name ) || ! preg_match( self::SIMPLE_NAME, $name ) ) {
				return null;
			}
			$unique[ $name ] = true;
		}
		$attributes = $tag[2];
		$count      = substr_count( strtolower( $attributes ), 'class' );
		if ( 0 === $count ) {
			return $tag[1] . ' class="' . implode( ' ', array_keys( $unique ) ) . '"' . substr( $html, strlen( $tag[1] ) );
		}
		// Exactly one "class" in the attributes, and it is the first attribute's plain name and value.
		if ( 1 !== $count || ! preg_match( self::SIMPLE_CLASS, $attributes, $class ) ) {
			return null;
		}
		$existing = explode( ' ', $class[2] );
		if ( count( array_unique( $existing ) ) !== count( $existing ) ) {
			return null;
		}
		$added = array_keys( array_diff_key( $unique, array_flip( $existing ) ) );
		if ( ! $added ) {
			return $html;
		}
		$at = strlen( $tag[1] ) + strlen( $class[0] ) - 1;
		return substr( $html, 0, $at ) . ' ' . implode( ' ', $added ) . substr( $html, $at );
	}
}
