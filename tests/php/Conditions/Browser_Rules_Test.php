<?php
/**
 * Rules only the browser can decide (the visitor history, Condition_Type::BROWSER): always left to the
 * browser, whatever the page cache setting, and the scripts that keep the history.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Registry;
use GBlocks_Pro\Conditions\Tree;
use GBlocks_Pro\Conditions\Visitor_History;
use GBlocks_Pro\Conditions\Visitor_History_Script;
use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Page_Cache\Visitor_Script;

/**
 * Runs on MariaDB too.
 *
 * @group database
 */
final class Browser_Rules_Test extends Conditions_Test_Case {

	private const EVALUATOR = __DIR__ . '/../fixtures/visitor-conditions.js';

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Decisions::flush();
		Cache_Safety::reset();
		Visitor_Script::reset( self::EVALUATOR );
		wp_set_current_user( 0 );
		$_SERVER['REQUEST_METHOD']  = 'GET';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
		update_option( Cache_Safety::OPTION, '0' );
		$this->go_to( array() );
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Decisions::flush();
		Cache_Safety::reset();
		Visitor_Script::reset();
		delete_option( Visitor_History_Script::SETTING );
		parent::tearDown();
	}

	private static function returning(): array {
		return self::row( 'visitor', 'returning', 'is' );
	}

	private static function desktop(): array {
		return self::row( 'device', 'desktop', 'is' );
	}

	private static function mobile(): array {
		return self::row( 'device', 'mobile', 'is' );
	}

	private static function decide( int $id, bool $defer = false, bool $invert = false ): \GBlocks_Pro\Conditions\Decision {
		Decisions::forget_results();
		return Decisions::decide( $id, $invert, null, $defer ? array( 'defer' => true ) : array() );
	}

	public function test_every_visitor_rule_is_decided_in_the_browser_and_no_filter_moves_it(): void {
		$type = Registry::instance()->get( 'visitor' );
		$this->assertNotNull( $type );
		foreach ( array_keys( $type->rules() ) as $rule ) {
			$this->assertSame( Condition_Type::BROWSER, $type->decided_in( $rule ), $rule );
		}
		add_filter( 'gblocks_pro_rule_decided_in', static fn(): string => Condition_Type::SERVER );
		$type->reset_rules();
		$this->assertSame( Condition_Type::BROWSER, $type->decided_in( 'returning' ), 'The server never holds the history.' );
		$this->assertSame( Condition_Type::SERVER, Registry::instance()->get( 'device' )->decided_in( 'mobile' ), 'Other rules still move.' );
		remove_all_filters( 'gblocks_pro_rule_decided_in' );
		$type->reset_rules();
		Registry::instance()->get( 'device' )->reset_rules();
	}

	public function test_without_page_cache_compatibility_a_history_rule_is_still_left_to_the_browser_alone(): void {
		$this->assertFalse( Cache_Safety::defers() );
		$only = $this->create_condition( self::tree( self::returning() ) );
		$this->assertTrue( self::decide( $only )->is_deferred() );
		$this->assertSame( self::returning(), self::decide( $only )->residual() );
		$this->assertSame( array( 'not' => self::returning() ), self::decide( $only, false, true )->residual(), 'Invert is kept as a not.' );

		// The device rule is decided here, against the request (a desktop browser).
		$mixed = $this->create_condition( self::tree( self::desktop(), self::returning() ) );
		$this->assertSame( self::returning(), self::decide( $mixed )->residual(), 'Only the history row is left.' );
		$hidden   = $this->create_condition( self::tree( self::mobile(), self::returning() ) );
		$decision = self::decide( $hidden );
		$this->assertFalse( $decision->is_deferred(), 'false AND x is decided on the server.' );
		$this->assertFalse( $decision->shows() );

		// Cache-safe output leaves the device row to the browser too.
		$this->assertSame(
			array( 'all' => array( self::desktop(), self::returning() ) ),
			self::decide( $mixed, true )->residual()
		);
	}

	public function test_a_block_with_a_history_rule_is_sent_inert_without_page_cache_compatibility(): void {
		$id   = $this->create_condition( self::tree( self::returning() ) );
		$html = do_blocks( '<!-- wp:paragraph {"gbBlockCondition":"' . $id . '"} --><p>Welcome back</p><!-- /wp:paragraph -->' );
		$this->assertSame(
			'<template data-gb-condition="' . esc_attr( Visitor_Script::json( self::returning() ) ) . '"><p>Welcome back</p></template><script>gbVisitorConditions.run()</script>',
			$html
		);
	}

	public function test_the_condition_cache_says_whether_any_condition_has_a_history_rule(): void {
		$store = Condition_Store::instance();
		$this->create_condition( self::tree( self::mobile() ) );
		$this->run_end_of_request();
		$this->assertFalse( $store->may_have_browser_rules() );
		$this->create_condition( self::tree( self::returning() ), 'draft' );
		$this->run_end_of_request();
		$this->assertTrue( $store->may_have_browser_rules(), 'Any condition counts: a draft can be published without a page changing.' );
	}

	/**
	 * What wp_head prints of the counter.
	 */
	private static function counter(): string {
		ob_start();
		Visitor_History_Script::print_counter();
		return (string) ob_get_clean();
	}

	public function test_the_counter_is_printed_only_on_sites_that_use_and_keep_the_history(): void {
		$this->create_condition( self::tree( self::mobile() ) );
		$this->run_end_of_request();
		$this->assertSame( '', self::counter(), 'No history rule: no counter.' );

		$this->create_condition( self::tree( self::returning() ) );
		$this->run_end_of_request();
		$counter = self::counter();
		$this->assertStringContainsString( '<script id="gblocks-pro-visitor-history" data-gb-idle="1800"', $counter );
		$this->assertStringContainsString( 'gbHistory', $counter, 'The built counter.' );

		add_filter( 'gblocks_pro_visitor_session_idle', static fn(): int => 600 );
		$this->assertStringContainsString( 'data-gb-idle="600"', self::counter() );
		remove_all_filters( 'gblocks_pro_visitor_session_idle' );

		// The setting of the Settings screen (the definition file both features read, saved as '1' / '0').
		$this->assertSame( \GBlocks_Pro\Insights\Settings::VISITOR_HISTORY, Visitor_History_Script::SETTING );
		$this->assertArrayHasKey( Visitor_History_Script::SETTING, \GBlocks_Pro\Insights\Settings::definition() );
		update_option( Visitor_History_Script::SETTING, '0' );
		$this->assertSame( '', self::counter(), 'The site keeps no history.' );
		update_option( Visitor_History_Script::SETTING, '1' );
		$this->assertNotSame( '', self::counter() );
	}

	public function test_the_counter_waits_for_consent_to_preferences_with_the_real_consent_api(): void {
		$this->create_condition( self::tree( self::returning() ) );
		$this->run_end_of_request();
		$this->assertSame( function_exists( 'wp_has_consent' ), str_contains( self::counter(), 'data-gb-consent=' ) );
		$dirs = array_filter( array( (string) getenv( 'GB_CONSENT_API_DIR' ), dirname( GBLOCKS_PRO_DIR ) . '/shared/vendor/wp-consent-api', dirname( GBLOCKS_PRO_DIR, 2 ) . '/shared/vendor/wp-consent-api' ) );
		$dir  = (string) current( array_filter( $dirs, static fn( string $dir ): bool => is_file( $dir . '/wp-consent-api.php' ) ) );
		$this->assertFileExists( $dir . '/wp-consent-api.php', 'The real WP Consent API (GB_CONSENT_API_DIR).' );
		require_once $dir . '/wp-consent-api.php';
		if ( ! function_exists( 'wp_has_consent' ) ) {
			\WP_Consent_API::init(); // As on plugins_loaded, which ran before the plugin was loaded.
		}
		$this->assertTrue( function_exists( 'wp_has_consent' ) );
		$this->assertStringContainsString( 'data-gb-consent="preferences"', self::counter() );
	}

	public function test_the_history_rules_are_printed_before_the_evaluator_on_sites_with_a_history_rule(): void {
		$this->create_condition( self::tree( self::mobile() ) );
		$this->run_end_of_request();
		$this->assertSame( '', Visitor_History_Script::rules_tag( '' ) );
		$this->create_condition( self::tree( self::returning() ) );
		$this->run_end_of_request();
		$this->assertStringStartsWith( '<script id="gblocks-pro-visitor-history-rules">', Visitor_History_Script::rules_tag( '' ) );

		$id = $this->create_condition( self::tree( self::returning() ) );
		ob_start();
		do_action( 'wp_head' );
		ob_end_clean();
		$html  = do_blocks( '<!-- wp:paragraph {"gbBlockCondition":"' . $id . '"} --><p>Hi</p><!-- /wp:paragraph -->' );
		$rules = strpos( $html, 'id="gblocks-pro-visitor-history-rules"' );
		$this->assertIsInt( $rules );
		$this->assertGreaterThan( $rules, (int) strpos( $html, 'id="' . Visitor_Script::ID . '"' ) );
	}

	public function test_on_the_server_a_history_rule_passes_only_in_a_simulated_context_with_a_history(): void {
		$row = self::returning();
		$this->assertFalse( Evaluator::instance()->evaluate_row( $row, Context::from_request() ), 'A request has no history: fails closed.' );
		$this->assertFalse( Evaluator::instance()->evaluate_row( self::row( 'visitor', 'returning', 'is_not' ), Context::from_request() ) );
		$history = Visitor_History::from_array( array( 'sessions' => 2 ) );
		$this->assertInstanceOf( Visitor_History::class, $history );
		$this->assertTrue( Evaluator::instance()->evaluate_row( $row, Context::from_facets( array( 'history' => $history ) ) ) );
		$this->assertFalse( Evaluator::instance()->evaluate_row( $row, Context::from_facets( array() ) ) );
	}

	public function test_a_hand_built_history_that_cannot_be_read_is_refused_naming_what_is_wrong(): void {
		foreach (
			array(
				'"not an object"'                        => 'must be a JSON object',
				'{"page_views": -1}'                     => '"page_views" must be a whole number',
				'{"sessions": "2"}'                      => '"sessions" must be a whole number',
				'{"utm_source": 5}'                      => '"utm_source" must be text',
				'{"overlays": [1]}'                      => '"overlays" must be an object',
				'{"overlays": {"x": {}}}'                => '"overlays" must be an object',
				'{"overlays": {"12": {"views": "3"}}}'   => '"views" must be a list of ages in days',
				'{"overlays": {"12": {"closes": [-1]}}}' => '"closes" must be a list of ages in days',
				'{"overlays": {"12": {"conversions": {"a": 1}}}}' => '"conversions" must be a list of ages in days',
			) as $json => $message
		) {
			$history = Visitor_History::from_array( json_decode( $json, true ) );
			$this->assertInstanceOf( \WP_Error::class, $history, $json );
			$this->assertSame( 'gblocks_pro_invalid_history', $history->get_error_code() );
			$this->assertStringContainsString( $message, $history->get_error_message(), $json );
			$this->assertSame( 400, $history->get_error_data()['status'] );
		}
	}

	public function test_a_visitor_row_with_a_value_it_cannot_read_is_not_saved(): void {
		foreach (
			array(
				array( 'page_views', 'at_least', 'three', 'whole number' ),
				array( 'page_views', 'at_least', '', 'enter a value' ),
				array( 'overlay_views', 'at_least', '12|2', 'overlay|times|days' ),
				array( 'overlay_views', 'at_least', 'abc|2|0', 'overlay|times|days' ),
				array( 'overlay_views', 'at_least', '12|11|30', 'at most 10 times' ),
			) as list( $rule, $operator, $value, $message )
		) {
			$errors = Tree::validate( self::tree( self::row( 'visitor', $rule, $operator, $value ) ) );
			$this->assertStringContainsString( $message, implode( ' ', $errors ), $value );
		}
		foreach ( array( array( 'overlay_views', 'at_least', '12|11|0' ), array( 'overlay_conversions', 'equals', 'any|0|0' ), array( 'sessions', 'at_most', '0' ) ) as list( $rule, $operator, $value ) ) {
			$this->assertSame( array(), Tree::validate( self::tree( self::row( 'visitor', $rule, $operator, $value ) ) ), $value );
		}
	}

	public function test_the_simulate_route_takes_a_hand_built_history_and_refuses_one_it_cannot_read(): void {
		$this->act_as( 'administrator' );
		$overlay   = wp_insert_post(
			array(
				'post_type'   => 'gblocks_overlay',
				'post_title'  => 'Newsletter',
				'post_status' => 'publish',
			)
		);
		$tree      = self::tree( self::row( 'visitor', 'overlay_conversions', 'at_least', $overlay . '|1|0' ) );
		$simulate  = static function ( array $context ) use ( $tree ): \WP_REST_Response {
			$request = new \WP_REST_Request( 'POST', '/generateblocks-pro/advanced-conditions/v1/simulate' );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body(
				(string) wp_json_encode(
					array(
						'conditions' => $tree,
						'context'    => $context,
					)
				)
			);
			return rest_do_request( $request );
		};
		$converted = $simulate( array( 'history' => array( 'overlays' => array( $overlay => array( 'conversions' => array( 3 ) ) ) ) ) );
		$this->assertSame( 200, $converted->get_status() );
		$data = (array) $converted->get_data();
		$data = (array) ( $data['response'] ?? $data );
		$this->assertSame( 'shown', $data['result'] );
		$this->assertSame( 'Overlay conversions of "Newsletter", ever: 1, rule wants at least 1.', $data['groups'][0]['rules'][0]['reason'] );

		$refused = $simulate( array( 'history' => array( 'page_views' => 'many' ) ) );
		$this->assertSame( 400, $refused->get_status() );
		$error = (array) $refused->get_data();
		$this->assertSame( 'context.history', $error['data']['field'] );
		$this->assertSame( 'context.history: The visitor history\'s "page_views" must be a whole number of at least 0.', $error['message'] );
	}
}
