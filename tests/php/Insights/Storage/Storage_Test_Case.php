<?php
/**
 * Base of the Insights storage tests that run the flush: outside the test's transaction.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Event_Buffer;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The flush opens and commits its own transaction, as it does on a real site (a START TRANSACTION inside
 * Test_Case's would commit it on both databases). So each test leaves Test_Case's transaction, starts
 * with the Insights tables empty, and empties them again afterwards; options it changes go through
 * set_option() and are put back. Other processes (the racing flushes) see what the test committed.
 */
abstract class Storage_Test_Case extends Test_Case {

	/**
	 * Options to put back: name => value before the test (null: it did not exist).
	 *
	 * @var array<string, mixed>
	 */
	private array $options = array();

	/**
	 * Overlay panels this test created (committed; deleted in tearDown).
	 *
	 * @var int[]
	 */
	private array $panels = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- See the class comment.
		self::empty_tables();
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A flush that failed mid-way.
		self::empty_tables();
		foreach ( $this->panels as $panel ) {
			wp_delete_post( $panel, true );
		}
		foreach ( array_reverse( $this->options, true ) as $name => $value ) {
			if ( null === $value ) {
				delete_option( $name );
			} else {
				update_option( $name, $value );
			}
		}
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test_Case rolls it back.
		parent::tearDown();
	}

	/**
	 * Sets an option for this test (committed; put back in tearDown).
	 *
	 * @param string $name  The option.
	 * @param mixed  $value Its value.
	 */
	protected function set_option( string $name, mixed $value ): void {
		if ( ! array_key_exists( $name, $this->options ) ) {
			$old                    = get_option( $name, null );
			$this->options[ $name ] = $old;
		}
		update_option( $name, $value );
	}

	/**
	 * An overlay panel (committed; deleted in tearDown): the list's totals count only overlay panels.
	 *
	 * @param string $status Its post status.
	 */
	protected function overlay_panel( string $status = 'publish' ): int {
		$id             = $this->create_post(
			array(
				'post_type'   => 'gblocks_overlay',
				'post_status' => $status,
			)
		);
		$this->panels[] = $id;
		return $id;
	}

	/**
	 * Deletes every row of every table.
	 */
	protected static function empty_tables(): void {
		global $wpdb;
		foreach ( Schema::all_tables() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our tables.
		}
	}

	/**
	 * Appends events and asserts they were all written.
	 *
	 * @param array<int, array<string, mixed>> $events Events as Event_Buffer::append() takes them.
	 */
	protected function append( array $events ): void {
		$this->assertSame( count( $events ), Event_Buffer::append( $events ) );
	}

	/**
	 * $count views of an overlay on a page.
	 *
	 * @param int    $count   How many.
	 * @param int    $overlay The overlay.
	 * @param string $page    The page.
	 * @param string $device  The device.
	 * @return array<int, array<string, mixed>>
	 */
	protected static function views( int $count, int $overlay = 7, string $page = '/a/', string $device = 'desktop' ): array {
		return array_fill(
			0,
			$count,
			array(
				'overlay' => $overlay,
				'kind'    => 'view',
				'device'  => $device,
				'page'    => $page,
			)
		);
	}

	/**
	 * The rollup rows, each as day|overlay|variant|device|page => counters that are not 0.
	 *
	 * @return array<string, array<string, int>>
	 */
	protected static function rollups(): array {
		global $wpdb;
		$table = Schema::rollups_table();
		$rows  = array();
		foreach ( (array) $wpdb->get_results( "SELECT * FROM `{$table}` ORDER BY day, overlay_id, variant, device, page", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table.
			$key          = $row['day'] . '|' . $row['overlay_id'] . '|' . $row['variant'] . '|' . $row['device'] . '|' . $row['page'];
			$rows[ $key ] = array_filter( array_map( 'intval', array_intersect_key( $row, array_flip( Schema::COUNTERS ) ) ) );
		}
		return $rows;
	}

	/**
	 * The totals rows, each as day|overlay|variant => counters that are not 0.
	 *
	 * @return array<string, array<string, int>>
	 */
	protected static function totals(): array {
		return self::period_rows( Schema::totals_table(), 'day' );
	}

	/**
	 * The monthly totals rows, each as month|overlay|variant => counters that are not 0.
	 *
	 * @return array<string, array<string, int>>
	 */
	protected static function months(): array {
		return self::period_rows( Schema::months_table(), 'month' );
	}

	/**
	 * A totals table's rows, each as period|overlay|variant => counters that are not 0, sorted by key
	 * as summed_rollups() and summed_totals() sort (ids of one and two digits).
	 *
	 * @param string $table  The daily or the monthly totals.
	 * @param string $period Its period column: day or month.
	 * @return array<string, array<string, int>>
	 */
	private static function period_rows( string $table, string $period ): array {
		global $wpdb;
		$rows = array();
		foreach ( (array) $wpdb->get_results( "SELECT * FROM `{$table}` ORDER BY {$period}, overlay_id, variant", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our tables and their columns.
			$counters = array_filter( array_map( 'intval', array_intersect_key( $row, array_flip( Schema::TOTAL_COUNTERS ) ) ) );
			if ( $counters ) {
				$rows[ $row[ $period ] . '|' . $row['overlay_id'] . '|' . $row['variant'] ] = $counters;
			}
		}
		ksort( $rows, SORT_STRING );
		return $rows;
	}

	/**
	 * The daily totals summed per month, overlay and variant, as months() gives them.
	 *
	 * @return array<string, array<string, int>>
	 */
	protected static function summed_totals(): array {
		$sums = array();
		foreach ( self::totals() as $key => $counters ) {
			list( $day, $overlay, $variant ) = explode( '|', $key );
			$key                             = substr( $day, 0, 7 ) . '|' . $overlay . '|' . $variant;
			foreach ( $counters as $counter => $count ) {
				$sums[ $key ][ $counter ] = ( $sums[ $key ][ $counter ] ?? 0 ) + $count;
			}
		}
		ksort( $sums, SORT_STRING );
		// In the order of the columns, as months() reads them.
		return array_map( static fn( array $counters ): array => array_filter( array_merge( array_fill_keys( Schema::TOTAL_COUNTERS, 0 ), $counters ) ), $sums );
	}

	/**
	 * The overlays' rollup rows summed per day, overlay and variant, as totals() gives them.
	 *
	 * @return array<string, array<string, int>>
	 */
	protected static function summed_rollups(): array {
		$sums = array();
		foreach ( self::rollups() as $key => $counters ) {
			list( $day, $overlay, $variant ) = explode( '|', $key );
			unset( $counters['dropped'] );
			if ( '0' === $overlay || ! $counters ) {
				continue;
			}
			$key = $day . '|' . $overlay . '|' . $variant;
			foreach ( $counters as $counter => $count ) {
				$sums[ $key ][ $counter ] = ( $sums[ $key ][ $counter ] ?? 0 ) + $count;
			}
		}
		ksort( $sums, SORT_STRING );
		return $sums;
	}

	/**
	 * The sum of a counter over every rollup row, after asserting that the daily totals table holds the
	 * rollups summed per (overlay, variant, day) and the monthly one the daily totals summed per
	 * (overlay, variant, month): every test that reads a total checks both totals too.
	 *
	 * @param string $counter A column of Schema::COUNTERS.
	 */
	protected static function total( string $counter ): int {
		global $wpdb;
		self::assertSame( self::summed_rollups(), self::totals(), 'The totals table is the rollups summed per overlay, variant and day.' );
		self::assertSame( self::summed_totals(), self::months(), 'The monthly table is the daily totals summed per overlay, variant and month.' );
		$table = Schema::rollups_table();
		return (int) $wpdb->get_var( "SELECT COALESCE(SUM({$counter}), 0) FROM `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table and column.
	}

	/**
	 * Rows in the buffer, and how many of them are claimed.
	 *
	 * @return array{0: int, 1: int}
	 */
	protected static function buffered(): array {
		global $wpdb;
		$table = Schema::events_table();
		return array( (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}`" ), (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}` WHERE claim <> ''" ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table.
	}

	/**
	 * Makes every claim older than a dead flush's (as if STALE_SECONDS and more had passed).
	 */
	protected static function age_claims(): void {
		global $wpdb;
		$table = Schema::events_table();
		$wpdb->query( $wpdb->prepare( "UPDATE `{$table}` SET claimed_at = %s WHERE claim <> ''", gmdate( 'Y-m-d H:i:s', time() - 3600 ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Our table.
	}
}
