<?php
/**
 * The decision API of the engine: deferred decisions, decide_in with a hand-built context, observe,
 * and the per-request memo keyed by the current user.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Blocks\Menu_Item_Conditions;
use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Decision;

/**
 * Runs on MariaDB too.
 *
 * @group database
 */
final class Decisions_Engine_Test extends Conditions_Test_Case {

	protected function tearDown(): void {
		Decisions::observe( null );
		parent::tearDown();
	}

	public function test_a_deferred_decision_carries_its_residual_and_does_not_show(): void {
		$residual = array(
			'type'     => 'device',
			'rule'     => 'mobile',
			'operator' => 'is',
			'value'    => '',
		);
		$decision = Decision::deferred( $residual );
		$this->assertTrue( $decision->is_deferred() );
		$this->assertSame( Decision::DEFERRED, $decision->outcome() );
		$this->assertSame( $residual, $decision->residual() );
		$this->assertFalse( $decision->shows(), 'Only callers that asked for defer get one; to others it never shows.' );
		foreach ( array( Decision::shown(), Decision::hidden(), Decision::not_applied() ) as $other ) {
			$this->assertFalse( $other->is_deferred() );
			$this->assertNull( $other->residual() );
		}
		$this->assertTrue( Decision::not_applied()->shows() );
		$this->assertFalse( Decision::hidden()->shows() );
	}

	public function test_decide_in_uses_the_given_context_only_and_keeps_the_status_rules(): void {
		$id               = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'equals', 'promo|1' ) ) );
		$_COOKIE['promo'] = '1';

		$this->assertFalse( Decisions::decide_in( $id, false, Context::from_facets( array() ) )->shows(), 'A hand-built context has no cookies unless given.' );
		$this->assertTrue( Decisions::decide_in( $id, false, Context::from_facets( array( 'cookies' => array( 'promo' => '1' ) ) ) )->shows() );
		$this->assertFalse( Decisions::decide_in( $id, true, Context::from_facets( array( 'cookies' => array( 'promo' => '1' ) ) ) )->shows(), 'Inverted.' );
		$this->assertTrue( Decisions::decide_in( $id, false, Context::from_request() )->shows(), 'The request context reads the request.' );

		$draft = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'exists', 'nope' ) ), 'draft' );
		$this->assertSame( Decision::NOT_APPLIED, Decisions::decide_in( $draft, true, Context::from_facets( array() ) )->outcome() );
		$this->assertSame( Decision::REASON_MISSING, Decisions::decide_in( 999999, false, Context::from_facets( array() ) )->reason() );
		$this->assertSame( Decision::REASON_NONE, Decisions::decide_in( '', false, Context::from_facets( array() ) )->reason() );
	}

	public function test_observe_sees_every_decision_memoised_or_not_with_its_subject(): void {
		$id   = $this->create_condition( self::tree( self::row( 'location', 'general:site', 'is' ) ) );
		$post = $this->create_post();
		$seen = array();
		Decisions::observe(
			static function ( int $condition_id, bool $invert, int $post_id, Decision $decision, string $subject ) use ( &$seen ): void {
				$seen[] = array( $condition_id, $invert, $post_id, $decision->outcome(), $subject );
			}
		);
		Decisions::decide( $id, false, $post, array( 'subject' => 'Block: Paragraph' ) );
		Decisions::decide( $id, false, $post, array( 'subject' => 'Block: Heading' ) );
		Decisions::decide( (string) $id, true, $post );
		Decisions::decide( '', false, $post, array( 'subject' => 'Block: none' ) );
		$this->assertSame(
			array(
				array( $id, false, $post, Decision::SHOWN, 'Block: Paragraph' ),
				array( $id, false, $post, Decision::SHOWN, 'Block: Heading' ),
				array( $id, true, $post, Decision::HIDDEN, '' ),
			),
			$seen,
			'Memoised answers are observed too; content without a condition is not a decision.'
		);
		Decisions::observe( null );
		Decisions::decide( $id, false, $post );
		$this->assertCount( 3, $seen, 'null removes the observer.' );
	}

	public function test_a_change_of_current_user_in_the_request_is_never_answered_with_a_stale_decision(): void {
		$condition = $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ) );
		$menu      = wp_create_nav_menu( 'Main ' . self::unique() );
		$this->assertIsInt( $menu );
		foreach ( array( 'Account', 'Shop' ) as $title ) {
			$item = wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-title'  => $title,
					'menu-item-url'    => 'https://example.org/' . strtolower( $title ),
					'menu-item-status' => 'publish',
				)
			);
			$this->assertIsInt( $item );
			if ( 'Account' === $title ) {
				update_post_meta( $item, Menu_Item_Conditions::META_KEY, (string) $condition );
			}
		}
		$render = static fn(): string => (string) wp_nav_menu(
			array(
				'menu'        => $menu,
				'echo'        => false,
				'fallback_cb' => false,
			)
		);

		wp_set_current_user( 0 );
		$anonymous = $render();
		$this->assertStringContainsString( 'Shop', $anonymous );
		$this->assertStringNotContainsString( 'Account', $anonymous, 'Hidden from an anonymous visitor.' );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertStringContainsString( 'Account', $render(), 'Shown once a subscriber is the current user, in the same request.' );
		$this->assertTrue( Decisions::decide( $condition )->shows() );

		wp_set_current_user( 0 );
		$this->assertStringNotContainsString( 'Account', $render(), 'Hidden again for the anonymous visitor.' );
		$this->assertFalse( Decisions::decide( $condition )->shows() );
	}
}
