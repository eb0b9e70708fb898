<?php
/**
 * The contract of a feature.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Support;

/**
 * A feature adds its hooks in register() and does no other work there.
 */
interface Feature {

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void;
}
