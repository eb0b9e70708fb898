<?php
/**
 * Overlay settings: registration, sanitizing, and REST validation.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Meta;

/**
 * Every `_gb_overlay_*` key of DESIGN §4.
 */
final class Meta_Test extends Overlay_Test_Case {

	public function test_every_setting_is_registered_for_rest_with_its_type_and_default(): void {
		$registered = get_registered_meta_keys( 'post', 'gblocks_overlay' );
		$this->assertCount( 44, Meta::fields() );
		foreach ( array( 'animation_target', 'animation_distance', 'hide_if_cookies_disabled' ) as $product_key ) {
			$this->assertArrayHasKey( '_gb_overlay_' . $product_key, $registered, $product_key );
		}
		foreach ( Meta::fields() as $name => $field ) {
			$key = '_gb_overlay_' . $name;
			$this->assertArrayHasKey( $key, $registered, $key );
			$this->assertSame( $field['type'], $registered[ $key ]['type'], $key );
			$this->assertSame( $field['default'], $registered[ $key ]['default'], $key );
			$this->assertNotEmpty( $registered[ $key ]['show_in_rest'], $key );
			$this->assertTrue( $registered[ $key ]['single'], $key );
		}
	}

	public function test_an_overlay_without_settings_reads_the_defaults(): void {
		$settings = Meta::settings( $this->create_overlay() );
		$this->assertSame( 'standard', $settings['type'] );
		$this->assertSame( 'click', $settings['trigger_type'] );
		$this->assertSame( 'center', $settings['position'] );
		$this->assertSame( 'bottom-start', $settings['placement'] );
		$this->assertTrue( $settings['backdrop'] );
		$this->assertSame( 'rgba(0,0,0,.5)', $settings['backdrop_color'] );
		$this->assertSame( 300, $settings['animation_duration'] );
		$this->assertSame( 5000, $settings['time_delay'] );
		$this->assertSame( 20, $settings['hover_buffer'] );
		$this->assertTrue( $settings['close_on_esc'] );
		$this->assertTrue( $settings['close_on_click_outside'] );
		$this->assertFalse( $settings['disable_page_scroll'] );
		$this->assertFalse( $settings['display_condition_invert'] );
		$this->assertTrue( $settings['show_close_button'] );
	}

	/**
	 * Raw values written outside REST and what is stored.
	 *
	 * @return array<string, array{string, mixed, mixed}>
	 */
	public function sanitized_values(): array {
		return array(
			'unknown type falls back'         => array( 'type', 'popup', 'standard' ),
			'known type kept'                 => array( 'type', 'mega-menu', 'mega-menu' ),
			'mega_menu is mega-menu'          => array( 'type', 'mega_menu', 'mega-menu' ),
			'unknown trigger falls back'      => array( 'trigger_type', 'shake', 'click' ),
			'unknown position falls back'     => array( 'position', 'middle', 'center' ),
			'unknown placement falls back'    => array( 'placement', 'under', 'bottom-start' ),
			'buffer clamped high'             => array( 'hover_buffer', 500, 100 ),
			'buffer clamped low'              => array( 'hover_buffer', -5, 0 ),
			'percent clamped'                 => array( 'scroll_percent', '140', 100 ),
			'delay from text'                 => array( 'time_delay', '2500', 2500 ),
			'non-numeric duration is default' => array( 'animation_duration', 'slow', 300 ),
			'condition id kept'               => array( 'display_condition', ' 42 ', '42' ),
			'condition junk emptied'          => array( 'display_condition', '42; DROP', '' ),
			'hex color kept'                  => array( 'backdrop_color', '#10203080', '#10203080' ),
			'rgba color kept'                 => array( 'backdrop_color', 'rgba(10, 20, 30, 0.4)', 'rgba(10, 20, 30, 0.4)' ),
			'css injection refused'           => array( 'backdrop_color', 'red;background:url(javascript:x)', 'rgba(0,0,0,.5)' ),
			'selector stripped of markup'     => array( 'position_to_parent', '<b>.site-header</b>{}', '.site-header' ),
			'event name stripped'             => array( 'custom_event', 'open-promo<script>', 'open-promoscript' ),
			'boolean from string'             => array( 'backdrop', 'false', false ),
			'product animation in mapped'     => array( 'animation_in', 'fadeInUp', 'slide-up' ),
			'product animation out mapped'    => array( 'animation_out', 'fadeOutDown', 'slide-up' ),
			'product zoom mapped'             => array( 'animation_in', 'zoomIn', 'zoom-in' ),
			'distance number is px'           => array( 'animation_distance', '20', '20px' ),
			'distance length kept'            => array( 'animation_distance', '1.5rem', '1.5rem' ),
			'distance junk emptied'           => array( 'animation_distance', '20px;color:red', '' ),
			'target reduced to a key'         => array( 'animation_target', 'Content<b>', 'contentb' ),
			'cookies flag from string'        => array( 'hide_if_cookies_disabled', '1', true ),
			'selector list kept'              => array( 'position_to_parent', '.site-header > nav, #top [data-x="1"]:not(.a)', '.site-header > nav, #top [data-x="1"]:not(.a)' ),
			'unparsable selector emptied'     => array( 'position_to_parent', '">', '' ),
			'brackets selector emptied'       => array( 'position_to_parent', '[[[', '' ),
			'dangling combinator emptied'     => array( 'position_to_parent', '.a >', '' ),
		);
	}

	/**
	 * Writes outside REST are sanitized to a valid value.
	 *
	 * @dataProvider sanitized_values
	 *
	 * @param string $name     Setting.
	 * @param mixed  $raw      Written value.
	 * @param mixed  $expected Read value.
	 */
	public function test_values_are_sanitized_when_stored( string $name, mixed $raw, mixed $expected ): void {
		$id = $this->create_overlay( array( $name => $raw ) );
		$this->assertSame( $expected, Meta::settings( $id )[ $name ] );
	}

	public function test_an_administrator_saves_settings_through_rest(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay/' . $id,
			array(
				'meta' => array(
					'_gb_overlay_type'                     => 'anchored',
					'_gb_overlay_placement'                => 'top-end',
					'_gb_overlay_backdrop'                 => false,
					'_gb_overlay_hover_buffer'             => 40,
					'_gb_overlay_display_condition_invert' => true,
				),
			)
		);
		$this->assertStatus( 200, $response );
		$settings = Meta::settings( $id );
		$this->assertSame( 'anchored', $settings['type'] );
		$this->assertSame( 'top-end', $settings['placement'] );
		$this->assertFalse( $settings['backdrop'] );
		$this->assertSame( 40, $settings['hover_buffer'] );
		$this->assertTrue( $settings['display_condition_invert'] );
		$this->assertFalse( $response->get_data()['meta']['_gb_overlay_backdrop'] );
	}

	/**
	 * Invalid settings sent through REST.
	 *
	 * @return array<string, array{string, mixed}>
	 */
	public function invalid_rest_values(): array {
		return array(
			'type outside the enum'        => array( '_gb_overlay_type', 'popup' ),
			'trigger outside the enum'     => array( '_gb_overlay_trigger_type', 'shake' ),
			'buffer above the maximum'     => array( '_gb_overlay_hover_buffer', 101 ),
			'percent below the minimum'    => array( '_gb_overlay_scroll_percent', -1 ),
			'boolean given as an object'   => array( '_gb_overlay_backdrop', array( 'a' => 1 ) ),
			'color ending the declaration' => array( '_gb_overlay_backdrop_color', 'red;background:url(javascript:alert(1))' ),
			'color opening a block'        => array( '_gb_overlay_backdrop_color', '#000}body{display:none' ),
			'color as an image'            => array( '_gb_overlay_backdrop_color', 'url(https://example.com/x.png)' ),
			'color as an expression'       => array( '_gb_overlay_backdrop_color', 'expression(alert(1))' ),
			'color with a newline'         => array( '_gb_overlay_backdrop_color', "red\n;x:y" ),
			'rgba with a function'         => array( '_gb_overlay_backdrop_color', 'rgba(var(--x),1)' ),
			'color as a number'            => array( '_gb_overlay_backdrop_color', 12 ),
		);
	}

	/**
	 * REST refuses invalid settings with a 400 naming the field, and stores nothing.
	 *
	 * @dataProvider invalid_rest_values
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Invalid value.
	 */
	public function test_rest_refuses_invalid_settings_with_400( string $key, mixed $value ): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $id, array( 'meta' => array( $key => $value ) ) );
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( $key, (string) wp_json_encode( $response->get_data() ) );
		$this->assertFalse( metadata_exists( 'post', $id, $key ) );
	}

	/**
	 * Backdrop colors the color picker and theme palettes produce.
	 *
	 * @return array<string, array{string}>
	 */
	public function valid_colors(): array {
		return array(
			'hex'            => array( '#1e1e1e' ),
			'short hex'      => array( '#fff' ),
			'hex with alpha' => array( '#00000080' ),
			'rgba'           => array( 'rgba(10, 20, 30, 0.4)' ),
			'space rgb'      => array( 'rgb(10 20 30 / 40%)' ),
			'hsla'           => array( 'hsla(210, 50%, 20%, .6)' ),
			'named'          => array( 'rebeccapurple' ),
			'palette preset' => array( 'var(--wp--preset--color--contrast)' ),
		);
	}

	/**
	 * A backdrop color from the picker is saved through REST as sent.
	 *
	 * @dataProvider valid_colors
	 *
	 * @param string $color The color.
	 */
	public function test_rest_saves_a_valid_backdrop_color( string $color ): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $id, array( 'meta' => array( '_gb_overlay_backdrop_color' => $color ) ) );
		$this->assertStatus( 200, $response );
		$this->assertSame( $color, Meta::settings( $id )['backdrop_color'] );
		$this->assertSame( $color, $response->get_data()['meta']['_gb_overlay_backdrop_color'] );
	}

	public function test_a_refused_color_leaves_the_rest_of_the_request_unsaved(): void {
		$id = $this->create_overlay( array(), array( 'post_title' => 'Before' ) );
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay/' . $id,
			array(
				'title' => 'After',
				'meta'  => array( '_gb_overlay_backdrop_color' => 'red;}' ),
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'meta._gb_overlay_backdrop_color is not a CSS color', (string) $response->get_data()['message'] );
		$this->assertSame( 'Before', get_post_field( 'post_title', $id ) );

		$created = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay',
			array(
				'title'  => 'New',
				'status' => 'publish',
				'meta'   => array( '_gb_overlay_backdrop_color' => 'url(x)' ),
			)
		);
		$this->assertStatus( 400, $created );
		$this->assertSame(
			array(),
			get_posts(
				array(
					'post_type'   => 'gblocks_overlay',
					'title'       => 'New',
					'post_status' => 'any',
				)
			)
		);
	}

	public function test_the_close_button_setting_is_saved_through_rest(): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $id, array( 'meta' => array( '_gb_overlay_show_close_button' => false ) ) );
		$this->assertStatus( 200, $response );
		$this->assertFalse( Meta::settings( $id )['show_close_button'] );
		$this->assertFalse( $response->get_data()['meta']['_gb_overlay_show_close_button'] );
	}

	/**
	 * What the registration of each key guarantees, key by key: a write from any path stores the
	 * sanitized value of that setting, a missing value reads as its default, a REST client reads the
	 * sanitized value of a raw stored one, and editing the key needs the right to edit the overlay.
	 */
	public function test_each_key_sanitizes_defaults_prepares_and_authorizes_as_its_own_setting(): void {
		$id     = $this->create_overlay();
		$editor = $this->create_user( 'editor' );
		$admin  = $this->create_user( 'administrator' );
		// A raw value per key that its own sanitizer changes (and the others' would change differently).
		$raw = array(
			'type'               => 'Popup',
			'animation_in'       => 'fadeIn',
			'hover_buffer'       => '40.6',
			'backdrop'           => 'yes',
			'backdrop_color'     => 'red;}',
			'display_condition'  => '12abc',
			'position_to_parent' => '<b>.menu</b>',
			'animation_distance' => '12',
		);
		foreach ( Meta::fields() as $name => $field ) {
			$key = Meta::PREFIX . $name;
			$this->assertSame( $field['default'], get_post_meta( $id, $key, true ), $key . ': default on read' );
			$this->assertSame( Meta::sanitize( $name, $raw[ $name ] ?? ' x ' ), sanitize_meta( $key, $raw[ $name ] ?? ' x ', 'post', 'gblocks_overlay' ), $key . ': sanitized as its own setting' );
			wp_set_current_user( $editor );
			$this->assertFalse( current_user_can( 'edit_post_meta', $id, $key ), $key . ': an editor may not edit it' );
			wp_set_current_user( $admin );
			$this->assertTrue( current_user_can( 'edit_post_meta', $id, $key ), $key . ': an administrator may' );
		}
		$this->assertSame( 'standard', sanitize_meta( Meta::PREFIX . 'type', 'Popup', 'post', 'gblocks_overlay' ) );
		$this->assertSame( 41, sanitize_meta( Meta::PREFIX . 'hover_buffer', '40.6', 'post', 'gblocks_overlay' ) );
		$this->assertSame( '', sanitize_meta( Meta::PREFIX . 'display_condition', '12abc', 'post', 'gblocks_overlay' ) );
		$this->assertSame( '12px', sanitize_meta( Meta::PREFIX . 'animation_distance', '12', 'post', 'gblocks_overlay' ) );

		// Stored raw, past the sanitizer (as another product or an import would leave it): REST reads it valid.
		foreach ( array(
			'hover_buffer' => '99999',
			'animation_in' => 'fadeIn',
		) as $name => $value ) {
			$hook = 'sanitize_post_meta_' . Meta::PREFIX . $name . '_for_gblocks_overlay';
			$keep = static fn() => $value;
			add_filter( $hook, $keep, 99 );
			update_post_meta( $id, Meta::PREFIX . $name, $value );
			remove_filter( $hook, $keep, 99 );
			$this->assertSame( $value, get_post_meta( $id, Meta::PREFIX . $name, true ) );
		}
		wp_set_current_user( $admin );
		$response = $this->rest( 'GET', '/wp/v2/gblocks_overlay/' . $id, array( 'context' => 'edit' ) );
		$this->assertStatus( 200, $response );
		$meta = $response->get_data()['meta'];
		$this->assertSame( Meta::sanitize( 'hover_buffer', '99999' ), $meta[ Meta::PREFIX . 'hover_buffer' ] );
		$this->assertSame( Meta::sanitize( 'animation_in', 'fadeIn' ), $meta[ Meta::PREFIX . 'animation_in' ] );
		$this->assertNotSame( 'fadeIn', $meta[ Meta::PREFIX . 'animation_in' ] );

		// The schema each key has in REST: its type, default and limits.
		$schema = $this->rest( 'OPTIONS', '/wp/v2/gblocks_overlay' )->get_data()['schema']['properties']['meta']['properties'];
		foreach ( Meta::fields() as $name => $field ) {
			$key = Meta::PREFIX . $name;
			$this->assertSame( $field['type'], $schema[ $key ]['type'], $key );
			$this->assertSame( $field['default'], $schema[ $key ]['default'], $key );
			foreach ( array( 'enum', 'minimum', 'maximum' ) as $limit ) {
				$this->assertSame( $field[ $limit ] ?? null, $schema[ $key ][ $limit ] ?? null, $key . ' ' . $limit );
			}
		}
	}

	public function test_post_new_preselects_the_type_from_overlay_type(): void {
		$this->act_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$_GET['overlay_type'] = 'mega-menu';
		$post                 = get_default_post_to_edit( 'gblocks_overlay', true );
		$this->assertSame( 'mega-menu', Meta::settings( $post->ID )['type'] );

		$_GET['overlay_type'] = 'bogus';
		$other                = get_default_post_to_edit( 'gblocks_overlay', true );
		$this->assertSame( 'standard', Meta::settings( $other->ID )['type'] );
	}
}
