<?php
/**
 * The plugin boots, grants its capabilities to administrators only, and registers its namespaces.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Tests\Test_Case;

/**
 * Foundation behaviour.
 */
final class Plugin_Test extends Test_Case {

	public function test_plugin_is_active_and_booted(): void {
		$this->assertTrue( is_plugin_active( 'gblocks-pro/plugin.php' ) );
		$this->assertSame( 1, did_action( 'gblocks_pro_booted' ) );
		$this->assertTrue( post_type_exists( 'gblocks_overlay' ) );
		$this->assertTrue( post_type_exists( 'gblocks_condition' ) );
		$this->assertTrue( taxonomy_exists( 'gblocks_overlay_cat' ) );
		$this->assertTrue( taxonomy_exists( 'gblocks_condition_cat' ) );
	}

	public function test_plugin_header_matches_the_contract(): void {
		$data = get_plugin_data( GBLOCKS_PRO_FILE, false, false );
		$this->assertSame( 'GBlocks Pro: Overlay Panels & Conditions', $data['Name'] );
		$this->assertSame( 'gblocks-pro', $data['TextDomain'] );
		$this->assertSame( '6.5', $data['RequiresWP'] );
		$this->assertSame( '8.1', $data['RequiresPHP'] );
	}

	public function test_activation_sets_feature_flag_defaults(): void {
		$this->assertSame( '1', get_option( 'gblocks_pro_enable_overlays' ) );
		$this->assertSame( '1', get_option( 'gblocks_pro_enable_block_conditions' ) );
		$this->assertSame( '0', get_option( 'gblocks_pro_enable_acf' ) );
	}

	/**
	 * Every role, and whether it may manage overlays and conditions.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public function roles(): array {
		return array(
			'administrator' => array( 'administrator', true ),
			'editor'        => array( 'editor', false ),
			'author'        => array( 'author', false ),
			'contributor'   => array( 'contributor', false ),
			'subscriber'    => array( 'subscriber', false ),
		);
	}

	/**
	 * Administrators, and only they, hold the capabilities.
	 *
	 * @dataProvider roles
	 *
	 * @param string $role     Role name.
	 * @param bool   $expected Whether the role may manage overlays and conditions.
	 */
	public function test_capabilities_belong_to_administrators_only( string $role, bool $expected ): void {
		$user = get_user_by( 'id', $this->create_user( $role ) );
		foreach ( Capabilities::all() as $cap ) {
			$this->assertSame( $expected, $user->has_cap( $cap ), "$role / $cap" );
		}
		// The post types' own capabilities resolve to the same manage capability.
		$this->assertSame( $expected, user_can( $user, get_post_type_object( 'gblocks_overlay' )->cap->edit_posts ) );
		$this->assertSame( $expected, user_can( $user, get_post_type_object( 'gblocks_condition' )->cap->publish_posts ) );
	}

	public function test_both_rest_namespaces_exist(): void {
		$namespaces = rest_get_server()->get_namespaces();
		$this->assertContains( 'generateblocks-pro/advanced-conditions/v1', $namespaces );
		$this->assertContains( 'generateblocks-pro/overlays/v1', $namespaces );
	}

	public function test_uninstall_revokes_capabilities(): void {
		Capabilities::revoke();
		$this->assertFalse( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_OVERLAYS ) );
		Capabilities::grant();
		$this->assertTrue( get_role( 'administrator' )->has_cap( Capabilities::MANAGE_OVERLAYS ) );
	}
}
