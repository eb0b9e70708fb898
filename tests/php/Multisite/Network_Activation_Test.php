<?php
/**
 * Network activation, sites created later, and uninstall on a real subdirectory network.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature_Flags;

final class Network_Activation_Test extends Multisite_Test_Case {

	private const PLUGIN = 'gblocks-pro/plugin.php';

	/**
	 * What activation sets up on the current site: the administrators' capabilities, the feature-flag
	 * defaults, the version.
	 *
	 * @param string $where Which site, for the messages.
	 */
	private function assertSiteActivated( string $where ): void {
		wp_cache_flush();
		wp_roles()->for_site();
		$role = get_role( 'administrator' );
		$this->assertInstanceOf( \WP_Role::class, $role );
		foreach ( Capabilities::all() as $cap ) {
			$this->assertTrue( $role->has_cap( $cap ), "$where: administrator / $cap" );
		}
		$this->assertSame( Capabilities::VERSION, (int) get_option( Capabilities::VERSION_OPTION ), $where );
		$this->assertSame( GBLOCKS_PRO_VERSION, get_option( 'gblocks_pro_version' ), $where );
		foreach ( array_keys( Feature_Flags::defaults() ) as $flag ) {
			$this->assertNotFalse( get_option( $flag ), "$where: feature flag $flag" );
		}
	}

	/**
	 * Removes what activation set up on the current site.
	 */
	private static function forget_activation(): void {
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( Capabilities::all() as $cap ) {
				$role->remove_cap( $cap );
			}
		}
		delete_option( Capabilities::VERSION_OPTION );
		delete_option( 'gblocks_pro_version' );
		foreach ( array_keys( Feature_Flags::defaults() ) as $flag ) {
			delete_option( $flag );
		}
	}

	public function test_the_plugin_is_network_activated_and_set_up_on_both_sites(): void {
		$this->assertTrue( is_multisite() );
		$this->assertFalse( is_subdomain_install() );
		$this->assertTrue( is_plugin_active_for_network( self::PLUGIN ) );
		// The installer network-activated the plugin after adding site B: nothing has run on site B since.
		$this->assertSiteActivated( 'site A' );
		$this->on_site( $this->site_b(), fn() => $this->assertSiteActivated( 'site B' ) );
	}

	public function test_network_activation_sets_up_every_site(): void {
		$site_b = $this->site_b();
		$this->on_site( $site_b, static fn() => self::forget_activation() );
		self::forget_activation();
		deactivate_plugins( self::PLUGIN, true, true );
		$this->assertFalse( is_plugin_active_for_network( self::PLUGIN ) );

		$this->assertNull( activate_plugin( self::PLUGIN, '', true ) );

		$this->assertTrue( is_plugin_active_for_network( self::PLUGIN ) );
		$this->assertSiteActivated( 'site A' );
		$this->on_site( $site_b, fn() => $this->assertSiteActivated( 'site B' ) );
		// A site administrator of site B may manage overlays there (and only there).
		$this->on_site(
			$site_b,
			function (): void {
				$this->act_as_site_admin();
				$this->assertTrue( current_user_can( Capabilities::MANAGE_OVERLAYS ) );
			}
		);
	}

	public function test_a_site_created_later_is_set_up_when_the_plugin_is_network_active(): void {
		$this->with_new_site(
			'site-c',
			function ( int $site ): void {
				// Nothing else ran on the new site (no request, no init there): wp_initialize_site did it.
				$this->on_site( $site, fn() => $this->assertSiteActivated( 'site C' ) );
			}
		);
	}

	public function test_a_site_created_while_the_plugin_is_not_network_active_is_left_alone(): void {
		$active = get_site_option( 'active_sitewide_plugins' );
		try {
			$this->with_new_site(
				'site-d',
				function ( int $site ): void {
					$this->on_site(
						$site,
						function (): void {
							wp_roles()->for_site();
							$this->assertFalse( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_OVERLAYS ) );
							$this->assertFalse( get_option( 'gblocks_pro_version' ) );
						}
					);
				},
				function (): void {
					deactivate_plugins( self::PLUGIN, true, true );
					$this->assertFalse( is_plugin_active_for_network( self::PLUGIN ) );
				}
			);
		} finally {
			// The deactivation was committed: the network's list of active plugins as it was.
			update_site_option( 'active_sitewide_plugins', $active );
		}
		$this->assertTrue( is_plugin_active_for_network( self::PLUGIN ) );
	}
}
