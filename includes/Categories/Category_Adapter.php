<?php
/**
 * What the categories module needs to know of one feature's taxonomy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

/**
 * A feature describes its categories with a small adapter and hands it to Categories::register(): the
 * module then serves {route_namespace}/manage_category, the read rule of the taxonomy's core route
 * (Core_Categories_Controller) and `wp gblocks category --for={name}`. The methods are called late
 * (on rest_api_init, on a request, on a command), so that registering loads nothing else.
 */
abstract class Category_Adapter {

	/**
	 * The --for value of `wp gblocks category`, e.g. 'conditions'.
	 */
	abstract public function name(): string;

	/**
	 * The taxonomy of the categories.
	 *
	 * @return non-empty-string
	 */
	abstract public function taxonomy(): string;

	/**
	 * The REST namespace of the manage_category routes, e.g. generateblocks-pro/overlays/v1.
	 *
	 * @return non-falsy-string
	 */
	abstract public function route_namespace(): string;

	/**
	 * The capability every manage_category route needs.
	 */
	abstract public function capability(): string;

	/**
	 * The translated refusal of a user who may not manage the categories.
	 */
	abstract public function manage_refusal(): string;

	/**
	 * The translated refusal of a user who may not read the categories on the core route.
	 */
	abstract public function read_refusal(): string;

	/**
	 * Counts the items without a category, for the virtual 'uncategorized' category listed last; null
	 * when the feature has none.
	 *
	 * @return (\Closure(): int)|null
	 */
	public function uncategorized_count(): ?\Closure {
		return null;
	}

	/**
	 * The feature's categories.
	 */
	public function service(): Category_Service {
		return new Category_Service( $this->taxonomy(), $this->uncategorized_count() );
	}
}
