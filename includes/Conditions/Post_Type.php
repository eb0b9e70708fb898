<?php
/**
 * The condition post type and its category taxonomy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_condition (rule tree in the meta _gb_conditions, REST field gbConditions) and
 * gblocks_condition_cat.
 */
final class Post_Type implements Feature {

	public const POST_TYPE  = 'gblocks_condition';
	public const TAXONOMY   = 'gblocks_condition_cat';
	public const META_KEY   = '_gb_conditions';
	public const REST_FIELD = 'gbConditions';

	/**
	 * Adds the registration hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_action( 'rest_api_init', array( $this, 'register_rest_field' ) );
	}

	/**
	 * Registers the post type, its meta and the taxonomy. Every capability resolves to
	 * manage_gblocks_conditions, and reading through /wp/v2 needs edit_posts, so /wp/v2 gives no way
	 * around the plugin's own routes.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Conditions', 'gblocks-pro' ),
					'singular_name' => __( 'Condition', 'gblocks-pro' ),
				),
				'public'                => false,
				'show_ui'               => false,
				'show_in_rest'          => true,
				'rest_base'             => 'gblocks-conditions',
				'rest_controller_class' => Rest\Core_Conditions_Controller::class,
				'supports'              => array( 'title', 'custom-fields' ),
				'capability_type'       => array( 'gblocks_condition', 'gblocks_conditions' ),
				'capabilities'          => Capabilities::post_type_caps( Capabilities::MANAGE_CONDITIONS ),
				'map_meta_cap'          => true,
				'rewrite'               => false,
				'query_var'             => false,
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::META_KEY,
			array(
				'type'          => 'object',
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => static fn(): bool => current_user_can( Capabilities::MANAGE_CONDITIONS ),
			)
		);
		register_taxonomy(
			self::TAXONOMY,
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Condition Categories', 'gblocks-pro' ),
					'singular_name' => __( 'Condition Category', 'gblocks-pro' ),
				),
				'public'                => false,
				'show_ui'               => false,
				'show_in_rest'          => true,
				'rest_base'             => 'condition-categories',
				'rest_controller_class' => Rest\Core_Categories_Controller::class,
				'hierarchical'          => false,
				'rewrite'               => false,
				'query_var'             => false,
				'capabilities'          => Capabilities::taxonomy_caps( Capabilities::MANAGE_CONDITIONS ),
				'show_admin_column'     => false,
			)
		);
	}

	/**
	 * The gbConditions field of /wp/v2/gblocks-conditions: validated, and refused (403) for
	 * restricted types without manage_options, as on the plugin's own routes.
	 */
	public function register_rest_field(): void {
		register_rest_field(
			self::POST_TYPE,
			self::REST_FIELD,
			array(
				'get_callback'    => static fn( array $item ): array => self::get_tree( (int) $item['id'] ),
				'update_callback' => static function ( $value, \WP_Post $post ) {
					$error = Tree::save_error( $value );
					if ( $error ) {
						return $error;
					}
					self::save_tree( $post->ID, (array) $value );
					return true;
				},
				'schema'          => self::tree_schema(),
			)
		);
	}

	/**
	 * The stored tree of a condition, in canonical shape.
	 *
	 * @param int $condition_id Condition id.
	 * @return array<string, mixed>
	 */
	public static function get_tree( int $condition_id ): array {
		return Tree::normalize( Tree::decode( get_post_meta( $condition_id, self::META_KEY, true ) ) );
	}

	/**
	 * Stores a (validated) tree.
	 *
	 * @param int                  $condition_id Condition id.
	 * @param array<string, mixed> $tree         The tree.
	 */
	public static function save_tree( int $condition_id, array $tree ): void {
		// update_post_meta() unslashes; slash first so that backslashes in values survive.
		update_post_meta( $condition_id, self::META_KEY, wp_slash( Tree::normalize( $tree ) ) );
	}

	/**
	 * JSON schema of a rule tree.
	 *
	 * @return array<string, mixed>
	 */
	public static function tree_schema(): array {
		$logic = array(
			'type' => 'string',
			'enum' => array( 'AND', 'OR' ),
		);
		return array(
			'description' => __( 'The rule tree: logic over groups, each group\'s logic over its conditions.', 'gblocks-pro' ),
			'type'        => 'object',
			'context'     => array( 'view', 'edit' ),
			'properties'  => array(
				'logic'  => $logic,
				'groups' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'logic'      => $logic,
							'conditions' => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'type'     => array( 'type' => 'string' ),
										'rule'     => array( 'type' => 'string' ),
										'operator' => array( 'type' => 'string' ),
										'value'    => array( 'type' => 'string' ),
									),
								),
							),
						),
					),
				),
			),
		);
	}
}
