<?php
/**
 * The Settings screen and the flags behind it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Settings;

use GBlocks_Pro\Settings\Admin_Page;
use GBlocks_Pro\Support\Assets;
use GBlocks_Pro\Support\Feature_Flags;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The flags through core's /wp/v2/settings (manage_options), stored as '1'/'0'; the admin page under
 * the plugin's menu for administrators only, with its bundle and data.
 */
final class Settings_Test extends Test_Case {

	private const ROUTE = '/wp/v2/settings';

	protected function tearDown(): void {
		wp_dequeue_script( Assets::handle( 'settings-admin' ) );
		wp_deregister_script( Assets::handle( 'settings-admin' ) );
		wp_dequeue_style( Assets::handle( 'settings-admin' ) );
		parent::tearDown();
	}

	public function test_administrators_read_the_three_flags_as_booleans(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'GET', self::ROUTE )->get_data();

		$this->assertTrue( $data[ Feature_Flags::OVERLAYS ] );
		$this->assertTrue( $data[ Feature_Flags::BLOCK_CONDITIONS ] );
		$this->assertFalse( $data[ Feature_Flags::ACF ] );
	}

	public function test_saving_stores_1_or_0_and_the_flags_follow(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				Feature_Flags::ACF      => true,
				Feature_Flags::OVERLAYS => false,
			)
		);

		$this->assertStatus( 200, $response );
		$this->assertTrue( $response->get_data()[ Feature_Flags::ACF ] );
		$this->assertFalse( $response->get_data()[ Feature_Flags::OVERLAYS ] );
		$this->assertSame( '1', get_option( Feature_Flags::ACF ) );
		$this->assertSame( '0', get_option( Feature_Flags::OVERLAYS ) );
		$this->assertTrue( Feature_Flags::enabled( Feature_Flags::ACF ) );
		$this->assertFalse( Feature_Flags::enabled( Feature_Flags::OVERLAYS ) );
	}

	public function test_a_value_that_is_not_a_boolean_is_a_400_naming_the_flag(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( Feature_Flags::ACF => 'sometimes' ) );

		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( Feature_Flags::ACF, (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( '0', get_option( Feature_Flags::ACF ) );
	}

	public function test_editors_cannot_change_the_flags(): void {
		$this->act_as( 'editor' );
		$this->assertStatus( 403, $this->rest( 'POST', self::ROUTE, array( Feature_Flags::ACF => true ) ) );
		$this->assertSame( '0', get_option( Feature_Flags::ACF ) );
	}

	/**
	 * Adds the page as admin_menu would.
	 */
	private function add_page(): Admin_Page {
		global $submenu, $admin_page_hooks, $_registered_pages;
		$submenu           = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A fresh admin menu for the test.
		$admin_page_hooks  = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_registered_pages = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$page              = new Admin_Page();
		$page->add_page();
		return $page;
	}

	public function test_the_page_is_under_the_plugin_menu_for_administrators_only(): void {
		global $submenu;
		$this->act_as( 'administrator' );
		$this->add_page();
		$slugs = array_column( $submenu[ Admin_Page::parent_slug() ] ?? array(), 2 );
		$this->assertContains( 'gblocks-pro-settings', $slugs );

		$this->act_as( 'editor' );
		$this->add_page();
		$this->assertSame( array(), array_column( $submenu[ Admin_Page::parent_slug() ] ?? array(), 2 ) );
	}

	public function test_the_page_mounts_its_bundle_with_the_acf_state(): void {
		$this->act_as( 'administrator' );
		$page = $this->add_page();
		$hook = get_plugin_page_hookname( 'gblocks-pro-settings', Admin_Page::parent_slug() );

		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$page->enqueue( $hook );

		$this->assertStringContainsString( 'id="gblocks-pro-settings-admin"', $html );
		$this->assertTrue( wp_script_is( Assets::handle( 'settings-admin' ), 'enqueued' ) );
		$before = implode( '', (array) wp_scripts()->get_data( Assets::handle( 'settings-admin' ), 'before' ) );
		$this->assertStringContainsString( '"acfActive":' . ( function_exists( 'acf_get_field_groups' ) ? 'true' : 'false' ), $before );
	}

	public function test_other_screens_do_not_load_the_bundle(): void {
		$this->act_as( 'administrator' );
		$this->add_page()->enqueue( 'toplevel_page_something-else' );
		$this->assertFalse( wp_script_is( Assets::handle( 'settings-admin' ), 'enqueued' ) );
	}
}
