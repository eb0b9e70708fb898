<?php
/**
 * Partial evaluation for cache-safe output: server rules decided, a residual over visitor rules left
 * for the browser, and the action that tells caches a page depended on the visitor.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Decision;

/**
 * Runs on MariaDB too.
 *
 * @group database
 */
final class Partial_Evaluation_Test extends Conditions_Test_Case {

	/**
	 * A server rule that passes for an anonymous visitor.
	 */
	private static function server_true(): array {
		return self::row( 'user_role', 'general:logged_out', 'is' );
	}

	/**
	 * A server rule that fails for an anonymous visitor.
	 */
	private static function server_false(): array {
		return self::row( 'user_role', 'general:logged_in', 'is' );
	}

	private static function mobile(): array {
		return self::row( 'device', 'mobile', 'is' );
	}

	private static function promo(): array {
		return self::row( 'cookie', 'custom', 'equals', 'promo|1' );
	}

	private static function google(): array {
		return self::row( 'referrer', 'custom', 'contains', 'google.com' );
	}

	/**
	 * A tree of groups.
	 *
	 * @param string $logic  Top logic.
	 * @param array  $groups Each: [ logic, rows ].
	 */
	private static function groups( string $logic, array $groups ): array {
		return array(
			'logic'  => $logic,
			'groups' => array_map(
				static fn( array $group ): array => array(
					'logic'      => $group[0],
					'conditions' => $group[1],
				),
				$groups
			),
		);
	}

	private static function reduce( array $tree ): bool|array {
		return Evaluator::instance()->reduce_tree( $tree, Context::from_request() );
	}

	public function test_server_rules_are_decided_and_visitor_rules_left(): void {
		$this->assertSame( self::mobile(), self::reduce( self::tree( self::mobile() ) ), 'A single visitor row is the residual.' );
		$this->assertSame( self::mobile(), self::reduce( self::tree( self::server_true(), self::mobile() ) ), 'true AND x is x.' );
		$this->assertFalse( self::reduce( self::tree( self::mobile(), self::server_false() ) ), 'false AND x is decided on the server.' );
		$this->assertTrue( self::reduce( self::tree( self::server_true() ) ), 'Server rules only: decided.' );
		$this->assertSame(
			array( 'all' => array( self::mobile(), self::promo() ) ),
			self::reduce( self::tree( self::mobile(), self::server_true(), self::promo() ) )
		);

		$this->assertTrue( self::reduce( self::groups( 'OR', array( array( 'AND', array( self::mobile() ) ), array( 'AND', array( self::server_true() ) ) ) ) ), 'true OR x is decided on the server.' );
		$this->assertSame( self::promo(), self::reduce( self::groups( 'OR', array( array( 'AND', array( self::server_false(), self::mobile() ) ), array( 'AND', array( self::promo() ) ) ) ) ), 'false OR x is x.' );
		$this->assertSame(
			array( 'any' => array( self::mobile(), self::promo() ) ),
			self::reduce( self::groups( 'AND', array( array( 'OR', array( self::server_false(), self::mobile(), self::promo() ) ) ) ) ),
			'An OR group keeps its undecided rows.'
		);
		$this->assertSame(
			array(
				'any' => array(
					array( 'all' => array( self::mobile(), self::promo() ) ),
					self::google(),
				),
			),
			self::reduce(
				self::groups(
					'OR',
					array(
						array( 'AND', array( self::server_true(), self::mobile(), self::promo() ) ),
						array( 'AND', array( self::google(), self::server_true() ) ),
						array( 'AND', array( self::google(), self::server_false() ) ),
					)
				)
			),
			'Nesting: OR of ANDs, a decided group dropped.'
		);
		$this->assertSame(
			array( 'all' => array( self::mobile(), array( 'any' => array( self::promo(), self::google() ) ) ) ),
			self::reduce( self::groups( 'AND', array( array( 'AND', array( self::mobile() ) ), array( 'OR', array( self::promo(), self::google() ) ) ) ) )
		);
		$this->assertFalse( self::reduce( self::groups( 'AND', array( array( 'AND', array( self::mobile() ) ), array( 'AND', array( self::server_false() ) ) ) ) ) );
	}

	public function test_the_tree_semantics_are_kept(): void {
		$this->assertTrue( self::reduce( array( 'groups' => array() ) ), 'No groups passes.' );
		$this->assertTrue( self::reduce( self::groups( 'OR', array( array( 'AND', array() ) ) ) ), 'An empty group passes.' );
		$this->assertFalse( self::reduce( self::tree( self::row( 'device', 'mobile', 'contains' ) ) ), 'An operator the rule does not offer fails on the server.' );
		$this->assertFalse( self::reduce( self::tree( self::row( 'weather', 'sunny', 'is' ) ) ), 'An unknown type fails on the server.' );
		$this->assertFalse( self::reduce( self::tree( self::row( 'device', 'mobile', 'contains' ), self::mobile() ) ), 'A failing malformed row in an AND decides it.' );
		$this->assertSame( self::promo(), self::reduce( self::groups( 'OR', array( array( 'AND', array( self::row( 'cookie', 'custom', 'nope', 'x' ), self::mobile() ) ), array( 'AND', array( self::promo() ) ) ) ) ) );
		$this->assertSame(
			array( 'not' => self::mobile() ),
			Evaluator::negate( self::mobile() )
		);
		$this->assertSame( self::mobile(), Evaluator::negate( Evaluator::negate( self::mobile() ) ), 'not(not x) is x.' );
	}

	public function test_a_residual_never_holds_a_server_rule(): void {
		$subscriber = $this->create_user( 'subscriber' );
		update_user_meta( $subscriber, 'internal_plan', 'platinum-secret' );
		update_option( 'gb_internal_flag', 'yes-hidden' );
		wp_set_current_user( $subscriber );
		$server   = array(
			self::row( 'user_role', 'role:subscriber', 'is' ),
			self::row( 'user_role', 'cap:read', 'is' ),
			self::row( 'user_meta', 'custom', 'equals', 'internal_plan|platinum-secret' ),
			self::row( 'options', 'custom', 'equals', 'gb_internal_flag|yes-hidden' ),
			self::row( 'location', 'general:site', 'is' ),
		);
		$tree     = self::groups(
			'OR',
			array(
				array( 'AND', array_merge( $server, array( self::mobile() ) ) ),
				array( 'OR', array_merge( array( self::row( 'user_role', 'role:editor', 'is' ) ), array( self::promo() ) ) ),
				array( 'AND', array( self::row( 'options', 'custom', 'equals', 'gb_internal_flag|no' ), self::google() ) ),
			)
		);
		$residual = self::reduce( $tree );
		$this->assertSame( array( 'any' => array( self::mobile(), self::promo() ) ), $residual );
		$json = (string) wp_json_encode( $residual );
		foreach ( array( 'user_role', 'user_meta', 'options', 'location', 'subscriber', 'editor', 'internal_plan', 'platinum-secret', 'gb_internal_flag', 'yes-hidden', 'cap:read', 'general:site', 'google' ) as $private ) {
			$this->assertStringNotContainsString( $private, $json );
		}
	}

	public function test_decide_with_defer_answers_a_deferred_decision_only_when_the_server_part_does_not_decide(): void {
		$visitor = $this->create_condition( self::tree( self::server_true(), self::mobile() ) );
		$decided = $this->create_condition( self::tree( self::server_false(), self::mobile() ) );
		$server  = $this->create_condition( self::tree( self::server_true() ) );
		$draft   = $this->create_condition( self::tree( self::mobile() ), 'draft' );

		$deferred = Decisions::decide( $visitor, false, 0, array( 'defer' => true ) );
		$this->assertTrue( $deferred->is_deferred() );
		$this->assertFalse( $deferred->shows() );
		$this->assertSame( self::mobile(), $deferred->residual() );
		$this->assertSame( array( 'not' => self::mobile() ), Decisions::decide( $visitor, true, 0, array( 'defer' => true ) )->residual(), 'Invert folded in as not.' );

		$this->assertSame( Decision::HIDDEN, Decisions::decide( $decided, false, 0, array( 'defer' => true ) )->outcome(), 'false AND mobile: hidden on the server.' );
		$this->assertSame( Decision::SHOWN, Decisions::decide( $decided, true, 0, array( 'defer' => true ) )->outcome() );
		$this->assertSame( Decision::SHOWN, Decisions::decide( $server, false, 0, array( 'defer' => true ) )->outcome() );
		$this->assertSame( Decision::NOT_APPLIED, Decisions::decide( $draft, false, 0, array( 'defer' => true ) )->outcome(), 'Drafts as today.' );
		$this->assertSame( Decision::REASON_MISSING, Decisions::decide( 987654, false, 0, array( 'defer' => true ) )->reason(), 'Missing as today.' );

		$this->assertFalse( Decisions::decide( $visitor )->is_deferred(), 'Callers that did not ask for defer never get one.' );
		$this->assertTrue( Decisions::decide( $visitor, false, 0, array( 'defer' => true ) )->is_deferred(), 'Nor does a decision without defer change the deferred one.' );
	}

	public function test_the_visitor_rule_action_fires_once_for_the_real_request_only(): void {
		$visitor = $this->create_condition( self::tree( self::server_true(), self::mobile() ) );
		$server  = $this->create_condition( self::tree( self::server_true() ) );
		$other   = $this->create_condition( self::tree( self::promo() ) );

		Decisions::decide( $server );
		Decisions::decide( $visitor, false, 0, array( 'defer' => true ) );
		Decisions::decide_in( $visitor, false, Context::from_facets( array() ) );
		Decisions::decide_in( $visitor, false, Context::from_facets( array( 'simulated' => false ) ) );
		$this->assertSame( 0, did_action( 'gblocks_pro_visitor_rule_decided' ), 'Not for server rules, a deferred reduction or a hand-built context.' );

		Decisions::decide( $visitor );
		$this->assertSame( 1, did_action( 'gblocks_pro_visitor_rule_decided' ), 'A visitor rule decided on the server for the real request.' );
		Decisions::decide( $other );
		Decisions::forget_results();
		Decisions::decide( $visitor );
		$this->assertSame( 1, did_action( 'gblocks_pro_visitor_rule_decided' ), 'Once per request.' );
	}
}
