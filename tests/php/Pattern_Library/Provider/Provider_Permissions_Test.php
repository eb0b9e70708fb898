<?php
/**
 * Who may manage keys and collections: the six-role matrix.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;

final class Provider_Permissions_Test extends Provider_Test_Case {

	public const COLLECTIONS = '/wp/v2/pattern-collections';

	/**
	 * Roles and the status a refused (or allowed) request gets.
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function roles(): array {
		return array(
			'logged out'    => array( '', false ),
			'subscriber'    => array( 'subscriber', false ),
			'contributor'   => array( 'contributor', false ),
			'author'        => array( 'author', false ),
			'editor'        => array( 'editor', false ),
			'administrator' => array( 'administrator', true ),
		);
	}

	/**
	 * The key admin routes need manage_options.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role    Role ('' logged out).
	 * @param bool   $allowed Whether the role may manage keys.
	 */
	public function test_key_routes_need_manage_options( string $role, bool $allowed ): void {
		$a       = $this->create_collection( 'A' );
		$created = $this->create_key( array( $a ) );
		$this->act_as( $role );
		$refused = '' === $role ? 401 : 403;

		$list = $this->rest( 'GET', self::BASE . '/keys' );
		$this->assertStatus( $allowed ? 200 : $refused, $list );

		$create = $this->rest(
			'POST',
			self::BASE . '/keys',
			array(
				'name'        => 'Partner',
				'collections' => array( $a ),
			)
		);
		$this->assertStatus( $allowed ? 201 : $refused, $create );

		$delete = $this->rest( 'DELETE', self::BASE . '/keys/' . $created[0] );
		$this->assertStatus( $allowed ? 200 : $refused, $delete );

		if ( ! $allowed ) {
			foreach ( array( $list, $create, $delete ) as $response ) {
				$body = (string) wp_json_encode( $response->get_data() );
				$this->assertFalse( $response->get_data()['success'] );
				$this->assertStringNotContainsString( $created[0], $body );
				$this->assertStringNotContainsString( 'gbpl_', $body );
			}
			$this->assertSame( array( $created[0] ), array_column( Key_Store::all(), 'id' ), 'nothing changed' );
		}
	}

	/**
	 * Creating collections needs manage_options; reading them edit_posts (their names are not public).
	 *
	 * @dataProvider roles
	 *
	 * @param string $role    Role ('' logged out).
	 * @param bool   $allowed Whether the role may manage collections.
	 */
	public function test_collections_are_created_by_administrators_and_read_by_editors_of_posts( string $role, bool $allowed ): void {
		$existing = $this->create_collection( 'Existing' );
		$user     = $this->act_as( $role );
		$refused  = '' === $role ? 401 : 403;

		$create = $this->rest( 'POST', self::COLLECTIONS, array( 'name' => 'Landing pages' ) );
		$this->assertStatus( $allowed ? 201 : $refused, $create );

		$rename = $this->rest( 'POST', self::COLLECTIONS . '/' . $existing, array( 'name' => 'Renamed' ) );
		$this->assertStatus( $allowed ? 200 : $refused, $rename );

		$can_read = $user > 0 && user_can( $user, 'edit_posts' );
		$list     = $this->rest( 'GET', self::COLLECTIONS );
		$this->assertStatus( $can_read ? 200 : $refused, $list );
		$one = $this->rest( 'GET', self::COLLECTIONS . '/' . $existing );
		$this->assertStatus( $can_read ? 200 : $refused, $one );
		if ( ! $can_read ) {
			$this->assertStringNotContainsString( 'Existing', (string) wp_json_encode( $list->get_data() ) );
		}

		$delete = $this->rest( 'DELETE', self::COLLECTIONS . '/' . $existing, array( 'force' => true ) );
		$this->assertStatus( $allowed ? 200 : $refused, $delete );
	}

	public function test_the_taxonomy_is_registered_as_the_contract_says(): void {
		$taxonomy = get_taxonomy( Collections::TAXONOMY );
		$this->assertInstanceOf( \WP_Taxonomy::class, $taxonomy );
		$this->assertSame( array( 'wp_block' ), $taxonomy->object_type );
		$this->assertFalse( $taxonomy->public );
		$this->assertFalse( $taxonomy->show_ui );
		$this->assertTrue( $taxonomy->show_in_rest );
		$this->assertSame( 'pattern-collections', $taxonomy->rest_base );
		$this->assertFalse( $taxonomy->hierarchical );
		$this->assertSame( 'manage_options', $taxonomy->cap->manage_terms );
		$this->assertSame( 'manage_options', $taxonomy->cap->edit_terms );
		$this->assertSame( 'manage_options', $taxonomy->cap->delete_terms );
		$this->assertSame( 'edit_posts', $taxonomy->cap->assign_terms );
	}

	public function test_an_editor_assigns_a_pattern_to_collections_through_the_core_blocks_route(): void {
		$a       = $this->create_collection( 'A' );
		$b       = $this->create_collection( 'B' );
		$pattern = $this->create_pattern( 'Hero', array() );

		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/blocks/' . $pattern, array( Collections::TAXONOMY => array( $a ) ) ) );

		$this->act_as( 'editor' );
		$response = $this->rest( 'POST', '/wp/v2/blocks/' . $pattern, array( Collections::TAXONOMY => array( $a, $b ) ) );
		$this->assertStatus( 200, $response );
		$this->assertEqualsCanonicalizing( array( $a, $b ), $response->get_data()[ Collections::TAXONOMY ] );
		$this->assertEqualsCanonicalizing( array( $a, $b ), wp_get_object_terms( $pattern, Collections::TAXONOMY, array( 'fields' => 'ids' ) ) );

		// WordPress's own name for the field (the taxonomy's rest_base) works as well.
		$core = $this->rest( 'POST', '/wp/v2/blocks/' . $pattern, array( 'pattern-collections' => array( $b ) ) );
		$this->assertStatus( 200, $core );
		$this->assertSame( array( $b ), $core->get_data()[ Collections::TAXONOMY ] );

		// Not a collection: a 400 naming the field, nothing changed.
		$category = get_term_by( 'slug', $this->create_category( 'Heroes' ), 'wp_pattern_category' );
		$this->assertInstanceOf( \WP_Term::class, $category );
		$bad = $this->rest( 'POST', '/wp/v2/blocks/' . $pattern, array( Collections::TAXONOMY => array( $category->term_id ) ) );
		$this->assertStatus( 400, $bad );
		$this->assertStringContainsString( Collections::TAXONOMY, (string) $bad->get_data()['message'] );
		$this->assertSame( array( $b ), wp_get_object_terms( $pattern, Collections::TAXONOMY, array( 'fields' => 'ids' ) ) );
	}
}
