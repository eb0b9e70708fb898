<?php
/**
 * Where blocks are saved: the post types whose content holds blocks, and the block widgets' option.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Shared by the usage scans that read saved blocks (a condition's blocks, a global class's blocks), so
 * that they read the same places.
 */
final class Block_Content {

	/**
	 * The option that holds block widgets.
	 */
	public const WIDGETS_OPTION = 'widget_block';

	/**
	 * Post types whose content is scanned for blocks: every type that uses the editor, plus
	 * templates, template parts, synced patterns and navigation menus.
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		$types = array();
		foreach ( get_post_types() as $type ) {
			if ( 'revision' !== $type && ( post_type_supports( $type, 'editor' ) || in_array( $type, array( 'wp_template', 'wp_template_part', 'wp_block', 'wp_navigation' ), true ) ) ) {
				$types[] = $type;
			}
		}

		/**
		 * Filters the post types whose content the usage scan reads for blocks with a condition.
		 *
		 * @param string[] $types Post type names.
		 */
		return array_values( array_unique( array_map( 'strval', (array) apply_filters( 'gblocks_pro_usage_post_types', $types ) ) ) );
	}
}
