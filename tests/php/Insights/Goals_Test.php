<?php
/**
 * Each overlay's goal, and the page-visit goals by path, from one autoloaded option.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights;

use GBlocks_Pro\Insights\Goals;
use GBlocks_Pro\Insights\Settings;
use GBlocks_Pro\Tests\Overlays\Overlay_Test_Case;

/**
 * Goals::of(), counted() and for_path() answer from gblocks_pro_insights_goals, kept up to date when an
 * overlay is saved, unpublished, trashed, restored, deleted or has a goal setting changed, and read
 * with no query on a page view.
 *
 * @group database
 */
final class Goals_Test extends Overlay_Test_Case {

	/**
	 * What the end of the request does after a change (the shutdown hook), then a fresh request's caches.
	 */
	private static function next_request(): void {
		self::run_end_of_request();
		Goals::rebuild_if_stale();
		wp_cache_flush();
	}

	/**
	 * The queries $run makes.
	 *
	 * @param callable $run What to run.
	 * @return string[]
	 */
	private static function queries_of( callable $run ): array {
		$queries = array();
		$log     = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $log );
		try {
			$run();
		} finally {
			remove_filter( 'query', $log );
		}
		return $queries;
	}

	public function test_the_hooks_that_keep_it_up_to_date_are_registered(): void {
		$this->assertSame( 10, has_action( 'save_post_gblocks_overlay', array( Goals::class, 'invalidate' ) ) );
		$this->assertSame( 10, has_action( 'transition_post_status', array( Goals::class, 'on_status_change' ) ) );
		$this->assertSame( 10, has_action( 'deleted_post', array( Goals::class, 'on_post_deleted' ) ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			$this->assertSame( 10, has_action( $hook, array( Goals::class, 'on_meta_change' ) ), $hook );
		}
	}

	public function test_each_goal_kind_is_given_as_the_page_config_needs_it(): void {
		$click    = $this->create_overlay();
		$selector = $this->create_overlay(
			array(
				'goal_type'     => 'selector',
				'goal_selector' => '.buy, #cart > a',
				'goal_scope'    => 'page',
			)
		);
		$inside   = $this->create_overlay(
			array(
				'goal_type'     => 'selector',
				'goal_selector' => '.buy',
			)
		);
		$form     = $this->create_overlay( array( 'goal_type' => 'form' ) );
		$page     = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/thank-you/',
			)
		);
		$event    = $this->create_overlay( array( 'goal_type' => 'event' ) );
		self::next_request();

		$this->assertSame( array( 'type' => 'click' ), Goals::of( $click ) );
		$this->assertSame(
			array(
				'type'     => 'selector',
				'selector' => '.buy, #cart > a',
				'scope'    => 'page',
			),
			Goals::of( $selector )
		);
		$this->assertSame(
			array(
				'type'     => 'selector',
				'selector' => '.buy',
				'scope'    => 'overlay',
			),
			Goals::of( $inside )
		);
		$this->assertSame( array( 'type' => 'form' ), Goals::of( $form ) );
		$this->assertSame( array( 'type' => 'page' ), Goals::of( $page ) );
		$this->assertSame( array( 'type' => 'event' ), Goals::of( $event ) );
	}

	public function test_a_selector_goal_without_a_selector_and_a_page_goal_without_a_path_count_only_the_event(): void {
		$selector = $this->create_overlay( array( 'goal_type' => 'selector' ) );
		$page     = $this->create_overlay( array( 'goal_type' => 'page' ) );
		self::next_request();

		$this->assertSame( array( 'type' => 'event' ), Goals::of( $selector ) );
		$this->assertSame( array( 'type' => 'event' ), Goals::of( $page ) );
		$this->assertSame( array(), Goals::for_path( '/' ) );
	}

	public function test_for_path_lists_the_counted_published_overlays_whose_goal_is_that_page_with_their_minutes(): void {
		$thirty  = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/thank-you/',
			)
		);
		$five    = $this->create_overlay(
			array(
				'goal_type'    => 'page',
				'goal_path'    => '/thank-you',
				'goal_minutes' => 5,
			)
		);
		$other   = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/welcome/',
			)
		);
		$off     = $this->create_overlay(
			array(
				'goal_type'        => 'page',
				'goal_path'        => '/thank-you/',
				'insights_enabled' => false,
			)
		);
		$draft   = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/thank-you/',
			),
			array( 'post_status' => 'draft' )
		);
		$clicked = $this->create_overlay();
		self::next_request();

		$expected = array(
			$thirty => 30,
			$five   => 5,
		);
		$this->assertSame( $expected, Goals::for_path( '/thank-you/' ) );
		// The trailing slash, a query and a fragment do not matter.
		$this->assertSame( $expected, Goals::for_path( '/thank-you' ) );
		$this->assertSame( $expected, Goals::for_path( '/thank-you/?utm_source=mail#top' ) );
		$this->assertSame( array( $other => 30 ), Goals::for_path( '/welcome/' ) );
		$this->assertSame( array(), Goals::for_path( '/' ) );
		$this->assertSame( array(), Goals::for_path( '/thank-you/more/' ) );
		$this->assertTrue( Goals::counted( $thirty ) );
		$this->assertFalse( Goals::counted( $off ) );
		$this->assertTrue( Goals::counted( $clicked ) );
		// A draft is not in the option; its goal is read from its settings.
		$this->assertSame( array( 'type' => 'page' ), Goals::of( $draft ) );
	}

	public function test_a_percent_encoded_request_path_matches_the_path_as_typed(): void {
		$id = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/café/merci',
			)
		);
		self::next_request();

		$this->assertSame( array( $id => 30 ), Goals::for_path( '/caf%C3%A9/merci/' ) );
		$this->assertSame( array( $id => 30 ), Goals::for_path( '/caf%c3%a9/merci' ) );
	}

	public function test_for_path_follows_saves_status_changes_trash_and_deletion(): void {
		$id = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/thank-you/',
			)
		);
		self::next_request();
		$this->assertSame( array( $id => 30 ), Goals::for_path( '/thank-you/' ) );

		update_post_meta( $id, '_gb_overlay_goal_minutes', 90 );
		self::next_request();
		$this->assertSame( array( $id => 90 ), Goals::for_path( '/thank-you/' ) );

		update_post_meta( $id, '_gb_overlay_goal_path', '/merci/' );
		self::next_request();
		$this->assertSame( array(), Goals::for_path( '/thank-you/' ) );
		$this->assertSame( array( $id => 90 ), Goals::for_path( '/merci/' ) );

		update_post_meta( $id, '_gb_overlay_insights_enabled', false );
		self::next_request();
		$this->assertSame( array(), Goals::for_path( '/merci/' ) );
		$this->assertFalse( Goals::counted( $id ) );

		delete_post_meta( $id, '_gb_overlay_insights_enabled' );
		self::next_request();
		$this->assertSame( array( $id => 90 ), Goals::for_path( '/merci/' ) );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		self::next_request();
		$this->assertSame( array(), Goals::for_path( '/merci/' ) );

		wp_publish_post( $id );
		self::next_request();
		$this->assertSame( array( $id => 90 ), Goals::for_path( '/merci/' ) );

		wp_trash_post( $id );
		self::next_request();
		$this->assertSame( array(), Goals::for_path( '/merci/' ) );

		wp_untrash_post( $id );
		wp_publish_post( $id );
		self::next_request();
		$this->assertSame( array( $id => 90 ), Goals::for_path( '/merci/' ) );

		wp_delete_post( $id, true );
		self::next_request();
		$this->assertSame( array(), Goals::for_path( '/merci/' ) );
		$this->assertArrayNotHasKey( $id, get_option( Goals::OPTION )['value']['overlays'] );
	}

	public function test_a_save_through_rest_updates_the_goal(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_overlay();
		self::next_request();
		$this->assertSame( array( 'type' => 'click' ), Goals::of( $id ) );

		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay/' . $id,
			array(
				'meta' => array(
					'_gb_overlay_goal_type'    => 'page',
					'_gb_overlay_goal_path'    => '/thank-you',
					'_gb_overlay_goal_minutes' => 15,
				),
			)
		);
		$this->assertStatus( 200, $response );
		self::next_request();

		$this->assertSame( array( 'type' => 'page' ), Goals::of( $id ) );
		$this->assertSame( array( $id => 15 ), Goals::for_path( '/thank-you/' ) );
	}

	public function test_a_change_of_another_post_keeps_the_option_and_one_of_an_overlay_rebuilds_it(): void {
		$id = $this->create_overlay();
		self::next_request();
		$this->assertIsArray( Goals::stored_counted() );

		update_post_meta( $this->create_post(), '_gb_overlay_goal_type', 'form' );
		$this->assertIsArray( Goals::stored_counted(), 'A post that is not an overlay changes nothing.' );

		update_post_meta( $id, '_gb_overlay_time_delay', 900 );
		$this->assertNull( Goals::stored_counted(), 'Any setting of an overlay moves the active list on, and the goals with it.' );
		self::next_request();
		$this->assertSame( array( $id => true ), Goals::stored_counted() );
	}

	public function test_a_page_view_reads_goals_and_settings_with_no_query(): void {
		$page  = $this->create_overlay(
			array(
				'goal_type' => 'page',
				'goal_path' => '/thank-you/',
			)
		);
		$click = $this->create_overlay();
		self::next_request();
		// A request starts by loading the autoloaded options (WordPress does it anyway).
		wp_load_alloptions();

		$answers = array();
		$queries = self::queries_of(
			static function () use ( &$answers, $page, $click ): void {
				$answers = array(
					Goals::for_path( '/thank-you/' ),
					Goals::for_path( '/elsewhere/' ),
					Goals::of( $click ),
					Goals::of( $page ),
					Goals::counted( $click ),
					Settings::enabled(),
					Settings::count_editors(),
					Settings::honor_dnt(),
					Settings::retention_days(),
				);
			}
		);

		$this->assertSame( array(), $queries );
		$this->assertSame(
			array( array( $page => 30 ), array(), array( 'type' => 'click' ), array( 'type' => 'page' ), true, true, false, true, 730 ),
			$answers
		);
		$this->assertSame( 'on', $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( "SELECT autoload FROM {$GLOBALS['wpdb']->options} WHERE option_name = %s", Goals::OPTION ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- What the option is stored as.
	}

	public function test_a_missing_option_is_rebuilt_by_its_first_reader(): void {
		$id = $this->create_overlay( array( 'goal_type' => 'form' ) );
		delete_option( Goals::OPTION );

		$this->assertSame( array( 'type' => 'form' ), Goals::of( $id ) );
		$this->assertSame( array( 'type' => 'form' ), get_option( Goals::OPTION )['value']['overlays'][ $id ]['goal'] );
	}
}
