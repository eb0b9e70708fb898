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
 * DESIGN §5 applied to overlays: no condition shows everywhere; a draft (pending, scheduled) condition is
 * not applied, so the overlay shows whether inverted or not; a missing or trashed condition hides the
 * overlay whether inverted or not; a published condition is evaluated by the conditions engine and then
 * inverted when asked. The status is read here because invert must not turn "missing" into "shown".
 */
final class Display_Condition {

	/**
	 * Statuses of conditions that are evaluated (the engine's own list).
	 */
	private const APPLIED = array( 'publish', 'private' );

	/**
	 * Statuses of conditions that are not applied yet.
	 */
	private const NOT_APPLIED = array( 'draft', 'pending', 'future' );

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
		$status    = $condition instanceof \WP_Post && Condition_Post_Type::POST_TYPE === $condition->post_type ? $condition->post_status : '';
		if ( in_array( $status, self::NOT_APPLIED, true ) ) {
			return true;
		}
		// Without the engine a condition cannot be honoured, so the overlay stays hidden rather than
		// showing content its author meant to restrict.
		if ( ! in_array( $status, self::APPLIED, true ) || ! function_exists( 'gblocks_pro_condition_passes' ) ) {
			return false;
		}
		$passes = gblocks_pro_condition_passes( (int) $condition_id, null );
		return $invert ? ! $passes : $passes;
	}

	/**
	 * Loads the given conditions in one query each for their posts and their rule trees, so that deciding
	 * for many overlays costs no query per overlay.
	 *
	 * @param string[] $condition_ids Condition ids ('' ignored).
	 */
	public static function prime( array $condition_ids ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $condition_ids ) ) ) );
		if ( ! $ids ) {
			return;
		}
		_prime_post_caches( $ids, false, false );
		if ( function_exists( 'gblocks_pro_prime_conditions' ) ) {
			gblocks_pro_prime_conditions( $ids );
		}
	}
}
