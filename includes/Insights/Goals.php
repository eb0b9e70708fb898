<?php
/**
 * The conversion goal of each overlay, kept where a page view reads it without a query.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights;

use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Post_Type;
use GBlocks_Pro\Support\Derived_Option;
use GBlocks_Pro\Support\Feature;

/**
 * Option gblocks_pro_insights_goals (autoloaded): for every published overlay whether it is counted
 * (its "Count views and conversions" setting, insights_enabled) and its goal as the counting script
 * needs it, and the page-visit goals by path, with the generation of the active list it was derived
 * from (Support\Derived_Option). Rebuilt at the end of a request that saved, published, unpublished,
 * trashed or deleted an overlay or changed one of its settings, so that a page view reads only
 * autoloaded options (no query).
 *
 * The goal kinds (settings.json goal_type): click (a link or button inside the overlay that is not a
 * close control), selector (elements matching goal_selector, inside the overlay or anywhere on the page:
 * goal_scope), form (a form submitted inside the overlay), page (a visit to goal_path within
 * goal_minutes of a view, decided in the browser), event (only the gblocks:conversion event). A selector
 * goal without a selector, or a page goal without a path, counts only the event: nothing else can match.
 */
final class Goals implements Feature {

	public const OPTION = 'gblocks_pro_insights_goals';

	/**
	 * The option's store (store()).
	 *
	 * @var Derived_Option|null
	 */
	private static ?Derived_Option $store = null;

	/**
	 * Adds the hooks that make the option stale (Plugin lists the same ones, by class name).
	 */
	public function register(): void {
		add_action( 'save_post_' . Post_Type::POST_TYPE, array( self::class, 'invalidate' ) );
		add_action( 'transition_post_status', array( self::class, 'on_status_change' ), 10, 3 );
		add_action( 'deleted_post', array( self::class, 'on_post_deleted' ), 10, 2 );
		add_action( 'added_post_meta', array( self::class, 'on_meta_change' ), 10, 3 );
		add_action( 'updated_post_meta', array( self::class, 'on_meta_change' ), 10, 3 );
		add_action( 'deleted_post_meta', array( self::class, 'on_meta_change' ), 10, 3 );
	}

	/**
	 * An overlay's goal as the page config carries it: `{type}`, plus `selector` and `scope` for a
	 * selector goal. A published overlay's comes from the option; another one's (a draft shown in a
	 * preview) is read from its settings.
	 *
	 * @param int $overlay_id Overlay id.
	 * @return array{type: string, selector?: string, scope?: string}
	 */
	public static function of( int $overlay_id ): array {
		$entry = self::data()['overlays'][ $overlay_id ] ?? null;
		return null !== $entry ? $entry['goal'] : self::goal( Meta::settings( $overlay_id ) );
	}

	/**
	 * Whether views and conversions of an overlay are counted (its insights_enabled setting; the site's
	 * own switch is Settings::enabled()).
	 *
	 * @param int $overlay_id Overlay id.
	 */
	public static function counted( int $overlay_id ): bool {
		$entry = self::data()['overlays'][ $overlay_id ] ?? null;
		return null !== $entry ? $entry['counted'] : (bool) Meta::settings( $overlay_id )['insights_enabled'];
	}

	/**
	 * For the collection endpoint, which answers before init: every published overlay's id => whether it
	 * is counted, as stored, or null when the option is not built. Never rebuilt here: a rebuild reads the
	 * overlays' settings, whose meta is registered on init.
	 *
	 * @return array<int, bool>|null
	 */
	public static function stored_counted(): ?array {
		$data = self::stored();
		if ( null === $data ) {
			return null;
		}
		$counted = array();
		foreach ( $data['overlays'] as $id => $entry ) {
			$counted[ (int) $id ] = is_array( $entry ) && ! empty( $entry['counted'] );
		}
		return $counted;
	}

	/**
	 * The counted, published overlays whose goal is a visit to this path: overlay id => minutes (how long
	 * after a view the visit still counts). The path is compared as Meta::sanitize_path() spells it, with
	 * a trailing slash: /thank-you, /thank-you/ and /thank-you/?utm=x are one page.
	 *
	 * @param string $path The request path (a query or fragment is ignored).
	 * @return array<int, int>
	 */
	public static function for_path( string $path ): array {
		return self::data()['pages'][ self::page_key( $path ) ] ?? array();
	}

	/**
	 * The key of a path in the option's page list.
	 *
	 * @param string $path A path.
	 */
	public static function page_key( string $path ): string {
		return rtrim( Meta::sanitize_path( $path ), '/' ) . '/';
	}

	/**
	 * The option, rebuilt when missing.
	 *
	 * @return array{overlays: array<int, array{counted: bool, goal: array{type: string, selector?: string, scope?: string}}>, pages: array<string, array<int, int>>}
	 */
	private static function data(): array {
		return self::stored() ?? self::rebuild();
	}

	/**
	 * The option as rebuild() stored it, or null when it is missing, of an older generation than the
	 * active list or not of that shape.
	 *
	 * @return array{overlays: array<int, array{counted: bool, goal: array{type: string, selector?: string, scope?: string}}>, pages: array<string, array<int, int>>}|null
	 */
	private static function stored(): ?array {
		$data = self::store()->stored();
		if ( ! is_array( $data ) || ! isset( $data['overlays'], $data['pages'] ) || ! is_array( $data['overlays'] ) ) {
			return null;
		}
		/**
		 * What build() stored.
		 *
		 * @var array{overlays: array<int, array{counted: bool, goal: array{type: string, selector?: string, scope?: string}}>, pages: array<string, array<int, int>>} $data
		 */
		return $data;
	}

	/**
	 * The goal of an overlay's settings.
	 *
	 * @param array<string, mixed> $settings Meta::settings() of the overlay.
	 * @return array{type: string, selector?: string, scope?: string}
	 */
	private static function goal( array $settings ): array {
		$type = (string) $settings['goal_type'];
		if ( 'selector' === $type && '' !== $settings['goal_selector'] ) {
			return array(
				'type'     => 'selector',
				'selector' => (string) $settings['goal_selector'],
				'scope'    => (string) $settings['goal_scope'],
			);
		}
		if ( 'selector' === $type || ( 'page' === $type && '' === $settings['goal_path'] ) ) {
			return array( 'type' => 'event' );
		}
		return array( 'type' => $type );
	}

	/**
	 * Derives the option from the overlays' active list (Overlays\Active_List: every published overlay
	 * with its whole settings, autoloaded, which the page already read to print its overlays), so a
	 * rebuild on a page view makes no query of its own, and stores it, autoloaded, with the list's
	 * generation (Support\Derived_Option): a change of any overlay makes it stale with the list.
	 *
	 * @return array{overlays: array<int, array{counted: bool, goal: array{type: string, selector?: string, scope?: string}}>, pages: array<string, array<int, int>>}
	 */
	public static function rebuild(): array {
		/**
		 * What build() returns.
		 *
		 * @var array{overlays: array<int, array{counted: bool, goal: array{type: string, selector?: string, scope?: string}}>, pages: array<string, array<int, int>>} $data
		 */
		$data = self::store()->rebuild();
		return $data;
	}

	/**
	 * The option's store, of the active list's generation.
	 */
	private static function store(): Derived_Option {
		if ( null === self::$store ) {
			self::$store = new Derived_Option( self::OPTION, self::build( ... ), Active_List::store() );
		}
		return self::$store;
	}

	/**
	 * The goals of the published overlays, from the active list.
	 *
	 * @return array{overlays: array<int, array{counted: bool, goal: array{type: string, selector?: string, scope?: string}}>, pages: array<string, array<int, int>>}
	 */
	private static function build(): array {
		$data = array(
			'overlays' => array(),
			'pages'    => array(),
		);
		foreach ( Active_List::get() as $id => $entry ) {
			$id                      = (int) $id;
			$settings                = $entry['settings'];
			$goal                    = self::goal( $settings );
			$counted                 = (bool) $settings['insights_enabled'];
			$data['overlays'][ $id ] = array(
				'counted' => $counted,
				'goal'    => $goal,
			);
			if ( $counted && 'page' === $goal['type'] ) {
				$data['pages'][ self::page_key( (string) $settings['goal_path'] ) ][ $id ] = (int) $settings['goal_minutes'];
			}
		}
		return $data;
	}

	/**
	 * An overlay changed: the option is rebuilt at the end of the request, after the active list (or by
	 * the next reader, if first).
	 */
	public static function invalidate(): void {
		self::store()->invalidate();
	}

	/**
	 * Rebuilds when stale (the end-of-request rebuild, run now).
	 */
	public static function rebuild_if_stale(): void {
		if ( null === self::stored() ) {
			self::rebuild();
		}
	}

	/**
	 * Publishing, unpublishing, trashing or restoring an overlay.
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
	 * A setting of an overlay changed (REST writes meta after save_post). Any setting: the option is of
	 * the active list's generation, which any setting's change moves on.
	 *
	 * @param mixed $meta_ids  Meta id(s).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public static function on_meta_change( $meta_ids, $object_id, $meta_key ): void {
		unset( $meta_ids );
		if ( ! is_string( $meta_key ) || ! str_starts_with( $meta_key, Meta::PREFIX ) ) {
			return;
		}
		if ( Post_Type::POST_TYPE === get_post_type( (int) $object_id ) ) {
			self::invalidate();
		}
	}
}
