<?php
/**
 * Refuses content whose dynamic tags read keys the saving user may not read.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Meta\Meta_Access;
use GBlocks_Pro\Meta\User_Data_Access;
use GBlocks_Pro\Support\Feature;

/**
 * The save side of DESIGN §11 for dynamic tags (the render side is Block_Tags, which refuses the same
 * keys again for the content's author). A REST write (rest_pre_insert_{post_type}, every post type shown
 * in REST that supports the editor: posts, pages, wp_block, wp_template, wp_template_part, wp_navigation,
 * gblocks_overlay…; autosaves too) whose content holds a tag reading a refused key is answered 403
 * `gblocks_pro_forbidden_dynamic_tag` naming the key ('The dynamic tag key "_secret" is not allowed.'),
 * and nothing is saved. The whole content is checked, so an author editing a post that an administrator
 * gave such a tag cannot save it until the tag is removed. Tags reading a user's data are checked against
 * that user (Meta\User_Data_Access: beyond the safe list, edit_user on them): `author_meta` against the
 * author of its `id:N` post, or of the post being saved; `user_meta` (every future visitor) and
 * `source:next-post|previous-post` (a post not known yet) against every user (edit_users). A REST write
 * without content that changes the author is checked the same way on the stored content (issue 36 S1:
 * the new author's rights would read its tags), and refused with the same 403.
 *
 * Every save (wp_insert_post_data: REST too, and wp_insert_post()/wp_update_post() from the classic
 * editor, XML-RPC, quick and bulk edit, imports) by a logged-in user cannot always answer a message:
 * there each recognised tag of the content that the saver may not read (the same rule, with the author
 * the post will have) is made inert text, its braces written as `&#123;`/`&#125;` (Replacer::braces(),
 * as rendered values are: never read as a tag again, shown as written), unless the save changes neither
 * the content nor the author (the stored tags render as before, with the same author's rights). A tag is
 * read where it stands (a loop reads each item's post), so a stored tag moved or copied counts as new.
 * Without a user (trusted code: cron, WP-CLI without --user, PHP) nothing is changed, as the render side
 * trusts code (Trust\Content_Trust).
 *
 * Users without unfiltered_html have their content filtered by kses, and tags go through it like any
 * other text (DESIGN §11: never let past kses by setting it aside). The one exception is what kses would
 * mangle although it is safe: it reads `{{post_meta key:url}}` in a URL attribute (href, src…: core's
 * wp_kses_uri_attributes()) as a URL with the unknown protocol "{{post_meta key" and cuts it. Only
 * there, and only a tag the Parser recognises (a known name; the tag and every value plain text, without
 * `<`, `>`, quotes or backtick, so it can neither open an element nor leave the attribute), is replaced by
 * a placeholder before kses (content_save_pre, priority 9) and put back after it (priority 11), where
 * kses kept the attribute. Block comments (their JSON attributes), text and other attributes are never
 * touched: kses filters them whole. The value is checked when it renders (esc_url of the whole attribute,
 * and the HTML attribute policy for the content's author: Trust\Content_Trust).
 */
final class Save_Guard implements Feature {

	public const ERROR_CODE = 'gblocks_pro_forbidden_dynamic_tag';

	/**
	 * The object type each tag reads a key of.
	 */
	public const OBJECT_TYPES = array(
		'post_meta'   => 'post',
		'author_meta' => 'user',
		'user_meta'   => 'user',
		'term_meta'   => 'term',
		'option'      => 'option',
	);

	/**
	 * Adds the hooks, on static methods: Plugin adds them by class name, so this class loads only when
	 * the REST API starts or content is saved.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( self::class, 'guard_rest_post_types' ), PHP_INT_MAX );
		add_filter( 'content_save_pre', array( self::class, 'set_tags_aside' ), 9 );
		add_filter( 'content_save_pre', array( self::class, 'put_tags_back' ), 11 );
		add_filter( 'wp_insert_post_data', array( self::class, 'neutralise_refused' ), 10, 2 );
	}

	/**
	 * Tags set aside until kses has run, by placeholder.
	 *
	 * @var array<string, string>
	 */
	private static array $aside = array();

	/**
	 * Start tags (comments are matched first so that nothing inside them is read as a tag).
	 */
	private const MARKUP = '/<!--.*?-->|<[A-Za-z][^\s\/>]*(?:[^>"\']|"[^"]*"|\'[^\']*\')*>/s';

	/**
	 * Attributes of a start tag.
	 */
	private const ATTRIBUTES = '/(\s)([^\s"\'>\/=]+)(\s*=\s*)(?:"([^"]*)"|\'([^\']*)\')/';

	/**
	 * Replaces the recognised tags of URL attribute values in content about to be filtered by kses with
	 * placeholders kses leaves alone (content_save_pre, before wp_filter_post_kses).
	 *
	 * @param mixed $content Content (slashed).
	 * @return mixed
	 */
	public static function set_tags_aside( $content ) {
		self::$aside = array();
		if ( ! is_string( $content ) || ! str_contains( $content, '{{' ) || false === has_filter( 'content_save_pre', 'wp_filter_post_kses' ) ) {
			return $content;
		}
		$prefix = 'gbdt' . strtolower( wp_generate_password( 12, false ) );
		$uri    = wp_kses_uri_attributes();
		$aside  = array();
		// One placeholder per recognised tag of a URL attribute value: the tag is plain text (Parser), so
		// what is put back can neither open an element nor leave the attribute.
		$set_aside = static function ( Tag $tag ) use ( $prefix, &$aside ): string {
			$placeholder           = $prefix . count( $aside ) . 'x';
			$aside[ $placeholder ] = wp_slash( $tag->raw );
			return $placeholder;
		};
		$attribute = static function ( array $match ) use ( $uri, $set_aside ): string {
			$double = $match[4] ?? null;
			$value  = (string) ( $double ?? $match[5] ?? '' );
			if ( ! str_contains( $value, '{{' ) || ! in_array( strtolower( (string) $match[2] ), $uri, true ) ) {
				return (string) $match[0];
			}
			$quote = null === $double ? "'" : '"';
			$value = Parser::replace( $value, $set_aside, array( Replacer::class, 'decode' ) );
			return $match[1] . $match[2] . $match[3] . $quote . $value . $quote;
		};
		$replaced  = preg_replace_callback(
			self::MARKUP,
			static function ( array $element ) use ( $attribute ): string {
				if ( str_starts_with( $element[0], '<!--' ) || ! str_contains( $element[0], '{{' ) ) {
					return $element[0];
				}
				return (string) preg_replace_callback( self::ATTRIBUTES, $attribute, $element[0], -1, $count, PREG_UNMATCHED_AS_NULL );
			},
			wp_unslash( $content )
		);
		if ( ! $aside || ! is_string( $replaced ) ) {
			return $content;
		}
		self::$aside = $aside;
		return wp_slash( $replaced );
	}

	/**
	 * Puts the tags set aside back (content_save_pre, after wp_filter_post_kses).
	 *
	 * @param mixed $content Filtered content (slashed).
	 * @return mixed
	 */
	public static function put_tags_back( $content ) {
		if ( ! self::$aside || ! is_string( $content ) ) {
			return $content;
		}
		$content     = strtr( $content, self::$aside );
		self::$aside = array();
		return $content;
	}

	/**
	 * Guards the REST writes of every post type edited with the block editor (rest_api_init, after the
	 * routes are registered).
	 */
	public static function guard_rest_post_types(): void {
		foreach ( get_post_types( array( 'show_in_rest' => true ), 'names' ) as $type ) {
			if ( post_type_supports( $type, 'editor' ) ) {
				add_filter( 'rest_pre_insert_' . $type, array( self::class, 'check_rest_write' ), 10, 1 );
			}
		}
	}

	/**
	 * Refuses a REST write whose content reads a refused key (rest_pre_insert_{post_type}): the content
	 * it sends, or, when it sends none but changes the author, the content stored.
	 *
	 * @param mixed $prepared The prepared post (stdClass), or an error of an earlier filter.
	 * @return mixed
	 */
	public static function check_rest_write( $prepared ) {
		if ( ! is_object( $prepared ) || is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$content = self::content_to_check( $prepared );
		if ( null === $content ) {
			return $prepared;
		}
		$refused = self::first_refusal( $content, get_current_user_id(), self::author_after_save( $prepared ) );
		if ( null === $refused ) {
			return $prepared;
		}
		return new \WP_Error(
			self::ERROR_CODE,
			$refused['message'],
			array(
				'status' => 403,
				'key'    => $refused['key'],
			)
		);
	}

	/**
	 * The content a REST write must be checked on: the content it sends; else the stored content when
	 * the write gives the post another author (its tags would then read with that author's rights);
	 * else none (null).
	 *
	 * @param object $prepared The prepared post.
	 */
	private static function content_to_check( object $prepared ): ?string {
		if ( isset( $prepared->post_content ) ) {
			return is_string( $prepared->post_content ) ? $prepared->post_content : null;
		}
		$stored = isset( $prepared->ID ) && is_numeric( $prepared->ID ) ? get_post( (int) $prepared->ID ) : null;
		if ( ! $stored instanceof \WP_Post || self::author_after_save( $prepared ) === (int) $stored->post_author ) {
			return null;
		}
		return (string) $stored->post_content;
	}

	/**
	 * Makes inert the tags of saved content that the saving user may not read (wp_insert_post_data; the
	 * data is slashed), unless the save changes neither the content nor the author. See the class
	 * description.
	 *
	 * @param mixed $data    Post data about to be written.
	 * @param mixed $postarr The post array given to wp_insert_post() (its ID names the post updated).
	 * @return mixed
	 */
	public static function neutralise_refused( $data, $postarr = array() ) {
		$saver = get_current_user_id();
		if ( $saver < 1 || ! is_array( $data ) || ! is_string( $data['post_content'] ?? null ) || ! str_contains( $data['post_content'], '{{' ) ) {
			return $data;
		}
		// A revision (an autosave, or the copy core keeps of each save) renders as the post it belongs
		// to: with that post's author, compared with that post's content.
		$revision = 'revision' === ( $data['post_type'] ?? null );
		$post_id  = $revision ? ( $data['post_parent'] ?? null ) : ( is_array( $postarr ) ? ( $postarr['ID'] ?? null ) : null );
		$stored   = is_numeric( $post_id ) && (int) $post_id > 0 ? get_post( (int) $post_id ) : null;
		$stored   = $stored instanceof \WP_Post ? $stored : null;
		$author   = ! $revision && is_numeric( $data['post_author'] ?? null ) && (int) $data['post_author'] > 0
			? (int) $data['post_author']
			: ( null !== $stored ? (int) $stored->post_author : $saver );
		$content  = wp_unslash( $data['post_content'] );
		if ( null !== $stored && $content === $stored->post_content && $author === (int) $stored->post_author ) {
			return $data;
		}
		$inert = self::without_refused( $content, $saver, $author );
		if ( $inert !== $content ) {
			$data['post_content'] = wp_slash( $inert );
		}
		return $data;
	}

	/**
	 * A text with every tag the user may not read made inert: its braces as character references, so
	 * it shows as written and is never read as a tag again.
	 *
	 * @param string $content     Content (block markup).
	 * @param int    $user_id     The user whose rules apply.
	 * @param int    $post_author The author of the post the content is saved in (0: the user).
	 */
	public static function without_refused( string $content, int $user_id, int $post_author = 0 ): string {
		$privileged  = Meta_Access::is_privileged( $user_id );
		$post_author = $post_author > 0 ? $post_author : $user_id;
		return Parser::replace(
			$content,
			static fn( Tag $tag ): ?string => null === self::refusal_of( $tag, $user_id, $post_author, $privileged ) ? null : Replacer::braces( $tag->raw ),
			array( Replacer::class, 'decode' )
		);
	}

	/**
	 * The author the written post will have: the one the request sets, else the stored post's, else the
	 * user creating it.
	 *
	 * @param object $prepared The prepared post.
	 */
	private static function author_after_save( object $prepared ): int {
		if ( isset( $prepared->post_author ) && is_numeric( $prepared->post_author ) && (int) $prepared->post_author > 0 ) {
			return (int) $prepared->post_author;
		}
		$stored = isset( $prepared->ID ) && is_numeric( $prepared->ID ) ? get_post( (int) $prepared->ID ) : null;
		return $stored instanceof \WP_Post ? (int) $stored->post_author : get_current_user_id();
	}

	/**
	 * The user a user-data tag reads, as far as it is known when saving: the author of the `id:N` post
	 * or of the post being saved for author_meta; null (anyone) for user_meta and adjacent posts.
	 *
	 * @param Tag $tag         The tag (author_meta or user_meta).
	 * @param int $post_author The author of the post being saved.
	 */
	private static function subject( Tag $tag, int $post_author ): ?int {
		$source = $tag->option( 'source' );
		if ( 'user_meta' === strtolower( $tag->name ) || 'next-post' === $source || 'previous-post' === $source ) {
			return null;
		}
		$id = $tag->option( 'id' );
		if ( '' === $id ) {
			return $post_author;
		}
		$post = ctype_digit( $id ) ? get_post( (int) $id ) : null;
		// A post that does not exist has no author to read (it renders nothing).
		return $post instanceof \WP_Post ? (int) $post->post_author : $post_author;
	}

	/**
	 * The first tag of a text that reads a key the user may not read: the key and the message, or null.
	 *
	 * @param string $content     Content (block markup).
	 * @param int    $user_id     The user whose rules apply.
	 * @param int    $post_author The author of the post the content is saved in (0: the user), whose
	 *                            data author_meta reads without `id`.
	 * @return array{key: string, message: string}|null
	 */
	public static function first_refusal( string $content, int $user_id, int $post_author = 0 ): ?array {
		$tags = Parser::find_all( $content, array( Replacer::class, 'decode' ) );
		if ( ! $tags ) {
			return null;
		}
		$privileged  = Meta_Access::is_privileged( $user_id );
		$post_author = $post_author > 0 ? $post_author : $user_id;
		foreach ( $tags as $tag ) {
			$message = self::refusal_of( $tag, $user_id, $post_author, $privileged );
			if ( null !== $message ) {
				return array(
					'key'     => explode( '.', $tag->option( 'key' ) )[0],
					'message' => $message,
				);
			}
		}
		return null;
	}

	/**
	 * Why a tag reads a key the user may not read (the message naming the key), or null when it may.
	 *
	 * @param Tag  $tag         The tag.
	 * @param int  $user_id     The user whose rules apply.
	 * @param int  $post_author The author of the post the tag is saved in.
	 * @param bool $privileged  Whether the user has manage_options.
	 */
	private static function refusal_of( Tag $tag, int $user_id, int $post_author, bool $privileged ): ?string {
		$type = self::OBJECT_TYPES[ strtolower( $tag->name ) ] ?? null;
		if ( null === $type ) {
			return null;
		}
		$key = explode( '.', $tag->option( 'key' ) )[0];
		if ( '' === $key ) {
			return null;
		}
		return 'user' === $type
			? User_Data_Access::refusal( $key, self::subject( $tag, $post_author ), $user_id, $privileged )
			: Meta_Access::refusal_for( $type, $key, $privileged );
	}
}
