<?php
/**
 * On a network, a request that changes another site's overlays rebuilds that site's kept list at its
 * end, in that site, and leaves its own site's alone.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Insights\Goals;
use GBlocks_Pro\Overlays\Active_List;

/**
 * Support\Derived_Option through the active overlays and the goals, on two sites of a real network.
 *
 * @group database
 */
final class Derived_Option_Network_Test extends Multisite_Test_Case {

	public function test_a_change_on_another_site_is_rebuilt_there_at_the_end_of_the_request(): void {
		// Both sites start with their lists built and no change pending.
		$overlay = $this->on_site(
			$this->site_b(),
			function (): int {
				$id = $this->create_post(
					array(
						'post_type'  => 'gblocks_overlay',
						'post_title' => 'Site B overlay',
					)
				);
				self::run_end_of_request();
				return $id;
			}
		);
		self::run_end_of_request();
		Active_List::get();
		$generation_a = Active_List::store()->generation();

		// A request on site A changes an overlay of site B twice.
		$this->on_site(
			$this->site_b(),
			static function () use ( $overlay ): void {
				update_post_meta( $overlay, '_gb_overlay_trigger_type', 'time' );
				update_post_meta( $overlay, '_gb_overlay_goal_type', 'form' );
			}
		);
		self::run_end_of_request();
		wp_cache_flush();

		$this->assertSame( $generation_a, Active_List::store()->generation(), 'Site A changed nothing.' );
		$this->assertIsArray( Active_List::store()->stored(), 'and its list stays fresh.' );
		$this->on_site(
			$this->site_b(),
			function () use ( $overlay ): void {
				$stored = Active_List::store()->stored();
				$this->assertIsArray( $stored, 'Site B\'s list was rebuilt at the end of the request, of its current generation.' );
				$this->assertSame( 'time', $stored[ $overlay ]['trigger'], 'with both changes.' );
				$this->assertSame( 'form', $stored[ $overlay ]['settings']['goal_type'] );
				$this->assertSame( array( $overlay => true ), Goals::stored_counted(), 'Its goals too.' );
			}
		);
	}
}
