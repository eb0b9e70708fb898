<?php
/**
 * The autoloaded cache of condition rows: front-end pages read their conditions with no query.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Decision;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Condition_Cache_Test extends Conditions_Test_Case {

	private static function logged_in(): array {
		return self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) );
	}

	/**
	 * Queries run while deciding the given conditions on a fresh request.
	 *
	 * @param array<int|string> $ids Condition ids.
	 */
	private function queries_to_decide( array $ids ): int {
		global $wpdb;
		Decisions::flush();
		$before = $wpdb->num_queries;
		Decisions::prime( $ids );
		foreach ( $ids as $id ) {
			Decisions::decide( $id );
		}
		return $wpdb->num_queries - $before;
	}

	/**
	 * The end of the request that changed a condition (the cache is written at shutdown).
	 */
	private static function end_request(): void {
		self::run_end_of_request();
	}

	/**
	 * The cache as stored (without its generation).
	 *
	 * @return array<string, mixed>
	 */
	private static function stored_cache(): array {
		return get_option( Condition_Store::CACHE_OPTION )['value'];
	}

	/**
	 * Stores a cache of the current generation, as an older version of the plugin or another request
	 * wrote it.
	 *
	 * @param array<string, mixed> $cache The cache.
	 */
	private static function store_cache( array $cache ): void {
		Condition_Store::instance()->rebuild_cache();
		update_option(
			Condition_Store::CACHE_OPTION,
			array(
				'generation' => get_option( Condition_Store::GENERATION_OPTION ),
				'value'      => $cache,
			),
			true
		);
	}

	public function test_with_the_cache_written_deciding_costs_no_query(): void {
		$ids = array( $this->create_condition( self::logged_in() ), $this->create_condition( self::logged_in(), 'draft' ), 987654 );
		$this->assertGreaterThan( 0, $this->queries_to_decide( $ids ), 'Without the cache the rows are queried.' );
		self::end_request();
		$this->assertSame( 0, $this->queries_to_decide( $ids ) );
		$this->assertSame( Decision::REASON_FAILED, Decisions::decide( $ids[0] )->reason() );
		$this->assertSame( Decision::REASON_DRAFT, Decisions::decide( $ids[1] )->reason() );
		$this->assertSame( Decision::REASON_MISSING, Decisions::decide( 987654 )->reason(), 'An id the complete cache does not hold is missing.' );
	}

	public function test_a_request_that_finds_the_cache_missing_writes_it_at_shutdown(): void {
		$id = $this->create_condition( self::logged_in() );
		delete_option( Condition_Store::CACHE_OPTION );
		remove_all_actions( 'shutdown' );
		$this->queries_to_decide( array( $id ) );
		$this->assertNotFalse( has_action( 'shutdown' ) );
		do_action( 'shutdown' );
		$this->assertIsArray( get_option( Condition_Store::CACHE_OPTION ) );
		$this->assertSame( 0, $this->queries_to_decide( array( $id ) ) );
	}

	public function test_every_change_of_a_condition_drops_the_cache(): void {
		$id      = $this->create_condition( self::logged_in() );
		$changes = array(
			'rules'  => static fn() => Post_Type::save_tree( $id, self::tree( self::row( 'user_role', 'general:logged_out', 'is' ) ) ),
			'status' => static fn() => wp_update_post(
				array(
					'ID'          => $id,
					'post_status' => 'draft',
				)
			),
			'trash'  => static fn() => wp_trash_post( $id ),
			'delete' => static fn() => wp_delete_post( $id, true ),
		);
		foreach ( $changes as $name => $change ) {
			self::end_request();
			$this->assertTrue( Condition_Store::instance()->answers_from_cache(), $name );
			$generation = get_option( Condition_Store::GENERATION_OPTION );
			$change();
			$this->assertFalse( Condition_Store::instance()->answers_from_cache(), $name . ' stops this request reading the cache.' );
			$this->assertNotSame( $generation, get_option( Condition_Store::GENERATION_OPTION ), $name . ' stops the other requests reading it.' );
		}
		self::end_request();
		Decisions::flush();
		$this->assertSame( Decision::REASON_MISSING, Decisions::decide( $id )->reason(), 'A deleted condition is not served from the cache.' );
	}

	public function test_the_cache_serves_what_was_saved(): void {
		$id = $this->create_condition( self::logged_in() );
		self::end_request();
		Post_Type::save_tree( $id, self::tree( self::row( 'user_role', 'general:logged_out', 'is' ) ) );
		self::end_request();
		Decisions::flush();
		$this->assertSame( Decision::REASON_PASSED, Decisions::decide( $id )->reason(), 'Logged out: the new rules pass.' );
	}

	public function test_unreadable_rules_stay_unreadable_in_the_cache(): void {
		global $wpdb;
		$id = $this->create_condition( self::logged_in() );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery -- Corrupting the stored tree as the review did.
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => '{"groups":"nope"' ),
			array(
				'post_id'  => $id,
				'meta_key' => Post_Type::META_KEY,
			)
		);
		// phpcs:enable
		Condition_Store::instance()->rebuild_cache();
		$this->assertSame( 0, $this->queries_to_decide( array( $id ) ) );
		$this->assertSame( Decision::HIDDEN, Decisions::decide( $id, true )->outcome() );
		$this->assertSame( Decision::REASON_UNREADABLE, Decisions::decide( $id )->reason() );
	}

	public function test_the_cache_keeps_the_trees_read_and_checked_so_answering_from_it_never_reads_raw_rules(): void {
		global $wpdb;
		$tree       = self::logged_in();
		$id         = $this->create_condition( $tree );
		$unreadable = $this->create_condition( $tree );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.SlowDBQuery -- Corrupting one stored tree.
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => '{"groups":"nope"' ),
			array(
				'post_id'  => $unreadable,
				'meta_key' => Post_Type::META_KEY,
			)
		);
		// phpcs:enable
		Condition_Store::instance()->rebuild_cache();
		$records = self::stored_cache()['records'];
		$this->assertSame( $tree['groups'], $records[ $id ]['tree']['groups'] ?? null, 'The cache holds the checked tree.' );
		$this->assertArrayNotHasKey( 'meta', $records[ $id ], 'No raw rules are left to read at render time.' );
		$this->assertArrayHasKey( 'tree', $records[ $unreadable ] );
		$this->assertNull( $records[ $unreadable ]['tree'], 'An unreadable tree is cached as unreadable.' );
	}

	public function test_a_cache_written_before_trees_were_kept_checked_still_answers(): void {
		$id = $this->create_condition( self::logged_in() );
		self::store_cache(
			array(
				'complete' => true,
				'records'  => array(
					$id => array(
						'status' => 'publish',
						'meta'   => wp_json_encode( self::tree( self::row( 'user_role', 'general:logged_out', 'is' ) ) ),
					),
				),
			)
		);
		Decisions::flush();
		$this->assertSame( 0, $this->queries_to_decide( array( $id ) ) );
		$this->assertSame( Decision::REASON_PASSED, Decisions::decide( $id )->reason() );
	}

	public function test_a_page_decodes_the_cache_once_not_once_per_condition(): void {
		$ids = array( $this->create_condition( self::logged_in() ), $this->create_condition( self::logged_in() ), $this->create_condition( self::logged_in() ) );
		self::end_request();
		$cache          = self::stored_cache();
		$cache['probe'] = new Unserialize_Probe();
		self::store_cache( $cache );
		Unserialize_Probe::$wakeups = 0;

		// As conditioned blocks ask: nothing primed (the cache answers), one condition after the other.
		$decide_each = static function () use ( $ids ): void {
			Decisions::flush();
			foreach ( $ids as $id ) {
				Decisions::primed_by_cache();
				Decisions::decide( $id );
			}
		};
		$decide_each();
		$this->assertSame( 1, Unserialize_Probe::$wakeups, 'Three conditions decided from the cache, one decoding.' );
		$decide_each();
		$this->assertSame( 2, Unserialize_Probe::$wakeups, 'A new request (flush) decodes it again.' );
	}

	public function test_the_cache_says_whether_any_condition_has_a_visitor_rule(): void {
		$store = Condition_Store::instance();
		$this->create_condition( self::logged_in() );
		self::end_request();
		$this->assertFalse( $store->may_have_visitor_rules(), 'Server rules only.' );

		$this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ), self::row( 'device', 'mobile', 'is' ) ) );
		$this->assertTrue( $store->may_have_visitor_rules(), 'Without the cache (dropped by the change) it cannot say: assume so.' );
		self::end_request();
		$this->assertTrue( $store->may_have_visitor_rules(), 'A device rule is decided in the browser.' );

		self::store_cache(
			array(
				'complete' => true,
				'records'  => array(),
			)
		);
		$this->assertTrue( $store->may_have_visitor_rules(), 'A cache written before it said so: assume so.' );
	}

	/**
	 * Where a rule is decided may change with the plugins and the theme (gblocks_pro_rule_decided_in):
	 * activating or deactivating a plugin, or switching the theme, drops the cache, so its 'visitor'
	 * flag is worked out again at the end of that request.
	 *
	 * @dataProvider environment_changes
	 *
	 * @param string  $hook The action.
	 * @param mixed[] $args Its arguments.
	 */
	public function test_a_plugin_or_theme_change_drops_the_cache_so_the_visitor_flag_is_worked_out_again( string $hook, array $args ): void {
		$store = Condition_Store::instance();
		$this->create_condition( self::logged_in() );
		self::end_request();
		$this->assertFalse( $store->may_have_visitor_rules(), 'Server rules only.' );

		// A plugin whose filter makes the role rule visitor-decided (its types are built again next request).
		add_filter( 'gblocks_pro_rule_decided_in', static fn( string $where, string $type ): string => 'user_role' === $type ? 'visitor' : $where, 10, 2 );
		\GBlocks_Pro\Conditions\Registry::reset();
		do_action( $hook, ...$args );
		self::end_request();
		$this->assertTrue( $store->may_have_visitor_rules(), "After {$hook} the cache says a rule is now decided by the visitor." );
	}

	/**
	 * The actions after which where a rule is decided may have changed.
	 *
	 * @return array<string, array{0: string, 1: mixed[]}>
	 */
	public function environment_changes(): array {
		return array(
			'a plugin activated'   => array( 'activated_plugin', array( 'other/other.php', false ) ),
			'a plugin deactivated' => array( 'deactivated_plugin', array( 'other/other.php', false ) ),
			'the theme switched'   => array( 'switch_theme', array( 'Other', new \WP_Theme( 'other', get_theme_root() ), new \WP_Theme( 'twentytwentyfive', get_theme_root() ) ) ),
		);
	}

	public function test_a_site_with_more_conditions_than_the_limit_queries_instead(): void {
		global $wpdb;
		$first = $this->create_condition( self::logged_in() );
		$rows  = array();
		for ( $i = 0; $i < Condition_Store::CACHE_LIMIT; $i++ ) {
			$rows[] = $wpdb->prepare( '(%s, %s, %s, %s, %s, %s, %s, %s, %s)', 'Bulk', '', '', 'publish', Post_Type::POST_TYPE, '2026-01-01 00:00:00', '2026-01-01 00:00:00', '2026-01-01 00:00:00', '2026-01-01 00:00:00' );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Rows prepared one by one above.
		$wpdb->query( "INSERT INTO {$wpdb->posts} (post_title, post_content, post_excerpt, post_status, post_type, post_date, post_date_gmt, post_modified, post_modified_gmt) VALUES " . implode( ',', $rows ) );
		Condition_Store::instance()->rebuild_cache();
		$cache = self::stored_cache();
		$this->assertFalse( $cache['complete'] );
		$this->assertSame( array(), $cache['records'], 'No rows are kept for a site over the limit.' );
		$this->assertSame( 1, $this->queries_to_decide( array( $first ) ) );
		$this->assertSame( Decision::REASON_FAILED, Decisions::decide( $first )->reason() );
	}
}
