<?php
/**
 * Issue 36 S11: a setting REST refuses is refused by the CLI's import the same way (Meta::invalid(),
 * one validation), not stored as its default.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Overlay_Service;

/**
 * Each value: REST answers 400 naming meta._gb_overlay_{name}; the import refuses it naming
 * settings.{name}, with the same reason.
 */
final class Settings_Validation_Test extends Overlay_Test_Case {

	/**
	 * Values REST refuses, one a setting.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function refused(): array {
		return array(
			'a colour that is not one'   => array( 'backdrop_color', 'red;}' ),
			'a selector a browser fails' => array( 'position_to_parent', 'div[' ),
			'an event name with spaces'  => array( 'custom_event', 'open promo!' ),
			'an event name too long'     => array( 'custom_event', str_repeat( 'e', 101 ) ),
			'a negative delay'           => array( 'time_delay', -5 ),
			'a duration that is text'    => array( 'animation_duration', 'abc' ),
			'an unknown type'            => array( 'type', 'popup' ),
			'an unknown trigger'         => array( 'trigger_type', 'never' ),
			'a flag that is an object'   => array( 'backdrop', array( 'a' => 1 ) ),
		);
	}

	/**
	 * REST and the import refuse the value, each naming its field.
	 *
	 * @dataProvider refused
	 *
	 * @param string $name  Setting.
	 * @param mixed  $value Value.
	 */
	public function test_rest_and_the_import_refuse_the_same_value( string $name, mixed $value ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/gblocks_overlay',
			array(
				'title' => 'Refused',
				'meta'  => array( '_gb_overlay_' . $name => $value ),
			)
		);
		$this->assertStatus( 400, $response );
		$rest = (string) $response->get_data()['message'];
		$this->assertStringContainsString( 'meta._gb_overlay_' . $name, $rest );

		$parsed = Overlay_Service::parse_import(
			(string) wp_json_encode(
				array(
					'title'    => 'Imported',
					'settings' => array( $name => $value ),
				)
			)
		);
		$this->assertInstanceOf( \WP_Error::class, $parsed, 'The import stored ' . $name . ' as its default.' );
		$message = $parsed->get_error_message();
		$this->assertStringContainsString( 'Overlay panel 1 ("Imported"): ', $message );
		$this->assertStringContainsString( 'settings.' . $name, $message );
		// The same reason, with the field named as each writes it.
		$this->assertSame( str_replace( 'meta._gb_overlay_' . $name, 'settings.' . $name, $rest ), substr( $message, strlen( 'Overlay panel 1 ("Imported"): ' ) ) );
	}

	public function test_values_rest_accepts_are_imported_as_rest_stores_them(): void {
		$parsed = Overlay_Service::parse_import(
			(string) wp_json_encode(
				array(
					'title'    => 'Imported',
					'settings' => array(
						'time_delay'         => '300',
						'animation_in'       => 'fadeInUp',
						'backdrop'           => 'off',
						'custom_event'       => 'open-promo',
						'position_to_parent' => '#menu > li',
						'backdrop_color'     => '',
					),
				)
			)
		);
		$this->assertIsArray( $parsed );
		$this->assertSame(
			array(
				'time_delay'         => 300,
				'animation_in'       => 'slide-up',
				'backdrop'           => false,
				'custom_event'       => 'open-promo',
				'position_to_parent' => '#menu > li',
				'backdrop_color'     => 'rgba(0,0,0,.5)',
			),
			$parsed[0]['settings']
		);
	}
}
