<?php
/**
 * A rebuild another request began before a change, and wrote after it, is never taken for fresh.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Decision;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Insights\Goals;
use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Tests\Overlays\Overlay_Test_Case;

/**
 * Two requests interleaved on one option, through the real features that keep one (Overlays\Active_List,
 * Insights\Goals, which is derived from it, and the condition cache of Conditions\Condition_Store): a visitor's rebuild reads the overlays, and before it
 * writes, an administrator's request changes an overlay and ends (its end-of-request rebuild writes the
 * new list); then the visitor's write lands. The interleaving is forced at the visitor's write
 * (pre_update_option), so it happens on every run, not once in a while.
 *
 * @group database
 */
final class Derived_Option_Test extends Overlay_Test_Case {

	/**
	 * What a request wrote that read the data of an older generation, then a fresh request's caches.
	 *
	 * @param string $option The derived option.
	 */
	private static function stale( string $option ): void {
		update_option(
			$option,
			array(
				'generation' => 'older',
				'value'      => array(),
			),
			true
		);
		self::next_request();
	}

	/**
	 * A fresh request's caches (the options are read from the database again).
	 */
	private static function next_request(): void {
		wp_cache_flush();
	}

	/**
	 * Runs $meanwhile once, when the next write of $option is about to land (after the writer read what
	 * it writes).
	 *
	 * @param string   $option    Option name.
	 * @param callable $meanwhile The other request.
	 */
	private static function before_the_write_of( string $option, callable $meanwhile ): void {
		$once = static function ( $value ) use ( $option, $meanwhile, &$once ) {
			remove_filter( 'pre_update_option_' . $option, $once );
			$meanwhile();
			return $value;
		};
		add_filter( 'pre_update_option_' . $option, $once );
	}

	public function test_a_visitor_rebuild_that_read_before_a_save_and_wrote_after_it_is_rebuilt(): void {
		$id = $this->create_overlay( array( 'trigger_type' => 'click' ) );
		self::run_end_of_request();
		self::next_request();

		// The visitor's request finds the list stale and rebuilds it; the administrator saves meanwhile.
		self::stale( Active_List::OPTION );
		self::before_the_write_of(
			Active_List::OPTION,
			static function () use ( $id ): void {
				update_post_meta( $id, '_gb_overlay_trigger_type', 'time' );
				self::run_end_of_request();
			}
		);
		$seen = Active_List::get();
		$this->assertSame( 'click', $seen[ $id ]['trigger'], 'The visitor read the settings before the save.' );
		$this->assertSame( 'click', get_option( Active_List::OPTION )['value'][ $id ]['trigger'], 'The visitor\'s write landed last.' );

		self::next_request();
		$this->assertSame( 'time', Active_List::get()[ $id ]['trigger'], 'The next request does not take the visitor\'s write for fresh.' );
		self::next_request();
		$this->assertSame( 'time', get_option( Active_List::OPTION )['value'][ $id ]['trigger'], 'and it stored the list anew.' );
	}

	public function test_a_visitor_rebuild_that_read_in_the_middle_of_a_save_is_rebuilt(): void {
		$id = $this->create_overlay(
			array(
				'trigger_type' => 'click',
				'goal_type'    => 'click',
			)
		);
		self::run_end_of_request();
		self::next_request();

		// The save writes one setting; a visitor rebuilds (seeing that one, not the next); the save
		// writes the next and ends; the visitor's write lands.
		update_post_meta( $id, '_gb_overlay_trigger_type', 'time' );
		// The visitor's request: its own caches, and no end of the save's request pending in it.
		$save                             = $GLOBALS['wp_filter']['shutdown'];
		$GLOBALS['wp_filter']['shutdown'] = new \WP_Hook();
		self::before_the_write_of(
			Active_List::OPTION,
			static function () use ( $id, $save ): void {
				$visit                            = $GLOBALS['wp_filter']['shutdown'];
				$GLOBALS['wp_filter']['shutdown'] = $save;
				update_post_meta( $id, '_gb_overlay_goal_type', 'form' );
				self::run_end_of_request();
				$GLOBALS['wp_filter']['shutdown'] = $visit;
			}
		);
		self::next_request();
		$seen = Active_List::get();
		$this->assertSame( 'time', $seen[ $id ]['trigger'] );
		$this->assertSame( 'click', $seen[ $id ]['settings']['goal_type'], 'The visitor read the first setting only.' );

		self::next_request();
		$this->assertSame( 'form', Active_List::get()[ $id ]['settings']['goal_type'] );
		$this->assertSame( array( 'type' => 'form' ), Goals::of( $id ) );
	}

	public function test_goals_built_from_a_list_read_before_a_save_are_rebuilt(): void {
		$id = $this->create_overlay( array( 'goal_type' => 'click' ) );
		self::run_end_of_request();
		self::next_request();
		$this->assertSame( array( 'type' => 'click' ), Goals::of( $id ) );

		// A visitor derives the goals (from the list as it was); the save changes the goal and ends.
		self::stale( Goals::OPTION );
		self::before_the_write_of(
			Goals::OPTION,
			static function () use ( $id ): void {
				update_post_meta( $id, '_gb_overlay_goal_type', 'form' );
				self::run_end_of_request();
			}
		);
		$this->assertSame( array( 'type' => 'click' ), Goals::of( $id ), 'The visitor read the goal before the save.' );
		$this->assertSame( array( 'type' => 'click' ), get_option( Goals::OPTION )['value']['overlays'][ $id ]['goal'], 'The visitor\'s write landed last.' );

		self::next_request();
		$this->assertSame( array( 'type' => 'form' ), Goals::of( $id ) );
		$this->assertSame( array( $id => true ), Goals::stored_counted() );
	}

	public function test_the_collector_never_reads_a_stale_goals_option(): void {
		$id = $this->create_overlay( array( 'insights_enabled' => true ) );
		self::run_end_of_request();
		self::next_request();
		$this->assertSame( array( $id => true ), Goals::stored_counted() );

		// The option another request wrote from the settings before counting was turned off.
		$stale = get_option( Goals::OPTION );
		update_post_meta( $id, '_gb_overlay_insights_enabled', false );
		self::run_end_of_request();
		update_option( Goals::OPTION, $stale, true );
		self::next_request();

		$this->assertNull( Goals::stored_counted(), 'Of an older generation: the collector reads the posts instead.' );
		$this->assertFalse( Goals::counted( $id ) );
	}

	public function test_a_condition_cache_rebuilt_from_rows_read_before_a_change_is_rebuilt(): void {
		$id = $this->create_condition();
		self::run_end_of_request();
		self::next_request();
		$this->assertTrue( Condition_Store::instance()->answers_from_cache() );

		// A request that found the cache stale rebuilds it at its end; the condition is unpublished
		// meanwhile.
		self::stale( Condition_Store::CACHE_OPTION );
		self::before_the_write_of(
			Condition_Store::CACHE_OPTION,
			static function () use ( $id ): void {
				wp_update_post(
					array(
						'ID'          => $id,
						'post_status' => 'draft',
					)
				);
				self::run_end_of_request();
			}
		);
		Condition_Store::instance()->rebuild_cache_if_missing();
		$this->assertSame( 'publish', get_option( Condition_Store::CACHE_OPTION )['value']['records'][ $id ]['status'], 'The stale write landed last.' );

		self::next_request();
		Decisions::flush();
		$this->assertSame( Decision::REASON_DRAFT, Decisions::decide( $id )->reason() );
		self::run_end_of_request();
		self::next_request();
		$this->assertSame( 'draft', get_option( Condition_Store::CACHE_OPTION )['value']['records'][ $id ]['status'] );
	}
}
