<?php
/**
 * Replaces dynamic tags in rendered block markup.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Trust\Content_Trust;

/**
 * Walks markup as text runs and tags (comments, script and style elements are left alone) and replaces
 * every well-formed tag with its value, escaped for where it lands: esc_html in text (an `<a>` around it
 * for `link:`), esc_attr in attribute values, esc_url in URL attributes (href, src… : core's
 * wp_kses_uri_attributes(), as WP_HTML_Tag_Processor does). A tag is recognised only where its braces
 * are written as braces; values are output with `{` and `}` as `&#123;` and `&#125;`, so a value that
 * contains a tag is never read as one again (by an outer block, or by the next tag of the same text).
 * A required tag (the default; `required:false` opts out) whose value is empty removes the block.
 * An attribute whose value, tags replaced, the HTML attribute policy refuses is written empty unless the
 * content's author has unfiltered_html (Trust\Content_Trust). Only what the Parser recognises is a
 * tag (plain text: no `<`, `>`, quotes or backtick); anything else stays as the text kses filtered.
 */
final class Replacer {

	/**
	 * Stands for `{` and `}` of values until the attribute value is escaped.
	 */
	private const OPEN  = "\u{E002}";
	private const CLOSE = "\u{E003}";

	/**
	 * Marks a value's place in an attribute value until it is escaped.
	 */
	private const SLOT = "\u{E000}";

	/**
	 * Skipped parts, tags and text runs of markup.
	 */
	private const TOKENS = '/(<!--.*?-->|<(script|style)\b.*?<\/\2\s*>)|(<\/?[A-Za-z][^\s\/>]*(?:[^>"\']|"[^"]*"|\'[^\']*\')*>)|([^<]+|<)/si';

	/**
	 * Attributes of a tag.
	 */
	private const ATTRIBUTES = '/(\s)([^\s"\'>\/=]+)(\s*=\s*)(?:"([^"]*)"|\'([^\']*)\'|([^\s"\'=<>`]+))/';

	/**
	 * The resolver.
	 *
	 * @var Resolver
	 */
	private Resolver $resolver;

	/**
	 * Whether a required tag was empty in the markup being replaced.
	 *
	 * @var bool
	 */
	private bool $empty = false;

	/**
	 * Keys of the tags that may be replaced in the markup being replaced (null: every tag).
	 *
	 * @var array<string, true>|null
	 */
	private ?array $own = null;

	/**
	 * A replacer.
	 *
	 * @param Resolver $resolver The resolver.
	 */
	public function __construct( Resolver $resolver ) {
		$this->resolver = $resolver;
	}

	/**
	 * The markup with its tags replaced, or null when a required tag is empty (the block is removed).
	 *
	 * @param string                   $html    Markup.
	 * @param Context                  $context The block's context.
	 * @param array<string, true>|null $own     Keys (Tag::key()) of the tags that may be replaced: those
	 *                                          the block's own saved content holds; null: every tag.
	 */
	public function html( string $html, Context $context, ?array $own = null ): ?string {
		if ( ! str_contains( $html, '{{' ) || ( null !== $own && ! $own ) ) {
			return $html;
		}
		$this->empty = false;
		$this->own   = $own;
		$result      = preg_replace_callback(
			self::TOKENS,
			function ( array $match ) use ( $context ): string {
				if ( null !== $match[1] || ! str_contains( $match[0], '{{' ) ) {
					return $match[0];
				}
				return null !== $match[3] ? $this->tag( $match[3], $context ) : $this->text( $match[0], $context );
			},
			$html,
			-1,
			$count,
			PREG_UNMATCHED_AS_NULL
		);
		if ( null === $result ) {
			return $html;
		}
		return $this->had_empty() ? null : $result;
	}

	/**
	 * Whether a required tag was empty in the last markup replaced.
	 */
	private function had_empty(): bool {
		return $this->empty;
	}

	/**
	 * A text run with its tags replaced.
	 *
	 * @param string  $text    Text (HTML-encoded).
	 * @param Context $context The context.
	 */
	private function text( string $text, Context $context ): string {
		return Parser::replace(
			$text,
			function ( Tag $tag ) use ( $context ): ?string {
				$resolved = $this->resolve( $tag, $context );
				if ( null === $resolved ) {
					return null;
				}
				$html = self::braces( esc_html( $resolved['text'] ) );
				if ( '' !== $resolved['url'] && '' !== $html ) {
					$url = esc_url( $resolved['url'] );
					return '' === $url ? $html : '<a href="' . self::braces( $url ) . '">' . $html . '</a>';
				}
				return $html;
			},
			array( self::class, 'decode' )
		);
	}

	/**
	 * A start tag with the tags of its attribute values replaced.
	 *
	 * @param string  $markup  The tag.
	 * @param Context $context The context.
	 */
	private function tag( string $markup, Context $context ): string {
		return (string) preg_replace_callback(
			self::ATTRIBUTES,
			function ( array $match ) use ( $context ): string {
				$raw = $match[4] ?? $match[5] ?? $match[6] ?? '';
				if ( ! str_contains( $raw, '{{' ) ) {
					return (string) $match[0];
				}
				$values = array();
				$slots  = Parser::replace(
					$raw,
					function ( Tag $tag ) use ( $context, &$values ): ?string {
						$resolved = $this->resolve( $tag, $context );
						if ( null === $resolved ) {
							return null;
						}
						$values[] = strtr(
							$resolved['text'],
							array(
								'{' => self::OPEN,
								'}' => self::CLOSE,
							)
						);
						return self::SLOT;
					},
					array( self::class, 'decode' )
				);
				if ( ! $values ) {
					return $match[0];
				}
				// Outside the values, the attribute is decoded as a browser would (its braces too become
				// references: none of the result can be read as a tag again), then escaped as a whole.
				$parts = explode(
					self::SLOT,
					strtr(
						self::decode( $slots ),
						array(
							'{' => self::OPEN,
							'}' => self::CLOSE,
						)
					)
				);
				$value = array_shift( $parts );
				foreach ( $parts as $index => $part ) {
					$value .= ( $values[ $index ] ?? '' ) . $part;
				}
				$name = strtolower( $match[2] );
				// The value written is judged as a stored one would be, for the content's author: a tag
				// cannot bring what the policy refuses (an on* handler, a javascript: URL, a hostile style).
				$braces = array(
					self::OPEN  => '{',
					self::CLOSE => '}',
				);
				if ( ! Content_Trust::allows_attribute( $match[2], strtr( $value, $braces ) ) ) {
					return $match[1] . $match[2] . '=""';
				}
				$escaped = in_array( $name, wp_kses_uri_attributes(), true ) ? esc_url( $value ) : esc_attr( $value );
				$escaped = strtr(
					$escaped,
					array(
						self::OPEN  => '&#123;',
						self::CLOSE => '&#125;',
					)
				);
				return $match[1] . $match[2] . '="' . $escaped . '"';
			},
			$markup,
			-1,
			$count,
			PREG_UNMATCHED_AS_NULL
		);
	}

	/**
	 * Resolves a tag, noting an empty required one; null for a tag nobody knows or one the block's own
	 * content does not hold (it stays as written).
	 *
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 * @return array{text: string, url: string, refusal: string|null}|null
	 */
	private function resolve( Tag $tag, Context $context ): ?array {
		if ( null !== $this->own && ! isset( $this->own[ $tag->key() ] ) ) {
			// Not written in the block's own content (a comment, a title, a search query…): text.
			return null;
		}
		$resolved = $this->resolver->resolve( $tag, $context );
		if ( null !== $resolved && '' === $resolved['text'] && $tag->flag( 'required', true ) ) {
			$this->empty = true;
		}
		return $resolved;
	}

	/**
	 * Decodes HTML character references (tags found in markup carry encoded values).
	 *
	 * @param string $text Encoded text.
	 */
	public static function decode( string $text ): string {
		return html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * Escaped HTML with its braces as character references: text no parser reads as a tag (rendered
	 * values, and the tags Save_Guard makes inert), shown with its braces.
	 *
	 * @param string $html Escaped HTML.
	 */
	public static function braces( string $html ): string {
		return strtr(
			$html,
			array(
				'{' => '&#123;',
				'}' => '&#125;',
			)
		);
	}
}
