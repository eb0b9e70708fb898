<?php
/**
 * The Usage module: its scanner, the block content scan, the answer's schema, the former names.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Usage;

use GBlocks_Pro\Tests\Conditions\Conditions_Test_Case;
use GBlocks_Pro\Usage\Block_Content;
use GBlocks_Pro\Usage\Usage_Items;
use GBlocks_Pro\Usage\Usage_Scanner;

/**
 * Behaviour that depends on the database: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Usage_Module_Test extends Conditions_Test_Case {

	public function test_saving_or_deleting_a_condition_makes_every_cached_usage_stale(): void {
		$condition = $this->create_condition( self::tree() );
		$other     = $this->create_condition( self::tree() );
		$scanner   = Usage_Scanner::instance();
		$scanner->report( $condition );
		$this->assertTrue( $scanner->report( $condition )['cached'] );

		wp_update_post(
			array(
				'ID'         => $other,
				'post_title' => 'Renamed',
			)
		);
		$this->assertFalse( $scanner->report( $condition )['cached'], 'Saving a condition invalidates.' );
		$this->assertTrue( $scanner->report( $condition )['cached'] );

		wp_delete_post( $other, true );
		$this->assertFalse( $scanner->report( $condition )['cached'], 'Deleting a condition invalidates.' );
	}

	public function test_a_source_under_its_former_interface_name_is_still_read(): void {
		$condition = $this->create_condition( self::tree() );
		$source    = new class() implements \GBlocks_Pro\Support\Usage_Source {
			public function key(): string {
				return 'former_name';
			}
			public function label(): string {
				return 'Former name';
			}
			public function find( int $condition_id ): array {
				return array( 'refs' => array( $condition_id ) );
			}
			public function items( array $refs ): array {
				return Usage_Items::posts( $refs, 'block_attributes' );
			}
			public function invalidated_by(): array {
				return array();
			}
		};
		add_filter(
			'gblocks_pro_usage_sources',
			static function ( array $sources ) use ( $source ): array {
				$sources[] = $source;
				return $sources;
			}
		);

		$this->assertArrayHasKey( 'former_name', Usage_Scanner::sources() );
		$report = Usage_Scanner::instance()->report( $condition );
		$this->assertSame( 1, $report['usage']['former_name']['total'] );
		$this->assertSame( $condition, $report['usage']['former_name']['items'][0]['id'] );
	}

	public function test_the_block_content_scan_needs_every_all_of_pattern_and_one_any_of_pattern(): void {
		$both    = $this->create_post( array( 'post_content' => 'alpha beta' ) );
		$either  = $this->create_post( array( 'post_content' => 'alpha gamma' ) );
		$neither = $this->create_post( array( 'post_content' => 'beta gamma' ) );
		$trashed = $this->create_post(
			array(
				'post_content' => 'alpha beta',
				'post_status'  => 'trash',
			)
		);
		update_option( Block_Content::WIDGETS_OPTION, array( 4 => array( 'content' => 'alpha beta' ) ) );
		$everything = static fn( string $content ): bool => true;

		$this->assertSame( array( $both, 'widget-4' ), Block_Content::find( array( '%alpha%' ), array( '%beta%', '%delta%' ), $everything ) );
		$this->assertSame( array( $both, $either, 'widget-4' ), Block_Content::find( array(), array( '%alpha%' ), $everything ) );
		$this->assertSame( array( $both, $neither, 'widget-4' ), Block_Content::find( array( '%beta%' ), array(), $everything ) );
		$this->assertSame( array( $either ), Block_Content::find( array( '%alpha%' ), array(), static fn( string $content ): bool => str_contains( $content, 'gamma' ) ), 'The markup test decides.' );
		$this->assertNotContains( $trashed, Block_Content::find( array(), array( '%alpha%' ), $everything ) );
	}

	public function test_both_usage_routes_describe_the_same_answer(): void {
		$this->act_as( 'administrator' );
		$condition = $this->rest( 'OPTIONS', '/generateblocks-pro/advanced-conditions/v1/conditions/1/usage' )->get_data()['schema'];
		$class     = $this->rest( 'OPTIONS', '/generateblocks-pro/v1/global-classes/1/usage' )->get_data()['schema'];

		$this->assertSame( 'gblocks-pro-condition-usage', $condition['title'] );
		$this->assertSame( 'gblocks-pro-global-class-usage', $class['title'] );
		$this->assertSame( array( 'total', 'has_more', 'limited', 'limitations', 'cached', 'cached_at', 'usage' ), array_keys( $condition['properties'] ) );
		$this->assertSame( array( 'total', 'has_more', 'limited', 'limitations', 'usage' ), array_keys( $class['properties'] ) );
		$item = static fn( array $schema ): array => array_keys( $schema['properties']['usage']['additionalProperties']['properties']['items']['items']['properties'] );
		$this->assertSame( array( 'id', 'type', 'title', 'status', 'type_label', 'usage_type', 'edit_url', 'view_url' ), $item( $condition ) );
		$this->assertSame( $item( $condition ), $item( $class ) );
	}

	public function test_the_condition_usage_schema_lists_the_usage_type_of_every_section(): void {
		$this->act_as( 'administrator' );
		$schema = $this->rest( 'OPTIONS', '/generateblocks-pro/advanced-conditions/v1/conditions/1/usage' )->get_data()['schema'];
		$enum   = $schema['properties']['usage']['additionalProperties']['properties']['items']['items']['properties']['usage_type']['enum'];

		// The usage types the sections of a condition's usage answer (overlays, blocks, menu items).
		$this->assertSame( array( 'overlay_display_condition', 'block_attributes', 'menu_item_condition' ), $enum );
	}
}
