<?php
/**
 * REST routes of the overlay category manager.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Overlays\Taxonomy;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Category_Routes;

/**
 * The shared category routes at generateblocks-pro/overlays/v1/manage_category, over gblocks_overlay_cat,
 * for users who can manage overlays; the list ends with the virtual 'uncategorized' category.
 */
final class Overlay_Category_Routes extends Category_Routes {

	/**
	 * The overlays' category routes.
	 */
	public function __construct() {
		parent::__construct(
			'generateblocks-pro/overlays/v1',
			Taxonomy::categories(),
			Capabilities::MANAGE_OVERLAYS,
			static fn(): string => __( 'Sorry, you are not allowed to manage overlay panels.', 'gblocks-pro' )
		);
	}
}
