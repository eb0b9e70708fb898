<?php
/**
 * "Conditions on this page": the admin-bar list of a page's decisions, for managers only.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Decision_Log;
use GBlocks_Pro\Conditions\Decisions;

final class Decision_Log_Test extends Conditions_Test_Case {

	/**
	 * The log under test.
	 *
	 * @var Decision_Log|null
	 */
	private ?Decision_Log $log = null;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php';
		unset( $GLOBALS['show_admin_bar'] );
		add_filter( 'show_admin_bar', '__return_true' );
	}

	protected function tearDown(): void {
		$this->log?->stop();
		Decisions::observe( null );
		unset( $GLOBALS['show_admin_bar'] );
		parent::tearDown();
	}

	/**
	 * Renders a front-end page for the role: starts the log as the 'wp' action would, renders blocks
	 * guarded by a hidden and a shown condition, and returns the admin bar's HTML.
	 *
	 * @param string $role Role ('' for a visitor).
	 * @return array{0: string, 1: object|null} The admin bar HTML and its "Conditions on this page" node
	 *                                          (read before rendering, which binds the nodes).
	 */
	private function render_page_as( string $role ): array {
		$this->act_as( $role );
		$hidden = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ), 'publish', 'Phones only' );
		$shown  = $this->create_condition( self::tree( self::row( 'location', 'general:site', 'is' ) ), 'publish', 'Everywhere' );
		$page   = $this->create_post( array( 'post_type' => 'page' ) );
		$this->go_to( array( 'page_id' => $page ) );
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

		$this->log = new Decision_Log();
		$this->log->start();
		$html = do_blocks(
			'<!-- wp:paragraph {"gbBlockCondition":"' . $hidden . '"} --><p>For phones</p><!-- /wp:paragraph -->'
			. '<!-- wp:heading {"gbBlockCondition":"' . $shown . '","gbBlockConditionInvert":true} --><h2>Never</h2><!-- /wp:heading -->'
		);
		$this->assertStringNotContainsString( 'For phones', $html );

		$bar = new \WP_Admin_Bar();
		$bar->initialize();
		$bar->add_menus();
		do_action( 'admin_bar_menu', $bar );
		$node = $bar->get_node( Decision_Log::NODE );
		$this->assertNotNull( $bar->get_node( 'wp-logo' ), 'The bar was built.' );
		ob_start();
		$bar->render();
		return array( (string) ob_get_clean(), $node );
	}

	public function test_a_manager_gets_every_decision_with_subject_title_result_and_reason(): void {
		list( $html, $node ) = $this->render_page_as( 'administrator' );
		$this->assertNotNull( $node );
		$this->assertSame( '<span class="ab-icon" aria-hidden="true"></span><span class="ab-label">Conditions on this page (2)</span>', $node->title );
		$this->assertStringContainsString( 'Conditions on this page (2)', $html );

		$lines = $this->log->lines();
		$this->assertSame(
			array(
				array(
					'subject' => 'Block: Paragraph',
					'title'   => 'Phones only',
					'result'  => 'Hidden',
					'reason'  => 'Visitor is on desktop, rule wants mobile.',
					'count'   => 1,
				),
				array(
					'subject' => 'Block: Heading',
					'title'   => 'Everywhere',
					'result'  => 'Hidden',
					'reason'  => 'Inverted: The page is "' . get_the_title( $GLOBALS['wp_the_query']->get_queried_object_id() ) . '" (Page), rule wants Entire Site.',
					'count'   => 1,
				),
			),
			$lines
		);
		$this->assertStringContainsString( '<strong>Hidden</strong> Block: Paragraph · Phones only: Visitor is on desktop, rule wants mobile.', $html );
	}

	public function test_its_lines_wrap_and_it_stays_reachable_on_a_phone(): void {
		$this->render_page_as( 'administrator' );
		// Printed in the footer just before the bar (wp_admin_bar_render, 1000).
		$this->assertSame( 999, has_action( 'wp_footer', array( $this->log, 'print_styles' ) ) );
		ob_start();
		$this->log->print_styles();
		$styles = (string) ob_get_clean();

		$this->assertMatchesRegularExpression( '~^<style id="gblocks-pro-conditions-log-css">.*#wp-admin-bar-gblocks-pro-conditions>\.ab-sub-wrapper\{width:min\(40rem,calc\(100vw - 24px\)\)\}.*#wp-admin-bar-gblocks-pro-conditions \.ab-sub-wrapper \.ab-item\{white-space:normal;height:auto;~', $styles, 'Long lines wrap within the screen.' );
		$this->assertMatchesRegularExpression( '~@media screen and \(max-width:782px\)\{#wpadminbar li#wp-admin-bar-gblocks-pro-conditions\{display:block\}~', $styles, 'Under 782 px the item is not hidden with the others.' );

		$this->log->stop();
		$this->assertFalse( has_action( 'wp_footer', array( $this->log, 'print_styles' ) ), 'Only while logging.' );
		ob_start();
		$this->log->print_styles();
		$this->assertSame( '', (string) ob_get_clean() );
	}

	public function test_titles_and_reasons_are_escaped(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'equals', 'x|<b>' ) ), 'publish', '<img src=x onerror=alert(1)>' );
		$this->go_to( array() );
		$this->log = new Decision_Log();
		$this->log->start();
		Decisions::decide( $id, false, null, array( 'subject' => 'Block: <script>' ) );
		$bar = new \WP_Admin_Bar();
		$bar->initialize();
		do_action( 'admin_bar_menu', $bar );
		ob_start();
		$bar->render();
		$html = (string) ob_get_clean();
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '"<b>"', $html );
		$this->assertStringContainsString( 'Block: &lt;script&gt;', $html );
	}

	/**
	 * Roles that get no trace of the log.
	 *
	 * @return array<string, array{string}>
	 */
	public function others(): array {
		return array(
			'anonymous'  => array( '' ),
			'subscriber' => array( 'subscriber' ),
			'editor'     => array( 'editor' ),
		);
	}

	/**
	 * Nobody else gets an observer, a node or a word of it in the HTML.
	 *
	 * @dataProvider others
	 */
	public function test_others_get_no_trace( string $role ): void {
		list( $html, $node ) = $this->render_page_as( $role );
		$this->assertNull( $node );
		$this->assertSame( array(), $this->log->lines() );
		$this->assertStringNotContainsString( 'Conditions on this page', $html );
		$this->assertStringNotContainsString( 'Phones only', $html );
		$this->assertStringNotContainsString( 'gblocks-pro-conditions', $html );
	}

	public function test_not_logged_in_admin_rest_or_without_the_admin_bar(): void {
		$this->act_as( 'administrator' );
		remove_filter( 'show_admin_bar', '__return_true' );
		add_filter( 'show_admin_bar', '__return_false' );
		unset( $GLOBALS['show_admin_bar'] );
		$this->assertFalse( Decision_Log::applies() );
	}

	public function test_a_visitor_is_turned_away_before_any_capability_or_request_check(): void {
		$this->act_as( '' );
		$this->go_to( array( 'page_id' => $this->create_post( array( 'post_type' => 'page' ) ) ) );
		$checks = array();
		$count  = static function ( $value ) use ( &$checks ) {
			$checks[] = current_filter();
			return $value;
		};
		add_filter( 'map_meta_cap', $count );
		add_filter( 'user_has_cap', $count );
		add_filter( 'show_admin_bar', $count, 99 );
		$this->log = new Decision_Log();
		$this->log->start();
		remove_filter( 'map_meta_cap', $count );
		remove_filter( 'user_has_cap', $count );
		remove_filter( 'show_admin_bar', $count, 99 );
		$this->assertSame( array(), $checks, 'No capability or admin-bar check for a visitor.' );
		$this->assertFalse( has_action( 'admin_bar_menu', array( $this->log, 'add_nodes' ) ) );
		$this->assertSame( 0, has_action( 'wp_body_open', 'wp_admin_bar_render' ) );
	}

	public function test_the_admin_bar_moves_to_the_footer_only_while_logging(): void {
		$this->act_as( 'subscriber' );
		( new Decision_Log() )->start();
		$this->assertSame( 0, has_action( 'wp_body_open', 'wp_admin_bar_render' ) );
		$this->act_as( 'administrator' );
		$this->log = new Decision_Log();
		$this->log->start();
		$this->assertFalse( has_action( 'wp_body_open', 'wp_admin_bar_render' ) );
	}
}
