<?php
/**
 * A value that counts how often it is unserialized (tests of what is decoded per request).
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Conditions;

/**
 * Put inside a stored option; every unserialize() of the option wakes it once.
 */
final class Unserialize_Probe {

	/**
	 * Wake-ups so far.
	 *
	 * @var int
	 */
	public static int $wakeups = 0;

	/**
	 * Counts one unserialize().
	 */
	public function __wakeup(): void {
		++self::$wakeups;
	}
}
