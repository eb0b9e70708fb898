<?php
/**
 * The Global Styles admin screen: its menu entry, capability, bundle and data.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Admin_Page;
use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Support\Editor_Bundle;
use GBlocks_Pro\Tests\Test_Case;

/**
 * GBlocks Pro > Global Styles.
 */
final class Admin_Page_Test extends Test_Case {

	protected function tearDown(): void {
		global $submenu, $menu, $admin_page_hooks, $_registered_pages, $_parent_pages;
		$submenu           = array();
		$menu              = array();
		$admin_page_hooks  = array();
		$_registered_pages = array();
		$_parent_pages     = array();
		wp_dequeue_script( 'gblocks-pro-global-styles-admin' );
		parent::tearDown();
	}

	public function test_the_screen_has_the_contract_slug_and_capability(): void {
		$page = new Admin_Page();
		$this->assertSame( 'generateblocks-styles', Admin_Screen_Slugs::GLOBAL_STYLES );
		$this->assertSame( 'generateblocks-styles', $page->slug() );
		$this->assertSame( 'manage_gblocks_styles', $page->capability() );
		$this->assertSame( 'global-styles-admin', $page->entry() );
		$this->assertSame( 'Global Styles', $page->title() );
	}

	public function test_the_plugin_boots_the_screen(): void {
		$pages = array_filter(
			\GBlocks_Pro\Plugin::features(),
			static fn( $feature ): bool => $feature instanceof Admin_Page
		);
		$this->assertCount( 1, $pages );
	}

	public function test_an_administrator_gets_the_menu_entry_and_the_page(): void {
		global $submenu;
		$this->act_as( 'administrator' );
		$page = new Admin_Page();
		$page->add_page();
		$slugs = array_column( $submenu[ Admin_Screen::parent_slug() ] ?? array(), 2 );
		$this->assertContains( 'generateblocks-styles', $slugs );

		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="gblocks-pro-global-styles-admin"', $html );
		$this->assertStringContainsString( 'Global Styles', $html );
	}

	public function test_an_editor_gets_no_menu_entry(): void {
		global $submenu;
		$this->act_as( 'editor' );
		$page = new Admin_Page();
		$page->add_page();
		$slugs = array_column( $submenu[ Admin_Screen::parent_slug() ] ?? array(), 2 );
		$this->assertNotContains( 'generateblocks-styles', $slugs );
	}

	public function test_the_bundle_is_enqueued_on_the_screen_only_with_the_breakpoints(): void {
		$this->act_as( 'administrator' );
		$page = new Admin_Page();
		$page->add_page();
		$hook = (string) get_plugin_page_hookname( 'generateblocks-styles', Admin_Screen::parent_slug() );

		$page->enqueue( 'edit.php' );
		$this->assertFalse( wp_script_is( 'gblocks-pro-global-styles-admin', 'enqueued' ) );

		$page->enqueue( $hook );
		$this->assertTrue( wp_script_is( 'gblocks-pro-global-styles-admin', 'enqueued' ) );
		$inline  = implode( '', (array) wp_scripts()->get_data( 'gblocks-pro-global-styles-admin', 'before' ) );
		$inline .= (string) wp_scripts()->get_data( 'gblocks-pro-global-styles-admin', 'data' );
		$this->assertStringContainsString( '"breakpoints"', $inline );
		$this->assertStringContainsString( '"minWidth":1025', $inline );
		$this->assertStringContainsString( 'gblocks-pro-global-styles-admin', $inline );
	}

	public function test_the_editor_data_says_who_may_create_classes(): void {
		$this->act_as( 'administrator' );
		$data = Editor_Bundle::data();
		$this->assertTrue( $data['globalClasses']['canManage'] );
		$this->assertStringContainsString( 'page=generateblocks-styles', $data['globalClasses']['url'] );

		$this->act_as( 'author' );
		$data = Editor_Bundle::data();
		$this->assertFalse( $data['globalClasses']['canManage'] );
	}
}
