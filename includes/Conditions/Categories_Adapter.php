<?php
/**
 * The conditions' categories, as the categories module serves them.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Categories\Category_Adapter;
use GBlocks_Pro\Conditions\Rest\Conditions_Controller;
use GBlocks_Pro\Support\Capabilities;

/**
 * The categories of gblocks_condition_cat: the routes at generateblocks-pro/advanced-conditions/v1/manage_category
 * for users who can manage conditions (no virtual 'uncategorized' entry), and
 * `wp gblocks category --for=conditions`.
 */
final class Categories_Adapter extends Category_Adapter {

	/**
	 * The --for value.
	 */
	public function name(): string {
		return 'conditions';
	}

	/**
	 * The taxonomy.
	 *
	 * @return non-empty-string
	 */
	public function taxonomy(): string {
		return Post_Type::TAXONOMY;
	}

	/**
	 * The conditions' REST namespace.
	 *
	 * @return non-falsy-string
	 */
	public function route_namespace(): string {
		return Conditions_Controller::NAMESPACE;
	}

	/**
	 * Managing categories needs manage_gblocks_conditions.
	 */
	public function capability(): string {
		return Capabilities::MANAGE_CONDITIONS;
	}

	/**
	 * The refusal of the manage_category routes.
	 */
	public function manage_refusal(): string {
		return __( 'Sorry, you are not allowed to manage conditions.', 'gblocks-pro' );
	}

	/**
	 * The refusal of /wp/v2/condition-categories.
	 */
	public function read_refusal(): string {
		return __( 'Sorry, you are not allowed to view conditions.', 'gblocks-pro' );
	}
}
