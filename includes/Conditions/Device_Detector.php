<?php
/**
 * Server-side device detection from the request's user agent.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Classifies the visitor's device. It reads the User-Agent header (and Sec-CH-UA-Mobile through
 * wp_is_mobile()), so a page cache must vary on them for device conditions to be right.
 * iPadOS Safari sends a desktop user agent by default and is seen as a desktop.
 */
final class Device_Detector {

	/**
	 * User agents of tablets: iPads, Android devices without "Mobile", and common tablet families.
	 */
	private const TABLET = '/iPad|Tablet|PlayBook|Silk\/|Kindle|Nexus (7|9|10)\b|SM-T\d|\bTab\b|Android(?!.*Mobile)/i';

	/**
	 * Substrings that make a user agent mobile, as wp_is_mobile() reads them.
	 */
	private const MOBILE = array( 'Mobile', 'Android', 'Silk/', 'Kindle', 'BlackBerry', 'Opera Mini', 'Opera Mobi' );

	/**
	 * The devices of the current request (its User-Agent and Sec-CH-UA-Mobile headers).
	 *
	 * @return array{mobile: bool, tablet: bool, desktop: bool, ios: bool, android: bool}
	 */
	public static function detect(): array {
		$agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		$hint  = isset( $_SERVER['HTTP_SEC_CH_UA_MOBILE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_SEC_CH_UA_MOBILE'] ) ) : null;
		return self::classify( $agent, $hint );
	}

	/**
	 * The devices of a user agent (and an optional Sec-CH-UA-Mobile hint), without reading the request.
	 * Mobile is decided as wp_is_mobile() decides it (its filter included); a tablet is never mobile.
	 *
	 * @param string      $agent The user agent.
	 * @param string|null $hint  The Sec-CH-UA-Mobile header ('?1' or '?0'), null when not sent.
	 * @return array{mobile: bool, tablet: bool, desktop: bool, ios: bool, android: bool}
	 */
	public static function classify( string $agent, ?string $hint = null ): array {
		$key          = $agent . '|' . ( $hint ?? '-' );
		static $cache = array();
		if ( isset( $cache[ $key ] ) ) {
			return $cache[ $key ];
		}
		$tablet = '' !== $agent && (bool) preg_match( self::TABLET, $agent );
		if ( null !== $hint ) {
			$is_mobile = '?1' === $hint;
		} else {
			$is_mobile = false;
			foreach ( self::MOBILE as $needle ) {
				if ( '' !== $agent && str_contains( $agent, $needle ) ) {
					$is_mobile = true;
					break;
				}
			}
		}
		/** This filter is documented in wp-includes/vars.php (wp_is_mobile()). */
		$mobile  = ! $tablet && (bool) apply_filters( 'wp_is_mobile', $is_mobile ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter: mobile is decided exactly as wp_is_mobile() decides it.
		$devices = array(
			'mobile'  => $mobile,
			'tablet'  => $tablet,
			'desktop' => ! $mobile && ! $tablet,
			'ios'     => (bool) preg_match( '/iPhone|iPad|iPod/', $agent ),
			'android' => (bool) preg_match( '/Android/i', $agent ),
		);

		/**
		 * Filters the device detection of the current request (for example to use a CDN's device
		 * header). A page cache must vary on whatever this reads.
		 *
		 * @param array{mobile: bool, tablet: bool, desktop: bool, ios: bool, android: bool} $devices Detected devices.
		 * @param string                                                                     $agent   The user agent.
		 */
		$filtered = (array) apply_filters( 'gblocks_pro_device_detection', $devices, $agent );
		foreach ( $devices as $device => $detected ) {
			$devices[ $device ] = (bool) ( $filtered[ $device ] ?? $detected );
		}
		$cache[ $key ] = $devices;
		return $devices;
	}
}
