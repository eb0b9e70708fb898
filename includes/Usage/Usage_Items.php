<?php
/**
 * Usage items of posts, shared by the usage sources of every feature.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Usage;

/**
 * Builds the SPEC §3 usage item of a post.
 */
final class Usage_Items {

	/**
	 * The prefix of a block widget's usage reference ('widget-3'); a post's reference is its id.
	 */
	public const WIDGET_REF = 'widget-';

	/**
	 * Usage items of references: post ids, and block widgets as WIDGET_REF . number (the usage scans of
	 * block attributes find both).
	 *
	 * @param array<int, int|string> $refs       Post ids and widget references.
	 * @param string                 $usage_type overlay_display_condition or block_attributes.
	 * @return array<int, array<string, mixed>>
	 */
	public static function refs( array $refs, string $usage_type ): array {
		$posts   = array();
		$widgets = array();
		foreach ( $refs as $ref ) {
			if ( is_string( $ref ) && str_starts_with( $ref, self::WIDGET_REF ) ) {
				$widgets[] = (int) substr( $ref, strlen( self::WIDGET_REF ) );
			} else {
				$posts[] = (int) $ref;
			}
		}
		$items = self::posts( $posts, $usage_type );
		foreach ( $widgets as $number ) {
			$items[] = array(
				'id'         => $number,
				'type'       => 'widget',
				/* translators: %d: widget number. */
				'title'      => sprintf( __( 'Block widget #%d', 'gblocks-pro' ), $number ),
				'status'     => 'publish',
				'type_label' => __( 'Widget', 'gblocks-pro' ),
				'usage_type' => $usage_type,
				'edit_url'   => admin_url( 'widgets.php' ),
				'view_url'   => '',
			);
		}
		return $items;
	}

	/**
	 * Usage items of posts (posts that no longer exist are left out).
	 *
	 * @param array<int, int|string> $ids        Post ids.
	 * @param string                 $usage_type overlay_display_condition or block_attributes.
	 * @return array<int, array<string, mixed>>
	 */
	public static function posts( array $ids, string $usage_type ): array {
		$items = array();
		$ids   = array_values( array_filter( array_map( 'intval', $ids ) ) );
		foreach ( array_chunk( $ids, 500 ) as $chunk ) {
			_prime_post_caches( $chunk, false, false );
			foreach ( $chunk as $id ) {
				$post = get_post( $id );
				if ( ! $post instanceof \WP_Post ) {
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
}
