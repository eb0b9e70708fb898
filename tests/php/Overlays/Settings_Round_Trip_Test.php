<?php
/**
 * The settings definition shared by PHP and TypeScript, and the round trip markup -> runtime parser.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Overlays;

use GBlocks_Pro\Overlays\Markup;
use GBlocks_Pro\Overlays\Meta;

/**
 * Markup::render() output for a set of settings, with the values the runtime must read from it, kept in
 * tests/fixtures/overlay-settings/*.json. src/overlays/runtime/test/round-trip.test.ts parses the same
 * markup with the runtime's parser and expects the same values. Regenerate with GB_UPDATE_FIXTURES=1.
 */
final class Settings_Round_Trip_Test extends Overlay_Test_Case {

	private const FIXTURES = GBLOCKS_PRO_DIR . 'tests/fixtures/overlay-settings/';

	/**
	 * Settings to render, by fixture name (raw values, as stored: sanitized first).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function cases(): array {
		return array(
			'standard-defaults'       => array(),
			'standard-automatic-time' => array(
				'trigger_type'             => 'time',
				'time_delay'               => 0,
				'cookie_duration'          => 0,
				'hide_if_cookies_disabled' => true,
				'animation_in'             => '',
				'animation_out'            => 'zoom-out',
				'animation_duration'       => 5000,
				'close_on_esc'             => false,
				'close_on_click_outside'   => false,
				'disable_page_scroll'      => true,
				'position'                 => 'bottom-right',
			),
			'standard-product-values' => array(
				'trigger_type'       => 'scroll',
				'scroll_percent'     => '75',
				'animation_in'       => 'fadeInUp',
				'animation_out'      => 'fadeOutDown',
				'animation_duration' => '450',
				'animation_distance' => '40',
			),
			'standard-custom-event'   => array(
				'trigger_type'    => 'custom',
				'custom_event'    => 'open-promo',
				'cookie_duration' => 8760,
				'more_triggers'   => 'time,exit-intent',
			),
			'anchored-hover'          => array(
				'type'               => 'anchored',
				'trigger_type'       => 'hover',
				'placement'          => 'top-end',
				'position_to_parent' => '.site-header > nav',
				'width_mode'         => 'full',
				'hover_buffer'       => 0,
			),
			'mega-menu-bad-selector'  => array(
				'type'               => 'mega-menu',
				'trigger_type'       => 'both',
				'position_to_parent' => '">',
				'animation_in'       => 'slide-left',
				'custom_event'       => 'ignored-for-panels',
			),
		);
	}

	/**
	 * The markup of a case and the values the runtime reads from it.
	 *
	 * @param array<string, mixed> $raw Raw settings.
	 * @return array{markup: string, expected: array<string, mixed>}
	 */
	private static function fixture( array $raw ): array {
		$settings = array();
		foreach ( Meta::fields() as $name => $field ) {
			$settings[ $name ] = Meta::sanitize( $name, $raw[ $name ] ?? $field['default'] );
		}
		$post   = new \WP_Post(
			(object) array(
				'ID'          => 101,
				'post_title'  => 'Promo',
				'post_type'   => 'gblocks_overlay',
				'post_status' => 'publish',
				'filter'      => 'raw',
			)
		);
		$markup = Markup::render( $post, $settings, '<p>Content</p>' );

		$printed  = Markup::data_attributes( $settings );
		$expected = array();
		foreach ( Meta::fields() as $name => $field ) {
			// runtime: false marks an attribute only the stylesheet reads (the runtime is built without it).
			if ( ! isset( $field['attribute'] ) || false === ( $field['runtime'] ?? true ) ) {
				continue;
			}
			$property              = $field['property'] ?? $field['attribute'];
			$expected[ $property ] = array_key_exists( Markup::ATTRIBUTE_PREFIX . $field['attribute'], $printed ) ? $settings[ $name ] : $field['default'];
		}
		ksort( $expected );
		return array(
			'markup'   => $markup,
			'expected' => $expected,
		);
	}

	public function test_the_fixtures_read_by_the_runtime_test_are_what_markup_prints_today(): void {
		$update = '1' === getenv( 'GB_UPDATE_FIXTURES' );
		$names  = array();
		foreach ( self::cases() as $name => $raw ) {
			$file    = self::FIXTURES . $name . '.json';
			$names[] = $name . '.json';
			$fixture = self::fixture( $raw );
			if ( $update ) {
				wp_mkdir_p( self::FIXTURES );
				file_put_contents( $file, wp_json_encode( $fixture, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- Test fixture.
			}
			$this->assertFileExists( $file, 'Run with GB_UPDATE_FIXTURES=1 to write it.' );
			$this->assertSame( $fixture, json_decode( (string) file_get_contents( $file ), true ), $name . ': run with GB_UPDATE_FIXTURES=1 and check the difference.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Test fixture.
		}
		$on_disk = array_map( 'basename', (array) glob( self::FIXTURES . '*.json' ) );
		sort( $on_disk );
		sort( $names );
		$this->assertSame( $names, $on_disk, 'No stale fixtures.' );
	}

	public function test_the_cases_cover_every_printed_setting_with_a_non_default_value(): void {
		$changed = array();
		foreach ( self::cases() as $raw ) {
			$fixture = self::fixture( $raw );
			foreach ( Meta::fields() as $field ) {
				if ( isset( $field['attribute'] ) && false !== ( $field['runtime'] ?? true ) ) {
					$property = $field['property'] ?? $field['attribute'];
					if ( $fixture['expected'][ $property ] !== $field['default'] ) {
						$changed[ $property ] = true;
					}
				}
			}
		}
		$properties = array();
		foreach ( Meta::fields() as $field ) {
			if ( isset( $field['attribute'] ) && false !== ( $field['runtime'] ?? true ) ) {
				$properties[] = $field['property'] ?? $field['attribute'];
			}
		}
		$this->assertEqualsCanonicalizing( $properties, array_keys( $changed ) );
	}

	public function test_product_values_are_read_as_ours(): void {
		$expected = self::fixture( self::cases()['standard-product-values'] )['expected'];
		$this->assertSame( 'slide-up', $expected['animIn'] );
		$this->assertSame( 'slide-up', $expected['animOut'] );
		$this->assertSame( 75, $expected['scroll'] );
		$this->assertSame( 450, $expected['duration'] );
	}

	public function test_the_definition_file_is_consistent(): void {
		$definition = Meta::definition();
		$this->assertSame( Meta::PREFIX, $definition['metaPrefix'] );
		$attributes = array();
		foreach ( Meta::fields() as $name => $field ) {
			$this->assertMatchesRegularExpression( '/^[a-z_]+$/', $name );
			$this->assertContains( $field['type'], array( 'string', 'boolean', 'integer' ), $name );
			if ( isset( $field['enum'] ) ) {
				$this->assertContains( $field['default'], $field['enum'], $name );
			}
			if ( isset( $field['attribute'] ) ) {
				// One lowercase word: the runtime reads dataset.gbOverlay + Word.
				$this->assertMatchesRegularExpression( '/^[a-z]+$/', $field['attribute'], $name );
				$this->assertNotContains( $field['attribute'], $attributes, $name );
				$attributes[] = $field['attribute'];
				$this->assertContains( $field['scope'] ?? 'all', array( 'all', 'standard', 'automatic', 'panel' ), $name );
				$this->assertContains( $field['runtime'] ?? true, array( true, false ), $name . ': runtime is false or absent.' );
			}
			if ( isset( $field['aliases'] ) ) {
				$this->assertArrayHasKey( $field['aliases'], $definition['aliases'], $name );
				foreach ( $definition['aliases'][ $field['aliases'] ] as $alias => $ours ) {
					$this->assertContains( $ours, $field['enum'] ?? array(), $name . ': ' . $alias );
				}
			}
		}
		$this->assertNotContains( 'key', $attributes, 'data-gb-overlay-key is the printed-overlay key.' );
		foreach ( $definition['interactiveTriggers'] as $trigger ) {
			$this->assertContains( $trigger, Meta::enum( 'trigger_type' ) );
		}
	}
}
