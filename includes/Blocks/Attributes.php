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
	 * `all`, and for each block named in `blocks` its full list (`all`, then its own entries): built once
	 * per request, as every block type registered asks for the same lists.
	 *
	 * @var array{all: array<string, array<string, mixed>>, blocks: array<string, array<string, array<string, mixed>>>}|null
	 */
	private static ?array $lists = null;

	/**
	 * The attributes of a block type: `all`, then the block's own entries of `blocks`.
	 *
	 * @param string $block_name Block name.
	 * @return array<string, array<string, mixed>>
	 */
	public static function for_block( string $block_name ): array {
		if ( null === self::$lists ) {
			$schema = Contract_File::read( self::FILE );
			$all    = is_array( $schema['all'] ?? null ) ? $schema['all'] : array();
			$blocks = array();
			foreach ( is_array( $schema['blocks'] ?? null ) ? $schema['blocks'] : array() as $name => $extra ) {
				if ( is_array( $extra ) ) {
					$blocks[ (string) $name ] = array_merge( $all, $extra );
				}
			}
			self::$lists = array(
				'all'    => $all,
				'blocks' => $blocks,
			);
		}
		return self::$lists['blocks'][ $block_name ] ?? self::$lists['all'];
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
			// The union keeps every declared attribute and appends ours that are missing, in our order.
			$type->attributes = ( is_array( $type->attributes ) ? $type->attributes : array() ) + self::for_block( (string) $name );
		}
	}
}
