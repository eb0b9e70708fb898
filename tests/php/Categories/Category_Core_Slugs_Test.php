<?php
/**
 * The core category routes of our taxonomies follow the same slug rule.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Categories;

use GBlocks_Pro\Tests\Test_Case;

/**
 * /wp/v2/condition-categories and /wp/v2/overlay-categories derive and normalise slugs with
 * Category_Slug (SPEC §5) instead of sanitize_title(), and keep a category's slug on rename.
 */
final class Category_Core_Slugs_Test extends Test_Case {

	/**
	 * Both core routes and their taxonomy.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function routes(): array {
		return array(
			'conditions' => array( '/wp/v2/condition-categories', 'gblocks_condition_cat' ),
			'overlays'   => array( '/wp/v2/overlay-categories', 'gblocks_overlay_cat' ),
		);
	}

	/**
	 * A slug derived from the name, and a given slug, follow the shared rule.
	 *
	 * @dataProvider routes
	 *
	 * @param string $route Core route.
	 */
	public function test_create_derives_and_normalises_slugs_with_the_shared_rule( string $route ): void {
		$this->act_as( 'administrator' );

		$derived = $this->rest( 'POST', $route, array( 'name' => 'Café Crème_2' ) );
		$this->assertStatus( 201, $derived );
		$this->assertSame( 'caf-crme2', $derived->get_data()['slug'] );

		$given = $this->rest(
			'POST',
			$route,
			array(
				'name' => 'Winter',
				'slug' => ' -Cold_Season- ',
			)
		);
		$this->assertStatus( 201, $given );
		$this->assertSame( 'coldseason', $given->get_data()['slug'] );
	}

	/**
	 * A name without a letter a-z or digit is left to WordPress (which then uses the term id).
	 *
	 * @dataProvider routes
	 *
	 * @param string $route Core route.
	 */
	public function test_a_name_without_ascii_letters_keeps_wordpress_behaviour( string $route ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', $route, array( 'name' => '日本語' ) );
		$this->assertStatus( 201, $response );
		$this->assertNotSame( '', $response->get_data()['slug'] );
	}

	/**
	 * Renaming through the core route keeps the slug.
	 *
	 * @dataProvider routes
	 *
	 * @param string $route    Core route.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_rename_keeps_the_slug( string $route, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$term = wp_insert_term( 'Promos', $taxonomy );
		$this->assertIsArray( $term );

		$response = $this->rest( 'POST', $route . '/' . $term['term_id'], array( 'name' => 'Promotions' ) );

		$this->assertStatus( 200, $response );
		$this->assertSame( 'Promotions', $response->get_data()['name'] );
		$this->assertSame( 'promos', $response->get_data()['slug'] );
	}
}
