<?php
/**
 * Admin page slugs, kept in one place because screens link to each other.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Page slugs of the plugin's admin screens.
 */
final class Admin_Screen_Slugs {
	public const OVERLAYS        = Admin_Screen::MENU_SLUG;
	public const CONDITIONS      = 'generateblocks-conditions';
	public const GLOBAL_STYLES   = 'generateblocks-styles';
	public const PATTERN_LIBRARY = 'gblocks-pro-pattern-library';
	public const SETTINGS        = 'gblocks-pro-settings';
}
