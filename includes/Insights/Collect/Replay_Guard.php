<?php
/**
 * Batch ids seen in the last 24 hours (a replayed batch is a 409).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

use GBlocks_Pro\Insights\Storage\Native_Sqlite;

/**
 * Remembers each batch id for a day: with a persistent object cache by wp_cache_add(), which is atomic
 * and expires on its own; without one as a transient's rows written by one INSERT IGNORE (atomic across
 * servers and workers), which expire after a day and which WordPress's daily clean-up of expired
 * transients deletes, so the ids never grow past one day's batches.
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
		global $wpdb;
		// One statement that records the id and says whether it was new: INSERT IGNORE on the options'
		// unique name, so that two servers or workers given the same batch at the same moment accept it
		// once (a read, then a write, let both through). The rows are a transient's, so WordPress's daily
		// clean-up of expired transients deletes them.
		$name    = '_transient_' . self::GROUP . '_' . $id;
		$timeout = '_transient_timeout_' . self::GROUP . '_' . $id;
		$expiry  = (string) ( time() + DAY_IN_SECONDS );
		// On SQLite, in its own SQL (Storage\Native_Sqlite: the MySQL statement costs ten times more there).
		$native = Native_Sqlite::run( 'INSERT OR IGNORE INTO ' . Native_Sqlite::name( $wpdb->options ) . " (option_name, option_value, autoload) VALUES (?, '1', 'off')", array( $name ) );
		if ( null !== $native ) {
			if ( 1 !== $native->rowCount() ) {
				return false;
			}
			if ( null !== Native_Sqlite::run( 'INSERT OR IGNORE INTO ' . Native_Sqlite::name( $wpdb->options ) . " (option_name, option_value, autoload) VALUES (?, ?, 'off')", array( $timeout, $expiry ) ) ) {
				return true;
			}
		} else {
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off')", $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The atomic check-and-record; nothing to cache.
			if ( 1 !== $inserted ) {
				return false;
			}
		}
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $timeout, $expiry ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Its expiry, read by the transients' clean-up.
		return true;
	}
}
