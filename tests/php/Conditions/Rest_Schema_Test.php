<?php
/**
 * Schema-first routes of generateblocks-pro/advanced-conditions/v1, and the wire shapes GenerateBlocks
 * Pro's own admin client reads.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Decisions;
use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Conditions\Registry;

final class Rest_Schema_Test extends Conditions_Test_Case {

	private const NS   = 'generateblocks-pro/advanced-conditions/v1';
	private const BASE = '/' . self::NS;

	public function test_the_namespace_index_lists_the_routes_with_their_arguments(): void {
		$this->act_as( 'administrator' );
		$index = rest_do_request( new \WP_REST_Request( 'GET', self::BASE ) )->get_data();
		$this->assertArrayHasKey( self::BASE . '/conditions', $index['routes'] );
		$args = $index['routes'][ self::BASE . '/conditions' ]['endpoints'][1]['args'];
		$this->assertSame( 'string', $args['title']['type'] );
		$this->assertTrue( $args['title']['required'] );
		$this->assertSame( array( 'publish', 'draft' ), $args['status']['enum'] );
	}

	public function test_the_condition_schema_is_built_once_and_lists_the_wire_fields(): void {
		$this->act_as( 'administrator' );
		$schema = rest_do_request( new \WP_REST_Request( 'OPTIONS', self::BASE . '/conditions' ) )->get_data()['schema'];
		$this->assertSame( 'gblocks-pro-condition', $schema['title'] );
		foreach ( array( 'id', 'title', 'status', 'date', 'modified', 'gbConditions', 'gblocks_condition_cat', 'rules_error', 'conditions', 'category' ) as $field ) {
			$this->assertArrayHasKey( $field, $schema['properties'], $field );
		}
		$this->assertSame( 'date-time', $schema['properties']['modified']['format'] );
	}

	public function test_one_tree_schema_serves_the_routes_the_core_field_and_the_json_file(): void {
		$this->act_as( 'administrator' );
		$file = json_decode( (string) file_get_contents( GBLOCKS_PRO_DIR . 'src/conditions/tree-schema.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Reading the plugin's own schema file.
		$this->assertSame( $file['properties'], Post_Type::tree_schema()['properties'] );

		$ours = rest_do_request( new \WP_REST_Request( 'OPTIONS', self::BASE . '/conditions' ) )->get_data();
		$this->assertSame( $file['properties'], $ours['schema']['properties']['conditions']['properties'] );
		$this->assertSame( $file['properties'], $ours['endpoints'][1]['args']['conditions']['properties'], 'The conditions argument is the tree schema.' );

		$core = rest_do_request( new \WP_REST_Request( 'OPTIONS', '/wp/v2/gblocks-conditions' ) )->get_data();
		$this->assertSame( $file['properties'], $core['schema']['properties']['gbConditions']['properties'] );

		$validate = rest_do_request( new \WP_REST_Request( 'OPTIONS', self::BASE . '/validate_conditions' ) )->get_data();
		$this->assertSame( $file['properties'], $validate['endpoints'][0]['args']['conditions']['properties'] );
	}

	public function test_a_semantically_valid_tree_must_also_match_the_schema(): void {
		$this->act_as( 'administrator' );
		// Tree::validate() reads a null logic as the default; the schema wants a string.
		$tree          = self::tree( self::row( 'device', 'mobile', 'is' ) );
		$tree['logic'] = null;
		$this->assertSame( array(), \GBlocks_Pro\Conditions\Tree::validate( $tree ) );
		$response = $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => $tree ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'conditions[logic]', $response->get_data()['response'] );
	}

	public function test_conditions_answer_title_rendered_date_and_modified(): void {
		$this->act_as( 'administrator' );
		$created = $this->rest( 'POST', self::BASE . '/conditions', array( 'title' => 'Members' ) )->get_data()['response'];
		$post    = get_post( $created['id'] );
		$this->assertSame( array( 'rendered' => 'Members' ), $created['title'] );
		$this->assertSame( mysql_to_rfc3339( $post->post_date ), $created['date'] );
		$this->assertSame( mysql_to_rfc3339( $post->post_modified ), $created['modified'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/', $created['modified'] );

		$listed = $this->rest( 'GET', self::BASE . '/conditions' )->get_data()['response']['conditions'][0];
		$this->assertSame( $created, $listed );
	}

	public function test_the_list_is_newest_first(): void {
		$this->act_as( 'administrator' );
		$old = $this->create_condition( self::tree(), 'publish', 'Old' );
		$new = $this->create_condition( self::tree(), 'publish', 'New' );
		wp_update_post(
			array(
				'ID'        => $old,
				'post_date' => '2020-01-01 10:00:00',
			)
		);
		$ids = array_column( $this->rest( 'GET', self::BASE . '/conditions' )->get_data()['response']['conditions'], 'id' );
		$this->assertSame( array( $new, $old ), array_values( array_intersect( $ids, array( $old, $new ) ) ) );
	}

	public function test_bare_role_names_are_an_alias_of_role_rules(): void {
		$user_role = Registry::instance()->get( 'user_role' );
		$this->assertSame( 'role:editor', $user_role->canonical_rule( 'editor' ) );
		$this->assertSame( $user_role->rule( 'role:editor' ), $user_role->rule( 'editor' ) );
		$this->assertSame( 'ghost', $user_role->canonical_rule( 'ghost' ), 'Unknown roles are not aliased.' );

		// Evaluation.
		$this->act_as( 'editor' );
		$this->assertTrue( $this->evaluate_row( self::row( 'user_role', 'editor', 'is' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'user_role', 'administrator', 'is' ) ) );
		$this->assertTrue( $this->evaluate_row( self::row( 'user_role', 'administrator', 'is_not' ) ) );
		$this->assertFalse( $this->evaluate_row( self::row( 'user_role', 'ghost', 'is' ) ) );

		// Validation, metadata, and one canonical form when saved.
		$this->act_as( 'administrator' );
		$tree = self::tree( self::row( 'user_role', 'administrator', 'is' ) );
		$this->assertStatus( 200, $this->rest( 'POST', self::BASE . '/validate_conditions', array( 'conditions' => $tree ) ) );
		$metadata = $this->rest(
			'GET',
			self::BASE . '/get_rule_metadata',
			array(
				'type' => 'user_role',
				'rule' => 'editor',
			)
		)->get_data()['response'];
		$this->assertSame( 'none', $metadata['value_type'] );
		$created = $this->rest(
			'POST',
			self::BASE . '/conditions',
			array(
				'title'      => 'Admins',
				'conditions' => $tree,
			)
		)->get_data()['response'];
		$this->assertSame( 'role:administrator', $created['gbConditions']['groups'][0]['conditions'][0]['rule'] );

		// A tree stored by the other product (bare names) evaluates the same.
		$stored = $this->create_condition( self::tree() );
		update_post_meta( $stored, Post_Type::META_KEY, self::tree( self::row( 'user_role', 'administrator', 'is' ) ) );
		Decisions::flush();
		$this->assertTrue( gblocks_pro_condition_passes( $stored ) );
	}

	public function test_search_and_title_routes_keep_their_shapes(): void {
		$post = $this->create_post( array( 'post_title' => 'Schema search' ) );
		$this->act_as( 'contributor' );
		$found = $this->rest( 'GET', self::BASE . '/search_posts', array( 'search' => 'Schema search' ) )->get_data()['response'];
		$this->assertSame(
			array(
				array(
					'id'    => $post,
					'title' => 'Schema search',
				),
			),
			$found
		);
	}
}
