/**
 * The local sites (npm start's and the e2e one) are offline (bin/support/mu-offline.php): their debug log
 * holds the site's own notices only. Core's update checks and the list of languages WordPress.org offers
 * must not run, fail and log a warning ("could not establish a secure connection to WordPress.org").
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

const DEBUG_LOG = path.resolve(
	__dirname,
	'../../../.wp',
	process.env.GB_E2E_SITE ?? 'e2e',
	'debug.log'
);

/**
 * What the site's debug log gained after its first bytes.
 *
 * @param from Bytes the log had before.
 */
function logSince( from: number ): string {
	if ( ! fs.existsSync( DEBUG_LOG ) ) {
		return '';
	}
	return fs.readFileSync( DEBUG_LOG, 'utf8' ).slice( from );
}

test.describe( 'Offline local site', () => {
	test( 'admin screens log no failed update or translations check, and Updates says WordPress is current', async ( {
		page,
	} ) => {
		const start = fs.existsSync( DEBUG_LOG )
			? fs.statSync( DEBUG_LOG ).size
			: 0;

		for ( const screen of [
			'/wp-admin/',
			'/wp-admin/',
			'/wp-admin/plugins.php',
			'/wp-admin/themes.php',
			// Both list the languages WordPress.org offers (translations_api()).
			'/wp-admin/options-general.php',
			'/wp-admin/profile.php',
		] ) {
			await page.goto( screen );
			await expect( page.locator( '#wpbody' ) ).toBeVisible();
		}
		await page.goto( '/wp-admin/update-core.php' );
		await expect(
			page.getByRole( 'heading', {
				name: 'You have the latest version of WordPress.',
			} )
		).toBeVisible();

		const logged = logSince( start );
		expect( logged ).not.toContain( 'secure connection' );
		expect( logged ).not.toContain( 'api.wordpress.org' );
		// Nor anything else: without an answer, Updates also read properties of false.
		expect( logged ).toBe( '' );
	} );
} );
