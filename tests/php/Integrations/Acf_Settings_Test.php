<?php
/**
 * What the Settings screen is told about ACF when the real ACF is loaded.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Integrations;

use GBlocks_Pro\Settings\Admin_Page;
use GBlocks_Pro\Support\Assets;

/**
 * The screen disables the ACF toggle when its data says ACF is not active (tests/php/Settings covers a
 * run without ACF); with ACF loaded the data says it is active, so the toggle can be switched on.
 */
final class Acf_Settings_Test extends Acf_Test_Case {

	protected function tearDown(): void {
		wp_dequeue_script( Assets::handle( 'settings-admin' ) );
		wp_deregister_script( Assets::handle( 'settings-admin' ) );
		wp_dequeue_style( Assets::handle( 'settings-admin' ) );
		parent::tearDown();
	}

	public function test_the_settings_screen_is_told_acf_is_active(): void {
		global $submenu, $admin_page_hooks, $_registered_pages;
		$submenu           = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh admin menu for the test.
		$admin_page_hooks  = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh admin menu for the test.
		$_registered_pages = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh admin menu for the test.
		$this->act_as( 'administrator' );
		$page = new Admin_Page();
		$page->add_page();

		$page->enqueue( get_plugin_page_hookname( 'gblocks-pro-settings', Admin_Page::parent_slug() ) );

		$this->assertTrue( Admin_Page::acf_loaded() );
		$before = implode( '', (array) wp_scripts()->get_data( Assets::handle( 'settings-admin' ), 'before' ) );
		$this->assertStringContainsString( '"settings":{"acfActive":true,', $before );
	}
}
