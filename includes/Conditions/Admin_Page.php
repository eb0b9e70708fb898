<?php
/**
 * The Conditions admin screen.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Support\Capabilities;

/**
 * GBlocks Pro > Conditions (page=generateblocks-conditions), mounted by src/entries/conditions-admin.tsx.
 */
final class Admin_Page extends Admin_Screen {

	/**
	 * Page slug.
	 */
	public function slug(): string {
		return Admin_Screen_Slugs::CONDITIONS;
	}

	/**
	 * Page title.
	 */
	public function title(): string {
		return __( 'Conditions', 'gblocks-pro' );
	}

	/**
	 * Capability to see the page.
	 */
	public function capability(): string {
		return Capabilities::MANAGE_CONDITIONS;
	}

	/**
	 * Bundle name.
	 */
	public function entry(): string {
		return 'conditions-admin';
	}

	/**
	 * Position under the menu.
	 */
	public function position(): int {
		return 20;
	}
}
