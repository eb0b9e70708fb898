<?php
/**
 * The former name of GBlocks_Pro\Usage\Usage_Source.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * A usage source implementing this interface (its name before the Usage module) is still read by the
 * usage scan: it is a GBlocks_Pro\Usage\Usage_Source.
 *
 * @deprecated Implement GBlocks_Pro\Usage\Usage_Source.
 */
interface Usage_Source extends \GBlocks_Pro\Usage\Usage_Source {
}
