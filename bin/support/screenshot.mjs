/**
 * Takes a screenshot of a page of a local site as the admin user, for looking at a screen the way a
 * user would: node bin/support/screenshot.mjs <url> <out.png> [width] [height]
 */
import { chromium } from '@playwright/test';

const [ url, out, width = '1280', height = '800' ] = process.argv.slice( 2 );
if ( ! url || ! out ) {
	console.error(
		'Usage: node bin/support/screenshot.mjs <url> <out.png> [width] [height]'
	);
	process.exit( 2 );
}
const origin = new URL( url ).origin;
const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
} );
const page = await browser.newPage( {
	viewport: { width: Number( width ), height: Number( height ) },
} );
await page.goto( `${ origin }/wp-login.php` );
await page.fill( '#user_login', process.env.WP_USER ?? 'admin' );
await page.fill( '#user_pass', process.env.WP_PASSWORD ?? 'password' );
await Promise.all( [ page.waitForNavigation(), page.click( '#wp-submit' ) ] );
await page.goto( url, { waitUntil: 'networkidle' } );
await page.screenshot( { path: out, fullPage: false } );
await browser.close();
console.log( out );
