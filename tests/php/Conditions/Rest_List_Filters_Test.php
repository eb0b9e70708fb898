<?php
/**
 * The `status` and `category` filters of GET /conditions (the list's filters).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Rest_List_Filters_Test extends Conditions_Test_Case {

	private const ROUTE = '/generateblocks-pro/advanced-conditions/v1/conditions';

	/**
	 * The titles GET /conditions answers.
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @return list<string>
	 */
	private function titles( array $params ): array {
		$response = $this->rest( 'GET', self::ROUTE, $params );
		$this->assertStatus( 200, $response );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$titles = array_column( array_column( $data['response']['conditions'], 'title' ), 'rendered' );
		sort( $titles );
		return $titles;
	}

	public function test_status_filters_for_managers(): void {
		$this->create_condition( self::tree(), 'publish', 'Live' );
		$this->create_condition( self::tree(), 'draft', 'Draft one' );
		$this->act_as( 'administrator' );

		$this->assertSame( array( 'Draft one', 'Live' ), $this->titles( array() ) );
		$this->assertSame( array( 'Draft one', 'Live' ), $this->titles( array( 'status' => 'any' ) ) );
		$this->assertSame( array( 'Live' ), $this->titles( array( 'status' => 'publish' ) ) );
		$this->assertSame( array( 'Draft one' ), $this->titles( array( 'status' => 'draft' ) ) );
	}

	public function test_non_managers_never_see_drafts_and_may_not_ask_for_them(): void {
		$this->create_condition( self::tree(), 'publish', 'Live' );
		$this->create_condition( self::tree(), 'draft', 'Draft one' );
		$this->act_as( 'editor' );

		$this->assertSame( array( 'Live' ), $this->titles( array( 'status' => 'any' ) ) );
		$this->assertSame( array( 'Live' ), $this->titles( array( 'status' => 'publish' ) ) );
		$response = $this->rest( 'GET', self::ROUTE, array( 'status' => 'draft' ) );
		$this->assertStatus( 403, $response );
		$this->assertStringContainsString( 'status', (string) $response->get_data()['message'] );
	}

	/**
	 * A new condition category's term ID.
	 *
	 * @param string $name The category name.
	 */
	private function term( string $name ): int {
		$term = wp_insert_term( $name, Post_Type::TAXONOMY );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	public function test_category_filters_by_term_or_uncategorized(): void {
		$term     = $this->term( 'Promotions' );
		$other    = $this->term( 'Members' );
		$promoted = $this->create_condition( self::tree(), 'publish', 'Sale' );
		wp_set_object_terms( $promoted, array( $term ), Post_Type::TAXONOMY );
		$member = $this->create_condition( self::tree(), 'draft', 'Members area' );
		wp_set_object_terms( $member, array( $other ), Post_Type::TAXONOMY );
		$this->create_condition( self::tree(), 'publish', 'Loose' );
		$this->act_as( 'administrator' );

		$this->assertSame( array( 'Sale' ), $this->titles( array( 'category' => (string) $term ) ) );
		$this->assertSame( array( 'Loose' ), $this->titles( array( 'category' => 'uncategorized' ) ) );
		$this->assertSame( array( 'Loose', 'Members area', 'Sale' ), $this->titles( array( 'category' => '' ) ) );
		$this->assertSame( array(), $this->titles( array( 'category' => (string) ( $other + 1000 ) ) ) );

		// Filters combine with each other and with the search.
		$this->assertSame(
			array(),
			$this->titles(
				array(
					'category' => (string) $other,
					'status'   => 'publish',
				)
			)
		);
		$this->assertSame(
			array( 'Loose' ),
			$this->titles(
				array(
					'category' => 'uncategorized',
					'search'   => 'loo',
				)
			)
		);

		$response = $this->rest( 'GET', self::ROUTE, array( 'category' => (string) $term ) );
		$this->assertSame( 1, $response->get_data()['response']['total'] );
		// A page past the end counts the filtered list, not the whole one.
		$beyond = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'category' => 'uncategorized',
				'page'     => 4,
			)
		);
		$this->assertSame( array(), $beyond->get_data()['response']['conditions'] );
		$this->assertSame( 1, $beyond->get_data()['response']['total'] );
	}

	/**
	 * Bad filter values.
	 *
	 * @return array<string, array{string, mixed}>
	 */
	public static function bad_filters(): array {
		return array(
			'unknown status'      => array( 'status', 'trash' ),
			'status list'         => array( 'status', array( 'publish' ) ),
			'category name'       => array( 'category', 'promotions' ),
			'negative category'   => array( 'category', '-3' ),
			'zero category'       => array( 'category', '0' ),
			'category with space' => array( 'category', '3 OR 1=1' ),
			'category list'       => array( 'category', array( 3 ) ),
		);
	}

	/**
	 * A bad filter value is a 400 whose message names the parameter.
	 *
	 * @dataProvider bad_filters
	 *
	 * @param string $field The parameter.
	 * @param mixed  $value Its bad value.
	 */
	public function test_bad_filters_are_a_400_naming_the_field( string $field, mixed $value ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE, array( $field => $value ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( $field, (string) wp_json_encode( $response->get_data() ) );
	}
}
