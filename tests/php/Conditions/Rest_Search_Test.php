<?php
/**
 * The `search` parameter of GET /conditions (the ConditionSelect's server search).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Rest_Search_Test extends Conditions_Test_Case {

	private const ROUTE = '/generateblocks-pro/advanced-conditions/v1/conditions';

	/**
	 * The titles GET /conditions answers for a search.
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

	public function test_search_finds_by_title_not_by_content(): void {
		$this->create_condition( self::tree(), 'publish', 'Holiday banner' );
		$this->create_condition( self::tree(), 'publish', 'Members only' );
		$by_content = $this->create_condition( self::tree(), 'publish', 'Logged out' );
		wp_update_post(
			array(
				'ID'           => $by_content,
				'post_content' => 'holiday',
				'post_excerpt' => 'holiday',
			)
		);
		$this->act_as( 'administrator' );

		$this->assertSame( array( 'Holiday banner' ), $this->titles( array( 'search' => 'holiday' ) ) );
		$this->assertSame( array( 'Holiday banner', 'Members only' ), $this->titles( array( 'search' => 'n' ) ) );
		$this->assertSame( array(), $this->titles( array( 'search' => 'nothing like it' ) ) );

		$response = $this->rest( 'GET', self::ROUTE, array( 'search' => 'holiday' ) );
		$this->assertSame( 1, $response->get_data()['response']['total'] );
		$this->assertSame( 1, $response->get_data()['response']['pages'] );

		// A page past the end still counts the search's matches, not the whole list.
		$beyond = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'search' => 'holiday',
				'page'   => 3,
			)
		);
		$this->assertSame( array(), $beyond->get_data()['response']['conditions'] );
		$this->assertSame( 1, $beyond->get_data()['response']['total'] );
	}

	public function test_an_empty_search_lists_everything(): void {
		$this->create_condition( self::tree(), 'publish', 'One' );
		$this->create_condition( self::tree(), 'publish', 'Two' );
		$this->act_as( 'administrator' );
		$this->assertSame( array( 'One', 'Two' ), $this->titles( array( 'search' => '' ) ) );
	}

	public function test_managers_find_drafts_others_never_do(): void {
		$this->create_condition( self::tree(), 'publish', 'Sale live' );
		$this->create_condition( self::tree(), 'draft', 'Sale draft' );

		$this->act_as( 'administrator' );
		$this->assertSame( array( 'Sale draft', 'Sale live' ), $this->titles( array( 'search' => 'sale' ) ) );

		$this->act_as( 'editor' );
		$this->assertSame( array( 'Sale live' ), $this->titles( array( 'search' => 'sale' ) ) );
		$this->assertSame( array(), $this->titles( array( 'search' => 'draft' ) ) );
	}

	public function test_search_is_sanitized_and_schema_declared(): void {
		$this->create_condition( self::tree(), 'publish', 'Promo' );
		$this->act_as( 'administrator' );
		// Tags are stripped and surrounding space trimmed before the query.
		$this->assertSame( array( 'Promo' ), $this->titles( array( 'search' => ' <b>promo</b> ' ) ) );

		$bad = $this->rest( 'GET', self::ROUTE, array( 'search' => array( 'x' ) ) );
		$this->assertStatus( 400, $bad );
		$this->assertStringContainsString( 'search', (string) wp_json_encode( $bad->get_data() ) );

		$options = $this->rest( 'OPTIONS', self::ROUTE );
		$args    = $options->get_data()['endpoints'][0]['args'];
		$this->assertArrayHasKey( 'search', $args );
		$this->assertSame( 'string', $args['search']['type'] );
	}

	public function test_visitors_cannot_search(): void {
		$this->create_condition( self::tree(), 'publish', 'Anything' );
		$this->act_as( '' );
		$this->assertStatus( 401, $this->rest( 'GET', self::ROUTE, array( 'search' => 'any' ) ) );
		$this->act_as( 'subscriber' );
		$this->assertStatus( 403, $this->rest( 'GET', self::ROUTE, array( 'search' => 'any' ) ) );
	}
}
