<?php
/**
 * The decision context: the request, or built by hand; built-in types read only from it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Evaluator;

final class Context_Test extends Conditions_Test_Case {

	private const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

	/**
	 * Whether a row passes in a context.
	 */
	private static function passes( array $row, Context $context ): bool {
		return Evaluator::instance()->evaluate_row( $row, $context );
	}

	/**
	 * Sets the request's own visitor data, which a hand-built context must never read.
	 */
	private function fill_the_request(): int {
		$admin = $this->act_as( 'administrator' );
		update_user_meta( $admin, 'plan', 'gold' );
		$_COOKIE['promo']                 = '1';
		$_GET['utm_source']               = 'news';
		$_SERVER['HTTP_USER_AGENT']       = self::IPHONE;
		$_SERVER['HTTP_REFERER']          = 'https://www.google.com/';
		$_SERVER['HTTP_SEC_CH_UA_MOBILE'] = '?1';
		$this->go_to( array( 'p' => $this->create_post() ) );
		return $admin;
	}

	public function test_the_request_context_reads_the_request(): void {
		$admin   = $this->fill_the_request();
		$context = Context::from_request();
		$this->assertFalse( $context->is_simulated() );
		$this->assertSame( $admin, $context->user_id() );
		$this->assertSame( $admin, $context->user()->ID );
		$this->assertSame( array( 'promo' => '1' ), $context->cookies() );
		$this->assertSame( array( 'utm_source' => 'news' ), $context->query() );
		$this->assertSame( 'https://www.google.com/', $context->referrer() );
		$this->assertSame( self::IPHONE, $context->user_agent() );
		$this->assertTrue( $context->devices()['mobile'] );
		$this->assertTrue( $context->main_query()->is_single() );
		$this->assertSame( get_locale(), $context->locale() );
		foreach ( array(
			self::row( 'user_role', 'general:logged_in', 'is' ),
			self::row( 'user_role', 'role:administrator', 'is' ),
			self::row( 'user_role', 'cap:manage_options', 'is' ),
			self::row( 'user_meta', 'custom', 'equals', 'plan|gold' ),
			self::row( 'cookie', 'custom', 'equals', 'promo|1' ),
			self::row( 'query_arg', 'custom', 'equals', 'utm_source|news' ),
			self::row( 'referrer', 'custom', 'contains', 'google.com' ),
			self::row( 'device', 'mobile', 'is' ),
			self::row( 'location', 'general:singular', 'is' ),
		) as $row ) {
			$this->assertTrue( self::passes( $row, $context ), $row['type'] . ' ' . $row['rule'] );
		}
	}

	public function test_a_hand_built_context_never_reads_the_request(): void {
		$this->fill_the_request();
		$subscriber = $this->create_user( 'subscriber' );
		update_user_meta( $subscriber, 'plan', 'silver' );
		$now     = new \DateTimeImmutable( '2026-05-31T12:00:00Z' );
		$context = Context::from_facets(
			array(
				'user_id'    => $subscriber,
				'user_agent' => 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
				'cookies'    => array( 'promo' => '2' ),
				'query'      => array( 'utm_source' => 'ads' ),
				'referrer'   => 'https://www.bing.com/',
				'now'        => $now,
				'locale'     => 'de_DE',
				'rtl'        => true,
			)
		);
		$this->assertTrue( $context->is_simulated() );
		$this->assertSame( $subscriber, $context->user_id() );
		$this->assertSame( '2026-05-31T12:00:00+00:00', $context->now()->format( 'c' ) );
		$this->assertSame(
			array(
				'mobile'  => false,
				'tablet'  => false,
				'desktop' => true,
				'ios'     => false,
				'android' => false,
			),
			$context->devices(),
			'The given user agent, not the Sec-CH-UA-Mobile header of the request.'
		);
		$this->assertFalse( $context->main_query()->is_single(), 'An empty main query unless one is given.' );
		foreach ( array(
			array( self::row( 'user_role', 'role:subscriber', 'is' ), true ),
			array( self::row( 'user_role', 'role:administrator', 'is' ), false ),
			array( self::row( 'user_role', 'cap:manage_options', 'is' ), false ),
			array( self::row( 'user_role', 'cap:read', 'is' ), true ),
			array( self::row( 'user_meta', 'custom', 'equals', 'plan|silver' ), true ),
			array( self::row( 'cookie', 'custom', 'equals', 'promo|1' ), false ),
			array( self::row( 'cookie', 'custom', 'equals', 'promo|2' ), true ),
			array( self::row( 'query_arg', 'custom', 'equals', 'utm_source|ads' ), true ),
			array( self::row( 'referrer', 'custom', 'contains', 'google.com' ), false ),
			array( self::row( 'device', 'desktop', 'is' ), true ),
			array( self::row( 'location', 'general:singular', 'is' ), false ),
			array( self::row( 'language', 'language', 'is', 'de' ), true ),
			array( self::row( 'language', 'rtl', 'is' ), true ),
			array( self::row( 'date_time', 'day_of_week', 'is', '7' ), true ),
		) as list( $row, $expected ) ) {
			$this->assertSame( $expected, self::passes( $row, $context ), $row['type'] . ' ' . $row['rule'] . ' ' . $row['value'] );
		}

		$anonymous = Context::from_facets( array() );
		$this->assertSame( 0, $anonymous->user_id() );
		$this->assertNull( $anonymous->user() );
		$this->assertTrue( self::passes( self::row( 'user_role', 'general:logged_out', 'is' ), $anonymous ), 'Anonymous unless a user is given, whoever is logged in.' );
		$this->assertSame( array(), $anonymous->cookies() );
		$this->assertSame( '', $anonymous->referrer() );
	}

	public function test_with_post_and_a_given_main_query(): void {
		$post  = $this->create_post();
		$other = $this->create_post( array( 'post_type' => 'page' ) );
		$query = new \WP_Query();
		$query->query( array( 'page_id' => $other ) );
		$context = Context::from_facets(
			array(
				'post_id'    => $post,
				'main_query' => $query,
			)
		);
		$this->assertSame( $post, $context->post_id() );
		$this->assertSame( $post, $context->post()->ID );
		$moved = $context->with_post( $other );
		$this->assertSame( $other, $moved->post_id() );
		$this->assertSame( $post, $context->post_id(), 'with_post() leaves the original unchanged.' );
		$this->assertTrue( $moved->is_simulated() );
		$this->assertTrue( self::passes( self::row( 'location', 'post:page', 'is', (string) $other ), $moved ), 'The given main query.' );
		$this->assertFalse( Context::from_facets( array( 'simulated' => false ) )->is_simulated() );
	}
}
