<?php
/**
 * Overlays as a usage source of conditions.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Usage\Registered_Usage_Source;
use GBlocks_Pro\Usage\Usage_Items;

/**
 * The section `overlays` of a condition's usage: overlays (any status but trash and auto-draft) whose
 * display condition is the id. One query.
 */
final class Condition_Usage_Source extends Registered_Usage_Source {

	/**
	 * The meta key holding an overlay's display condition.
	 */
	public const META_KEY = Meta::PREFIX . 'display_condition';

	/**
	 * Section key.
	 */
	public function key(): string {
		return 'overlays';
	}

	/**
	 * Section label.
	 */
	public function label(): string {
		return __( 'Overlay Panels', 'gblocks-pro' );
	}

	/**
	 * Overlays whose display condition is the id.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{refs: array<int, int|string>}
	 */
	public function find( int $condition_id ): array {
		global $wpdb;
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A meta value match over one post type; the scanner caches the result.
			$wpdb->prepare(
				"SELECT DISTINCT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type = %s AND p.post_status NOT IN ('trash', 'auto-draft', 'inherit') AND m.meta_key = %s AND m.meta_value = %s ORDER BY p.ID",
				Post_Type::POST_TYPE,
				self::META_KEY,
				(string) $condition_id
			)
		);
		return array( 'refs' => array_map( 'intval', $ids ) );
	}

	/**
	 * Usage items of overlays.
	 *
	 * @param array<int, int|string> $refs Overlay ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function items( array $refs ): array {
		return Usage_Items::posts( $refs, 'overlay_display_condition' );
	}

	/**
	 * Overlays saved or deleted, and display conditions written.
	 *
	 * @return array{post_types: string[], meta_keys: string[]}
	 */
	public function invalidated_by(): array {
		return array(
			'post_types' => array( Post_Type::POST_TYPE ),
			'meta_keys'  => array( self::META_KEY ),
		);
	}
}
