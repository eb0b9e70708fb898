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
		$name = '_transient_' . self::GROUP . '_' . $id;
		if ( 1 !== self::insert_ignore( $name, '1' ) ) {
			return false;
		}
		// Its expiry, read by the transients' clean-up.
		self::insert_ignore( '_transient_timeout_' . self::GROUP . '_' . $id, (string) ( time() + DAY_IN_SECONDS ) );
		return true;
	}

	/**
	 * Adds an options row unless its name is taken; gives how many rows were added (0 or 1). On SQLite
	 * in its own SQL (Storage\Native_Sqlite: the MySQL statement costs ten times more there).
	 *
	 * @param string $name  Option name.
	 * @param string $value Option value.
	 */
	private static function insert_ignore( string $name, string $value ): int {
		global $wpdb;
		$native = Native_Sqlite::run( 'INSERT OR IGNORE INTO ' . Native_Sqlite::name( $wpdb->options ) . " (option_name, option_value, autoload) VALUES (?, ?, 'off')", array( $name, $value ) );
		if ( null !== $native ) {
			return $native->rowCount();
		}
		return (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, $value ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The atomic check-and-record; nothing to cache.
	}
}
