<?php
/**
 * The value of each dynamic tag.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Meta\Meta_Access;
use GBlocks_Pro\Meta\Meta_Values;
use GBlocks_Pro\Meta\User_Data_Access;
use GBlocks_Pro\Trust\Content_Trust;

/**
 * Resolves a tag to its text (modifiers applied, not escaped) and, with `link:`, the URL to link it to.
 *
 * Tags: post_meta, author_meta (the post's author), user_meta (the current visitor), term_meta (`id:N`,
 * else the term being viewed), option, loop_item (`key` optional), loop_index. On post_meta and
 * author_meta, `id:N` picks a post, `source:next-post|previous-post` the post after or before it
 * (`inSameTerm` with `taxonomy`, default category, keeps to the same term in both directions). A post
 * the content's AUTHOR cannot read (Trust\Content_Trust::can_read_post(): not public and no read_post
 * for the author, whoever views the page) or that asks the visitor for a password gives nothing.
 * `key:a.b.c` reads the key `a` and walks `b`, `c` into the array (or object) stored there.
 *
 * Values: strings and numbers as they are, true as 1, false and null as nothing, a list of scalars
 * joined with ", ", anything else nothing. Modifiers, in this order: `trunc:N` keeps the first N
 * characters and adds "…" when it cut something; `case:upper|lower|title`; `link:` links the value
 * in text (ignored in attributes): `post` to the tag's post (the current post for other tags),
 * `author` to the author's posts, `term` to the term (term_meta), `value` to the value itself (a URL),
 * `mailto` and `tel` to the value as an e-mail address or phone number.
 *
 * Keys refused by Meta_Access (secret keys always; for authors without manage_options, `_` keys, user
 * meta beyond the safe list, options beyond the allow-list) give nothing and a refusal message; so does
 * term meta of a taxonomy that is not public when the reader (the content's author) cannot manage its
 * terms, and another user's data beyond the safe list (author_meta of someone else's post, user_meta of a
 * visitor other than the reader) when the reader lacks edit_user on that user (Meta\User_Data_Access).
 * The built-in names are those of src/dynamic-tags/tags.json; other names a plugin registers with
 * `gblocks_pro_dynamic_tag_names` (else they are not tags: Parser) are left to the
 * `gblocks_pro_dynamic_tag_value` filter; without an answer they stay as written.
 */
final class Resolver {

	/**
	 * Tags whose resolution may be remembered (see memo_key()).
	 */
	private const MEMO_TAGS = array( 'post_meta', 'author_meta', 'user_meta', 'term_meta', 'option' );

	/**
	 * The object type whose stored values each meta tag reads (Meta_Access decides which keys).
	 */
	private const META_TYPES = array(
		'post_meta'   => 'post',
		'author_meta' => 'user',
		'user_meta'   => 'user',
		'term_meta'   => 'term',
		'option'      => 'option',
	);

	/**
	 * At most this many resolutions are remembered (then the memo starts again).
	 */
	private const MEMO_SIZE = 2000;

	/**
	 * Resolutions remembered for the request, by memo_key() (shared by the resolvers that remember).
	 *
	 * @var array<string, array{text: string, url: string, refusal: string|null}>
	 */
	private static array $resolved = array();

	/**
	 * Whether a memoised tag's key is refused to authors without manage_options, by Tag::key() (see
	 * memo_key(); forgotten with the resolutions).
	 *
	 * @var array<string, bool>
	 */
	private static array $needs_privilege = array();

	/**
	 * Whether the reader may read a post, by "reader:post" (see target_post()).
	 *
	 * @var array<string, bool>
	 */
	private static array $readable = array();

	/**
	 * Whether this resolver remembers resolutions (the renderer, whose owner forgets them on the hooks
	 * that change a stored value: Block_Tags).
	 *
	 * @var bool
	 */
	private bool $memo;

	/**
	 * A resolver.
	 *
	 * @param bool $memo Whether to remember resolutions for the request; the caller must then call
	 *                   forget() whenever a value they read may change.
	 */
	public function __construct( bool $memo = false ) {
		$this->memo = $memo;
	}

	/**
	 * The tag's resolution, or null for a tag nobody knows (remembered for the request when the
	 * resolver remembers and the tag depends only on stored values, the post, the visitor and the
	 * author's privilege).
	 *
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 * @return array{text: string, url: string, refusal: string|null}|null
	 */
	public function resolve( Tag $tag, Context $context ): ?array {
		$memo = $this->memo ? self::memo_key( $tag, $context ) : null;
		if ( null !== $memo && isset( self::$resolved[ $memo ] ) ) {
			return self::$resolved[ $memo ];
		}
		$resolved = $this->resolve_now( $tag, $context );
		if ( null !== $memo && null !== $resolved ) {
			if ( count( self::$resolved ) >= self::MEMO_SIZE ) {
				self::$resolved        = array();
				self::$needs_privilege = array();
			}
			self::$resolved[ $memo ] = $resolved;
		}
		return $resolved;
	}

	/**
	 * Forgets the remembered resolutions (a value they read may have changed).
	 */
	public static function forget(): void {
		self::$resolved        = array();
		self::$readable        = array();
		self::$needs_privilege = array();
	}

	/**
	 * What a resolution depends on besides the stored values: the tag, the current post, the visitor and
	 * whether the author's rules are those of manage_options (only for a key refused without them: a
	 * key any author may read does not ask the author's capability); null for a tag that depends on more
	 * (the loop item, the term being viewed, a filter answering unknown tags): not remembered.
	 *
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 */
	private static function memo_key( Tag $tag, Context $context ): ?string {
		$name = strtolower( $tag->name );
		if ( ! in_array( $name, self::MEMO_TAGS, true ) || ( 'term_meta' === $name && ! ctype_digit( $tag->option( 'id' ) ) ) ) {
			return null;
		}
		// The reader decides which posts and terms may be read (target_post(), term_meta).
		$reader = $context->reader();
		$key    = $tag->key();
		// Worked out once per tag (forgotten with the resolutions): whether its key is refused without the privilege.
		self::$needs_privilege[ $key ] ??= null !== Meta_Access::refusal_for( self::META_TYPES[ $name ], self::meta_key( $tag ), false );
		$privilege                       = self::$needs_privilege[ $key ] ? ( $context->privileged() ? '1' : '0' ) : '-';
		return $context->post_id . "\0" . get_current_user_id() . "\0" . ( null === $reader ? 't' : $reader ) . "\0" . $privilege . "\0" . $key;
	}

	/**
	 * The tag's resolution, computed.
	 *
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 * @return array{text: string, url: string, refusal: string|null}|null
	 */
	private function resolve_now( Tag $tag, Context $context ): ?array {
		$name = strtolower( $tag->name );
		if ( ! in_array( $name, Parser::built_in_names(), true ) ) {
			/**
			 * Filters the text of a dynamic tag GBlocks Pro does not know (null: leave it as written).
			 * The text is escaped where it lands.
			 *
			 * @param string|null $text    The tag's text.
			 * @param Tag         $tag     The tag (name, options).
			 * @param Context     $context The block's context.
			 */
			$text = apply_filters( 'gblocks_pro_dynamic_tag_value', null, $tag, $context );
			return is_scalar( $text ) ? self::result( self::modify( (string) $text, $tag ) ) : null;
		}
		list( $value, $refusal, $link ) = $this->value( $name, $tag, $context );
		if ( null !== $refusal ) {
			return self::result( '', $refusal );
		}
		$text = self::modify( self::stringify( $value ), $tag );
		$url  = '' === $text ? '' : self::url( $tag, $text, $link );
		return self::result( $text, null, $url );
	}

	/**
	 * The stored key a meta tag reads: its `key` option up to the first `.` (the rest is a path into the
	 * value).
	 *
	 * @param Tag $tag The tag.
	 */
	private static function meta_key( Tag $tag ): string {
		return explode( '.', $tag->option( 'key' ), 2 )[0];
	}

	/**
	 * The raw value of a known tag, a refusal, and what `link:` may point to.
	 *
	 * @param string  $name    Tag name.
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 * @return array{0: mixed, 1: string|null, 2: array{post?: \WP_Post, user?: int, term?: \WP_Term}}
	 */
	private function value( string $name, Tag $tag, Context $context ): array {
		if ( 'loop_index' === $name ) {
			return array( $context->loop_index, null, self::current_link( $tag, $context ) );
		}
		if ( 'loop_item' === $name ) {
			$path = '' === $tag->option( 'key' ) ? array() : explode( '.', $tag->option( 'key' ) );
			return array( self::dig( $context->loop_item, $path ), null, self::current_link( $tag, $context ) );
		}
		$path = explode( '.', $tag->option( 'key' ) );
		$key  = (string) array_shift( $path );
		if ( '' === $key ) {
			return array( null, null, array() );
		}
		$type = self::META_TYPES[ $name ];
		// Without the author's privilege first: a key any author may read costs no capability check.
		$refusal = Meta_Access::refusal_for( $type, $key, false );
		if ( null !== $refusal && $context->privileged() ) {
			$refusal = Meta_Access::refusal_for( $type, $key, true );
		}
		if ( null !== $refusal ) {
			return array( null, $refusal, array() );
		}
		switch ( $name ) {
			case 'post_meta':
				$post = $this->target_post( $tag, $context );
				return null === $post ? array( null, null, array() ) : array(
					self::dig( Meta_Values::get( 'post', $post->ID, $key ), $path ),
					null,
					array(
						'post' => $post,
						'user' => (int) $post->post_author,
					),
				);
			case 'author_meta':
				$post   = $this->target_post( $tag, $context );
				$author = null === $post ? 0 : (int) $post->post_author;
				if ( $author <= 0 ) {
					return array( null, null, array() );
				}
				// Another user's data with the reader's rights on that user (edit_user), not manage_options.
				$refusal = User_Data_Access::refusal( $key, $author, $context->reader(), $context->privileged() );
				return null !== $refusal ? array( null, $refusal, array() ) : array(
					self::dig( Meta_Values::get( 'user', $author, $key ), $path ),
					null,
					array(
						'post' => $post,
						'user' => $author,
					),
				);
			case 'user_meta':
				$user = get_current_user_id();
				if ( $user <= 0 ) {
					return array( null, null, array() );
				}
				// The visitor's data is read with the rights of the content's author on that visitor: a
				// site administrator's `<img src="…{{user_meta key:_secret}}">` must not send a super
				// admin's secret anywhere when the super admin visits.
				$refusal = User_Data_Access::refusal( $key, $user, $context->reader(), $context->privileged() );
				return null !== $refusal ? array( null, $refusal, array() ) : array( self::dig( Meta_Values::get( 'user', $user, $key ), $path ), null, array( 'user' => $user ) );
			case 'term_meta':
				$term = self::target_term( $tag );
				if ( null === $term ) {
					return array( null, null, array() );
				}
				// A term of a taxonomy that is not public: only for content whose author can manage its
				// terms (the content's author on render, the current user in a REST preview).
				$refusal = Meta_Access::term_refusal( $term, $context->reader() );
				return null !== $refusal ? array( null, $refusal, array() ) : array( self::dig( Meta_Values::get( 'term', $term->term_id, $key ), $path ), null, array( 'term' => $term ) );
			default:
				return array( self::dig( Meta_Values::get( 'option', 0, $key ), $path ), null, self::current_link( $tag, $context ) );
		}
	}

	/**
	 * The post a post or author tag reads: `id:N` or the current post, then the adjacent post for
	 * `source:next-post|previous-post`; null when there is none or the reader (the content's author) may
	 * not read it.
	 *
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 */
	private function target_post( Tag $tag, Context $context ): ?\WP_Post {
		$id   = $tag->option( 'id' );
		$post = get_post( ctype_digit( $id ) ? (int) $id : $context->post_id );
		if ( ! $post instanceof \WP_Post || ( '' !== $id && ! ctype_digit( $id ) ) ) {
			return null;
		}
		$source = $tag->option( 'source' );
		if ( 'next-post' === $source || 'previous-post' === $source ) {
			$post = self::adjacent( $post, 'previous-post' === $source, $tag->flag( 'inSameTerm' ), $tag->option( 'taxonomy' ) );
		} elseif ( '' !== $source && 'current' !== $source ) {
			return null;
		}
		if ( ! $post instanceof \WP_Post ) {
			return null;
		}
		// Whether the READER (the content's author, never the visitor: Content_Trust) may read the post,
		// remembered for the request like resolutions (the reader is part of the key; forget() runs when
		// posts or users change). A password the visitor has not given hides the post too.
		$reader = $context->reader();
		$memo   = $this->memo ? ( null === $reader ? 'trusted' : (string) $reader ) . ':' . $post->ID : '';
		if ( '' !== $memo && isset( self::$readable[ $memo ] ) ) {
			return self::$readable[ $memo ] ? $post : null;
		}
		$readable = Content_Trust::can_read_post( $post->ID, $reader ) && ! post_password_required( $post );
		if ( '' !== $memo ) {
			self::$readable[ $memo ] = $readable;
		}
		return $readable ? $post : null;
	}

	/**
	 * The post after or before a post (core's get_adjacent_post(), which reads the global post).
	 *
	 * @param \WP_Post $post        The post.
	 * @param bool     $previous    Before (true) or after.
	 * @param bool     $in_same_term Only posts sharing a term of the taxonomy.
	 * @param string   $taxonomy    Taxonomy ('' : category).
	 */
	private static function adjacent( \WP_Post $post, bool $previous, bool $in_same_term, string $taxonomy ): ?\WP_Post {
		$taxonomy = '' !== $taxonomy && taxonomy_exists( $taxonomy ) ? $taxonomy : 'category';
		if ( $in_same_term && ! is_object_in_taxonomy( $post->post_type, $taxonomy ) ) {
			return null;
		}
		$saved           = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- get_adjacent_post() reads it; restored below.
		try {
			$adjacent = get_adjacent_post( $in_same_term, '', $previous, $taxonomy );
		} finally {
			$GLOBALS['post'] = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Restoring.
		}
		return $adjacent instanceof \WP_Post ? $adjacent : null;
	}

	/**
	 * The term a term tag reads: `id:N`, else the term being viewed (whether it may be read is
	 * Meta_Access::term_refusal()'s to say).
	 *
	 * @param Tag $tag The tag.
	 */
	private static function target_term( Tag $tag ): ?\WP_Term {
		$id   = $tag->option( 'id' );
		$term = ctype_digit( $id ) ? get_term( (int) $id ) : ( '' === $id ? get_queried_object() : null );
		return $term instanceof \WP_Term ? $term : null;
	}

	/**
	 * What `link:post` points to for tags that do not read a post: the current post (nothing when the
	 * tag does not link to the post).
	 *
	 * @param Tag     $tag     The tag.
	 * @param Context $context The context.
	 * @return array{post?: \WP_Post}
	 */
	private static function current_link( Tag $tag, Context $context ): array {
		// Only `link:post` uses it: no post lookup for the other tags.
		if ( 'post' !== strtolower( $tag->option( 'link' ) ) ) {
			return array();
		}
		$post = $context->post_id > 0 ? get_post( $context->post_id ) : null;
		return $post instanceof \WP_Post ? array( 'post' => $post ) : array();
	}

	/**
	 * Walks a dot path into arrays and objects (null when a step is missing).
	 *
	 * @param mixed    $value The value.
	 * @param string[] $path  Steps.
	 * @return mixed
	 */
	private static function dig( mixed $value, array $path ): mixed {
		foreach ( $path as $step ) {
			if ( is_array( $value ) && array_key_exists( $step, $value ) ) {
				$value = $value[ $step ];
			} elseif ( is_object( $value ) && isset( $value->{$step} ) ) {
				$value = $value->{$step};
			} else {
				return null;
			}
		}
		return $value;
	}

	/**
	 * A value as text.
	 *
	 * @param mixed $value The value.
	 */
	public static function stringify( mixed $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string) $value;
		}
		if ( true === $value ) {
			return '1';
		}
		if ( $value instanceof \WP_Post ) {
			return get_the_title( $value );
		}
		if ( is_array( $value ) && $value && array_is_list( $value ) ) {
			$parts = array();
			foreach ( $value as $item ) {
				if ( ! is_scalar( $item ) ) {
					return '';
				}
				$parts[] = self::stringify( $item );
			}
			return implode( ', ', array_filter( $parts, static fn( string $part ): bool => '' !== $part ) );
		}
		return '';
	}

	/**
	 * The text after `trunc:` and `case:`.
	 *
	 * @param string $text The text.
	 * @param Tag    $tag  The tag.
	 */
	private static function modify( string $text, Tag $tag ): string {
		$length = $tag->option( 'trunc' );
		if ( ctype_digit( $length ) && mb_strlen( $text ) > (int) $length ) {
			$text = rtrim( mb_substr( $text, 0, (int) $length ) ) . '…';
		}
		switch ( strtolower( $tag->option( 'case' ) ) ) {
			case 'upper':
				return mb_strtoupper( $text );
			case 'lower':
				return mb_strtolower( $text );
			case 'title':
				return mb_convert_case( $text, MB_CASE_TITLE );
			default:
				return $text;
		}
	}

	/**
	 * The URL `link:` asks for ('' for none).
	 *
	 * @param Tag                                                 $tag  The tag.
	 * @param string                                              $text The tag's text.
	 * @param array{post?: \WP_Post, user?: int, term?: \WP_Term} $link What the tag read.
	 */
	private static function url( Tag $tag, string $text, array $link ): string {
		switch ( strtolower( $tag->option( 'link' ) ) ) {
			case 'post':
				return isset( $link['post'] ) ? (string) get_permalink( $link['post'] ) : '';
			case 'author':
				return ! empty( $link['user'] ) ? get_author_posts_url( $link['user'] ) : '';
			case 'term':
				$url = isset( $link['term'] ) ? get_term_link( $link['term'] ) : '';
				return is_string( $url ) ? $url : '';
			case 'value':
				return $text;
			case 'mailto':
				return is_email( $text ) ? 'mailto:' . $text : '';
			case 'tel':
				$number = (string) preg_replace( '/[^0-9+]/', '', $text );
				return '' !== $number ? 'tel:' . $number : '';
			default:
				return '';
		}
	}

	/**
	 * A resolution.
	 *
	 * @param string      $text    Text.
	 * @param string|null $refusal Refusal message.
	 * @param string      $url     Link URL.
	 * @return array{text: string, url: string, refusal: string|null}
	 */
	private static function result( string $text, ?string $refusal = null, string $url = '' ): array {
		return array(
			'text'    => $text,
			'url'     => $url,
			'refusal' => $refusal,
		);
	}
}
