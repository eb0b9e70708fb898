<?php
/**
 * The admin colour scheme as the theme colour of the plugin's React screens.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * WordPress sets --wp-admin-theme-color for the user's colour scheme only inside its editors; on other
 * admin pages the components stylesheet keeps its own blue. This prints the scheme's colours after it.
 */
final class Admin_Colors {

	/**
	 * The colour of each core scheme: what the block editor uses for it, and for 'fresh' the blue of
	 * WordPress's own admin buttons. Each entry is the colour, its darker-10 and its darker-20.
	 */
	private const CORE = array(
		'fresh'     => array( '#2271b1', '#135e96', '#0a4b78' ),
		'light'     => array( '#0085ba', '#0073a1', '#006187' ),
		'modern'    => array( '#3858e9', '#2145e6', '#183ad6' ),
		'blue'      => array( '#096484', '#07526c', '#064054' ),
		'coffee'    => array( '#46403c', '#383330', '#2b2724' ),
		'ectoplasm' => array( '#523f6d', '#46365d', '#3a2c4d' ),
		'midnight'  => array( '#e14d43', '#dd382d', '#d02c21' ),
		'ocean'     => array( '#627c83', '#576e74', '#4c6066' ),
		'sunrise'   => array( '#dd823b', '#d97426', '#c36922' ),
	);

	/**
	 * Adds the scheme's custom properties after the components stylesheet (enqueued if needed).
	 */
	public static function enqueue(): void {
		wp_enqueue_style( 'wp-components' );
		wp_add_inline_style( 'wp-components', self::css() );
	}

	/**
	 * The custom properties of a scheme.
	 *
	 * @param string|null $scheme A scheme slug; null for the current user's.
	 */
	public static function css( ?string $scheme = null ): string {
		list( $color, $darker_10, $darker_20 ) = self::colors( $scheme ?? self::user_scheme() );

		$css = '';
		foreach ( array(
			''           => $color,
			'-darker-10' => $darker_10,
			'-darker-20' => $darker_20,
		) as $suffix => $value ) {
			$css .= sprintf( '--wp-admin-theme-color%1$s:%2$s;--wp-admin-theme-color%1$s--rgb:%3$s;', $suffix, $value, implode( ',', self::rgb( $value ) ) );
		}
		return ':root{' . $css . '}';
	}

	/**
	 * The current user's scheme slug.
	 */
	private static function user_scheme(): string {
		$scheme = get_user_option( 'admin_color' );
		return is_string( $scheme ) && '' !== $scheme ? $scheme : 'fresh';
	}

	/**
	 * The colour and its two darker shades for a scheme: core's table, else the third colour a plugin
	 * registered for its scheme (the highlight, as in the default scheme), else the default scheme's.
	 *
	 * @param string $scheme Scheme slug.
	 * @return array{0: string, 1: string, 2: string}
	 */
	private static function colors( string $scheme ): array {
		global $_wp_admin_css_colors;
		if ( isset( self::CORE[ $scheme ] ) ) {
			return self::CORE[ $scheme ];
		}
		$registered = is_array( $_wp_admin_css_colors ) ? ( $_wp_admin_css_colors[ $scheme ] ?? null ) : null;
		$colors     = is_object( $registered ) && isset( $registered->colors ) && is_array( $registered->colors ) ? array_values( $registered->colors ) : array();
		$color      = $colors[2] ?? ( $colors[0] ?? '' );
		$color      = is_string( $color ) ? strtolower( $color ) : '';
		if ( 1 !== preg_match( '/^#[0-9a-f]{6}$/', $color ) ) {
			return self::CORE['fresh'];
		}
		return array( $color, self::darken( $color, 0.1 ), self::darken( $color, 0.2 ) );
	}

	/**
	 * The red, green and blue of a #rrggbb colour.
	 *
	 * @param string $hex Colour.
	 * @return int[]
	 */
	private static function rgb( string $hex ): array {
		return array_map( static fn ( string $pair ): int => (int) hexdec( $pair ), str_split( substr( $hex, 1 ), 2 ) );
	}

	/**
	 * A darker shade of a #rrggbb colour.
	 *
	 * @param string $hex    Colour.
	 * @param float  $amount Fraction removed from each channel.
	 */
	private static function darken( string $hex, float $amount ): string {
		$channels = array_map(
			static fn ( int $channel ): string => sprintf( '%02x', (int) round( $channel * ( 1 - $amount ) ) ),
			self::rgb( $hex )
		);
		return '#' . implode( '', $channels );
	}
}
