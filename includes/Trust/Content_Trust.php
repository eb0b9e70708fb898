<?php
/**
 * The one trust rule for text that becomes markup or reads data (DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Trust;

/**
 * Decides, for every feature, with whose rights content that becomes markup or reads data is judged
 * (dynamic tags, HTML attributes, loops, remote patterns), and what those rights allow:
 *
 * - Whose rights: the AUTHOR of the content being rendered (Content_Author follows it: post, synced
 *   pattern, template, template part, navigation menu, overlay; the current user in a REST request of the
 *   editor), never the viewer's. null stands for trusted code (theme files, registered patterns, PHP);
 *   0 for content whose author cannot be read: no right at all (fails closed). Remote content (another
 *   site's pattern library) is trusted by nobody: remote_markup() cleans it before anyone can insert it.
 * - HTML attributes: an attribute the policy (Html_Attribute_Policy, src/blocks/html-attributes.json)
 *   calls unsafe is written only for an author with unfiltered_html, judged on the value that is
 *   written, i.e. after a dynamic tag in it was replaced (a tag cannot smuggle what the stored text
 *   would not be allowed).
 * - Reading another post's data (`id:N` of a dynamic tag, a loop's meta_key_id): a post that is publicly
 *   viewable and has no password, or one the author may read (read_post). Trusted code reads any post.
 * - Dynamic tags: a tag is only what the tag parser recognises (known name, plain-text values); the rest
 *   is ordinary text and goes through kses like any other (see Dynamic_Tags\Parser, Save_Guard).
 */
final class Content_Trust {

	/**
	 * The block attributes that hold HTML attributes (htmlAttributes, linkHtmlAttributes of core/image).
	 */
	public const HTML_ATTRIBUTE_MAPS = array( 'htmlAttributes', 'linkHtmlAttributes' );

	/**
	 * Text written as a tag, whatever its name and options (innermost first): `{{`, anything without
	 * `{{` or `}}`, `}}`. What an install before the trust rule kept out of kses' way.
	 */
	public const TAG_TEXT = '/\{\{(?:(?!\{\{|\}\}).)*\}\}/s';

	/**
	 * Whose rights judge the content being rendered now: the author's user id, null for trusted code, 0
	 * for nobody.
	 */
	public static function author(): ?int {
		return Content_Author::instance()->author_id();
	}

	/**
	 * Whether the author of the content being rendered now has a capability (trusted code: yes).
	 *
	 * @param string $capability Capability.
	 */
	public static function author_can( string $capability ): bool {
		return Content_Author::instance()->can( $capability );
	}

	/**
	 * Whether the author of a stored post has a capability: the rights its stored content is judged
	 * with when it renders (a post without a readable author has none).
	 *
	 * @param \WP_Post $post       The post as stored.
	 * @param string   $capability Capability, e.g. unfiltered_html.
	 */
	public static function post_author_can( \WP_Post $post, string $capability ): bool {
		$author = (int) $post->post_author;
		return $author > 0 && user_can( $author, $capability );
	}

	/**
	 * Whether an HTML attribute may be written with this value in content of the author being rendered
	 * now: safe for everyone, or the author has unfiltered_html.
	 *
	 * @param string $name  The attribute's name (as stored or written).
	 * @param string $value The value that is written (tags already replaced).
	 */
	public static function allows_attribute( string $name, string $value ): bool {
		return ! Html_Attribute_Policy::is_unsafe( $name, $value ) || self::author_can( 'unfiltered_html' );
	}

	/**
	 * Whether a reader may read a post's data: publicly viewable without a password, or readable by the
	 * reader (read_post). null (trusted code) may read any existing post; 0 only public ones.
	 *
	 * @param int      $post_id   Post id.
	 * @param int|null $reader_id The reader: the content's author, or the user asking for a preview.
	 */
	public static function can_read_post( int $post_id, ?int $reader_id ): bool {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post ) {
			return false;
		}
		if ( null === $reader_id || ( is_post_publicly_viewable( $post ) && '' === $post->post_password ) ) {
			return true;
		}
		return $reader_id > 0 && user_can( $reader_id, 'read_post', $post->ID );
	}

	/**
	 * Block markup from a remote library, cleaned for nobody's rights: HTML through this site's post kses
	 * rules (filter_block_content for block attributes, wp_kses for the markup); unsafe entries of the
	 * HTML attribute maps (htmlAttributes, linkHtmlAttributes) removed, as for a user without
	 * unfiltered_html; and every dynamic tag removed (`{{…}}` in text, markup and attribute values: the
	 * tags would read this site's data with the rights of whoever inserts the pattern). What is returned
	 * is what the library previews and what is inserted.
	 *
	 * @param string $content Remote block markup.
	 */
	public static function remote_markup( string $content ): string {
		$content = wp_kses( filter_block_content( $content, 'post' ), 'post' );
		if ( ! str_contains( $content, '<!--' ) && ! str_contains( $content, '{{' ) ) {
			return $content;
		}
		return serialize_blocks( self::remote_blocks( parse_blocks( $content ) ) );
	}

	/**
	 * Parsed remote blocks cleaned (see remote_markup()), depth first.
	 *
	 * @param array<mixed> $blocks Parsed blocks.
	 * @return array<mixed>
	 */
	private static function remote_blocks( array $blocks ): array {
		foreach ( $blocks as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$removed        = 0;
			$block['attrs'] = self::without_tags( self::maps_without_unsafe( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array(), $removed ) );
			foreach ( array( 'innerHTML', 'innerContent' ) as $part ) {
				if ( isset( $block[ $part ] ) ) {
					$block[ $part ] = self::without_tags( $block[ $part ] );
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$block['innerBlocks'] = self::remote_blocks( $block['innerBlocks'] );
			}
			$blocks[ $index ] = $block;
		}
		return $blocks;
	}

	/**
	 * A block's attributes with the unsafe entries of its HTML attribute maps removed (a map left empty,
	 * or not a map, is removed), as for a user without unfiltered_html.
	 *
	 * @param array<mixed> $attrs   The block's attributes.
	 * @param int          $removed Incremented by the number of entries removed.
	 * @return array<mixed>
	 */
	private static function maps_without_unsafe( array $attrs, int &$removed ): array {
		foreach ( self::HTML_ATTRIBUTE_MAPS as $map ) {
			if ( ! array_key_exists( $map, $attrs ) ) {
				continue;
			}
			$kept     = is_array( $attrs[ $map ] ) ? Html_Attribute_Policy::without_unsafe( $attrs[ $map ] ) : array();
			$removed += is_array( $attrs[ $map ] ) ? count( $attrs[ $map ] ) - count( $kept ) : 0;
			if ( $kept ) {
				$attrs[ $map ] = $kept;
			} else {
				unset( $attrs[ $map ] );
			}
		}
		return $attrs;
	}

	/**
	 * Content as a user would store it now, by today's rule for a user without unfiltered_html (the one
	 * the save path applies; issue 36 S7): the content_save_pre filters as they run for that user (kses,
	 * and Dynamic_Tags' setting aside of recognised tags in URL attributes around it: WordPress installs
	 * kses when the current user changes, kses_init), then the unsafe entries of the blocks' HTML
	 * attribute maps removed (Html_Attribute_Policy). Text that looks like a tag but is not one (old
	 * `{{…}}` holding markup) is ordinary text and kses filters it. The current user is put back.
	 *
	 * @param string $content Block markup (unslashed).
	 * @param int    $user_id The user whose rights judge it (0: no rights).
	 * @return array{content: string, attributes: int} The content, and how many attribute entries were removed.
	 */
	public static function as_saved_by( string $content, int $user_id ): array {
		$previous = get_current_user_id();
		$removed  = 0;
		wp_set_current_user( $user_id );
		try {
			$filtered = wp_unslash( (string) apply_filters( 'content_save_pre', wp_slash( $content ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter, as a save applies it.
			if ( ! current_user_can( 'unfiltered_html' ) && str_contains( $filtered, '<!--' ) ) {
				$blocks = self::blocks_without_unsafe( parse_blocks( $filtered ), $removed );
				if ( $removed > 0 ) {
					$filtered = serialize_blocks( $blocks );
				}
			}
		} finally {
			wp_set_current_user( $previous );
		}
		return array(
			'content'    => $filtered,
			'attributes' => $removed,
		);
	}

	/**
	 * Parsed blocks with the unsafe entries of their HTML attribute maps removed, depth first.
	 *
	 * @param array<mixed> $blocks  Parsed blocks.
	 * @param int          $removed Incremented by the number of entries removed.
	 * @return array<mixed>
	 */
	private static function blocks_without_unsafe( array $blocks, int &$removed ): array {
		foreach ( $blocks as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			if ( is_array( $block['attrs'] ?? null ) ) {
				$block['attrs'] = self::maps_without_unsafe( $block['attrs'], $removed );
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$block['innerBlocks'] = self::blocks_without_unsafe( $block['innerBlocks'], $removed );
			}
			$blocks[ $index ] = $block;
		}
		return $blocks;
	}

	/**
	 * Whether parsed blocks hold an unsafe entry in one of their HTML attribute maps.
	 *
	 * @param array<mixed> $blocks Parsed blocks.
	 */
	public static function has_unsafe_attributes( array $blocks ): bool {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			foreach ( self::HTML_ATTRIBUTE_MAPS as $map ) {
				if ( null !== Html_Attribute_Policy::first_unsafe( $block['attrs'][ $map ] ?? null ) ) {
					return true;
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && self::has_unsafe_attributes( $block['innerBlocks'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A value with every `{{…}}` removed from its strings (keys of arrays too), until none is left: no
	 * dynamic tag can remain, whatever its name or options.
	 *
	 * @param mixed $value A string, or an array of values.
	 * @return mixed
	 */
	public static function without_tags( mixed $value ): mixed {
		if ( is_array( $value ) ) {
			$clean = array();
			foreach ( $value as $key => $item ) {
				$clean[ is_string( $key ) ? (string) self::without_tags( $key ) : $key ] = self::without_tags( $item );
			}
			return $clean;
		}
		if ( ! is_string( $value ) || ! str_contains( $value, '{{' ) ) {
			return $value;
		}
		// Inner tags first ({{a x:{{b}}}}), until nothing is left to remove.
		do {
			$before = $value;
			$value  = (string) preg_replace( self::TAG_TEXT, '', $before );
		} while ( $value !== $before && str_contains( $value, '{{' ) );
		return $value;
	}
}
