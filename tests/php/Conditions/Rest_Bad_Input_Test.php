<?php
/**
 * Bad input on every route is answered 400/404/409 with a message naming the problem: never a 500,
 * never a PHP notice (PHPUnit turns notices into failures).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

final class Rest_Bad_Input_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * A tree holding one group with the given rows.
	 */
	private static function rows( array ...$rows ): array {
		return self::tree( ...$rows );
	}

	/**
	 * Method, route ({id}: a condition, {post}: a regular post, {cat}: a category), params, status,
	 * a fragment of the message.
	 *
	 * @return array<string, array{string, string, mixed, int, string}>
	 */
	public function bad_requests(): array {
		$huge  = str_repeat( 'x', 1024 * 1024 );
		$valid = self::tree( self::row( 'location', 'general:site', 'is' ) );
		$many  = array(
			'logic'  => 'OR',
			'groups' => array_fill(
				0,
				60,
				array(
					'logic'      => 'AND',
					'conditions' => array( self::row( 'location', 'general:site', 'is' ) ),
				)
			),
		);
		return array(
			'list: per_page 0'                            => array( 'GET', '/conditions', array( 'per_page' => 0 ), 400, 'per_page' ),
			'list: per_page 1000'                         => array( 'GET', '/conditions', array( 'per_page' => 1000 ), 400, 'per_page' ),
			'list: page -1'                               => array( 'GET', '/conditions', array( 'page' => -1 ), 400, 'page' ),
			'list: page is text'                          => array( 'GET', '/conditions', array( 'page' => 'two' ), 400, 'page' ),
			'get: unknown id'                             => array( 'GET', '/conditions/999999', array(), 404, 'Condition not found.' ),
			'get: id of another post type'                => array( 'GET', '/conditions/{post}', array(), 404, 'Condition not found.' ),
			'get: id is not a number'                     => array( 'GET', '/conditions/abc', array(), 404, 'No route' ),
			'update: unknown id'                          => array( 'PUT', '/conditions/999999', array( 'status' => 'draft' ), 404, 'Condition not found.' ),
			'delete: unknown id'                          => array( 'DELETE', '/conditions/999999', array(), 404, 'Condition not found.' ),
			'usage: unknown id'                           => array( 'GET', '/conditions/999999/usage', array(), 404, 'Condition not found.' ),
			'create: no title'                            => array( 'POST', '/conditions', array( 'conditions' => $valid ), 400, 'title' ),
			'create: blank title'                         => array( 'POST', '/conditions', array( 'title' => '   ' ), 400, 'Please enter a condition name.' ),
			'create: title of 1 MB'                       => array( 'POST', '/conditions', array( 'title' => $huge ), 400, 'title' ),
			'create: title is an array'                   => array( 'POST', '/conditions', array( 'title' => array( 'a' ) ), 400, 'title' ),
			'create: conditions is a string'              => array(
				'POST',
				'/conditions',
				array(
					'title'      => 'A',
					'conditions' => 'all',
				),
				400,
				'conditions',
			),
			'create: status private'                      => array(
				'POST',
				'/conditions',
				array(
					'title'  => 'A',
					'status' => 'private',
				),
				400,
				'status',
			),
			'create: category is a number'                => array(
				'POST',
				'/conditions',
				array(
					'title'    => 'A',
					'category' => 12,
				),
				400,
				'category',
			),
			'create: category holds an array'             => array(
				'POST',
				'/conditions',
				array(
					'title'    => 'A',
					'category' => array( array( 'x' ) ),
				),
				400,
				'category',
			),
			'update: blank title'                         => array( 'PUT', '/conditions/{id}', array( 'title' => '' ), 400, 'Please enter a condition name.' ),
			'update: status trash'                        => array( 'PUT', '/conditions/{id}', array( 'status' => 'trash' ), 400, 'status' ),
			'tree: no groups'                             => array( 'POST', '/validate_conditions', array( 'conditions' => array( 'logic' => 'OR' ) ), 400, 'Invalid format: missing groups array' ),
			'tree: groups is an object'                   => array( 'POST', '/validate_conditions', array( 'conditions' => array( 'groups' => array( 'a' => 1 ) ) ), 400, 'Invalid format: missing groups array' ),
			'tree: top logic XOR'                         => array(
				'POST',
				'/validate_conditions',
				array(
					'conditions' => array(
						'logic'  => 'XOR',
						'groups' => array(),
					),
				),
				400,
				'Invalid top-level logic operator',
			),
			'tree: group logic NAND'                      => array(
				'POST',
				'/validate_conditions',
				array(
					'conditions' => array(
						'groups' => array(
							array(
								'logic'      => 'NAND',
								'conditions' => array(),
							),
						),
					),
				),
				400,
				'Invalid logic operator in group 1',
			),
			'tree: group conditions not a list'           => array( 'POST', '/validate_conditions', array( 'conditions' => array( 'groups' => array( array( 'conditions' => 'x' ) ) ) ), 400, 'Invalid conditions in group 1' ),
			'tree: row without operator'                  => array(
				'POST',
				'/validate_conditions',
				array(
					'conditions' => self::rows(
						array(
							'type' => 'location',
							'rule' => 'general:site',
						)
					),
				),
				400,
				'Incomplete condition 1 in group 1',
			),
			'tree: unknown type'                          => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'weather', 'rain', 'is' ) ) ), 400, 'unknown condition type "weather"' ),
			'tree: unknown rule'                          => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'device', 'watch', 'is' ) ) ), 400, 'unknown rule "watch"' ),
			'tree: operator not of the rule'              => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'device', 'mobile', 'contains' ) ) ), 400, 'the operator "contains" is not allowed' ),
			'tree: value is a number'                     => array(
				'POST',
				'/validate_conditions',
				array(
					'conditions' => self::rows(
						array(
							'type'     => 'language',
							'rule'     => 'locale',
							'operator' => 'is',
							'value'    => 5,
						)
					),
				),
				400,
				'the value must be a string',
			),
			'tree: ids that are not ids'                  => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'location', 'post:page', 'includes_any', '["home"]' ) ) ), 400, 'JSON array of ids' ),
			'tree: includes with no ids'                  => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'location', 'post:page', 'includes_any', '[]' ) ) ), 400, 'select at least one item' ),
			'tree: invalid date'                          => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'date_time', 'current_date', 'after', 'next week' ) ) ), 400, 'YYYY-MM-DDTHH:mm' ),
			'tree: range with one bound'                  => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'date_time', 'current_date', 'between', '2025-01-01T00:00' ) ) ), 400, 'start, end' ),
			'tree: day 8'                                 => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'date_time', 'day_of_week', 'includes_any', '["1","8"]' ) ) ), 400, 'numbered 1 (Monday) to 7 (Sunday)' ),
			'tree: custom field without a name'           => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'query_arg', 'custom', 'equals', '|x' ) ) ), 400, 'enter a name' ),
			'tree: text rule without a value'             => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'language', 'locale', 'is', '' ) ) ), 400, 'enter a value' ),
			'tree: value of 1 MB'                         => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'referrer', 'custom', 'contains', $huge ) ) ), 400, 'longer than 2000 characters' ),
			'tree: 60 groups'                             => array( 'POST', '/validate_conditions', array( 'conditions' => $many ), 400, 'at most 50 groups' ),
			'tree: secret option'                         => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'options', 'custom', 'exists', 'auth_key|' ) ) ), 400, 'holds secret data' ),
			'tree: secret option, password'               => array( 'POST', '/validate_conditions', array( 'conditions' => self::rows( self::row( 'options', 'custom', 'equals', 'smtp_password|x' ) ) ), 400, 'holds secret data' ),
			'validate: no conditions'                     => array( 'POST', '/validate_conditions', array(), 400, 'conditions' ),
			'create: malformed tree'                      => array(
				'POST',
				'/conditions',
				array(
					'title'      => 'A',
					'conditions' => self::rows( self::row( 'weather', 'rain', 'is' ) ),
				),
				400,
				'unknown condition type',
			),
			'update: malformed tree'                      => array( 'PUT', '/conditions/{id}', array( 'conditions' => array( 'groups' => 'x' ) ), 400, 'Invalid format: missing groups array' ),
			'rules: no type'                              => array( 'GET', '/get_condition_rules', array(), 400, 'type' ),
			'rules: unknown type'                         => array( 'GET', '/get_condition_rules', array( 'type' => 'weather' ), 400, 'unknown condition type' ),
			'operators: unknown rule'                     => array(
				'GET',
				'/get_condition_operators',
				array(
					'type' => 'location',
					'rule' => 'general:mars',
				),
				400,
				'unknown rule',
			),
			'metadata: no rule'                           => array( 'GET', '/get_rule_metadata', array( 'type' => 'location' ), 400, 'rule' ),
			'metadata: rule is an array'                  => array(
				'GET',
				'/get_rule_metadata',
				array(
					'type' => 'location',
					'rule' => array( 'x' ),
				),
				400,
				'rule',
			),
			'search_posts: not a public type'             => array( 'GET', '/search_posts', array( 'post_type' => 'gblocks_condition' ), 400, 'unknown post type' ),
			'search_posts: post type with a slash'        => array( 'GET', '/search_posts', array( 'post_type' => '../post' ), 400, 'post_type' ),
			'search_posts: id 0'                          => array( 'GET', '/search_posts', array( 'id' => 0 ), 400, 'id' ),
			'search_posts: search of 1 MB'                => array( 'GET', '/search_posts', array( 'search' => $huge ), 400, 'search' ),
			'search_terms: no taxonomy'                   => array( 'GET', '/search_terms', array(), 400, 'taxonomy' ),
			'search_terms: unknown taxonomy'              => array( 'GET', '/search_terms', array( 'taxonomy' => 'genre' ), 400, 'unknown taxonomy' ),
			'search_hierarchical: flat post type'         => array( 'GET', '/search_hierarchical_posts', array( 'post_type' => 'post' ), 400, 'not a hierarchical post type' ),
			'search_users: id is text'                    => array( 'GET', '/search_users', array( 'id' => 'me' ), 400, 'id' ),
			'batch: requests is a string'                 => array( 'POST', '/batch_object_titles', array( 'requests' => 'post-1' ), 400, 'requests' ),
			'batch: unknown object type'                  => array(
				'POST',
				'/batch_object_titles',
				array(
					'requests' => array(
						array(
							'type' => 'comment',
							'id'   => 1,
						),
					),
				),
				400,
				'requests',
			),
			'batch: item without id'                      => array( 'POST', '/batch_object_titles', array( 'requests' => array( array( 'type' => 'post' ) ) ), 400, 'id' ),
			'batch: too many items'                       => array(
				'POST',
				'/batch_object_titles',
				array(
					'requests' => array_fill(
						0,
						201,
						array(
							'type' => 'post',
							'id'   => 1,
						)
					),
				),
				400,
				'requests',
			),
			'category: no name'                           => array( 'POST', '/manage_category', array(), 400, 'name' ),
			'category: blank name'                        => array( 'POST', '/manage_category', array( 'name' => '   ' ), 400, 'cannot be empty' ),
			'category: name of 1 MB'                      => array( 'POST', '/manage_category', array( 'name' => $huge ), 400, 'name' ),
			'category: duplicate'                         => array( 'POST', '/manage_category', array( 'name' => 'Existing' ), 409, 'already exists' ),
			'category: rename unknown'                    => array( 'POST', '/manage_category/999999', array( 'name' => 'X' ), 404, 'Category not found.' ),
			'category: rename a term of another taxonomy' => array( 'POST', '/manage_category/1', array( 'name' => 'X' ), 404, 'Category not found.' ),
			'category: rename to blank'                   => array( 'POST', '/manage_category/{cat}', array( 'name' => '' ), 400, 'cannot be empty' ),
			'category: rename to an existing name'        => array( 'POST', '/manage_category/{cat}', array( 'name' => 'Existing' ), 409, 'already exists' ),
			'category: delete unknown'                    => array( 'DELETE', '/manage_category/999999', array(), 404, 'Category not found.' ),
		);
	}

	/**
	 * One bad request.
	 *
	 * @dataProvider bad_requests
	 */
	public function test_bad_input_is_refused_with_a_message( string $method, string $route, array $params, int $status, string $fragment ): void {
		$this->act_as( 'administrator' );
		$condition = $this->create_condition( self::tree( self::row( 'location', 'general:site', 'is' ) ), 'publish', 'Untouched' );
		$category  = wp_insert_term( 'Other', 'gblocks_condition_cat' );
		wp_insert_term( 'Existing', 'gblocks_condition_cat' );
		$path     = self::BASE . strtr(
			$route,
			array(
				'{id}'   => (string) $condition,
				'{post}' => (string) $this->create_post(),
				'{cat}'  => (string) $category['term_id'],
			)
		);
		$response = $this->rest( $method, $path, $params );
		$data     = $response->get_data();
		$this->assertStatus( $status, $response );
		$message = (string) ( $data['response'] ?? $data['message'] ?? '' );
		$this->assertStringContainsString( $fragment, $message, 'Body: ' . substr( (string) wp_json_encode( $data ), 0, 500 ) );
		if ( ! str_contains( $route, 'abc' ) ) {
			$this->assertFalse( $data['success'] );
		}
		$this->assertSame( 'Untouched', get_post( $condition )->post_title, 'Nothing was changed.' );
	}

	public function test_validation_lists_every_reason(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE . '/validate_conditions',
			array(
				'conditions' => self::tree(
					self::row( 'weather', 'rain', 'is' ),
					self::row( 'device', 'mobile', 'equals' ),
					array( 'type' => 'device' )
				),
			)
		);
		$this->assertStatus( 400, $response );
		$data = $response->get_data();
		$this->assertSame( 'gblocks_pro_invalid_conditions', $data['code'] );
		$this->assertCount( 3, $data['errors'] );
		$this->assertStringStartsWith( 'Condition 1 in group 1: unknown condition type', $data['errors'][0] );
		$this->assertStringStartsWith( 'Condition 2 in group 1: the operator', $data['errors'][1] );
		$this->assertSame( 'Incomplete condition 3 in group 1', $data['errors'][2] );
	}

	/**
	 * Types that read stored or private values.
	 *
	 * @return array<string, array{array}>
	 */
	public function restricted_rows(): array {
		return array(
			'options'   => array( self::row( 'options', 'blogname', 'equals', 'Site' ) ),
			'user_meta' => array( self::row( 'user_meta', 'custom', 'exists', 'vip|' ) ),
			'cookie'    => array( self::row( 'cookie', 'custom', 'exists', 'session|' ) ),
		);
	}

	/**
	 * A manager without manage_options cannot save options, user_meta or cookie rules.
	 *
	 * @dataProvider restricted_rows
	 */
	public function test_restricted_types_are_refused_without_manage_options( array $row ): void {
		$this->act_as( 'editor' );
		wp_get_current_user()->add_cap( 'manage_gblocks_conditions' );
		$tree = self::tree( $row );

		$validate = $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => $tree ) );
		$this->assertStatus( 403, $validate );
		$this->assertStringContainsString( 'Only administrators can save conditions that use these rule types: ' . $row['type'], $validate->get_data()['response'] );

		$create = $this->rest(
			'POST',
			self::BASE . '/conditions',
			array(
				'title'      => 'Members',
				'conditions' => $tree,
			)
		);
		$this->assertStatus( 403, $create );
		$this->assertFalse( $create->get_data()['success'] );

		$existing = $this->create_condition( self::tree( self::row( 'device', 'mobile', 'is' ) ) );
		$this->assertStatus( 403, $this->rest( 'PUT', self::BASE . '/conditions/' . $existing, array( 'conditions' => $tree ) ) );
		$this->assertStatus( 403, $this->rest( 'POST', '/wp/v2/gblocks-conditions/' . $existing, array( 'gbConditions' => $tree ) ) );
		$this->assertSame( 'mobile', \GBlocks_Pro\Conditions\Post_Type::get_tree( $existing )['groups'][0]['conditions'][0]['rule'] );

		// The same manager may still change the title or status of a condition that uses them.
		$restricted = $this->create_condition( $tree );
		$this->assertStatus( 200, $this->rest( 'PUT', self::BASE . '/conditions/' . $restricted, array( 'status' => 'draft' ) ) );

		$this->act_as( 'administrator' );
		$this->assertStatus( 201, $this->rest( 'POST', self::BASE . '/conditions', array( 'title' => 'Members', 'conditions' => $tree ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- Short test data.
	}
}
