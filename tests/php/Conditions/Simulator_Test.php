<?php
/**
 * POST /simulate and the Simulator service: every built-in type shown and hidden with its reason,
 * refusals, bad input, and the current request left alone.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Simulator;
use GBlocks_Pro\Page_Cache\Cache_Safety;

final class Simulator_Test extends Conditions_Test_Case {

	private const ROUTE = '/generateblocks-pro/advanced-conditions/v1/simulate';

	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'Europe/Berlin' );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_rewrite']->set_permalink_structure( '' );
		parent::tearDown();
	}

	/**
	 * Simulates one row through the route as the current user and returns the answer's only rule.
	 *
	 * @param array $row     The row.
	 * @param array $context The context.
	 * @return array{0: string, 1: array<string, mixed>} The result and the rule.
	 */
	private function simulate_row( array $row, array $context ): array {
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'conditions' => self::tree( $row ),
				'context'    => $context,
			)
		);
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertCount( 1, $data['response']['groups'] );
		$this->assertCount( 1, $data['response']['groups'][0]['rules'] );
		return array( $data['response']['result'], $data['response']['groups'][0]['rules'][0] );
	}

	/**
	 * Asserts that a row is shown in one context and hidden in another, each with its reason.
	 */
	private function assert_shown_and_hidden( array $row, array $shown_context, string $shown_reason, array $hidden_context, string $hidden_reason, string $decided_in = 'server' ): void {
		list( $result, $rule ) = $this->simulate_row( $row, $shown_context );
		$this->assertSame( 'shown', $result, 'Reason: ' . $rule['reason'] );
		$this->assertTrue( $rule['result'] );
		$this->assertSame( $shown_reason, $rule['reason'] );
		$this->assertSame( $decided_in, $rule['decided_in'] );
		$this->assertSame( array( $row['type'], $row['rule'], $row['operator'], $row['value'] ), array( $rule['type'], $rule['rule'], $rule['operator'], $rule['value'] ) );

		list( $result, $rule ) = $this->simulate_row( $row, $hidden_context );
		$this->assertSame( 'hidden', $result, 'Reason: ' . $rule['reason'] );
		$this->assertFalse( $rule['result'] );
		$this->assertSame( $hidden_reason, $rule['reason'] );
	}

	public function test_device(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'device', 'mobile', 'is' ),
			array( 'device' => 'mobile' ),
			'Visitor is on mobile (Android), rule wants mobile.',
			array( 'device' => 'desktop' ),
			'Visitor is on desktop, rule wants mobile.',
			'visitor'
		);
	}

	public function test_device_takes_a_user_agent(): void {
		$this->act_as( 'administrator' );
		list( $result, $rule ) = $this->simulate_row( self::row( 'device', 'tablet', 'is' ), array( 'device' => 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15' ) );
		$this->assertSame( 'shown', $result );
		$this->assertSame( 'Visitor is on tablet (iOS), rule wants tablet.', $rule['reason'] );
	}

	public function test_cookie(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'cookie', 'custom', 'equals', 'promo|summer' ),
			array( 'cookies' => array( 'promo' => 'summer' ) ),
			'Cookie "promo" is "summer", rule wants a value that equals "summer".',
			array(),
			'Cookie "promo" is not set, rule wants a value that equals "summer".',
			'visitor'
		);
	}

	public function test_query_arg_from_the_address_and_from_query(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'query_arg', 'custom', 'equals', 'ref|news' ),
			array( 'url' => home_url( '/?ref=news' ) ),
			'Query parameter "ref" is "news", rule wants a value that equals "news".',
			array(
				'url'   => home_url( '/?ref=news' ),
				'query' => array( 'ref' => 'ads' ),
			),
			'Query parameter "ref" is "ads", rule wants a value that equals "news".',
			'visitor'
		);
	}

	public function test_referrer(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'referrer', 'custom', 'contains', 'google' ),
			array( 'referrer' => 'https://www.google.com/search' ),
			'Visitor came from "https://www.google.com/search", rule wants a value that contains "google".',
			array(),
			'Visitor came directly (no referrer), rule wants a value that contains "google".',
			'visitor'
		);
	}

	public function test_date_time(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'date_time', 'current_date', 'before', '2026-06-01' ),
			array( 'datetime' => '2026-05-01T09:30' ),
			'It is 2026-05-01 09:30 (site time), rule wants a moment that is before 2026-06-01.',
			array( 'datetime' => '2026-07-01T07:15:00Z' ),
			'It is 2026-07-01 09:15 (site time), rule wants a moment that is before 2026-06-01.',
			'visitor'
		);
	}

	public function test_day_of_week(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'date_time', 'day_of_week', 'includes_any', '1,5' ),
			array( 'datetime' => '2026-11-27T12:00' ),
			'It is Friday, rule wants one of Monday, Friday.',
			array( 'datetime' => '2026-11-26T12:00' ),
			'It is Thursday, rule wants one of Monday, Friday.',
			'visitor'
		);
	}

	public function test_language(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'language', 'locale', 'is', 'de_DE' ),
			array( 'language' => 'de-DE' ),
			'The language is de_DE, rule wants de_DE.',
			array( 'language' => 'fr_FR' ),
			'The language is fr_FR, rule wants de_DE.'
		);
	}

	public function test_language_rtl(): void {
		$this->act_as( 'administrator' );
		$this->assert_shown_and_hidden(
			self::row( 'language', 'rtl', 'is' ),
			array( 'language' => 'ar' ),
			'The language is written right to left, rule wants right to left.',
			array( 'language' => 'en_GB' ),
			'The language is written left to right, rule wants right to left.'
		);
	}

	public function test_user_role(): void {
		$this->act_as( 'administrator' );
		$editor = $this->create_user( 'editor' );
		$this->assert_shown_and_hidden(
			self::row( 'user_role', 'role:editor', 'is' ),
			array( 'user' => $editor ),
			'Visitor has the role Editor, rule wants the role Editor.',
			array( 'user' => 'anonymous' ),
			'Visitor is logged out, rule wants the role Editor.'
		);
	}

	public function test_logged_in(): void {
		$this->act_as( 'administrator' );
		$user = $this->create_user( 'subscriber', array( 'display_name' => 'Sam Sim' ) );
		$this->assert_shown_and_hidden(
			self::row( 'user_role', 'general:logged_in', 'is' ),
			array( 'user' => (string) $user ),
			'Visitor is logged in as Sam Sim, rule wants logged in.',
			array(),
			'Visitor is logged out, rule wants logged in.'
		);
	}

	public function test_user_meta(): void {
		$this->act_as( 'administrator' );
		$ann = $this->create_user( 'subscriber', array( 'first_name' => 'Ann' ) );
		$bob = $this->create_user( 'subscriber', array( 'first_name' => 'Bob' ) );
		$this->assert_shown_and_hidden(
			self::row( 'user_meta', 'first_name', 'equals', 'Ann' ),
			array( 'user' => $ann ),
			'The visitor\'s meta "first_name" is set, rule wants a value that equals "Ann".',
			array( 'user' => $bob ),
			'The visitor\'s meta "first_name" is set, rule wants a value that equals "Ann".'
		);
	}

	public function test_post_meta(): void {
		$this->act_as( 'administrator' );
		$blue  = $this->create_post( array( 'post_title' => 'Blue one' ) );
		$plain = $this->create_post( array( 'post_title' => 'Plain one' ) );
		add_post_meta( $blue, 'color', 'blue' );
		$this->assert_shown_and_hidden(
			self::row( 'post_meta', 'custom', 'equals', 'color|blue' ),
			array( 'post' => $blue ),
			'Post meta "color" of "Blue one" is set, rule wants a value that equals "blue".',
			array( 'post' => $plain ),
			'Post meta "color" of "Plain one" is not set, rule wants a value that equals "blue".'
		);
	}

	public function test_options(): void {
		$this->act_as( 'administrator' );
		update_option( 'blogdescription', 'Just simulated' );
		list( $result, $rule ) = $this->simulate_row( self::row( 'options', 'blogdescription', 'contains', 'simulated' ), array() );
		$this->assertSame( 'shown', $result );
		$this->assertSame( 'Option "blogdescription" is set, rule wants a value that contains "simulated".', $rule['reason'] );

		list( $result, $rule ) = $this->simulate_row( self::row( 'options', 'custom', 'exists', 'gblocks_pro_simulated_missing|' ), array() );
		$this->assertSame( 'hidden', $result );
		$this->assertSame( 'Option "gblocks_pro_simulated_missing" is not set, rule wants a value that exists.', $rule['reason'] );
	}

	public function test_author(): void {
		$this->act_as( 'administrator' );
		$jo    = $this->create_user( 'author', array( 'display_name' => 'Jo Writer' ) );
		$kim   = $this->create_user( 'author', array( 'display_name' => 'Kim Other' ) );
		$mine  = $this->create_post( array( 'post_author' => $jo ) );
		$other = $this->create_post( array( 'post_author' => $kim ) );
		$this->assert_shown_and_hidden(
			self::row( 'author', 'author_id', 'is', (string) $jo ),
			array( 'post' => $mine ),
			'The post\'s author is Jo Writer, rule wants an author among Jo Writer.',
			array( 'post' => $other ),
			'The post\'s author is Kim Other, rule wants an author among Jo Writer.'
		);
	}

	public function test_location(): void {
		$this->act_as( 'administrator' );
		$about = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'About us',
			)
		);
		$this->assert_shown_and_hidden(
			self::row( 'location', 'post:page', 'is', (string) $about ),
			array( 'url' => (string) get_permalink( $about ) ),
			'The page is "About us" (Page), rule wants Page is "About us".',
			array( 'url' => home_url( '/' ) ),
			'The page is the front page (latest posts), rule wants Page is "About us".'
		);
	}

	public function test_location_reads_pretty_permalinks_with_a_query_of_its_own(): void {
		$this->act_as( 'administrator' );
		$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
		$news = wp_insert_term( 'News ' . self::unique(), 'category' );
		$post = $this->create_post( array( 'post_category' => array( $news['term_id'] ) ) );
		$term = get_term( $news['term_id'], 'category' );

		list( $result, $rule ) = $this->simulate_row( self::row( 'location', 'taxonomy:category', 'is', (string) $term->term_id ), array( 'url' => (string) get_term_link( $term ) ) );
		$this->assertSame( 'shown', $result, $rule['reason'] );
		$this->assertSame( sprintf( 'The page is the Category archive "%1$s", rule wants Archive: Category is "%1$s".', $term->name ), $rule['reason'] );

		list( $result, $rule ) = $this->simulate_row( self::row( 'location', 'general:404', 'is' ), array( 'url' => home_url( '/no-such-thing-' . self::unique() . '/' ) ) );
		$this->assertSame( 'shown', $result, $rule['reason'] );
		$this->assertSame( 'The page is a 404 page, rule wants 404 Page.', $rule['reason'] );

		list( $result, $rule ) = $this->simulate_row( self::row( 'location', 'post:post', 'is', (string) $post ), array( 'url' => (string) get_permalink( $post ) ) );
		$this->assertSame( 'shown', $result, $rule['reason'] );
	}

	public function test_a_custom_type_gets_a_neutral_reason(): void {
		$this->act_as( 'administrator' );
		add_action(
			'gblocks_pro_register_condition_types',
			static function ( $registry ): void {
				$registry->register( new Simulator_Test_Weather() );
			}
		);
		\GBlocks_Pro\Conditions\Registry::reset();
		$this->assert_shown_and_hidden(
			self::row( 'weather', 'sunny', 'is' ),
			array( 'cookies' => array( 'sun' => '1' ) ),
			'This Weather rule passes.',
			array(),
			'This Weather rule does not pass.'
		);
	}

	public function test_groups_and_top_logic_match_the_evaluator(): void {
		$this->act_as( 'administrator' );
		$tree   = array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array( self::row( 'device', 'mobile', 'is' ), self::row( 'user_role', 'general:logged_out', 'is' ) ),
				),
				array(
					'logic'      => 'OR',
					'conditions' => array( self::row( 'device', 'tablet', 'is' ), self::row( 'cookie', 'custom', 'exists', 'vip|' ) ),
				),
			),
		);
		$answer = Simulator::simulate(
			array(
				'conditions' => $tree,
				'context'    => array( 'device' => 'desktop' ),
			)
		);
		$this->assertIsArray( $answer );
		$this->assertSame( 'hidden', $answer['result'] );
		$this->assertSame( array( false, false ), array_column( $answer['groups'], 'result' ) );
		$this->assertSame( array( false, true ), array_column( $answer['groups'][0]['rules'], 'result' ), 'Every row is answered, also after the group failed.' );

		$answer = Simulator::simulate(
			array(
				'conditions' => $tree,
				'context'    => array( 'cookies' => array( 'vip' => 'yes' ) ),
			)
		);
		$this->assertSame( 'shown', $answer['result'] );
		$this->assertSame( array( false, true ), array_column( $answer['groups'], 'result' ) );
	}

	public function test_a_stored_condition_by_id(): void {
		$this->act_as( 'editor' );
		$id       = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ), 'draft' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'id'      => $id,
				'context' => array( 'device' => 'mobile' ),
			)
		);
		$this->assertSame( 403, $response->get_status(), 'An editor lacks the manage capability.' );
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'id'      => $id,
				'context' => array( 'device' => 'mobile' ),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( 'shown', $response->get_data()['response']['result'] );
	}

	public function test_the_answer_says_whether_page_cache_compatibility_is_on(): void {
		$this->act_as( 'administrator' );
		$body = array( 'conditions' => self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		foreach ( array(
			Cache_Safety::OFF             => false,
			Cache_Safety::ON              => true,
			Cache_Safety::FOLLOW_WP_CACHE => Cache_Safety::has_page_cache(),
		) as $mode => $on ) {
			update_option( Cache_Safety::OPTION, $mode );
			$response = $this->rest( 'POST', self::ROUTE, $body );
			$this->assertStatus( 200, $response );
			$this->assertSame( $on, $response->get_data()['response']['page_cache_compatibility'], "Mode $mode." );
			$this->assertSame( 'visitor', $response->get_data()['response']['groups'][0]['rules'][0]['decided_in'], 'Where the rule is decided stays what the rule is.' );
		}
		add_filter( 'gblocks_pro_cache_safe_conditions', '__return_true' );
		update_option( Cache_Safety::OPTION, Cache_Safety::OFF );
		$this->assertTrue( $this->rest( 'POST', self::ROUTE, $body )->get_data()['response']['page_cache_compatibility'], 'The filter has the last word.' );
	}

	public function test_refusals(): void {
		$body = array( 'conditions' => self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		$this->assertStatus( 401, $this->rest( 'POST', self::ROUTE, $body ) );
		foreach ( array( 'subscriber', 'contributor', 'author', 'editor' ) as $role ) {
			$this->act_as( $role );
			$response = $this->rest( 'POST', self::ROUTE, $body );
			$this->assertStatus( 403, $response );
			$this->assertFalse( $response->get_data()['success'] );
		}
	}

	/**
	 * Bad input: body, the field the 400 names.
	 *
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public function bad_inputs(): array {
		$tree = self::tree( self::row( 'device', 'mobile', 'is' ) );
		return array(
			'unknown device'        => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'device' => 'fridge' ),
				),
				'context.device',
			),
			'bad date'              => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'datetime' => '2026-02-30T10:00' ),
				),
				'context.datetime',
			),
			'not a date'            => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'datetime' => 'next tuesday' ),
				),
				'context.datetime',
			),
			'id of a post'          => array( static fn( int $post ) => array( 'id' => $post ), 'id' ),
			'id of nothing'         => array( static fn() => array( 'id' => 999999 ), 'id' ),
			'tree fails validation' => array( static fn() => array( 'conditions' => self::tree( self::row( 'weather', 'rain', 'is' ) ) ), 'conditions' ),
			'neither tree nor id'   => array( static fn() => array( 'context' => array() ), 'conditions' ),
			'both tree and id'      => array(
				static fn( int $post, int $condition ) => array(
					'conditions' => $tree,
					'id'         => $condition,
				),
				'conditions',
			),
			'url of another site'   => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'url' => 'https://elsewhere.example/page/' ),
				),
				'context.url',
			),
			'url not http'          => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'url' => 'javascript:alert(1)' ),
				),
				'context.url',
			),
			'unknown user'          => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'user' => 987654 ),
				),
				'context.user',
			),
			'user word'             => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'user' => 'admin' ),
				),
				'context.user',
			),
			'cookies as a list'     => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'cookies' => array( 'a', 'b' ) ),
				),
				'context.cookies',
			),
			'bad language'          => array(
				static fn() => array(
					'conditions' => $tree,
					'context'    => array( 'language' => 'de DE!' ),
				),
				'context.language',
			),
		);
	}

	/**
	 * Each bad input is a 400 that names its field, never a 500 or a warning.
	 *
	 * @dataProvider bad_inputs
	 */
	public function test_bad_input_is_a_400_naming_the_field( callable $body, string $field ): void {
		$this->act_as( 'administrator' );
		$post      = $this->create_post();
		$condition = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		$response  = $this->rest( 'POST', self::ROUTE, $body( $post, $condition ) );
		$this->assertStatus( 400, $response );
		$data = $response->get_data();
		$this->assertFalse( $data['success'] );
		$this->assertStringStartsWith( $field . ':', $data['message'] );
		$this->assertSame( $field, $data['data']['field'] );
	}

	public function test_schema_refuses_unknown_context_keys_and_wrong_types(): void {
		$this->act_as( 'administrator' );
		$tree = self::tree( self::row( 'device', 'mobile', 'is' ) );
		foreach ( array( array( 'weather' => 'rain' ), array( 'device' => 3 ), array( 'cookies' => array( 'a' => array( 'b' ) ) ) ) as $context ) {
			$response = $this->rest(
				'POST',
				self::ROUTE,
				array(
					'conditions' => $tree,
					'context'    => $context,
				)
			);
			$this->assertStatus( 400, $response );
			$this->assertArrayHasKey( 'context', $response->get_data()['data']['params'] );
		}
	}

	public function test_the_current_request_is_left_alone(): void {
		$admin                      = $this->act_as( 'administrator' );
		$page                       = $this->create_post( array( 'post_type' => 'page' ) );
		$main                       = $this->go_to( array( 'page_id' => $page ) );
		$_COOKIE['promo']           = 'winter';
		$_GET['ref']                = 'mail';
		$_SERVER['HTTP_USER_AGENT'] = Simulator\Context_Builder::DEVICE_AGENTS['desktop'];
		$before                     = array( $_COOKIE, $_GET, $_SERVER, get_current_user_id(), $GLOBALS['wp_query'], $GLOBALS['wp_the_query'], $main->is_page(), $main->get_queried_object_id() );

		$tree   = array(
			'logic'  => 'AND',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array(
						self::row( 'cookie', 'custom', 'equals', 'promo|summer' ),
						self::row( 'query_arg', 'custom', 'not_exists', 'ref|' ),
						self::row( 'device', 'mobile', 'is' ),
						self::row( 'user_role', 'general:logged_out', 'is' ),
						self::row( 'location', 'general:front_page', 'is' ),
					),
				),
			),
		);
		$answer = Simulator::simulate(
			array(
				'conditions' => $tree,
				'context'    => array(
					'cookies' => array( 'promo' => 'summer' ),
					'device'  => 'mobile',
					'user'    => 'anonymous',
					'url'     => home_url( '/' ),
				),
			)
		);
		$this->assertIsArray( $answer );
		$this->assertSame( 'shown', $answer['result'], wp_json_encode( $answer ) );
		$this->assertSame( $before, array( $_COOKIE, $_GET, $_SERVER, get_current_user_id(), $GLOBALS['wp_query'], $GLOBALS['wp_the_query'], $main->is_page(), $main->get_queried_object_id() ) );
		$this->assertSame( $admin, get_current_user_id() );
	}

	public function test_results_are_never_cached_across_contexts(): void {
		$this->act_as( 'administrator' );
		$id      = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		$results = array();
		foreach ( array( 'mobile', 'desktop', 'mobile' ) as $device ) {
			$answer    = Simulator::simulate(
				array(
					'id'      => $id,
					'context' => array( 'device' => $device ),
				)
			);
			$results[] = is_array( $answer ) ? $answer['result'] : $answer->get_error_message();
		}
		$this->assertSame( array( 'shown', 'hidden', 'shown' ), $results );
	}
}
