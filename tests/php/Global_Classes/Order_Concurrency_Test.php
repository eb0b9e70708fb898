<?php
/**
 * Issue 36 S12: orders of the global classes sent at once never mix: the stored order is always one of
 * the orders sent, whole.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Global_Classes;

use GBlocks_Pro\Global_Classes\Class_Store;
use GBlocks_Pro\Tests\Parallel_Test_Case;

/**
 * Real parallel requests to POST generateblocks-pro/v1/global-classes/order: runs on MariaDB too
 * (bin/test.sh).
 *
 * @group database
 */
final class Order_Concurrency_Test extends Parallel_Test_Case {

	private const ROUTE = '/generateblocks-pro/v1/global-classes/order';

	/**
	 * Committed global classes (removed after the test).
	 *
	 * @param int $count How many.
	 * @return int[]
	 */
	private function classes( int $count ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$id = $this->create_post(
				array(
					'post_type'   => 'gblocks_styles',
					'post_title'  => '.order-' . $i . '-' . strtolower( wp_generate_password( 6, false ) ),
					'post_status' => 'publish',
				)
			);
			$this->cleanup( static fn() => wp_delete_post( $id, true ) );
			$ids[] = $id;
		}
		return $ids;
	}

	/**
	 * The stored order of the given classes.
	 *
	 * @param int[] $ids Class ids.
	 * @return int[]
	 */
	private static function stored_order( array $ids ): array {
		wp_cache_flush();
		return array_values( array_intersect( array_column( Class_Store::all(), 'id' ), $ids ) );
	}

	public function test_parallel_orders_never_mix(): void {
		$admin  = $this->http_user( 'administrator' );
		$ids    = $this->classes( 7 );
		$mixed  = array();
		$rounds = 4;
		for ( $round = 0; $round < $rounds; $round++ ) {
			$orders   = array();
			$requests = array();
			for ( $i = 0; $i < 24; $i++ ) {
				$order = $ids;
				shuffle( $order );
				$orders[]   = $order;
				$requests[] = array(
					'method'  => 'POST',
					'route'   => self::ROUTE,
					'body'    => array( 'ids' => $order ),
					'headers' => array( 'Authorization' => $admin['auth'] ),
				);
			}
			$answers = $this->parallel( $requests );
			$this->assertSame( array( 200 => 24 ), self::statuses( $answers ), (string) wp_json_encode( array_column( $answers, 'body' ) ) );
			$stored = self::stored_order( $ids );
			if ( ! in_array( $stored, $orders, true ) ) {
				$mixed[] = $stored;
			}
		}
		$this->assertSame( array(), $mixed, 'Each round stored one of the orders sent, whole.' );
	}
}
