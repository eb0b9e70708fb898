<?php
/**
 * A place where conditions can be used, registered by the feature that owns it.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Usage;

/**
 * One section of a condition's usage (DESIGN §5): the overlays whose display condition it is, the blocks
 * whose gbBlockCondition it is, menu items... Each feature registers its own source through the filter
 * `gblocks_pro_usage_sources`, so the conditions feature reads usage without importing any other feature.
 *
 * Example: add_filter( 'gblocks_pro_usage_sources', function ( array $sources ) {
 *         $sources[] = new My_Usage_Source();
 *         return $sources;
 *     } );
 *
 * The scanner caches what find() returns (so it must be plain data), and drops the cache whenever a post
 * of one of the post types, a meta key or an option that invalidated_by() lists changes.
 */
interface Usage_Source {

	/**
	 * The section key in the usage answer, e.g. 'overlays' or 'blocks'.
	 */
	public function key(): string;

	/**
	 * The section's label, translated.
	 */
	public function label(): string;

	/**
	 * Where the condition is used, as references the source turns into items later (post ids, or
	 * strings such as 'widget-3'). One query per source. A source that could not look everywhere says
	 * so: has_more (more usages exist than refs lists), limited (the search was cut short) and
	 * limitations (readable sentences). Omitted flags mean a complete search.
	 *
	 * @param int $condition_id Condition id.
	 * @return array{refs: array<int, int|string>, has_more?: bool, limited?: bool, limitations?: string[]}
	 */
	public function find( int $condition_id ): array;

	/**
	 * The usage items of references find() returned, in the SPEC §3 shape: id, type, title, status,
	 * type_label, usage_type, edit_url, view_url. References that no longer exist are left out.
	 *
	 * @param array<int, int|string> $refs References.
	 * @return array<int, array<string, mixed>>
	 */
	public function items( array $refs ): array;

	/**
	 * What makes a cached usage stale: posts of these types saved or deleted, these post meta keys
	 * written, these options written.
	 *
	 * @return array{post_types?: string[], meta_keys?: string[], options?: string[]}
	 */
	public function invalidated_by(): array;
}
