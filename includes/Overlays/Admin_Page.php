<?php
/**
 * The Overlay Panels admin screen.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Support\Capabilities;

/**
 * GBlocks Pro > Overlay Panels, mounted by src/entries/overlays-admin.tsx.
 */
final class Admin_Page extends Admin_Screen {

	/**
	 * Page slug (also the top-level menu's).
	 */
	public function slug(): string {
		return Admin_Screen_Slugs::OVERLAYS;
	}

	/**
	 * Page title.
	 */
	public function title(): string {
		return __( 'Overlay Panels', 'gblocks-pro' );
	}

	/**
	 * Capability to see the page.
	 */
	public function capability(): string {
		return Capabilities::MANAGE_OVERLAYS;
	}

	/**
	 * Bundle name.
	 */
	public function entry(): string {
		return 'overlays-admin';
	}

	/**
	 * Position under the menu.
	 */
	public function position(): int {
		return 10;
	}
}
