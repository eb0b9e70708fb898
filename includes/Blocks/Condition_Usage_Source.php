<?php
/**
 * Blocks as a usage source of conditions.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Block_Content;
use GBlocks_Pro\Support\Registered_Usage_Source;
use GBlocks_Pro\Support\Usage_Items;

/**
 * The section `blocks` of a condition's usage: every post whose content holds a block whose
 * gbBlockCondition is the id, in every post type that uses the editor plus templates, template parts,
 * synced patterns and navigation menus (no cap on the number of posts), and block widgets. One query
 * for the posts; the widgets are one (autoloaded) option.
 */
final class Condition_Usage_Source extends Registered_Usage_Source {

	public const ATTRIBUTE = 'gbBlockCondition';

	/**
	 * The option that holds block widgets.
	 */
	public const WIDGETS_OPTION = Block_Content::WIDGETS_OPTION;

	/**
	 * Section key.
	 */
	public function key(): string {
		return 'blocks';
	}

	/**
	 * Section label.
	 */
	public function label(): string {
		return __( 'Blocks', 'gblocks-pro' );
	}

	/**
	 * Post types whose content is scanned for blocks (Block_Content::post_types()).
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		return Block_Content::post_types();
	}

	/**
	 * Posts and block widgets holding a block that uses the condition.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{refs: array<int, int|string>}
	 */
	public function find( int $condition_id ): array {
		global $wpdb;
		$id = (string) $condition_id;
		// The attribute as the block serializer writes it: a string id, or a number followed by , or }.
		$attribute = '"' . self::ATTRIBUTE . '":';
		$likes     = array(
			'%' . $wpdb->esc_like( $attribute . '"' . $id . '"' ) . '%',
			'%' . $wpdb->esc_like( $attribute . $id . ',' ) . '%',
			'%' . $wpdb->esc_like( $attribute . $id . '}' ) . '%',
		);
		$types     = self::post_types();
		$refs      = array();
		if ( $types ) {
			$in = implode( ',', array_fill( 0, count( $types ), '%s' ) );
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A full content scan by design (no cap), cached by the scanner; one %s per post type.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT ID, post_content FROM {$wpdb->posts} WHERE post_type IN ($in) AND post_status NOT IN ('trash', 'auto-draft', 'inherit') AND ( post_content LIKE %s OR post_content LIKE %s OR post_content LIKE %s ) ORDER BY ID", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- One %s per post type, built above.
					array_merge( $types, $likes )
				)
			);
			// phpcs:enable
			foreach ( (array) $rows as $row ) {
				if ( self::content_uses( (string) $row->post_content, $condition_id ) ) {
					$refs[] = (int) $row->ID;
				}
			}
		}
		foreach ( (array) get_option( self::WIDGETS_OPTION, array() ) as $number => $widget ) {
			if ( is_int( $number ) && is_array( $widget ) && isset( $widget['content'] ) && self::content_uses( (string) $widget['content'], $condition_id ) ) {
				$refs[] = Usage_Items::WIDGET_REF . $number;
			}
		}
		return array( 'refs' => $refs );
	}

	/**
	 * Whether block markup holds a block whose gbBlockCondition is the id (exact match; the LIKE of
	 * the query is not case-sensitive on every database).
	 *
	 * @param string $content      Block markup.
	 * @param int    $condition_id Condition id.
	 */
	public static function content_uses( string $content, int $condition_id ): bool {
		return (bool) preg_match( '/"' . self::ATTRIBUTE . '":(?:"' . $condition_id . '"|' . $condition_id . '[,}])/', $content );
	}

	/**
	 * Usage items of posts, then of block widgets.
	 *
	 * @param array<int, int|string> $refs Post ids and widget references.
	 * @return array<int, array<string, mixed>>
	 */
	public function items( array $refs ): array {
		return Usage_Items::refs( $refs, 'block_attributes' );
	}

	/**
	 * Posts of the scanned types saved or deleted, and block widgets saved.
	 *
	 * @return array{post_types: string[], options: string[]}
	 */
	public function invalidated_by(): array {
		return array(
			'post_types' => self::post_types(),
			'options'    => array( self::WIDGETS_OPTION ),
		);
	}
}
