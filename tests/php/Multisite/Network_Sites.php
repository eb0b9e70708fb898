<?php
/**
 * The network of the multisite stage, for its tests.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Tests\Multisite;

/**
 * The network of tests/php/Multisite/install.php: site A (the main site, /) and site B (/site-b/), the
 * plugin network-activated. Used by test cases (Multisite_Test_Case, or a feature's own base class).
 */
trait Network_Sites {

	/**
	 * Back on the site the test began on; roles read again from the database (a test may have changed
	 * them in memory). Call from tearDown(), after the parent's.
	 */
	protected static function leave_switched_sites(): void {
		while ( ms_is_switched() ) {
			restore_current_blog();
		}
		wp_roles()->for_site();
	}

	/**
	 * Site A: the main site.
	 */
	protected static function site_a(): int {
		return (int) get_main_site_id();
	}

	/**
	 * Site B, made by the installer.
	 */
	protected function site_b(): int {
		$site = get_site_by_path( WP_TESTS_DOMAIN, '/site-b/' );
		$this->assertInstanceOf( \WP_Site::class, $site, 'The installer adds site B.' );
		$this->assertNotSame( self::site_a(), (int) $site->blog_id );
		return (int) $site->blog_id;
	}

	/**
	 * Runs a callback on a site and answers what it returns.
	 *
	 * @template T
	 * @param int           $site_id  The site.
	 * @param callable(): T $callback What to run there.
	 * @return T
	 */
	protected function on_site( int $site_id, callable $callback ): mixed {
		switch_to_blog( $site_id );
		try {
			return $callback();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * Creates a site, runs a callback with its id, and deletes the site again. The SQLite driver does not
	 * keep the creation of a site's tables inside the test's transaction (part of it is rolled back, the
	 * rest committed), so this runs outside it: the transaction ends first, the site (tables included)
	 * is deleted afterwards, and a new transaction begins for the test's tearDown. What the callback
	 * changes beyond the new site is the callback's to undo.
	 *
	 * @param string                $name     Name of the site (its path is /<name>-<random>/).
	 * @param callable(int): void   $callback What to check on it; gets its id.
	 * @param callable(): void|null $before   What to do (committed) before the site is created.
	 */
	protected function with_new_site( string $name, callable $callback, ?callable $before = null ): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- See above.
		$site = 0;
		try {
			if ( null !== $before ) {
				$before();
			}
			$created = wp_insert_site(
				array(
					'domain'  => WP_TESTS_DOMAIN,
					'path'    => '/' . $name . '-' . strtolower( wp_generate_password( 6, false ) ) . '/',
					'title'   => $name,
					'user_id' => 1,
				)
			);
			$this->assertIsInt( $created, is_wp_error( $created ) ? $created->get_error_message() : '' );
			$site = $created;
			$callback( $site );
		} finally {
			while ( ms_is_switched() ) {
				restore_current_blog();
			}
			if ( $site > 0 ) {
				wp_delete_site( $site );
			}
			$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test isolation.
		}
	}

	/**
	 * Logs in as a new administrator of the current site (not a super admin) and answers the id.
	 */
	protected function act_as_site_admin(): int {
		$id = $this->act_as( 'administrator' );
		$this->assertFalse( is_super_admin( $id ) );
		return $id;
	}
}
