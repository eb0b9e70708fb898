<?php
/**
 * The simulator reads user data with the caller's rights, by the rule the dynamic tags apply with the
 * content's author (issue 36, S5 and S10).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Support\Capabilities;

/**
 * Contributors and authors given manage_gblocks_conditions: author and author_meta rules do not decide
 * keys the tags refuse them (recovery_code of an administrator's post), and the simulated visitor is
 * only a user they may list. Administrators keep what they could do.
 */
final class Simulator_User_Data_Test extends Conditions_Test_Case {

	private const ROUTE = '/generateblocks-pro/advanced-conditions/v1/simulate';

	/**
	 * A user of the role who manages conditions, logged in.
	 *
	 * @param string $role contributor or author.
	 */
	private function act_as_condition_manager( string $role ): int {
		$id = $this->act_as( $role );
		wp_get_current_user()->add_cap( Capabilities::MANAGE_CONDITIONS );
		$this->assertTrue( current_user_can( Capabilities::MANAGE_CONDITIONS ) );
		$this->assertFalse( current_user_can( 'manage_options' ) );
		return $id;
	}

	/**
	 * An administrator with a recovery code, and a published post of theirs: [ admin, post ].
	 *
	 * @return array{0: int, 1: int}
	 */
	private function administrators_post(): array {
		$admin = $this->create_user( 'administrator', array( 'first_name' => 'Ada' ) );
		update_user_meta( $admin, 'recovery_code', 'R3C0VERY-CODE' );
		return array( $admin, $this->create_post( array( 'post_author' => $admin ) ) );
	}

	/**
	 * POST /simulate of one row.
	 *
	 * @param array<string, mixed> $body Body: conditions or id, and context.
	 */
	private function simulate( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, $body );
	}

	/**
	 * Asserts a 403 naming the field, whose message names the key.
	 *
	 * @param \WP_REST_Response $response The answer.
	 * @param string            $field    The field.
	 * @param string            $key      The key.
	 */
	private function assert_refused( \WP_REST_Response $response, string $field, string $key ): void {
		$this->assertStatus( 403, $response );
		$this->assertSame( 'gblocks_pro_forbidden_simulation', $response->get_data()['code'] );
		$this->assertSame( $field, $response->get_data()['data']['field'] );
		$this->assertStringContainsString( '"' . $key . '"', $response->get_data()['message'] );
	}

	/**
	 * The value a dynamic tag previews as for the current user in a post.
	 *
	 * @param string $tag     The tag.
	 * @param int    $post_id The post previewed in.
	 */
	private function preview( string $tag, int $post_id ): string {
		$response = $this->rest(
			'POST',
			'/generateblocks-pro/v1/dynamic-tags/preview',
			array(
				'tags'   => array( $tag ),
				'postId' => $post_id,
			)
		);
		$this->assertStatus( 200, $response );
		return (string) ( (array) $response->get_data()['response']['values'] )[ $tag ];
	}

	/**
	 * Roles that may be given the capability to manage conditions without manage_options.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function condition_managers(): array {
		return array(
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
		);
	}

	/**
	 * S5: the key the tags refuse is refused by the simulator, whichever way the rule comes.
	 *
	 * @dataProvider condition_managers
	 *
	 * @param string $role The manager's role.
	 */
	public function test_author_meta_rules_refuse_the_keys_the_dynamic_tags_refuse( string $role ): void {
		list( , $post ) = $this->administrators_post();
		$manager        = $this->act_as_condition_manager( $role );
		$own            = $this->create_post(
			array(
				'post_author' => $manager,
				'post_status' => 'draft',
			)
		);
		update_user_meta( $manager, 'recovery_code', 'MINE' );

		foreach ( array( 'R3', 'zz' ) as $guess ) {
			$response = $this->simulate(
				array(
					'conditions' => self::tree( self::row( 'author', 'author_meta', 'contains', 'recovery_code|' . $guess ) ),
					'context'    => array( 'post' => $post ),
				)
			);
			$this->assert_refused( $response, 'conditions', 'recovery_code' );
		}
		// Their own post: the tags refuse them the key of their own profile too.
		$this->assert_refused(
			$this->simulate(
				array(
					'conditions' => self::tree( self::row( 'author', 'author_meta', 'contains', 'recovery_code|MI' ) ),
					'context'    => array( 'post' => $own ),
				)
			),
			'conditions',
			'recovery_code'
		);
		// A condition an administrator stored: the same rule, naming the id.
		$condition = $this->create_post(
			array(
				'post_type'   => Post_Type::POST_TYPE,
				'post_status' => 'publish',
			)
		);
		Post_Type::save_tree( $condition, self::tree( self::row( 'author', 'author_meta', 'contains', 'recovery_code|R3' ) ) );
		$this->assert_refused(
			$this->simulate(
				array(
					'id'      => $condition,
					'context' => array( 'post' => $post ),
				)
			),
			'id',
			'recovery_code'
		);
		// The tags answer the same to the same user.
		$this->assertSame( '', $this->preview( '{{author_meta id:' . $post . '|key:recovery_code}}', $own ) );
		$this->assertSame( '', $this->preview( '{{author_meta key:recovery_code}}', $own ) );

		// What both allow: the safe list and the display name.
		$response = $this->simulate(
			array(
				'conditions' => self::tree( self::row( 'author', 'author_meta', 'equals', 'first_name|Ada' ), self::row( 'author', 'author_name', 'exists' ) ),
				'context'    => array( 'post' => $post ),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( 'shown', $response->get_data()['response']['result'] );
		$this->assertSame( 'Ada', $this->preview( '{{author_meta id:' . $post . '|key:first_name}}', $own ) );
	}

	public function test_an_administrator_of_a_single_site_still_simulates_an_authors_meta(): void {
		$author = $this->create_user( 'author' );
		update_user_meta( $author, 'recovery_code', 'AUTHOR-CODE' );
		update_user_meta( $author, '_private_note', 'note' );
		$post  = $this->create_post( array( 'post_author' => $author ) );
		$admin = $this->act_as( 'administrator' );
		$this->assertTrue( current_user_can( 'edit_user', $author ) );
		foreach ( array(
			'recovery_code|AUTHOR' => 'shown',
			'recovery_code|zz'     => 'hidden',
			'_private_note|note'   => 'shown',
		) as $value => $result ) {
			$response = $this->simulate(
				array(
					'conditions' => self::tree( self::row( 'author', 'author_meta', 'contains', $value ) ),
					'context'    => array( 'post' => $post ),
				)
			);
			$this->assertStatus( 200, $response );
			$this->assertSame( $result, $response->get_data()['response']['result'], $value );
		}
		$this->assertSame( 'AUTHOR-CODE', $this->preview( '{{author_meta key:recovery_code}}', $post ) );
		// Secrets stay secret for everyone, in both.
		$this->assert_refused(
			$this->simulate(
				array(
					'conditions' => self::tree( self::row( 'user_meta', 'custom', 'exists', 'session_tokens|' ) ),
					'context'    => array( 'user' => $admin ),
				)
			),
			'conditions',
			'session_tokens'
		);
		$this->assertSame( '', $this->preview( '{{user_meta key:session_tokens}}', $post ) );
	}

	/**
	 * S10: the simulated visitor is a user the caller may list.
	 *
	 * @dataProvider condition_managers
	 *
	 * @param string $role The manager's role.
	 */
	public function test_the_simulated_visitor_is_only_a_user_the_caller_may_list( string $role ): void {
		$hidden = $this->create_user( 'subscriber', array( 'display_name' => 'Quiet Subscriber' ) );
		$writer = $this->create_user( 'author', array( 'display_name' => 'Public Writer' ) );
		$this->create_post( array( 'post_author' => $writer ) );
		$manager = $this->act_as_condition_manager( $role );
		$rows    = array(
			self::row( 'user_role', 'role:subscriber', 'is' ),
			self::row( 'user_role', 'cap:edit_posts', 'is' ),
			self::row( 'user_role', 'general:logged_in', 'is' ),
		);
		foreach ( $rows as $row ) {
			$response = $this->simulate(
				array(
					'conditions' => self::tree( $row ),
					'context'    => array( 'user' => $hidden ),
				)
			);
			$this->assertStatus( 403, $response );
			$this->assertSame( 'context.user', $response->get_data()['data']['field'] );
			$this->assertStringNotContainsString( 'Quiet Subscriber', (string) wp_json_encode( $response->get_data() ) );
		}
		// search_users does not list that subscriber to them either.
		$search = $this->rest( 'GET', '/generateblocks-pro/advanced-conditions/v1/search_users', array( 'id' => $hidden ) );
		$this->assertStatus( 200, $search );
		$this->assertStringNotContainsString( 'Quiet Subscriber', (string) wp_json_encode( $search->get_data() ) );

		// Themselves, and an author of published posts (whom search_users lists), they may.
		foreach ( array( $manager, $writer ) as $visitor ) {
			$response = $this->simulate(
				array(
					'conditions' => self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ),
					'context'    => array( 'user' => $visitor ),
				)
			);
			$this->assertStatus( 200, $response );
			$this->assertSame( 'shown', $response->get_data()['response']['result'] );
		}
		// An author rule does not name a user they may not list.
		$response = $this->simulate(
			array(
				'conditions' => self::tree( self::row( 'author', 'author_id', 'is', $hidden . ',' . $writer ) ),
				'context'    => array(),
			)
		);
		$this->assertStatus( 200, $response );
		$reason = $response->get_data()['response']['groups'][0]['rules'][0]['reason'];
		$this->assertStringContainsString( '#' . $hidden, $reason );
		$this->assertStringContainsString( 'Public Writer', $reason );
		$this->assertStringNotContainsString( 'Quiet Subscriber', $reason );

		// An administrator (list_users) may simulate the subscriber, and sees the name.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->simulate(
			array(
				'conditions' => self::tree( self::row( 'user_role', 'general:logged_in', 'is' ) ),
				'context'    => array( 'user' => $hidden ),
			)
		);
		$this->assertStatus( 200, $response );
		$this->assertSame( 'Visitor is logged in as Quiet Subscriber, rule wants logged in.', $response->get_data()['response']['groups'][0]['rules'][0]['reason'] );
	}

	public function test_the_route_still_refuses_logged_out_users_and_users_who_do_not_manage_conditions(): void {
		$body = array(
			'conditions' => self::tree( self::row( 'author', 'author_meta', 'exists', 'first_name|' ) ),
			'context'    => array( 'user' => 1 ),
		);
		$this->assertStatus( 401, $this->simulate( $body ) );
		$this->act_as( 'author' );
		$this->assertStatus( 403, $this->simulate( $body ) );
	}
}
