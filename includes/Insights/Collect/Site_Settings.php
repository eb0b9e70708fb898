<?php
/**
 * The site settings of Insights as collection reads them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Collect;

/**
 * One place for the settings collection reads (the options of INSIGHTS.md, registered by Insights\Settings).
 * They are autoloaded options: reading them costs no query, also when one was never saved.
 */
final class Site_Settings {

	/**
	 * Whether counting is on for the site.
	 */
	public static function counting(): bool {
		return self::flag( 'gblocks_pro_insights', true );
	}

	/**
	 * Whether users who can edit an overlay are counted too.
	 */
	public static function count_editors(): bool {
		return self::flag( 'gblocks_pro_insights_count_editors', false );
	}

	/**
	 * Whether Do Not Track / Global Privacy Control visitors are left uncounted.
	 */
	public static function honor_dnt(): bool {
		return self::flag( 'gblocks_pro_insights_honor_dnt', true );
	}

	/**
	 * A boolean option with its default when it was never saved.
	 *
	 * @param string $name    Option.
	 * @param bool   $default Default.
	 */
	private static function flag( string $name, bool $default ): bool {
		// Only from the autoloaded options: a setting never saved is its default without the query
		// get_option() would make to learn that it is missing.
		if ( ! array_key_exists( $name, wp_load_alloptions() ) ) {
			return $default;
		}
		$value = get_option( $name, $default );
		return is_bool( $value ) ? $value : ( is_scalar( $value ) ? filter_var( $value, FILTER_VALIDATE_BOOLEAN ) : $default );
	}
}
