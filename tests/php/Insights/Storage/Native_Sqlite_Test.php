<?php
/**
 * The counting path's statements in SQLite's own SQL.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Native_Sqlite;
use GBlocks_Pro\Tests\Test_Case;

/**
 * On SQLite (the SQLite Database Integration driver) statements run on its connection and are counted
 * as $wpdb counts its own; a failing one gives null, so the caller runs its MySQL statement; on MySQL
 * or MariaDB there is no such connection and every caller uses $wpdb.
 *
 * @group database
 */
final class Native_Sqlite_Test extends Test_Case {

	public function test_it_is_there_exactly_on_sqlite(): void {
		$this->assertSame( 'mysql' !== getenv( 'GB_DB' ), Native_Sqlite::available() );
	}

	public function test_a_statement_runs_on_the_sites_own_tables_and_is_counted(): void {
		global $wpdb;
		if ( ! Native_Sqlite::available() ) {
			$this->assertNull( Native_Sqlite::run( 'SELECT 1' ), 'Without the SQLite connection nothing runs.' );
			return;
		}
		$expected  = get_option( 'siteurl' );
		$before    = $wpdb->num_queries;
		$statement = Native_Sqlite::run( 'SELECT option_value FROM ' . Native_Sqlite::name( $wpdb->options ) . ' WHERE option_name = ?', array( 'siteurl' ) );
		$this->assertSame( $before + 1, $wpdb->num_queries );
		$this->assertNotNull( $statement );
		$this->assertSame( $expected, $statement->fetchColumn() );
	}

	public function test_a_failing_statement_gives_null_without_an_error_or_a_count(): void {
		global $wpdb;
		$before = $wpdb->num_queries;
		$this->assertNull( Native_Sqlite::run( 'INSERT INTO ' . Native_Sqlite::name( $wpdb->prefix . 'no_such_table' ) . ' (a) VALUES (?)', array( 1 ) ) );
		$this->assertSame( $before, $wpdb->num_queries );
	}
}
