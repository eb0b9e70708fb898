<?php
/**
 * Uninstall and the provider's data: keys and counters always go; collections go with the content setting.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library\Provider;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Pattern_Library\Rate_Limiter;
use GBlocks_Pro\Plugin;

final class Provider_Uninstall_Test extends Provider_Test_Case {

	/**
	 * The transaction was rolled back: roles (capabilities included) are read from the database again.
	 */
	protected function tearDown(): void {
		parent::tearDown();
		wp_roles()->for_site();
	}

	/**
	 * Runs uninstall.php as WordPress does; the test's transaction undoes it.
	 */
	private function run_uninstall(): void {
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'gblocks-pro/plugin.php' );
		}
		include GBLOCKS_PRO_DIR . 'uninstall.php';
		wp_cache_flush();
	}

	/**
	 * A collection with a pattern, a key that was used (its rate counter exists); returns [ term, pattern ].
	 *
	 * @return array{0: int, 1: int, 2: string}
	 */
	private function provider_data(): array {
		$a       = $this->create_collection( 'A' );
		$pattern = $this->create_pattern( 'Hero', array( $a ) );
		$key     = $this->create_key( array( $a ) );
		$this->assertSame( 200, $this->provider( 'patterns', $key[1] )->get_status() );
		$this->assertSame( 1, Rate_Limiter::count( $key[0] ) );
		$this->assertNotFalse( get_option( Key_Store::OPTION ) );
		return array( $a, $pattern, $key[0] );
	}

	public function test_uninstall_removes_keys_and_counters_and_keeps_collections_without_the_setting(): void {
		list( $collection, $pattern, $key_id ) = $this->provider_data();

		$this->run_uninstall();

		$this->assertFalse( get_option( Key_Store::OPTION ) );
		$this->assertSame( array(), Key_Store::all() );
		$this->assertSame( 0, Rate_Limiter::count( $key_id ) );
		$this->assertInstanceOf( \WP_Term::class, get_term( $collection, Collections::TAXONOMY ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $pattern ) );
	}

	public function test_uninstall_with_the_setting_deletes_collections_but_keeps_the_patterns(): void {
		list( $collection, $pattern ) = $this->provider_data();
		update_option( 'gblocks_pro_delete_data_on_uninstall', '1' );

		$this->run_uninstall();

		$this->assertNull( get_term( $collection, Collections::TAXONOMY ) );
		$this->assertSame( array(), wp_get_object_terms( $pattern, Collections::TAXONOMY, array( 'fields' => 'ids' ) ) );
		$this->assertInstanceOf( \WP_Post::class, get_post( $pattern ), 'synced patterns are the site\'s' );
		$this->assertFalse( get_option( Key_Store::OPTION ) );
	}

	public function test_activation_registers_the_taxonomy(): void {
		unregister_taxonomy( Collections::TAXONOMY );
		$this->assertFalse( get_taxonomy( Collections::TAXONOMY ) );

		Plugin::activate();

		$this->assertInstanceOf( \WP_Taxonomy::class, get_taxonomy( Collections::TAXONOMY ) );
	}
}
