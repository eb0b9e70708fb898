<?php
/**
 * The overlay journey (issue 39 §4, §5): its settings, its script on the pages that need it, and the
 * visitor history it asks for.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Conditions\Visitor_History_Script;
use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Overlays\Journey;
use GBlocks_Pro\Overlays\Markup;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Renderer;

/**
 * Runs on MariaDB too.
 *
 * @group database
 */
final class Journey_Test extends Overlay_Test_Case {

	private const JOURNEY = 'gblocks-pro-overlay-journey';

	protected function tearDown(): void {
		wp_dequeue_script( self::JOURNEY );
		wp_deregister_script( self::JOURNEY );
		delete_option( Visitor_History_Script::SETTING );
		parent::tearDown();
	}

	/**
	 * The footer of a page without triggers (automatic overlays print anyway), with the journey's hook.
	 */
	private function footer(): string {
		Active_List::rebuild();
		$renderer = new Renderer();
		$renderer->start();
		do_blocks( '<!-- wp:paragraph --><p>A page</p><!-- /wp:paragraph -->' );
		ob_start();
		$renderer->print_overlays();
		return (string) ob_get_clean();
	}

	private static function counter(): string {
		ob_start();
		Visitor_History_Script::print_counter();
		return (string) ob_get_clean();
	}

	public function test_more_triggers_take_automatic_triggers_only_and_are_stored_once_in_order(): void {
		$value = 'time, scroll,time';
		$this->assertNull( Meta::invalid( 'more_triggers', $value, 'meta._gb_overlay_more_triggers' ) );
		$this->assertSame( 'scroll,time', Meta::sanitize( 'more_triggers', 'time, scroll,time' ) );
		foreach ( array( 'click', 'time,hover', 'soon', 'time;scroll' ) as $bad ) {
			$error = Meta::invalid( 'more_triggers', $bad, 'meta._gb_overlay_more_triggers' );
			$this->assertInstanceOf( \WP_Error::class, $error, $bad );
			$this->assertSame( 400, $error->get_error_data()['status'] );
			$this->assertStringContainsString( 'meta._gb_overlay_more_triggers is not a list of automatic triggers: use exit-intent, scroll, time, custom, inactivity, element, overlay-closed, page-view', $error->get_error_message() );
		}
		$this->assertSame( '', Meta::sanitize( 'more_triggers', 'hover,click' ) );
	}

	public function test_the_rest_route_refuses_a_cap_out_of_range_and_stores_the_frequency_card(): void {
		$this->act_as( 'administrator' );
		$id      = $this->create_overlay( array( 'trigger_type' => 'time' ) );
		$refused = $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $id, array( 'meta' => array( '_gb_overlay_cap_count' => 11 ) ) );
		$this->assertSame( 400, $refused->get_status() );
		$saved = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay/' . $id,
			array(
				'meta' => array(
					'_gb_overlay_cap_count'             => 2,
					'_gb_overlay_cap_period'            => 'days',
					'_gb_overlay_cap_days'              => 3,
					'_gb_overlay_cap_gap_minutes'       => 15,
					'_gb_overlay_stop_after_conversion' => 'days',
					'_gb_overlay_stop_days'             => 60,
					'_gb_overlay_more_triggers'         => 'element,inactivity',
				),
			)
		);
		$this->assertSame( 200, $saved->get_status() );
		$settings = Meta::settings( $id );
		$this->assertSame( array( 2, 'days', 3, 15, 'days', 60, 'inactivity,element' ), array( $settings['cap_count'], $settings['cap_period'], $settings['cap_days'], $settings['cap_gap_minutes'], $settings['stop_after_conversion'], $settings['stop_days'], $settings['more_triggers'] ) );
	}

	public function test_an_automatic_overlay_carries_its_caps_and_triggers_and_a_panel_none(): void {
		$settings   = Meta::settings(
			$this->create_overlay(
				array(
					'trigger_type'       => 'inactivity',
					'inactivity_seconds' => 20,
					'cap_count'          => 2,
					'more_triggers'      => 'page-view',
				)
			)
		);
		$attributes = Markup::data_attributes( $settings );
		$this->assertSame( 'inactivity', $attributes['data-gb-overlay-trigger'] );
		$this->assertSame( '20', $attributes['data-gb-overlay-idle'] );
		$this->assertSame( '2', $attributes['data-gb-overlay-cap'] );
		$this->assertSame( 'session', $attributes['data-gb-overlay-per'] );
		$this->assertSame( 'page-view', $attributes['data-gb-overlay-more'] );
		$this->assertSame( '3', $attributes['data-gb-overlay-nth'] );
		$panel = Markup::data_attributes(
			Meta::settings(
				$this->create_overlay(
					array(
						'type'      => 'anchored',
						'cap_count' => 2,
					)
				)
			)
		);
		$this->assertArrayNotHasKey( 'data-gb-overlay-cap', $panel );
		$this->assertArrayNotHasKey( 'data-gb-overlay-more', $panel );
	}

	public function test_the_journey_loads_only_on_pages_whose_overlays_need_it_or_that_keep_a_history(): void {
		// A time-triggered overlay that opens on every page view (no cap, no hours closed): the runtime alone.
		$this->create_overlay(
			array(
				'trigger_type'    => 'time',
				'cookie_duration' => 0,
			)
		);
		$this->footer();
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( self::JOURNEY, 'enqueued' ) );
		$this->assertFalse( Journey::history_needed( false ) );

		// A trigger only the journey fires: loaded, as a classic footer script (before the deferred runtime).
		$this->create_overlay(
			array(
				'trigger_type'     => 'element',
				'trigger_selector' => '#offer',
				'cookie_duration'  => 0,
			)
		);
		$this->footer();
		$this->assertTrue( wp_script_is( self::JOURNEY, 'enqueued' ) );
		$script = wp_scripts()->registered[ self::JOURNEY ];
		$this->assertSame( array(), $script->deps );
		$this->assertSame( 1, $script->extra['group'] ?? null, 'In the footer.' );
		$this->assertArrayNotHasKey( 'strategy', $script->extra );
		$this->assertFalse( Journey::history_needed( false ), 'An element in view needs no history.' );
	}

	public function test_a_cap_asks_for_the_visitor_history_and_its_counter_is_printed(): void {
		$this->assertSame( '', self::counter(), 'No overlay, no history rule: no counter.' );
		$this->create_overlay(
			array(
				'trigger_type'    => 'exit-intent',
				'cookie_duration' => 0,
				'cap_count'       => 2,
			)
		);
		Active_List::rebuild();
		$this->assertTrue( Journey::history_needed( false ) );
		$this->assertStringContainsString( '<script id="gblocks-pro-visitor-history"', self::counter() );
		$this->assertSame( 1, did_action( 'gblocks_pro_visitor_history_printed' ) );
		$this->footer();
		$this->assertTrue( wp_script_is( self::JOURNEY, 'enqueued' ) );

		// Staying closed some hours after a close is kept in the history too (the default: 24 hours).
		foreach ( Active_List::get() as $id => $overlay ) {
			wp_delete_post( $id, true );
		}
		$this->create_overlay( array( 'trigger_type' => 'scroll' ) );
		Active_List::rebuild();
		$this->assertTrue( Journey::history_needed( false ) );
		// A click-triggered overlay never opens by itself: nothing to cap.
		foreach ( Active_List::get() as $id => $overlay ) {
			wp_delete_post( $id, true );
		}
		$this->create_overlay(
			array(
				'cap_count'     => 3,
				'more_triggers' => 'page-view',
			)
		);
		Active_List::rebuild();
		$this->assertFalse( Journey::history_needed( false ) );

		// The site keeps no history: no counter, whatever the overlays ask.
		$this->create_overlay(
			array(
				'trigger_type' => 'time',
				'cap_count'    => 1,
			)
		);
		update_option( Visitor_History_Script::SETTING, '0' );
		$this->assertSame( '', self::counter() );
	}
}
