<?php
/**
 * Read-only fields added to /wp/v2/gblocks_overlay.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Overlays\Rest;

use GBlocks_Pro\Overlays\Meta;
use GBlocks_Pro\Overlays\Post_Type;
use GBlocks_Pro\Overlays\Taxonomy;
use GBlocks_Pro\Support\Feature;

/**
 * The fields gblocks_overlay_cat, trigger_info, admin_edit_url, overlay_type, display_condition and display_condition_invert (SPEC §3),
 * derived from the meta; they are written through meta.
 */
final class Overlay_Fields implements Feature {

	/**
	 * Adds the registration hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( self::class, 'register_fields' ) );
	}

	/**
	 * Registers the fields with their schemas.
	 */
	public static function register_fields(): void {
		$fields = array(
			'trigger_info'             => array(
				'description' => __( 'The trigger type, and whether a visitor fires it on a trigger element.', 'gblocks-pro' ),
				'type'        => 'object',
				'properties'  => array(
					'trigger_type'   => array(
						'type' => 'string',
						'enum' => Meta::enum( 'trigger_type' ),
					),
					'is_interactive' => array( 'type' => 'boolean' ),
				),
			),
			'admin_edit_url'           => array(
				'description' => __( 'The overlay in the editor.', 'gblocks-pro' ),
				'type'        => 'string',
				'format'      => 'uri',
			),
			'overlay_type'             => array(
				'description' => __( 'Overlay type.', 'gblocks-pro' ),
				'type'        => 'string',
				'enum'        => Meta::enum( 'type' ),
			),
			'display_condition'        => array(
				'description' => __( 'Id of the display condition; empty means everywhere.', 'gblocks-pro' ),
				'type'        => 'string',
			),
			'display_condition_invert' => array(
				'description' => __( 'Whether the overlay shows when the condition does not pass.', 'gblocks-pro' ),
				'type'        => 'boolean',
			),
		);
		// WordPress names the categories field after the taxonomy's rest_base (overlay-categories); the
		// SPEC reads and writes it as gblocks_overlay_cat.
		register_rest_field(
			Post_Type::POST_TYPE,
			Taxonomy::TAXONOMY,
			array(
				'get_callback'    => static fn( array $item ) => self::value( Taxonomy::TAXONOMY, (int) $item['id'] ),
				'update_callback' => array( self::class, 'update_categories' ),
				'schema'          => array(
					'description' => __( 'Category ids of the overlay.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'integer' ),
					'context'     => array( 'view', 'edit' ),
				),
			)
		);
		register_rest_field(
			Post_Type::POST_TYPE,
			Overlay_Posts_Controller::VERSION_PARAM,
			array(
				'get_callback' => static function ( array $item ): string {
					$post = get_post( (int) $item['id'] );
					return $post instanceof \WP_Post ? Overlay_Posts_Controller::version_token( $post ) : '';
				},
				'schema'       => array(
					'description' => __( 'The version of the overlay. Send back the value you loaded when saving: the save is refused with 409 if someone saved in between.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
			)
		);
		foreach ( $fields as $name => $schema ) {
			register_rest_field(
				Post_Type::POST_TYPE,
				$name,
				array(
					'get_callback' => static fn( array $item ) => self::value( $name, (int) $item['id'] ),
					'schema'       => array_merge(
						$schema,
						array(
							'context'  => array( 'view', 'edit', 'embed' ),
							'readonly' => true,
						)
					),
				)
			);
		}
	}

	/**
	 * Sets an overlay's categories (assigning needs manage_gblocks_overlays, like the core field).
	 *
	 * @param mixed    $value Category ids.
	 * @param \WP_Post $post  The overlay.
	 * @return true|\WP_Error
	 */
	public static function update_categories( mixed $value, \WP_Post $post ): bool|\WP_Error {
		$taxonomy = get_taxonomy( Taxonomy::TAXONOMY );
		if ( ! $taxonomy || ! current_user_can( $taxonomy->cap->assign_terms ) ) {
			return new \WP_Error( 'rest_cannot_assign_term', __( 'Sorry, you are not allowed to assign overlay categories.', 'gblocks-pro' ), array( 'status' => rest_authorization_required_code() ) );
		}
		$ids = array_values( array_filter( wp_parse_id_list( (array) $value ), static fn( int $id ) => (bool) get_term( $id, Taxonomy::TAXONOMY ) ) );
		$set = wp_set_object_terms( $post->ID, $ids, Taxonomy::TAXONOMY );
		return is_wp_error( $set ) ? $set : true;
	}

	/**
	 * A field's value.
	 *
	 * @param string $name    Field name.
	 * @param int    $post_id Overlay id.
	 * @return mixed
	 */
	public static function value( string $name, int $post_id ): mixed {
		switch ( $name ) {
			case 'trigger_info':
				$trigger = (string) Meta::sanitize( 'trigger_type', get_post_meta( $post_id, Meta::PREFIX . 'trigger_type', true ) );
				return array(
					'trigger_type'   => $trigger,
					'is_interactive' => Meta::is_interactive( $trigger ),
				);
			case Taxonomy::TAXONOMY:
				$terms = wp_get_object_terms( $post_id, Taxonomy::TAXONOMY, array( 'fields' => 'ids' ) );
				return is_array( $terms ) ? array_map( 'intval', $terms ) : array();
			case 'admin_edit_url':
				return admin_url( 'post.php?post=' . $post_id . '&action=edit' );
			case 'overlay_type':
				return Meta::sanitize( 'type', get_post_meta( $post_id, Meta::PREFIX . 'type', true ) );
			default:
				return Meta::sanitize( $name, get_post_meta( $post_id, Meta::PREFIX . $name, true ) );
		}
	}
}
