<?php
/**
 * The global class post type and its REST fields.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Global_Classes;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * Registers gblocks_styles (DESIGN §9): not public, in REST at /wp/v2/gblocks-styles, title = selector
 * with the dot, menu_order = list order, statuses publish and draft, every capability resolving to
 * manage_gblocks_styles. REST fields gb_style_selector (string), gb_style_data (style object) and
 * gb_style_css (read-only: compiled and sanitised on the server whenever the class is saved or its data
 * changes). A new class goes to the end of the list.
 */
final class Post_Type implements Feature {

	public const POST_TYPE = 'gblocks_styles';
	public const REST_BASE = 'gblocks-styles';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_post_type' ) );
		add_action( 'rest_api_init', array( $this, 'register_rest_fields' ) );
		add_filter( 'wp_insert_post_data', array( self::class, 'advance_modified' ), 10, 4 );
		add_filter( 'wp_insert_post_data', array( self::class, 'prepare_post' ), 10, 3 );
		add_action( 'wp_after_insert_post', array( self::class, 'after_save' ), 10, 2 );
		add_action( 'added_post_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'updated_post_meta', array( self::class, 'meta_changed' ), 10, 3 );
		add_action( 'transition_post_status', array( self::class, 'status_changed' ), 10, 3 );
		if ( defined( 'WP_CLI' ) && WP_CLI ) { // The commands' classes load only under WP-CLI.
			\GBlocks_Pro\Support\Cli\Cli::add( 'styles', Cli\Styles_Command::class );
		}
		add_action( 'deleted_post', array( self::class, 'deleted' ), 10, 2 );
	}

	/**
	 * Every update of a global class moves its modified time strictly forward
	 * (Support\Locked_Post_Update, loaded only for such a save).
	 *
	 * @param array<string, mixed> $data    Slashed post fields about to be written.
	 * @param array<string, mixed> $postarr Fields passed to wp_insert_post().
	 * @param array<string, mixed> $raw     Unsanitised fields.
	 * @param bool                 $update  Whether an existing post is updated.
	 * @return array<string, mixed>
	 */
	public static function advance_modified( $data, $postarr, $raw = array(), $update = false ) {
		if ( ! is_array( $data ) || self::POST_TYPE !== ( $data['post_type'] ?? '' ) ) {
			return $data;
		}
		return \GBlocks_Pro\Support\Locked_Post_Update::advance_modified( $data, $postarr, $raw, $update );
	}

	/**
	 * Registers the post type and its meta.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Global Styles', 'gblocks-pro' ),
					'singular_name' => __( 'Global Class', 'gblocks-pro' ),
				),
				'public'                => false,
				'show_ui'               => false,
				'show_in_rest'          => true,
				'rest_base'             => self::REST_BASE,
				'rest_controller_class' => Rest\Core_Styles_Controller::class,
				'supports'              => array( 'title', 'page-attributes' ),
				'capability_type'       => array( 'gblocks_style', 'gblocks_styles' ),
				'capabilities'          => Capabilities::post_type_caps( Capabilities::MANAGE_STYLES ),
				'map_meta_cap'          => true,
				'rewrite'               => false,
				'query_var'             => false,
			)
		);
		foreach ( array( Class_Store::META_SELECTOR, Class_Store::META_CSS ) as $key ) {
			register_post_meta(
				self::POST_TYPE,
				$key,
				array(
					'type'          => 'string',
					'single'        => true,
					'show_in_rest'  => false,
					'auth_callback' => static fn(): bool => current_user_can( Capabilities::MANAGE_STYLES ),
				)
			);
		}
		register_post_meta(
			self::POST_TYPE,
			Class_Store::META_DATA,
			array(
				'type'          => 'object',
				'single'        => true,
				'show_in_rest'  => false,
				'auth_callback' => static fn(): bool => current_user_can( Capabilities::MANAGE_STYLES ),
			)
		);
	}

	/**
	 * The REST fields of /wp/v2/gblocks-styles. gb_style_selector is read by the controller before the
	 * post is written (Rest\Core_Styles_Controller: name rules and uniqueness); gb_style_data is
	 * validated as a style object (400 naming the field); gb_style_css is read-only.
	 */
	public function register_rest_fields(): void {
		register_rest_field(
			self::POST_TYPE,
			Class_Store::META_SELECTOR,
			array(
				'get_callback'    => static function ( array $item ): string {
					$post = get_post( (int) $item['id'] );
					$name = $post instanceof \WP_Post ? Class_Store::name_of( $post ) : '';
					return '' === $name ? '' : Class_Name::selector( $name );
				},
				'update_callback' => null,
				'schema'          => array(
					'description' => __( 'The class selector with its leading dot, e.g. .my-class. The title follows it.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
			)
		);
		register_rest_field(
			self::POST_TYPE,
			Class_Store::META_DATA,
			array(
				'get_callback'    => static fn( array $item ): array|\stdClass => self::as_object( Class_Store::data( (int) $item['id'] ) ),
				'update_callback' => static function ( $value, \WP_Post $post ) {
					Class_Store::save_data( $post->ID, is_array( $value ) ? $value : (array) $value );
					return true;
				},
				'schema'          => array(
					'description' => __( 'The class styles: CSS properties in camelCase, nested states, selectors and at-rules.', 'gblocks-pro' ),
					'type'        => 'object',
					'context'     => array( 'view', 'edit' ),
					'arg_options' => array(
						'validate_callback' => static fn( $value, $request, $param ) => Style_Data::validate( $value, (string) $param ),
						'sanitize_callback' => static fn( $value ): array => Style_Data::clean( (array) $value ),
					),
				),
			)
		);
		register_rest_field(
			self::POST_TYPE,
			Class_Store::META_CSS,
			array(
				'get_callback' => static fn( array $item ): string => Class_Store::css( (int) $item['id'] ),
				'schema'       => array(
					'description' => __( 'The CSS compiled from the styles on the server when the class is saved.', 'gblocks-pro' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * An empty style object is {} in JSON, not [].
	 *
	 * @param array<string, mixed> $styles Style object.
	 * @return array<string, mixed>|\stdClass
	 */
	private static function as_object( array $styles ): array|\stdClass {
		return array() === $styles ? new \stdClass() : $styles;
	}

	/**
	 * Before a class is written (wp_insert_post_data): its title becomes the selector of the name it
	 * holds (stripped), and a new class goes to the end of the list.
	 *
	 * @param mixed                $data    Slashed post fields about to be written.
	 * @param array<string, mixed> $postarr Fields passed to wp_insert_post().
	 * @param array<string, mixed> $raw     Unsanitised fields.
	 * @return mixed
	 */
	public static function prepare_post( $data, $postarr, $raw = array() ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( ! is_array( $data ) || self::POST_TYPE !== ( $data['post_type'] ?? '' ) ) {
			return $data;
		}
		$name = Class_Name::normalize( wp_unslash( (string) ( $data['post_title'] ?? '' ) ) );
		if ( '' !== $name ) {
			$data['post_title'] = wp_slash( Class_Name::selector( $name ) );
		}
		if ( empty( $postarr['ID'] ) && empty( $postarr['menu_order'] ) ) {
			$data['menu_order'] = Class_Store::next_position();
		}
		return $data;
	}

	/**
	 * After a class is saved, with its fields (wp_after_insert_post): compiles its CSS.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function after_save( $post_id, $post ): void {
		if ( $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ) {
			Class_Store::compile( (int) $post_id );
		}
	}

	/**
	 * The style object written some other way than through REST: compile again.
	 *
	 * @param int|int[]  $meta_id Meta id.
	 * @param int|string $post_id Post id.
	 * @param string     $key     Meta key.
	 */
	public static function meta_changed( $meta_id, $post_id, $key ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( Class_Store::META_DATA === $key && self::POST_TYPE === get_post_type( (int) $post_id ) ) {
			Class_Store::compile( (int) $post_id );
		}
	}

	/**
	 * A class published, drafted or trashed: the published CSS changes.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public static function status_changed( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ) {
			Class_Store::forget();
		}
	}

	/**
	 * A class deleted.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function deleted( $post_id, $post = null ): void { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Hook signature.
		if ( $post instanceof \WP_Post && self::POST_TYPE === $post->post_type ) {
			Class_Store::forget();
		}
	}
}
