<?php
/**
 * Batch ids seen in the last 24 hours (a replayed batch is a 409).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

/**
 * Remembers each batch id for a day: with a persistent object cache by wp_cache_add(), which is atomic
 * and expires on its own; without one in a transient, which expires after a day and which WordPress's
 * daily clean-up of expired transients deletes, so the ids never grow past one day's batches.
 */
final class Replay_Guard {

	/**
	 * The cache group and transient prefix.
	 */
	private const GROUP = 'gblocks_pro_insights_batch';

	/**
	 * Records a batch id; false when it was already seen in the last 24 hours.
	 *
	 * @param string $id Batch id (16 letters or digits).
	 */
	public static function remember( string $id ): bool {
		if ( wp_using_ext_object_cache() ) {
			return wp_cache_add( $id, 1, self::GROUP, DAY_IN_SECONDS );
		}
		$name = self::GROUP . '_' . $id;
		if ( false !== get_transient( $name ) ) {
			return false;
		}
		return set_transient( $name, 1, DAY_IN_SECONDS );
	}
}
