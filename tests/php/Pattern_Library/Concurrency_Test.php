<?php
/**
 * Issue 29 D5: parallel changes of the keys and of the libraries are all stored (every
 * read-modify-write of their options holds Support\Save_Lock), and a change that cannot take the lock
 * stores nothing and says so (503).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Pattern_Library\Library_Store;
use GBlocks_Pro\Support\Save_Lock;
use GBlocks_Pro\Tests\Parallel_Test_Case;

/**
 * Real parallel requests: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Concurrency_Test extends Parallel_Test_Case {

	private const BASE = '/generateblocks-pro/v1/pattern-library';

	/**
	 * A committed collection with one pattern in it (removed after the test).
	 */
	private function collection(): int {
		$term = wp_insert_term( 'Parallel ' . self::unique(), Collections::TAXONOMY );
		$this->assertIsArray( $term );
		$id      = (int) $term['term_id'];
		$pattern = $this->create_post(
			array(
				'post_type'    => 'wp_block',
				'post_title'   => 'Shared hero',
				'post_content' => '<!-- wp:paragraph --><p>Hero</p><!-- /wp:paragraph -->',
			)
		);
		wp_set_object_terms( $pattern, array( $id ), Collections::TAXONOMY );
		$this->cleanup(
			static function () use ( $id, $pattern ): void {
				wp_delete_post( $pattern, true );
				wp_delete_term( $id, Collections::TAXONOMY );
			}
		);
		return $id;
	}

	/**
	 * Forgets the keys and libraries before and after the test.
	 */
	protected function setUp(): void {
		parent::setUp();
		foreach ( array( Key_Store::OPTION, Key_Store::USAGE_OPTION, Library_Store::OPTION, Library_Store::CACHE_VERSIONS_OPTION ) as $option ) {
			delete_option( $option );
			$this->cleanup( static fn() => delete_option( $option ) );
		}
	}

	public function test_twenty_parallel_key_creations_store_twenty_keys_that_all_work(): void {
		$admin      = $this->http_user( 'administrator' );
		$collection = $this->collection();

		$requests = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$requests[] = array(
				'method'  => 'POST',
				'route'   => self::BASE . '/keys',
				'body'    => array(
					'name'        => 'Partner ' . $i,
					'collections' => array( $collection ),
				),
				'headers' => array( 'Authorization' => $admin['auth'] ),
			);
		}
		$answers = $this->parallel( $requests );

		$this->assertSame( array( 201 => 20 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
		$this->assertCount( 20, Key_Store::all(), 'Every key shown was stored.' );
		foreach ( $answers as $answer ) {
			$this->assertIsArray( $answer['body'], 'A JSON answer, nothing else: ' . wp_json_encode( $answer['body'] ) );
			$key = (string) $answer['body']['response']['key'];
			$this->assertNotNull( Key_Store::find_by_key( $key ), 'Stored: ' . $answer['body']['response']['name'] );
			$request = new \WP_REST_Request( 'GET', self::BASE . '/get-library-by-public-key' );
			$request->set_header( 'X-GB-Public-Key', $key );
			$this->assertSame( 200, rest_do_request( $request )->get_status(), 'The key works.' );
		}
	}

	public function test_parallel_changes_of_different_libraries_are_all_kept(): void {
		$admin = $this->http_user( 'administrator' );
		$ids   = array();
		for ( $i = 0; $i < 10; $i++ ) {
			$library = Library_Store::add( 'https://library-' . $i . '.example', 'gbpl_key' . $i, 'Library ' . $i );
			$this->assertIsArray( $library );
			$ids[] = $library['id'];
		}

		$requests = array();
		foreach ( $ids as $id ) {
			$requests[] = array(
				'method'  => 'POST',
				'route'   => self::BASE . '/libraries/' . $id,
				'body'    => array( 'isEnabled' => false ),
				'headers' => array( 'Authorization' => $admin['auth'] ),
			);
		}
		$answers = $this->parallel( $requests );

		$this->assertSame( array( 200 => 10 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
		$enabled = array();
		foreach ( Library_Store::all() as $library ) {
			if ( in_array( $library['id'], $ids, true ) ) {
				$enabled[ $library['id'] ] = $library['isEnabled'];
			}
		}
		$this->assertCount( 10, $enabled, 'No library was lost.' );
		$this->assertSame( array(), array_keys( array_filter( $enabled ) ), 'Every library was disabled: no change was lost.' );
	}

	public function test_a_key_change_that_cannot_take_the_lock_stores_nothing_and_answers_503(): void {
		$this->act_as( 'administrator' );
		$collection = $this->collection();
		$existing   = Key_Store::create( 'Existing', array( $collection ) );
		$this->assertIsArray( $existing );
		$token = Save_Lock::acquire( Key_Store::LOCK, 0 );
		$this->assertIsString( $token );
		$this->cleanup( static fn() => Save_Lock::release( Key_Store::LOCK, $token ) );
		add_filter( 'gblocks_pro_save_lock_wait', static fn(): float => 0.1 );

		$created = $this->rest(
			'POST',
			self::BASE . '/keys',
			array(
				'name'        => 'Late',
				'collections' => array( $collection ),
			)
		);
		$revoked = $this->rest( 'DELETE', self::BASE . '/keys/' . $existing['record']['id'] );
		$library = Library_Store::add( 'https://late.example', 'gbpl_late', 'Late' );

		foreach ( array( $created, $revoked ) as $response ) {
			$this->assertStatus( 503, $response );
			$this->assertSame( Save_Lock::BUSY, $response->get_data()['code'] );
			$this->assertStringContainsString( 'Nothing was saved', $response->get_data()['response'] );
			$this->assertSame( '1', $response->get_headers()['Retry-After'] );
			$this->assertArrayNotHasKey( 'key', (array) $response->get_data()['response'] );
		}
		$this->assertSame( array( 'Existing' ), array_column( Key_Store::all(), 'name' ), 'Nothing created, nothing revoked.' );
		$this->assertIsArray( $library, 'The libraries have their own lock.' );

		Save_Lock::release( Key_Store::LOCK, $token );
		$this->assertStatus(
			201,
			$this->rest(
				'POST',
				self::BASE . '/keys',
				array(
					'name'        => 'Late',
					'collections' => array( $collection ),
				)
			)
		);
	}

	public function test_a_library_change_that_cannot_take_the_lock_changes_nothing_and_answers_503(): void {
		$this->act_as( 'administrator' );
		$library = Library_Store::add( 'https://held.example', 'gbpl_held', 'Held' );
		$this->assertIsArray( $library );
		$token = Save_Lock::acquire( Library_Store::LOCK, 0 );
		$this->assertIsString( $token );
		$this->cleanup( static fn() => Save_Lock::release( Library_Store::LOCK, $token ) );
		add_filter( 'gblocks_pro_save_lock_wait', static fn(): float => 0.1 );

		$responses = array(
			$this->rest( 'POST', self::BASE . '/libraries/' . $library['id'], array( 'isEnabled' => false ) ),
			$this->rest( 'DELETE', self::BASE . '/libraries/' . $library['id'] ),
			rest_do_request( new \WP_REST_Request( 'POST', self::BASE . '/libraries/' . $library['id'] . '/refresh' ) ),
		);
		foreach ( $responses as $response ) {
			$this->assertStatus( 503, $response );
			$this->assertStringContainsString( 'The libraries are being changed by someone else', $response->get_data()['response'] );
		}
		$this->assertTrue( Library_Store::get( $library['id'] )['isEnabled'] ?? false );
		$this->assertSame( 1, Library_Store::cache_version( $library['id'] ) );
	}

	public function test_one_domain_added_twice_is_stored_once(): void {
		$this->assertIsArray( Library_Store::add( 'https://twice.example', 'gbpl_one', 'One' ) );
		$again = Library_Store::add( 'https://twice.example', 'gbpl_two', 'Two' );
		$this->assertWPError( $again );
	}

	/**
	 * Asserts a WP_Error of code gblocks_pro_library_exists.
	 *
	 * @param mixed $value The value.
	 */
	private function assertWPError( mixed $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
		$this->assertSame( 'gblocks_pro_library_exists', $value->get_error_code() );
	}
}
