<?php
/**
 * The option that lists published overlays is rebuilt when they change.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Renderer;

/**
 * The option gblocks_pro_active_overlays.
 *
 * @group database
 */
final class Active_List_Test extends Overlay_Test_Case {

	public function test_invalidation_hooks_are_registered(): void {
		$this->assertNotFalse( has_action( 'save_post_gblocks_overlay', array( Active_List::class, 'invalidate' ) ) );
		$this->assertNotFalse( has_action( 'transition_post_status', array( Active_List::class, 'on_status_change' ) ) );
		$this->assertNotFalse( has_action( 'deleted_post', array( Active_List::class, 'on_post_deleted' ) ) );
		$this->assertNotFalse( has_action( 'updated_post_meta', array( Active_List::class, 'on_meta_change' ) ) );
	}

	public function test_it_lists_published_overlays_with_what_the_front_end_decides_with(): void {
		$condition = $this->create_condition();
		$published = $this->create_overlay(
			array(
				'type'                     => 'anchored',
				'trigger_type'             => 'hover',
				'display_condition'        => (string) $condition,
				'display_condition_invert' => true,
			)
		);
		$this->create_overlay( array(), array( 'post_status' => 'draft' ) );
		$this->assertSame(
			array(
				$published => array(
					'type'      => 'anchored',
					'trigger'   => 'hover',
					'condition' => (string) $condition,
					'invert'    => true,
					'settings'  => Meta::settings( $published ),
				),
			),
			Active_List::get()
		);
		$this->assertIsArray( get_option( Active_List::OPTION ) );
	}

	public function test_a_list_stored_without_settings_is_rebuilt_with_them(): void {
		$id = $this->create_overlay( array( 'trigger_type' => 'hover' ) );
		Active_List::get();
		update_option(
			Active_List::OPTION,
			array(
				$id => array(
					'type'      => 'standard',
					'trigger'   => 'hover',
					'condition' => '',
					'invert'    => false,
				),
			),
			true
		);
		$this->assertSame( Meta::settings( $id ), Active_List::get()[ $id ]['settings'] );
	}

	public function test_printing_a_shown_overlay_reads_its_settings_from_the_list_not_from_meta(): void {
		$id = $this->create_overlay( array( 'trigger_type' => 'time' ) );
		Active_List::get();
		wp_cache_flush();
		global $wpdb;
		$renderer = new Renderer();
		$renderer->start();
		$queries = array();
		add_filter(
			'query',
			static function ( string $query ) use ( &$queries ): string {
				$queries[] = $query;
				return $query;
			}
		);
		ob_start();
		$renderer->print_overlays();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'id="gb-overlay-' . $id . '"', $html );
		$this->assertSame( array(), preg_grep( '/' . preg_quote( $wpdb->postmeta, '/' ) . '/', $queries ), 'No meta is read: the settings come with the autoloaded list.' );
		$this->assertCount( 1, preg_grep( '/FROM\s+`?' . preg_quote( $wpdb->posts, '/' ) . '`?\s/', $queries ), 'One query loads the overlay post.' );
	}

	public function test_it_is_rebuilt_after_a_setting_changes(): void {
		$id = $this->create_overlay();
		self::run_end_of_request();
		$this->assertSame( 'click', Active_List::get()[ $id ]['trigger'] );
		$generation = Active_List::store()->generation();
		update_post_meta( $id, '_gb_overlay_trigger_type', 'time' );
		$this->assertNotSame( $generation, Active_List::store()->generation(), 'Other requests no longer take the stored list for fresh.' );
		$this->assertSame( 'time', Active_List::get()[ $id ]['trigger'] );
	}

	public function test_it_follows_status_changes_trash_and_deletion(): void {
		$id = $this->create_overlay();
		$this->assertArrayHasKey( $id, Active_List::get() );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertArrayNotHasKey( $id, Active_List::get() );

		wp_publish_post( $id );
		$this->assertArrayHasKey( $id, Active_List::get() );

		wp_trash_post( $id );
		$this->assertArrayNotHasKey( $id, Active_List::get() );

		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertArrayHasKey( $id, Active_List::get() );

		wp_delete_post( $id, true );
		$this->assertArrayNotHasKey( $id, Active_List::get() );
	}

	public function test_a_change_is_rebuilt_at_the_end_of_the_request(): void {
		$id = $this->create_overlay();
		$this->assertTrue( Active_List::store()->settling() );
		$generation = Active_List::store()->generation();
		Active_List::store()->settle();
		$this->assertNotSame( $generation, Active_List::store()->generation(), 'The end of the request starts a new generation, after all its writes.' );
		$stored = get_option( Active_List::OPTION );
		$this->assertSame( Active_List::store()->generation(), $stored['generation'] );
		$this->assertArrayHasKey( $id, $stored['value'] );
	}

	public function test_other_post_types_do_not_invalidate_it(): void {
		$this->create_overlay();
		self::run_end_of_request();
		$generation = Active_List::store()->generation();
		$post       = $this->create_post();
		update_post_meta( $post, '_gb_overlay_type', 'anchored' );
		$this->assertSame( $generation, Active_List::store()->generation() );
		$this->assertFalse( Active_List::store()->settling() );
		$this->assertIsArray( Active_List::store()->stored() );
	}
}
