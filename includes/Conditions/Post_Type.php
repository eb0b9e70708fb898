<?php
/**
 * The condition post type and its category taxonomy.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Categories\Categories;
use GBlocks_Pro\Categories\Category_Service;
use GBlocks_Pro\Categories\Core_Categories_Controller;
use GBlocks_Pro\Conditions\Cli\Condition_Command;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Cli\Cli;
use GBlocks_Pro\Support\Locked_Post_Update;
use GBlocks_Pro\Support\Contract_File;
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
		add_filter( 'wp_insert_post_data', array( self::class, 'advance_modified' ), 10, 4 );
		// The command's class loads only under WP-CLI.
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			Cli::add( 'condition', Condition_Command::class );
		}
		Categories::register( Categories_Adapter::class, self::TAXONOMY );
	}

	/**
	 * The conditions' categories (no virtual 'uncategorized' entry): the category routes, the condition
	 * service and `wp gblocks category --for=conditions` go through it.
	 */
	public static function categories(): Category_Service {
		return ( new Categories_Adapter() )->service();
	}

	/**
	 * Every save of a condition moves its modified time strictly forward (at least one second past
	 * the previous value, even for two saves within the same second), so that the modified value a
	 * client loaded identifies the version it saw: the conditions route refuses a save (409) whose
	 * modified is not the current one.
	 *
	 * @param array<string, mixed> $data    Slashed post fields about to be written.
	 * @param array<string, mixed> $postarr Fields passed to wp_insert_post().
	 * @param array<string, mixed> $raw     Unsanitised fields.
	 * @param bool                 $update  Whether an existing post is updated.
	 * @return array<string, mixed>
	 */
	public static function advance_modified( $data, $postarr, $raw = array(), $update = false ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( ! $update || ! is_array( $data ) || self::POST_TYPE !== ( $data['post_type'] ?? '' ) || empty( $postarr['ID'] ) ) {
			return $data;
		}
		return Locked_Post_Update::advanced( $data, (int) $postarr['ID'] );
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
				'rest_controller_class' => Core_Categories_Controller::class,
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
	 * restricted types without manage_options, as on the plugin's own routes. Only managers read the
	 * rules (a published condition's rules can name cookies, meta keys or options); others get null.
	 */
	public function register_rest_field(): void {
		$schema                = self::tree_schema();
		$schema['type']        = array( 'object', 'null' );
		$schema['arg_options'] = array( 'required' => false ); // The schema's v4 "required" list is not the field's.
		register_rest_field(
			self::POST_TYPE,
			self::REST_FIELD,
			array(
				'get_callback'    => static fn( array $item ): ?array => current_user_can( Capabilities::MANAGE_CONDITIONS ) ? self::read_tree( (int) $item['id'] ) : null,
				'update_callback' => static function ( $value, \WP_Post $post ) {
					$error = self::save_error( $value );
					if ( $error ) {
						return $error;
					}
					self::save_tree( $post->ID, (array) $value );
					return true;
				},
				'schema'          => $schema,
			)
		);
	}

	/**
	 * Why the current user may not save a tree, or null: Tree::save_error() (400 malformed, 403
	 * restricted types), then 403 when a row reads private data (a private meta key of the post or the
	 * author…) and the user lacks manage_options.
	 *
	 * @param mixed $tree The submitted tree.
	 */
	public static function save_error( mixed $tree ): ?\WP_Error {
		$error = Tree::save_error( $tree );
		if ( $error || current_user_can( 'manage_options' ) || ! is_array( $tree ) ) {
			return $error;
		}
		$registry = Registry::instance();
		$private  = array();
		foreach ( (array) ( $tree['groups'] ?? array() ) as $group ) {
			foreach ( (array) ( is_array( $group ) ? $group['conditions'] ?? array() : array() ) as $row ) {
				$type = is_array( $row ) && is_string( $row['type'] ?? null ) ? $registry->get( $row['type'] ) : null;
				$key  = $type ? $type->private_data( (string) ( $row['rule'] ?? '' ), (string) ( $row['value'] ?? '' ) ) : null;
				if ( null !== $key ) {
					$private[ $key ] = $key;
				}
			}
		}
		if ( ! $private ) {
			return null;
		}
		return new \WP_Error(
			'gblocks_pro_restricted_condition_key',
			/* translators: %s: meta keys, e.g. "session_tokens, _secret". */
			sprintf( __( 'Only administrators can save conditions that read these private keys: %s.', 'gblocks-pro' ), implode( ', ', $private ) ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * The stored tree of a condition, in canonical shape ([] groups when it cannot be read).
	 *
	 * @param int $condition_id Condition id.
	 * @return array<string, mixed>
	 */
	public static function get_tree( int $condition_id ): array {
		return self::read_tree( $condition_id ) ?? Tree::empty_tree();
	}

	/**
	 * The stored tree of a condition in canonical shape, the empty tree when none was ever saved, or
	 * null when what is stored cannot be read (corrupted): callers must not show it as "no rules".
	 *
	 * @param int $condition_id Condition id.
	 * @return array<string, mixed>|null
	 */
	public static function read_tree( int $condition_id ): ?array {
		if ( ! metadata_exists( 'post', $condition_id, self::META_KEY ) ) {
			return Tree::empty_tree();
		}
		$tree = Tree::read( get_post_meta( $condition_id, self::META_KEY, true ) );
		return null === $tree ? null : Tree::normalize( $tree );
	}

	/**
	 * Stores a (validated) tree, with every rule in its canonical form (aliases such as a bare role
	 * name become the rule they stand for).
	 *
	 * @param int                  $condition_id Condition id.
	 * @param array<string, mixed> $tree         The tree.
	 */
	public static function save_tree( int $condition_id, array $tree ): void {
		// update_post_meta() unslashes; slash first so that backslashes in values survive.
		update_post_meta( $condition_id, self::META_KEY, wp_slash( self::canonical( Tree::normalize( $tree ) ) ) );
	}

	/**
	 * A normalised tree with each rule id replaced by its canonical id.
	 *
	 * @param array<string, mixed> $tree Normalised tree.
	 * @return array<string, mixed>
	 */
	public static function canonical( array $tree ): array {
		$registry = Registry::instance();
		foreach ( (array) ( $tree['groups'] ?? array() ) as $g => $group ) {
			foreach ( (array) ( $group['conditions'] ?? array() ) as $c => $row ) {
				$type = $registry->get( (string) ( $row['type'] ?? '' ) );
				if ( $type ) {
					$tree['groups'][ $g ]['conditions'][ $c ]['rule'] = $type->canonical_rule( (string) ( $row['rule'] ?? '' ) );
				}
			}
		}
		return $tree;
	}

	/**
	 * JSON schema of a rule tree: the one definition in src/conditions/tree-schema.json, shared by
	 * the conditions routes, this REST field and validation (read once per request).
	 *
	 * @return array<string, mixed>
	 */
	public static function tree_schema(): array {
		$result = Contract_File::read( 'src/conditions/tree-schema.json' );
		unset( $result['$schema'], $result['title'] );
		$result['description'] = __( 'The rule tree: logic over groups, each group\'s logic over its conditions.', 'gblocks-pro' );
		$result['context']     = array( 'view', 'edit' );
		return $result;
	}
}
