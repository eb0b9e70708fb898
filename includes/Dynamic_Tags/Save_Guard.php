<?php
/**
 * Refuses content whose dynamic tags read keys the saving user may not read.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Dynamic_Tags;

use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Meta_Access;

/**
 * The save side of DESIGN §11 for dynamic tags (the render side is Block_Tags, which refuses the same
 * keys again for the content's author). A REST write (rest_pre_insert_{post_type}, every post type shown
 * in REST that supports the editor: posts, pages, wp_block, wp_template, wp_template_part, wp_navigation,
 * gblocks_overlay…; autosaves too) whose content holds a tag reading a refused key is answered 403
 * `gblocks_pro_forbidden_dynamic_tag` naming the key ('The dynamic tag key "_secret" is not allowed.'),
 * and nothing is saved. The whole content is checked, so an author editing a post that an administrator
 * gave such a tag cannot save it until the tag is removed. Saves outside REST are not refused (they
 * cannot answer a message); the render side keeps what they store from showing.
 */
final class Save_Guard implements Feature {

	public const ERROR_CODE = 'gblocks_pro_forbidden_dynamic_tag';

	/**
	 * The object type each tag reads a key of.
	 */
	public const OBJECT_TYPES = array(
		'post_meta'   => 'post',
		'author_meta' => 'user',
		'user_meta'   => 'user',
		'term_meta'   => 'term',
		'option'      => 'option',
	);

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'guard_rest_post_types' ), PHP_INT_MAX );
	}

	/**
	 * Guards the REST writes of every post type edited with the block editor (rest_api_init, after the
	 * routes are registered).
	 */
	public function guard_rest_post_types(): void {
		foreach ( get_post_types( array( 'show_in_rest' => true ), 'names' ) as $type ) {
			if ( post_type_supports( $type, 'editor' ) ) {
				add_filter( 'rest_pre_insert_' . $type, array( $this, 'check_rest_write' ), 10, 1 );
			}
		}
	}

	/**
	 * Refuses a REST write whose content reads a refused key (rest_pre_insert_{post_type}).
	 *
	 * @param mixed $prepared The prepared post (stdClass), or an error of an earlier filter.
	 * @return mixed
	 */
	public function check_rest_write( $prepared ) {
		if ( ! is_object( $prepared ) || is_wp_error( $prepared ) || ! isset( $prepared->post_content ) || ! is_string( $prepared->post_content ) ) {
			return $prepared;
		}
		$refused = self::first_refusal( $prepared->post_content, get_current_user_id() );
		if ( null === $refused ) {
			return $prepared;
		}
		return new \WP_Error(
			self::ERROR_CODE,
			$refused['message'],
			array(
				'status' => 403,
				'key'    => $refused['key'],
			)
		);
	}

	/**
	 * The first tag of a text that reads a key the user may not read: the key and the message, or null.
	 *
	 * @param string $content Content (block markup).
	 * @param int    $user_id The user whose rules apply.
	 * @return array{key: string, message: string}|null
	 */
	public static function first_refusal( string $content, int $user_id ): ?array {
		$tags = Parser::find_all( $content, array( Replacer::class, 'decode' ) );
		if ( ! $tags ) {
			return null;
		}
		$privileged = Meta_Access::is_privileged( $user_id );
		foreach ( $tags as $tag ) {
			$type = self::OBJECT_TYPES[ strtolower( $tag->name ) ] ?? null;
			if ( null === $type ) {
				continue;
			}
			$key     = explode( '.', $tag->option( 'key' ) )[0];
			$message = '' === $key ? null : Meta_Access::refusal_for( $type, $key, $privileged );
			if ( null !== $message ) {
				return array(
					'key'     => $key,
					'message' => $message,
				);
			}
		}
		return null;
	}
}
