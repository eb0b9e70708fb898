<?php
/**
 * A block extension triggered by a marker in the block's output rather than by an attribute.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * Some extensions act on what a block's saved content contains, whatever its attributes (dynamic tags act
 * on every block whose own text or attribute values hold `{{`). The render pipeline calls render() of
 * such an extension for every block whose OWN saved content contains marker(): its innerHTML (static
 * markup, without its inner blocks) or an attribute value (a string, or a string of an array attribute);
 * never because of its rendered markup, which also holds text its author did not write (inner blocks,
 * comments, post titles, search queries). pre_render() is called only for blocks that carry the
 * extension's attributes(), if it has any. An extension is called once per block: by its attributes when
 * the block carries them, else by its marker.
 */
interface Marked_Block_Extension extends Block_Extension {

	/**
	 * The substring whose presence in a block's own saved content (innerHTML or attribute values) makes
	 * the extension act on it (not empty).
	 */
	public function marker(): string;
}
