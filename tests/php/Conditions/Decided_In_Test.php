<?php
/**
 * Where each rule is decided (server or visitor), in the types and in the REST lookups.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Condition_Type;
use GBlocks_Pro\Conditions\Registry;

final class Decided_In_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * The types whose every rule is decided by the visitor (issue 24).
	 */
	private const VISITOR_TYPES = array( 'device', 'cookie', 'referrer', 'query_arg', 'date_time' );

	/**
	 * The types whose every rule only the browser can decide (the visitor history, issue 39).
	 */
	private const BROWSER_TYPES = array( 'visitor' );

	public function test_every_built_in_rule_declares_where_it_is_decided(): void {
		$registry = Registry::instance();
		foreach ( array_keys( $registry->labels() ) as $name ) {
			$type     = $registry->get( $name );
			$expected = in_array( $name, self::VISITOR_TYPES, true ) ? 'visitor' : ( in_array( $name, self::BROWSER_TYPES, true ) ? 'browser' : 'server' );
			$this->assertNotEmpty( $type->rules(), $name );
			foreach ( $type->rules() as $id => $rule ) {
				$this->assertSame( $expected, $rule['decided_in'], "{$name} {$id} in the normalised rule" );
				$this->assertSame( $expected, $type->decided_in( (string) $id ), "{$name} {$id}" );
			}
		}
		$this->assertSame( 'server', $registry->get( 'user_role' )->decided_in( 'general:logged_in' ) );
		$this->assertSame( 'server', $registry->get( 'device' )->decided_in( 'no_such_rule' ), 'An unknown rule is decided on the server.' );
	}

	public function test_a_filter_declares_where_a_rule_is_decided_and_only_visitor_counts(): void {
		add_filter(
			'gblocks_pro_rule_decided_in',
			static function ( string $where, string $type, string $rule ): string {
				if ( 'device' === $type && 'ios' === $rule ) {
					return 'server';
				}
				if ( 'options' === $type ) {
					return 'VISITOR';
				}
				return 'language' === $type ? 'visitor' : $where;
			},
			10,
			3
		);
		Registry::reset();
		$registry = Registry::instance();
		$this->assertSame( 'server', $registry->get( 'device' )->decided_in( 'ios' ) );
		$this->assertSame( 'visitor', $registry->get( 'device' )->decided_in( 'mobile' ) );
		$this->assertSame( 'visitor', $registry->get( 'language' )->decided_in( 'rtl' ) );
		$this->assertSame( 'server', $registry->get( 'options' )->decided_in( 'general:site_title' ), 'Anything but exactly "visitor" is the server.' );
	}

	public function test_a_custom_type_declares_its_own(): void {
		$type = new class() extends Condition_Type {
			public function name(): string {
				return 'weather';
			}
			public function label(): string {
				return 'Weather';
			}
			protected function define_rules(): array {
				return array(
					'sunny' => array(
						'label'       => 'Sunny',
						'operators'   => array( 'is' ),
						'needs_value' => false,
						'decided_in'  => 'visitor',
					),
					'rainy' => array(
						'label'       => 'Rainy',
						'operators'   => array( 'is' ),
						'needs_value' => false,
					),
				);
			}
			public function evaluate( string $rule, string $operator, string $value, \GBlocks_Pro\Conditions\Context $context ): bool {
				return true;
			}
		};
		$this->assertSame( 'visitor', $type->decided_in( 'sunny' ) );
		$this->assertSame( 'server', $type->decided_in( 'rainy' ), 'Default: server.' );
	}

	public function test_the_rest_lookups_carry_it(): void {
		$this->act_as( 'administrator' );
		foreach ( array(
			'device/mobile'               => 'visitor',
			'date_time/current_time'      => 'visitor',
			'query_arg/custom'            => 'visitor',
			'user_role/general:logged_in' => 'server',
			'location/post:page'          => 'server',
		) as $key => $where ) {
			list( $type, $rule ) = explode( '/', $key );
			$response            = $this->rest(
				'GET',
				self::BASE . '/get_rule_metadata',
				array(
					'type' => $type,
					'rule' => $rule,
				)
			);
			$this->assertStatus( 200, $response );
			$data = $response->get_data()['response'];
			$this->assertSame( $where, $data['decided_in'], $key );
			$this->assertSame( $where, $data['metadata']['decided_in'], $key . ' (nested)' );

			$rules = $this->rest( 'GET', self::BASE . '/get_condition_rules', array( 'type' => $type ) );
			$this->assertStatus( 200, $rules );
			$body = json_decode( (string) wp_json_encode( $rules->get_data() ), true );
			$this->assertIsString( $body['response'][ $rule ], 'The rule list keeps its { id: label } shape.' );
			$this->assertSame( $where, $body['decided_in'][ $rule ], $key . ' in the rule list' );
		}
	}
}
