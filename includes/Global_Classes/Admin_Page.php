<?php
/**
 * The Global Styles admin screen.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;
use GBlocks_Pro\Styles\Breakpoints;
use GBlocks_Pro\Support\Capabilities;

/**
 * GBlocks Pro > Global Styles (page=generateblocks-styles), mounted by src/entries/global-styles-admin.tsx:
 * the list of global classes in output order, their editor, usage and CSS.
 */
final class Admin_Page extends Admin_Screen {

	/**
	 * Page slug.
	 */
	public function slug(): string {
		return Admin_Screen_Slugs::GLOBAL_STYLES;
	}

	/**
	 * Page title.
	 */
	public function title(): string {
		return __( 'Global Styles', 'gblocks-pro' );
	}

	/**
	 * Capability to see the page.
	 */
	public function capability(): string {
		return Capabilities::MANAGE_STYLES;
	}

	/**
	 * Bundle name.
	 */
	public function entry(): string {
		return 'global-styles-admin';
	}

	/**
	 * Position under the menu.
	 */
	public function position(): int {
		return 30;
	}

	/**
	 * Adds the breakpoints, which the class editor offers as devices.
	 *
	 * @return array<string, mixed>
	 */
	protected function script_data(): array {
		$data                = parent::script_data();
		$data['breakpoints'] = Breakpoints::all();
		return $data;
	}
}
