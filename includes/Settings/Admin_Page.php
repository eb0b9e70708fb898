<?php
/**
 * The Settings admin screen.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Settings;

use GBlocks_Pro\Page_Cache\Cache_Safety;
use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;

/**
 * GBlocks Pro > Settings (page=gblocks-pro-settings, manage_options), mounted by
 * src/entries/settings-admin.tsx: the feature flags and the custom-field integration, saved through
 * /wp/v2/settings. The screen is told whether ACF is loaded (window.gblocksPro.settings.acfActive), whether
 * the site has a page cache (pageCache: WP_CACHE, the default of "Page cache compatibility") and whether
 * page cache compatibility is in effect after the gblocks_pro_cache_safe_conditions filter
 * (cacheSafeInEffect).
 */
final class Admin_Page extends Admin_Screen {

	public const SLUG = Admin_Screen_Slugs::SETTINGS;

	/**
	 * Page slug.
	 */
	public function slug(): string {
		return self::SLUG;
	}

	/**
	 * Page title.
	 */
	public function title(): string {
		return __( 'Settings', 'gblocks-pro' );
	}

	/**
	 * Capability to see the page (core's settings route needs the same).
	 */
	public function capability(): string {
		return 'manage_options';
	}

	/**
	 * Bundle name.
	 */
	public function entry(): string {
		return 'settings-admin';
	}

	/**
	 * Position under the menu: last.
	 */
	public function position(): int {
		return 90;
	}

	/**
	 * The shared data plus whether ACF is loaded.
	 *
	 * @return array<string, mixed>
	 */
	protected function script_data(): array {
		return array_merge(
			parent::script_data(),
			array(
				'settings' => array(
					'acfActive'         => self::acf_loaded(),
					'pageCache'         => Cache_Safety::has_page_cache(),
					'cacheSafeInEffect' => Cache_Safety::enabled(),
				),
			)
		);
	}

	/**
	 * Whether Advanced Custom Fields is loaded (its API is there).
	 */
	public static function acf_loaded(): bool {
		return function_exists( 'get_field' ) && function_exists( 'acf_get_field_groups' );
	}
}
