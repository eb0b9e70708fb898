<?php
/**
 * Where a condition is used: the sections every feature registers.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Usage;

use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Save_Lock;

/**
 * Aggregates the usage sources registered through the filter `gblocks_pro_usage_sources` (overlays,
 * blocks, ...: each feature registers its own, so this feature imports none of them). What the sources
 * find is cached per condition and invalidated by a version number, bumped whenever a post type, meta key
 * or option that a source lists in invalidated_by() changes, or a condition is saved or deleted (the
 * conditions feature calls invalidate() then: Conditions\Usage_Invalidation).
 */
final class Usage_Scanner implements Feature {

	public const VERSION_OPTION = 'gblocks_pro_usage_version';
	public const CACHE_PREFIX   = 'gblocks_pro_usage_';

	/**
	 * How long a cached usage is kept (a week); it is dropped earlier when content changes.
	 */
	private const CACHE_TTL = 7 * 24 * 3600;

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
	 * Invalidation hooks, on static methods: Plugin adds them by class name, so this class loads only
	 * when content is written.
	 */
	public function register(): void {
		add_action( 'save_post', array( self::class, 'post_changed' ), 10, 2 );
		add_action( 'deleted_post', array( self::class, 'post_changed' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
		foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $hook ) {
			add_action( $hook, array( self::class, 'option_changed' ) );
		}
	}

	/**
	 * The registered sources, by section key, in registration order (a later source with the same key
	 * replaces an earlier one).
	 *
	 * @return array<string, Usage_Source>
	 */
	public static function sources(): array {
		/**
		 * Filters the usage sources: where conditions can be used. Each feature adds its own.
		 *
		 * @param Usage_Source[] $sources Sources.
		 */
		$sources = apply_filters( 'gblocks_pro_usage_sources', array() );
		$keyed   = array();
		foreach ( is_array( $sources ) ? $sources : array() as $source ) {
			if ( $source instanceof Usage_Source ) {
				$keyed[ $source->key() ] = $source;
			}
		}
		return $keyed;
	}

	/**
	 * Everything the sources list in invalidated_by() under one key.
	 *
	 * @param string $kind post_types, meta_keys or options.
	 * @return string[]
	 */
	private static function invalidators( string $kind ): array {
		$names = array();
		foreach ( self::sources() as $source ) {
			$listed = $source->invalidated_by()[ $kind ] ?? array();
			foreach ( is_array( $listed ) ? $listed : array() as $name ) {
				$names[] = (string) $name;
			}
		}
		return $names;
	}

	/**
	 * Bumps the version when content that can hold a usage changes.
	 *
	 * @param int|string    $post_id Post id.
	 * @param \WP_Post|null $post    The post.
	 */
	public static function post_changed( $post_id, $post = null ): void {
		$type = $post instanceof \WP_Post ? $post->post_type : (string) get_post_type( (int) $post_id );
		if ( 'revision' === $type || in_array( $type, self::invalidators( 'post_types' ), true ) ) {
			self::instance()->invalidate();
		}
	}

	/**
	 * Bumps the version when a meta key a source reads changes.
	 *
	 * @param int|int[]  $meta_ids Meta ids.
	 * @param int|string $post_id  Post id.
	 * @param string     $key      Meta key.
	 */
	public static function meta_changed( $meta_ids, $post_id, $key ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( is_string( $key ) && in_array( $key, self::invalidators( 'meta_keys' ), true ) ) {
			self::instance()->invalidate();
		}
	}

	/**
	 * Bumps the version when an option a source reads changes.
	 *
	 * @param string $option Option name.
	 */
	public static function option_changed( $option ): void {
		if ( is_string( $option ) && self::VERSION_OPTION !== $option && ! str_starts_with( $option, '_transient_' ) && in_array( $option, self::invalidators( 'options' ), true ) ) {
			self::instance()->invalidate();
		}
	}

	/**
	 * Makes every cached usage stale: one atomic increment of the stored version (not this request's
	 * copy plus one, which two requests at once would both write, so that a usage cached between their
	 * writes would stay current).
	 */
	public function invalidate(): void {
		global $wpdb;
		self::version();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- An atomic increment; the cached copy is dropped below.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value + 1 WHERE option_name = %s", self::VERSION_OPTION ) );
		Save_Lock::forget_cached_option( self::VERSION_OPTION );
	}

	/**
	 * The current cache version. A site without one (new, or uninstalled and installed again) starts
	 * from a random number, so that usage cached in a persistent object cache before can never match.
	 */
	private static function version(): int {
		$version = get_option( self::VERSION_OPTION, null );
		if ( null === $version || false === $version ) {
			$version = wp_rand( 1, 1000000000 );
			add_option( self::VERSION_OPTION, $version, '', false );
		}
		return (int) $version;
	}

	/**
	 * The usage of a condition: the SPEC §3 shape (total, usage by section with label, total, items),
	 * plus has_more, limited, limitations (complete unless a source says otherwise), cached (whether the
	 * answer came from the cache) and cached_at (when it was computed, in Unix seconds), and has_more per
	 * section.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{total: int, usage: array<string, array{label: string, total: int, items: array<int, array<string, mixed>>, has_more: bool}>, has_more: bool, limited: bool, limitations: string[], cached: bool, cached_at: int}
	 */
	public function report( int $condition_id ): array {
		$entry       = $this->lookup( $condition_id );
		$usage       = array();
		$total       = 0;
		$has_more    = false;
		$limited     = false;
		$limitations = array();
		foreach ( self::sources() as $key => $source ) {
			$found         = $entry['sections'][ $key ] ?? self::normalize( array() );
			$items         = array_values( $source->items( $found['refs'] ) );
			$usage[ $key ] = array(
				'label'    => $source->label(),
				'total'    => count( $items ),
				'items'    => $items,
				'has_more' => $found['has_more'],
			);
			$total        += count( $items );
			$has_more      = $has_more || $found['has_more'];
			$limited       = $limited || $found['limited'];
			$limitations   = array_merge( $limitations, $found['limitations'] );
		}
		return array(
			'total'       => $total,
			'usage'       => $usage,
			'has_more'    => $has_more,
			'limited'     => $limited,
			'limitations' => array_values( array_unique( $limitations ) ),
			'cached'      => $entry['cached'],
			'cached_at'   => $entry['computed_at'],
		);
	}

	/**
	 * The references where a condition is used, by section key, from the cache when it is current.
	 *
	 * @param int $condition_id Condition id.
	 * @return array<string, array<int, int|string>>
	 */
	public function find( int $condition_id ): array {
		return array_map( static fn( array $found ): array => $found['refs'], $this->lookup( $condition_id )['sections'] );
	}

	/**
	 * Scans every source without the cache.
	 *
	 * @param int $condition_id Condition id.
	 * @return array<string, array<int, int|string>> References by section key.
	 */
	public function scan( int $condition_id ): array {
		return array_map( static fn( array $found ): array => $found['refs'], $this->scan_sections( $condition_id ) );
	}

	/**
	 * What the sources found, from the cache when it is current (same version, same sources).
	 *
	 * @param int $condition_id Condition id.
	 * @return array{sections: array<string, array{refs: array<int, int|string>, has_more: bool, limited: bool, limitations: string[]}>, computed_at: int, cached: bool}
	 */
	private function lookup( int $condition_id ): array {
		$key     = self::CACHE_PREFIX . $condition_id;
		$version = self::version();
		$keys    = array_keys( self::sources() );
		$cached  = get_transient( $key );
		if ( is_array( $cached ) && ( $cached['version'] ?? null ) === $version && ( $cached['sources'] ?? null ) === $keys && isset( $cached['sections'], $cached['computed_at'] ) && is_array( $cached['sections'] ) ) {
			return array(
				'sections'    => array_map( array( self::class, 'normalize' ), $cached['sections'] ),
				'computed_at' => (int) $cached['computed_at'],
				'cached'      => true,
			);
		}
		$sections = $this->scan_sections( $condition_id );
		$now      = time();
		set_transient(
			$key,
			array(
				'version'     => $version,
				'sources'     => $keys,
				'sections'    => $sections,
				'computed_at' => $now,
			),
			self::CACHE_TTL
		);
		return array(
			'sections'    => $sections,
			'computed_at' => $now,
			'cached'      => false,
		);
	}

	/**
	 * Asks every source.
	 *
	 * @param int $condition_id Condition id.
	 * @return array<string, array{refs: array<int, int|string>, has_more: bool, limited: bool, limitations: string[]}>
	 */
	private function scan_sections( int $condition_id ): array {
		$sections = array();
		foreach ( self::sources() as $key => $source ) {
			$sections[ $key ] = self::normalize( $source->find( $condition_id ) );
		}
		return $sections;
	}

	/**
	 * What a source found, with every flag present.
	 *
	 * @param mixed $found What a source's find() returned (or the cache held).
	 * @return array{refs: array<int, int|string>, has_more: bool, limited: bool, limitations: string[]}
	 */
	private static function normalize( mixed $found ): array {
		$found = is_array( $found ) ? $found : array();
		$refs  = array();
		foreach ( is_array( $found['refs'] ?? null ) ? $found['refs'] : array() as $ref ) {
			if ( is_int( $ref ) || is_string( $ref ) ) {
				$refs[] = $ref;
			}
		}
		return array(
			'refs'        => $refs,
			'has_more'    => (bool) ( $found['has_more'] ?? false ),
			'limited'     => (bool) ( $found['limited'] ?? false ),
			'limitations' => array_values( array_map( 'strval', is_array( $found['limitations'] ?? null ) ? $found['limitations'] : array() ) ),
		);
	}
}
