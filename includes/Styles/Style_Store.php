<?php
/**
 * Compiled block styles, kept from save to render (issue 26 §1).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Styles;

use GBlocks_Pro\Trust\Content_Author;

/**
 * Keeps the CSS of each block style object compiled once, so that rendering only looks it up.
 *
 * - Keyed by the style hash: the md5 of the style object with its keys sorted at every level
 *   (Compiler::canonical_key()), so the same styles written in another key order are one entry, as they
 *   are one class (the entry is compiled from the first met, as the page prints one rule per class). An
 *   entry is { class, css }: the class Compiler::class_name() gives the object (after the device visibility
 *   queries are remapped to the current breakpoints) and Compiler::compile() of it ('' when it writes
 *   nothing).
 * - Kept with the post whose content holds the block, in the post meta META_KEY: { version, styles:
 *   { hash: entry } }, written when the post is saved (wp_insert_post: the REST API and every other
 *   path; posts, pages, templates, template parts, patterns, overlays, any post type). Styled blocks of
 *   sources that are not posts (theme files, registered patterns, PHP) are kept in the option
 *   SITE_OPTION (not autoloaded), at most MAX_ENTRIES.
 * - At render time (Block_Styles), a hash is looked up in what this request loaded; on a miss, the
 *   entries of the post being rendered (Trust\Content_Author) are loaded once; still a miss: it is
 *   compiled once, used, and stored with that post (or the site option) when the request ends.
 * - The version: the compiler's version, the form of the hash (KEYS) and the device visibility queries
 *   of the current breakpoints.
 *   Entries of another version are not used: a post whose entries are of another version is compiled
 *   again, from its own content, the first time it renders (lazily), and stored again.
 * - `wp gblocks styles rebuild` (action gblocks_pro_rebuild_block_styles) compiles every post that
 *   holds styles again, empties the site option, and reports the number of style objects through the
 *   filter gblocks_pro_rebuilt_block_styles.
 */
final class Style_Store {

	/**
	 * The form of the style hash, part of the version: '2' is the md5 of the canonical key (keys sorted);
	 * entries stored under the earlier form (the object as held) rebuild lazily.
	 */
	public const KEYS = '2';

	/**
	 * The block attribute that holds a block's style object (Blocks\Block_Styles::ATTRIBUTE).
	 */
	public const ATTRIBUTE = 'gbStyles';

	/**
	 * Post meta of the compiled styles of a post's content.
	 */
	public const META_KEY = '_gblocks_pro_block_styles';

	/**
	 * Option of the compiled styles of blocks that are not in a post (not autoloaded).
	 */
	public const SITE_OPTION = 'gblocks_pro_block_styles';

	/**
	 * Entries a source keeps beyond those of its own content (styles that reach it from elsewhere).
	 */
	public const MAX_ENTRIES = 500;

	/**
	 * The attribute marker in saved content.
	 */
	private const NEEDLE = '"gbStyles"';

	/**
	 * The shared instance.
	 *
	 * @var Style_Store|null
	 */
	private static ?Style_Store $instance = null;

	/**
	 * Entries loaded or compiled in this request, by hash.
	 *
	 * @var array<string, array{class: string, css: string}>
	 */
	private array $entries = array();

	/**
	 * Sources loaded in this request (post id; 0 for the site option).
	 *
	 * @var array<int, true>
	 */
	private array $loaded = array();

	/**
	 * Entries compiled on a miss, to store with their source when the request ends.
	 *
	 * @var array<int, array<string, array{class: string, css: string}>>
	 */
	private array $pending = array();

	/**
	 * The version of this request (null until asked).
	 *
	 * @var string|null
	 */
	private ?string $version = null;

	/**
	 * The device visibility queries to rewrite (null until asked).
	 *
	 * @var array<string, string>|null
	 */
	private ?array $query_map = null;

	/**
	 * Style objects compiled by the last rebuild_all().
	 *
	 * @var int
	 */
	private int $rebuilt = 0;

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
	 * Adds the hooks: compile at save, store at the end of the request, rebuild on demand.
	 */
	public function register(): void {
		add_action( 'wp_insert_post', array( $this, 'saved' ), 10, 2 );
		add_action( 'shutdown', array( $this, 'persist' ) );
		add_action( 'gblocks_pro_rebuild_block_styles', array( $this, 'rebuild_all' ) );
		add_filter( 'gblocks_pro_rebuilt_block_styles', array( $this, 'rebuilt_count' ) );
	}

	/**
	 * Forgets what this request loaded and compiled (a new request: tests, benches). Pending entries
	 * are dropped: call persist() first to keep them.
	 */
	public function reset(): void {
		$this->entries   = array();
		$this->loaded    = array();
		$this->pending   = array();
		$this->version   = null;
		$this->query_map = null;
	}

	/**
	 * The version entries must carry: the compiler's version and the device visibility queries.
	 */
	public function version(): string {
		if ( null === $this->version ) {
			$this->query_map ??= Device_Visibility::query_map();
			$this->version     = Compiler::VERSION . ':' . self::KEYS . ':' . md5( (string) wp_json_encode( $this->query_map ) );
		}
		return $this->version;
	}

	/**
	 * The entry of a style object: looked up, or compiled once on a miss.
	 *
	 * @param array<mixed> $styles The style object, as the block holds it.
	 * @return array{class: string, css: string}
	 */
	public function entry( array $styles ): array {
		$hash = md5( Compiler::canonical_key( $styles ) );
		if ( isset( $this->entries[ $hash ] ) ) {
			return $this->entries[ $hash ];
		}
		$source = Content_Author::instance()->post_id() ?? 0;
		if ( ! isset( $this->loaded[ $source ] ) ) {
			$this->load( $source );
			if ( isset( $this->entries[ $hash ] ) ) {
				return $this->entries[ $hash ];
			}
		}
		$entry                  = $this->compile( $styles );
		$this->entries[ $hash ] = $entry;
		if ( count( $this->pending[ $source ] ?? array() ) < self::MAX_ENTRIES ) {
			$this->pending[ $source ][ $hash ] = $entry;
		}
		return $entry;
	}

	/**
	 * The style object as compiled: device visibility queries of the default breakpoints rewritten to
	 * the current ones.
	 *
	 * @param array<mixed> $styles The style object, as the block holds it.
	 * @return array<mixed>
	 */
	public function remapped( array $styles ): array {
		$this->query_map ??= Device_Visibility::query_map();
		return Device_Visibility::remap( $styles, $this->query_map );
	}

	/**
	 * Compiles a style object.
	 *
	 * @param array<mixed> $styles The style object, as the block holds it.
	 * @return array{class: string, css: string}
	 */
	private function compile( array $styles ): array {
		$remapped   = $this->remapped( $styles );
		$class_name = Compiler::class_name( $remapped );
		$css        = Compiler::compile( $remapped, '.' . $class_name );

		/**
		 * Fires when a block style object is compiled (at save, on a miss at render time, on a rebuild).
		 *
		 * @param string $class_name The class of the style object.
		 */
		do_action( 'gblocks_pro_block_style_compiled', $class_name );
		return array(
			'class' => '' === $css ? '' : $class_name,
			'css'   => $css,
		);
	}

	/**
	 * Loads the entries of a source (a post id, 0 for the site option). A post whose entries are of
	 * another version, or missing while its content holds styles, is compiled again and stored.
	 *
	 * @param int $source Post id, or 0.
	 */
	private function load( int $source ): void {
		$this->loaded[ $source ] = true;
		$stored                  = 0 === $source ? get_option( self::SITE_OPTION, array() ) : get_post_meta( $source, self::META_KEY, true );
		$entries                 = $this->valid( $stored );
		if ( null !== $entries ) {
			$this->entries += $entries;
			return;
		}
		if ( 0 !== $source ) {
			$this->entries += $this->rebuild_post( $source );
		}
	}

	/**
	 * The entries of a stored value when it is of this version, else null.
	 *
	 * @param mixed $stored A stored value.
	 * @return array<string, array{class: string, css: string}>|null
	 */
	private function valid( $stored ): ?array {
		if ( ! is_array( $stored ) || $this->version() !== ( $stored['version'] ?? null ) || ! is_array( $stored['styles'] ?? null ) ) {
			return null;
		}
		$entries = array();
		foreach ( $stored['styles'] as $hash => $entry ) {
			if ( is_array( $entry ) && is_string( $entry['class'] ?? null ) && is_string( $entry['css'] ?? null )
				&& ( '' === $entry['class'] || 1 === preg_match( '/^gb-s-[0-9a-f]{8}$/', $entry['class'] ) ) ) {
				$entries[ (string) $hash ] = array(
					'class' => $entry['class'],
					'css'   => $entry['css'],
				);
			}
		}
		return $entries;
	}

	/**
	 * Compiles the styles of a post's content and stores them with the post (drops them when it holds
	 * none).
	 *
	 * @param int $post_id Post id.
	 * @return array<string, array{class: string, css: string}> The post's entries.
	 */
	public function rebuild_post( int $post_id ): array {
		$post    = get_post( $post_id );
		$content = $post instanceof \WP_Post ? (string) $post->post_content : '';
		if ( ! str_contains( $content, self::NEEDLE ) ) {
			if ( $post instanceof \WP_Post && metadata_exists( 'post', $post_id, self::META_KEY ) ) {
				delete_post_meta( $post_id, self::META_KEY );
			}
			return array();
		}
		$entries = array();
		$this->collect( parse_blocks( $content ), $entries );
		update_post_meta(
			$post_id,
			self::META_KEY,
			wp_slash(
				array(
					'version' => $this->version(),
					'styles'  => $entries,
				)
			)
		);
		return $entries;
	}

	/**
	 * Compiles the style objects of blocks and their inner blocks, once per hash.
	 *
	 * @param array<mixed>                                     $blocks  Parsed blocks.
	 * @param array<string, array{class: string, css: string}> $entries Entries by hash.
	 */
	private function collect( array $blocks, array &$entries ): void {
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$styles = $block['attrs'][ self::ATTRIBUTE ] ?? null;
			if ( is_array( $styles ) && $styles ) {
				$hash = md5( Compiler::canonical_key( $styles ) );
				if ( ! isset( $entries[ $hash ] ) ) {
					$entries[ $hash ] = $this->entries[ $hash ] ?? $this->compile( $styles );
				}
			}
			if ( is_array( $block['innerBlocks'] ?? null ) && $block['innerBlocks'] ) {
				$this->collect( $block['innerBlocks'], $entries );
			}
		}
	}

	/**
	 * Compiles a saved post's styles (wp_insert_post; revisions are left alone).
	 *
	 * @param mixed $post_id Post id.
	 * @param mixed $post    The post.
	 */
	public function saved( $post_id, $post = null ): void {
		if ( ! $post instanceof \WP_Post || 'revision' === $post->post_type ) {
			return;
		}
		// Styles compiled for this post before the save may no longer be in it.
		unset( $this->pending[ (int) $post_id ] );
		$this->rebuild_post( (int) $post_id );
	}

	/**
	 * Stores the entries compiled on a miss with their source (shutdown).
	 */
	public function persist(): void {
		$pending       = $this->pending;
		$this->pending = array();
		foreach ( $pending as $source => $entries ) {
			$stored  = 0 === $source ? get_option( self::SITE_OPTION, array() ) : get_post_meta( $source, self::META_KEY, true );
			$current = $this->valid( $stored ) ?? array();
			$merged  = $current + $entries;
			if ( count( $merged ) === count( $current ) || ( 0 !== $source && ! get_post( $source ) instanceof \WP_Post ) ) {
				continue;
			}
			if ( 0 === $source && count( $merged ) > self::MAX_ENTRIES ) {
				$merged = array_slice( $merged, 0, self::MAX_ENTRIES, true );
			}
			$value = array(
				'version' => $this->version(),
				'styles'  => $merged,
			);
			if ( 0 === $source ) {
				update_option( self::SITE_OPTION, $value, false );
			} else {
				update_post_meta( $source, self::META_KEY, wp_slash( $value ) );
			}
		}
	}

	/**
	 * Compiles every post that holds styles (or stored compiled styles) again and empties the site
	 * option (gblocks_pro_rebuild_block_styles).
	 */
	public function rebuild_all(): void {
		global $wpdb;
		$this->reset();
		$ids   = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A maintenance command: every post whose content holds styles, which no query API finds.
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type <> 'revision' AND post_content LIKE %s UNION SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s",
				'%' . $wpdb->esc_like( self::NEEDLE ) . '%',
				self::META_KEY
			)
		);
		$count = 0;
		foreach ( array_unique( array_map( 'intval', $ids ) ) as $post_id ) {
			$count += count( $this->rebuild_post( $post_id ) );
		}
		delete_option( self::SITE_OPTION );
		$this->rebuilt = $count;
	}

	/**
	 * Adds the style objects the last rebuild compiled (gblocks_pro_rebuilt_block_styles).
	 *
	 * @param mixed $count The count so far.
	 */
	public function rebuilt_count( $count ): int {
		return (int) $count + $this->rebuilt;
	}
}
