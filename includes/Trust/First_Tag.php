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
 *
 * @phpstan-type Found_Tag array{offset: int, tag: array<int, string>, name: string, attributes: array<string, string|true>}
 */
final class First_Tag {

	/**
	 * A simple tag: 1 = up to the end of the tag name, 2 = the attributes,
	 * 3 = the tag's end (`>` or `/>`, with the whitespace before it). Tag names and attribute names
	 * follow WP_HTML_Tag_Processor's rules (anything but HTML whitespace, `/`, `>`; attribute names
	 * also not `=`), narrowed to leave quotes and `<` to the processor.
	 */
	private const TAG = '([ \t\f\r\n]*<[a-zA-Z][^ \t\f\r\n/>]*)((?:[ \t\f\r\n]+[^=/> \t\f\r\n"\'<]+(?:[ \t\f\r\n]*=[ \t\f\r\n]*(?:"[^"]*"|\'[^\']*\'|[^ \t\f\r\n"\'=<>`]+))?)*)([ \t\f\r\n]*/?>)';

	/**
	 * TAG at the start of the markup.
	 */
	private const SIMPLE_TAG = '~^' . self::TAG . '~';

	/**
	 * TAG right where the previous one ended (preg_match() offset).
	 */
	private const NEXT_SIMPLE_TAG = '~\G' . self::TAG . '~';

	/**
	 * Tags whose content the processor reads as text (a tag inside is not a tag), which a walk over the
	 * leading tags does not step into.
	 */
	private const TEXT_CONTENT_TAGS = array( 'SCRIPT', 'STYLE', 'TEXTAREA', 'TITLE', 'IFRAME', 'NOEMBED', 'NOFRAMES', 'XMP', 'PLAINTEXT' );

	/**
	 * How many leading tags add_attributes_to_first() walks before it leaves the markup to the processor.
	 */
	private const LEADING_TAGS = 4;

	/**
	 * A class value the fast path rebuilds as the processor would: names separated by single spaces.
	 */
	private const SIMPLE_CLASS = '~^([ \t\f\r\n]+)class="([A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*)"(?=[ \t\f\r\n]|$)~';

	/**
	 * One attribute of a simple tag: 1 = its name, 2 = its value as written, quotes included (the same
	 * grammar as in TAG).
	 */
	private const ATTRIBUTE = '~[ \t\f\r\n]+([^=/> \t\f\r\n"\'<]+)(?:[ \t\f\r\n]*=[ \t\f\r\n]*("[^"]*"|\'[^\']*\'|[^ \t\f\r\n"\'=<>`]+))?~';

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
		return self::write_attributes( $html, 0, $tag, $attributes );
	}

	/**
	 * Like add_attributes(), on the first tag whose name is one of $tag_names (see find_tag()), as a loop
	 * of WP_HTML_Tag_Processor::next_tag() until that tag and then set_attribute() would write it: e.g.
	 * the link of a navigation item, `<li …><a …>`. Null: use the processor.
	 *
	 * @param string                     $html       The markup.
	 * @param string[]                   $tag_names  Tag names, uppercase.
	 * @param array<string, string|true> $attributes Name => value, in the order to write them.
	 * @return array{0: string, 1: string[]}|null The markup and the names written; null: use the processor.
	 */
	public static function add_attributes_to_first( string $html, array $tag_names, array $attributes ): ?array {
		$found = $attributes ? self::find_tag( $html, $tag_names ) : null;
		return null === $found ? null : self::write_at( $html, $found, $attributes );
	}

	/**
	 * The tag the processor's next_tag() finds first, when the string walk can tell without it: the
	 * first tag whose name is one of $tag_names (uppercase, as get_tag() gives them), or that has the
	 * class $class_name (next_tag( array( 'class_name' => … ) )), or else the first tag; provided that
	 * the tags up to it are simple tags one after the other (only whitespace between them; not one whose
	 * content the processor reads as text; a class attribute read for the class without entities) and
	 * that it is among the first LEADING_TAGS. Null: use the processor.
	 *
	 * @param string   $html       The markup.
	 * @param string[] $tag_names  Tag names, uppercase.
	 * @param string   $class_name A class name.
	 * @return Found_Tag|null Where its match starts, the match of TAG, its name (uppercase) and its
	 *                        attributes by lowercase name (the first of duplicates, as the processor reads
	 *                        them; true when bare; values as written, without their quotes).
	 */
	public static function find_tag( string $html, array $tag_names = array(), string $class_name = '' ): ?array {
		$offset = 0;
		for ( $seen = 0; $seen < self::LEADING_TAGS; $seen++ ) {
			if ( ! preg_match( self::NEXT_SIMPLE_TAG, $html, $tag, 0, $offset ) ) {
				return null;
			}
			$name       = strtoupper( ltrim( $tag[1], " \t\f\r\n<" ) );
			$attributes = null;
			if ( '' === $class_name ) {
				$matches = ! $tag_names || in_array( $name, $tag_names, true );
			} elseif ( ! str_contains( $tag[2], $class_name ) && ! str_contains( $tag[2], '&' ) ) {
				// Neither the name nor an entity that could spell it: not this tag (no attribute parsed).
				$matches = false;
			} else {
				$attributes = self::attributes_of( $tag[2] );
				$classes    = $attributes['class'] ?? '';
				if ( is_string( $classes ) && str_contains( $classes, '&' ) ) {
					return null;
				}
				$matches = is_string( $classes ) && in_array( $class_name, (array) preg_split( '~[ \t\f\r\n]+~', $classes, -1, PREG_SPLIT_NO_EMPTY ), true );
			}
			if ( $matches ) {
				return array(
					'offset'     => $offset,
					'tag'        => $tag,
					'name'       => $name,
					'attributes' => $attributes ?? self::attributes_of( $tag[2] ),
				);
			}
			if ( in_array( $name, self::TEXT_CONTENT_TAGS, true ) ) {
				return null;
			}
			$offset += strlen( $tag[0] );
		}
		return null;
	}

	/**
	 * The attributes of a simple tag (TAG's group 2) by lowercase name: the first of duplicates, as the
	 * processor reads them; true when bare; values as written, without their quotes.
	 *
	 * @param string $list The attributes as written.
	 * @return array<string, string|true>
	 */
	private static function attributes_of( string $list ): array {
		$attributes = array();
		if ( '' !== $list && preg_match_all( self::ATTRIBUTE, $list, $found, PREG_SET_ORDER ) ) {
			foreach ( $found as $attribute ) {
				$value = $attribute[2] ?? null;
				if ( null !== $value && ( '"' === $value[0] || "'" === $value[0] ) ) {
					$value = substr( $value, 1, -1 );
				}
				$attributes[ strtolower( $attribute[1] ) ] ??= $value ?? true;
			}
		}
		return $attributes;
	}

	/**
	 * Writes NEW attributes on a tag find_tag() found, as add_attributes() does on the first tag.
	 *
	 * @param string                     $html       The markup.
	 * @param array<string, mixed>       $found      The tag.
	 * @param array<string, string|true> $attributes Name => value, in the order to write them.
	 * @phpstan-param Found_Tag $found
	 * @return array{0: string, 1: string[]}|null The markup and the names written; null: use the processor.
	 */
	public static function write_at( string $html, array $found, array $attributes ): ?array {
		return $attributes ? self::write_attributes( $html, $found['offset'], $found['tag'], $attributes, $found['attributes'] ) : null;
	}

	/**
	 * Writes new attributes on a simple tag matched at an offset (see add_attributes()).
	 *
	 * @param string                     $html       The markup.
	 * @param int                        $offset     Where the tag's match starts.
	 * @param array<int, string>         $tag        The match of TAG.
	 * @param array<string, string|true> $attributes Name => value, in the order to write them.
	 * @param array<string, mixed>|null  $present    The tag's attributes by lowercase name, when known.
	 * @return array{0: string, 1: string[]}|null
	 */
	private static function write_attributes( string $html, int $offset, array $tag, array $attributes, ?array $present = null ): ?array {
		$present ??= self::attributes_of( $tag[2] );
		$added     = array();
		$written   = array();
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
		$end = $offset + strlen( $tag[1] );
		return array( substr( $html, 0, $end ) . implode( '', $added ) . substr( $html, $end ), $written );
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
