<?php
/**
 * Saves of one post that never mix, and that refuse a stale `modified` (DESIGN §11).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * What the conditions route does, for the core /wp/v2 routes of overlays and global classes: the whole
 * update (post fields, then meta, then terms) runs under the post's save lock (Save_Lock,
 * "post_<id>"), so two saves at once never mix: each is whole, the last one wins. A client that sends
 * the `modified` it loaded (as GET answered it) is refused with 409 when the post was saved since; a
 * save without `modified` goes through as before. Every save of a registered post type moves
 * `modified` on by at least one second, so that two saves within one second still differ.
 */
final class Locked_Post_Update {

	/**
	 * What a post type's own wp_insert_post_data filter returns for a post of that type (so that this
	 * class loads only on such a save): an update gets a modified time at least one second past the
	 * stored one.
	 *
	 * @param mixed                $data    Slashed post fields about to be written.
	 * @param array<string, mixed> $postarr Fields passed to wp_insert_post().
	 * @param array<string, mixed> $raw     Unsanitised fields.
	 * @param bool                 $update  Whether an existing post is updated.
	 * @return mixed
	 */
	public static function advance_modified( $data, $postarr, $raw = array(), $update = false ) {
		if ( ! $update || ! is_array( $data ) || ! is_array( $postarr ) || empty( $postarr['ID'] ) ) {
			return $data;
		}
		return self::advanced( $data, (int) $postarr['ID'] );
	}

	/**
	 * Post fields with a modified time at least one second past the stored one.
	 *
	 * @param array<string, mixed> $data    Post fields about to be written.
	 * @param int                  $post_id The post.
	 * @return array<string, mixed>
	 */
	public static function advanced( array $data, int $post_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The stored value, not a cached copy: saves may run in parallel.
		$previous = $wpdb->get_row( $wpdb->prepare( "SELECT post_modified, post_modified_gmt FROM {$wpdb->posts} WHERE ID = %d", $post_id ), 'ARRAY_A' );
		if ( ! is_array( $previous ) ) {
			return $data;
		}
		$last = strtotime( (string) $previous['post_modified_gmt'] . ' UTC' );
		$next = strtotime( (string) ( $data['post_modified_gmt'] ?? '' ) . ' UTC' );
		if ( false !== $last && ( false === $next || $next <= $last ) ) {
			$data['post_modified_gmt'] = gmdate( 'Y-m-d H:i:s', $last + 1 );
			$data['post_modified']     = get_date_from_gmt( $data['post_modified_gmt'] );
		}
		return $data;
	}

	/**
	 * Runs an update of one post under its lock, after checking the `modified` the client sent.
	 *
	 * @param \WP_REST_Request $request       The update request (id, optional modified).
	 * @param callable         $work          The update (e.g. the core controller's update_item).
	 * @param string           $stale_message The 409 message when someone saved since.
	 * @param string           $busy_message  The 409 message when the lock stayed held.
	 * @return mixed The update's answer, or a WP_Error (400 bad modified, 409 stale or busy).
	 */
	public static function run( \WP_REST_Request $request, callable $work, string $stale_message, string $busy_message ): mixed {
		$id   = (int) $request['id'];
		$sent = $request->get_param( 'modified' );
		if ( null !== $sent && ( ! is_string( $sent ) || false === strtotime( trim( $sent ) ) || 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}/', trim( $sent ) ) ) ) {
			$message = __( 'modified: send the modified value the item was loaded with, e.g. 2025-01-31T12:00:00.', 'gblocks-pro' );
			return new \WP_Error(
				'rest_invalid_param',
				$message,
				array(
					'status' => 400,
					'params' => array( 'modified' => $message ),
				)
			);
		}
		$result = Save_Lock::with(
			'post_' . $id,
			static function () use ( $id, $sent, $work, $stale_message ): array {
				// Read again under the lock: another save may have finished while this one waited.
				clean_post_cache( $id );
				$post = get_post( $id );
				if ( is_string( $sent ) && $post instanceof \WP_Post && strtotime( mysql_to_rfc3339( $post->post_modified ) ) !== strtotime( trim( $sent ) ) ) {
					return array(
						new \WP_Error(
							'gblocks_pro_conflict',
							$stale_message,
							array(
								'status'   => 409,
								'modified' => mysql_to_rfc3339( $post->post_modified ),
							)
						),
					);
				}
				return array( $work() );
			},
			Save_Lock::wait()
		);
		return is_array( $result ) ? $result[0] : new \WP_Error( 'gblocks_pro_locked', $busy_message, array( 'status' => 409 ) );
	}
}
