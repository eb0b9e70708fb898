<?php
/**
 * gblocks_pro_record_conversion(): a conversion from the server, for a published overlay only.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights\Storage;

use GBlocks_Pro\Insights\Storage\Event_Buffer;
use GBlocks_Pro\Insights\Storage\Schema;
use GBlocks_Pro\Tests\Test_Case;

/**
 * The function and the buffer's validation, in the test's transaction.
 *
 * @group database
 */
final class Record_Conversion_Test extends Test_Case {

	/**
	 * The buffer's rows.
	 *
	 * @return array<int, array<string, string>>
	 */
	private static function events(): array {
		global $wpdb;
		return (array) $wpdb->get_results( 'SELECT overlay_id, variant, kind, reason, device, page FROM `' . Schema::events_table() . '` ORDER BY id', ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_published_overlay_gets_one_conversion_event(): void {
		$overlay = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		$this->assertTrue( gblocks_pro_record_conversion( $overlay, '/thank-you/?order=12#top' ) );
		$this->assertTrue( gblocks_pro_record_conversion( $overlay ) );
		$this->assertSame(
			array(
				array(
					'overlay_id' => (string) $overlay,
					'variant'    => '0',
					'kind'       => '3',
					'reason'     => '0',
					'device'     => '1',
					'page'       => '/thank-you/',
				),
				array(
					'overlay_id' => (string) $overlay,
					'variant'    => '0',
					'kind'       => '3',
					'reason'     => '0',
					'device'     => '1',
					'page'       => '',
				),
			),
			self::events()
		);
	}

	public function test_anything_but_a_published_overlay_is_refused(): void {
		$draft = $this->create_post(
			array(
				'post_type'   => 'gblocks_overlay',
				'post_status' => 'draft',
			)
		);
		$post  = $this->create_post();
		foreach ( array( $draft, $post, 0, -3, 999999 ) as $id ) {
			$this->assertFalse( gblocks_pro_record_conversion( $id ), (string) $id );
		}
		$this->assertSame( array(), self::events() );
	}

	public function test_nothing_is_recorded_when_counting_is_off_for_the_site(): void {
		$overlay = $this->create_post( array( 'post_type' => 'gblocks_overlay' ) );
		update_option( 'gblocks_pro_insights', '0' ); // As the settings store false.
		$this->assertFalse( gblocks_pro_record_conversion( $overlay ) );
		$this->assertSame( array(), self::events() );
	}

	public function test_invalid_events_are_left_out_and_a_long_page_is_cut(): void {
		$long = '/' . str_repeat( 'é', 300 );
		$this->assertSame(
			2,
			Event_Buffer::append(
				array(
					array( 'overlay' => 4, 'kind' => 'close', 'reason' => 'outside', 'device' => 'tablet', 'page' => $long, 'variant' => 3 ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => 4, 'kind' => 'view', 'device' => 'mobile', 'page' => '/x/' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => 4, 'kind' => 'close', 'device' => 'mobile', 'page' => '/x/' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => 4, 'kind' => 'open', 'device' => 'mobile', 'page' => '/x/' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => 4, 'kind' => 'view', 'device' => 'watch', 'page' => '/x/' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => '4', 'kind' => 'view', 'device' => 'mobile', 'page' => '/x/' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => 4, 'variant' => 70000, 'kind' => 'view', 'device' => 'mobile', 'page' => '/x/' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					array( 'overlay' => 4, 'kind' => 'view', 'device' => 'mobile', 'page' => array() ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
					'not an event',
				)
			)
		);
		$events = self::events();
		$this->assertSame( array( '4', '3', '2', '3', '2' ), array( $events[0]['overlay_id'], $events[0]['variant'], $events[0]['kind'], $events[0]['reason'], $events[0]['device'] ) );
		$this->assertSame( '/' . str_repeat( 'é', 190 ), $events[0]['page'], 'Cut to 191 characters.' );
		$this->assertSame( array( '1', '0', '3' ), array( $events[1]['kind'], $events[1]['reason'], $events[1]['device'] ) );
		$this->assertSame( 0, Event_Buffer::append( array() ) );
		$this->assertSame( 2, Event_Buffer::count() );
	}
}
