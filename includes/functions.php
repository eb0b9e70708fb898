<?php
/**
 * Public PHP functions of the plugin.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

if ( ! function_exists( 'gblocks_pro_condition_passes' ) ) {
	/**
	 * Whether a display condition passes for the current request.
	 *
	 * A draft condition is not applied (true, as if none were set); a missing or trashed one fails
	 * (false: the content it guards is hidden). Location rules read the main query; post meta, post
	 * terms, child of, parent of and author rules read the context post. Results are memoised per
	 * request by (condition id, context post id).
	 *
	 * @param int      $condition_id    The condition (post id of a gblocks_condition).
	 * @param int|null $context_post_id The post that post-related rules read, e.g. the loop post of a
	 *                                  block inside a query loop. Null: the current post.
	 */
	function gblocks_pro_condition_passes( int $condition_id, ?int $context_post_id = null ): bool {
		return \GBlocks_Pro\Conditions\Evaluator::instance()->passes( $condition_id, $context_post_id );
	}
}

if ( ! function_exists( 'gblocks_pro_prime_conditions' ) ) {
	/**
	 * Loads conditions a page will evaluate in one query, so that evaluating them costs no query each.
	 *
	 * @param int[] $condition_ids Condition ids.
	 */
	function gblocks_pro_prime_conditions( array $condition_ids ): void {
		\GBlocks_Pro\Conditions\Evaluator::instance()->prime( $condition_ids );
	}
}
