<?php
/**
 * `wp gblocks condition simulate` reads user data by the rule of the route and the tags (issue 36).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Cli;

/**
 * The command calls the same simulator as the route, which judges with the rights of the user the
 * command runs as (Meta\User_Data_Access): a key no tag ever reads is refused with the field named, a
 * visitor's meta the administrator may read is decided.
 */
final class Simulate_User_Data_Command_Test extends Cli_Test_Case {

	/**
	 * A condition of one user_meta row, created by the command.
	 *
	 * @param string $title Title.
	 * @param string $value 'key|comparison'.
	 */
	private static function condition( string $title, string $value ): string {
		$rules = array(
			'logic'  => 'OR',
			'groups' => array(
				array(
					'logic'      => 'AND',
					'conditions' => array(
						array(
							'type'     => 'user_meta',
							'rule'     => 'custom',
							'operator' => 'contains',
							'value'    => $value,
						),
					),
				),
			),
		);
		return trim( self::ok( array( 'gblocks', 'condition', 'create', '--title=' . $title, '--rules=' . wp_json_encode( $rules ), '--porcelain' ) ) );
	}

	public function test_simulate_applies_the_user_data_rule_of_the_route(): void {
		$visitor = trim( self::ok( array( 'user', 'create', 'phone-visitor', 'phone-visitor@example.org', '--role=subscriber', '--porcelain' ) ) );
		self::ok( array( 'user', 'meta', 'update', $visitor, 'billing_phone', '+15551234567' ) );

		$phone = self::condition( 'Phone', 'billing_phone|1234' );
		$this->assertSame( 'shown', self::json( array( 'gblocks', 'condition', 'simulate', $phone, '--visitor=' . $visitor, '--format=json' ) )['result'] );
		$this->assertSame( 'hidden', self::json( array( 'gblocks', 'condition', 'simulate', $phone, '--visitor=anonymous', '--format=json' ) )['result'] );

		$tokens = self::condition( 'Sessions', 'session_tokens|a' );
		self::fails( array( 'gblocks', 'condition', 'simulate', $tokens, '--visitor=' . $visitor ), 'id: you may not read the user meta "session_tokens"' );
	}
}
