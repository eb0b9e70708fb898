<?php
/**
 * Refuses unsafe block HTML attributes when a user without unfiltered_html saves content.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Trust\Content_Trust;
use GBlocks_Pro\Trust\Html_Attribute_Policy;

/**
 * The save side of DESIGN §11 for htmlAttributes and linkHtmlAttributes (the render side is
 * Html_Attributes, which drops them again for authors without unfiltered_html).
 *
 * - REST writes (rest_pre_insert_{post_type}, for every post type shown in REST that supports the
 *   editor: posts, pages, wp_block, wp_template, wp_template_part, wp_navigation, gblocks_overlay...;
 *   autosaves go through the same filter): content whose blocks (inner blocks included) carry an unsafe
 *   attribute, written by a user without unfiltered_html, is refused with a 400
 *   `gblocks_pro_unsafe_html_attribute` naming the attribute and the block by its title (as the
 *   inspector shows it, e.g. "Paragraph") and where to remove it; nothing is saved. The filter
 *   runs before the controller writes, which is why it is the place: the editor gets the message.
 *   (Core's autosaves controller ignores the filter's error: Support\Autosave_Refusals answers it.)
 * - Every other save (wp_insert_post_data: wp_insert_post() and wp_update_post() from PHP, XML-RPC,
 *   imports) by such a user cannot answer 400: the unsafe entries are removed from the content instead,
 *   as core's kses does for HTML.
 * - Only NEW unsafe entries count: a block's attribute map byte-identical to one the post already
 *   stores (an administrator's onclick in a post an editor without unfiltered_html now edits) is kept
 *   untouched and does not stop the save (first_unsafe()). It renders as before: the render side judges
 *   the post's author. Except when the save makes someone with unfiltered_html the author of a post
 *   whose author lacked it: its unsafe entries never rendered, and would now run through another
 *   user's rights. Then they are judged with the saver's rights, as new ones: refused (REST, when the
 *   content is sent) or removed (every other save, also one that changes nothing but the author: REST
 *   without content, wp_update_post(), quick and bulk edit). Issue 36 S3.
 */
final class Html_Attributes_Save_Guard implements Feature {

	public const ERROR_CODE = 'gblocks_pro_unsafe_html_attribute';

	/**
	 * The block attributes that hold HTML attributes.
	 */
	private const ATTRIBUTES = array( Html_Attributes::ATTRIBUTE, Html_Attributes::LINK_ATTRIBUTE );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( self::class, 'guard_rest_post_types' ), PHP_INT_MAX );
		add_filter( 'wp_insert_post_data', array( self::class, 'strip_unsafe' ), 10, 3 );
	}

	/**
	 * The post types whose REST writes are guarded: shown in REST and edited with the block editor.
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'show_in_rest' => true ), 'names' ) as $type ) {
			if ( post_type_supports( $type, 'editor' ) ) {
				$types[] = $type;
			}
		}
		return $types;
	}

	/**
	 * Guards the REST writes of every such post type (rest_api_init, after the routes are registered).
	 */
	public static function guard_rest_post_types(): void {
		foreach ( self::post_types() as $type ) {
			add_filter( 'rest_pre_insert_' . $type, array( self::class, 'check_rest_write' ), 10, 1 );
		}
	}

	/**
	 * Refuses a REST write whose content carries an unsafe attribute (rest_pre_insert_{post_type}).
	 *
	 * @param mixed $prepared The prepared post (stdClass), or an error of an earlier filter.
	 * @return mixed
	 */
	public static function check_rest_write( $prepared ) {
		if ( ! is_object( $prepared ) || is_wp_error( $prepared ) || ! isset( $prepared->post_content ) || ! is_string( $prepared->post_content ) ) {
			return $prepared;
		}
		if ( current_user_can( 'unfiltered_html' ) ) {
			return $prepared;
		}
		$author = isset( $prepared->post_author ) && is_numeric( $prepared->post_author ) ? (int) $prepared->post_author : null;
		$found  = self::first_unsafe( $prepared->post_content, self::stored_content( $prepared->ID ?? null, $author ) );
		if ( null === $found ) {
			return $prepared;
		}
		$title   = self::block_title( $found['block'] );
		$section = Html_Attributes::LINK_ATTRIBUTE === $found['source'] ? __( 'Link Attributes', 'gblocks-pro' ) : __( 'HTML Attributes', 'gblocks-pro' );
		return new \WP_Error(
			self::ERROR_CODE,
			sprintf(
				/* translators: 1: HTML attribute name, e.g. onclick. 2: block title, e.g. Paragraph. 3: the inspector section, HTML Attributes or Link Attributes. */
				__( 'The attribute "%1$s" is not allowed on the %2$s block. Remove it under Advanced › %3$s.', 'gblocks-pro' ),
				$found['attribute'],
				$title,
				$section
			),
			array(
				'status'      => 400,
				'attribute'   => $found['attribute'],
				'block'       => $found['block'],
				'block_title' => $title,
			)
		);
	}

	/**
	 * A block's title as the editor shows it (the registered type's title), or its name when the type
	 * is not registered or has no title.
	 *
	 * @param string $block_name Block name, e.g. core/paragraph.
	 */
	public static function block_title( string $block_name ): string {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block_name );
		return $type instanceof \WP_Block_Type && is_string( $type->title ) && '' !== $type->title ? $type->title : $block_name;
	}

	/**
	 * The content stored for a post being updated, whose unsafe attributes are kept as they are (DESIGN
	 * §11; issue 29 D9), or '' for a new post. They render as the post's author may: when that author,
	 * before this save, lacks unfiltered_html (an old install's contributor post) they never rendered,
	 * and a save that makes someone with unfiltered_html the author would make them run through another
	 * user's rights; then nothing is kept (issue 36 S3): the saver's rights judge them, as new ones.
	 *
	 * @param mixed    $post_id The id of the post being written, if it exists already.
	 * @param int|null $author  The post's author after this save (null: unchanged).
	 */
	private static function stored_content( mixed $post_id, ?int $author = null ): string {
		$post = is_numeric( $post_id ) && (int) $post_id > 0 ? get_post( (int) $post_id ) : null;
		if ( ! $post instanceof \WP_Post ) {
			return '';
		}
		$gains_rights = null !== $author && $author !== (int) $post->post_author && $author > 0 && user_can( $author, 'unfiltered_html' );
		return $gains_rights && ! Content_Trust::post_author_can( $post, 'unfiltered_html' ) ? '' : (string) $post->post_content;
	}

	/**
	 * Removes the new unsafe attributes from content saved by a user without unfiltered_html
	 * (wp_insert_post_data; the data is slashed); those already stored in the post are kept.
	 *
	 * The content here has been through kses, which rewrites "&", "<" and ">" in block attribute values
	 * ("a && b" becomes "a &amp;&amp; b"): a stored handler would no longer be identical and would be
	 * dropped. So a map that is not identical to a stored one is looked up, at the same place, in the
	 * content as it was given (before kses): when that one is identical to a stored map, it is put back
	 * as it was stored.
	 *
	 * @param mixed $data        Post data.
	 * @param mixed $postarr     The post array given to wp_insert_post() (its ID names the post updated).
	 * @param mixed $unsanitized The post array before sanitizing (slashed).
	 * @return mixed
	 */
	public static function strip_unsafe( $data, $postarr = array(), $unsanitized = array() ) {
		if ( ! is_array( $data ) || ! is_string( $data['post_content'] ?? null ) || ! str_contains( $data['post_content'], '<!--' ) || current_user_can( 'unfiltered_html' ) ) {
			return $data;
		}
		$content = wp_unslash( $data['post_content'] );
		// A revision (an autosave, or the copy core keeps of each save) is judged against the post it
		// belongs to.
		$stored = 'revision' === ( $data['post_type'] ?? null )
			? self::stored_content( $data['post_parent'] ?? null )
			: self::stored_content( is_array( $postarr ) ? ( $postarr['ID'] ?? null ) : null, is_numeric( $data['post_author'] ?? null ) ? (int) $data['post_author'] : null );
		if ( null === self::first_unsafe( $content, $stored ) ) {
			return $data;
		}
		$given                = is_array( $unsanitized ) && is_string( $unsanitized['post_content'] ?? null ) ? parse_blocks( wp_unslash( $unsanitized['post_content'] ) ) : array();
		$allowed              = self::stored_unsafe( $stored );
		$data['post_content'] = wp_slash( serialize_blocks( self::strip_blocks( parse_blocks( $content ), $allowed, $given ) ) );
		return $data;
	}

	/**
	 * The first unsafe attribute of block content that is not already stored: its name, its block's
	 * name and the block attribute holding it (htmlAttributes or linkHtmlAttributes), or null.
	 *
	 * What the stored content holds is kept for whoever saves the post next (an administrator's onclick
	 * in a post an editor without unfiltered_html now edits): a map of attributes (a block's
	 * htmlAttributes or linkHtmlAttributes) with an unsafe entry is allowed when it is byte-identical to
	 * one of the stored content on a block of the same name, as many times as the stored content has it.
	 * The whole map must be identical, not only the unsafe entry: a stored handler often reads its own
	 * element's other attributes (onclick="location = this.dataset.url"), which must not change under
	 * it. Where the block moved, and the block's text, do not matter; a changed value, a new name, a
	 * changed neighbour attribute, a copy of the block or a map taken from another post is new.
	 *
	 * @param string $content Block content.
	 * @param string $stored  The content stored before this save ('' for a new post).
	 * @return array{attribute: string, block: string, source: string}|null
	 */
	public static function first_unsafe( string $content, string $stored = '' ): ?array {
		// Without a block comment there are no block attributes (a JSON key may be escaped, so the names
		// of our attributes are not searched for).
		if ( ! str_contains( $content, '<!--' ) ) {
			return null;
		}
		$allowed = self::stored_unsafe( $stored );
		return self::first_unsafe_in( parse_blocks( $content ), $allowed );
	}

	/**
	 * How many times each map with an unsafe entry occurs in stored content, by map key.
	 *
	 * @param string $stored Stored block content.
	 * @return array<string, int>
	 */
	private static function stored_unsafe( string $stored ): array {
		$counts = array();
		if ( str_contains( $stored, '<!--' ) ) {
			self::count_unsafe( parse_blocks( $stored ), $counts );
		}
		return $counts;
	}

	/**
	 * Counts the maps with an unsafe entry of parsed blocks, depth first.
	 *
	 * @param array<mixed>       $blocks Parsed blocks.
	 * @param array<string, int> $counts Counts by map key.
	 */
	private static function count_unsafe( array $blocks, array &$counts ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			foreach ( self::ATTRIBUTES as $attribute ) {
				$map = $block['attrs'][ $attribute ] ?? null;
				if ( is_array( $map ) && null !== Html_Attribute_Policy::first_unsafe( $map ) ) {
					$key            = self::map_key( $block, $attribute, $map );
					$counts[ $key ] = ( $counts[ $key ] ?? 0 ) + 1;
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				self::count_unsafe( $block['innerBlocks'], $counts );
			}
		}
	}

	/**
	 * The identity of a block's attribute map: block name, block attribute, and the map's JSON (names,
	 * values and their order as stored).
	 *
	 * @param array<mixed> $block     Parsed block.
	 * @param string       $attribute htmlAttributes or linkHtmlAttributes.
	 * @param array<mixed> $map       The map as stored.
	 */
	private static function map_key( array $block, string $attribute, array $map ): string {
		return self::block_name( $block ) . "\0" . $attribute . "\0" . (string) wp_json_encode( $map );
	}

	/**
	 * Takes one stored occurrence of a map, if one is left.
	 *
	 * @param array<string, int> $allowed   Stored occurrences left, by map key.
	 * @param array<mixed>       $block     Parsed block.
	 * @param string             $attribute htmlAttributes or linkHtmlAttributes.
	 * @param array<mixed>       $map       The map.
	 */
	private static function take_stored( array &$allowed, array $block, string $attribute, array $map ): bool {
		$key = self::map_key( $block, $attribute, $map );
		if ( ( $allowed[ $key ] ?? 0 ) < 1 ) {
			return false;
		}
		--$allowed[ $key ];
		return true;
	}

	/**
	 * A parsed block's name (freeform content has none).
	 *
	 * @param array<mixed> $block Parsed block.
	 */
	private static function block_name( array $block ): string {
		return is_string( $block['blockName'] ?? null ) ? $block['blockName'] : 'core/freeform';
	}

	/**
	 * The first unsafe attribute of parsed blocks that is not in a stored map, depth first.
	 *
	 * @param array<mixed>       $blocks  Parsed blocks.
	 * @param array<string, int> $allowed Stored occurrences left, by map key.
	 * @return array{attribute: string, block: string, source: string}|null
	 */
	private static function first_unsafe_in( array $blocks, array &$allowed ): ?array {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			foreach ( self::ATTRIBUTES as $attribute ) {
				$map = $block['attrs'][ $attribute ] ?? null;
				if ( ! is_array( $map ) ) {
					continue;
				}
				$name = Html_Attribute_Policy::first_unsafe( $map );
				if ( null === $name || self::take_stored( $allowed, $block, $attribute, $map ) ) {
					continue;
				}
				return array(
					'attribute' => $name,
					'block'     => self::block_name( $block ),
					'source'    => $attribute,
				);
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$found = self::first_unsafe_in( $block['innerBlocks'], $allowed );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		return null;
	}

	/**
	 * Parsed blocks without their unsafe attributes, except in stored maps, depth first.
	 *
	 * @param array<mixed>       $blocks  Parsed blocks.
	 * @param array<string, int> $allowed Stored occurrences left, by map key.
	 * @param array<mixed>       $given   The same blocks as given before kses (empty when unknown).
	 * @return array<mixed>
	 */
	private static function strip_blocks( array $blocks, array &$allowed, array $given = array() ): array {
		foreach ( $blocks as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$before = is_array( $given[ $index ] ?? null ) && self::block_name( $given[ $index ] ) === self::block_name( $block ) ? $given[ $index ] : array();
			foreach ( self::ATTRIBUTES as $attribute ) {
				$map = $block['attrs'][ $attribute ] ?? null;
				if ( ! is_array( $map ) || null === Html_Attribute_Policy::first_unsafe( $map ) || self::take_stored( $allowed, $block, $attribute, $map ) ) {
					continue;
				}
				$original = $before['attrs'][ $attribute ] ?? null;
				if ( is_array( $original ) && self::take_stored( $allowed, $before, $attribute, $original ) ) {
					// kses changed a stored map: it goes back as stored.
					$block['attrs'][ $attribute ] = $original;
					continue;
				}
				$kept = Html_Attribute_Policy::without_unsafe( $map );
				if ( $kept ) {
					$block['attrs'][ $attribute ] = $kept;
				} else {
					unset( $block['attrs'][ $attribute ] );
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$block['innerBlocks'] = self::strip_blocks( $block['innerBlocks'], $allowed, is_array( $before['innerBlocks'] ?? null ) ? $before['innerBlocks'] : array() );
			}
			$blocks[ $index ] = $block;
		}
		return $blocks;
	}
}
