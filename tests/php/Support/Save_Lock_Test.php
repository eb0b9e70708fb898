<?php
/**
 * The one lock of the plugin: condition saves and category writes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Tests\Test_Case;

/**
 * A row in the options table held by one holder at a time (the holder's token); abandoned rows are
 * broken; category writes wait for it.
 *
 * @group database
 */
final class Save_Lock_Test extends Test_Case {

	/**
	 * The lock row's value, or null when free.
	 *
	 * @param string $name Lock name.
	 */
	private static function row( string $name ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'gblocks_pro_lock_' . $name ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Reading the lock row as it is.
		return null === $value ? null : (string) $value;
	}

	public function test_with_releases_the_lock_and_returns_the_result(): void {
		$this->assertSame( 'done', Save_Lock::with( 'test_key', fn() => self::row( 'test_key' ) ? 'done' : 'not held' ) );
		$this->assertNull( self::row( 'test_key' ) );
	}

	public function test_with_releases_the_lock_when_the_work_throws(): void {
		try {
			Save_Lock::with(
				'test_key',
				static function (): void {
					throw new \RuntimeException( 'boom' );
				}
			);
			$this->fail( 'The exception went through.' );
		} catch ( \RuntimeException $exception ) {
			$this->assertSame( 'boom', $exception->getMessage() );
		}
		$this->assertNull( self::row( 'test_key' ) );
	}

	public function test_with_gives_up_after_waiting_while_the_lock_is_held(): void {
		$token = Save_Lock::acquire( 'test_key', 0 );
		$this->assertIsString( $token );
		$ran    = false;
		$start  = microtime( true );
		$result = Save_Lock::with(
			'test_key',
			static function () use ( &$ran ): string {
				$ran = true;
				return 'ran';
			},
			0.1
		);
		$this->assertNull( $result );
		$this->assertFalse( $ran );
		$this->assertGreaterThanOrEqual( 0.1, microtime( true ) - $start );
		Save_Lock::release( 'test_key', $token );
	}

	public function test_an_abandoned_lock_is_broken_and_a_live_one_respected(): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A lock left by a process that died.
			$wpdb->options,
			array(
				'option_name'  => 'gblocks_pro_lock_test_key',
				'option_value' => 'dead|' . ( time() - 5 ),
				'autoload'     => 'off',
			)
		);
		$token = Save_Lock::acquire( 'test_key', 0 );
		$this->assertIsString( $token );
		$this->assertSame( $token, self::row( 'test_key' ) );
		$this->assertNull( Save_Lock::acquire( 'test_key', 0 ), 'A live lock of another holder is respected.' );
		Save_Lock::release( 'test_key', $token );
		$this->assertNull( self::row( 'test_key' ) );
	}

	/**
	 * While another process holds the taxonomy's lock, a create or a rename waits for it, then
	 * answers 503 with Retry-After instead of racing it, and writes nothing.
	 */
	public function test_category_writes_wait_for_the_lock_then_answer_503(): void {
		$this->act_as( 'administrator' );
		$term = wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$this->assertIsArray( $term );
		$holder = Save_Lock::acquire( 'category_gblocks_overlay_cat', 0 );
		$this->assertIsString( $holder );
		add_filter( 'gblocks_pro_category_lock_wait', static fn(): float => 0.1 );

		$create = $this->rest( 'POST', '/generateblocks-pro/overlays/v1/manage_category', array( 'name' => 'News' ) );
		$rename = $this->rest( 'POST', '/generateblocks-pro/overlays/v1/manage_category/' . $term['term_id'], array( 'name' => 'Deals' ) );

		foreach ( array( $create, $rename ) as $response ) {
			$this->assertStatus( 503, $response );
			$this->assertSame( 'gblocks_pro_category_busy', $response->get_data()['code'] );
			$this->assertSame( '1', $response->get_headers()['Retry-After'] );
		}
		$this->assertEmpty( term_exists( 'News', 'gblocks_overlay_cat' ) );
		$this->assertSame( 'Promos', get_term( (int) $term['term_id'], 'gblocks_overlay_cat' )->name ?? null );
		Save_Lock::release( 'category_gblocks_overlay_cat', $holder );
		$this->assertStatus( 201, $this->rest( 'POST', '/generateblocks-pro/overlays/v1/manage_category', array( 'name' => 'News' ) ) );
	}
}
