<?php
/**
 * The lock that serialises category writes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Support;

use GBlocks_Pro\Support\Category_Lock;
use GBlocks_Pro\Tests\Test_Case;

/**
 * A row in the options table held by one holder at a time; abandoned rows are broken.
 */
final class Category_Lock_Test extends Test_Case {

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

	public function test_one_holder_at_a_time(): void {
		$first  = new Category_Lock( 'test_tax' );
		$second = new Category_Lock( 'test_tax' );
		$other  = new Category_Lock( 'other_tax' );

		$this->assertTrue( $first->acquire() );
		$this->assertFalse( $second->acquire(), 'A held lock is not given twice.' );
		$this->assertTrue( $other->acquire(), 'Locks of other names are independent.' );
		$second->release();
		$this->assertNotNull( self::row( 'test_tax' ), 'Only the holder releases.' );
		$first->release();
		$this->assertNull( self::row( 'test_tax' ) );
		$this->assertTrue( $second->acquire() );
		$second->release();
		$other->release();
	}

	public function test_run_releases_the_lock_and_returns_the_result(): void {
		$lock = new Category_Lock( 'test_tax' );
		$this->assertSame( 'done', $lock->run( fn() => self::row( 'test_tax' ) ? 'done' : 'not held' ) );
		$this->assertNull( self::row( 'test_tax' ) );
	}

	public function test_run_releases_the_lock_when_the_work_throws(): void {
		try {
			( new Category_Lock( 'test_tax' ) )->run(
				static function (): void {
					throw new \RuntimeException( 'boom' );
				}
			);
			$this->fail( 'The exception went through.' );
		} catch ( \RuntimeException $exception ) {
			$this->assertSame( 'boom', $exception->getMessage() );
		}
		$this->assertNull( self::row( 'test_tax' ) );
	}

	public function test_run_gives_up_after_waiting_while_the_lock_is_held(): void {
		$holder = new Category_Lock( 'test_tax' );
		$this->assertTrue( $holder->acquire() );
		$ran    = false;
		$start  = microtime( true );
		$result = ( new Category_Lock( 'test_tax' ) )->run(
			static function () use ( &$ran ): string {
				$ran = true;
				return 'ran';
			},
			0.1
		);
		$this->assertNull( $result );
		$this->assertFalse( $ran );
		$this->assertGreaterThanOrEqual( 0.1, microtime( true ) - $start );
		$holder->release();
	}

	public function test_an_abandoned_lock_is_broken(): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A lock left by a process that died.
			$wpdb->options,
			array(
				'option_name'  => 'gblocks_pro_lock_test_tax',
				'option_value' => (string) ( time() - Category_Lock::STALE_AFTER - 5 ),
				'autoload'     => 'off',
			)
		);
		$lock = new Category_Lock( 'test_tax' );
		$this->assertTrue( $lock->acquire() );
		$this->assertSame( (string) time(), self::row( 'test_tax' ) );
		$lock->release();
	}

	public function test_a_recent_lock_of_another_process_is_respected(): void {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A lock another process holds.
			$wpdb->options,
			array(
				'option_name'  => 'gblocks_pro_lock_test_tax',
				'option_value' => (string) ( time() - 2 ),
				'autoload'     => 'off',
			)
		);
		$this->assertFalse( ( new Category_Lock( 'test_tax' ) )->acquire() );
	}

	/**
	 * While another process holds the taxonomy's lock, a create or a rename waits for it, then
	 * answers 503 with Retry-After instead of racing it, and writes nothing.
	 */
	public function test_category_writes_wait_for_the_lock_then_answer_503(): void {
		$this->act_as( 'administrator' );
		$term = wp_insert_term( 'Promos', 'gblocks_overlay_cat' );
		$this->assertIsArray( $term );
		$holder = new Category_Lock( 'gblocks_overlay_cat' );
		$this->assertTrue( $holder->acquire() );
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
		$holder->release();
		$this->assertStatus( 201, $this->rest( 'POST', '/generateblocks-pro/overlays/v1/manage_category', array( 'name' => 'News' ) ) );
	}
}
