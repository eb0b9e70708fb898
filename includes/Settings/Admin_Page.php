<?php
/**
 * The Settings admin screen.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Settings;

use GBlocks_Pro\Support\Admin_Screen;

/**
 * GBlocks Pro > Settings (page=gblocks-pro-settings, manage_options), mounted by
 * src/entries/settings-admin.tsx: the feature flags and the custom-field integration, saved through
 * /wp/v2/settings. The screen is told whether ACF is loaded (window.gblocksPro.settings.acfActive).
 */
final class Admin_Page extends Admin_Screen {

	public const SLUG = 'gblocks-pro-settings';

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
					'acfActive' => self::acf_loaded(),
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
