<?php
/**
 * The Pattern Library admin screen.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Support\Admin_Screen;
use GBlocks_Pro\Support\Admin_Screen_Slugs;

/**
 * GBlocks Pro > Pattern Library (page=gblocks-pro-pattern-library, manage_options), mounted by
 * src/entries/pattern-library-admin.tsx. Two tabs: "Libraries" (the libraries this site reads patterns
 * from) and "Sharing" (collections of this site's synced patterns and the keys other sites use to read
 * them). The screen is told the address other sites must enter as Domain
 * (window.gblocksPro.patternLibrary.siteUrl).
 */
final class Admin_Page extends Admin_Screen {

	/**
	 * Page slug.
	 */
	public function slug(): string {
		return Admin_Screen_Slugs::PATTERN_LIBRARY;
	}

	/**
	 * Page title.
	 */
	public function title(): string {
		return __( 'Pattern Library', 'gblocks-pro' );
	}

	/**
	 * Capability to see the page: only administrators add libraries and keys.
	 */
	public function capability(): string {
		return 'manage_options';
	}

	/**
	 * Bundle name.
	 */
	public function entry(): string {
		return 'pattern-library-admin';
	}

	/**
	 * Position under the menu: after Global Styles, before Settings.
	 */
	public function position(): int {
		return 40;
	}

	/**
	 * The shared data plus this site's address (what a consumer enters as Domain).
	 *
	 * @return array<string, mixed>
	 */
	protected function script_data(): array {
		return array_merge(
			parent::script_data(),
			array(
				'patternLibrary' => array(
					'siteUrl' => untrailingslashit( home_url() ),
				),
			)
		);
	}
}
