<?php
/**
 * Every route of generateblocks-pro/advanced-conditions/v1 for every role.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

final class Rest_Permissions_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * Every route: method, route ({id} a condition, {cat} a category), params, whether it needs the
	 * manage capability (else edit_posts).
	 *
	 * @return array<string, array{string, string, array, bool}>
	 */
	private static function routes(): array {
		$tree = self::tree( self::row( 'location', 'general:site', 'is' ) );
		return array(
			'list'                      => array( 'GET', '/conditions', array(), false ),
			'create'                    => array(
				'POST',
				'/conditions',
				array(
					'title'      => 'New',
					'conditions' => $tree,
				),
				true,
			),
			'get'                       => array( 'GET', '/conditions/{id}', array(), false ),
			'update'                    => array( 'PUT', '/conditions/{id}', array( 'status' => 'draft' ), true ),
			'delete'                    => array( 'DELETE', '/conditions/{id}', array(), true ),
			'usage'                     => array( 'GET', '/conditions/{id}/usage', array(), true ),
			'validate_conditions'       => array( 'POST', '/validate_conditions', array( 'conditions' => $tree ), true ),
			'simulate'                  => array( 'POST', '/simulate', array( 'conditions' => $tree ), true ),
			'get_condition_types'       => array( 'GET', '/get_condition_types', array(), false ),
			'get_condition_rules'       => array( 'GET', '/get_condition_rules', array( 'type' => 'location' ), false ),
			'get_condition_operators'   => array(
				'GET',
				'/get_condition_operators',
				array(
					'type' => 'location',
					'rule' => 'post:page',
				),
				false,
			),
			'get_rule_metadata'         => array(
				'GET',
				'/get_rule_metadata',
				array(
					'type' => 'location',
					'rule' => 'post:page',
				),
				false,
			),
			'search_posts'              => array( 'GET', '/search_posts', array( 'search' => 'a' ), false ),
			'search_terms'              => array( 'GET', '/search_terms', array( 'taxonomy' => 'category' ), false ),
			'search_hierarchical_posts' => array( 'GET', '/search_hierarchical_posts', array(), false ),
			'search_users'              => array( 'GET', '/search_users', array( 'search' => 'a' ), false ),
			'batch_object_titles'       => array(
				'POST',
				'/batch_object_titles',
				array(
					'requests' => array(
						array(
							'type' => 'post',
							'id'   => 1,
						),
					),
				),
				false,
			),
			'manage_category create'    => array( 'POST', '/manage_category', array( 'name' => 'Seasonal' ), true ),
			'manage_category rename'    => array( 'POST', '/manage_category/{cat}', array( 'name' => 'Renamed' ), true ),
			'manage_category delete'    => array( 'DELETE', '/manage_category/{cat}', array(), true ),
		);
	}

	/**
	 * Every route for every role, with the expected outcome (401, 403 or success).
	 *
	 * @return array<string, array{string, string, string, array, int}>
	 */
	public function matrix(): array {
		$cases = array();
		foreach ( self::routes() as $name => list( $method, $route, $params, $manage ) ) {
			foreach ( array( '', 'subscriber', 'contributor', 'author', 'editor', 'administrator' ) as $role ) {
				if ( '' === $role ) {
					$expected = 401;
				} elseif ( 'subscriber' === $role || ( $manage && 'administrator' !== $role ) ) {
					$expected = 403;
				} else {
					$expected = 200;
				}
				$cases[ $name . ' as ' . ( '' === $role ? 'visitor' : $role ) ] = array( $role, $method, $route, $params, $expected );
			}
		}
		return $cases;
	}

	/**
	 * One route and role.
	 *
	 * @dataProvider matrix
	 */
	public function test_route_permissions( string $role, string $method, string $route, array $params, int $expected ): void {
		$condition = $this->create_condition( self::tree( self::row( 'location', 'general:site', 'is' ) ) );
		$category  = wp_insert_term( 'Cat ' . self::unique(), 'gblocks_condition_cat' );
		wp_set_object_terms( $condition, array( $category['term_id'] ), 'gblocks_condition_cat' );
		add_post_meta( $condition, 'note', 'kept' );
		$before = $this->record_snapshot( $condition, 'gblocks_condition_cat', $category['term_id'] );
		$this->act_as( $role );
		$path     = self::BASE . strtr(
			$route,
			array(
				'{id}'  => (string) $condition,
				'{cat}' => (string) $category['term_id'],
			)
		);
		$response = $this->rest( $method, $path, $params );
		$data     = $response->get_data();
		if ( 200 === $expected ) {
			$this->assertContains( $response->get_status(), array( 200, 201 ), 'Body: ' . wp_json_encode( $data ) );
			$this->assertTrue( $data['success'] );
			return;
		}
		$this->assertStatus( $expected, $response );
		$this->assertSame( 'rest_forbidden', $data['code'] );
		$this->assertFalse( $data['success'] );
		$this->assertNotSame( '', $data['response'] );
		$this->assertSame( $before, $this->record_snapshot( $condition, 'gblocks_condition_cat', $category['term_id'] ), 'A refused request changes nothing.' );
	}

	/**
	 * Core routes of the post type and taxonomy.
	 *
	 * @return array<string, array{string, int}>
	 */
	public function core_reads(): array {
		return array(
			'visitor'     => array( '', 401 ),
			'subscriber'  => array( 'subscriber', 403 ),
			'contributor' => array( 'contributor', 200 ),
			'editor'      => array( 'editor', 200 ),
		);
	}

	/**
	 * Reading through /wp/v2 needs edit_posts, even for published conditions.
	 *
	 * @dataProvider core_reads
	 */
	public function test_core_routes_need_edit_posts_to_read( string $role, int $expected ): void {
		$id = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'exists', 'session|' ) ) );
		wp_insert_term( 'Cat ' . self::unique(), 'gblocks_condition_cat' );
		$this->act_as( $role );
		$this->assertStatus( $expected, $this->rest( 'GET', '/wp/v2/gblocks-conditions' ) );
		$this->assertStatus( $expected, $this->rest( 'GET', '/wp/v2/gblocks-conditions/' . $id ) );
		$this->assertStatus( $expected, $this->rest( 'GET', '/wp/v2/condition-categories' ) );
	}

	public function test_core_routes_need_the_manage_capability_to_write(): void {
		$this->act_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks-conditions',
			array(
				'title'  => 'Sneaky',
				'status' => 'publish',
			)
		);
		$this->assertStatus( 403, $response );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/condition-categories', array( 'name' => 'Sneaky' ) ) );
	}

	public function test_core_route_reads_and_validates_gbconditions(): void {
		$tree = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$id   = $this->create_condition( $tree );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/wp/v2/gblocks-conditions/' . $id );
		$this->assertStatus( 200, $response );
		$this->assertSame( $tree, $response->get_data()['gbConditions'] );

		$bad = $this->rest( 'POST', '/wp/v2/gblocks-conditions/' . $id, array( 'gbConditions' => self::tree( self::row( 'weather', 'rain', 'is' ) ) ) );
		$this->assertStatus( 400, $bad );
		$this->assertStringContainsString( 'unknown condition type', $bad->get_data()['message'] );

		$good = self::tree( self::row( 'device', 'tablet', 'is_not' ) );
		$this->assertStatus( 200, $this->rest( 'POST', '/wp/v2/gblocks-conditions/' . $id, array( 'gbConditions' => $good ) ) );
		$this->assertSame( $good, \GBlocks_Pro\Conditions\Post_Type::get_tree( $id ) );
	}

	public function test_condition_categories_core_route_takes_include(): void {
		$a = wp_insert_term( 'Alpha ' . self::unique(), 'gblocks_condition_cat' );
		wp_insert_term( 'Beta ' . self::unique(), 'gblocks_condition_cat' );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/wp/v2/condition-categories', array( 'include' => array( $a['term_id'] ) ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( array( $a['term_id'] ), array_column( $response->get_data(), 'id' ) );
		$created = $this->rest(
			'POST',
			'/wp/v2/condition-categories',
			array(
				'name' => 'Gamma',
				'slug' => 'gamma',
			)
		);
		$this->assertStatus( 201, $created );
	}
}
