<?php
/**
 * Dynamic tags in every block's text and attribute values.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Support\Marked_Block_Extension;
use GBlocks_Pro\Support\Registered_Block_Extension;
use GBlocks_Pro\Trust\Content_Author;
use GBlocks_Pro\Trust\Content_Trust;

/**
 * The render side (DESIGN §13): a block extension triggered by `{{` in a block's own saved content (its
 * innerHTML or attribute values; no attribute needed), which replaces the tags with their values
 * (Replacer) in the block's context. Only the tags that content holds are templates: the same text
 * coming from elsewhere in the rendered markup (a comment, a post title or excerpt, a search query, the
 * markup of inner blocks or loop items) stays as text, whatever the trust of the content around it. The
 * context: the
 * post (block context postId, or the global post), and inside a gblocks-pro/loop the loop item and
 * index. Which keys and which other posts (`id:N`, next/previous) may be read is decided for the AUTHOR
 * of the content being rendered (Trust\Content_Trust), never the visitor: content by an author without
 * manage_options renders nothing for a refused key, whoever saved the tag first, and a post its author
 * may not read gives nothing even when an administrator previews it. Inner blocks are replaced first (render_block runs inside out) and
 * their values come out with encoded braces, so an outer block never reads them as tags.
 */
final class Block_Tags extends Registered_Block_Extension implements Marked_Block_Extension {

	/**
	 * Hooks after which a remembered resolution may be stale: stored values, posts (status, password,
	 * order for next/previous), users, terms, the visitor, the site.
	 */
	private const CHANGES = array(
		'added_post_meta',
		'updated_post_meta',
		'deleted_post_meta',
		'added_user_meta',
		'updated_user_meta',
		'deleted_user_meta',
		'added_term_meta',
		'updated_term_meta',
		'deleted_term_meta',
		'added_option',
		'updated_option',
		'deleted_option',
		'clean_post_cache',
		'clean_user_cache',
		'clean_term_cache',
		'clean_object_term_cache',
		'set_current_user',
		'switch_blog',
	);

	/**
	 * Tag keys by text (see keys()).
	 *
	 * @var array<string, array<string, true>>
	 */
	private static array $keys = array();

	/**
	 * The replacer.
	 *
	 * @var Replacer|null
	 */
	private ?Replacer $replacer = null;

	/**
	 * Adds the extension, and the hooks that follow whose content renders.
	 */
	public function register(): void {
		parent::register();
		Content_Author::instance()->register();
		// Remembered resolutions (Resolver) are forgotten whenever a value they may have read changes.
		foreach ( self::CHANGES as $hook ) {
			add_action( $hook, array( Resolver::class, 'forget' ), 10, 0 );
		}
	}

	/**
	 * No attribute: the marker triggers the extension.
	 *
	 * @return string[]
	 */
	public function attributes(): array {
		return array();
	}

	/**
	 * The opening of a tag.
	 */
	public function marker(): string {
		return '{{';
	}

	/**
	 * Nothing to decide before the block renders.
	 *
	 * @param array<string, mixed> $block  The parsed block.
	 * @param \WP_Block|null       $parent The parent block.
	 */
	public function pre_render( array $block, ?\WP_Block $parent ): ?string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- Interface signature.
		return null;
	}

	/**
	 * Replaces the tags of the block's markup; '' when a required tag is empty.
	 *
	 * @param string               $html     The block's markup.
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $instance The block instance.
	 */
	public function render( string $html, array $block, ?\WP_Block $instance ): string {
		$own = self::own_tags( $block );
		if ( ! $own ) {
			return $html;
		}
		$this->replacer ??= new Replacer( new Resolver( true ) );
		return $this->replacer->html( $html, self::context( $instance ), $own ) ?? '';
	}

	/**
	 * The keys (Tag::key()) of the tags the block's own saved content holds: its static markup
	 * (innerHTML, without its inner blocks) and its attribute values (strings, and the strings of an
	 * array attribute such as htmlAttributes). Only these are templates; a tag in text the block renders
	 * from elsewhere (a comment, a post title, a search query) is text.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 * @return array<string, true>
	 */
	public static function own_tags( array $block ): array {
		$texts = array();
		$inner = $block['innerHTML'] ?? '';
		if ( is_string( $inner ) && str_contains( $inner, '{{' ) ) {
			$texts[] = $inner;
		}
		$attrs = $block['attrs'] ?? null;
		if ( is_array( $attrs ) ) {
			foreach ( $attrs as $value ) {
				foreach ( is_array( $value ) ? $value : array( $value ) as $item ) {
					if ( is_string( $item ) && str_contains( $item, '{{' ) ) {
						$texts[] = $item;
					}
				}
			}
		}
		$own = array();
		foreach ( $texts as $text ) {
			$own += self::keys( $text );
		}
		return $own;
	}

	/**
	 * The keys of the tags of a text (remembered per text for the request: a block rendered once per
	 * loop item, or the same block on many pages of a query, parses its markup once).
	 *
	 * @param string $text Saved markup or an attribute value.
	 * @return array<string, true>
	 */
	private static function keys( string $text ): array {
		// Which names are tags may change (gblocks_pro_dynamic_tag_names): they are part of the key.
		$memo = implode( ',', array_keys( Parser::known_names() ) ) . "\0" . $text;
		if ( isset( self::$keys[ $memo ] ) ) {
			return self::$keys[ $memo ];
		}
		if ( count( self::$keys ) >= 500 ) {
			self::$keys = array();
		}
		$keys = array();
		foreach ( Parser::find_all( $text, array( Replacer::class, 'decode' ) ) as $tag ) {
			$keys[ $tag->key() ] = true;
		}
		self::$keys[ $memo ] = $keys;
		return $keys;
	}

	/**
	 * The context of a block instance: everything its ancestors provide (core passes a block only the
	 * context its type declares in usesContext; dynamic tags work in every block, so they read the
	 * context the block was given).
	 *
	 * @param \WP_Block|null $instance The block instance.
	 */
	public static function context( ?\WP_Block $instance ): Context {
		$available = array();
		if ( null !== $instance ) {
			$available = ( fn(): array => (array) $this->available_context )->call( $instance );
		}
		$post_id = $available['postId'] ?? get_the_ID();
		return new Context(
			is_numeric( $post_id ) ? (int) $post_id : 0,
			static fn(): bool => Content_Trust::author_can( 'manage_options' ),
			static fn(): ?int => Content_Trust::author(),
			$available
		);
	}
}
