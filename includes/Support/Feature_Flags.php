<?php
/**
 * Feature flags stored as options.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Reads and seeds the plugin's feature flags.
 */
final class Feature_Flags {

	public const OVERLAYS         = 'gblocks_pro_enable_overlays';
	public const BLOCK_CONDITIONS = 'gblocks_pro_enable_block_conditions';
	public const ACF              = 'gblocks_pro_enable_acf';

	/**
	 * Defaults of every flag: overlays and block conditions on, the custom-field integration off.
	 *
	 * @return array<string, bool>
	 */
	public static function defaults(): array {
		return array(
			self::OVERLAYS         => true,
			self::BLOCK_CONDITIONS => true,
			self::ACF              => false,
		);
	}

	/**
	 * Writes the defaults for flags that have no value yet (existing choices are kept).
	 */
	public static function add_defaults(): void {
		foreach ( self::defaults() as $option => $value ) {
			add_option( $option, $value ? '1' : '0' );
		}
	}

	/**
	 * Whether a flag is on.
	 *
	 * @param string $flag One of the class constants.
	 */
	public static function enabled( string $flag ): bool {
		$defaults = self::defaults();
		$value    = get_option( $flag, ( $defaults[ $flag ] ?? false ) ? '1' : '0' );
		return filter_var( $value, FILTER_VALIDATE_BOOLEAN );
	}
}
