<?php
/**
 * A usage source that registers itself on the gblocks_pro_usage_sources filter.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Usage;

use GBlocks_Pro\Support\Feature;

/**
 * The feature side of a usage source: listed in Plugin::features(), it adds itself to the sources the
 * usage scan reads. Subclasses say what they find (Usage_Source).
 */
abstract class Registered_Usage_Source implements Feature, Usage_Source {

	/**
	 * Registers the source.
	 */
	public function register(): void {
		add_filter( 'gblocks_pro_usage_sources', array( $this, 'add_to' ) );
	}

	/**
	 * Adds this source to the list (filter gblocks_pro_usage_sources).
	 *
	 * @param mixed $sources Sources so far.
	 * @return array<int|string, mixed>
	 */
	public function add_to( $sources ): array {
		$sources   = is_array( $sources ) ? $sources : array();
		$sources[] = $this;
		return $sources;
	}
}
