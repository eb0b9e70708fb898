<?php
/**
 * The conditions routes say, per condition, whether it depends on the visitor (a rule decided in the
 * browser behind a page cache): what the block's Display Condition control needs for its hint.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Registry;

/**
 * Conditions_Controller depends_on_visitor.
 */
final class Rest_Visitor_Dependence_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * The flag of one condition, from the single route and from the list.
	 *
	 * @return array{bool, bool}
	 */
	private function flags( int $id ): array {
		$one  = $this->rest( 'GET', self::BASE . '/conditions/' . $id );
		$list = $this->rest( 'GET', self::BASE . '/conditions', array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $one );
		$this->assertStatus( 200, $list );
		$item = array_values( array_filter( $list->get_data()['response']['conditions'], static fn( array $c ): bool => $id === $c['id'] ) );
		$this->assertCount( 1, $item );
		return array( $one->get_data()['response']['depends_on_visitor'], $item[0]['depends_on_visitor'] );
	}

	/**
	 * Trees whose rules are all decided on the server, and trees with one visitor rule.
	 *
	 * @return array<string, array{array<string, mixed>, bool}>
	 */
	public function trees(): array {
		$role    = self::row( 'user_role', 'general:logged_in', 'is' );
		$meta    = self::row( 'user_meta', 'custom', 'exists', 'plan|' );
		$two_ors = static fn( array $first, array $second ): array => array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array( $first ),
				),
				array(
					'logic'      => 'AND',
					'conditions' => array( $second ),
				),
			),
		);
		return array(
			'role only'                      => array( self::tree( $role ), false ),
			'role and user meta'             => array( self::tree( $role, $meta ), false ),
			'location'                       => array( self::tree( self::row( 'location', 'general:site', 'is' ) ), false ),
			'device'                         => array( self::tree( self::row( 'device', 'mobile', 'is' ) ), true ),
			'cookie'                         => array( self::tree( self::row( 'cookie', 'custom', 'equals', 'promo|1' ) ), true ),
			'referrer'                       => array( self::tree( self::row( 'referrer', 'custom', 'contains', 'google.com' ) ), true ),
			'query parameter'                => array( self::tree( self::row( 'query_arg', 'custom', 'equals', 'utm_source|news' ) ), true ),
			'date'                           => array( self::tree( self::row( 'date_time', 'day_of_week', 'is', '1,2' ) ), true ),
			'server AND visitor'             => array( self::tree( $role, self::row( 'device', 'desktop', 'is' ) ), true ),
			'visitor in the second OR group' => array( $two_ors( $role, self::row( 'device', 'desktop', 'is' ) ), true ),
			'no rules'                       => array(
				array(
					'logic'  => 'OR',
					'groups' => array(),
				),
				false,
			),
		);
	}

	/**
	 * An editor's picker (not a manager) gets the flag, from the list and the single route alike.
	 *
	 * @dataProvider trees
	 */
	public function test_a_condition_depends_on_the_visitor_when_one_rule_is_decided_in_the_browser( array $tree, bool $expected ): void {
		$id = $this->create_condition( $tree );
		$this->act_as( 'editor' );

		$this->assertSame( array( $expected, $expected ), $this->flags( $id ) );
	}

	public function test_a_managers_answer_carries_it_too(): void {
		$id = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		$this->act_as( 'administrator' );

		$this->assertSame( array( true, true ), $this->flags( $id ) );
	}

	public function test_a_rule_type_that_declares_itself_decided_in_the_browser_counts(): void {
		$id = $this->create_condition( self::tree( self::row( 'location', 'general:site', 'is' ) ) );
		$this->act_as( 'editor' );
		$this->assertSame( array( false, false ), $this->flags( $id ) );

		add_filter(
			'gblocks_pro_rule_decided_in',
			static fn( string $where, string $type ): string => 'location' === $type ? 'visitor' : $where,
			10,
			3
		);
		// Types read their rules (and where each is decided) once: as a newly registered type would.
		Registry::reset();

		$this->assertSame( array( true, true ), $this->flags( $id ) );
	}

	public function test_unknown_types_and_damaged_rules_do_not_depend_on_the_visitor(): void {
		$unknown = $this->create_condition( self::tree( self::row( 'not_a_type', 'x', 'is' ) ) );
		$damaged = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		update_post_meta( $damaged, Post_Type::META_KEY, '{not json' );
		$this->act_as( 'editor' );

		$this->assertSame( array( false, false ), $this->flags( $unknown ) );
		$this->assertSame( array( false, false ), $this->flags( $damaged ) );
	}

	public function test_it_is_only_a_yes_or_no_and_names_no_rule(): void {
		$id = $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ), self::row( 'cookie', 'custom', 'equals', 'vip_session|s3cr3t' ) ) );
		$this->act_as( 'author' );

		$json = (string) wp_json_encode( $this->rest( 'GET', self::BASE . '/conditions/' . $id )->get_data() );

		$this->assertStringContainsString( '"depends_on_visitor":true', $json );
		foreach ( array( 'cookie', 'vip_session', 's3cr3t', 'user_role', 'logged_in' ) as $leak ) {
			$this->assertStringNotContainsString( $leak, $json );
		}
	}

	public function test_the_schema_declares_it(): void {
		$schema = $this->rest( 'OPTIONS', self::BASE . '/conditions' )->get_data()['schema']['properties'];

		$this->assertSame( 'boolean', $schema['depends_on_visitor']['type'] );
		$this->assertTrue( $schema['depends_on_visitor']['readonly'] );
	}
}
