<?php
/**
 * Refuses unsafe block HTML attributes when a user without unfiltered_html saves content.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Html_Attribute_Policy;

/**
 * The save side of DESIGN §11 for htmlAttributes and linkHtmlAttributes (the render side is
 * Html_Attributes, which drops them again for authors without unfiltered_html).
 *
 * - REST writes (rest_pre_insert_{post_type}, for every post type shown in REST that supports the
 *   editor: posts, pages, wp_block, wp_template, wp_template_part, wp_navigation, gblocks_overlay...;
 *   autosaves go through the same filter): content whose blocks (inner blocks included) carry an unsafe
 *   attribute, written by a user without unfiltered_html, is refused with a 400
 *   `gblocks_pro_unsafe_html_attribute` naming the attribute and the block; nothing is saved. The filter
 *   runs before the controller writes, which is why it is the place: the editor gets the message.
 * - Every other save (wp_insert_post_data: wp_insert_post() and wp_update_post() from PHP, XML-RPC,
 *   imports) by such a user cannot answer 400: the unsafe entries are removed from the content instead,
 *   as core's kses does for HTML.
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
		add_action( 'rest_api_init', array( $this, 'guard_rest_post_types' ), PHP_INT_MAX );
		add_filter( 'wp_insert_post_data', array( $this, 'strip_unsafe' ), 10, 1 );
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
	public function guard_rest_post_types(): void {
		foreach ( self::post_types() as $type ) {
			add_filter( 'rest_pre_insert_' . $type, array( $this, 'check_rest_write' ), 10, 1 );
		}
	}

	/**
	 * Refuses a REST write whose content carries an unsafe attribute (rest_pre_insert_{post_type}).
	 *
	 * @param mixed $prepared The prepared post (stdClass), or an error of an earlier filter.
	 * @return mixed
	 */
	public function check_rest_write( $prepared ) {
		if ( ! is_object( $prepared ) || is_wp_error( $prepared ) || ! isset( $prepared->post_content ) || ! is_string( $prepared->post_content ) ) {
			return $prepared;
		}
		if ( current_user_can( 'unfiltered_html' ) ) {
			return $prepared;
		}
		$found = self::first_unsafe( $prepared->post_content );
		if ( null === $found ) {
			return $prepared;
		}
		return new \WP_Error(
			self::ERROR_CODE,
			sprintf(
				/* translators: 1: HTML attribute name, e.g. onclick. 2: block name, e.g. core/paragraph. */
				__( 'The attribute "%1$s" is not allowed on %2$s.', 'gblocks-pro' ),
				$found['attribute'],
				$found['block']
			),
			array(
				'status'    => 400,
				'attribute' => $found['attribute'],
				'block'     => $found['block'],
			)
		);
	}

	/**
	 * Removes unsafe attributes from content saved outside REST by a user without unfiltered_html
	 * (wp_insert_post_data; the data is slashed).
	 *
	 * @param mixed $data Post data.
	 * @return mixed
	 */
	public function strip_unsafe( $data ) {
		if ( ! is_array( $data ) || ! is_string( $data['post_content'] ?? null ) || ! str_contains( $data['post_content'], '<!--' ) || current_user_can( 'unfiltered_html' ) ) {
			return $data;
		}
		$content = wp_unslash( $data['post_content'] );
		if ( null === self::first_unsafe( $content ) ) {
			return $data;
		}
		$data['post_content'] = wp_slash( serialize_blocks( self::strip_blocks( parse_blocks( $content ) ) ) );
		return $data;
	}

	/**
	 * The first unsafe attribute of block content: its name and its block's name, or null.
	 *
	 * @param string $content Block content.
	 * @return array{attribute: string, block: string}|null
	 */
	public static function first_unsafe( string $content ): ?array {
		// Without a block comment there are no block attributes (a JSON key may be escaped, so the names
		// of our attributes are not searched for).
		if ( ! str_contains( $content, '<!--' ) ) {
			return null;
		}
		return self::first_unsafe_in( parse_blocks( $content ) );
	}

	/**
	 * The first unsafe attribute of parsed blocks, depth first.
	 *
	 * @param array<mixed> $blocks Parsed blocks.
	 * @return array{attribute: string, block: string}|null
	 */
	private static function first_unsafe_in( array $blocks ): ?array {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
			foreach ( self::ATTRIBUTES as $attribute ) {
				$name = Html_Attribute_Policy::first_unsafe( $attrs[ $attribute ] ?? null );
				if ( null !== $name ) {
					return array(
						'attribute' => $name,
						'block'     => is_string( $block['blockName'] ?? null ) ? $block['blockName'] : 'core/freeform',
					);
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$found = self::first_unsafe_in( $block['innerBlocks'] );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		return null;
	}

	/**
	 * Parsed blocks without their unsafe attributes, depth first.
	 *
	 * @param array<mixed> $blocks Parsed blocks.
	 * @return array<mixed>
	 */
	private static function strip_blocks( array $blocks ): array {
		foreach ( $blocks as $index => $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			foreach ( self::ATTRIBUTES as $attribute ) {
				if ( is_array( $block['attrs'][ $attribute ] ?? null ) ) {
					$kept = Html_Attribute_Policy::without_unsafe( $block['attrs'][ $attribute ] );
					if ( $kept ) {
						$block['attrs'][ $attribute ] = $kept;
					} else {
						unset( $block['attrs'][ $attribute ] );
					}
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$block['innerBlocks'] = self::strip_blocks( $block['innerBlocks'] );
			}
			$blocks[ $index ] = $block;
		}
		return $blocks;
	}
}
