<?php
/**
 * The plugin's settings, registered for core's /wp/v2/settings.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Settings;

use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Feature_Flags;

/**
 * Registers every feature flag of Support\Feature_Flags as a setting (group gblocks_pro, boolean,
 * show_in_rest), so the Settings screen reads and saves them through core's /wp/v2/settings
 * (manage_options). Stored as '1' / '0', the way activation writes them, whatever a client sends.
 *
 * Also "Page cache compatibility" (Page_Cache\Cache_Safety::OPTION), a string of three values
 * (Cache_Safety::MODES: auto, which follows WP_CACHE, on, off), so that "automatic" can be chosen again
 * after a choice; without a stored value it is auto.
 */
final class Settings implements Feature {

	public const GROUP = 'gblocks_pro';

	/**
	 * Adds the registration on init and rest_api_init (core registers its own settings on both).
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_settings' ) );
		add_action( 'rest_api_init', array( self::class, 'register_settings' ) );
	}

	/**
	 * Registers the flags.
	 */
	public static function register_settings(): void {
		foreach ( Feature_Flags::defaults() as $option => $default ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'boolean',
					'description'       => self::description( $option ),
					'default'           => $default,
					'sanitize_callback' => array( self::class, 'sanitize_flag' ),
					'show_in_rest'      => true,
				)
			);
		}
		register_setting(
			self::GROUP,
			Cache_Safety::OPTION,
			array(
				'type'              => 'string',
				'description'       => __( 'Whether visitor rules (device, cookie, referrer, query parameter, date and time) are decided in the browser on pages a shared page cache may store: auto (on when WP_CACHE is set), on or off.', 'gblocks-pro' ),
				'default'           => Cache_Safety::FOLLOW_WP_CACHE,
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => Cache_Safety::MODES,
					),
				),
				'sanitize_callback' => array( Cache_Safety::class, 'sanitize' ),
			)
		);
	}

	/**
	 * A flag as stored: '1' or '0'.
	 *
	 * @param mixed $value The submitted value.
	 */
	public static function sanitize_flag( $value ): string {
		return filter_var( $value, FILTER_VALIDATE_BOOLEAN ) ? '1' : '0';
	}

	/**
	 * What a flag does (the schema's description).
	 *
	 * @param string $option The option name.
	 */
	private static function description( string $option ): string {
		return match ( $option ) {
			Feature_Flags::OVERLAYS         => __( 'Whether overlay panels are printed on the front end.', 'gblocks-pro' ),
			Feature_Flags::BLOCK_CONDITIONS => __( 'Whether display conditions hide blocks and menu items.', 'gblocks-pro' ),
			Feature_Flags::ACF              => __( 'Whether Advanced Custom Fields values are read in dynamic tags and loops.', 'gblocks-pro' ),
			default                         => '',
		};
	}
}
