<?php
/**
 * Where a global class is used.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Usage\Block_Content;
use GBlocks_Pro\Usage\Usage_Items;

/**
 * The usage of a class in the shape of a condition's usage (SPEC §3): one section `blocks` whose items
 * are the posts, templates, template parts, synced patterns, navigation menus and overlays (every post
 * type the usage scan of conditions reads) and block widgets whose blocks carry the class in
 * gbGlobalClasses. One query over all post types, no cap on the number of posts; the LIKE narrows the
 * rows, then the attribute is read exactly (names are case-sensitive; the serializer writes `--` as
 * `\u002d\u002d`).
 */
final class Usage {

	public const ATTRIBUTE = 'gbGlobalClasses';

	/**
	 * The usage of a class name.
	 *
	 * @param string $name Class name without the dot.
	 * @return array{total: int, usage: array<string, array{label: string, total: int, items: array<int, array<string, mixed>>, has_more: bool}>, has_more: bool, limited: bool, limitations: string[]}
	 */
	public static function report( string $name ): array {
		$items = Usage_Items::refs( self::find( $name ), 'block_attributes' );
		return array(
			'total'       => count( $items ),
			'usage'       => array(
				'blocks' => array(
					'label'    => __( 'Blocks', 'gblocks-pro' ),
					'total'    => count( $items ),
					'items'    => $items,
					'has_more' => false,
				),
			),
			'has_more'    => false,
			'limited'     => false,
			'limitations' => array(),
		);
	}

	/**
	 * Post ids and widget references whose blocks carry the class.
	 *
	 * @param string $name Class name without the dot.
	 * @return array<int, int|string>
	 */
	public static function find( string $name ): array {
		global $wpdb;
		$attribute = '%' . $wpdb->esc_like( '"' . self::ATTRIBUTE . '":[' ) . '%';
		$plain     = '%' . $wpdb->esc_like( '"' . $name . '"' ) . '%';
		$escaped   = '%' . $wpdb->esc_like( '"' . str_replace( '--', '\\u002d\\u002d', $name ) . '"' ) . '%';
		return Block_Content::find( array( $attribute ), array( $plain, $escaped ), static fn( string $content ): bool => self::content_uses( $content, $name ) );
	}

	/**
	 * Whether block markup holds a block whose gbGlobalClasses lists the name (exactly).
	 *
	 * @param string $content Block markup.
	 * @param string $name    Class name without the dot.
	 */
	public static function content_uses( string $content, string $name ): bool {
		if ( ! preg_match_all( '/"' . self::ATTRIBUTE . '":(\[[^\]]*\])/', $content, $matches ) ) {
			return false;
		}
		foreach ( $matches[1] as $list ) {
			$names = json_decode( $list, true );
			if ( is_array( $names ) && in_array( $name, $names, true ) ) {
				return true;
			}
		}
		return false;
	}
}
