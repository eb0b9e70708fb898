<?php
/**
 * The Support\Global_Styles seam as global classes answer it: published classes by name, and imports.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Support\Global_Styles;

final class Style_Exchange_Test extends Global_Classes_Test_Case {

	public function test_for_names_gives_the_published_classes_among_the_names_in_list_order_with_data_and_css(): void {
		$this->create_class( '.second', array( 'color' => 'blue' ) );
		$this->create_class( '.first', array( 'padding' => '1rem' ) );
		$this->create_class( '.drafty', array( 'color' => 'pink' ), 'draft' );
		$this->create_class( '.unused', array( 'color' => 'black' ) );

		$styles = Global_Styles::for_names( array( 'first', 'drafty', 'second', 'missing' ) );

		$this->assertSame( array( '.second', '.first' ), array_column( $styles, 'selector' ) );
		$this->assertSame( array( 'color' => 'blue' ), $styles[0]['data'] );
		$this->assertSame( '.second{color:blue;}', $styles[0]['css'] );
		$this->assertSame( '.first', $styles[1]['title'] );
		$this->assertSame( array(), Global_Styles::for_names( array() ) );
	}

	public function test_import_creates_a_published_class_whose_css_is_compiled_from_its_data(): void {
		$this->act_as( 'administrator' );
		$result = Global_Styles::import(
			'.card',
			array(
				'color'   => 'navy',
				'&:hover' => array( 'color' => 'red' ),
			)
		);

		$this->assertSame( 'imported', $result['status'] );
		$this->assertSame( 'publish', get_post_status( $result['id'] ) );
		$this->assertSame( '.card', get_the_title( $result['id'] ) );
		$this->assertSame( '.card{color:navy;}.card:hover{color:red;}', Class_Store::css( $result['id'] ) );
		$this->assertSame( '.card', get_post_meta( $result['id'], Class_Store::META_SELECTOR, true ) );
	}

	public function test_import_keeps_an_existing_class_and_republishes_a_draft_saying_so(): void {
		$published = $this->create_class( '.kept', array( 'color' => 'green' ) );
		$draft     = $this->create_class( '.drafted', array( 'color' => 'pink' ), 'draft' );
		$this->act_as( 'administrator' );

		$kept = Global_Styles::import( 'kept', array( 'color' => 'red' ) );
		$this->assertSame(
			array(
				'status' => 'existing',
				'id'     => $published,
			),
			$kept
		);
		$this->assertSame( '.kept{color:green;}', Class_Store::css( $published ), 'the existing class is not overwritten' );

		$republished = Global_Styles::import( 'drafted', array( 'color' => 'red' ) );
		$this->assertSame(
			array(
				'status' => 'republished',
				'id'     => $draft,
			),
			$republished
		);
		$this->assertSame( 'publish', get_post_status( $draft ) );
	}

	/**
	 * Users without manage_gblocks_styles: a published class is theirs to use, anything else is refused
	 * and nothing changes; the current user is the default, and logged out is refused too.
	 */
	public function test_without_manage_styles_import_only_finds_published_classes(): void {
		$published = $this->create_class( '.kept', array( 'color' => 'green' ) );
		$draft     = $this->create_class( '.drafted', array( 'color' => 'pink' ), 'draft' );

		foreach ( array( 'editor', 'author', 'contributor', 'subscriber', '' ) as $role ) {
			$this->act_as( $role );

			$this->assertSame(
				array(
					'status' => 'existing',
					'id'     => $published,
				),
				Global_Styles::import( 'kept', array( 'color' => 'red' ) ),
				$role
			);
			$this->assertSame(
				array(
					'status' => 'refused',
					'id'     => 0,
					'reason' => 'An administrator has set this class to draft; only an administrator can publish it again.',
				),
				Global_Styles::import( 'drafted', array( 'color' => 'red' ) ),
				$role
			);
			$this->assertSame(
				array(
					'status' => 'refused',
					'id'     => 0,
					'reason' => 'Only an administrator can import this class.',
				),
				Global_Styles::import( 'brand-new', array( 'color' => 'red' ) ),
				$role
			);
			$this->assertSame( 'draft', get_post_status( $draft ), $role );
			$this->assertSame( 0, Class_Store::id_of( 'brand-new' ), $role );
		}

		$admin = $this->create_user( 'administrator' );
		$this->assertSame( 'imported', Global_Styles::import( 'brand-new', array( 'color' => 'red' ), $admin )['status'], 'An explicit user is judged, not the current one.' );
	}

	public function test_import_fails_with_a_reason_for_bad_names_and_hostile_data(): void {
		$this->act_as( 'administrator' );
		$bad = Global_Styles::import( '9nope', array( 'color' => 'red' ) );
		$this->assertSame( 'failed', $bad['status'] );
		$this->assertNotEmpty( $bad['reason'] );

		$nested = Global_Styles::import( 'evil', array( 'color' => array( 'red' ) ) );
		$this->assertSame( 'failed', $nested['status'] );
		$this->assertStringContainsString( 'gb_style_data', $nested['reason'] );
		$this->assertSame( 0, Class_Store::id_of( 'evil' ) );

		// Hostile values are not refused but never reach the CSS (compiled and sanitised here).
		$hostile = Global_Styles::import(
			'hostile',
			array(
				'background' => 'url(javascript:alert(1))',
				'color'      => 'red</style><script>',
			)
		);
		$this->assertSame( 'imported', $hostile['status'] );
		$css = Class_Store::css( $hostile['id'] );
		$this->assertStringNotContainsString( 'javascript:', $css );
		$this->assertStringNotContainsString( '</style', $css );
		$this->assertStringNotContainsString( '<script', $css );

		$list = Global_Styles::import( 'listy', array( 'a', 'b' ) );
		$this->assertSame( 'failed', $list['status'] );
	}

	public function test_names_in_reads_global_classes_and_class_names_at_any_depth(): void {
		$markup = '<!-- wp:group {"gbGlobalClasses":["card"],"className":"extra  card"} --><div class="wp-block-group">'
			. '<!-- wp:paragraph {"gbGlobalClasses":["inner","bad name!"]} --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->';

		$this->assertSame( array( 'card', 'extra', 'inner' ), Global_Styles::names_in( $markup ) );
	}
}
