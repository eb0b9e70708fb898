<?php
/**
 * Two sites of one network share patterns through a key, like any two sites: site B stores site A as a
 * library with a key site A made; site A's provider routes answer that key, site B's own do not.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Pattern_Library\Library_Store;
use GBlocks_Pro\Tests\Pattern_Library\Provider\Provider_Test_Case;

final class Pattern_Library_Network_Test extends Provider_Test_Case {
	use Network_Sites;

	/**
	 * Back on site A, roles read again from the database.
	 */
	protected function tearDown(): void {
		while ( ms_is_switched() ) {
			restore_current_blog();
		}
		parent::tearDown();
		self::leave_switched_sites();
	}

	public function test_site_b_reads_site_a_patterns_with_a_key_of_site_a(): void {
		$site_b = $this->site_b();
		// Site A shares a collection with one pattern through a key.
		$collection = $this->create_collection( 'Shared' );
		$this->create_pattern( 'Network hero', array( $collection ) );
		$this->create_pattern( 'Not shared', array() );
		$key = $this->key_for( array( $collection ) );

		// Site B's side: its administrator stores site A (its address) as a library with that key.
		$stored = $this->on_site(
			$site_b,
			function () use ( $key ): array {
				$library = Library_Store::add( untrailingslashit( get_home_url( self::site_a() ) ), $key, 'Site A' );
				$this->assertIsArray( $library );
				return $library;
			}
		);
		$this->assertSame( 'http://example.org', $stored['domain'] );
		$this->assertNotContains( $stored['id'], array_column( Library_Store::all(), 'id' ), 'site A does not list site B\'s libraries' );

		// Site A's provider routes answer the key site B holds: the shared pattern only.
		$patterns = wp_json_encode( $this->payload( $this->provider( 'patterns', $stored['publicKey'] ) ) );
		$this->assertStringContainsString( 'Network hero', (string) $patterns );
		$this->assertStringNotContainsString( 'Not shared', (string) $patterns );
		$this->assertSame( 200, $this->provider( 'categories', $stored['publicKey'] )->get_status() );

		// The key is site A's: site B's own provider routes refuse it, as any other site's would.
		$on_b = $this->on_site( $site_b, fn(): \WP_REST_Response => $this->provider( 'patterns', $stored['publicKey'] ) );
		$this->assertContains( $on_b->get_status(), array( 401, 403 ), 'Body: ' . wp_json_encode( $on_b->get_data() ) );
		$this->assertStringNotContainsString( 'Network hero', (string) wp_json_encode( $on_b->get_data() ) );
	}
}
