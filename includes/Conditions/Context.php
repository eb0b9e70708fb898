<?php
/**
 * Where a condition is evaluated: the main query, the context post, the visitor, the time.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

/**
 * Read-only view of the request that condition types evaluate against.
 */
final class Context {

	/**
	 * The post that post_meta, post_terms, child_of, parent_of and author read (0 when none).
	 *
	 * @var int
	 */
	private int $post_id;

	/**
	 * Builds a context.
	 *
	 * @param int|null $post_id The context post (the loop post for a block inside a query loop). Null:
	 *                          the current global post, or the queried post on a singular page.
	 */
	public function __construct( ?int $post_id = null ) {
		$this->post_id = null === $post_id ? self::current_post_id() : max( 0, $post_id );
	}

	/**
	 * The context post id when none is given: the global post (inside a loop), else the main query's
	 * singular post, else 0.
	 */
	public static function current_post_id(): int {
		$post = $GLOBALS['post'] ?? null;
		if ( $post instanceof \WP_Post ) {
			return (int) $post->ID;
		}
		$query = self::main_query();
		if ( $query->is_singular() ) {
			return (int) $query->get_queried_object_id();
		}
		return 0;
	}

	/**
	 * The context post id (0 when none).
	 */
	public function post_id(): int {
		return $this->post_id;
	}

	/**
	 * The context post, or null.
	 */
	public function post(): ?\WP_Post {
		$post = $this->post_id > 0 ? get_post( $this->post_id ) : null;
		return $post instanceof \WP_Post ? $post : null;
	}

	/**
	 * The main query: "where the visitor is", even inside a secondary loop.
	 */
	public static function main_query(): \WP_Query {
		foreach ( array( 'wp_the_query', 'wp_query' ) as $global ) {
			if ( isset( $GLOBALS[ $global ] ) && $GLOBALS[ $global ] instanceof \WP_Query ) {
				return $GLOBALS[ $global ];
			}
		}
		return new \WP_Query();
	}

	/**
	 * The current time in the site's timezone.
	 */
	public function now(): \DateTimeImmutable {
		$now = current_datetime();

		/**
		 * Filters the moment date and time conditions compare with (for previews and tests).
		 *
		 * @param \DateTimeImmutable $now The current time in the site timezone.
		 */
		$filtered = apply_filters( 'gblocks_pro_condition_now', $now );
		return $filtered instanceof \DateTimeImmutable ? $filtered->setTimezone( wp_timezone() ) : $now;
	}
}
