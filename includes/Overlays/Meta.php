<?php
/**
 * The overlay settings stored in post meta (DESIGN §4).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Support\Feature;

/**
 * Registers every `_gb_overlay_*` meta key with its type, default, schema and sanitizer, and reads an
 * overlay's settings as one typed array.
 */
final class Meta implements Feature {

	public const PREFIX = '_gb_overlay_';

	/**
	 * The one definition of the settings, shared with the runtime and the editor panel (DESIGN §3).
	 */
	public const DEFINITION_FILE = 'src/overlays/settings.json';

	/**
	 * The parsed definition file, read once per request.
	 *
	 * @var array{metaPrefix: string, interactiveTriggers: string[], journeyTriggers: string[], settings: array<string, array<string, mixed>>, aliases: array<string, array<string, string>>}|null
	 */
	private static ?array $definition = null;

	/**
	 * The definition file, parsed. A missing or broken file is a packaging error, not a runtime state.
	 *
	 * @throws \RuntimeException When the file is missing or not a settings definition.
	 *
	 * @return array{metaPrefix: string, interactiveTriggers: string[], journeyTriggers: string[], settings: array<string, array<string, mixed>>, aliases: array<string, array<string, string>>}
	 */
	public static function definition(): array {
		if ( null === self::$definition ) {
			$data = Contract_File::read( self::DEFINITION_FILE );
			if ( ! isset( $data['settings'] ) || ! is_array( $data['settings'] ) ) {
				throw new \RuntimeException( 'GBlocks Pro: ' . self::DEFINITION_FILE . ' is missing or invalid.' );
			}
			self::$definition = array(
				'metaPrefix'          => (string) ( $data['metaPrefix'] ?? self::PREFIX ),
				'interactiveTriggers' => array_map( 'strval', (array) ( $data['interactiveTriggers'] ?? array() ) ),
				'journeyTriggers'     => array_map( 'strval', (array) ( $data['journeyTriggers'] ?? array() ) ),
				'settings'            => $data['settings'],
				'aliases'             => is_array( $data['aliases'] ?? null ) ? $data['aliases'] : array(),
			);
		}
		return self::$definition;
	}

	/**
	 * Every setting: short name (the meta key suffix) => definition. The meta key is PREFIX . name.
	 *
	 * @return array<string, array{type: string, default: mixed, enum?: string[], minimum?: int, maximum?: int, maxLength?: int, sanitize?: string, pattern?: string, aliases?: string, attribute?: string, property?: string, scope?: string}>
	 */
	public static function fields(): array {
		/**
		 * The settings of the definition file, as this class reads them.
		 *
		 * @var array<string, array{type: string, default: mixed, enum?: string[], minimum?: int, maximum?: int, maxLength?: int, sanitize?: string, pattern?: string, aliases?: string, attribute?: string, property?: string, scope?: string}> $fields
		 */
		$fields = self::definition()['settings'];
		return $fields;
	}

	/**
	 * The allowed values of an enum setting (type, trigger_type, position, placement, width_mode,
	 * animation_in, animation_out).
	 *
	 * @param string $name Short setting name.
	 * @return string[]
	 */
	public static function enum( string $name ): array {
		return self::fields()[ $name ]['enum'] ?? array();
	}

	/**
	 * Trigger types a visitor fires by acting on a trigger element.
	 *
	 * @return string[]
	 */
	public static function interactive_triggers(): array {
		return self::definition()['interactiveTriggers'];
	}

	/**
	 * Automatic trigger types only the overlay journey watches (build/overlay-journey.js), not the runtime.
	 *
	 * @return string[]
	 */
	public static function journey_triggers(): array {
		return self::definition()['journeyTriggers'];
	}

	/**
	 * A value another product stores for a setting (its animation names), as ours; other values as given.
	 *
	 * @param string $name  Short setting name.
	 * @param mixed  $value The value.
	 * @return mixed
	 */
	public static function resolve_alias( string $name, mixed $value ): mixed {
		$table = self::fields()[ $name ]['aliases'] ?? null;
		if ( null === $table || ! is_string( $value ) ) {
			return $value;
		}
		return self::definition()['aliases'][ $table ][ $value ] ?? $value;
	}

	/**
	 * A value sent through REST, in the type its schema expects when it means the same thing: numbers sent
	 * as strings ("300") or with a fraction, numbers for text settings, '' for a number (its default) or
	 * a flag (off, like yes/no and on/off), another product's names (aliases). Anything else is returned
	 * as given, for the schema to refuse.
	 *
	 * @param string $name  Short setting name.
	 * @param mixed  $value The value sent.
	 * @return mixed
	 */
	public static function normalize_input( string $name, mixed $value ): mixed {
		$field = self::fields()[ $name ] ?? null;
		if ( null === $field || null === $value ) {
			return $value;
		}
		$text = is_string( $value ) ? strtolower( trim( $value ) ) : null;
		switch ( $field['type'] ) {
			case 'integer':
				if ( '' === $text ) {
					return $field['default'];
				}
				return ( is_string( $value ) && is_numeric( trim( $value ) ) ) || is_float( $value ) ? (int) round( (float) $value ) : $value;
			case 'boolean':
				if ( in_array( $text, array( '', 'no', 'off' ), true ) ) {
					return false;
				}
				return in_array( $text, array( 'yes', 'on' ), true ) ? true : $value;
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			$value = (string) $value;
		}
		return self::resolve_alias( $name, $value );
	}

	/**
	 * The triggers that open a standard overlay by themselves: trigger_type's values a visitor does not
	 * fire, in their order.
	 *
	 * @return string[]
	 */
	public static function automatic_triggers(): array {
		return array_values( array_diff( self::enum( 'trigger_type' ), self::interactive_triggers() ) );
	}

	/**
	 * Whether a "Position relative to parent" value is a CSS selector list the browser accepts (a subset:
	 * type, universal, id, class, attribute and pseudo selectors, combinators, selector lists). '' means
	 * "the trigger" and is valid.
	 *
	 * @param string $selector The selector.
	 */
	public static function is_valid_selector( string $selector ): bool {
		if ( '' === trim( $selector ) ) {
			return true;
		}
		if ( strlen( $selector ) > 200 ) {
			return false;
		}
		$grammar = '/^(?(DEFINE)'
			. '(?<ident>(?:--|-?[A-Za-z_])[A-Za-z0-9_-]*)'
			. '(?<str>"[^"\\\\]*"|\'[^\'\\\\]*\')'
			. '(?<attr>\[\s*(?&ident)\s*(?:[~|^$*]?=\s*(?:(?&ident)|(?&str)|\d+)\s*(?:[iIsS]\s*)?)?\])'
			. '(?<nth>[-+]?\d*n(?:\s*[-+]\s*\d+)?|[-+]?\d+|odd|even)'
			. '(?<pseudo>::?(?&ident)(?:\(\s*(?:(?&nth)|(?&list))\s*\))?)'
			. '(?<simple>[#.](?&ident)|(?&attr)|(?&pseudo))'
			. '(?<compound>(?:(?&ident)|\*)(?&simple)*|(?&simple)+)'
			. '(?<complex>(?&compound)(?:\s*[>+~]\s*(?&compound)|\s+(?&compound))*)'
			. '(?<list>(?&complex)(?:\s*,\s*(?&complex))*)'
			. ')\s*(?&list)\s*$/';
		return 1 === preg_match( $grammar, $selector );
	}

	/**
	 * Why a value sent for a setting is refused (a 400 naming $field), or null with the value made what
	 * the setting stores (normalize_input()). The one validation of a setting written from outside: the
	 * REST routes (meta.{meta key}) and the import of the CLI (settings.{name}) call it, so both refuse
	 * the same values the same way; sanitize() stays for values stored by other means and for reading.
	 * Refused: the wrong type, a value outside the setting's enum, minimum, maximum or maxLength, a
	 * color that is not a CSS color, a selector a browser cannot parse, an event name with other
	 * characters than letters, digits and _ . : -.
	 *
	 * @param string $name  Short setting name.
	 * @param mixed  $value The value sent (by reference: normalized when valid).
	 * @param string $field The field's name in the message, e.g. meta._gb_overlay_time_delay.
	 */
	public static function invalid( string $name, mixed &$value, string $field ): ?\WP_Error {
		$definition = self::fields()[ $name ] ?? null;
		if ( null === $definition || null === $value ) {
			return null;
		}
		$value  = self::normalize_input( $name, $value );
		$schema = array( 'type' => $definition['type'] ) + array_intersect_key( $definition, array_flip( array( 'enum', 'minimum', 'maximum', 'maxLength' ) ) );
		$valid  = rest_validate_value_from_schema( $value, $schema, $field );
		if ( is_wp_error( $valid ) ) {
			$valid->add_data( array( 'status' => 400 ) );
			return $valid;
		}
		$text    = is_string( $value ) ? trim( $value ) : '';
		$message = null;
		switch ( $definition['sanitize'] ?? '' ) {
			case 'color':
				// '' stores the default, like a deleted value.
				if ( '' !== $text && ! self::is_color( $text ) ) {
					/* translators: %s: field name. */
					$message = __( '%s is not a CSS color. Use a hex, rgb(a), hsl(a) or named color, for example #000000 or rgba(0,0,0,.5).', 'gblocks-pro' );
				}
				break;
			case 'selector':
				if ( self::sanitize( $name, $value ) !== $text ) {
					/* translators: %s: field name. */
					$message = __( '%s is not a CSS selector a browser can use (for example .site-header or #menu > li).', 'gblocks-pro' );
				}
				break;
			case 'event_name':
				if ( self::sanitize( $name, $value ) !== $text ) {
					/* translators: %s: field name. */
					$message = __( '%s is not an event name: use letters, digits and _ . : - only (for example open-promo).', 'gblocks-pro' );
				}
				break;
			case 'trigger_list':
				$items = array_filter( array_map( 'trim', explode( ',', $text ) ), static fn( string $item ): bool => '' !== $item );
				if ( count( $items ) !== count( array_intersect( $items, self::automatic_triggers() ) ) ) {
					/* translators: 1: field name, 2: the automatic triggers, separated by commas. */
					$message = sprintf( __( '%1$s is not a list of automatic triggers: use %2$s, separated by commas.', 'gblocks-pro' ), '%s', implode( ', ', self::automatic_triggers() ) );
				}
				break;
			case 'path':
				// '' is "no page yet". The shape is settings.json's pattern, which the editor checks too.
				if ( '' !== $text && ( 1 !== preg_match( self::pattern( $definition ), $text ) || strlen( self::sanitize_path( $text ) ) > 200 ) ) {
					/* translators: %s: field name. */
					$message = __( '%s is not a path of this site: start it with / and leave out https://, the domain, a query (?) and a fragment (#), for example /thank-you/.', 'gblocks-pro' );
				}
				break;
		}
		if ( null === $message ) {
			return null;
		}
		$message = sprintf( $message, $field );
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}

	/**
	 * Adds the registration hook.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_meta' ) );
		add_filter( 'rest_pre_insert_' . Post_Type::POST_TYPE, array( self::class, 'validate_rest_colors' ), 10, 2 );
	}

	/**
	 * Refuses a REST write whose color setting (the backdrop color) is not a CSS color, with a 400 naming
	 * the field. rest_pre_insert_{post type} runs before the post is saved, so a refused request changes
	 * nothing. Writes outside REST are still sanitized to the default (sanitize()).
	 *
	 * @param \stdClass|\WP_Error $prepared The post the request would save.
	 * @param \WP_REST_Request    $request  The request.
	 * @return \stdClass|\WP_Error
	 */
	public static function validate_rest_colors( $prepared, $request ) {
		$meta = $request instanceof \WP_REST_Request ? $request->get_param( 'meta' ) : null;
		if ( is_wp_error( $prepared ) || ! is_array( $meta ) ) {
			return $prepared;
		}
		foreach ( self::fields() as $name => $field ) {
			$key = self::PREFIX . $name;
			if ( 'color' !== ( $field['sanitize'] ?? '' ) || ! isset( $meta[ $key ] ) ) {
				continue;
			}
			$value = $meta[ $key ];
			$error = self::invalid( $name, $value, 'meta.' . $key );
			if ( null !== $error ) {
				return $error;
			}
		}
		return $prepared;
	}

	/**
	 * Registers every key for REST with its schema. Writes need the right to edit the overlay, which
	 * resolves to manage_gblocks_overlays. The callbacks are the same three static methods for every key
	 * (each learns its setting from the meta key), so registering creates no closure per key.
	 */
	public static function register_meta(): void {
		$schema_keys = array(
			'enum'    => true,
			'minimum' => true,
			'maximum' => true,
		);
		foreach ( self::fields() as $name => $field ) {
			register_post_meta(
				Post_Type::POST_TYPE,
				self::PREFIX . $name,
				array(
					'type'              => $field['type'],
					'single'            => true,
					'default'           => $field['default'],
					'show_in_rest'      => array(
						'schema'           => array_intersect_key( $field, $schema_keys ),
						// What a client reads is what the front end uses: typed, valid, our names.
						'prepare_callback' => array( self::class, 'prepare_rest_value' ),
					),
					'sanitize_callback' => array( self::class, 'sanitize_meta' ),
					'auth_callback'     => array( self::class, 'can_edit_meta' ),
				)
			);
		}
	}

	/**
	 * The sanitize callback of every key (sanitize_post_meta_{key}_for_gblocks_overlay): sanitize() of
	 * the setting the key names.
	 *
	 * @param mixed $value    The raw value.
	 * @param mixed $meta_key The meta key, PREFIX . name.
	 * @return mixed
	 */
	public static function sanitize_meta( $value, $meta_key = '' ) {
		return self::sanitize( self::name_of( $meta_key ), $value );
	}

	/**
	 * The REST prepare callback of every key: what a client reads is sanitize() of the stored value.
	 *
	 * @param mixed $value   The stored value.
	 * @param mixed $request The request.
	 * @param mixed $args    The field's REST arguments; 'name' is the meta key.
	 * @return mixed
	 */
	public static function prepare_rest_value( $value, $request = null, $args = array() ) {
		unset( $request );
		return self::sanitize( self::name_of( is_array( $args ) ? $args['name'] ?? '' : '' ), $value );
	}

	/**
	 * The auth callback of every key: the right to edit the overlay.
	 *
	 * @param mixed $allowed  Whether the user may, so far (ignored: the answer is the capability).
	 * @param mixed $meta_key The meta key.
	 * @param mixed $post_id  The overlay id.
	 */
	public static function can_edit_meta( $allowed, $meta_key = '', $post_id = 0 ): bool {
		unset( $allowed, $meta_key );
		return current_user_can( 'edit_post', (int) $post_id );
	}

	/**
	 * The short setting name of a meta key ('' when it is not one of ours: sanitize() keeps the value).
	 *
	 * @param mixed $meta_key The meta key.
	 */
	private static function name_of( $meta_key ): string {
		return is_string( $meta_key ) && str_starts_with( $meta_key, self::PREFIX ) ? substr( $meta_key, strlen( self::PREFIX ) ) : '';
	}

	/**
	 * Sanitizes one setting: another product's names become ours, enums fall back to the default,
	 * numbers are clamped, free text is reduced to what the setting can hold. Never fails, so writes
	 * outside REST also store a valid value, and values stored by another product read as valid ones.
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
				if ( is_float( $value ) ) {
					$value = (int) $value;
				}
				return rest_sanitize_boolean( is_scalar( $value ) ? $value : false );
			case 'integer':
				$number = is_numeric( $value ) ? (int) round( (float) $value ) : (int) $field['default'];
				return max( $field['minimum'] ?? PHP_INT_MIN, min( $field['maximum'] ?? PHP_INT_MAX, $number ) );
		}
		$text = is_scalar( $value ) ? trim( (string) self::resolve_alias( $name, trim( (string) $value ) ) ) : '';
		if ( isset( $field['enum'] ) ) {
			return in_array( $text, $field['enum'], true ) ? $text : $field['default'];
		}
		switch ( $field['sanitize'] ?? '' ) {
			case 'condition_id':
				return ctype_digit( $text ) && (int) $text > 0 ? (string) (int) $text : '';
			case 'color':
				return self::sanitize_color( $text, (string) $field['default'] );
			case 'selector':
				// A CSS selector used with Element.closest(): no markup, no declaration blocks, and one the
				// browser can parse (anything else would throw on every opening): otherwise ''. A / only
				// parses inside a quoted attribute value (a goal's a[href^="/checkout"]).
				$selector = trim( substr( (string) preg_replace( '/[^A-Za-z0-9_\-.#\[\]=:"\'\s>+~*(),|^$\/]/', '', wp_strip_all_tags( $text ) ), 0, 200 ) );
				return self::is_valid_selector( $selector ) ? $selector : '';
			case 'event_name':
				return substr( (string) preg_replace( '/[^A-Za-z0-9_.:\-]/', '', $text ), 0, 100 );
			case 'trigger_list':
				// The automatic triggers named, each once, in the order of trigger_type's enum.
				$items = array_map( 'trim', explode( ',', $text ) );
				return implode( ',', array_values( array_intersect( self::automatic_triggers(), $items ) ) );
			case 'path':
				$path = self::sanitize_path( $text );
				return 1 === preg_match( self::pattern( $field ), $path ) && strlen( $path ) <= 200 ? $path : '';
			case 'key':
				return substr( sanitize_key( $text ), 0, 50 );
			case 'length':
				// A CSS length for the slide distance; a bare number is in px.
				if ( preg_match( '/^(\d{1,4}(?:\.\d+)?)(px|rem|em|%|vh|vw)?$/', $text, $match ) ) {
					return $match[1] . ( empty( $match[2] ) ? 'px' : $match[2] );
				}
				return '';
		}
		return sanitize_text_field( $text );
	}

	/**
	 * A path of this site in one spelling, so that a path typed in the editor and a request path compare
	 * equal: the query and fragment cut off, runs of / made one, percent-encoding made canonical (decoded,
	 * then every byte outside RFC 3986's path characters encoded, in upper case: /café/ and /caf%c3%a9/
	 * are /caf%C3%A9/), and a trailing slash, so that /thank-you and /thank-you/ are the same page
	 * (WordPress redirects one to the other) — except after a last segment with a dot (/thanks.html).
	 * Not a check: a value that is not a path (no leading /) comes back as given, trimmed.
	 *
	 * @param string $path The path, or a request URI.
	 */
	public static function sanitize_path( string $path ): string {
		$path = trim( (string) preg_replace( '/[?#].*$/s', '', trim( $path ) ) );
		if ( ! str_starts_with( $path, '/' ) ) {
			return $path;
		}
		$path = (string) preg_replace_callback(
			'/[^A-Za-z0-9\-._~!$&\'()*+,;=:@\/]/',
			static fn( array $byte ): string => '%' . strtoupper( bin2hex( $byte[0] ) ),
			rawurldecode( $path )
		);
		$path = (string) preg_replace( '#/{2,}#', '/', $path );
		$last = (string) substr( $path, (int) strrpos( $path, '/' ) + 1 );
		return str_contains( $last, '.' ) ? $path : rtrim( $path, '/' ) . '/';
	}

	/**
	 * A setting's pattern (settings.json, a JavaScript regular expression the editor uses as it is) as a
	 * PCRE pattern; a setting without one accepts anything.
	 *
	 * @param array<string, mixed> $field The setting's definition.
	 */
	private static function pattern( array $field ): string {
		return '~' . str_replace( '~', '\~', is_string( $field['pattern'] ?? null ) ? $field['pattern'] : '' ) . '~D';
	}

	/**
	 * A CSS color, else the default, so the value is safe inside a style attribute.
	 *
	 * @param string $value    The color.
	 * @param string $fallback The default.
	 */
	private static function sanitize_color( string $value, string $fallback ): string {
		return self::is_color( $value ) ? $value : $fallback;
	}

	/**
	 * Whether a value is a CSS color this plugin prints: hex (3, 4, 6 or 8 digits), rgb(a)/hsl(a) with
	 * numbers only, a named color (letters only), or a custom property (a theme palette's
	 * var(--wp--preset--color--…)). Nothing else: no `;`, `{`, `url(` or anything that ends a declaration.
	 *
	 * @param string $value The color.
	 */
	public static function is_color( string $value ): bool {
		$patterns = array(
			'/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/D',
			'/^(?:rgb|rgba|hsl|hsla)\(\s*[0-9.,%\s\/deg]+\)$/D',
			'/^var\(--[A-Za-z0-9_\-]+\)$/D',
			'/^[a-zA-Z]{3,30}$/D',
		);
		foreach ( $patterns as $pattern ) {
			if ( preg_match( $pattern, $value ) ) {
				return true;
			}
		}
		return false;
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
		return in_array( $trigger_type, self::interactive_triggers(), true );
	}
}
