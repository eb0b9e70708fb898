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
			// Without the simulator (issue 25 §1), the command says so in one line; its own options are
			// checked with a stand-in simulator (tests/php/Cli/fixtures/echo-simulator.php).
			self::fails( array( 'gblocks', 'condition', 'simulate', $id, '--device=mobile' ), 'The condition simulator is not available' );
			$answer = self::json( array( '--require=' . __DIR__ . '/fixtures/echo-simulator.php', 'gblocks', 'condition', 'simulate', $id, '--device=mobile', '--cookie=promo=1; other=2', '--query=utm_source=news%20letter&x=1', '--datetime=2026-12-24T18:00:00', '--format=json' ) );
			$this->assertSame(
				array(
					'device'   => 'mobile',
					'datetime' => '2026-12-24T18:00:00',
					'user'     => 'anonymous',
					'cookies'  => array(
						'promo' => '1',
						'other' => '2',
					),
					'query'    => array(
						'utm_source' => 'news letter',
						'x'          => '1',
					),
				),
				$answer['body']['context']
			);
			self::all_fail(
				array(
					array( array( 'gblocks', 'condition', 'simulate', $id, '--visitor=nobody' ), '--visitor "nobody": no user has this id or login' ),
					array( array( 'gblocks', 'condition', 'simulate', $id, '--cookie=novalue' ), '--cookie "novalue": expected name=value.' ),
					array( array( 'gblocks', 'condition', 'simulate', $id, '--query==1' ), '--query "=1": expected name=value.' ),
					array( array( 'gblocks', 'condition', 'simulate', 'abc' ), 'Invalid condition id "abc"' ),
					array( array( 'gblocks', 'condition', 'simulate', $id, '--format=count' ), 'Unknown --format "count"' ),
				),
				array( '--require=' . __DIR__ . '/fixtures/echo-simulator.php' )
			);
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
		// csv and yaml are the rows only: no "Result: …" line after the data (issue 37 item 17).
		$csv = self::ok( array( 'gblocks', 'condition', 'simulate', $id, '--format=csv' ) );
		$this->assertStringStartsWith( 'group,type,rule', $csv );
		$this->assertStringNotContainsString( 'Result:', $csv );
		$this->assertCount( 4, explode( "\n", trim( $csv ) ), 'A header and three rules: ' . $csv );
		$yaml = self::ok( array( 'gblocks', 'condition', 'simulate', $id, '--format=yaml' ) );
		$this->assertStringContainsString( 'decided_in: visitor', $yaml );
		$this->assertStringNotContainsString( 'Result:', $yaml );

		// Bad inputs, in one process (each option also runs in a process of its own above).
		self::all_fail(
			array(
				array( array( 'gblocks', 'condition', 'simulate', $id, '--device=fridge' ), 'device' ),
				array( array( 'gblocks', 'condition', 'simulate', $id, '--datetime=not-a-date' ), 'datetime' ),
				array( array( 'gblocks', 'condition', 'simulate', $id, '--visitor=nobody' ), '--visitor "nobody": no user has this id or login' ),
				array( array( 'gblocks', 'condition', 'simulate', $id, '--cookie=novalue' ), '--cookie "novalue": expected name=value.' ),
				array( array( 'gblocks', 'condition', 'simulate', '999999' ), 'Condition 999999 not found.' ),
				array( array( 'gblocks', 'condition', 'simulate', $id, '--format=count' ), 'Unknown --format "count"' ),
			)
		);
	}

	public function test_a_hand_built_visitor_history_decides_the_history_rules(): void {
		$rules = '{"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"visitor","rule":"returning","operator":"is","value":""},{"type":"visitor","rule":"overlay_views","operator":"at_most","value":"34|1|7"}]}]}';
		$id    = trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Returning, seen at most once', '--rules=' . $rules, '--porcelain' ) ) );

		$answer = self::json( array( 'gblocks', 'condition', 'simulate', $id, '--history={"sessions": 3, "overlays": {"34": {"views": [0.5, 30]}}}', '--format=json' ) );
		$this->assertSame( 'shown', $answer['result'] );
		$rules = $answer['groups'][0]['rules'];
		$this->assertSame( array( 'browser', 'browser' ), array_column( $rules, 'decided_in' ) );
		$this->assertSame( 'Visitor is on visit 3, rule wants a returning visitor.', $rules[0]['reason'] );
		$this->assertStringContainsString( 'in the last 7 days: 1', $rules[1]['reason'] );

		$answer = self::json( array( 'gblocks', 'condition', 'simulate', $id, '--history={"sessions": 3, "overlays": {"34": {"views": [0.5, 1]}}}', '--format=json' ) );
		$this->assertSame( 'hidden', $answer['result'], 'Seen twice this week.' );

		$answer = self::json( array( 'gblocks', 'condition', 'simulate', $id, '--format=json' ) );
		$this->assertSame( 'hidden', $answer['result'], 'Without a history, history rules do not pass.' );
		$this->assertStringContainsString( 'kept only in the visitor\'s browser', $answer['groups'][0]['rules'][0]['reason'] );

		self::all_fail(
			array(
				array( array( 'gblocks', 'condition', 'simulate', $id, '--history=not json' ), '--history must be a JSON object' ),
				array( array( 'gblocks', 'condition', 'simulate', $id, '--history={"sessions": -1}' ), 'context.history: The visitor history\'s "sessions" must be a whole number of at least 0.' ),
			)
		);
	}

	public function test_the_visitor_is_the_user_named_else_anonymous(): void {
		$id = trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=Logged in', '--rules={"logic":"OR","groups":[{"logic":"AND","conditions":[{"type":"user_role","rule":"general:logged_in","operator":"is","value":""}]}]}', '--porcelain' ) ) );
		// WP-CLI's global --user (by login or id), else --visitor (also "anonymous", and over --user);
		// with neither, anonymous.
		$cases = array(
			'--user=admin'                     => array( array( '--user=admin' ), 1 ),
			'--user=1'                         => array( array( '--user=1' ), 1 ),
			'--visitor=admin'                  => array( array( '--visitor=admin' ), 1 ),
			'--user=admin --visitor=anonymous' => array( array( '--user=admin', '--visitor=anonymous' ), 'anonymous' ),
			'no --user, no --visitor'          => array( array(), 'anonymous' ),
		);
		$real  = class_exists( '\GBlocks_Pro\Conditions\Simulator' );
		foreach ( $cases as $label => list( $options, $visitor ) ) {
			$args = array_merge( array( 'gblocks', 'condition', 'simulate', $id, '--format=json' ), $options );
			if ( $real ) {
				$this->assertSame( 1 === $visitor ? 'shown' : 'hidden', self::json( $args )['result'], $label );
				continue;
			}
			// Without the simulator in this tree, a stand-in echoes the body the command sends it.
			$answer = self::json( array_merge( array( '--require=' . __DIR__ . '/fixtures/echo-simulator.php' ), $args ) );
			$this->assertSame( $visitor, $answer['body']['context']['user'] ?? null, $label );
			$this->assertSame( (int) $id, $answer['body']['id'], $label );
		}

		// The help says how the visitor is chosen.
		$help = (string) preg_replace( '/\s+/', ' ', self::ok( array( 'help', 'gblocks', 'condition', 'simulate' ) ) );
		$this->assertStringContainsString( 'The visitor is anonymous unless a user is named: with WP-CLI\'s global --user=<id|login>', $help );
		$this->assertStringContainsString( 'Without it, WP-CLI\'s global --user=<id|login> is the visitor; with neither, the visitor is anonymous.', $help );
	}
}
