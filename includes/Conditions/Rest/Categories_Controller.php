<?php
/**
 * REST routes of the condition category manager.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Rest;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Category_Routes;

/**
 * The shared category routes at generateblocks-pro/advanced-conditions/v1/manage_category, over
 * gblocks_condition_cat, for users who can manage conditions (no virtual 'uncategorized' entry).
 */
final class Categories_Controller extends Category_Routes {

	/**
	 * The conditions' category routes.
	 */
	public function __construct() {
		parent::__construct(
			Conditions_Controller::NAMESPACE,
			Post_Type::categories(),
			Capabilities::MANAGE_CONDITIONS,
			static fn(): string => __( 'Sorry, you are not allowed to manage conditions.', 'gblocks-pro' )
		);
	}
}
