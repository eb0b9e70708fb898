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
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			foreach ( self::HTML_ATTRIBUTE_MAPS as $map ) {
				if ( array_key_exists( $map, $attrs ) ) {
					$kept = is_array( $attrs[ $map ] ) ? Html_Attribute_Policy::without_unsafe( $attrs[ $map ] ) : array();
					if ( $kept ) {
						$attrs[ $map ] = $kept;
					} else {
						unset( $attrs[ $map ] );
					}
				}
			}
			$block['attrs'] = self::without_tags( $attrs );
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
			$value  = (string) preg_replace( '/\{\{(?:(?!\{\{|\}\}).)*\}\}/s', '', $before );
		} while ( $value !== $before && str_contains( $value, '{{' ) );
		return $value;
	}
}
