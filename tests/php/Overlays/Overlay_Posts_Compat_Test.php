<?php
/**
 * /wp/v2/gblocks_overlay with the product's requests, search limits, concurrent saves and the
 * "Position relative to parent" check.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Meta;

/**
 * Issue 8 item 9 (overlay meta as the product sends it) and issue 9 items 2, 4 and 7.
 *
 * @group database
 */
final class Overlay_Posts_Compat_Test extends Overlay_Test_Case {

	private const ROUTE = '/wp/v2/gblocks_overlay';

	/**
	 * Meta as the product's dashboard sends it when it duplicates an overlay: numbers as strings, its
	 * animation names, and the keys only it had.
	 *
	 * @return array<string, mixed>
	 */
	private static function product_meta(): array {
		return array(
			'_gb_overlay_type'                     => 'standard',
			'_gb_overlay_trigger_type'             => 'scroll',
			'_gb_overlay_scroll_percent'           => '60',
			'_gb_overlay_animation_duration'       => '300',
			'_gb_overlay_time_delay'               => '',
			'_gb_overlay_animation_in'             => 'fadeInUp',
			'_gb_overlay_animation_out'            => 'fadeOut',
			'_gb_overlay_animation_target'         => 'content',
			'_gb_overlay_animation_distance'       => '30',
			'_gb_overlay_hide_if_cookies_disabled' => true,
			'_gb_overlay_display_condition'        => 0,
			'_gb_overlay_backdrop_blur'            => 4.0,
			'_gb_overlay_close_on_esc'             => '1',
		);
	}

	public function test_a_duplicate_request_of_the_product_creates_the_overlay(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'title'   => 'Newsletter (Copy)',
				'content' => '<!-- wp:paragraph --><p>Join</p><!-- /wp:paragraph -->',
				'status'  => 'draft',
				'meta'    => self::product_meta(),
			)
		);
		$this->assertStatus( 201, $response );
		$id       = (int) $response->get_data()['id'];
		$settings = Meta::settings( $id );
		$this->assertSame( 'scroll', $settings['trigger_type'] );
		$this->assertSame( 60, $settings['scroll_percent'] );
		$this->assertSame( 300, $settings['animation_duration'] );
		$this->assertSame( 5000, $settings['time_delay'], "'' is the default." );
		$this->assertSame( 'slide-up', $settings['animation_in'] );
		$this->assertSame( 'fade', $settings['animation_out'] );
		$this->assertSame( 'content', $settings['animation_target'] );
		$this->assertSame( '30px', $settings['animation_distance'] );
		$this->assertTrue( $settings['hide_if_cookies_disabled'] );
		$this->assertSame( '', $settings['display_condition'] );
		$this->assertSame( 4, $settings['backdrop_blur'] );

		// Read back as the client reads it, and saved again unchanged: a round trip.
		$loaded = $this->rest( 'GET', self::ROUTE . '/' . $id, array( 'context' => 'edit' ) );
		$this->assertStatus( 200, $loaded );
		$meta = $loaded->get_data()['meta'];
		$this->assertSame( 'slide-up', $meta['_gb_overlay_animation_in'] );
		$this->assertSame( '30px', $meta['_gb_overlay_animation_distance'] );
		$this->assertTrue( $meta['_gb_overlay_hide_if_cookies_disabled'] );
		$this->assertStatus( 200, $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => $meta ) ) );
		$this->assertSame( $settings, Meta::settings( $id ) );
	}

	public function test_an_editor_save_with_product_animation_names_and_string_numbers_updates(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE . '/' . $id,
			array(
				'meta' => array(
					'_gb_overlay_animation_in'        => 'slideInUp',
					'_gb_overlay_animation_out'       => 'zoomOut',
					'_gb_overlay_hover_buffer'        => '35',
					'_gb_overlay_disable_page_scroll' => '',
				),
			)
		);
		$this->assertStatus( 200, $response );
		$settings = Meta::settings( $id );
		$this->assertSame( 'slide-up', $settings['animation_in'] );
		$this->assertSame( 'zoom-in', $settings['animation_out'] );
		$this->assertSame( 35, $settings['hover_buffer'] );
		$this->assertFalse( $settings['disable_page_scroll'] );
	}

	public function test_an_overlay_stored_by_the_product_renders_with_our_names(): void {
		$id = $this->create_overlay();
		// Written straight to the database, as the product left it.
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Simulates another plugin's data.
			$wpdb->postmeta,
			array(
				'post_id'    => $id,
				'meta_key'   => '_gb_overlay_animation_in', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Test data.
				'meta_value' => 'fadeInDown', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- Test data.
			)
		);
		wp_cache_delete( $id, 'post_meta' );
		$this->assertSame( 'slide-down', Meta::settings( $id )['animation_in'] );
	}

	public function test_the_type_mega_menu_with_an_underscore_is_saved_as_mega_menu(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'title'  => 'Products menu',
				'status' => 'draft',
				'meta'   => array( '_gb_overlay_type' => 'mega_menu' ),
			)
		);
		$this->assertStatus( 201, $response );
		$id = (int) $response->get_data()['id'];
		$this->assertSame( 'mega-menu', get_post_meta( $id, Meta::PREFIX . 'type', true ) );
		$this->assertSame( 'mega-menu', $response->get_data()['meta']['_gb_overlay_type'] );
		$this->assertSame( 'mega-menu', $response->get_data()['overlay_type'] );

		// Another unknown type is still refused, naming the field.
		$refused = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => array( '_gb_overlay_type' => 'megamenu' ) ) );
		$this->assertStatus( 400, $refused );
		$this->assertStringContainsString( '_gb_overlay_type', (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'mega-menu', get_post_meta( $id, Meta::PREFIX . 'type', true ) );
	}

	public function test_unknown_values_are_still_refused_with_a_400_naming_the_field_and_nothing_is_saved(): void {
		$id = $this->create_overlay( array(), array( 'post_title' => 'Before' ) );
		$this->act_as( 'administrator' );
		foreach ( array(
			'_gb_overlay_animation_in'       => 'bounceIn',
			'_gb_overlay_animation_duration' => '3 seconds',
		) as $key => $value ) {
			$response = $this->rest(
				'POST',
				self::ROUTE . '/' . $id,
				array(
					'title' => 'After',
					'meta'  => array( $key => $value ),
				)
			);
			$this->assertStatus( 400, $response );
			$this->assertStringContainsString( $key, (string) wp_json_encode( $response->get_data() ) );
			$this->assertSame( 'Before', get_post( $id )->post_title, 'The title of a refused request is not saved.' );
		}
	}

	/**
	 * "Position relative to parent" values a browser cannot parse.
	 *
	 * @return array<string, array{string}>
	 */
	public function invalid_selectors(): array {
		return array(
			'quote and bracket'   => array( '">' ),
			'brackets'            => array( '[[[' ),
			'dangling combinator' => array( '.menu >' ),
			'empty list item'     => array( '.a,,.b' ),
		);
	}

	/**
	 * An invalid selector is refused with a 400 naming the field, and nothing is stored (issue 9.7).
	 *
	 * @dataProvider invalid_selectors
	 *
	 * @param string $selector The selector.
	 */
	public function test_an_invalid_parent_selector_is_refused_with_400( string $selector ): void {
		$id = $this->create_overlay( array( 'type' => 'anchored' ) );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => array( '_gb_overlay_position_to_parent' => $selector ) ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( '_gb_overlay_position_to_parent', (string) wp_json_encode( $response->get_data() ) );
		$this->assertFalse( metadata_exists( 'post', $id, '_gb_overlay_position_to_parent' ) );

		$valid = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'meta' => array( '_gb_overlay_position_to_parent' => '.site-header > .menu li:not(.x)' ) ) );
		$this->assertStatus( 200, $valid );
		$this->assertSame( '.site-header > .menu li:not(.x)', Meta::settings( $id )['position_to_parent'] );
	}

	public function test_a_contributor_cannot_find_an_overlay_by_the_content_it_cannot_read(): void {
		$secret = 'S3cr3t-' . self::unique();
		$id     = $this->create_overlay(
			array(),
			array(
				'post_title'   => 'Admin offer',
				'post_content' => '<p>Coupon ' . $secret . '</p>',
			)
		);
		foreach ( array( 'contributor', 'author', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( array( $secret, substr( $secret, 0, 5 ), 'Coupon' ) as $search ) {
				$found = $this->rest( 'GET', self::ROUTE, array( 'search' => $search ) );
				$this->assertStatus( 200, $found );
				$this->assertSame( array(), $found->get_data(), $role . ' searched ' . $search );
			}
			$forced = $this->rest(
				'GET',
				self::ROUTE,
				array(
					'search'         => $secret,
					'search_columns' => array( 'post_content' ),
				)
			);
			$this->assertSame( array(), $forced->get_data(), $role . ' asked for the content column' );
			$by_title = $this->rest( 'GET', self::ROUTE, array( 'search' => 'Admin offer' ) );
			$this->assertSame( array( $id ), array_column( $by_title->get_data(), 'id' ), $role . ' searches titles' );
		}
		$this->act_as( 'administrator' );
		$this->assertSame( array( $id ), array_column( $this->rest( 'GET', self::ROUTE, array( 'search' => $secret ) )->get_data(), 'id' ) );
	}

	public function test_a_save_with_the_loaded_version_is_refused_with_409_when_someone_saved_in_between(): void {
		$id = $this->create_overlay( array(), array( 'post_title' => 'Original' ) );
		$this->act_as( 'administrator' );
		$loaded = $this->rest( 'GET', self::ROUTE . '/' . $id, array( 'context' => 'edit' ) )->get_data()['gb_modified'];
		$this->assertIsString( $loaded );

		// The first save (same second) goes through and answers the new version.
		$first = $this->rest(
			'POST',
			self::ROUTE . '/' . $id,
			array(
				'title'       => 'First',
				'meta'        => array( '_gb_overlay_hover_buffer' => 30 ),
				'gb_modified' => $loaded,
			)
		);
		$this->assertStatus( 200, $first );
		$this->assertNotSame( $loaded, $first->get_data()['gb_modified'] );

		// The second, which loaded the same version, is refused and changes nothing.
		$second = $this->rest(
			'POST',
			self::ROUTE . '/' . $id,
			array(
				'title'       => 'Second',
				'meta'        => array( '_gb_overlay_hover_buffer' => 60 ),
				'gb_modified' => $loaded,
			)
		);
		$this->assertStatus( 409, $second );
		$this->assertSame( 'gblocks_pro_conflict', $second->get_data()['code'] );
		$this->assertSame( $first->get_data()['gb_modified'], $second->get_data()['data']['gb_modified'] );
		$this->assertSame( 'First', get_post( $id )->post_title );
		$this->assertSame( 30, Meta::settings( $id )['hover_buffer'] );

		// With the version it now has, it saves.
		$retry = $this->rest(
			'POST',
			self::ROUTE . '/' . $id,
			array(
				'title'       => 'Second',
				'gb_modified' => $second->get_data()['data']['gb_modified'],
			)
		);
		$this->assertStatus( 200, $retry );
		$this->assertSame( 'Second', get_post( $id )->post_title );
	}

	public function test_a_refused_save_keeps_the_version_the_client_holds(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$loaded  = $this->rest( 'GET', self::ROUTE . '/' . $id, array( 'context' => 'edit' ) )->get_data()['gb_modified'];
		$refused = $this->rest(
			'POST',
			self::ROUTE . '/' . $id,
			array(
				'meta'        => array( '_gb_overlay_hover_buffer' => 500 ),
				'gb_modified' => $loaded,
			)
		);
		$this->assertStatus( 400, $refused );
		$this->assertSame( 'rest_out_of_bounds', $refused->get_data()['code'] );
		$this->assertStatus(
			200,
			$this->rest(
				'POST',
				self::ROUTE . '/' . $id,
				array(
					'meta'        => array( '_gb_overlay_hover_buffer' => 50 ),
					'gb_modified' => $loaded,
				)
			)
		);
	}

	public function test_a_save_outside_rest_also_changes_the_version(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$loaded = $this->rest( 'GET', self::ROUTE . '/' . $id, array( 'context' => 'edit' ) )->get_data()['gb_modified'];
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Saved in wp-admin',
			)
		);
		$this->assertStatus( 409, $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'gb_modified' => $loaded ) ) );
	}

	public function test_without_a_version_the_last_save_wins_as_before(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$this->assertStatus( 200, $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'title' => 'One' ) ) );
		$this->assertStatus( 200, $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'title' => 'Two' ) ) );
		$this->assertSame( 'Two', get_post( $id )->post_title );
		$invalid = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'gb_modified' => array( 'x' ) ) );
		$this->assertStatus( 400, $invalid );
		$this->assertStringContainsString( 'gb_modified', (string) wp_json_encode( $invalid->get_data() ) );
	}

	public function test_picker_roles_do_not_see_the_version(): void {
		$id = $this->create_overlay();
		$this->act_as( 'editor' );
		$this->assertArrayNotHasKey( 'gb_modified', $this->rest( 'GET', self::ROUTE . '/' . $id )->get_data() );
	}
}
