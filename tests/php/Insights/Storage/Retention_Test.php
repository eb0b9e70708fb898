<?php
/**
 * Retention: rollups older than the setting are removed, in chunks.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Retention;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Rollup rows written directly, in the test's transaction (pruning opens none).
 *
 * @group database
 */
final class Retention_Test extends Test_Case {

	/**
	 * Adds a rollup row for a day $ago days before today (site timezone).
	 *
	 * @param int    $ago  Days before today.
	 * @param string $page The page.
	 */
	private static function row( int $ago, string $page = '/' ): void {
		global $wpdb;
		$day = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( "-{$ago} days" )->format( 'Y-m-d' );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::rollups_table(),
			array(
				'overlay_id' => 5,
				'day'        => $day,
				'device'     => 1,
				'page'       => $page,
				'views'      => 1,
			)
		);
	}

	/**
	 * Days before today of the rows left, ascending.
	 *
	 * @return int[]
	 */
	private static function ages(): array {
		global $wpdb;
		$today = new \DateTimeImmutable( wp_date( 'Y-m-d' ) . ' 00:00:00', new \DateTimeZone( 'UTC' ) );
		$ages  = array();
		foreach ( $wpdb->get_col( 'SELECT day FROM `' . Schema::rollups_table() . '`' ) as $day ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
			$ages[] = (int) ( new \DateTimeImmutable( $day . ' 00:00:00', new \DateTimeZone( 'UTC' ) ) )->diff( $today )->days;
		}
		sort( $ages );
		return $ages;
	}

	public function test_the_default_keeps_730_days_today_included(): void {
		delete_option( Retention::OPTION );
		$this->assertSame( 730, Retention::days() );
		foreach ( array( 0, 1, 729, 730, 731, 2000 ) as $ago ) {
			self::row( $ago );
		}
		$this->assertSame( 3, Retention::prune() );
		$this->assertSame( array( 0, 1, 729 ), self::ages() );
		$this->assertSame( 0, Retention::prune(), 'Nothing more to remove.' );
	}

	public function test_the_setting_is_read_and_clamped(): void {
		update_option( Retention::OPTION, 90 );
		$this->assertSame( 90, Retention::days() );
		update_option( Retention::OPTION, 5 );
		$this->assertSame( 30, Retention::days() );
		update_option( Retention::OPTION, 99999 );
		$this->assertSame( 3650, Retention::days() );
		update_option( Retention::OPTION, 'many' );
		$this->assertSame( 730, Retention::days() );

		update_option( Retention::OPTION, 90 );
		foreach ( array( 89, 90, 400 ) as $ago ) {
			self::row( $ago );
		}
		$this->assertSame( 2, Retention::prune() );
		$this->assertSame( array( 89 ), self::ages() );
	}

	public function test_years_of_rows_go_in_chunks_in_one_run(): void {
		global $wpdb;
		for ( $ago = 20; $ago < 120; $ago++ ) {
			self::row( $ago, '/a/' );
			self::row( $ago, '/b/' );
		}
		$deletes = 0;
		add_filter(
			'query',
			static function ( $query ) use ( &$deletes ) {
				if ( is_string( $query ) && str_starts_with( $query, 'DELETE FROM `' . Schema::rollups_table() . '`' ) ) {
					++$deletes;
				}
				return $query;
			}
		);
		$this->assertSame( 150, Retention::prune( 45 ), 'Days 45 to 119, two rows each.' );
		$this->assertSame( 11, $deletes, '75 days, 7 per DELETE.' );
		$this->assertSame( 25, count( array_unique( self::ages() ) ) );
		$this->assertSame( 44, max( self::ages() ) );
		$this->assertSame( '50', (string) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . Schema::rollups_table() . '`' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_the_days_are_the_site_timezone_s(): void {
		update_option( 'timezone_string', 'Pacific/Kiritimati' );
		$this->assertSame( ( new \DateTimeImmutable( 'now', new \DateTimeZone( 'Pacific/Kiritimati' ) ) )->modify( '-29 days' )->format( 'Y-m-d' ), Retention::first_kept_day( 30 ) );
	}

	public function test_the_daily_cron_event_prunes(): void {
		delete_option( Retention::OPTION );
		self::row( 800 );
		self::row( 3 );
		do_action( 'gblocks_pro_insights_prune' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName -- What WP-Cron runs.
		$this->assertSame( array( 3 ), self::ages() );
	}
}
