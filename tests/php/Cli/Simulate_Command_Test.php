<?php
/**
 * `wp gblocks condition simulate` through the real WP-CLI.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * The simulator's answer (contract §8: result, groups, rules with result, decided_in and reason) for a
 * visitor built from the options, the table format, and the bad inputs.
 */
final class Simulate_Command_Test extends Cli_Test_Case {

	public function test_simulate_prints_the_simulators_answer(): void {
		$rules = array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array(
						array(
							'type'     => 'device',
							'rule'     => 'mobile',
							'operator' => 'is',
							'value'    => '',
						),
						array(
							'type'     => 'cookie',
							'rule'     => 'custom',
							'operator' => 'exists',
							'value'    => 'promo',
						),
					),
				),
				array(
					'logic'      => 'AND',
					'conditions' => array(
						array(
							'type'     => 'query_arg',
							'rule'     => 'custom',
							'operator' => 'exists',
							'value'    => 'utm_source',
						),
					),
				),
			),
		);
		$id    = trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Simulated', '--rules=' . wp_json_encode( $rules ), '--porcelain' ) ) );
		if ( ! class_exists( '\GBlocks_Pro\Conditions\Simulator' ) ) {
			// Without the simulator (issue 25 §1), the command says so in one line.
			self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--device=mobile' ), 'The condition simulator is not available' );
			return;
		}
		$answer = self::json( array( 'gblocks', 'condition', 'simulate', $id, '--device=mobile', '--visitor=anonymous', '--cookie=promo=1; other=2', '--format=json' ) );
		$this->assertSame( 'shown', $answer['result'] );
		$this->assertSame( array( true, false ), array_column( $answer['groups'], 'result' ) );
		$first = $answer['groups'][0]['rules'];
		$this->assertSame( array( 'device', 'cookie' ), array_column( $first, 'type' ) );
		$this->assertSame( array( true, true ), array_column( $first, 'result' ) );
		$this->assertSame( array( 'visitor', 'visitor' ), array_column( $first, 'decided_in' ) );
		foreach ( array_merge( $first, $answer['groups'][1]['rules'] ) as $rule ) {
			$this->assertSame( array( 'type', 'rule', 'operator', 'value', 'result', 'decided_in', 'reason' ), array_values( array_intersect( array_keys( $rule ), array( 'type', 'rule', 'operator', 'value', 'result', 'decided_in', 'reason' ) ) ) );
			$this->assertNotSame( '', $rule['reason'] );
		}

		$answer = self::json( array( 'gblocks', 'condition', 'simulate', $id, '--device=desktop', '--query=utm_source=news&x=1', '--format=json' ) );
		$this->assertSame( 'shown', $answer['result'] );
		$this->assertSame( array( false, true ), array_column( $answer['groups'], 'result' ) );

		$table = self::ok( array( 'gblocks', 'condition', 'simulate', $id, '--device=desktop' ) );
		$this->assertMatchesRegularExpression( "/^group\ttype\trule\toperator\tvalue\tresult\tdecided_in\treason\n1\tdevice\tmobile\tis\t\tno\tvisitor\t[^\n]+\n/", $table );
		$this->assertStringEndsWith( "Result: hidden\n", $table );
		$this->assertStringContainsString( 'group,type,rule', self::ok( array( 'gblocks', 'condition', 'simulate', $id, '--format=csv' ) ) );
		$this->assertStringContainsString( 'decided_in: visitor', self::ok( array( 'gblocks', 'condition', 'simulate', $id, '--format=yaml' ) ) );

		// The visitor: WP-CLI's global --user, or --visitor (also "anonymous"); by default anonymous.
		$logged_in = trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Logged in', '--rules={"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"user_role","rule":"general:logged_in","operator":"is","value":""}]}]}', '--porcelain' ) ) );
		$this->assertSame( 'shown', self::json( array( 'gblocks', 'condition', 'simulate', $logged_in, '--user=admin', '--format=json' ) )['result'] );
		$this->assertSame( 'hidden', self::json( array( 'gblocks', 'condition', 'simulate', $logged_in, '--user=admin', '--visitor=anonymous', '--format=json' ) )['result'] );
		$this->assertSame( 'shown', self::json( array( 'gblocks', 'condition', 'simulate', $logged_in, '--visitor=admin', '--format=json' ) )['result'] );
		$this->assertSame( 'hidden', self::json( array( 'gblocks', 'condition', 'simulate', $logged_in, '--format=json' ) )['result'] );

		self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--device=fridge' ), 'device' );
		self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--datetime=not-a-date' ), 'datetime' );
		self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--visitor=nobody' ), '--visitor "nobody": no user has this id or login' );
		self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--cookie=novalue' ), '--cookie "novalue": expected name=value.' );
		self::fails( array( 'gblocks', 'condition', 'simulate', '999999' ), 'id' );
		self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--format=count' ), 'Unknown --format "count"' );
	}
}
