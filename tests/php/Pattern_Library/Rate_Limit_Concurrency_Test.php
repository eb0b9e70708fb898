<?php
/**
 * Issue 29 D7: the provider's limits count atomically, so parallel requests cannot slip through: of
 * 200 parallel requests with one key at most 120 (the default limit) get through, and of 40 parallel
 * invalid keys from one address at most 20 get the 401 before the address is refused (429), valid key
 * or not.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Pattern_Library;

use GBlocks_Pro\Pattern_Library\Collections;
use GBlocks_Pro\Pattern_Library\Key_Store;
use GBlocks_Pro\Pattern_Library\Rate_Limiter;
use GBlocks_Pro\Tests\Parallel_Test_Case;

/**
 * Real parallel requests: runs on MariaDB too (bin/test.sh).
 *
 * @group database
 */
final class Rate_Limit_Concurrency_Test extends Parallel_Test_Case {

	private const ROUTE = '/generateblocks-pro/v1/pattern-library/get-library-by-public-key';

	/**
	 * A committed key (removed after the test, with every counter).
	 */
	private function key(): string {
		$term = wp_insert_term( 'Limited ' . self::unique(), Collections::TAXONOMY );
		$this->assertIsArray( $term );
		$created = Key_Store::create( 'Limited', array( (int) $term['term_id'] ) );
		$this->assertIsArray( $created );
		$this->cleanup(
			static function () use ( $term ): void {
				global $wpdb;
				delete_option( Key_Store::OPTION );
				delete_option( Key_Store::USAGE_OPTION );
				wp_delete_term( (int) $term['term_id'], Collections::TAXONOMY );
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The counters of the test.
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( Rate_Limiter::PREFIX ) . '%', $wpdb->esc_like( Rate_Limiter::INVALID_PREFIX ) . '%' ) );
			}
		);
		return $created['key'];
	}

	/**
	 * Waits for a new window when this one ends within $seconds (a window that ends mid-test would
	 * rightly let a second batch through).
	 *
	 * @param int $seconds Seconds the test needs.
	 */
	private static function fresh_window( int $seconds ): void {
		$left = 60 - time() % 60;
		if ( $left < $seconds ) {
			sleep( $left );
		}
	}

	/**
	 * The requests with a key.
	 *
	 * @param string $key   The key.
	 * @param int    $count How many.
	 * @return array<int, array{method: string, route: string, headers: array<string, string>}>
	 */
	private static function requests( string $key, int $count ): array {
		return array_fill(
			0,
			$count,
			array(
				'method'  => 'GET',
				'route'   => self::ROUTE,
				'headers' => array( 'X-GB-Public-Key' => $key ),
			)
		);
	}

	public function test_of_200_parallel_requests_at_most_the_limit_get_through(): void {
		$key = $this->key();
		self::fresh_window( 40 );

		$answers  = $this->parallel( self::requests( $key, 200 ) );
		$statuses = self::statuses( $answers );

		$this->assertSame( 200, ( $statuses[200] ?? 0 ) + ( $statuses[429] ?? 0 ), 'Only 200 and 429: ' . wp_json_encode( $statuses ) );
		$this->assertLessThanOrEqual( 120, $statuses[200] ?? 0, 'At most the limit got through: ' . wp_json_encode( $statuses ) );
		$this->assertGreaterThanOrEqual( 100, $statuses[200] ?? 0, 'The limit is not far undercounted: ' . wp_json_encode( $statuses ) );
		foreach ( $answers as $answer ) {
			if ( 429 === $answer['status'] ) {
				$this->assertSame( 'gblocks_pro_rate_limited', $answer['body']['code'] );
				$this->assertGreaterThanOrEqual( 1, (int) $answer['headers']['retry-after'] );
			}
		}
	}

	public function test_an_address_that_sends_many_invalid_keys_in_parallel_is_refused(): void {
		$key = $this->key();
		self::fresh_window( 30 );

		$answers  = $this->parallel( self::requests( 'gbpl_' . str_repeat( 'x', 40 ), 40 ) );
		$statuses = self::statuses( $answers );

		$this->assertSame( 40, ( $statuses[401] ?? 0 ) + ( $statuses[429] ?? 0 ), wp_json_encode( $statuses ) );
		$this->assertLessThanOrEqual( 20, $statuses[401] ?? 0, 'At most 20 invalid keys were checked: ' . wp_json_encode( $statuses ) );
		$this->assertGreaterThanOrEqual( 20, $statuses[429] ?? 0, wp_json_encode( $statuses ) );

		$valid = $this->parallel( self::requests( $key, 1 ) )[0];
		$this->assertSame( 429, $valid['status'], 'A throttled address is refused whatever key it sends.' );
		$this->assertSame( 'gblocks_pro_invalid_keys_limited', $valid['body']['code'] );
		$this->assertSame( 'Too many invalid public keys from this address. Try again in a minute.', $valid['body']['response'] );
		$this->assertGreaterThanOrEqual( 1, (int) $valid['headers']['retry-after'] );
	}
}
