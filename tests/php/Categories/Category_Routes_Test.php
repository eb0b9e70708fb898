<?php
/**
 * The category routes shared by conditions and overlays.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Categories;

use GBlocks_Pro\Tests\Test_Case;

/**
 * GET/POST …/manage_category and POST/DELETE …/manage_category/{id} of both features: one component,
 * one slug rule, one answer per outcome.
 */
final class Category_Routes_Test extends Test_Case {

	/**
	 * Both features: route base and taxonomy.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function features(): array {
		return array(
			'conditions' => array( '/generateblocks-pro/advanced-conditions/v1', 'gblocks_condition_cat' ),
			'overlays'   => array( '/generateblocks-pro/overlays/v1', 'gblocks_overlay_cat' ),
		);
	}

	/**
	 * Every category of a taxonomy, by slug.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @return array<string, string> Slug => name.
	 */
	private static function terms( string $taxonomy ): array {
		$terms      = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
			)
		);
		$this_terms = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$this_terms[ $term->slug ] = $term->name;
		}
		ksort( $this_terms );
		return $this_terms;
	}

	/**
	 * Creates a category directly and returns its id.
	 *
	 * @param string $taxonomy Taxonomy.
	 * @param string $name     Name.
	 */
	private function term( string $taxonomy, string $name ): int {
		$term = wp_insert_term( $name, $taxonomy );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * The list answers the categories as the array in `response`, sorted by name; the overlays end with
	 * the virtual 'uncategorized' one.
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_the_list_answers_the_categories_as_the_response_array( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$promos = $this->term( $taxonomy, 'Promos' );
		$news   = $this->term( $taxonomy, 'News' );

		$response = $this->rest( 'GET', $base . '/manage_category' );

		$this->assertStatus( 200, $response );
		$this->assertTrue( $response->get_data()['success'] );
		$items = $response->get_data()['response'];
		$this->assertTrue( array_is_list( $items ) );
		$this->assertSame(
			array(
				'id'    => $news,
				'name'  => 'News',
				'slug'  => 'news',
				'count' => 0,
			),
			$items[0]
		);
		$this->assertSame( $promos, $items[1]['id'] );
		$virtual = str_contains( $base, 'overlays' ) ? array( 'uncategorized' ) : array();
		$this->assertSame( array_merge( array( $news, $promos ), $virtual ), array_column( $items, 'id' ) );
	}

	/**
	 * Create answers 201 with the category's fields, and the same category again as `category` (in
	 * `response` and at the top level).
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_create_answers_201_with_the_category_also_as_category( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', $base . '/manage_category', array( 'name' => ' -Summer Sale- ' ) );

		$this->assertStatus( 201, $response );
		$created = $response->get_data()['response'];
		$term    = get_term_by( 'slug', 'summer-sale', $taxonomy );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$expected = array(
			'id'    => $term->term_id,
			'name'  => '-Summer Sale-',
			'slug'  => 'summer-sale',
			'count' => 0,
		);
		$this->assertSame( $expected, array_diff_key( $created, array( 'category' => true ) ) );
		$this->assertSame( $expected, $created['category'] );
		// Also at the top level, where the product's admin client reads it (issue 31.20).
		$this->assertSame( $expected, $response->get_data()['category'] );
	}

	/**
	 * A given slug follows the same rule as a derived one.
	 *
	 * @dataProvider features
	 *
	 * @param string $base Route base.
	 */
	public function test_a_given_slug_follows_the_same_rule( string $base ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			$base . '/manage_category',
			array(
				'name' => 'Winter',
				'slug' => ' -Cold  Season!- ',
			)
		);
		$this->assertStatus( 201, $response );
		$this->assertSame( 'cold-season', $response->get_data()['response']['slug'] );
	}

	/**
	 * Requests that meet an existing category, by name (any case) or by slug.
	 *
	 * @return array<string, array{string, string, array<string, string>}>
	 */
	public function conflicts(): array {
		$cases = array(
			'same name'              => array( 'name' => 'Summer Sale' ),
			'same name, other case'  => array( 'name' => 'SUMMER SALE' ),
			'other name, same slug'  => array( 'name' => 'Summer sale!!' ),
			'other name, given slug' => array(
				'name' => 'Holidays',
				'slug' => 'Summer Sale',
			),
		);
		$data  = array();
		foreach ( $this->features() as $feature => list( $base, $taxonomy ) ) {
			foreach ( $cases as $label => $params ) {
				$data[ $feature . ': ' . $label ] = array( $base, $taxonomy, $params );
			}
		}
		return $data;
	}

	/**
	 * A second create is a 409 with the existing category, and creates nothing.
	 *
	 * @dataProvider conflicts
	 *
	 * @param string                $base     Route base.
	 * @param string                $taxonomy Taxonomy.
	 * @param array<string, string> $params   Create parameters.
	 */
	public function test_a_create_that_meets_an_existing_category_is_a_409_with_it( string $base, string $taxonomy, array $params ): void {
		$this->act_as( 'administrator' );
		$first = $this->rest( 'POST', $base . '/manage_category', array( 'name' => 'Summer Sale' ) );
		$this->assertStatus( 201, $first );
		$before = self::terms( $taxonomy );

		$second = $this->rest( 'POST', $base . '/manage_category', $params );

		$this->assertStatus( 409, $second );
		$this->assertFalse( $second->get_data()['success'] );
		$this->assertSame( 'gblocks_pro_category_exists', $second->get_data()['code'] );
		$this->assertStringContainsString( 'already exists', $second->get_data()['response'] );
		$this->assertSame( $first->get_data()['response']['category'], $second->get_data()['category'] );
		$this->assertSame( $before, self::terms( $taxonomy ) );
	}

	/**
	 * Another request creates the same category between our check and our insert (a race): WordPress
	 * then deletes our row and returns the other one's id. That answer is a 409, never a 201 that
	 * describes a category this request did not create.
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_a_create_that_loses_a_race_is_a_409_not_a_201( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$other = 0;
		$race  = static function ( array $data ) use ( $taxonomy, &$other, &$race ): array {
			remove_filter( 'wp_insert_term_data', $race );
			$term  = wp_insert_term( 'Flash Sale', $taxonomy, array( 'slug' => 'flash-sale' ) );
			$other = is_array( $term ) ? (int) $term['term_id'] : 0;
			return $data;
		};
		add_filter( 'wp_insert_term_data', $race );

		$response = $this->rest( 'POST', $base . '/manage_category', array( 'name' => 'flash sale' ) );

		$this->assertNotSame( 0, $other, 'The competing request created its category.' );
		$this->assertStatus( 409, $response );
		$this->assertSame( $other, $response->get_data()['category']['id'] );
		$this->assertSame( array( 'flash-sale' => 'Flash Sale' ), self::terms( $taxonomy ) );
	}

	/**
	 * Another request creates the same category just before our insert: WordPress refuses with
	 * term_exists, which is a 409 with that category (not a generic 400).
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_a_create_that_meets_a_concurrent_name_is_a_409_with_it( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$other = 0;
		$race  = static function ( $term ) use ( $taxonomy, &$other, &$race ) {
			remove_filter( 'pre_insert_term', $race );
			$created = wp_insert_term( 'Flash Sale', $taxonomy );
			$other   = is_array( $created ) ? (int) $created['term_id'] : 0;
			return $term;
		};
		add_filter( 'pre_insert_term', $race );

		$response = $this->rest( 'POST', $base . '/manage_category', array( 'name' => 'Flash Sale' ) );

		$this->assertStatus( 409, $response );
		$this->assertSame( $other, $response->get_data()['category']['id'] );
		$this->assertSame( array( 'flash-sale' => 'Flash Sale' ), self::terms( $taxonomy ) );
	}

	/**
	 * Bad create input: parameters, and the words the message must contain.
	 *
	 * @return array<string, array{string, string, array<string, mixed>, string[]}>
	 */
	public function bad_creates(): array {
		$cases = array(
			'slug is an array'          => array(
				array(
					'name' => 'Promos',
					'slug' => array( 'a', 'b' ),
				),
				array( 'slug' ),
			),
			'slug is an object'         => array(
				array(
					'name' => 'Promos',
					'slug' => array( 'x' => 'y' ),
				),
				array( 'slug' ),
			),
			'slug of symbols only'      => array(
				array(
					'name' => 'Promos',
					'slug' => '!!!',
				),
				array( 'slug' ),
			),
			'slug over 200 characters'  => array(
				array(
					'name' => 'Promos',
					'slug' => str_repeat( 'a', 201 ),
				),
				array( 'slug', '200' ),
			),
			'name is an array'          => array( array( 'name' => array( 'Promos' ) ), array( 'name' ) ),
			'name is an object'         => array( array( 'name' => array( 'x' => 'Promos' ) ), array( 'name' ) ),
			'name is a number'          => array( array( 'name' => 12 ), array( 'name' ) ),
			'name missing'              => array( array(), array( 'name' ) ),
			'name empty'                => array( array( 'name' => '' ), array( 'name', 'empty' ) ),
			'name of whitespace'        => array( array( 'name' => " \t\n " ), array( 'name', 'empty' ) ),
			'name of a tag only'        => array( array( 'name' => '<b></b>' ), array( 'name', 'empty' ) ),
			'name of symbols only'      => array( array( 'name' => '!!!' ), array( 'name' ) ),
			'name over 200 characters'  => array( array( 'name' => str_repeat( 'n', 201 ) ), array( 'name', '200' ) ),
			'name over 200 once stored' => array( array( 'name' => 'A' . str_repeat( '&', 199 ) ), array( 'name', '200' ) ),
			'name of 1 MB'              => array( array( 'name' => str_repeat( 'x', 1024 * 1024 ) ), array( 'name', '200' ) ),
		);
		$data  = array();
		foreach ( $this->features() as $feature => list( $base, $taxonomy ) ) {
			foreach ( $cases as $label => list( $params, $words ) ) {
				$data[ $feature . ': ' . $label ] = array( $base, $taxonomy, $params, $words );
			}
		}
		return $data;
	}

	/**
	 * Bad input is a 400 whose message names the field, with no PHP warning and nothing created.
	 *
	 * @dataProvider bad_creates
	 *
	 * @param string               $base     Route base.
	 * @param string               $taxonomy Taxonomy.
	 * @param array<string, mixed> $params   Create parameters.
	 * @param string[]             $words    What the message must contain.
	 */
	public function test_bad_create_input_is_a_400_naming_the_field( string $base, string $taxonomy, array $params, array $words ): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', $base . '/manage_category', $params );

		$this->assertStatus( 400, $response );
		$this->assertFalse( $response->get_data()['success'] );
		foreach ( $words as $word ) {
			$this->assertStringContainsString( $word, $response->get_data()['response'] );
		}
		$this->assertStringNotContainsString( 'Failed to create category.', $response->get_data()['response'] );
		$this->assertSame( array(), self::terms( $taxonomy ) );
	}

	/**
	 * A name without a letter a-z or digit is refused (400 naming the field and the way out), and
	 * accepted with a slug.
	 *
	 * @dataProvider features
	 *
	 * @param string $base Route base.
	 */
	public function test_a_name_without_ascii_letters_needs_a_slug( string $base ): void {
		$this->act_as( 'administrator' );
		$refused = $this->rest( 'POST', $base . '/manage_category', array( 'name' => '日本語' ) );
		$this->assertStatus( 400, $refused );
		$this->assertStringContainsString( 'name', $refused->get_data()['response'] );
		$this->assertStringContainsString( 'slug', $refused->get_data()['response'] );

		$accepted = $this->rest(
			'POST',
			$base . '/manage_category',
			array(
				'name' => '日本語',
				'slug' => 'japanese',
			)
		);
		$this->assertStatus( 201, $accepted );
		$this->assertSame( '日本語', $accepted->get_data()['response']['name'] );
		$this->assertSame( 'japanese', $accepted->get_data()['response']['slug'] );
	}

	/**
	 * A name of exactly 200 characters is accepted.
	 *
	 * @dataProvider features
	 *
	 * @param string $base Route base.
	 */
	public function test_a_name_of_200_characters_is_accepted( string $base ): void {
		$this->act_as( 'administrator' );
		$name     = str_repeat( 'é', 199 ) . 'a';
		$response = $this->rest( 'POST', $base . '/manage_category', array( 'name' => $name ) );
		$this->assertStatus( 201, $response );
		$this->assertSame( $name, $response->get_data()['response']['name'] );
		$this->assertSame( 'a', $response->get_data()['response']['slug'] );
	}

	/**
	 * Rename answers the category (also as `category`), keeps the slug, 409 on another category's
	 * name (with that category), 404 on an unknown id, 400 on a malformed one.
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_rename_answers_each_outcome( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$promos = $this->term( $taxonomy, 'Promos' );
		$news   = $this->term( $taxonomy, 'News' );

		$renamed = $this->rest( 'POST', $base . '/manage_category/' . $promos, array( 'name' => ' Promotions ' ) );
		$this->assertStatus( 200, $renamed );
		$expected = array(
			'id'    => $promos,
			'name'  => 'Promotions',
			'slug'  => 'promos',
			'count' => 0,
		);
		$this->assertSame( $expected, array_diff_key( $renamed->get_data()['response'], array( 'category' => true ) ) );
		$this->assertSame( $expected, $renamed->get_data()['response']['category'] );
		$this->assertSame( $expected, $renamed->get_data()['category'] );

		$conflict = $this->rest( 'POST', $base . '/manage_category/' . $promos, array( 'name' => 'news' ) );
		$this->assertStatus( 409, $conflict );
		$this->assertSame( $news, $conflict->get_data()['category']['id'] );
		$this->assertSame( 'Promotions', get_term( $promos, $taxonomy )->name ?? null );

		$this->assertStatus( 200, $this->rest( 'PUT', $base . '/manage_category/' . $promos, array( 'name' => 'Promotions' ) ) );
		$this->assertStatus( 404, $this->rest( 'POST', $base . '/manage_category/999999', array( 'name' => 'X' ) ) );
		$this->assertStatus( 404, $this->rest( 'POST', $base . '/manage_category/1', array( 'name' => 'X' ) ) );
		$bad_id = $this->rest( 'POST', $base . '/manage_category/abc', array( 'name' => 'X' ) );
		$this->assertStatus( 400, $bad_id );
		$this->assertStringContainsString( 'id', $bad_id->get_data()['response'] );
		$bad_name = $this->rest( 'POST', $base . '/manage_category/' . $news, array( 'name' => array( 'x' ) ) );
		$this->assertStatus( 400, $bad_name );
		$this->assertStringContainsString( 'name', $bad_name->get_data()['response'] );
		$long = $this->rest( 'POST', $base . '/manage_category/' . $news, array( 'name' => str_repeat( 'n', 201 ) ) );
		$this->assertStatus( 400, $long );
		$this->assertStringContainsString( '200', $long->get_data()['response'] );
		$this->assertSame( 'News', get_term( $news, $taxonomy )->name ?? null );
	}

	/**
	 * A rename whose category another request deleted while this one waited for the lock is a 404,
	 * and re-creates nothing.
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_a_rename_of_a_category_deleted_meanwhile_is_a_404( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$promos = $this->term( $taxonomy, 'Promos' );
		add_filter(
			'gblocks_pro_category_lock_wait',
			static function ( $seconds ) use ( $promos, $taxonomy ) {
				if ( '' !== $taxonomy ) {
					wp_delete_term( $promos, $taxonomy );
				}
				return $seconds;
			}
		);

		$response = $this->rest( 'POST', $base . '/manage_category/' . $promos, array( 'name' => 'Promotions' ) );

		$this->assertStatus( 404, $response );
		$this->assertSame( array(), self::terms( $taxonomy ) );
	}

	/**
	 * Delete answers { deleted, id } and a `message` once, then 404.
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_delete_answers_once_then_404( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$promos = $this->term( $taxonomy, 'Promos' );

		$deleted = $this->rest( 'DELETE', $base . '/manage_category/' . $promos );
		$this->assertStatus( 200, $deleted );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $promos,
			),
			$deleted->get_data()['response']
		);
		$this->assertTrue( $deleted->get_data()['success'] );
		$this->assertSame( 'Category deleted.', $deleted->get_data()['message'] );
		$again = $this->rest( 'DELETE', $base . '/manage_category/' . $promos );
		$this->assertStatus( 404, $again );
		$this->assertSame( 'Category not found.', $again->get_data()['response'] );
	}

	/**
	 * Every route of both features, for every refused role.
	 *
	 * @return array<string, array{string, string, string, string, array<string, mixed>, string}>
	 */
	public function refusals(): array {
		$routes = array(
			'list'   => array( 'GET', '/manage_category', array() ),
			'create' => array( 'POST', '/manage_category', array( 'name' => 'Sneaky' ) ),
			'rename' => array( 'POST', '/manage_category/{cat}', array( 'name' => 'Sneaky' ) ),
			'put'    => array( 'PUT', '/manage_category/{cat}', array( 'name' => 'Sneaky' ) ),
			'delete' => array( 'DELETE', '/manage_category/{cat}', array() ),
		);
		$roles  = array( '', 'subscriber', 'contributor', 'author', 'editor' );
		$data   = array();
		foreach ( $this->features() as $feature => list( $base, $taxonomy ) ) {
			foreach ( $routes as $label => list( $method, $path, $params ) ) {
				foreach ( $roles as $role ) {
					$data[ sprintf( '%s %s as %s', $feature, $label, '' === $role ? 'visitor' : $role ) ] = array( $base, $taxonomy, $method, $path, $params, $role );
				}
			}
		}
		return $data;
	}

	/**
	 * Visitors get 401, every role below administrator 403, and nothing changes.
	 *
	 * @dataProvider refusals
	 *
	 * @param string               $base     Route base.
	 * @param string               $taxonomy Taxonomy.
	 * @param string               $method   Method.
	 * @param string               $path     Path under the base.
	 * @param array<string, mixed> $params   Parameters.
	 * @param string               $role     Role ('' for a visitor).
	 */
	public function test_only_managers_may_use_the_category_routes( string $base, string $taxonomy, string $method, string $path, array $params, string $role ): void {
		$category = $this->term( $taxonomy, 'Kept' );
		$before   = self::terms( $taxonomy );
		$this->act_as( $role );

		$response = $this->rest( $method, $base . str_replace( '{cat}', (string) $category, $path ), $params );

		$this->assertStatus( '' === $role ? 401 : 403, $response );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertArrayNotHasKey( 'category', $response->get_data() );
		$this->assertSame( $before, self::terms( $taxonomy ) );
	}

	/**
	 * The schema of a category and the arguments derived from it are visible through OPTIONS.
	 *
	 * @dataProvider features
	 *
	 * @param string $base     Route base.
	 * @param string $taxonomy Taxonomy.
	 */
	public function test_options_shows_the_schema_and_the_arguments( string $base, string $taxonomy ): void {
		$this->act_as( 'administrator' );
		$collection = $this->rest( 'OPTIONS', $base . '/manage_category' )->get_data();
		$this->assertSame( array( 'id', 'name', 'slug', 'count' ), array_keys( $collection['schema']['properties'] ) );
		$this->assertSame( 'object', $collection['schema']['type'] );
		$create = array_values( array_filter( $collection['endpoints'], static fn( $endpoint ) => in_array( 'POST', $endpoint['methods'], true ) ) )[0];
		$this->assertTrue( $create['args']['name']['required'] );
		$this->assertSame( 200, $create['args']['name']['maxLength'] );
		$this->assertSame( 'string', $create['args']['slug']['type'] );

		$item   = $this->rest( 'OPTIONS', $base . '/manage_category/' . $this->term( $taxonomy, 'Promos' ) )->get_data();
		$rename = array_values( array_filter( $item['endpoints'], static fn( $endpoint ) => in_array( 'POST', $endpoint['methods'], true ) ) )[0];
		$this->assertTrue( $rename['args']['name']['required'] );
		$this->assertArrayNotHasKey( 'slug', $rename['args'] );
		$this->assertSame( $collection['schema'], $item['schema'] );
	}
}
