/**
 * The installable zip: on a site without the plugin (bin/test.sh starts it from nothing), gblocks-pro.zip
 * goes in through Plugins › Add New › Upload, is activated, and every screen of the plugin opens and
 * works, from the built files alone (the zip has no src/).
 */
import { test, expect } from '@playwright/test';

import { CONDITIONS_BASE } from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';

const siteUrl = process.env.WP_ZIP_SITE_URL ?? '';
const zip = process.env.GB_PLUGIN_ZIP ?? '';

test.use( { baseURL: siteUrl, storageState: { cookies: [], origins: [] } } );

test( 'gblocks-pro.zip installs through the admin, activates, and each screen opens', async ( {
	page,
} ) => {
	expect( siteUrl, 'WP_ZIP_SITE_URL: run through bin/test.sh e2e' ).not.toBe(
		''
	);
	const errors = collectConsoleErrors( page );

	await page.goto( '/wp-login.php' );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await page.click( '#wp-submit' );
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();

	await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
	await page.setInputFiles( '#pluginzip', zip );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible( {
		timeout: 30_000,
	} );
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
	await expect(
		page.locator( 'tr[data-plugin="gblocks-pro/plugin.php"]' )
	).toHaveClass( /\bactive\b/ );

	const screens: Array< [ string, string ] > = [
		[ 'generateblocks-overlay-panels', 'Overlay Panels' ],
		[ 'generateblocks-conditions', 'Conditions' ],
		[ 'generateblocks-styles', 'Global Styles' ],
		[ 'gblocks-pro-pattern-library', 'Pattern Library' ],
		[ 'gblocks-pro-settings', 'Settings' ],
	];
	for ( const [ slug, title ] of screens ) {
		await page.goto( `/wp-admin/admin.php?page=${ slug }` );
		await expect(
			page.getByRole( 'heading', { level: 1, name: title } )
		).toBeVisible();
		// The PHP fallback says "Loading…" until the screen's bundle has mounted.
		await expect( page.locator( '.gblocks-pro-admin-page' ) ).toBeVisible();
		await expect( page.getByText( 'Loading…' ) ).toHaveCount( 0 );
		await expect( page.locator( 'body' ) ).not.toContainText(
			/Fatal error|Warning:|Notice:|is missing or invalid/
		);
	}

	// The contracts the PHP reads come from build/contracts: a condition saved through REST is validated
	// against the tree schema, and an overlay's settings against settings.json.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const created = await page.request.post(
		`/wp-json${ CONDITIONS_BASE }/conditions`,
		{
			headers: { 'X-WP-Nonce': nonce },
			data: {
				title: 'From the zip',
				status: 'publish',
				category: '',
				conditions: {
					logic: 'OR',
					groups: [
						{
							logic: 'AND',
							conditions: [
								{
									type: 'device',
									rule: 'desktop',
									operator: 'is',
									value: '',
								},
							],
						},
					],
				},
			},
		}
	);
	expect( created.status(), await created.text() ).toBeLessThan( 300 );

	// The block editor opens with the plugin's sidebar bundle, and the front end renders.
	await page.goto( '/wp-admin/post-new.php' );
	await expect(
		page
			.frameLocator( 'iframe[name="editor-canvas"]' )
			.locator( '.block-editor-block-list__layout' )
			.first()
	).toBeVisible( { timeout: 30_000 } );
	const front = await page.request.get( '/' );
	expect( front.status() ).toBe( 200 );
	expect( await front.text() ).not.toMatch( /Fatal error|Warning:/ );

	expect( errors ).toEqual( [] );
} );
