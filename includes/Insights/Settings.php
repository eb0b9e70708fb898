<?php
/**
 * The site's settings of Insights, registered for core's /wp/v2/settings.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights;

use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Support\Feature;

/**
 * Four settings in the group gblocks_pro (the Settings screen reads and saves them through
 * /wp/v2/settings, manage_options): counting on or off, whether users who can edit an overlay are
 * counted, whether Do Not Track / Global Privacy Control visitors are left out, and how many days of
 * daily counts are kept.
 *
 * The readers look only at the autoloaded options (wp_load_alloptions(), in memory), so that a page
 * view makes no query for them, even on a site that never saved them (a missing option would cost one
 * query each): a missing option reads as its default. WordPress saves these small options autoloaded.
 *
 * Flags are stored as '1' / '0', like the feature flags. A retention outside 30..3650 days sent through
 * REST is refused with a 400 naming the setting (the schema's minimum and maximum); written another way
 * (update_option(), WP-CLI) it is clamped into the range, and a value that is not a number is the default.
 */
final class Settings implements Feature {

	public const GROUP = 'gblocks_pro';

	public const ENABLED = 'gblocks_pro_insights';

	public const COUNT_EDITORS = 'gblocks_pro_insights_count_editors';

	public const HONOR_DNT = 'gblocks_pro_insights_honor_dnt';

	public const RETENTION_DAYS = 'gblocks_pro_insights_retention_days';

	/**
	 * Whether the visitor's browser keeps a visitor history (read by Conditions\Visitor_History_Script,
	 * which holds the same name: features share no classes).
	 */
	public const VISITOR_HISTORY = 'gblocks_pro_visitor_history';

	/**
	 * The one definition of the four settings (names, types, defaults, the retention's range), shared
	 * with the Settings screen.
	 */
	public const DEFINITION_FILE = 'src/settings/insights.json';

	/**
	 * The defaults of the flags, by option.
	 *
	 * @return array<string, bool>
	 */
	private static function flag_defaults(): array {
		$defaults = array();
		foreach ( self::definition() as $option => $setting ) {
			if ( 'boolean' === $setting['type'] ) {
				$defaults[ $option ] = (bool) $setting['default'];
			}
		}
		return $defaults;
	}

	/**
	 * The settings of the definition file: option => { type, default, minimum?, maximum? }.
	 *
	 * @return array<string, array{type: string, default: bool|int, minimum?: int, maximum?: int}>
	 */
	public static function definition(): array {
		/**
		 * The definition file's settings.
		 *
		 * @var array<string, array{type: string, default: bool|int, minimum?: int, maximum?: int}> $settings
		 */
		$settings = Contract_File::read( self::DEFINITION_FILE )['settings'] ?? array();
		return $settings;
	}

	/**
	 * The retention's default, minimum and maximum (days).
	 *
	 * @return array{default: int, minimum: int, maximum: int}
	 */
	public static function retention_range(): array {
		$setting = self::definition()[ self::RETENTION_DAYS ];
		return array(
			'default' => (int) $setting['default'],
			'minimum' => (int) ( $setting['minimum'] ?? 1 ),
			'maximum' => (int) ( $setting['maximum'] ?? PHP_INT_MAX ),
		);
	}

	/**
	 * Registers the settings where they are read or saved through WordPress: the REST API and the admin
	 * (a front-end page view registers nothing; the readers need no registration).
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( self::class, 'register_settings' ) );
		add_action( 'admin_init', array( self::class, 'register_settings' ) );
	}

	/**
	 * Registers the four settings.
	 */
	public static function register_settings(): void {
		foreach ( self::flag_defaults() as $option => $default ) {
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
		$range = self::retention_range();
		register_setting(
			self::GROUP,
			self::RETENTION_DAYS,
			array(
				'type'              => 'integer',
				'description'       => self::description( self::RETENTION_DAYS ),
				'default'           => $range['default'],
				'sanitize_callback' => array( self::class, 'sanitize_retention' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => $range['minimum'],
						'maximum' => $range['maximum'],
					),
				),
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
	 * A retention as stored: whole days within the range (30..3650); the default when not a number.
	 *
	 * @param mixed $value The submitted value.
	 */
	public static function sanitize_retention( $value ): int {
		$range = self::retention_range();
		if ( ! is_numeric( $value ) ) {
			return $range['default'];
		}
		return max( $range['minimum'], min( $range['maximum'], (int) round( (float) $value ) ) );
	}

	/**
	 * Whether Insights counts on this site (each overlay also has its own switch: Goals::counted()).
	 */
	public static function enabled(): bool {
		return self::flag( self::ENABLED );
	}

	/**
	 * Whether users who can edit an overlay are counted when they see it.
	 */
	public static function count_editors(): bool {
		return self::flag( self::COUNT_EDITORS );
	}

	/**
	 * Whether visitors who send Do Not Track or Global Privacy Control are left out.
	 */
	public static function honor_dnt(): bool {
		return self::flag( self::HONOR_DNT );
	}

	/**
	 * How many days of daily counts are kept (30..3650).
	 */
	public static function retention_days(): int {
		$stored = self::stored( self::RETENTION_DAYS );
		return null === $stored ? self::retention_range()['default'] : self::sanitize_retention( $stored );
	}

	/**
	 * A flag: what is stored ('1', '0', or what another writer stored), else its default.
	 *
	 * @param string $option The option.
	 */
	private static function flag( string $option ): bool {
		$stored = self::stored( $option );
		return null === $stored ? self::flag_defaults()[ $option ] : '1' === self::sanitize_flag( $stored );
	}

	/**
	 * An option's stored value among the autoloaded options, null when there is none.
	 *
	 * @param string $option The option.
	 */
	private static function stored( string $option ): mixed {
		$all = wp_load_alloptions();
		return isset( $all[ $option ] ) ? maybe_unserialize( $all[ $option ] ) : null;
	}

	/**
	 * What a setting does (the schema's description).
	 *
	 * @param string $option The option.
	 */
	private static function description( string $option ): string {
		return match ( $option ) {
			self::ENABLED        => __( 'Whether views, closes and conversions of overlay panels are counted on this site.', 'gblocks-pro' ),
			self::COUNT_EDITORS  => __( 'Whether users who can edit an overlay panel are counted when they see it.', 'gblocks-pro' ),
			self::HONOR_DNT      => __( 'Whether visitors who send Do Not Track or Global Privacy Control are left out of the counts.', 'gblocks-pro' ),
			self::RETENTION_DAYS  => __( 'How many days of daily counts are kept (30 to 3650).', 'gblocks-pro' ),
			self::VISITOR_HISTORY => __( 'Whether visitors\' browsers keep a visitor history for the Visitor condition rules and frequency caps (never sent to the site).', 'gblocks-pro' ),
			default               => '',
		};
	}
}
