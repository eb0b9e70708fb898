<?php
/**
 * The Insights tables: their shape, the version, the upgrade routine and the repair.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Codes;
use GBlocks_Pro\Insights\Storage\Cron;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Plugin;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The tables are those of the contract (INSIGHTS.md), created by activation. The tests that drop a
 * table change nothing else before the DDL (which MariaDB commits) and leave both tables as they found them.
 *
 * @group database
 */
final class Schema_Test extends Test_Case {

	/**
	 * A table's columns: name => [ type, null, default ] as the database describes them.
	 *
	 * @param string $table The table.
	 * @return array<string, string>
	 */
	private static function columns( string $table ): array {
		global $wpdb;
		$columns = array();
		foreach ( (array) $wpdb->get_results( "SHOW COLUMNS FROM `{$table}`" ) as $column ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$columns[ (string) $column->Field ] = strtolower( (string) $column->Type ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		}
		return $columns;
	}

	/**
	 * The columns of a table's primary key, in order.
	 *
	 * @param string $table The table.
	 * @return string[]
	 */
	private static function primary_key( string $table ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( "SHOW INDEX FROM `{$table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$key  = array();
		foreach ( $rows as $row ) {
			if ( 'PRIMARY' === $row->Key_name ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
				$key[ (int) $row->Seq_in_index ] = (string) $row->Column_name; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
			}
		}
		ksort( $key );
		return array_values( $key );
	}

	public function test_activation_created_both_tables_with_the_site_prefix(): void {
		global $wpdb;
		$this->assertSame( $wpdb->prefix . 'gblocks_insights_events', Schema::events_table() );
		$this->assertSame( $wpdb->prefix . 'gblocks_insights_daily', Schema::rollups_table() );
		$this->assertTrue( Schema::exists() );
		$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( Plugin::INSIGHTS_SCHEMA, Schema::VERSION, 'Plugin compares the version without loading Schema.' );
	}

	public function test_the_version_option_is_autoloaded(): void {
		global $wpdb;
		$autoload = (string) $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Schema::VERSION_OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertContains( $autoload, array( 'yes', 'on', 'auto-on' ) );
	}

	public function test_the_buffer_has_the_columns_of_the_contract(): void {
		$this->assertSame(
			array( 'id', 'overlay_id', 'variant', 'kind', 'reason', 'device', 'page', 'created_at', 'claim', 'claimed_at' ),
			array_keys( self::columns( Schema::events_table() ) )
		);
		$this->assertSame( array( 'id' ), self::primary_key( Schema::events_table() ) );
	}

	public function test_the_rollups_have_the_columns_and_the_key_of_the_contract(): void {
		$this->assertSame(
			array( 'overlay_id', 'variant', 'day', 'device', 'page', 'views', 'closes_button', 'closes_escape', 'closes_outside', 'closes_trigger', 'closes_navigation', 'conversions', 'dropped' ),
			array_keys( self::columns( Schema::rollups_table() ) )
		);
		$this->assertSame( array( 'overlay_id', 'variant', 'day', 'device', 'page' ), self::primary_key( Schema::rollups_table() ) );
	}

	public function test_install_again_changes_nothing(): void {
		$before = array( self::columns( Schema::events_table() ), self::columns( Schema::rollups_table() ) );
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		foreach ( Schema::tables() as $sql ) {
			$this->assertSame( array(), dbDelta( $sql, false ), 'dbDelta finds nothing to change in a current table.' );
		}
		$this->assertSame( $before, array( self::columns( Schema::events_table() ), self::columns( Schema::rollups_table() ) ) );
	}

	public function test_a_missing_table_is_reported_and_install_repairs_it(): void {
		global $wpdb;
		try {
			$wpdb->query( 'DROP TABLE `' . Schema::rollups_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
			$this->assertFalse( Schema::exists() );
		} finally {
			Schema::install();
		}
		$this->assertTrue( Schema::exists() );
	}

	public function test_an_older_stored_version_runs_the_upgrade_on_init(): void {
		global $wpdb;
		try {
			// The DDL below commits on MariaDB: the option is put back to the current version by the upgrade.
			$wpdb->query( 'DROP TABLE `' . Schema::events_table() . '`' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
			update_option( Schema::VERSION_OPTION, 0 );
			Cron::unschedule();
			$this->assertFalse( Schema::exists() );
			Plugin::upgrade_data();
			$this->assertTrue( Schema::exists() );
			$this->assertSame( Schema::VERSION, (int) get_option( Schema::VERSION_OPTION ) );
			$this->assertIsInt( wp_next_scheduled( Cron::FLUSH_HOOK ), 'The upgrade schedules the flush.' );
			$this->assertIsInt( wp_next_scheduled( Cron::PRUNE_HOOK ) );
		} finally {
			Schema::install();
			Cron::schedule();
		}
	}

	public function test_a_current_version_makes_no_query(): void {
		global $wpdb;
		get_option( Schema::VERSION_OPTION ); // Loaded with the autoloaded options.
		$before = $wpdb->num_queries;
		Plugin::upgrade_data();
		$this->assertSame( $before, $wpdb->num_queries );
	}

	public function test_the_flush_runs_every_minute_and_pruning_daily(): void {
		$this->assertSame( MINUTE_IN_SECONDS, wp_get_schedules()[ Cron::SCHEDULE ]['interval'] );
		$this->assertSame( Cron::SCHEDULE, wp_get_schedule( Cron::FLUSH_HOOK ) );
		$this->assertSame( 'daily', wp_get_schedule( Cron::PRUNE_HOOK ) );
	}

	public function test_deactivation_unschedules_and_activation_schedules_again(): void {
		Plugin::deactivate();
		$this->assertFalse( wp_next_scheduled( Cron::FLUSH_HOOK ) );
		$this->assertFalse( wp_next_scheduled( Cron::PRUNE_HOOK ) );
		Plugin::activate();
		$this->assertIsInt( wp_next_scheduled( Cron::FLUSH_HOOK ) );
		$this->assertIsInt( wp_next_scheduled( Cron::PRUNE_HOOK ) );
	}

	public function test_the_codes_are_those_of_the_contract(): void {
		$this->assertSame( 1, Codes::wire_version() );
		$this->assertSame(
			array(
				'view'       => 1,
				'close'      => 2,
				'conversion' => 3,
			),
			Codes::kinds()
		);
		$this->assertSame(
			array(
				'button'     => 1,
				'escape'     => 2,
				'outside'    => 3,
				'trigger'    => 4,
				'navigation' => 5,
			),
			Codes::reasons()
		);
		$this->assertSame(
			array(
				'desktop' => 1,
				'tablet'  => 2,
				'mobile'  => 3,
			),
			Codes::devices()
		);
		$this->assertSame( array( 50, 8192, 16, 191 ), array( Codes::max_events(), Codes::max_bytes(), Codes::batch_id_length(), Codes::page_length() ) );
		$this->assertSame( 'closes_escape', Codes::close_column( 2 ) );
		$this->assertSame( '', Codes::close_column( 9 ) );
		$this->assertSame( 0, Codes::kind( 'open' ) );
		foreach ( array_keys( Codes::reasons() ) as $reason ) {
			$this->assertContains( 'closes_' . $reason, Schema::COUNTERS, 'Every close reason has its rollup column.' );
		}
	}
}
