<?php
/**
 * Whether an overlay's display condition lets it show on this request.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Conditions\Post_Type as Condition_Post_Type;

/**
 * DESIGN §5: no condition shows everywhere; a draft condition is not applied (the overlay shows, invert
 * or not); a missing or trashed condition hides the overlay, invert or not; a published condition is
 * evaluated by the conditions engine and then inverted when asked.
 */
final class Display_Condition {

	/**
	 * The decision.
	 *
	 * @param string $condition_id Condition id, or '' for none.
	 * @param bool   $invert       Show when the condition does not pass.
	 */
	public static function allows( string $condition_id, bool $invert ): bool {
		if ( '' === $condition_id ) {
			return true;
		}
		$condition = get_post( (int) $condition_id );
		if ( ! $condition instanceof \WP_Post || Condition_Post_Type::POST_TYPE !== $condition->post_type || 'trash' === $condition->post_status ) {
			return false;
		}
		if ( 'publish' !== $condition->post_status ) {
			return true;
		}
		// The engine decides. Without it a condition cannot be honoured, so the overlay stays hidden
		// rather than showing content its author meant to restrict.
		if ( ! function_exists( 'gblocks_pro_condition_passes' ) ) {
			return false;
		}
		$passes = (bool) gblocks_pro_condition_passes( (int) $condition_id, null );
		return $invert ? ! $passes : $passes;
	}

	/**
	 * Loads the given conditions in one query, so that deciding for many overlays costs one query.
	 *
	 * @param string[] $condition_ids Condition ids ('' ignored).
	 */
	public static function prime( array $condition_ids ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $condition_ids ) ) ) );
		if ( $ids ) {
			_prime_post_caches( $ids, false, false );
		}
	}
}
