<?php
/**
 * What each route of generateblocks-pro/advanced-conditions/v1 answers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;

final class Rest_Routes_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * The envelope's response of a successful call.
	 */
	private function ok( string $method, string $route, array $params = array(), int $status = 200 ): mixed {
		$response = $this->rest( $method, self::BASE . $route, $params );
		$this->assertStatus( $status, $response );
		$this->assertTrue( $response->get_data()['success'] );
		return $response->get_data()['response'];
	}

	public function test_create_defaults_to_publish_with_existing_categories(): void {
		$this->act_as( 'administrator' );
		wp_insert_term( 'Promo', Post_Type::TAXONOMY, array( 'slug' => 'promo' ) );
		wp_insert_term( 'Summer Sale', Post_Type::TAXONOMY, array( 'slug' => 'summer-sale' ) );
		$tree      = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$condition = $this->ok(
			'POST',
			'/conditions',
			array(
				'title'      => 'Mobile visitors',
				'conditions' => $tree,
				'category'   => array( 'promo', 'summer-sale' ),
			),
			201
		);
		$this->assertSame( 'publish', $condition['status'] );
		$this->assertSame( array( 'rendered' => 'Mobile visitors' ), $condition['title'] );
		$this->assertSame( $tree, $condition['gbConditions'] );
		$this->assertCount( 2, $condition['gblocks_condition_cat'] );
		$this->assertSame( 'Summer Sale', get_term( $condition['gblocks_condition_cat'][1] )->name );
		$this->assertSame( $condition, $this->ok( 'GET', '/conditions/' . $condition['id'] ) );
	}

	public function test_create_as_draft_without_conditions_or_category(): void {
		$this->act_as( 'administrator' );
		$condition = $this->ok(
			'POST',
			'/conditions',
			array(
				'title'    => 'Later',
				'status'   => 'draft',
				'category' => '',
			),
			201
		);
		$this->assertSame( 'draft', $condition['status'] );
		$this->assertSame(
			array(
				'logic'  => 'OR',
				'groups' => array(),
			),
			$condition['gbConditions']
		);
		$this->assertSame( array(), $condition['gblocks_condition_cat'] );
	}

	public function test_script_tags_in_titles_are_stored_and_returned_safely(): void {
		$this->act_as( 'administrator' );
		$condition = $this->ok( 'POST', '/conditions', array( 'title' => '<script>alert(1)</script>Promo <b>VIP</b>' ), 201 );
		$this->assertStringNotContainsString( '<', $condition['title']['rendered'] );
		$this->assertStringNotContainsString( '<', get_post( $condition['id'] )->post_title );
		$list = $this->ok( 'GET', '/conditions' );
		$this->assertStringNotContainsString( '<script', (string) wp_json_encode( $list ) );
	}

	public function test_backslashes_and_quotes_survive_a_round_trip(): void {
		$this->act_as( 'administrator' );
		$tree      = self::tree( self::row( 'query_arg', 'custom', 'equals', 'path|C:\\temp\\"x"' ) );
		$condition = $this->ok(
			'POST',
			'/conditions',
			array(
				'title'      => 'Path \\ "quoted"',
				'conditions' => $tree,
			),
			201
		);
		$this->assertSame( 'Path \\ "quoted"', $condition['title']['rendered'] );
		$this->assertSame( $tree, $condition['gbConditions'] );
	}

	public function test_update_changes_only_what_is_sent(): void {
		$this->act_as( 'administrator' );
		$tree = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$id   = $this->create_condition( $tree, 'publish', 'Original' );
		wp_set_object_terms( $id, array( 'promo' ), Post_Type::TAXONOMY );

		$toggled = $this->ok( 'PUT', '/conditions/' . $id, array( 'status' => 'draft' ) );
		$this->assertSame( 'draft', $toggled['status'] );
		$this->assertSame( 'Original', $toggled['title']['rendered'] );
		$this->assertSame( $tree, $toggled['gbConditions'] );
		$this->assertCount( 1, $toggled['gblocks_condition_cat'] );

		$new     = self::tree( self::row( 'device', 'desktop', 'is' ) );
		$updated = $this->ok(
			'PUT',
			'/conditions/' . $id,
			array(
				'title'      => 'Renamed',
				'conditions' => $new,
				'category'   => '',
				'status'     => 'publish',
			)
		);
		$this->assertSame( 'Renamed', $updated['title']['rendered'] );
		$this->assertSame( 'publish', $updated['status'] );
		$this->assertSame( $new, $updated['gbConditions'] );
		$this->assertSame( array(), $updated['gblocks_condition_cat'] );
	}

	public function test_duplicate_is_a_draft_copy_with_the_rules_and_categories_of_a_published_condition(): void {
		$this->act_as( 'administrator' );
		wp_insert_term( 'Promo', Post_Type::TAXONOMY, array( 'slug' => 'promo' ) );
		$tree   = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$source = $this->ok(
			'POST',
			'/conditions',
			array(
				'title'      => 'Mobile visitors',
				'conditions' => $tree,
				'category'   => array( 'promo' ),
			),
			201
		);
		$this->assertSame( 'publish', $source['status'] );

		$response = $this->duplicate( $source['id'] );
		$this->assertStatus( 201, $response );
		$copy = $response->get_data()['response'];
		$this->assertNotSame( $source['id'], $copy['id'] );
		$this->assertSame( 'draft', $copy['status'] );
		$this->assertSame( 'draft', get_post_status( $copy['id'] ) );
		$this->assertSame( array( 'rendered' => 'Mobile visitors (Copy)' ), $copy['title'] );
		$this->assertSame( $tree, $copy['gbConditions'] );
		$this->assertSame( $source['gblocks_condition_cat'], $copy['gblocks_condition_cat'] );
		// The source is untouched.
		$this->assertSame( 'publish', get_post_status( $source['id'] ) );
	}

	public function test_duplicate_refuses_an_unknown_condition_and_users_who_do_not_manage_conditions(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_condition( self::tree() );
		$this->assertStatus( 404, $this->duplicate( 999999 ) );
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->duplicate( $id ) );
	}

	/**
	 * POST /conditions/{id}/duplicate without a body, as the conditions screens send it.
	 */
	private function duplicate( int $id ): \WP_REST_Response {
		return rest_do_request( new \WP_REST_Request( 'POST', self::BASE . '/conditions/' . $id . '/duplicate' ) );
	}

	public function test_delete_is_permanent(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_condition( self::tree() );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $id,
			),
			$this->ok( 'DELETE', '/conditions/' . $id )
		);
		$this->assertNull( get_post( $id ) );
		$this->assertFalse( gblocks_pro_condition_passes( $id ) );
	}

	public function test_list_pages_newest_first_with_drafts_and_totals(): void {
		$ids = array();
		foreach ( array( 'publish', 'draft', 'publish', 'trash', 'publish' ) as $i => $status ) {
			$ids[] = $this->create_condition( self::tree(), 'publish', 'C' . $i );
			wp_update_post(
				array(
					'ID'        => end( $ids ),
					'post_date' => '2024-01-0' . ( $i + 1 ) . ' 10:00:00',
				)
			);
			if ( 'publish' !== $status ) {
				wp_update_post(
					array(
						'ID'          => end( $ids ),
						'post_status' => $status,
					)
				);
			}
		}
		$this->act_as( 'administrator' );
		$first = $this->ok(
			'GET',
			'/conditions',
			array(
				'per_page' => 2,
				'page'     => 1,
			)
		);
		$this->assertSame( 4, $first['total'] );
		$this->assertSame( 2, $first['pages'] );
		$this->assertSame( array( 'C4', 'C2' ), array_column( array_column( $first['conditions'], 'title' ), 'rendered' ) );
		$second = $this->ok(
			'GET',
			'/conditions',
			array(
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( 'C1', 'C0' ), array_column( array_column( $second['conditions'], 'title' ), 'rendered' ) );
		$this->assertSame( 'draft', $second['conditions'][0]['status'] );
		$beyond = $this->ok( 'GET', '/conditions', array( 'page' => 9 ) );
		$this->assertSame( array(), $beyond['conditions'] );
		$this->assertSame( 4, $beyond['total'] );
	}

	public function test_validate_accepts_a_valid_tree(): void {
		$this->act_as( 'administrator' );
		$tree = array(
			'logic'  => 'AND',
			'groups' => array(
				array(
					'logic'      => 'OR',
					'conditions' => array(
						self::row( 'location', 'post:page', 'includes_any', '["2","3"]' ),
						self::row( 'date_time', 'current_date', 'between', '2025-01-01T00:00, 2025-12-31T23:59' ),
						self::row( 'date_time', 'current_time', 'between', '22:00, 06:00' ),
						self::row( 'date_time', 'day_of_week', 'excludes_any', '["6","7"]' ),
						self::row( 'query_arg', 'custom', 'equals', 'utm_source|newsletter' ),
						self::row( 'post_meta', 'custom', 'includes_any', 'tags|["a","b"]' ),
						self::row( 'options', 'custom', 'greater_than', 'posts_per_page|5' ),
						self::row( 'author', 'author_id', 'is', '1' ),
						self::row( 'location', 'general:front_page', 'is' ),
					),
				),
			),
		);
		$this->assertSame( array( 'valid' => true ), $this->ok( 'POST', '/validate_conditions', array( 'conditions' => $tree ) ) );
	}

	public function test_lookups_describe_types_rules_operators_and_metadata(): void {
		$this->act_as( 'contributor' );
		$types = $this->ok( 'GET', '/get_condition_types' );
		$this->assertCount( 13, (array) $types );
		$types = json_decode( (string) wp_json_encode( $types ), true );
		$this->assertSame( 'location', array_key_first( $types ) );
		$this->assertSame( 'Location', $types['location']['label'] );
		$this->assertSame( array( 'is', 'is_not' ), $types['device']['operators'] );
		$this->assertSame( 'Query Parameter', $types['query_arg']['label'] );
		$this->assertSame( 'Site Options', $types['options']['label'] );

		$rules = (array) $this->ok( 'GET', '/get_condition_rules', array( 'type' => 'location' ) );
		$this->assertSame( 'Front Page', $rules['general:front_page'] );
		$this->assertArrayHasKey( 'post:page', $rules );
		$this->assertSame( 'Custom Parameter', ( (array) $this->ok( 'GET', '/get_condition_rules', array( 'type' => 'query_arg' ) ) )['custom'] );

		$groups = $this->ok( 'GET', '/get_condition_rule_groups', array( 'type' => 'location' ) );
		$this->assertSame( 'General', $groups[0]['label'] );
		$this->assertContains( 'general:front_page', $groups[0]['rules'] );
		$this->assertSame( array_keys( $rules ), array_merge( ...array_column( $groups, 'rules' ) ), 'The groups list every rule once, in order.' );

		$operators = (array) $this->ok(
			'GET',
			'/get_condition_operators',
			array(
				'type' => 'location',
				'rule' => 'post:page',
			)
		);
		$this->assertSame( array( 'is', 'is_not', 'includes_any', 'excludes_any' ), array_keys( $operators ) );
		$this->assertSame( 'includes any of', $operators['includes_any'] );
		$all = (array) $this->ok( 'GET', '/get_condition_operators', array( 'type' => 'date_time' ) );
		$this->assertSame( array( 'before', 'after', 'between', 'on', 'is', 'is_not', 'includes_any', 'excludes_any' ), array_keys( $all ) );

		$metadata = $this->ok(
			'GET',
			'/get_rule_metadata',
			array(
				'type' => 'location',
				'rule' => 'post:page',
			)
		);
		$expected = array(
			'needs_value'    => false,
			'value_type'     => 'object_selector',
			'supports_multi' => true,
			'decided_in'     => 'server',
			'object_type'    => 'post',
			'object_subtype' => 'page',
			'placeholder'    => 'All Pages',
		);
		$this->assertSame( $expected + array( 'metadata' => $expected ), $metadata, 'Flat in response, and nested as before.' );
		foreach ( array( 'location/general:404', 'location/general:front_page', 'user_role/general:logged_in', 'device/mobile', 'language/rtl' ) as $valueless ) {
			list( $type, $rule_id ) = explode( '/', $valueless );
			$general                = $this->ok(
				'GET',
				'/get_rule_metadata',
				array(
					'type' => $type,
					'rule' => $rule_id,
				)
			);
			$this->assertFalse( $general['needs_value'], $valueless );
			$this->assertSame( 'none', $general['value_type'], $valueless );
		}

		// The 'All …' default item of the hierarchical and author selectors reads as a sentence.
		foreach ( array(
			'location/child_of'  => 'All Parents',
			'location/parent_of' => 'All Children',
			'author/author_id'   => 'All Authors',
		) as $rule => $all ) {
			list( $type, $rule_id ) = explode( '/', $rule );
			$metadata               = $this->ok(
				'GET',
				'/get_rule_metadata',
				array(
					'type' => $type,
					'rule' => $rule_id,
				)
			);
			$this->assertSame( $all, $metadata['placeholder'], $rule );
		}
	}

	public function test_each_type_names_the_rule_and_operator_a_new_row_starts_with(): void {
		$this->act_as( 'contributor' );
		$types    = json_decode( (string) wp_json_encode( $this->ok( 'GET', '/get_condition_types' ) ), true );
		$defaults = array();
		foreach ( $types as $name => $type ) {
			$defaults[ $name ] = $type['default_rule'] . ' ' . $type['default_operator'];
		}
		$this->assertSame(
			array(
				'location'  => 'general:front_page is',
				'user_role' => 'general:logged_in is',
				'date_time' => 'current_date after',
				'device'    => 'mobile is',
				'query_arg' => 'custom exists',
				'referrer'  => 'custom contains',
				'post_meta' => 'custom exists',
				'user_meta' => 'custom exists',
				'cookie'    => 'custom exists',
				'language'  => 'locale is',
				'options'   => 'custom equals',
				'author'    => 'author_id is',
				'visitor'   => 'returning is',
			),
			$defaults
		);
	}

	public function test_a_type_another_plugin_registers_starts_with_its_first_rule_and_operator(): void {
		$type = new class() extends \GBlocks_Pro\Conditions\Condition_Type {
			public function name(): string {
				return 'third_party';
			}
			public function label(): string {
				return 'Third party';
			}
			protected function define_rules(): array {
				return array(
					'first'  => array( 'operators' => array( 'matches', 'differs' ) ),
					'second' => array( 'operators' => array( 'is' ) ),
				);
			}
			public function evaluate( string $rule, string $operator, string $value, \GBlocks_Pro\Conditions\Context $context ): bool {
				return true;
			}
		};
		$this->assertSame(
			array(
				'rule'     => 'first',
				'operator' => 'matches',
			),
			$type->editor_defaults()
		);
	}

	public function test_a_custom_field_rule_names_the_name_it_reads(): void {
		$this->act_as( 'contributor' );
		foreach ( array(
			'cookie'    => 'Cookie name',
			'query_arg' => 'Parameter name',
			'options'   => 'Option name',
			'post_meta' => 'Meta key',
			'user_meta' => 'Meta key',
		) as $type => $label ) {
			$metadata = $this->ok(
				'GET',
				'/get_rule_metadata',
				array(
					'type' => $type,
					'rule' => 'custom',
				)
			);
			$this->assertSame( $label, $metadata['name_label'] ?? null, $type );
			$this->assertSame( $label, $metadata['metadata']['name_label'] ?? null, $type . ', nested' );
		}
	}

	public function test_search_posts_by_text_or_id_and_only_readable(): void {
		$author  = $this->create_user( 'author' );
		$mine    = $this->create_post( array( 'post_title' => 'Alpine guide' ) );
		$private = $this->create_post(
			array(
				'post_title'  => 'Alpine secrets',
				'post_status' => 'private',
				'post_author' => $author,
			)
		);
		$draft   = $this->create_post(
			array(
				'post_title'  => 'Alpine draft',
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
		$this->act_as( 'contributor' );
		$found = $this->ok( 'GET', '/search_posts', array( 'search' => 'Alpine' ) );
		$this->assertSame( array( $mine ), array_column( $found, 'id' ) );
		$this->assertSame( 'Alpine guide', $found[0]['title'] );
		$this->assertSame( array( $mine ), array_column( $this->ok( 'GET', '/search_posts', array( 'search' => (string) $mine ) ), 'id' ) );
		$this->assertSame( array(), $this->ok( 'GET', '/search_posts', array( 'id' => $private ) ) );

		wp_set_current_user( $author );
		$this->assertEqualsCanonicalizing( array( $mine, $private, $draft ), array_column( $this->ok( 'GET', '/search_posts', array( 'search' => 'Alpine' ) ), 'id' ) );
	}

	public function test_search_posts_finds_attachments_for_post_attachment(): void {
		$parent  = $this->create_post( array( 'post_title' => 'Gallery post' ) );
		$image   = $this->create_post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_parent'    => $parent,
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Harbour at dawn',
			)
		);
		$hidden  = $this->create_post(
			array(
				'post_title'  => 'Secret post',
				'post_status' => 'private',
				'post_author' => $this->create_user( 'author' ),
			)
		);
		$private = $this->create_post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_parent'    => $hidden,
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Harbour at night',
			)
		);
		$this->act_as( 'contributor' );
		$found = $this->ok(
			'GET',
			'/search_posts',
			array(
				'post_type' => 'attachment',
				'search'    => 'Harbour',
			)
		);
		$this->assertSame( array( $image ), array_column( $found, 'id' ), 'The attachment of a private post is not readable.' );
		$this->assertSame( 'Harbour at dawn', $found[0]['title'] );
		$titles = $this->ok(
			'POST',
			'/batch_object_titles',
			array(
				'requests' => array(
					array(
						'type' => 'post',
						'id'   => $image,
					),
					array(
						'type' => 'post',
						'id'   => $private,
					),
				),
			)
		);
		$this->assertSame( array( 'post-' . $image => 'Harbour at dawn' ), (array) $titles );
	}

	public function test_search_terms_lists_post_formats(): void {
		$post = $this->create_post();
		set_post_format( $post, 'aside' );
		$this->act_as( 'editor' );
		$terms = $this->ok( 'GET', '/search_terms', array( 'taxonomy' => 'post_format' ) );
		$this->assertSame( array( 'Aside' ), array_column( $terms, 'name' ) );
	}

	public function test_search_hierarchical_posts_and_terms(): void {
		$parent = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Services',
			)
		);
		$this->create_post(
			array(
				'post_type'  => 'post',
				'post_title' => 'Services news',
			)
		);
		$term = wp_insert_term( 'Travel tips', 'category' );
		$this->act_as( 'editor' );
		$this->assertSame( array( $parent ), array_column( $this->ok( 'GET', '/search_hierarchical_posts', array( 'search' => 'Services' ) ), 'id' ) );
		$terms = $this->ok(
			'GET',
			'/search_terms',
			array(
				'taxonomy' => 'category',
				'search'   => 'travel',
			)
		);
		$this->assertSame(
			array(
				array(
					'id'   => $term['term_id'],
					'name' => 'Travel tips',
				),
			),
			$terms
		);
		$this->assertSame( 'Travel tips', $this->ok( 'GET', '/search_terms', array( 'taxonomy' => 'category', 'search' => (string) $term['term_id'] ) )[0]['name'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- Short test data.
		$response = $this->rest( 'GET', self::BASE . '/search_terms', array( 'taxonomy' => Post_Type::TAXONOMY ) );
		$this->assertStatus( 400, $response, 'Private taxonomies are unknown to users who cannot assign them.' );
	}

	public function test_search_users_returns_display_names_only(): void {
		$writer = $this->create_user( 'author', array( 'display_name' => 'Zelda Writer' ) );
		$silent = $this->create_user( 'author', array( 'display_name' => 'Zelda Silent' ) );
		$this->create_post( array( 'post_author' => $writer ) );

		$this->act_as( 'contributor' );
		$found = $this->ok( 'GET', '/search_users', array( 'search' => 'Zelda' ) );
		$this->assertSame(
			array(
				array(
					'id'   => $writer,
					'name' => 'Zelda Writer',
				),
			),
			$found,
			'Without list_users only authors of published posts, and never e-mails or logins.'
		);
		$this->assertSame( array(), $this->ok( 'GET', '/search_users', array( 'search' => (string) $silent ) ) );

		$this->act_as( 'administrator' );
		$this->assertEqualsCanonicalizing( array( $writer, $silent ), array_column( $this->ok( 'GET', '/search_users', array( 'search' => 'Zelda' ) ), 'id' ) );
		$this->assertSame( array( $silent ), array_column( $this->ok( 'GET', '/search_users', array( 'id' => $silent ) ), 'id' ) );
	}

	public function test_batch_object_titles_is_keyed_by_type_and_id(): void {
		$post    = $this->create_post( array( 'post_title' => 'Visible' ) );
		$private = $this->create_post(
			array(
				'post_title'  => 'Hidden',
				'post_status' => 'private',
				'post_author' => $this->create_user( 'editor' ),
			)
		);
		$term    = wp_insert_term( 'News', 'category' );
		$writer  = $this->create_user( 'author', array( 'display_name' => 'Writer' ) );
		$this->create_post( array( 'post_author' => $writer ) );
		$this->act_as( 'contributor' );
		$titles = $this->ok(
			'POST',
			'/batch_object_titles',
			array(
				'requests' => array(
					array(
						'type' => 'post',
						'id'   => $post,
					),
					array(
						'type' => 'post',
						'id'   => $private,
					),
					array(
						'type' => 'post',
						'id'   => 999999,
					),
					array(
						'type' => 'term',
						'id'   => $term['term_id'],
					),
					array(
						'type' => 'user',
						'id'   => $writer,
					),
				),
			)
		);
		$this->assertEquals(
			(object) array(
				'post-' . $post            => 'Visible',
				'term-' . $term['term_id'] => 'News',
				'user-' . $writer          => 'Writer',
			),
			$titles
		);
	}

	public function test_manage_category_create_rename_delete(): void {
		$this->act_as( 'administrator' );
		$created = $this->ok( 'POST', '/manage_category', array( 'name' => '  Summer Sale! 2025 ' ), 201 );
		$this->assertSame( 'Summer Sale! 2025', $created['name'] );
		$this->assertSame( 'summer-sale-2025', $created['slug'] );
		$given = $this->ok(
			'POST',
			'/manage_category',
			array(
				'name' => 'Winter',
				'slug' => 'cold-season',
			),
			201
		);
		$this->assertSame( 'cold-season', $given['slug'] );

		$renamed = $this->ok( 'POST', '/manage_category/' . $created['id'], array( 'name' => 'Autumn' ) );
		$this->assertSame( 'Autumn', $renamed['name'] );
		$this->assertSame( $created['id'], $renamed['id'] );

		$condition = $this->create_condition( self::tree() );
		wp_set_object_terms( $condition, array( $created['id'] ), Post_Type::TAXONOMY );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $created['id'],
			),
			$this->ok( 'DELETE', '/manage_category/' . $created['id'] )
		);
		$this->assertSame( array(), $this->ok( 'GET', '/conditions/' . $condition )['gblocks_condition_cat'], 'Its conditions become uncategorized.' );
	}
}
