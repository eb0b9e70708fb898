<?php
/**
 * The overlays' categories, as the categories module serves them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Categories\Category_Adapter;
use GBlocks_Pro\Support\Capabilities;

/**
 * The categories of gblocks_overlay_cat: the routes at generateblocks-pro/overlays/v1/manage_category for users
 * who can manage overlays, the list ending with the virtual 'uncategorized' category, and
 * `wp gblocks category --for=overlays`.
 */
final class Categories_Adapter extends Category_Adapter {

	/**
	 * The --for value.
	 */
	public function name(): string {
		return 'overlays';
	}

	/**
	 * The taxonomy.
	 *
	 * @return non-empty-string
	 */
	public function taxonomy(): string {
		return Taxonomy::TAXONOMY;
	}

	/**
	 * The overlays' REST namespace.
	 *
	 * @return non-falsy-string
	 */
	public function route_namespace(): string {
		return 'generateblocks-pro/overlays/v1';
	}

	/**
	 * Managing categories needs manage_gblocks_overlays.
	 */
	public function capability(): string {
		return Capabilities::MANAGE_OVERLAYS;
	}

	/**
	 * The refusal of the manage_category routes.
	 */
	public function manage_refusal(): string {
		return __( 'Sorry, you are not allowed to manage overlay panels.', 'gblocks-pro' );
	}

	/**
	 * The refusal of /wp/v2/overlay-categories.
	 */
	public function read_refusal(): string {
		return __( 'Sorry, you are not allowed to view overlay panels.', 'gblocks-pro' );
	}

	/**
	 * The overlays list the virtual 'uncategorized' category last, with the count of overlays without one.
	 *
	 * @return \Closure(): int
	 */
	public function uncategorized_count(): \Closure {
		return static fn(): int => Taxonomy::uncategorized_count();
	}
}
