<?php
/**
 * Rule labels a user can tell apart, produced on the server so that every client shows them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Types\Capability_Labels;

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
		$this->assertSame( 'Delete others’ pages', $rules['cap:delete_others_pages'] );
		foreach ( $caps as $cap ) {
			$this->assertStringNotContainsString( '_', $rules[ $cap ], $cap . ' has a readable label.' );
		}
	}

	public function test_capability_labels_are_translated_and_an_unknown_capability_keeps_its_name(): void {
		$this->act_as( 'administrator' );
		get_role( 'administrator' )->add_cap( 'gb_test_custom_cap' );
		$translate = static fn ( string $translation, string $text, string $domain ): string => 'gblocks-pro' === $domain && 'Delete others’ pages' === $text ? 'Fremde Seiten löschen' : $translation;
		add_filter( 'gettext', $translate, 10, 3 );
		try {
			$rules = $this->get( '/get_condition_rules', array( 'type' => 'user_role' ) );
		} finally {
			remove_filter( 'gettext', $translate, 10 );
			get_role( 'administrator' )->remove_cap( 'gb_test_custom_cap' );
		}
		$this->assertSame( 'Fremde Seiten löschen', $rules['cap:delete_others_pages'], 'The label goes through __().' );
		$this->assertSame( 'gb_test_custom_cap', $rules['cap:gb_test_custom_cap'], 'Another plugin\'s capability is shown by its name.' );

		$pot = (string) file_get_contents( dirname( __DIR__, 3 ) . '/languages/gblocks-pro.pot' );
		foreach ( Capability_Labels::all() as $cap => $label ) {
			$this->assertStringContainsString( 'msgid "' . $label . '"', $pot, $cap . ' is in the translation template.' );
		}
		$this->assertCount( 57, Capability_Labels::all() );
	}
}
