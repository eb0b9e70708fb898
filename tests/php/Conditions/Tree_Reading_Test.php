<?php
/**
 * The evaluator, the partial evaluation and the simulator read every tree the same way.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Context;
use GBlocks_Pro\Conditions\Evaluator;
use GBlocks_Pro\Conditions\Residual;
use GBlocks_Pro\Conditions\Simulator;

/**
 * 400 random raw trees (a fixed seed: the same trees every run), malformed parts included: groups and
 * rows that are not arrays, missing or non-list `groups` and `conditions`, logic values of any case and
 * kind, unknown types and operators, and rows decided on the server and in the browser. For each, the
 * simulator's result and the partial evaluation's residual (evaluated with the same facts) must be the
 * evaluator's answer; the simulator lists every group.
 *
 * @group database
 */
final class Tree_Reading_Test extends Conditions_Test_Case {

	/**
	 * The rows a random tree is made of.
	 *
	 * @return array<int, mixed>
	 */
	private static function rows(): array {
		return array(
			self::row( 'location', 'general:site', 'is' ),
			self::row( 'location', 'general:site', 'is_not' ),
			self::row( 'device', 'mobile', 'is' ),
			self::row( 'device', 'tablet', 'is' ),
			self::row( 'device', 'tablet', 'is_not' ),
			self::row( 'no_such_type', 'x', 'is' ),
			self::row( 'location', 'general:site', 'no_such_operator' ),
			array(
				'type' => 'location',
				'rule' => 'general:site',
			),
			'not a row',
			array(),
			7,
		);
	}

	/**
	 * Logic values a tree or group may hold.
	 *
	 * @return array<int, mixed>
	 */
	private static function logics(): array {
		return array( 'AND', 'OR', 'and', 'Or', 'xor', '', 5, array( 'AND' ), null );
	}

	/**
	 * A random part: one of the given values.
	 *
	 * @param array<int, mixed> $values The values.
	 * @return mixed
	 */
	private static function pick( array $values ): mixed {
		return $values[ mt_rand( 0, count( $values ) - 1 ) ];
	}

	/**
	 * A random list of up to $most parts made by $make, or something that is not a list.
	 *
	 * @param callable $make A part.
	 * @param int      $most Most parts.
	 * @return mixed
	 */
	private static function some( callable $make, int $most ): mixed {
		$kind = mt_rand( 0, 9 );
		if ( 0 === $kind ) {
			return 'not a list';
		}
		if ( 1 === $kind ) {
			return array();
		}
		$list = array();
		for ( $i = mt_rand( 1, $most ); $i > 0; $i-- ) {
			$list[] = $make();
		}
		return $list;
	}

	/**
	 * A random group.
	 *
	 * @return mixed
	 */
	private static function group(): mixed {
		if ( 0 === mt_rand( 0, 9 ) ) {
			return self::pick( array( 'not a group', 3, null ) );
		}
		$group = array();
		if ( mt_rand( 0, 4 ) > 0 ) {
			$group['conditions'] = self::some( static fn() => self::pick( self::rows() ), 4 );
		}
		$logic = self::pick( self::logics() );
		if ( null !== $logic ) {
			$group['logic'] = $logic;
		}
		return $group;
	}

	/**
	 * A random tree.
	 *
	 * @return array<string, mixed>
	 */
	private static function random_tree(): array {
		$tree = array();
		if ( mt_rand( 0, 9 ) > 0 ) {
			$tree['groups'] = self::some( static fn() => self::group(), 4 );
		}
		$logic = self::pick( self::logics() );
		if ( null !== $logic ) {
			$tree['logic'] = $logic;
		}
		return $tree;
	}

	/**
	 * A residual node evaluated with the evaluator's rows.
	 *
	 * @param bool|array<string, mixed> $node    The node.
	 * @param Context                   $context The facts.
	 */
	private static function evaluate_node( bool|array $node, Context $context ): bool {
		if ( is_bool( $node ) ) {
			return $node;
		}
		if ( isset( $node['any'] ) ) {
			return in_array( true, array_map( static fn( $child ) => self::evaluate_node( $child, $context ), $node['any'] ), true );
		}
		if ( isset( $node['all'] ) ) {
			return ! in_array( false, array_map( static fn( $child ) => self::evaluate_node( $child, $context ), $node['all'] ), true );
		}
		if ( isset( $node['not'] ) ) {
			return ! self::evaluate_node( $node['not'], $context );
		}
		return Evaluator::instance()->evaluate_row( $node, $context );
	}

	public function test_four_hundred_random_trees_are_read_the_same_way_by_all_three(): void {
		$context   = Context::from_facets( array( 'user_agent' => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' ) );
		$evaluator = Evaluator::instance();
		$differ    = array();
		$answers   = array();
		mt_srand( 39 );
		for ( $i = 0; $i < 400; $i++ ) {
			$tree      = self::random_tree();
			$expected  = $evaluator->evaluate_tree( $tree, $context );
			$simulated = Simulator::evaluate( $tree, $context );
			$residual  = Residual::reduce( $tree, $context );
			$groups    = is_array( $tree['groups'] ?? null ) ? count( $tree['groups'] ) : 0;
			$answers[] = $expected;
			if ( ( $expected ? 'shown' : 'hidden' ) !== $simulated['result'] || self::evaluate_node( $residual, $context ) !== $expected || count( $simulated['groups'] ) !== $groups ) {
				$differ[] = wp_json_encode( $tree );
			}
		}
		mt_srand();
		$this->assertSame( array(), $differ, 'Trees the three read differently.' );
		$this->assertContains( true, $answers );
		$this->assertContains( false, $answers, 'The random trees decide both ways.' );
	}

	public function test_a_group_that_is_not_an_array_fails_and_one_without_rows_passes_everywhere(): void {
		$context = Context::from_facets( array() );
		$cases   = array(
			'a group that is not an array'   => array( array( 'groups' => array( 'x' ) ), false ),
			'conditions that are not a list' => array( array( 'groups' => array( array( 'conditions' => 'x' ) ) ), true ),
			'no groups'                      => array( array( 'groups' => 'x' ), true ),
		);
		foreach ( $cases as $name => list( $tree, $expected ) ) {
			$this->assertSame( $expected, Evaluator::instance()->evaluate_tree( $tree, $context ), $name );
			$this->assertSame( $expected ? 'shown' : 'hidden', Simulator::evaluate( $tree, $context )['result'], $name );
			$this->assertSame( $expected, Residual::reduce( $tree, $context ), $name );
		}
	}
}
