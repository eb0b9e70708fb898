<?php
/**
 * Which overlays a page prints, and what it prints.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Overlays\Renderer;

/**
 * The front-end decision of DESIGN §7.
 *
 * @group database
 */
final class Renderer_Test extends Overlay_Test_Case {

	/**
	 * Renders a page's blocks with a started renderer and returns the footer it prints.
	 *
	 * @param string $content Block markup of the page.
	 */
	private function footer_for( string $content ): string {
		$renderer = new Renderer();
		$renderer->start();
		do_blocks( $content );
		ob_start();
		$renderer->print_overlays();
		return (string) ob_get_clean();
	}

	private static function trigger( int $id ): string {
		return '<!-- wp:html --><button type="button" data-gb-overlay="gb-overlay-' . $id . '">Open</button><!-- /wp:html -->';
	}

	public function test_a_page_without_triggers_prints_nothing_and_enqueues_nothing(): void {
		$this->create_overlay();
		$this->assertSame( '', $this->footer_for( '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' ) );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_style_is( self::HANDLE, 'enqueued' ) );
	}

	public function test_a_site_without_overlays_adds_no_hooks(): void {
		$renderer = new Renderer();
		$renderer->start();
		$this->assertFalse( $renderer->is_started() );
		$this->assertFalse( has_filter( 'render_block', array( $renderer, 'scan_block' ) ) );
	}

	public function test_a_triggered_standard_overlay_is_printed_as_a_dialog_with_the_runtime(): void {
		$id     = $this->create_overlay(
			array( 'backdrop_color' => '#ff000080' ),
			array( 'post_title' => 'Newsletter' )
		);
		$footer = $this->footer_for( '<!-- wp:group --><div class="wp-block-group">' . self::trigger( $id ) . '</div><!-- /wp:group -->' );

		$this->assertStringContainsString( '<dialog id="gb-overlay-' . $id . '" class="gb-overlay gb-overlay--standard"', $footer );
		$this->assertStringContainsString( 'aria-label="Newsletter"', $footer );
		$this->assertStringContainsString( 'data-gb-overlay-position="center"', $footer );
		$this->assertStringContainsString( '--gb-overlay-backdrop:#ff000080', $footer );
		// The close button ("Show close button", on by default) comes first in the content (issue 13.3).
		$this->assertStringContainsString( '<div class="gb-overlay__backdrop"></div><div class="gb-overlay__content"><button type="button" class="gb-overlay__close" data-gb-overlay-close aria-label="Close">', $footer );
		$this->assertStringContainsString( '</button><p>Overlay content</p></div></dialog>', $footer );
		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( self::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ self::HANDLE ];
		$this->assertSame( array(), $script->deps, 'The runtime depends on nothing.' );
		$this->assertSame( 'defer', $script->extra['strategy'] ?? null );
	}

	public function test_an_anchored_panel_is_a_hidden_disclosure_with_its_placement(): void {
		$id     = $this->create_overlay(
			array(
				'type'               => 'anchored',
				'trigger_type'       => 'hover',
				'placement'          => 'top-end',
				'position_to_parent' => '.site-header',
				'hover_buffer'       => 30,
			)
		);
		$footer = $this->footer_for( self::trigger( $id ) );
		$this->assertStringContainsString( '<div id="gb-overlay-' . $id . '" class="gb-overlay gb-overlay--anchored"', $footer );
		$this->assertMatchesRegularExpression( '/ hidden[ >]/', $footer );
		$this->assertStringContainsString( 'data-gb-overlay-placement="top-end"', $footer );
		$this->assertStringContainsString( 'data-gb-overlay-parent=".site-header"', $footer );
		$this->assertStringContainsString( 'data-gb-overlay-buffer="30"', $footer );
		$this->assertStringNotContainsString( '<dialog', $footer );
		$this->assertStringNotContainsString( 'gb-overlay__backdrop', $footer );
	}

	public function test_automatic_standard_overlays_print_without_triggers_but_other_types_need_one(): void {
		$timed    = $this->create_overlay(
			array(
				'trigger_type'    => 'time',
				'time_delay'      => 1500,
				'cookie_duration' => 12,
			)
		);
		$anchored = $this->create_overlay(
			array(
				'type'         => 'anchored',
				'trigger_type' => 'time',
			)
		);
		$clicked  = $this->create_overlay();
		$footer   = $this->footer_for( '<!-- wp:paragraph --><p>No triggers</p><!-- /wp:paragraph -->' );
		$this->assertStringContainsString( 'id="gb-overlay-' . $timed . '"', $footer );
		$this->assertStringContainsString( 'data-gb-overlay-delay="1500"', $footer );
		$this->assertStringContainsString( 'data-gb-overlay-cookie="12"', $footer );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $anchored . '"', $footer );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $clicked . '"', $footer );
	}

	public function test_drafts_and_unknown_ids_are_never_printed(): void {
		$draft  = $this->create_overlay( array(), array( 'post_status' => 'draft' ) );
		$footer = $this->footer_for( self::trigger( $draft ) . self::trigger( 999999 ) );
		$this->assertSame( '', $footer );
	}

	public function test_triggers_in_html_attributes_and_in_overlay_content_are_followed(): void {
		$second = $this->create_overlay();
		$first  = $this->create_overlay( array(), array( 'post_content' => self::trigger( $second ) ) );
		$footer = $this->footer_for( '<!-- wp:group {"htmlAttributes":{"data-gb-overlay":"gb-overlay-' . $first . '"}} --><div class="wp-block-group"></div><!-- /wp:group -->' );
		$this->assertStringContainsString( 'id="gb-overlay-' . $first . '"', $footer );
		$this->assertStringContainsString( 'id="gb-overlay-' . $second . '"', $footer );
		$this->assertSame( 1, substr_count( $footer, 'id="gb-overlay-' . $first . '"' ), 'Each overlay is printed once.' );
	}

	/**
	 * The role and tabindex the server gives a trigger block's first tag on a started front end.
	 *
	 * @param Renderer $renderer The started renderer.
	 * @param int      $id       The overlay the paragraph triggers.
	 * @return array{0: string|null, 1: string|null} role, tabindex.
	 */
	private static function trigger_role( Renderer $renderer, int $id ): array {
		$html = do_blocks( '<!-- wp:paragraph {"htmlAttributes":{"data-gb-overlay":"gb-overlay-' . $id . '"}} --><p>Open</p><!-- /wp:paragraph -->' );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$tags->next_tag();
		$role     = $tags->get_attribute( 'role' );
		$tabindex = $tags->get_attribute( 'tabindex' );
		return array( is_string( $role ) ? $role : null, is_string( $tabindex ) ? $tabindex : null );
	}

	public function test_a_trigger_is_a_focusable_button_only_when_its_overlay_is_on_the_page(): void {
		$members = $this->create_condition( 'publish', true );
		$hidden  = $this->create_overlay( array( 'display_condition' => (string) $members ) );
		$shown   = $this->create_overlay();
		$draft   = $this->create_overlay( array(), array( 'post_status' => 'draft' ) );

		$renderer = new Renderer();
		$renderer->start();
		try {
			// The trigger renders before the footer decides what to print: the answer is the same.
			$this->assertSame( array( 'button', '0' ), self::trigger_role( $renderer, $shown ) );
			$this->assertSame( array( null, null ), self::trigger_role( $renderer, $hidden ), 'Hidden by its display condition: not a button.' );
			$this->assertSame( array( null, null ), self::trigger_role( $renderer, $draft ), 'A draft is never printed.' );
			$this->assertSame( array( null, null ), self::trigger_role( $renderer, 999999 ), 'An unknown overlay.' );
			ob_start();
			$renderer->print_overlays();
			$footer = (string) ob_get_clean();
			$this->assertStringContainsString( 'id="gb-overlay-' . $shown . '"', $footer );
			$this->assertStringNotContainsString( 'id="gb-overlay-' . $hidden . '"', $footer );
		} finally {
			remove_filter( 'gblocks_pro_overlay_is_on_page', array( $renderer, 'is_on_page' ) );
		}

		// For a member the condition shows the overlay: its trigger is a button.
		$this->act_as( 'subscriber' );
		Decisions::flush();
		$renderer = new Renderer();
		$renderer->start();
		try {
			$this->assertSame( array( 'button', '0' ), self::trigger_role( $renderer, $hidden ) );
		} finally {
			remove_filter( 'gblocks_pro_overlay_is_on_page', array( $renderer, 'is_on_page' ) );
		}
	}

	public function test_a_trigger_is_no_button_when_no_overlay_is_printed_at_all(): void {
		$id = $this->create_overlay();
		update_option( 'gblocks_pro_enable_overlays', '0' );
		$renderer = new Renderer();
		$renderer->start();
		try {
			$this->assertFalse( $renderer->is_started() );
			$this->assertSame( array( null, null ), self::trigger_role( $renderer, $id ) );
		} finally {
			remove_filter( 'gblocks_pro_overlay_is_on_page', array( $renderer, 'is_on_page' ) );
		}
	}

	public function test_close_elements_alone_do_not_request_an_overlay(): void {
		$id = $this->create_overlay();
		$this->assertSame( '', $this->footer_for( '<!-- wp:html --><button data-gb-overlay-close="">x</button><p>gb-overlay-' . $id . '</p><!-- /wp:html -->' ) );
	}

	public function test_the_feature_flag_turns_the_front_end_off(): void {
		$id = $this->create_overlay();
		update_option( 'gblocks_pro_enable_overlays', '0' );
		$this->assertSame( '', $this->footer_for( self::trigger( $id ) ) );
	}

	public function test_a_missing_or_trashed_condition_hides_the_overlay_inverted_or_not(): void {
		$trashed = $this->create_condition( 'trash' );
		$ids     = array(
			$this->create_overlay( array( 'display_condition' => '999999' ) ),
			$this->create_overlay(
				array(
					'display_condition'        => '999999',
					'display_condition_invert' => true,
				)
			),
			$this->create_overlay( array( 'display_condition' => (string) $trashed ) ),
			$this->create_overlay(
				array(
					'display_condition'        => (string) $trashed,
					'display_condition_invert' => true,
				)
			),
			// An id of another post type is not a condition.
			$this->create_overlay( array( 'display_condition' => (string) $this->create_post() ) ),
		);
		$this->assertSame( '', $this->footer_for( implode( '', array_map( array( self::class, 'trigger' ), $ids ) ) ) );
	}

	public function test_a_draft_condition_is_not_applied_inverted_or_not(): void {
		$draft    = $this->create_condition( 'draft' );
		$plain    = $this->create_overlay( array( 'display_condition' => (string) $draft ) );
		$inverted = $this->create_overlay(
			array(
				'display_condition'        => (string) $draft,
				'display_condition_invert' => true,
			)
		);
		$footer   = $this->footer_for( self::trigger( $plain ) . self::trigger( $inverted ) );
		$this->assertStringContainsString( 'id="gb-overlay-' . $plain . '"', $footer );
		$this->assertStringContainsString( 'id="gb-overlay-' . $inverted . '"', $footer );
	}

	public function test_a_published_condition_decides_and_invert_reverses_it(): void {
		$members  = $this->create_condition( 'publish', true );
		$plain    = $this->create_overlay( array( 'display_condition' => (string) $members ) );
		$inverted = $this->create_overlay(
			array(
				'display_condition'        => (string) $members,
				'display_condition_invert' => true,
			)
		);
		$page     = self::trigger( $plain ) . self::trigger( $inverted );

		$visitor = $this->footer_for( $page );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $plain . '"', $visitor );
		$this->assertStringContainsString( 'id="gb-overlay-' . $inverted . '"', $visitor );

		$this->act_as( 'subscriber' );
		Decisions::flush();
		$member = $this->footer_for( $page );
		$this->assertStringContainsString( 'id="gb-overlay-' . $plain . '"', $member );
		$this->assertStringNotContainsString( 'id="gb-overlay-' . $inverted . '"', $member );
	}

	public function test_a_condition_also_gates_automatic_overlays(): void {
		$members = $this->create_condition( 'publish', true );
		$timed   = $this->create_overlay(
			array(
				'trigger_type'      => 'time',
				'display_condition' => (string) $members,
			)
		);
		$this->assertSame( '', $this->footer_for( '' ) );
		$this->act_as( 'editor' );
		Decisions::flush();
		$this->assertStringContainsString( 'id="gb-overlay-' . $timed . '"', $this->footer_for( '' ) );
	}

	public function test_the_decision_costs_a_fixed_number_of_queries_however_many_overlays_exist(): void {
		global $wpdb;
		$ids = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$ids[] = $this->create_overlay( array( 'display_condition' => (string) $this->create_condition( 0 === $i % 2 ? 'draft' : 'publish' ) ) );
		}
		// The end of the saves' requests (the kept lists rebuilt), and the site's Insights secret, made
		// once by the first counted page: run alone, this test was the first (2 more queries).
		self::run_end_of_request();
		\GBlocks_Pro\Insights\Collect\Page_Identity::secret();
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$footer = $this->footer_for( implode( '', array_map( array( self::class, 'trigger' ), array_slice( $ids, 0, 3 ) ) ) );
		$this->assertSame( 3, substr_count( $footer, '<dialog' ) );
		$this->assertLessThanOrEqual( 6, $wpdb->num_queries - $before );
	}

	/**
	 * The runtime's configuration printed before it.
	 *
	 * @return array{ids: string[], key: string}
	 */
	private static function runtime_config(): array {
		$before = wp_scripts()->get_data( self::HANDLE, 'before' );
		$script = is_array( $before ) ? implode( "\n", $before ) : '';
		if ( ! preg_match( '/window\.gblocksProOverlays = (\{.*\});/s', $script, $match ) ) {
			return array(
				'ids' => array(),
				'key' => '',
			);
		}
		return json_decode( $match[1], true );
	}

	public function test_only_the_overlays_the_server_printed_are_declared_to_the_runtime_with_their_key(): void {
		$id   = $this->create_overlay();
		$fake = '<!-- wp:html --><dialog id="gb-overlay-999999" class="gb-overlay gb-overlay--standard" data-gb-overlay-type="standard" data-gb-overlay-trigger="time" data-gb-overlay-delay="0"></dialog><!-- /wp:html -->';

		$footer = $this->footer_for( self::trigger( $id ) . $fake );
		$config = self::runtime_config();

		$this->assertSame( array( 'gb-overlay-' . $id ), $config['ids'] );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{20}$/', $config['key'] );
		$this->assertStringContainsString( 'data-gb-overlay-key="' . $config['key'] . '"', $footer );
		$this->assertStringNotContainsString( '999999', (string) wp_json_encode( $config ) );
	}

	public function test_mega_menu_panels_printed_inside_menu_items_are_declared_too(): void {
		$panel    = $this->create_overlay( array( 'type' => 'mega-menu' ) );
		$renderer = new Renderer();
		$renderer->start();
		$html = (string) $renderer->menu_item_panel( $panel );
		$renderer->declare_printed();
		$config = self::runtime_config();
		$this->assertSame( array( 'gb-overlay-' . $panel ), $config['ids'] );
		$this->assertStringContainsString( 'data-gb-overlay-key="' . $config['key'] . '"', $html );
		$this->assertSame( $renderer->key(), $config['key'] );
	}

	public function test_each_request_gets_its_own_key(): void {
		$this->assertNotSame( ( new Renderer() )->key(), ( new Renderer() )->key() );
	}
}
