<?php
/**
 * Admin screens follow the user's admin colour scheme: --wp-admin-theme-color is printed for it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Admin_Colors;
use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The theme colour of the admin screens.
 */
final class Admin_Colors_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		if ( ! did_action( 'admin_init' ) ) {
			register_admin_color_schemes();
		}
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		wp_dequeue_style( 'wp-components' );
		wp_styles()->add_data( 'wp-components', 'after', array() );
		parent::tearDown();
	}

	public function test_ectoplasm_gets_its_scheme_colour(): void {
		update_user_option( get_current_user_id(), 'admin_color', 'ectoplasm' );
		$css = Admin_Colors::css();
		$this->assertStringContainsString( '--wp-admin-theme-color:#523f6d;', $css );
		$this->assertStringContainsString( '--wp-admin-theme-color--rgb:82,63,109;', $css );
		$this->assertStringContainsString( '--wp-admin-theme-color-darker-10:#46365d;', $css );
		$this->assertStringContainsString( '--wp-admin-theme-color-darker-20:#3a2c4d;', $css );
	}

	public function test_the_default_scheme_keeps_the_admin_blue(): void {
		update_user_option( get_current_user_id(), 'admin_color', 'fresh' );
		$this->assertStringContainsString( '--wp-admin-theme-color:#2271b1;', Admin_Colors::css() );
		$this->assertStringContainsString( '--wp-admin-theme-color-darker-10:#135e96;', Admin_Colors::css() );
		delete_user_option( get_current_user_id(), 'admin_color' );
		$this->assertStringContainsString( '--wp-admin-theme-color:#2271b1;', Admin_Colors::css() );
	}

	public function test_every_core_scheme_has_a_colour(): void {
		global $_wp_admin_css_colors;
		$this->assertNotEmpty( $_wp_admin_css_colors );
		foreach ( array_keys( $_wp_admin_css_colors ) as $scheme ) {
			$scheme = (string) $scheme;
			$this->assertMatchesRegularExpression( '/--wp-admin-theme-color:#[0-9a-f]{6};/', Admin_Colors::css( $scheme ), $scheme );
		}
	}

	public function test_a_scheme_registered_by_a_plugin_uses_its_colours(): void {
		wp_admin_css_color( 'gbp-test', 'Test', '', array( '#101010', '#202020', '#aa3300', '#ffffff' ) );
		$this->assertStringContainsString( '--wp-admin-theme-color:#aa3300;', Admin_Colors::css( 'gbp-test' ) );
		// An unknown scheme is the default one.
		$this->assertStringContainsString( '--wp-admin-theme-color:#2271b1;', Admin_Colors::css( 'no-such-scheme' ) );
		// A colour that is not a hex colour is never printed.
		wp_admin_css_color( 'gbp-bad', 'Bad', '', array( '#101010', '#202020', 'red;}body{x:y', '#ffffff' ) );
		$this->assertStringContainsString( '--wp-admin-theme-color:#2271b1;', Admin_Colors::css( 'gbp-bad' ) );
	}

	public function test_the_admin_screen_prints_it_after_the_components_stylesheet(): void {
		update_user_option( get_current_user_id(), 'admin_color', 'ectoplasm' );
		$screen = new class() extends Admin_Screen {
			public function slug(): string {
				return 'gbp-colours-test';
			}
			public function title(): string {
				return 'Test';
			}
			public function capability(): string {
				return 'manage_options';
			}
			public function entry(): string {
				return 'conditions-admin';
			}
			public function position(): int {
				return 99;
			}
			public function set_hook( string $hook ): void {
				$this->hook_suffix = $hook;
			}
		};
		$screen->set_hook( 'gbp_page_test' );
		$screen->enqueue( 'gbp_page_test' );
		$after = implode( '', (array) wp_styles()->get_data( 'wp-components', 'after' ) );
		$this->assertStringContainsString( '--wp-admin-theme-color:#523f6d;', $after );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
	}
}
