<?php
/**
 * Base of the multisite stage's tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

use GBlocks_Pro\Tests\Test_Case;

/**
 * The network of tests/php/Multisite/install.php: site A (the main site, /) and site B (/site-b/), the
 * plugin network-activated. Each test runs in the suite's rolled-back transaction, on site A.
 */
abstract class Multisite_Test_Case extends Test_Case {
	use Network_Sites;

	/**
	 * Back on site A, roles read again from the database.
	 */
	protected function tearDown(): void {
		while ( ms_is_switched() ) {
			restore_current_blog();
		}
		parent::tearDown();
		self::leave_switched_sites();
	}
}
