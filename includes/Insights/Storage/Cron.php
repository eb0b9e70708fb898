<?php
/**
 * The scheduled work of Insights: the flush every minute, the pruning once a day.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Storage;

use GBlocks_Pro\Insights\Collect\Rate_Limit;
use GBlocks_Pro\Support\Feature;

/**
 * WP-Cron events of the current site, scheduled on activation and by the upgrade routine, unscheduled
 * on deactivation. Its hooks are static methods, so that the class loads only when one fires.
 */
final class Cron implements Feature {

	/**
	 * The event that moves the buffer into the rollups.
	 */
	public const FLUSH_HOOK = 'gblocks_pro_insights_flush';

	/**
	 * The event that removes rollups older than the retention.
	 */
	public const PRUNE_HOOK = 'gblocks_pro_insights_prune';

	/**
	 * The one-minute recurrence of the flush.
	 */
	public const SCHEDULE = 'gblocks_pro_every_minute';

	/**
	 * The recurrence and the two events (Plugin adds the same hooks by class name).
	 */
	public function register(): void {
		add_filter( 'cron_schedules', array( self::class, 'schedules' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- The buffer is flushed every minute (issue 38 §4); an empty one costs one query.
		add_action( self::FLUSH_HOOK, array( self::class, 'flush' ) );
		add_action( self::PRUNE_HOOK, array( self::class, 'prune' ) );
	}

	/**
	 * Adds the one-minute recurrence (cron_schedules).
	 *
	 * @param mixed $schedules The recurrences so far.
	 * @return array<string, mixed>
	 */
	public static function schedules( $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::SCHEDULE ] = array(
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute (GBlocks Pro Insights)', 'gblocks-pro' ),
		);
		return $schedules;
	}

	/**
	 * Schedules both events on the current site unless they are.
	 */
	public static function schedule(): void {
		// wp_schedule_event() checks the recurrence against wp_get_schedules(): the filter may not be on
		// yet (activation boots before init, uninstalling and re-activating in one request).
		if ( ! has_filter( 'cron_schedules', array( self::class, 'schedules' ) ) ) {
			add_filter( 'cron_schedules', array( self::class, 'schedules' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- See register().
		}
		if ( false === wp_next_scheduled( self::FLUSH_HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, self::SCHEDULE, self::FLUSH_HOOK );
		}
		if ( false === wp_next_scheduled( self::PRUNE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PRUNE_HOOK );
		}
	}

	/**
	 * Removes both events of the current site (deactivation).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::FLUSH_HOOK );
		wp_clear_scheduled_hook( self::PRUNE_HOOK );
	}

	/**
	 * The flush event: moves what is buffered into the rollups, and deletes the rate limit's counters of
	 * past minutes (kept in the options table when there is no persistent object cache).
	 */
	public static function flush(): void {
		Flusher::flush_all();
		Rate_Limit::forget_old();
	}

	/**
	 * The pruning event: removes rollups older than the retention.
	 */
	public static function prune(): void {
		Retention::prune();
	}
}
