<?php
/**
 * The shared slug rule on WordPress's own terms routes of our taxonomies.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Categories;

/**
 * For controllers extending WP_REST_Terms_Controller (/wp/v2/condition-categories,
 * /wp/v2/overlay-categories): a given slug is normalised with Category_Slug, and a new category
 * without one gets the slug of its name by that rule rather than by sanitize_title(), so that a
 * category has the same slug whichever route created it. A rename without a slug keeps the slug.
 * When the rule leaves nothing (a name without a letter a-z or digit), WordPress decides as before.
 */
trait Category_Core_Slugs {

	/**
	 * The term to save, with its slug by the shared rule.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return object|\WP_Error
	 */
	public function prepare_item_for_database( $request ) {
		$prepared = parent::prepare_item_for_database( $request );
		if ( ! $prepared instanceof \stdClass ) {
			return $prepared;
		}
		$slug = isset( $prepared->slug ) && is_string( $prepared->slug ) ? Category_Slug::from( $prepared->slug ) : '';
		if ( '' === $slug && ! isset( $request['id'] ) && isset( $prepared->name ) && is_string( $prepared->name ) ) {
			$slug = Category_Slug::from( $prepared->name );
		}
		if ( '' !== $slug ) {
			$prepared->slug = $slug;
		}
		return $prepared;
	}
}
