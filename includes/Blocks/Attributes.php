<?php
/**
 * Our block attributes on every block type, from the one schema (src/blocks/attributes.json).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Contract_File;
use GBlocks_Pro\Support\Feature;

/**
 * Registers the attributes of src/blocks/attributes.json (DESIGN §4) on the server: `all` on every block
 * type, `blocks` on the named ones, for core, third-party and dynamic blocks alike. Block types
 * registered after us get them through register_block_type_args; those registered before our filter was
 * added (a must-use plugin, an early plugin) are completed when init ends. An attribute a block type
 * already declares under the same name is never overwritten.
 */
final class Attributes implements Feature {

	/**
	 * The schema, relative to the plugin folder.
	 */
	public const FILE = 'src/blocks/attributes.json';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'register_block_type_args', array( self::class, 'add_to_args' ), 10, 2 );
		// Late on init, after core (priority 10) and most plugins have registered their blocks.
		add_action( 'init', array( self::class, 'add_to_registered' ), PHP_INT_MAX - 100 );
	}

	/**
	 * The attributes of a block type: `all`, then the block's own entries of `blocks`.
	 *
	 * @param string $block_name Block name.
	 * @return array<string, array<string, mixed>>
	 */
	public static function for_block( string $block_name ): array {
		$schema     = Contract_File::read( self::FILE );
		$attributes = is_array( $schema['all'] ?? null ) ? $schema['all'] : array();
		$extra      = $schema['blocks'][ $block_name ] ?? null;
		if ( is_array( $extra ) ) {
			$attributes = array_merge( $attributes, $extra );
		}
		return $attributes;
	}

	/**
	 * Adds the missing attributes to a block type's registration arguments (register_block_type_args).
	 *
	 * @param mixed $args       Block type arguments.
	 * @param mixed $block_name Block name.
	 * @return mixed
	 */
	public static function add_to_args( $args, $block_name ) {
		if ( ! is_array( $args ) || ! is_string( $block_name ) ) {
			return $args;
		}
		$declared           = is_array( $args['attributes'] ?? null ) ? $args['attributes'] : array();
		$args['attributes'] = $declared + self::for_block( $block_name );
		return $args;
	}

	/**
	 * Adds the missing attributes to every block type registered so far (end of init).
	 */
	public static function add_to_registered(): void {
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
			$declared = is_array( $type->attributes ) ? $type->attributes : array();
			foreach ( self::for_block( (string) $name ) as $attribute => $schema ) {
				if ( ! array_key_exists( $attribute, $declared ) ) {
					$declared[ $attribute ] = $schema;
				}
			}
			$type->attributes = $declared;
		}
	}
}
