<?php
/**
 * The Pattern Library admin screen: its menu entry, capability, bundle and data.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library;

use GBlocks_Pro\Pattern_Library\Admin_Page;
use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Tests\Test_Case;

/**
 * GBlocks Pro > Pattern Library.
 */
final class Admin_Page_Test extends Test_Case {

	protected function tearDown(): void {
		global $submenu, $menu, $admin_page_hooks, $_registered_pages, $_parent_pages;
		$submenu           = array();
		$menu              = array();
		$admin_page_hooks  = array();
		$_registered_pages = array();
		$_parent_pages     = array();
		wp_dequeue_script( 'gblocks-pro-pattern-library-admin' );
		parent::tearDown();
	}

	public function test_the_screen_has_the_contract_slug_and_capability(): void {
		$page = new Admin_Page();
		$this->assertSame( 'gblocks-pro-pattern-library', Admin_Screen_Slugs::PATTERN_LIBRARY );
		$this->assertSame( 'gblocks-pro-pattern-library', $page->slug() );
		$this->assertSame( 'manage_options', $page->capability() );
		$this->assertSame( 'pattern-library-admin', $page->entry() );
		$this->assertSame( 'Pattern Library', $page->title() );
	}

	public function test_the_plugin_boots_the_screen_once(): void {
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
		$this->assertContains( 'gblocks-pro-pattern-library', $slugs );

		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="gblocks-pro-pattern-library-admin"', $html );
		$this->assertStringContainsString( 'Pattern Library', $html );
	}

	/**
	 * Editors, authors, contributors and subscribers get no entry: only administrators add libraries and keys.
	 *
	 * @dataProvider non_admin_roles
	 *
	 * @param string $role Role name.
	 */
	public function test_other_roles_get_no_menu_entry( string $role ): void {
		global $submenu;
		$this->act_as( $role );
		$page = new Admin_Page();
		$page->add_page();
		$slugs = array_column( $submenu[ Admin_Screen::parent_slug() ] ?? array(), 2 );
		$this->assertNotContains( 'gblocks-pro-pattern-library', $slugs );
	}

	/**
	 * Roles below administrator.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function non_admin_roles(): array {
		return array(
			'editor'      => array( 'editor' ),
			'author'      => array( 'author' ),
			'contributor' => array( 'contributor' ),
			'subscriber'  => array( 'subscriber' ),
		);
	}

	public function test_the_bundle_is_enqueued_on_the_screen_only_with_the_site_address(): void {
		$this->act_as( 'administrator' );
		$page = new Admin_Page();
		$page->add_page();
		$hook = (string) get_plugin_page_hookname( 'gblocks-pro-pattern-library', Admin_Screen::parent_slug() );

		$page->enqueue( 'edit.php' );
		$this->assertFalse( wp_script_is( 'gblocks-pro-pattern-library-admin', 'enqueued' ) );

		$page->enqueue( $hook );
		$this->assertTrue( wp_script_is( 'gblocks-pro-pattern-library-admin', 'enqueued' ) );
		$inline  = implode( '', (array) wp_scripts()->get_data( 'gblocks-pro-pattern-library-admin', 'before' ) );
		$inline .= (string) wp_scripts()->get_data( 'gblocks-pro-pattern-library-admin', 'data' );
		$this->assertStringContainsString( '"patternLibrary"', $inline );
		$this->assertStringContainsString( (string) wp_json_encode( untrailingslashit( home_url() ) ), $inline );
	}
}
