<?php
/**
 * Public PHP functions of the plugin.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

use GBlocks_Pro\Conditions\Decisions;

if ( ! function_exists( 'gblocks_pro_condition_passes' ) ) {
	/**
	 * Whether a display condition passes for the current request.
	 *
	 * A draft condition is not applied (true, as if none were set); a missing or trashed one, one whose
	 * rules cannot be read, and an id below 1 fail (false: the content it guards is hidden). Location
	 * rules read the main query; post meta, post terms, child of, parent of and author rules read the
	 * context post. Results are memoised per request by (condition id, context post id).
	 *
	 * @param int      $condition_id    The condition (post id of a gblocks_condition).
	 * @param int|null $context_post_id The post that post-related rules read, e.g. the loop post of a
	 *                                  block inside a query loop. Null: the current post.
	 */
	function gblocks_pro_condition_passes( int $condition_id, ?int $context_post_id = null ): bool {
		return $condition_id > 0 && Decisions::decide( $condition_id, false, $context_post_id )->shows();
	}
}

if ( ! function_exists( 'gblocks_pro_condition_decision' ) ) {
	/**
	 * Whether content guarded by a condition shows, and why: 'shown', 'hidden' or 'not_applied' (the
	 * condition is a draft, pending or scheduled, so the content shows). '' or 0 means no condition
	 * (shown); a missing or trashed condition, or one whose rules cannot be read, hides the content
	 * whether inverted or not.
	 *
	 * @param int|string $condition_id    The condition id, or '' for none.
	 * @param bool       $invert          Show the content when the condition does not pass.
	 * @param int|null   $context_post_id The post that post-related rules read. Null: the current post.
	 * @return string 'shown', 'hidden' or 'not_applied'.
	 */
	function gblocks_pro_condition_decision( int|string $condition_id, bool $invert = false, ?int $context_post_id = null ): string {
		return Decisions::decide( $condition_id, $invert, $context_post_id )->outcome();
	}
}

if ( ! function_exists( 'gblocks_pro_prime_conditions' ) ) {
	/**
	 * Loads conditions a page will evaluate in one query, so that evaluating them costs no query each.
	 *
	 * @param int[] $condition_ids Condition ids.
	 */
	function gblocks_pro_prime_conditions( array $condition_ids ): void {
		Decisions::prime( $condition_ids );
	}
}

if ( ! function_exists( 'gblocks_pro_record_conversion' ) ) {
	/**
	 * Records a conversion of an overlay from the server, for integrations whose goal is reached there
	 * (an order paid, a form handled by a plugin): one conversion event in the Insights buffer, counted
	 * in the daily rollups at the next flush. The device class is the request's (wp_is_mobile(): mobile,
	 * else desktop); nothing about the visitor is stored.
	 *
	 * @param int    $overlay_id The overlay (post id of a published gblocks_overlay).
	 * @param string $page       The page path it belongs to ('' for none); a query or fragment is cut.
	 * @return bool False when the post is not a published overlay, counting is off for the site or for
	 *              the overlay, or the event could not be written.
	 */
	function gblocks_pro_record_conversion( int $overlay_id, string $page = '' ): bool {
		$post = $overlay_id > 0 ? get_post( $overlay_id ) : null;
		if ( ! $post instanceof WP_Post || 'gblocks_overlay' !== $post->post_type || 'publish' !== $post->post_status ) {
			return false;
		}
		if ( ! GBlocks_Pro\Insights\Settings::enabled() || false === ( GBlocks_Pro\Overlays\Meta::settings( $overlay_id )['insights_enabled'] ?? true ) ) {
			return false;
		}
		return 1 === GBlocks_Pro\Insights\Storage\Event_Buffer::append(
			array(
				array(
					'overlay' => $overlay_id,
					'kind'    => 'conversion',
					'device'  => wp_is_mobile() ? 'mobile' : 'desktop',
					'page'    => $page,
				),
			)
		);
	}
}
