<?php
/**
 * Where block markup is stored, and a scan of it for an attribute value.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Usage;

/**
 * The places the usage scans of block attributes read (a condition's gbBlockCondition, a global
 * class's gbGlobalClasses): every post type that uses the editor plus templates, template parts, synced
 * patterns and navigation menus (no cap on the number of posts), and block widgets. One query for the
 * posts, narrowed by LIKE; the widgets are one (autoloaded) option. The caller's test of the markup
 * decides (a LIKE is not case-sensitive on every database).
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

	/**
	 * Post ids, then block widgets (Usage_Items::WIDGET_REF . number), whose markup passes $uses: the
	 * posts of post_types() (not trashed, auto-draft or revisions) whose content is LIKE every pattern
	 * of $all_of and at least one of $any_of, in id order.
	 *
	 * @param string[]               $all_of LIKE patterns (already escaped) the content matches all of.
	 * @param string[]               $any_of LIKE patterns (already escaped) the content matches one of.
	 * @param callable(string): bool $uses   Whether a block markup holds the usage, exactly.
	 * @return array<int, int|string>
	 */
	public static function find( array $all_of, array $any_of, callable $uses ): array {
		global $wpdb;
		$types = self::post_types();
		$refs  = array();
		if ( $types ) {
			$in      = implode( ',', array_fill( 0, count( $types ), '%s' ) );
			$matches = str_repeat( 'AND post_content LIKE %s ', count( $all_of ) )
				. ( $any_of ? 'AND ( ' . implode( ' OR ', array_fill( 0, count( $any_of ), 'post_content LIKE %s' ) ) . ' ) ' : '' );
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A full content scan by design (no cap); one %s per post type and pattern.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT ID, post_content FROM {$wpdb->posts} WHERE post_type IN ($in) AND post_status NOT IN ('trash', 'auto-draft', 'inherit') {$matches}ORDER BY ID", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- One %s per post type and pattern, built above.
					array_merge( $types, array_values( $all_of ), array_values( $any_of ) )
				)
			);
			// phpcs:enable
			foreach ( (array) $rows as $row ) {
				if ( $uses( (string) $row->post_content ) ) {
					$refs[] = (int) $row->ID;
				}
			}
		}
		foreach ( (array) get_option( self::WIDGETS_OPTION, array() ) as $number => $widget ) {
			if ( is_int( $number ) && is_array( $widget ) && isset( $widget['content'] ) && $uses( (string) $widget['content'] ) ) {
				$refs[] = Usage_Items::WIDGET_REF . $number;
			}
		}
		return $refs;
	}
}
