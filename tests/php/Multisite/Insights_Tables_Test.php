<?php
/**
 * The Insights tables on a network: per site, created for a site added later, dropped with a deleted
 * site and by uninstall on every site.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Insights\Storage\Cron;
use GBlocks_Pro\Insights\Storage\Event_Buffer;
use GBlocks_Pro\Insights\Storage\Flusher;
use GBlocks_Pro\Insights\Storage\Schema;

/**
 * Runs on the network of the multisite stage, in the test's transaction (SQLite keeps DDL in it).
 *
 * @group database
 */
final class Insights_Tables_Test extends Multisite_Test_Case {

	/**
	 * The Insights tables that exist with a prefix.
	 *
	 * @param string $prefix A site's table prefix.
	 * @return string[]
	 */
	private static function tables( string $prefix ): array {
		global $wpdb;
		$tables = array_map( 'strval', $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $prefix . 'gblocks_insights_' ) . '%' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		sort( $tables );
		return $tables;
	}

	public function test_each_site_has_its_own_tables_and_counts(): void {
		global $wpdb;
		$site_b = $this->site_b();
		$this->assertSame( array( $wpdb->base_prefix . 'gblocks_insights_daily', $wpdb->base_prefix . 'gblocks_insights_events', $wpdb->base_prefix . 'gblocks_insights_monthly', $wpdb->base_prefix . 'gblocks_insights_totals' ), self::tables( $wpdb->base_prefix ) );
		$prefix_b = $wpdb->get_blog_prefix( $site_b );
		$this->assertNotSame( $wpdb->base_prefix, $prefix_b );
		$this->assertSame( array( $prefix_b . 'gblocks_insights_daily', $prefix_b . 'gblocks_insights_events', $prefix_b . 'gblocks_insights_monthly', $prefix_b . 'gblocks_insights_totals' ), self::tables( $prefix_b ) );
		$this->on_site(
			$site_b,
			function () use ( $prefix_b ): void {
				$this->assertSame( $prefix_b . 'gblocks_insights_events', Schema::events_table() );
				$this->assertTrue( Schema::exists() );
				$this->assertSame( 2, Event_Buffer::append( array_fill( 0, 2, array( 'overlay' => 3, 'kind' => 'view', 'device' => 'mobile', 'page' => '/' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
				$this->assertSame( 2, Event_Buffer::count() );
			}
		);
		$this->assertSame( 0, Event_Buffer::count(), "Site A's buffer holds none of site B's events." );
	}

	public function test_a_site_created_later_gets_its_tables_and_events_and_loses_them_with_it(): void {
		global $wpdb;
		$prefix = '';
		$this->with_new_site(
			'site-insights',
			function ( int $site ) use ( &$prefix, $wpdb ): void {
				$prefix = $wpdb->get_blog_prefix( $site );
				$this->assertSame( array( $prefix . 'gblocks_insights_daily', $prefix . 'gblocks_insights_events', $prefix . 'gblocks_insights_monthly', $prefix . 'gblocks_insights_totals' ), self::tables( $prefix ), 'wp_initialize_site created them.' );
				$this->on_site(
					$site,
					function (): void {
						$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
						$this->assertIsInt( wp_next_scheduled( Cron::FLUSH_HOOK ) );
						$this->assertIsInt( wp_next_scheduled( Cron::PRUNE_HOOK ) );
						$this->assertSame( 1, Event_Buffer::append( array( array( 'overlay' => 3, 'kind' => 'conversion', 'device' => 'desktop', 'page' => '/' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
						$this->assertSame( 1, Flusher::flush() );
					}
				);
			}
		);
		$this->assertNotSame( '', $prefix );
		$this->assertSame( array(), self::tables( $prefix ), 'Deleting the site dropped its tables (wpmu_drop_tables).' );
	}

	public function test_uninstall_drops_the_tables_of_every_site(): void {
		global $wpdb;
		$prefix_b = $wpdb->get_blog_prefix( $this->site_b() );
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'gblocks-pro/plugin.php' );
		}
		try {
			include GBLOCKS_PRO_DIR . 'uninstall.php';
			$this->assertSame( array(), self::tables( $wpdb->base_prefix ) );
			$this->assertSame( array(), self::tables( $prefix_b ) );
		} finally {
			// The test's transaction takes the DROPs back on SQLite; on a database that committed them, this does.
			$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			foreach ( array( self::site_a(), $this->site_b() ) as $site ) {
				$this->on_site(
					$site,
					static function (): void {
						wp_cache_flush();
						if ( ! Schema::exists() ) {
							Schema::install();
						}
					}
				);
			}
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test_Case rolls it back.
			wp_cache_flush();
			wp_roles()->for_site();
		}
		$this->assertCount( 4, self::tables( $wpdb->base_prefix ) );
		$this->assertCount( 4, self::tables( $prefix_b ) );
	}
}
