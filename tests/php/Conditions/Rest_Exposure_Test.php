<?php
/**
 * Issue 9.1: users without the manage capability (contributors, authors, editors) read only what a
 * picker needs — id, title, status and category ids of published conditions — never drafts or rules.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

use GBlocks_Pro\Conditions\Post_Type;

final class Rest_Exposure_Test extends Conditions_Test_Case {

	private const BASE = '/generateblocks-pro/advanced-conditions/v1';

	/**
	 * Roles that can edit posts but do not manage conditions.
	 *
	 * @return array<string, array{string}>
	 */
	public function picker_roles(): array {
		return array(
			'contributor' => array( 'contributor' ),
			'author'      => array( 'author' ),
			'editor'      => array( 'editor' ),
		);
	}

	/**
	 * A published condition with a cookie rule and a category, and a draft.
	 *
	 * @return array{int, int}
	 */
	private function secrets(): array {
		$published = $this->create_condition( self::tree( self::row( 'cookie', 'custom', 'equals', 'vip_session|s3cr3t' ) ), 'publish', 'Members' );
		wp_set_object_terms( $published, array( 'internal' ), Post_Type::TAXONOMY );
		$draft = $this->create_condition( self::tree( self::row( 'options', 'custom', 'exists', 'secret_plan|' ) ), 'draft', 'Unreleased plan' );
		return array( $published, $draft );
	}

	/**
	 * The list and the single route give only id, title and status of published conditions.
	 *
	 * @dataProvider picker_roles
	 */
	public function test_pickers_get_id_title_and_status_of_published_conditions_only( string $role ): void {
		list( $published, $draft ) = $this->secrets();
		$this->act_as( $role );

		$list = $this->rest( 'GET', self::BASE . '/conditions', array( 'per_page' => 100 ) );
		$this->assertStatus( 200, $list );
		$body = $list->get_data()['response'];
		$ids  = array_column( $body['conditions'], 'id' );
		$this->assertContains( $published, $ids );
		$this->assertNotContains( $draft, $ids, 'No drafts for ' . $role );
		$this->assertSame( count( $ids ), $body['total'], 'The totals count what the user may see.' );
		foreach ( $body['conditions'] as $condition ) {
			$this->assertSame( array( 'id', 'title', 'status', 'depends_on_visitor', 'gblocks_condition_cat' ), array_keys( $condition ) );
			$this->assertSame( 'publish', $condition['status'] );
		}
		$json = (string) wp_json_encode( $body );
		foreach ( array( 's3cr3t', 'vip_session', 'secret_plan', 'Unreleased plan', 'gbConditions', 'modified' ) as $leak ) {
			$this->assertStringNotContainsString( $leak, $json );
		}

		$one = $this->rest( 'GET', self::BASE . '/conditions/' . $published );
		$this->assertStatus( 200, $one );
		$this->assertSame(
			array(
				'id'                    => $published,
				'title'                 => array( 'rendered' => 'Members' ),
				'status'                => 'publish',
				// The cookie rule is read in the visitor's browser behind a page cache.
				'depends_on_visitor'    => true,
				'gblocks_condition_cat' => array( get_term_by( 'slug', 'internal', Post_Type::TAXONOMY )->term_id ),
			),
			$one->get_data()['response'],
			'What a picker needs: id, title, status, whether it depends on the visitor, and the category ids it groups by.'
		);
		$this->assertStatus( 404, $this->rest( 'GET', self::BASE . '/conditions/' . $draft ) );

		// The core route does not give the rules either.
		$core = $this->rest( 'GET', '/wp/v2/gblocks-conditions/' . $published );
		$this->assertStatus( 200, $core );
		$this->assertNull( $core->get_data()['gbConditions'] );
		$this->assertStringNotContainsString( 's3cr3t', (string) wp_json_encode( $core->get_data() ) );
	}

	public function test_an_editor_granted_the_manage_capability_gets_everything(): void {
		list( $published, $draft ) = $this->secrets();
		$this->act_as( 'editor' );
		wp_get_current_user()->add_cap( 'manage_gblocks_conditions' );
		$ids = array_column( $this->rest( 'GET', self::BASE . '/conditions', array( 'per_page' => 100 ) )->get_data()['response']['conditions'], 'id' );
		$this->assertContains( $draft, $ids );
		$one = $this->rest( 'GET', self::BASE . '/conditions/' . $published )->get_data()['response'];
		$this->assertSame( 'vip_session|s3cr3t', $one['gbConditions']['groups'][0]['conditions'][0]['value'] );
		$this->assertCount( 1, $one['gblocks_condition_cat'] );
		$this->assertArrayHasKey( 'modified', $one );
	}

	public function test_managers_get_drafts_rules_and_categories(): void {
		list( $published, $draft ) = $this->secrets();
		$this->act_as( 'administrator' );
		$list = $this->rest( 'GET', self::BASE . '/conditions', array( 'per_page' => 100 ) )->get_data()['response'];
		$this->assertContains( $draft, array_column( $list['conditions'], 'id' ) );
		$one = $this->rest( 'GET', self::BASE . '/conditions/' . $draft )->get_data()['response'];
		$this->assertSame( 'draft', $one['status'] );
		$this->assertSame( 'secret_plan|', $one['gbConditions']['groups'][0]['conditions'][0]['value'] );
		$core = $this->rest( 'GET', '/wp/v2/gblocks-conditions/' . $published )->get_data();
		$this->assertSame( 'vip_session|s3cr3t', $core['gbConditions']['groups'][0]['conditions'][0]['value'] );
	}
}
