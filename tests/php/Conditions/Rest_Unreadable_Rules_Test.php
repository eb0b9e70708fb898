<?php
/**
 * Issue 9.3 (REST): a condition whose stored rules cannot be read answers gbConditions null and a
 * rules_error, never an empty tree the editor would show as "No conditions set".
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Rest_Unreadable_Rules_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * Values written directly into _gb_conditions that are not a readable tree.
	 *
	 * @return array<string, array{mixed}>
	 */
	public function corrupt_values(): array {
		// The deep array is built by the test, not here: PHPUnit exports a data set to name it, and
		// exporting 2,000 levels took it 90 s.
		$deep = static function (): array {
			$deep = array();
			for ( $i = 0; $i < 2000; $i++ ) {
				$deep = array( $deep );
			}
			return array( 'groups' => array( array( 'conditions' => array( $deep ) ) ) );
		};
		return array(
			'invalid JSON'             => array( '{"logic":"OR","groups":[' ),
			'truncated serialisation'  => array( 'a:2:{s:5:"logic";s:2:"OR";s:6:"groups";a:1:{' ),
			'serialised false'         => array( 'b:0;' ),
			'serialised null'          => array( 'N;' ),
			'empty string'             => array( '' ),
			'groups as a string'       => array( array( 'groups' => 'everyone' ) ),
			'a group that is a string' => array( array( 'groups' => array( 'x' ) ) ),
			'a 2,000-deep array'       => array( $deep ),
		);
	}

	/**
	 * GET answers null and says why.
	 *
	 * @dataProvider corrupt_values
	 */
	public function test_unreadable_rules_answer_null_and_an_error( mixed $stored ): void {
		$stored = $stored instanceof \Closure ? $stored() : $stored;
		$id     = $this->create_condition( self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ) );
		update_post_meta( $id, Post_Type::META_KEY, is_string( $stored ) ? wp_slash( $stored ) : $stored );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::BASE . '/conditions/' . $id );
		$this->assertStatus( 200, $response );
		$condition = $response->get_data()['response'];
		$this->assertNull( $condition['gbConditions'] );
		$this->assertStringContainsString( 'could not be read', $condition['rules_error'] );
		$this->assertStringContainsString( 'Saving the condition replaces', $condition['rules_error'] );

		$listed = $this->rest( 'GET', self::BASE . '/conditions' )->get_data()['response']['conditions'];
		$this->assertNull( $listed[ array_search( $id, array_column( $listed, 'id' ), true ) ]['gbConditions'] );
	}

	public function test_saving_replaces_unreadable_rules(): void {
		$id = $this->create_condition( self::tree() );
		update_post_meta( $id, Post_Type::META_KEY, 'b:0;' );
		$this->act_as( 'administrator' );
		$tree     = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$response = $this->rest( 'PUT', self::BASE . '/conditions/' . $id, array( 'conditions' => $tree ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( $tree, $response->get_data()['response']['gbConditions'] );
		$this->assertArrayNotHasKey( 'rules_error', $response->get_data()['response'] );
	}

	public function test_readable_and_never_saved_rules_have_no_error(): void {
		$this->act_as( 'administrator' );
		$tree  = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$saved = $this->create_condition( $tree );
		$this->assertSame( $tree, $this->rest( 'GET', self::BASE . '/conditions/' . $saved )->get_data()['response']['gbConditions'] );
		$json = $this->create_condition( self::tree() );
		update_post_meta( $json, Post_Type::META_KEY, wp_slash( (string) wp_json_encode( $tree ) ) );
		$this->assertSame( $tree, $this->rest( 'GET', self::BASE . '/conditions/' . $json )->get_data()['response']['gbConditions'] );

		$never  = $this->create_post(
			array(
				'post_type'  => Post_Type::POST_TYPE,
				'post_title' => 'Never saved',
			)
		);
		$answer = $this->rest( 'GET', self::BASE . '/conditions/' . $never )->get_data()['response'];
		$this->assertSame(
			array(
				'logic'  => 'OR',
				'groups' => array(),
			),
			$answer['gbConditions']
		);
		$this->assertArrayNotHasKey( 'rules_error', $answer );
	}
}
