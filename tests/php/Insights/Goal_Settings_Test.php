<?php
/**
 * The counting and goal settings of an overlay (settings.json, post meta _gb_overlay_*).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Insights;

use GBlocks_Pro\Overlays\Markup;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Overlay_Service;
use GBlocks_Pro\Tests\Overlays\Overlay_Test_Case;

/**
 * The overlay settings insights_enabled, goal_type, goal_selector, goal_scope, goal_path and goal_minutes: registered with
 * their defaults, sanitized when written any way, refused through REST with a 400 naming the key, and
 * never printed by the markup (the counting script reads them from the page config).
 */
final class Goal_Settings_Test extends Overlay_Test_Case {

	private const KEYS = array( 'insights_enabled', 'goal_type', 'goal_selector', 'goal_scope', 'goal_path', 'goal_minutes' );

	public function test_they_are_registered_for_rest_with_their_defaults(): void {
		$registered = get_registered_meta_keys( 'post', 'gblocks_overlay' );
		foreach ( self::KEYS as $name ) {
			$this->assertArrayHasKey( '_gb_overlay_' . $name, $registered, $name );
			$this->assertArrayNotHasKey( 'attribute', Meta::fields()[ $name ], $name . ' is not printed.' );
		}
		$settings = Meta::settings( $this->create_overlay() );
		$this->assertTrue( $settings['insights_enabled'] );
		$this->assertSame( 'click', $settings['goal_type'] );
		$this->assertSame( '', $settings['goal_selector'] );
		$this->assertSame( 'overlay', $settings['goal_scope'] );
		$this->assertSame( '', $settings['goal_path'] );
		$this->assertSame( 30, $settings['goal_minutes'] );
		$this->assertSame( array( 'click', 'selector', 'form', 'page', 'event' ), Meta::enum( 'goal_type' ) );
		$this->assertSame( array( 'overlay', 'page' ), Meta::enum( 'goal_scope' ) );
	}

	public function test_the_markup_prints_none_of_them(): void {
		$id   = $this->create_overlay(
			array(
				'goal_type'     => 'selector',
				'goal_selector' => '.buy-now',
				'goal_path'     => '/thank-you/',
			)
		);
		$html = Markup::render( get_post( $id ), Meta::settings( $id ), '<p>Hi</p>', 'k' );
		$this->assertStringContainsString( 'gb-overlay-' . $id, $html );
		$this->assertStringNotContainsString( 'buy-now', $html );
		$this->assertStringNotContainsString( 'thank-you', $html );
		$this->assertStringNotContainsString( 'goal', $html );
		$this->assertStringNotContainsString( 'insights', $html );
	}

	/**
	 * Values REST refuses.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function refused(): array {
		return array(
			'an unknown goal'                => array( 'goal_type', 'purchase' ),
			'an unknown scope'               => array( 'goal_scope', 'site' ),
			'a selector a browser fails'     => array( 'goal_selector', 'a[href' ),
			'a selector with a declaration'  => array( 'goal_selector', '.buy{color:red}' ),
			'a selector too long'            => array( 'goal_selector', '.' . str_repeat( 'a', 200 ) ),
			'a path without a leading slash' => array( 'goal_path', 'thank-you/' ),
			'a whole address'                => array( 'goal_path', 'https://example.com/thank-you/' ),
			'a protocol-relative address'    => array( 'goal_path', '//example.com/thank-you/' ),
			'a path with a query'            => array( 'goal_path', '/thank-you/?order=1' ),
			'a path with a fragment'         => array( 'goal_path', '/thank-you/#done' ),
			'a path with a space'            => array( 'goal_path', '/thank you/' ),
			'a path with markup'             => array( 'goal_path', '/<script>/' ),
			'a path too long'                => array( 'goal_path', '/' . str_repeat( 'a', 200 ) ),
			'a path too long once encoded'   => array( 'goal_path', '/' . str_repeat( 'é', 67 ) ),
			'no minutes'                     => array( 'goal_minutes', 0 ),
			'more than a day'                => array( 'goal_minutes', 1441 ),
			'minutes as words'               => array( 'goal_minutes', 'half an hour' ),
			'counting as a word'             => array( 'insights_enabled', 'maybe' ),
		);
	}

	/**
	 * REST refuses the value with a 400 naming the key, stores nothing; the CLI's import refuses it too.
	 *
	 * @dataProvider refused
	 *
	 * @param string $name  Setting.
	 * @param mixed  $value Value.
	 */
	public function test_rest_refuses_a_bad_value_with_a_400_naming_the_key( string $name, mixed $value ): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$key      = '_gb_overlay_' . $name;
		$response = $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $id, array( 'meta' => array( $key => $value ) ) );

		$this->assertStatus( 400, $response );
		$this->assertStringContainsString( 'meta.' . $key, (string) $response->get_data()['message'] );
		$this->assertFalse( metadata_exists( 'post', $id, $key ) );
		$parsed = Overlay_Service::parse_import( (string) wp_json_encode( array( 'title' => 'Imported', 'settings' => array( $name => $value ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- One line.
		$this->assertInstanceOf( \WP_Error::class, $parsed );
		$this->assertStringContainsString( 'settings.' . $name, $parsed->get_error_message() );
	}

	public function test_a_bad_path_is_explained(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay',
			array(
				'title' => 'Goal',
				'meta'  => array( '_gb_overlay_goal_path' => 'https://example.com/thank-you/' ),
			)
		);
		$this->assertStatus( 400, $response );
		$this->assertSame(
			'meta._gb_overlay_goal_path is not a path of this site: start it with / and leave out https://, the domain, a query (?) and a fragment (#), for example /thank-you/.',
			$response->get_data()['message']
		);
	}

	/**
	 * Values REST accepts, and what is stored.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: mixed}>
	 */
	public static function accepted(): array {
		return array(
			'a selector list'              => array( 'goal_selector', '.buy, #cart > a[href^="/checkout"]', '.buy, #cart > a[href^="/checkout"]' ),
			'no selector yet'              => array( 'goal_selector', '', '' ),
			'a path with its slash'        => array( 'goal_path', '/thank-you/', '/thank-you/' ),
			'a path gets a trailing slash' => array( 'goal_path', '/shop/thank-you', '/shop/thank-you/' ),
			'a file keeps its name'        => array( 'goal_path', '/thanks.html', '/thanks.html' ),
			'the home page'                => array( 'goal_path', '/', '/' ),
			'doubled slashes made one'     => array( 'goal_path', '/shop//thanks/', '/shop/thanks/' ),
			'letters percent-encoded'      => array( 'goal_path', '/café/', '/caf%C3%A9/' ),
			'encoding made upper case'     => array( 'goal_path', '/caf%c3%a9', '/caf%C3%A9/' ),
			'spaces around are trimmed'    => array( 'goal_path', '  /merci/  ', '/merci/' ),
			'no path yet'                  => array( 'goal_path', '', '' ),
			'minutes as text'              => array( 'goal_minutes', '45', 45 ),
			'a whole day'                  => array( 'goal_minutes', 1440, 1440 ),
			'counting off'                 => array( 'insights_enabled', false, false ),
			'each goal kind: page'         => array( 'goal_type', 'page', 'page' ),
			'the scope of the whole page'  => array( 'goal_scope', 'page', 'page' ),
		);
	}

	/**
	 * REST stores an accepted value as the settings read it.
	 *
	 * @dataProvider accepted
	 *
	 * @param string $name     Setting.
	 * @param mixed  $value    Value sent.
	 * @param mixed  $expected Value stored.
	 */
	public function test_rest_stores_an_accepted_value( string $name, mixed $value, mixed $expected ): void {
		$id = $this->create_overlay();
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/gblocks_overlay/' . $id, array( 'meta' => array( '_gb_overlay_' . $name => $value ) ) );

		$this->assertStatus( 200, $response );
		$this->assertSame( $expected, Meta::settings( $id )[ $name ] );
		$this->assertSame( $expected, $response->get_data()['meta'][ '_gb_overlay_' . $name ] );
	}

	/**
	 * Raw values written outside REST, and what is stored.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: mixed}>
	 */
	public static function sanitized(): array {
		return array(
			'an unknown goal is the default'  => array( 'goal_type', 'purchase', 'click' ),
			'an unknown scope is the default' => array( 'goal_scope', 'site', 'overlay' ),
			'a broken selector is emptied'    => array( 'goal_selector', 'a[href', '' ),
			'markup is stripped off'          => array( 'goal_selector', '<b>.buy</b>', '.buy' ),
			'an address is not a path'        => array( 'goal_path', 'https://example.com/x/', '' ),
			'the query is cut off'            => array( 'goal_path', '/thanks/?a=1#b', '/thanks/' ),
			'a space is encoded'              => array( 'goal_path', '/thank you', '/thank%20you/' ),
			'markup is encoded'               => array( 'goal_path', '/<b>/', '/%3Cb%3E/' ),
			'minutes clamped low'             => array( 'goal_minutes', -4, 1 ),
			'minutes clamped high'            => array( 'goal_minutes', 99999, 1440 ),
			'minutes not a number'            => array( 'goal_minutes', 'soon', 30 ),
			'counting from text'              => array( 'insights_enabled', 'false', false ),
		);
	}

	/**
	 * Written another way (update_post_meta), a value is stored as its setting can hold it.
	 *
	 * @dataProvider sanitized
	 *
	 * @param string $name     Setting.
	 * @param mixed  $value    Raw value.
	 * @param mixed  $expected Stored value.
	 */
	public function test_a_value_written_another_way_is_sanitized( string $name, mixed $value, mixed $expected ): void {
		$id = $this->create_overlay( array( $name => $value ) );
		$this->assertSame( $expected, Meta::settings( $id )[ $name ] );
	}
}
