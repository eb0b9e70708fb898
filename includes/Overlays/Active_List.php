<?php
/**
 * The list of published overlays, kept in an option so that a page decides what it needs without a query.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays;

use GBlocks_Pro\Support\Derived_Option;
use GBlocks_Pro\Support\Feature;

/**
 * Option gblocks_pro_active_overlays: id => the few settings the front end decides with, with the
 * generation it was built from (Support\Derived_Option). Rebuilt when an overlay is saved, deleted,
 * changes status or has its settings changed.
 */
final class Active_List implements Feature {

	public const OPTION = 'gblocks_pro_active_overlays';

	/**
	 * The option holding the list's current generation (Support\Derived_Option).
	 */
	public const GENERATION_OPTION = 'gblocks_pro_active_overlays_generation';

	/**
	 * The list's store (store()).
	 *
	 * @var Derived_Option|null
	 */
	private static ?Derived_Option $store = null;

	/**
	 * Adds the invalidation hooks.
	 */
	public function register(): void {
		add_action( 'save_post_' . Post_Type::POST_TYPE, array( self::class, 'invalidate' ) );
		add_action( 'transition_post_status', array( self::class, 'on_status_change' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'on_post_deleted' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_meta_change' ), 10, 3 );
		}
	}

	/**
	 * The active overlays: id => { type, trigger, condition, invert, settings }. Rebuilt when missing or
	 * of an older generation (Support\Derived_Option).
	 *
	 * @return array<int, array{type: string, trigger: string, condition: string, invert: bool, settings: array<string, mixed>}>
	 */
	public static function get(): array {
		/**
		 * What build() returns.
		 *
		 * @var array<int, array{type: string, trigger: string, condition: string, invert: bool, settings: array<string, mixed>}> $list
		 */
		$list = self::store()->get();
		return $list;
	}

	/**
	 * The list's store: the option and the generation it was built from, which a value derived from the
	 * list (Insights\Goals) shares.
	 */
	public static function store(): Derived_Option {
		if ( null === self::$store ) {
			self::$store = new Derived_Option( self::OPTION, self::build( ... ), self::GENERATION_OPTION );
		}
		return self::$store;
	}

	/**
	 * Reads every published overlay and stores the list.
	 *
	 * @return array<int, array{type: string, trigger: string, condition: string, invert: bool, settings: array<string, mixed>}>
	 */
	public static function rebuild(): array {
		/**
		 * What build() returns.
		 *
		 * @var array<int, array{type: string, trigger: string, condition: string, invert: bool, settings: array<string, mixed>}> $list
		 */
		$list = self::store()->rebuild();
		return $list;
	}

	/**
	 * Reads every published overlay (one query for the posts, one for their meta).
	 *
	 * @return array<int, array{type: string, trigger: string, condition: string, invert: bool, settings: array<string, mixed>}>
	 */
	private static function build(): array {
		$ids  = get_posts(
			array(
				'post_type'              => Post_Type::POST_TYPE,
				'post_status'            => 'publish',
				'posts_per_page'         => -1,
				'fields'                 => 'ids',
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'no_found_rows'          => true,
				'suppress_filters'       => true,
				'update_post_term_cache' => false,
			)
		);
		$list = array();
		update_meta_cache( 'post', array_map( 'intval', $ids ) );
		foreach ( $ids as $id ) {
			$id          = (int) $id;
			$settings    = Meta::settings( $id );
			$list[ $id ] = array(
				'type'      => (string) $settings['type'],
				'trigger'   => (string) $settings['trigger_type'],
				'condition' => (string) $settings['display_condition'],
				'invert'    => (bool) $settings['display_condition_invert'],
				// The whole settings, so that printing a shown overlay reads no meta (DESIGN §10 budget).
				'settings'  => $settings,
			);
		}
		return $list;
	}

	/**
	 * An overlay changed: this request reads the list anew, other requests rebuild it, and the end of
	 * this request rebuilds it so that visitors never pay for it.
	 */
	public static function invalidate(): void {
		self::store()->invalidate();
	}

	/**
	 * Publishing, unpublishing or trashing an overlay.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public static function on_status_change( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( Post_Type::POST_TYPE === $post->post_type && $new_status !== $old_status ) {
			self::invalidate();
		}
	}

	/**
	 * Deleting an overlay.
	 *
	 * @param int           $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public static function on_post_deleted( int $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && Post_Type::POST_TYPE === $post->post_type ) {
			self::invalidate();
		}
	}

	/**
	 * A setting of an overlay changed (REST writes meta after save_post).
	 *
	 * @param mixed  $meta_ids  Meta id(s).
	 * @param int    $object_id Post id.
	 * @param string $meta_key  Meta key.
	 */
	public static function on_meta_change( $meta_ids, $object_id, $meta_key ): void {
		if ( is_string( $meta_key ) && str_starts_with( $meta_key, Meta::PREFIX ) && Post_Type::POST_TYPE === get_post_type( (int) $object_id ) ) {
			self::invalidate();
		}
	}
}
