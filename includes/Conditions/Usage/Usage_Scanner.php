<?php
/**
 * Where a condition is used: overlays and blocks, across every post type that uses the editor.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions\Usage;

use GBlocks_Pro\Conditions\Post_Type;
use GBlocks_Pro\Overlays\Post_Type as Overlay_Post_Type;
use GBlocks_Pro\Support\Feature;

/**
 * Scans the database for the overlays whose display condition is the id and the posts, templates,
 * template parts, synced patterns and block widgets holding a block whose gbBlockCondition is the
 * id. Every matching post is found (no cap). Results are cached per condition and invalidated by a
 * version number bumped whenever content that could hold a usage is saved or deleted.
 */
final class Usage_Scanner implements Feature {

	public const VERSION_OPTION  = 'gblocks_pro_usage_version';
	public const CACHE_PREFIX    = 'gblocks_pro_usage_';
	public const OVERLAY_META    = '_gb_overlay_display_condition';
	public const BLOCK_ATTRIBUTE = 'gbBlockCondition';

	/**
	 * The shared instance.
	 *
	 * @var Usage_Scanner|null
	 */
	private static ?Usage_Scanner $instance = null;

	/**
	 * The shared instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Invalidation hooks.
	 */
	public function register(): void {
		add_action( 'save_post', array( $this, 'post_changed' ), 10, 2 );
		add_action( 'deleted_post', array( $this, 'post_changed' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( $this, 'meta_changed' ), 10, 3 );
		}
		add_action( 'update_option_widget_block', array( $this, 'invalidate' ) );
		add_action( 'add_option_widget_block', array( $this, 'invalidate' ) );
	}

	/**
	 * Post types whose content is scanned for blocks: every type that uses the editor, plus
	 * templates, template parts, synced patterns and navigation menus.
	 *
	 * @return string[]
	 */
	public static function block_post_types(): array {
		$types = array();
		foreach ( get_post_types() as $type ) {
			if ( 'revision' !== $type && ( post_type_supports( $type, 'editor' ) || in_array( $type, array( 'wp_template', 'wp_template_part', 'wp_block', 'wp_navigation' ), true ) ) ) {
				$types[] = $type;
			}
		}

		/**
		 * Filters the post types whose content the usage scan reads for blocks with a condition.
		 *
		 * @param string[] $types Post type names.
		 */
		return array_values( array_unique( array_map( 'strval', (array) apply_filters( 'gblocks_pro_usage_post_types', $types ) ) ) );
	}

	/**
	 * Bumps the version when content that can hold a usage changes.
	 *
	 * @param int|string    $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public function post_changed( $post_id, $post = null ): void {
		$type = $post instanceof \WP_Post ? $post->post_type : (string) get_post_type( (int) $post_id );
		if ( 'revision' === $type || Post_Type::POST_TYPE === $type || in_array( $type, self::block_post_types(), true ) || Overlay_Post_Type::POST_TYPE === $type ) {
			$this->invalidate();
		}
	}

	/**
	 * Bumps the version when an overlay's display condition changes.
	 *
	 * @param int|int[]  $meta_ids Meta ids.
	 * @param int|string $post_id  Post id.
	 * @param string     $key      Meta key.
	 */
	public function meta_changed( $meta_ids, $post_id, $key ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( self::OVERLAY_META === $key ) {
			$this->invalidate();
		}
	}

	/**
	 * Makes every cached usage stale.
	 */
	public function invalidate(): void {
		update_option( self::VERSION_OPTION, self::version() + 1, false );
	}

	/**
	 * The current cache version.
	 */
	private static function version(): int {
		return (int) get_option( self::VERSION_OPTION, 0 );
	}

	/**
	 * The usage of a condition in the shape of SPEC §3: total, and usage with the sections overlays
	 * and blocks (label, total, items).
	 *
	 * @param int $condition_id Condition id.
	 * @return array{total: int, usage: array<string, array{label: string, total: int, items: array<int, array<string, mixed>>}>}
	 */
	public function report( int $condition_id ): array {
		$found    = $this->find( $condition_id );
		$overlays = $this->post_items( $found['overlays'], 'overlay_display_condition' );
		$blocks   = array_merge( $this->post_items( $found['blocks'], 'block_attributes' ), self::widget_items( $found['widgets'] ) );
		return array(
			'total' => count( $overlays ) + count( $blocks ),
			'usage' => array(
				'overlays' => array(
					'label' => __( 'Overlay Panels', 'gblocks-pro' ),
					'total' => count( $overlays ),
					'items' => $overlays,
				),
				'blocks'   => array(
					'label' => __( 'Blocks', 'gblocks-pro' ),
					'total' => count( $blocks ),
					'items' => $blocks,
				),
			),
		);
	}

	/**
	 * The ids where a condition is used, from the cache when it is current.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{overlays: int[], blocks: int[], widgets: int[]}
	 */
	public function find( int $condition_id ): array {
		$key     = self::CACHE_PREFIX . $condition_id;
		$version = self::version();
		$cached  = get_transient( $key );
		if ( is_array( $cached ) && ( $cached['version'] ?? null ) === $version && isset( $cached['found'] ) ) {
			return $cached['found'];
		}
		$found = $this->scan( $condition_id );
		set_transient(
			$key,
			array(
				'version' => $version,
				'found'   => $found,
			),
			WEEK_IN_SECONDS
		);
		return $found;
	}

	/**
	 * Scans without the cache: one query for overlays, one for block content, one option for widgets.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{overlays: int[], blocks: int[], widgets: int[]}
	 */
	public function scan( int $condition_id ): array {
		global $wpdb;
		$id       = (string) $condition_id;
		$overlays = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A meta value match over one post type; the result is cached above.
			$wpdb->prepare(
				"SELECT DISTINCT p.ID FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type = %s AND p.post_status NOT IN ('trash', 'auto-draft', 'inherit') AND m.meta_key = %s AND m.meta_value = %s ORDER BY p.ID",
				Overlay_Post_Type::POST_TYPE,
				self::OVERLAY_META,
				$id
			)
		);

		// The attribute as the block serializer writes it: a string id, or a number followed by , or }.
		$attribute = '"' . self::BLOCK_ATTRIBUTE . '":';
		$likes     = array(
			'%' . $wpdb->esc_like( $attribute . '"' . $id . '"' ) . '%',
			'%' . $wpdb->esc_like( $attribute . $id . ',' ) . '%',
			'%' . $wpdb->esc_like( $attribute . $id . '}' ) . '%',
		);
		$types     = self::block_post_types();
		$blocks    = array();
		if ( $types ) {
			$in = implode( ',', array_fill( 0, count( $types ), '%s' ) );
			// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- A full content scan by design (no cap), cached above; one %s per post type.
			$rows = $wpdb->get_results(
				$wpdb->prepare(
					"SELECT ID, post_content FROM {$wpdb->posts} WHERE post_type IN ($in) AND post_status NOT IN ('trash', 'auto-draft', 'inherit') AND ( post_content LIKE %s OR post_content LIKE %s OR post_content LIKE %s ) ORDER BY ID", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- One %s per post type, built above.
					array_merge( $types, $likes )
				)
			);
			// phpcs:enable
			foreach ( (array) $rows as $row ) {
				if ( self::content_uses( (string) $row->post_content, $condition_id ) ) {
					$blocks[] = (int) $row->ID;
				}
			}
		}

		$widgets = array();
		foreach ( (array) get_option( 'widget_block', array() ) as $number => $widget ) {
			if ( is_array( $widget ) && isset( $widget['content'] ) && self::content_uses( (string) $widget['content'], $condition_id ) ) {
				$widgets[] = (int) $number;
			}
		}

		return array(
			'overlays' => array_map( 'intval', $overlays ),
			'blocks'   => $blocks,
			'widgets'  => $widgets,
		);
	}

	/**
	 * Whether block markup holds a block whose gbBlockCondition is the id (exact match; the LIKE of
	 * the query is not case-sensitive on every database).
	 *
	 * @param string $content      Block markup.
	 * @param int    $condition_id Condition id.
	 */
	public static function content_uses( string $content, int $condition_id ): bool {
		return (bool) preg_match( '/"' . self::BLOCK_ATTRIBUTE . '":(?:"' . $condition_id . '"|' . $condition_id . '[,}])/', $content );
	}

	/**
	 * Usage items of posts.
	 *
	 * @param int[]  $ids        Post ids.
	 * @param string $usage_type overlay_display_condition or block_attributes.
	 * @return array<int, array<string, mixed>>
	 */
	private function post_items( array $ids, string $usage_type ): array {
		$items = array();
		foreach ( array_chunk( $ids, 500 ) as $chunk ) {
			_prime_post_caches( $chunk, false, false );
			foreach ( $chunk as $id ) {
				$post = get_post( $id );
				if ( ! $post ) {
					continue;
				}
				$type    = get_post_type_object( $post->post_type );
				$items[] = array(
					'id'         => (int) $post->ID,
					'type'       => $post->post_type,
					'title'      => '' !== $post->post_title ? wp_strip_all_tags( $post->post_title ) : __( '(no title)', 'gblocks-pro' ),
					'status'     => $post->post_status,
					'type_label' => $type ? (string) $type->labels->singular_name : $post->post_type,
					'usage_type' => $usage_type,
					'edit_url'   => (string) get_edit_post_link( $post, 'raw' ),
					'view_url'   => 'publish' === $post->post_status && is_post_type_viewable( $post->post_type ) ? (string) get_permalink( $post ) : '',
				);
			}
		}
		return $items;
	}

	/**
	 * Usage items of block widgets.
	 *
	 * @param int[] $numbers Widget numbers.
	 * @return array<int, array<string, mixed>>
	 */
	private static function widget_items( array $numbers ): array {
		$items = array();
		foreach ( $numbers as $number ) {
			$items[] = array(
				'id'         => $number,
				'type'       => 'widget',
				/* translators: %d: widget number. */
				'title'      => sprintf( __( 'Block widget #%d', 'gblocks-pro' ), $number ),
				'status'     => 'publish',
				'type_label' => __( 'Widget', 'gblocks-pro' ),
				'usage_type' => 'block_attributes',
				'edit_url'   => admin_url( 'widgets.php' ),
				'view_url'   => '',
			);
		}
		return $items;
	}
}
