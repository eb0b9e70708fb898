<?php
/**
 * Device visibility CSS, built from the breakpoints.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Styles;

use GBlocks_Pro\Blocks\Render_Pipeline;
use GBlocks_Pro\Blocks\Block_Styles;
use GBlocks_Pro\Styles\Device_Visibility;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Each of the four rules hides a block on its devices with the default breakpoints and with a filtered
 * breakpoint list; blocks saved with the default queries follow a filtered list on the page.
 */
final class Device_Visibility_Test extends Test_Case {

	/**
	 * The queries of the default breakpoints (DESIGN §9).
	 */
	private const DEFAULT_QUERIES = array(
		'largeWidth'       => '@media (min-width:1025px)',
		'mediumWidth'      => '@media (max-width:1024px) and (min-width:768px)',
		'mediumSmallWidth' => '@media (max-width:1024px)',
		'smallWidth'       => '@media (max-width:767px)',
	);

	/**
	 * The queries of the filtered list of filtered_breakpoints().
	 */
	private const FILTERED_QUERIES = array(
		'largeWidth'       => '@media (min-width:1200px)',
		'mediumWidth'      => '@media (max-width:1199px) and (min-width:600px)',
		'mediumSmallWidth' => '@media (max-width:1199px)',
		'smallWidth'       => '@media (max-width:599px)',
	);

	protected function setUp(): void {
		parent::setUp();
		Render_Pipeline::instance()->reset();
		Block_Styles::instance()->reset();
		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
	}

	protected function tearDown(): void {
		Render_Pipeline::instance()->reset();
		Block_Styles::instance()->reset();
		\WP_Style_Engine_CSS_Rules_Store::remove_all_stores();
		parent::tearDown();
	}

	/**
	 * Filters the breakpoints to desktop ≥ 1200, tablet 600–1199, mobile ≤ 599.
	 */
	private static function filter_breakpoints(): void {
		add_filter(
			'gblocks_pro_breakpoints',
			static fn() => array(
				array(
					'id'       => 'desktop',
					'label'    => 'Desktop',
					'minWidth' => 1200,
				),
				array(
					'id'       => 'tablet',
					'label'    => 'Tablet',
					'minWidth' => 600,
					'maxWidth' => 1199,
				),
				array(
					'id'       => 'mobile',
					'label'    => 'Mobile',
					'maxWidth' => 599,
				),
			)
		);
	}

	/**
	 * The block-supports CSS of a paragraph hidden by one rule's query.
	 *
	 * @param string $query The at-rule saved in its gbStyles.
	 */
	private static function page_css( string $query ): string {
		do_blocks( '<!-- wp:paragraph {"gbStyles":{"' . $query . '":{"display":"none !important"}}} --><p>Hidden</p><!-- /wp:paragraph -->' );
		return wp_style_engine_get_stylesheet_from_context( 'block-supports', array( 'prettify' => false ) );
	}

	/**
	 * The rule ids.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function rule_ids(): array {
		return array_map( static fn( string $id ): array => array( $id ), array_combine( array_keys( self::DEFAULT_QUERIES ), array_keys( self::DEFAULT_QUERIES ) ) );
	}

	public function test_the_rules_are_the_four_of_the_shared_file_with_their_labels(): void {
		$this->assertSame(
			array(
				'largeWidth'       => 'Hide on Desktop',
				'mediumWidth'      => 'Hide on Tablet',
				'mediumSmallWidth' => 'Hide on Tablet & Mobile',
				'smallWidth'       => 'Hide on Mobile',
			),
			array_column( Device_Visibility::rules(), 'label', 'id' )
		);
	}

	/**
	 * The rule's query with the default breakpoints hides the block on the page.
	 *
	 * @dataProvider rule_ids
	 *
	 * @param string $rule_id A rule id.
	 */
	public function test_a_rule_hides_the_block_on_its_devices_with_the_default_breakpoints( string $rule_id ): void {
		$query = Device_Visibility::query( $rule_id );
		$this->assertSame( self::DEFAULT_QUERIES[ $rule_id ], $query );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $query, '/' ) . '\{\.gb-s-[0-9a-f]{8}\{display:none !important;\}\}$/', self::page_css( $query ) );
	}

	/**
	 * The rule's query follows a filtered breakpoint list.
	 *
	 * @dataProvider rule_ids
	 *
	 * @param string $rule_id A rule id.
	 */
	public function test_a_rule_follows_a_filtered_breakpoint_list( string $rule_id ): void {
		self::filter_breakpoints();
		$query = Device_Visibility::query( $rule_id );
		$this->assertSame( self::FILTERED_QUERIES[ $rule_id ], $query );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $query, '/' ) . '\{\.gb-s-[0-9a-f]{8}\{display:none !important;\}\}$/', self::page_css( $query ) );
	}

	/**
	 * A block saved with the default query gets the filtered query on the page.
	 *
	 * @dataProvider rule_ids
	 *
	 * @param string $rule_id A rule id.
	 */
	public function test_a_block_saved_with_the_default_breakpoints_follows_a_filtered_list_on_the_page( string $rule_id ): void {
		self::filter_breakpoints();
		$css = self::page_css( self::DEFAULT_QUERIES[ $rule_id ] );
		$this->assertStringStartsWith( self::FILTERED_QUERIES[ $rule_id ] . '{.gb-s-', $css );
		$this->assertStringNotContainsString( self::DEFAULT_QUERIES[ $rule_id ] . '{', $css );
	}

	public function test_a_rule_is_on_when_display_is_none_with_or_without_important(): void {
		$query = self::DEFAULT_QUERIES['smallWidth'];
		$this->assertTrue( Device_Visibility::is_hidden( array( $query => array( 'display' => 'none !important' ) ), 'smallWidth' ) );
		$this->assertTrue( Device_Visibility::is_hidden( array( $query => array( 'display' => 'none' ) ), 'smallWidth' ) );
		$this->assertTrue( Device_Visibility::is_hidden( array( $query => array( 'display' => ' NONE!important ' ) ), 'smallWidth' ) );
		$this->assertFalse( Device_Visibility::is_hidden( array( $query => array( 'display' => 'block' ) ), 'smallWidth' ) );
		$this->assertFalse( Device_Visibility::is_hidden( array( $query => 'none' ), 'smallWidth' ) );
		$this->assertFalse( Device_Visibility::is_hidden( array( $query => array( 'display' => 'none' ) ), 'largeWidth' ) );
		$this->assertFalse( Device_Visibility::is_hidden( array(), 'unknownRule' ) );
	}

	public function test_queries_leave_out_open_sides_and_unknown_devices(): void {
		$devices = array(
			array(
				'id'       => 'tablet',
				'label'    => 'Tablet',
				'minWidth' => 700,
			),
			array(
				'id'       => 'mobile',
				'label'    => 'Mobile',
				'maxWidth' => 699,
			),
		);
		// Tablet open above, mobile open below: together they cover every width.
		$this->assertSame( '', Device_Visibility::query( 'mediumSmallWidth', $devices ) );
		$this->assertSame( '@media (min-width:700px)', Device_Visibility::query( 'mediumWidth', $devices ) );
		$this->assertSame( '', Device_Visibility::query( 'largeWidth', $devices ) );
		$this->assertSame( '', Device_Visibility::query( 'nope', $devices ) );
	}

	public function test_remap_merges_into_a_current_query_already_there(): void {
		self::filter_breakpoints();
		$styles = array(
			'@media (max-width:599px)' => array( 'color' => 'red' ),
			'@media (max-width:767px)' => array( 'display' => 'none !important' ),
		);
		$this->assertSame(
			array(
				'@media (max-width:599px)' => array(
					'color'   => 'red',
					'display' => 'none !important',
				),
			),
			Device_Visibility::remap( $styles )
		);
	}
}
