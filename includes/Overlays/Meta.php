<?php
/**
 * The overlay settings stored in post meta (DESIGN §4).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Feature;

/**
 * Registers every `_gb_overlay_*` meta key with its type, default, schema and sanitizer, and reads an
 * overlay's settings as one typed array.
 */
final class Meta implements Feature {

	public const PREFIX = '_gb_overlay_';

	public const TYPES      = array( 'standard', 'anchored', 'mega-menu' );
	public const TRIGGERS   = array( 'click', 'hover', 'both', 'exit-intent', 'scroll', 'time', 'custom' );
	public const POSITIONS  = array( 'center', 'top-left', 'top-center', 'top-right', 'center-left', 'center-right', 'bottom-left', 'bottom-center', 'bottom-right' );
	public const PLACEMENTS = array( 'bottom-start', 'bottom', 'bottom-end', 'top-start', 'top', 'top-end', 'left', 'right' );
	public const ANIMATIONS = array( '', 'fade', 'slide-up', 'slide-down', 'slide-left', 'slide-right', 'zoom-in', 'zoom-out' );

	/**
	 * Trigger types a visitor fires by acting on a trigger element.
	 */
	public const INTERACTIVE_TRIGGERS = array( 'click', 'hover', 'both' );

	/**
	 * Every setting: short name => definition. The meta key is PREFIX . name.
	 *
	 * @return array<string, array{type: string, default: mixed, enum?: string[], minimum?: int, maximum?: int, sanitize?: string}>
	 */
	public static function fields(): array {
		return array(
			'type'                     => array(
				'type'    => 'string',
				'default' => 'standard',
				'enum'    => self::TYPES,
			),
			'trigger_type'             => array(
				'type'    => 'string',
				'default' => 'click',
				'enum'    => self::TRIGGERS,
			),
			'display_condition'        => array(
				'type'     => 'string',
				'default'  => '',
				'sanitize' => 'condition_id',
			),
			'display_condition_invert' => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'position'                 => array(
				'type'    => 'string',
				'default' => 'center',
				'enum'    => self::POSITIONS,
			),
			'placement'                => array(
				'type'    => 'string',
				'default' => 'bottom-start',
				'enum'    => self::PLACEMENTS,
			),
			'position_to_parent'       => array(
				'type'     => 'string',
				'default'  => '',
				'sanitize' => 'selector',
			),
			'width_mode'               => array(
				'type'    => 'string',
				'default' => '',
				'enum'    => array( '', 'full' ),
			),
			'backdrop'                 => array(
				'type'    => 'boolean',
				'default' => true,
			),
			'backdrop_color'           => array(
				'type'     => 'string',
				'default'  => 'rgba(0,0,0,.5)',
				'sanitize' => 'color',
			),
			'backdrop_blur'            => array(
				'type'    => 'integer',
				'default' => 0,
				'minimum' => 0,
				'maximum' => 50,
			),
			'animation_in'             => array(
				'type'    => 'string',
				'default' => 'fade',
				'enum'    => self::ANIMATIONS,
			),
			'animation_out'            => array(
				'type'    => 'string',
				'default' => 'fade',
				'enum'    => self::ANIMATIONS,
			),
			'animation_duration'       => array(
				'type'    => 'integer',
				'default' => 300,
				'minimum' => 0,
				'maximum' => 5000,
			),
			'scroll_percent'           => array(
				'type'    => 'integer',
				'default' => 50,
				'minimum' => 0,
				'maximum' => 100,
			),
			'time_delay'               => array(
				'type'    => 'integer',
				'default' => 5000,
				'minimum' => 0,
				'maximum' => 3600000,
			),
			'cookie_duration'          => array(
				'type'    => 'integer',
				'default' => 24,
				'minimum' => 0,
				'maximum' => 8760,
			),
			'custom_event'             => array(
				'type'     => 'string',
				'default'  => '',
				'sanitize' => 'event_name',
			),
			'close_on_esc'             => array(
				'type'    => 'boolean',
				'default' => true,
			),
			'close_on_click_outside'   => array(
				'type'    => 'boolean',
				'default' => true,
			),
			'disable_page_scroll'      => array(
				'type'    => 'boolean',
				'default' => false,
			),
			'hover_buffer'             => array(
				'type'    => 'integer',
				'default' => 20,
				'minimum' => 0,
				'maximum' => 100,
			),
		);
	}

	/**
	 * Adds the registration hook.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
	}

	/**
	 * Registers every key for REST with its schema. Writes need the right to edit the overlay, which
	 * resolves to manage_gblocks_overlays.
	 */
	public static function register_meta(): void {
		foreach ( self::fields() as $name => $field ) {
			$schema = array_intersect_key( $field, array_flip( array( 'enum', 'minimum', 'maximum' ) ) );
			register_post_meta(
				Post_Type::POST_TYPE,
				self::PREFIX . $name,
				array(
					'type'              => $field['type'],
					'single'            => true,
					'default'           => $field['default'],
					'show_in_rest'      => $schema ? array( 'schema' => $schema ) : true,
					'sanitize_callback' => static fn( $value ) => self::sanitize( $name, $value ),
					'auth_callback'     => static fn( $allowed, $meta_key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
				)
			);
		}
	}

	/**
	 * Sanitizes one setting: enums fall back to the default, numbers are clamped, free text is reduced
	 * to what the setting can hold. Never fails, so writes outside REST also store a valid value.
	 *
	 * @param string $name  Short setting name.
	 * @param mixed  $value The raw value.
	 * @return mixed
	 */
	public static function sanitize( string $name, mixed $value ): mixed {
		$field = self::fields()[ $name ] ?? null;
		if ( null === $field ) {
			return $value;
		}
		switch ( $field['type'] ) {
			case 'boolean':
				return rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case 'integer':
				$number = is_numeric( $value ) ? (int) round( (float) $value ) : (int) $field['default'];
				return max( $field['minimum'] ?? PHP_INT_MIN, min( $field['maximum'] ?? PHP_INT_MAX, $number ) );
		}
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		if ( isset( $field['enum'] ) ) {
			return in_array( $text, $field['enum'], true ) ? $text : $field['default'];
		}
		switch ( $field['sanitize'] ?? '' ) {
			case 'condition_id':
				return ctype_digit( $text ) && (int) $text > 0 ? (string) (int) $text : '';
			case 'color':
				return self::sanitize_color( $text, (string) $field['default'] );
			case 'selector':
				// A CSS selector used with Element.closest(): no markup, no declaration blocks.
				return substr( (string) preg_replace( '/[^A-Za-z0-9_\-.#\[\]=:"\'\s>+~*(),]/', '', wp_strip_all_tags( $text ) ), 0, 200 );
			case 'event_name':
				return substr( (string) preg_replace( '/[^A-Za-z0-9_.:\-]/', '', $text ), 0, 100 );
		}
		return sanitize_text_field( $text );
	}

	/**
	 * A CSS color: hex, rgb(a)/hsl(a) with numbers only, a named color, or a custom property. Anything
	 * else becomes the default, so the value is safe inside a style attribute.
	 *
	 * @param string $value    The color.
	 * @param string $fallback The default.
	 */
	private static function sanitize_color( string $value, string $fallback ): string {
		$patterns = array(
			'/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/',
			'/^(?:rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s\/deg]+\)$/',
			'/^var\(--[A-Za-z0-9_\-]+\)$/',
			'/^[a-zA-Z]{3,30}$/',
		);
		foreach ( $patterns as $pattern ) {
			if ( preg_match( $pattern, $value ) ) {
				return $value;
			}
		}
		return $fallback;
	}

	/**
	 * An overlay's settings, keyed by short name, every value typed and valid.
	 *
	 * @param int $post_id Overlay id.
	 * @return array<string, mixed>
	 */
	public static function settings( int $post_id ): array {
		$settings = array();
		foreach ( array_keys( self::fields() ) as $name ) {
			// get_post_meta() answers the registered default when nothing is stored.
			$settings[ $name ] = self::sanitize( $name, get_post_meta( $post_id, self::PREFIX . $name, true ) );
		}
		return $settings;
	}

	/**
	 * Whether a trigger type is fired by a visitor acting on a trigger element.
	 *
	 * @param string $trigger_type Trigger type.
	 */
	public static function is_interactive( string $trigger_type ): bool {
		return in_array( $trigger_type, self::INTERACTIVE_TRIGGERS, true );
	}
}
