<?php
/**
 * The one pre_render_block and render_block entry of the plugin's block extensions.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Blocks;

use GBlocks_Pro\Support\Block_Extension;
use GBlocks_Pro\Support\Feature;
use GBlocks_Pro\Support\Marked_Block_Extension;

/**
 * Dispatches blocks to the block extensions (filter gblocks_pro_block_extensions) whose attributes they
 * carry. A block without our attributes costs one early return on each hook: no attributes at all, or
 * none of the union of the extensions' attribute names (an isset per name, or per attribute when the
 * block has fewer), and no allocation.
 *
 * Each block is decided once:
 * - pre_render_block asks the extensions first; a string ends the block there ('' hides it before its
 *   inner blocks and dynamic parts render). A block that goes on is remembered (a stack of the
 *   attributes of the blocks that passed: render_block_data filters may copy the parsed block, as the
 *   layout support does for children, but leave its attributes as they are), and render_block recognises
 *   it by identity (the same array: no deep comparison) and only runs the extensions' render().
 * - A block that pre_render_block never saw (core/navigation, its submenus and the widget group render
 *   their inner blocks with WP_Block::render()) is decided in render_block: the extensions' pre_render()
 *   with the block itself as the context carrier, then render(). The items of core/navigation are asked
 *   before they render (block_core_navigation_render_inner_blocks): a hidden item is dropped from the
 *   list and neither it nor its submenu's children render; the others are remembered by instance and
 *   not asked again in render_block.
 *
 * Extensions with a marker (Support\Marked_Block_Extension: dynamic tags) are triggered by their marker
 * in the block's OWN saved content instead of an attribute: its innerHTML (static markup without its
 * inner blocks) or its attribute values, never its rendered markup (which also holds its inner blocks'
 * output and text from elsewhere: comments, titles, search queries). A block without attributes costs
 * one str_contains on its innerHTML; a block with attributes that are not ours also a look at their
 * string values (most blocks have one or two). A block without our attributes and without a marker
 * still costs one early return.
 */
final class Render_Pipeline implements Feature {

	/**
	 * Navigation items asked before they render, by object id (the instance is kept, so that its id is
	 * not reused while it waits here).
	 *
	 * @var array<int, \WP_Block>
	 */
	private array $asked = array();

	/**
	 * The shared instance.
	 *
	 * @var Render_Pipeline|null
	 */
	private static ?Render_Pipeline $instance = null;

	/**
	 * Union of the extensions' attribute names.
	 *
	 * @var string[]
	 */
	private array $names = array();

	/**
	 * The same names as keys: the probes of the early return, an isset each (null until the extensions
	 * are loaded).
	 *
	 * @var array<string, true>|null
	 */
	private ?array $lookup = null;

	/**
	 * The number of names (counted once, not per block).
	 *
	 * @var int
	 */
	private int $name_count = 0;

	/**
	 * The extensions and the attribute names each acts on.
	 *
	 * @var array<int, array{0: Block_Extension, 1: string[]}>
	 */
	private array $extensions = array();

	/**
	 * The extensions acting on each attribute name, as indexes into $extensions (in their order), so
	 * that a block is dispatched to the extensions it carries without asking every extension.
	 *
	 * @var array<string, int[]>
	 */
	private array $owners = array();

	/**
	 * Attributes of the blocks that passed pre_render_block and have not reached render_block yet
	 * (innermost last).
	 *
	 * @var array<int, array<mixed>>
	 */
	private array $passed = array();

	/**
	 * The extensions each of those blocks carries (carriers(), worked out once in pre_render_block and
	 * used again in render_block), in the same order.
	 *
	 * @var array<int, int[]>
	 */
	private array $passed_carriers = array();

	/**
	 * Extensions triggered by a marker in the rendered markup, by marker.
	 *
	 * @var array<string, array<int, array{0: Marked_Block_Extension, 1: string[]}>>
	 */
	private array $markers = array();

	/**
	 * What render_block looks for in the markup of a block without our attributes: the one marker
	 * (most sites: '{{'), '' when the marked extensions use several (marked() then checks each), null
	 * when there is none (or the extensions are not loaded yet).
	 *
	 * @var string|null
	 */
	private ?string $probe = null;

	/**
	 * The shared instance.
	 */
	public static function instance(): self {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Adds the block hooks.
	 */
	public function register(): void {
		add_filter( 'pre_render_block', array( $this, 'pre_render_block' ), 10, 3 );
		add_filter( 'render_block', array( $this, 'render_block' ), 10, 3 );
		add_filter( 'block_core_navigation_render_inner_blocks', array( $this, 'navigation_items' ) );
	}

	/**
	 * Loads the extensions again on the next block (the list or a feature flag changed: tests, benches).
	 */
	public function reset(): void {
		$this->names           = array();
		$this->lookup          = null;
		$this->extensions      = array();
		$this->owners          = array();
		$this->markers         = array();
		$this->probe           = null;
		$this->passed          = array();
		$this->passed_carriers = array();
		$this->asked           = array();
	}

	/**
	 * Loads the extensions once: their attribute names, as a list and as the probe map (returned), and
	 * their markers.
	 *
	 * @return array<string, true>
	 */
	private function load(): array {
		$names = array();

		/**
		 * Filters the block extensions the render pipeline dispatches to.
		 *
		 * @param Block_Extension[] $extensions Extensions.
		 */
		$extensions = (array) apply_filters( 'gblocks_pro_block_extensions', array() );
		foreach ( $extensions as $extension ) {
			if ( ! $extension instanceof Block_Extension ) {
				continue;
			}
			$own = array_values( array_filter( $extension->attributes(), 'is_string' ) );
			if ( $own ) {
				foreach ( array_unique( $own ) as $name ) {
					$this->owners[ $name ][] = count( $this->extensions );
				}
				$this->extensions[] = array( $extension, $own );
				$names              = array_merge( $names, $own );
			}
			$marker = $extension instanceof Marked_Block_Extension ? $extension->marker() : '';
			if ( '' !== $marker ) {
				$this->markers[ $marker ][] = array( $extension, $own );
			}
		}
		$this->probe      = $this->markers ? ( 1 === count( $this->markers ) ? (string) array_key_first( $this->markers ) : '' ) : null;
		$this->names      = array_values( array_unique( $names ) );
		$this->lookup     = array_fill_keys( $this->names, true );
		$this->name_count = count( $this->names );
		return $this->lookup;
	}

	/**
	 * Asks the extensions before the block renders (pre_render_block).
	 *
	 * The early return of a block without our attributes is inline and allocates nothing: one empty()
	 * for a block without attributes; otherwise an isset per attribute on the precomputed name map (or
	 * per name when the block has as many attributes as there are names). The rest is in decide().
	 *
	 * @param mixed          $pre    Output so far (null: render as usual).
	 * @param mixed          $block  The parsed block.
	 * @param \WP_Block|null $parent The parent block.
	 * @return mixed
	 */
	public function pre_render_block( $pre, $block, $parent = null ) {
		if ( empty( $block['attrs'] ) || null !== $pre ) {
			return $pre;
		}
		$attrs  = $block['attrs'];
		$lookup = $this->lookup ?? $this->load();
		if ( ! \is_array( $attrs ) ) {
			return $pre;
		}
		if ( \count( $attrs ) < $this->name_count ) {
			foreach ( $attrs as $key => $value ) {
				if ( isset( $lookup[ $key ] ) && null !== $value ) {
					return $this->decide( $block, $attrs, $parent );
				}
			}
			return $pre;
		}
		foreach ( $lookup as $name => $true ) {
			if ( isset( $attrs[ $name ] ) ) {
				return $this->decide( $block, $attrs, $parent );
			}
		}
		return $pre;
	}

	/**
	 * The decision of pre_render_block for a block that carries our attributes: an extension's
	 * replacement, or null (the block renders and is remembered for render_block).
	 *
	 * @param array<string, mixed> $block  The parsed block.
	 * @param array<mixed>         $attrs  Its attributes.
	 * @param mixed                $parent The parent block.
	 */
	private function decide( array $block, array $attrs, $parent ): ?string {
		$carriers = $this->carriers( $attrs );
		$output   = $this->ask( $block, $parent instanceof \WP_Block ? $parent : null, $carriers );
		if ( null === $output ) {
			$this->passed[]          = $attrs;
			$this->passed_carriers[] = $carriers;
		}
		return $output;
	}

	/**
	 * Lets the extensions work on the rendered block, deciding it first when pre_render_block did not
	 * see it (render_block).
	 *
	 * The early return of a block without our attributes is inline and allocates nothing: for a block
	 * without attributes, one str_contains of the marker on its own markup; otherwise the same isset
	 * probes as pre_render_block, then the marker in its own markup and its attribute values. A block
	 * that carries our attributes goes on in carried().
	 *
	 * @param mixed          $html     The block's markup.
	 * @param mixed          $block    The parsed block.
	 * @param \WP_Block|null $instance The block instance.
	 * @return mixed
	 */
	public function render_block( $html, $block, $instance = null ) {
		if ( empty( $block['attrs'] ) || ! \is_array( $block['attrs'] ) ) {
			$probe = $this->probe;
			if ( null === $probe ) {
				if ( null !== $this->lookup ) {
					return $html;
				}
				$this->load();
				return $this->render_block( $html, $block, $instance );
			}
			$inner = $block['innerHTML'] ?? null;
			if ( ! \is_string( $inner ) || ! \str_contains( $inner, $probe ) || ! \is_string( $html ) ) {
				return $html;
			}
			return $this->marked( $html, $block, $instance, null );
		}
		$attrs  = $block['attrs'];
		$lookup = $this->lookup ?? $this->load();
		if ( \count( $attrs ) < $this->name_count ) {
			foreach ( $attrs as $key => $value ) {
				if ( isset( $lookup[ $key ] ) && null !== $value ) {
					return \is_string( $html ) ? $this->carried( $html, $block, $attrs, $instance ) : $html;
				}
			}
		} else {
			foreach ( $lookup as $name => $true ) {
				if ( isset( $attrs[ $name ] ) ) {
					return \is_string( $html ) ? $this->carried( $html, $block, $attrs, $instance ) : $html;
				}
			}
		}
		$probe = $this->probe;
		if ( null === $probe || ! \is_string( $html ) ) {
			return $html;
		}
		if ( '' !== $probe ) {
			$inner = $block['innerHTML'] ?? null;
			if ( ! \is_string( $inner ) || ! \str_contains( $inner, $probe ) ) {
				// Inline (no call for the usual one or two scalar attributes): the attribute values, and
				// one level into an array attribute (htmlAttributes-like maps), as holds() reads them.
				foreach ( $attrs as $value ) {
					if ( \is_string( $value ) ) {
						if ( \str_contains( $value, $probe ) ) {
							return $this->marked( $html, $block, $instance, null );
						}
					} elseif ( \is_array( $value ) ) {
						foreach ( $value as $item ) {
							if ( \is_string( $item ) && \str_contains( $item, $probe ) ) {
								return $this->marked( $html, $block, $instance, null );
							}
						}
					}
				}
				return $html;
			}
		}
		return $this->marked( $html, $block, $instance, null );
	}

	/**
	 * The render_block work of a block that carries our attributes: decided first unless pre_render_block or
	 * navigation_items already did, then the extensions' render(), then the marked extensions.
	 *
	 * @param string       $html     The block's markup.
	 * @param mixed        $block    The parsed block.
	 * @param array<mixed> $attrs    Its attributes.
	 * @param mixed        $instance The block instance.
	 */
	private function carried( string $html, $block, array $attrs, $instance ): string {
		$instance = $instance instanceof \WP_Block ? $instance : null;
		$carriers = null;
		if ( $this->passed && end( $this->passed ) === $attrs ) {
			array_pop( $this->passed );
			$carriers = array_pop( $this->passed_carriers );
		} elseif ( null !== $instance && isset( $this->asked[ spl_object_id( $instance ) ] ) ) {
			unset( $this->asked[ spl_object_id( $instance ) ] );
		} else {
			$carriers = $this->carriers( $attrs );
			$output   = $this->ask( is_array( $block ) ? $block : array(), $instance, $carriers );
			if ( null !== $output ) {
				return $output;
			}
		}
		foreach ( $carriers ?? $this->carriers( $attrs ) as $index ) {
			$html = $this->extensions[ $index ][0]->render( $html, $block, $instance );
		}
		return $this->markers ? $this->marked( $html, $block, $instance, $attrs ) : $html;
	}

	/**
	 * Lets the marked extensions work on markup that contains their marker (those the block's
	 * attributes already triggered are not called again).
	 *
	 * @param string            $html     The block's markup.
	 * @param mixed             $block    The parsed block.
	 * @param mixed             $instance The block instance.
	 * @param array<mixed>|null $attrs    The block's attributes when attribute extensions ran.
	 */
	private function marked( string $html, $block, $instance, ?array $attrs ): string {
		foreach ( $this->markers as $marker => $extensions ) {
			if ( ! self::holds( $block, (string) $marker ) ) {
				continue;
			}
			foreach ( $extensions as list( $extension, $own ) ) {
				if ( null !== $attrs && $own && self::carries( $attrs, $own ) ) {
					continue;
				}
				$html = $extension->render( $html, is_array( $block ) ? $block : array(), $instance instanceof \WP_Block ? $instance : null );
			}
		}
		return $html;
	}

	/**
	 * Whether the block's own saved content holds a marker: its static markup (innerHTML, without its
	 * inner blocks) or an attribute value (a string, or a string of an array attribute such as
	 * htmlAttributes). Text the block renders from elsewhere (inner blocks, comments, titles, a search
	 * query) does not count.
	 *
	 * @param mixed  $block  The parsed block.
	 * @param string $marker The marker.
	 */
	private static function holds( $block, string $marker ): bool {
		if ( ! is_array( $block ) ) {
			return false;
		}
		$inner = $block['innerHTML'] ?? null;
		if ( is_string( $inner ) && str_contains( $inner, $marker ) ) {
			return true;
		}
		$attrs = $block['attrs'] ?? null;
		if ( ! is_array( $attrs ) ) {
			return false;
		}
		foreach ( $attrs as $value ) {
			if ( is_string( $value ) ) {
				if ( str_contains( $value, $marker ) ) {
					return true;
				}
			} elseif ( is_array( $value ) ) {
				foreach ( $value as $item ) {
					if ( is_string( $item ) && str_contains( $item, $marker ) ) {
						return true;
					}
				}
			}
		}
		return false;
	}

	/**
	 * Drops the navigation items that an extension hides ('') before core/navigation renders them
	 * (block_core_navigation_render_inner_blocks). Other items render as usual.
	 *
	 * @param mixed $inner_blocks The items (a WP_Block_List).
	 * @return mixed
	 */
	public function navigation_items( $inner_blocks ) {
		if ( ! $inner_blocks instanceof \WP_Block_List || ! count( $inner_blocks ) ) {
			return $inner_blocks;
		}
		if ( null === $this->lookup ) {
			$this->load();
		}
		$names   = $this->names;
		$kept    = array();
		$dropped = false;
		foreach ( $inner_blocks as $inner_block ) {
			if ( ! $inner_block instanceof \WP_Block ) {
				continue;
			}
			$attrs = $inner_block->parsed_block['attrs'] ?? null;
			if ( $attrs && is_array( $attrs ) && self::carries( $attrs, $names ) ) {
				$output = $this->ask( $inner_block->parsed_block, $inner_block, $this->carriers( $attrs ) );
				if ( '' === $output ) {
					$dropped = true;
					continue;
				}
				// A replacement is applied in render_block, which asks again; otherwise the answer stands.
				if ( null === $output ) {
					$this->asked[ spl_object_id( $inner_block ) ] = $inner_block;
				}
			}
			$kept[] = $inner_block;
		}
		return $dropped ? new \WP_Block_List( $kept ) : $inner_blocks;
	}

	/**
	 * The first replacement an extension of the block gives before it renders, or null.
	 *
	 * @param array<string, mixed> $block    The parsed block.
	 * @param \WP_Block|null       $parent   The block whose context applies.
	 * @param int[]                $carriers carriers() of its attributes.
	 */
	private function ask( array $block, ?\WP_Block $parent, array $carriers ): ?string {
		foreach ( $carriers as $index ) {
			$output = $this->extensions[ $index ][0]->pre_render( $block, $parent );
			if ( null !== $output ) {
				return $output;
			}
		}
		return null;
	}

	/**
	 * The extensions whose attributes the block carries (set, not null), as indexes into $extensions in
	 * their order: one probe per attribute of the block rather than a call per extension.
	 *
	 * @param array<mixed> $attrs Block attributes.
	 * @return int[]
	 */
	private function carriers( array $attrs ): array {
		$found = array();
		foreach ( $attrs as $name => $value ) {
			if ( null !== $value && isset( $this->owners[ $name ] ) ) {
				foreach ( $this->owners[ $name ] as $index ) {
					$found[ $index ] = $index;
				}
			}
		}
		if ( \count( $found ) > 1 ) {
			ksort( $found );
		}
		return $found;
	}

	/**
	 * Whether the attributes hold one of the names.
	 *
	 * @param array<mixed>  $attrs Block attributes.
	 * @param array<string> $names Attribute names.
	 */
	private static function carries( array $attrs, array $names ): bool {
		foreach ( $names as $name ) {
			if ( isset( $attrs[ $name ] ) ) {
				return true;
			}
		}
		return false;
	}
}
