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
		$this->assertSame( 'manage_options', $taxonomy->cap->assign_terms, 'Assigning a pattern to a shared collection is managing it.' );
	}

	public function test_an_administrator_assigns_a_pattern_to_collections_through_the_core_blocks_route(): void {
		$a       = $this->create_collection( 'A' );
		$b       = $this->create_collection( 'B' );
		$pattern = $this->create_pattern( 'Hero', array() );

		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/blocks/' . $pattern, array( Collections::TAXONOMY => array( $a ) ) ) );

		$this->act_as( 'administrator' );
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

	/**
	 * Roles that may edit their own patterns but not manage collections.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function pattern_authors(): array {
		return array(
			'author' => array( 'author' ),
			'editor' => array( 'editor' ),
		);
	}

	/**
	 * Adding a pattern to a collection or removing it, through either field, on the pattern's route, its
	 * autosave or when creating one, is refused with a 403 naming the field, and nothing is saved.
	 *
	 * @dataProvider pattern_authors
	 *
	 * @param string $role Role.
	 */
	public function test_authors_and_editors_cannot_add_their_patterns_to_collections_or_remove_them( string $role ): void {
		$shared  = $this->create_collection( 'Shared by the administrator' );
		$other   = $this->create_collection( 'Other' );
		$user    = $this->act_as( $role );
		$own     = $this->create_pattern( 'Mine', array(), array(), array( 'post_author' => $user ) );
		$listed  = $this->create_pattern( 'Listed', array( $shared ), array(), array( 'post_author' => $user ) );
		$message = 'only administrators can add a pattern to a collection or remove it from one (collections are shared with other sites).';

		$attempts = array(
			'add through the core field'    => array( '/wp/v2/blocks/' . $own, 'pattern-collections', array( $shared ) ),
			'add through our field'         => array( '/wp/v2/blocks/' . $own, Collections::TAXONOMY, array( $shared ) ),
			'remove through the core field' => array( '/wp/v2/blocks/' . $listed, 'pattern-collections', array() ),
			'remove through our field'      => array( '/wp/v2/blocks/' . $listed, Collections::TAXONOMY, array() ),
			'move to another collection'    => array( '/wp/v2/blocks/' . $listed, 'pattern-collections', array( $other ) ),
			'add one more'                  => array( '/wp/v2/blocks/' . $listed, Collections::TAXONOMY, array( $shared, $other ) ),
			'add through an autosave'       => array( '/wp/v2/blocks/' . $own . '/autosaves', 'pattern-collections', array( $shared ) ),
			'add when creating'             => array( '/wp/v2/blocks', 'pattern-collections', array( $shared ) ),
		);
		foreach ( $attempts as $label => list( $route, $field, $collections ) ) {
			$response = $this->rest(
				'POST',
				$route,
				array(
					'title'   => 'Changed',
					'content' => '<!-- wp:paragraph --><p>Changed</p><!-- /wp:paragraph -->',
					$field    => $collections,
				)
			);

			$this->assertStatus( 403, $response );
			$this->assertSame( 'rest_cannot_assign_term', $response->get_data()['code'], $label );
			$this->assertSame( $field . ': ' . $message, $response->get_data()['message'], $label );
		}

		$this->assertSame( array(), Collections::of( $own ) );
		$this->assertSame( array( $shared ), Collections::of( $listed ) );
		$this->assertSame( 'Mine', get_the_title( $own ), 'Nothing of a refused request is saved.' );
		$this->assertSame( 'Listed', get_the_title( $listed ) );
		$this->assertSame(
			0,
			count(
				get_posts(
					array(
						'post_type'   => 'wp_block',
						'title'       => 'Changed',
						'post_status' => 'any',
					)
				)
			)
		);
	}

	/**
	 * Saving a pattern without touching its collections works: without the fields, or sending them
	 * unchanged (in any order), on the pattern's route and its autosave.
	 *
	 * @dataProvider pattern_authors
	 *
	 * @param string $role Role.
	 */
	public function test_authors_and_editors_save_their_patterns_when_the_collections_are_unchanged( string $role ): void {
		$a      = $this->create_collection( 'A' );
		$b      = $this->create_collection( 'B' );
		$user   = $this->act_as( $role );
		$listed = $this->create_pattern( 'Listed', array( $a, $b ), array(), array( 'post_author' => $user ) );
		$own    = $this->create_pattern( 'Mine', array(), array(), array( 'post_author' => $user ) );

		$saves = array(
			array( $listed, array( 'title' => 'Listed 1' ) ),
			array(
				$listed,
				array(
					'title'               => 'Listed 2',
					'pattern-collections' => array( $b, $a ),
				),
			),
			array(
				$listed,
				array(
					'title'               => 'Listed 3',
					Collections::TAXONOMY => array( $a, $b ),
					'pattern-collections' => array( $a, $b ),
				),
			),
			array(
				$own,
				array(
					'title'               => 'Mine 1',
					'pattern-collections' => array(),
					Collections::TAXONOMY => array(),
				),
			),
		);
		foreach ( $saves as list( $pattern, $body ) ) {
			$response = $this->rest( 'POST', '/wp/v2/blocks/' . $pattern, $body );
			$this->assertStatus( 200, $response );
			$this->assertSame( $body['title'], get_the_title( $pattern ) );
		}
		$autosave = $this->rest(
			'POST',
			'/wp/v2/blocks/' . $listed . '/autosaves',
			array(
				'title'               => 'Listed draft',
				'content'             => '<!-- wp:paragraph --><p>Draft</p><!-- /wp:paragraph -->',
				'pattern-collections' => array( $a, $b ),
			)
		);
		$this->assertContains( $autosave->get_status(), array( 200, 201 ), (string) wp_json_encode( $autosave->get_data() ) );
		$this->assertEqualsCanonicalizing( array( $a, $b ), Collections::of( $listed ) );
		$this->assertSame( array(), Collections::of( $own ) );
	}
}
