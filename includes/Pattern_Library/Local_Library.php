<?php
/**
 * This site's own synced patterns, answered in-process in the shapes of the provider routes.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Pattern_Library;

use GBlocks_Pro\Support\Global_Styles;

/**
 * The local library: every published `wp_block` post (no collections filter), its core
 * `wp_pattern_category` terms, and the published global classes those patterns use. The answers have
 * the shapes of the provider routes (categories, patterns, provide-global-style-data), so the consumer
 * routes treat local and remote libraries alike, without HTTP for the local one.
 */
final class Local_Library {

	/**
	 * The pattern post type.
	 */
	private const POST_TYPE = 'wp_block';

	/**
	 * The core pattern category taxonomy.
	 */
	private const CATEGORY_TAXONOMY = 'wp_pattern_category';

	/**
	 * The categories of published patterns, by name: `[ { id, name, slug, count } ]`.
	 *
	 * @return array<int, array{id: int, name: string, slug: string, count: int}>
	 */
	public function categories(): array {
		$counts = array();
		$terms  = array();
		foreach ( $this->pattern_ids() as $post_id ) {
			$post_terms = get_the_terms( $post_id, self::CATEGORY_TAXONOMY );
			if ( ! is_array( $post_terms ) ) {
				continue;
			}
			foreach ( $post_terms as $term ) {
				$terms[ $term->term_id ]  = $term;
				$counts[ $term->term_id ] = ( $counts[ $term->term_id ] ?? 0 ) + 1;
			}
		}
		$list = array();
		foreach ( $terms as $term_id => $term ) {
			$list[] = array(
				'id'    => (int) $term_id,
				'name'  => $term->name,
				'slug'  => $term->slug,
				'count' => $counts[ $term_id ],
			);
		}
		usort( $list, static fn( array $a, array $b ): int => strnatcasecmp( $a['name'], $b['name'] ) );
		return $list;
	}

	/**
	 * One page of published patterns: `{ items: [ { id, title, content, categories } ], total, pages }`.
	 *
	 * @param string $search   Search words ('' for all).
	 * @param string $category Category slug ('' for all).
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Page size.
	 * @return array{items: array<int, array{id: int, title: string, content: string, categories: string[]}>, total: int, pages: int}
	 */
	public function patterns( string $search, string $category, int $page, int $per_page ): array {
		$args = array(
			'post_type'              => self::POST_TYPE,
			'post_status'            => 'publish',
			'posts_per_page'         => $per_page,
			'paged'                  => $page,
			'orderby'                => 'title',
			'order'                  => 'ASC',
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => false,
		);
		if ( '' !== $search ) {
			$args['s'] = $search;
		}
		if ( '' !== $category ) {
			$args['tax_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- Filtering patterns by category is the route's purpose.
				array(
					'taxonomy' => self::CATEGORY_TAXONOMY,
					'field'    => 'slug',
					'terms'    => $category,
				),
			);
		}
		$query = new \WP_Query( $args );
		$items = array();
		foreach ( (array) $query->posts as $post ) {
			if ( ! $post instanceof \WP_Post ) {
				continue;
			}
			$terms   = get_the_terms( $post, self::CATEGORY_TAXONOMY );
			$items[] = array(
				'id'         => $post->ID,
				'title'      => wp_strip_all_tags( get_the_title( $post ) ),
				'content'    => $post->post_content,
				'categories' => is_array( $terms ) ? array_values( array_map( static fn( \WP_Term $term ): string => $term->slug, $terms ) ) : array(),
			);
		}
		return array(
			'items' => $items,
			'total' => (int) $query->found_posts,
			'pages' => (int) $query->max_num_pages,
		);
	}

	/**
	 * The published global classes the patterns use (all patterns, or those ids), with their CSS.
	 *
	 * @param int[]|null $ids Pattern ids, or null for every published pattern.
	 * @return array{styles: array<int, array{title: string, selector: string, data: array<string, mixed>, css: string}>, css: string}
	 */
	public function style_data( ?array $ids ): array {
		$markup = '';
		$wanted = null === $ids ? null : array_flip( $ids );
		foreach ( $this->pattern_ids() as $post_id ) {
			if ( null === $wanted || isset( $wanted[ $post_id ] ) ) {
				$markup .= (string) get_post_field( 'post_content', $post_id );
			}
		}
		$styles = Global_Styles::for_names( Global_Styles::names_in( $markup ) );
		return array(
			'styles' => $styles,
			'css'    => implode( "\n", array_filter( array_column( $styles, 'css' ) ) ),
		);
	}

	/**
	 * Ids of every published pattern.
	 *
	 * @return int[]
	 */
	private function pattern_ids(): array {
		$ids = get_posts(
			array(
				'post_type'        => self::POST_TYPE,
				'post_status'      => 'publish',
				'numberposts'      => -1,
				'fields'           => 'ids',
				'orderby'          => 'ID',
				'order'            => 'ASC',
				'suppress_filters' => false,
			)
		);
		return array_map( 'intval', $ids );
	}
}
