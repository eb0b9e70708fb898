<?php
/**
 * A condition saved or deleted makes the cached usage stale.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Usage\Usage_Scanner;

/**
 * The usage scan caches, per condition, where it is used; the sources say what else makes that stale
 * (Usage_Source::invalidated_by()). A condition saved or deleted does too: this feature says so here.
 */
final class Usage_Invalidation implements Feature {

	/**
	 * Hooks, on a static method: Plugin adds them by class name, so this class loads only on a save.
	 */
	public function register(): void {
		add_action( 'save_post', array( self::class, 'post_changed' ), 10, 2 );
		add_action( 'deleted_post', array( self::class, 'post_changed' ), 10, 2 );
	}

	/**
	 * Drops every cached usage when a condition is saved or deleted.
	 *
	 * @param int|string    $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public static function post_changed( $post_id, $post = null ): void {
		$type = $post instanceof \WP_Post ? $post->post_type : (string) get_post_type( (int) $post_id );
		if ( Post_Type::POST_TYPE === $type ) {
			Usage_Scanner::instance()->invalidate();
		}
	}
}
