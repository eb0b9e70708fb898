<?php
/**
 * Rule labels a user can tell apart, produced on the server so that every client shows them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

final class Rule_Labels_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * The envelope's response of a successful GET.
	 *
	 * @param string               $route  Route under the namespace.
	 * @param array<string, mixed> $params Query parameters.
	 */
	private function get( string $route, array $params ): mixed {
		$response = $this->rest( 'GET', self::BASE . $route, $params );
		$this->assertStatus( 200, $response );
		return json_decode( (string) wp_json_encode( $response->get_data()['response'] ), true );
	}

	public function test_location_labels_are_unique_and_name_archive_or_post_terms(): void {
		$this->act_as( 'administrator' );
		$rules = $this->get( '/get_condition_rules', array( 'type' => 'location' ) );

		$this->assertSame( 'Archive: Category', $rules['taxonomy:category'] );
		$this->assertSame( 'Post has Category', $rules['post_terms:category'] );
		$this->assertSame( 'Archive: Tag', $rules['taxonomy:post_tag'] );
		$this->assertSame( 'Post has Tag', $rules['post_terms:post_tag'] );
		$this->assertSame( count( $rules ), count( array_unique( $rules ) ), 'Every location rule label is unique: ' . wp_json_encode( array_diff_assoc( $rules, array_unique( $rules ) ) ) );
	}

	public function test_a_custom_taxonomy_gets_both_labels(): void {
		register_taxonomy(
			'genre',
			'post',
			array(
				'public' => true,
				'labels' => array(
					'name'          => 'Genres',
					'singular_name' => 'Genre',
				),
			)
		);
		try {
			$this->act_as( 'administrator' );
			$rules = $this->get( '/get_condition_rules', array( 'type' => 'location' ) );
			$this->assertSame( 'Archive: Genre', $rules['taxonomy:genre'] );
			$this->assertSame( 'Post has Genre', $rules['post_terms:genre'] );
		} finally {
			unregister_taxonomy( 'genre' );
		}
	}

	public function test_user_role_lists_roles_first_and_capabilities_in_their_own_group_with_readable_labels(): void {
		$this->act_as( 'administrator' );
		$rules  = $this->get( '/get_condition_rules', array( 'type' => 'user_role' ) );
		$groups = $this->get( '/get_condition_rule_groups', array( 'type' => 'user_role' ) );

		$this->assertSame( array( 'General', 'Roles', 'Capabilities' ), array_column( $groups, 'label' ) );
		$roles = $groups[1]['rules'];
		$caps  = $groups[2]['rules'];
		$this->assertContains( 'role:administrator', $roles );
		$this->assertSame( array(), array_filter( $roles, static fn( string $id ): bool => ! str_starts_with( $id, 'role:' ) ), 'Only roles in Roles.' );
		$this->assertContains( 'cap:edit_posts', $caps );
		$this->assertSame( array(), array_filter( $caps, static fn( string $id ): bool => ! str_starts_with( $id, 'cap:' ) ), 'Only capabilities in Capabilities.' );

		$this->assertSame( 'Administrator', $rules['role:administrator'] );
		$this->assertSame( 'Edit posts', $rules['cap:edit_posts'] );
		$this->assertSame( 'Manage options', $rules['cap:manage_options'] );
		foreach ( $caps as $cap ) {
			$this->assertStringNotContainsString( '_', $rules[ $cap ], $cap . ' has a readable label.' );
		}
	}
}
