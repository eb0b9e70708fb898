/**
 * GBlocks Pro > Pattern Library (issue 16, parts 1, 2 and 5 for the screen): on the Sharing tab a
 * collection and a key are created, the key is shown once and copied, then revoked; on the Libraries tab
 * the Add Library form reports its errors, then adds this same site (served to itself over loopback, a
 * local site) with a key it created, which is disabled, enabled and deleted. Both tabs pass axe.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { PHONE, expectNoSidewaysScroll } from '../phone';
import { screenshot } from '../screenshot';

const PAGE = 'page=gblocks-pro-pattern-library';
const API = '/generateblocks-pro/v1/pattern-library';
const SHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

interface Envelope< T > {
	success: boolean;
	response: T;
}

async function ours< T >(
	requestUtils: RequestUtils,
	options: {
		path: string;
		method?: 'GET' | 'POST' | 'DELETE';
		data?: object;
	}
): Promise< T > {
	const body = await requestUtils.rest< Envelope< T > >( {
		...options,
		path: `${ API }${ options.path }`,
	} );
	return body.response;
}

/**
 * No keys, no remote libraries, no collections.
 * @param requestUtils
 */
async function reset( requestUtils: RequestUtils ) {
	for ( const key of await ours< { id: string }[] >( requestUtils, {
		path: '/keys',
	} ) ) {
		await ours( requestUtils, {
			path: `/keys/${ key.id }`,
			method: 'DELETE',
		} );
	}
	for ( const library of await ours< { id: string; isLocal: boolean }[] >(
		requestUtils,
		{ path: '/libraries' }
	) ) {
		if ( ! library.isLocal ) {
			await ours( requestUtils, {
				path: `/libraries/${ library.id }`,
				method: 'DELETE',
			} );
		}
	}
	const collections = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/pattern-collections',
		params: { per_page: 100, hide_empty: false },
	} );
	for ( const collection of collections ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/pattern-collections/${ collection.id }`,
			params: { force: true },
		} );
	}
}

test.describe( 'Pattern Library screen', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await reset( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await reset( requestUtils );
	} );

	test( 'Sharing: a collection and a key made on the screen; the key shown once, copied, revoked', async ( {
		admin,
		page,
		context,
	} ) => {
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await page.getByRole( 'tab', { name: 'Sharing' } ).click();

		// A collection.
		await expect( page.getByText( /No collections yet/ ) ).toBeVisible();
		await page.getByLabel( 'New collection' ).fill( 'E2E Heroes' );
		await page.getByRole( 'button', { name: 'Add collection' } ).click();
		await expect(
			page.locator( '.gblocks-pro-pattern-library__name', {
				hasText: 'E2E Heroes',
			} )
		).toBeFocused();

		// A key for it, shown once.
		await page.getByLabel( 'Key name' ).fill( 'Partner site' );
		await page
			.getByRole( 'group', { name: 'Collections it may read' } )
			.getByRole( 'checkbox', { name: 'E2E Heroes' } )
			.check();
		await page.getByRole( 'button', { name: 'Create key' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Copy your new key',
		} );
		await expect(
			dialog.getByText( /This key will not be shown again/ )
		).toBeVisible();
		const field = dialog.getByRole( 'textbox', {
			name: 'Public key for Partner site',
		} );
		const key = await field.inputValue();
		expect( key ).toMatch( /^gbpl_[A-Za-z0-9]{40}$/ );
		await dialog.getByRole( 'button', { name: 'Copy the key' } ).click();
		await expect( dialog.getByText( 'Copied!' ) ).toBeVisible();
		expect(
			await page.evaluate( () => window.navigator.clipboard.readText() )
		).toBe( key );
		await screenshot( page, {
			path: path.join( SHOTS, 'pattern-library-new-key.png' ),
		} );
		await dialog.getByRole( 'button', { name: 'Done' } ).click();
		await expect( dialog ).toBeHidden();

		// Listed by prefix only: the key itself is nowhere on the page any more.
		const row = page
			.getByRole( 'table', { name: 'Keys' } )
			.getByRole( 'row', { name: /Partner site/ } );
		await expect( row ).toContainText( `${ key.slice( 0, 9 ) }…` );
		await expect( row ).toContainText( 'E2E Heroes' );
		await expect( row ).toContainText( 'Never' );
		await expect( page.locator( 'body' ) ).not.toContainText( key );

		await screenshot( page, {
			path: path.join( SHOTS, 'pattern-library-sharing.png' ),
			fullPage: true,
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-pattern-library-admin' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		// Revoked after confirmation.
		await row
			.getByRole( 'button', { name: 'Revoke Partner site' } )
			.click();
		await page
			.getByRole( 'alertdialog' )
			.getByRole( 'button', { name: 'Revoke' } )
			.click();
		await expect(
			page.locator( '.components-snackbar', {
				hasText: 'Key Partner site revoked.',
			} )
		).toBeVisible();
		await expect( page.getByText( /No keys yet/ ) ).toBeVisible();
	} );

	test( 'Libraries: Add Library errors, then this site added with its own key, disabled, enabled, deleted', async ( {
		admin,
		page,
		requestUtils,
		baseURL,
	} ) => {
		// A key of this site, made through REST (the Sharing test covers making one on the screen).
		const collection = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/pattern-collections',
			data: { name: 'E2E Shared' },
		} );
		const { key } = await ours< { key: string } >( requestUtils, {
			path: '/keys',
			method: 'POST',
			data: { name: 'Myself', collections: [ collection.id ] },
		} );

		await admin.visitAdminPage( 'admin.php', PAGE );
		const libraries = page.getByRole( 'table', { name: 'Libraries' } );
		await expect(
			libraries.getByRole( 'row', { name: /This site/ } )
		).toContainText( 'Local' );

		// The form's own checks, then the server's text.
		const add = page.getByRole( 'button', { name: 'Add Library' } );
		await add.click();
		await expect(
			page.getByText( 'Please enter a domain.' )
		).toBeVisible();
		await expect(
			page.getByText( 'Public key is required.' )
		).toBeVisible();
		const domain = page.getByRole( 'textbox', { name: 'Domain' } );
		await expect( domain ).toBeFocused();
		await domain.fill( String( baseURL ) );
		await page
			.getByRole( 'textbox', { name: 'Public key' } )
			.fill( 'gbpl_wrong' );
		await add.click();
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText: 'The library refused this public key.',
			} )
		).toBeVisible();

		// This site, with the key it made.
		await page.getByRole( 'textbox', { name: 'Public key' } ).fill( key );
		await add.click();
		const added = libraries
			.getByRole( 'row' )
			.filter( { hasText: 'Remote' } );
		await expect( added ).toContainText(
			String( baseURL ).replace( /\/$/, '' )
		);
		await expect( added.getByRole( 'rowheader' ) ).toBeFocused();
		const name = (
			await added.getByRole( 'rowheader' ).innerText()
		).trim();

		// Disabled and enabled again.
		const toggle = added.getByRole( 'checkbox', {
			name: `Enable ${ name }`,
		} );
		await expect( toggle ).toBeChecked();
		await toggle.click();
		await expect( toggle ).not.toBeChecked();
		await expect(
			page.locator( '.components-snackbar', {
				hasText: `${ name } disabled.`,
			} )
		).toBeVisible();
		await toggle.click();
		await expect( toggle ).toBeChecked();
		// Wait for the server's answer: a delete sent while the update is on its way would race it.
		await expect(
			page.locator( '.components-snackbar', {
				hasText: `${ name } enabled.`,
			} )
		).toBeVisible();

		await screenshot( page, {
			path: path.join( SHOTS, 'pattern-library-libraries.png' ),
			fullPage: true,
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-pattern-library-admin' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		// Deleted after confirmation.
		await added.getByRole( 'button', { name: `Delete ${ name }` } ).click();
		const confirm = page.getByRole( 'alertdialog' );
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( added ).toHaveCount( 0 );
		// The row goes as soon as the delete is sent; the server's answer may come a moment later.
		await expect
			.poll( async () => {
				const stored = await ours< { isLocal: boolean }[] >(
					requestUtils,
					{ path: '/libraries' }
				);
				return stored.filter( ( library ) => ! library.isLocal );
			} )
			.toEqual( [] );
	} );

	test( 'fits the Libraries table in its card at 375 px, and passes axe there', async ( {
		admin,
		page,
	} ) => {
		await page.setViewportSize( PHONE );
		await admin.visitAdminPage( 'admin.php', PAGE );
		const table = page.getByRole( 'table', { name: 'Libraries' } );
		await expect( table ).toBeVisible();
		await expectNoSidewaysScroll( page );
		const card = page
			.locator( '.components-card' )
			.filter( { has: table } )
			.first();
		const tableBox = await table.boundingBox();
		const cardBox = await card.boundingBox();
		expect(
			( tableBox?.x ?? 0 ) + ( tableBox?.width ?? 0 )
		).toBeLessThanOrEqual( ( cardBox?.x ?? 0 ) + ( cardBox?.width ?? 0 ) );
		// Stacked, the table keeps its rows and cells for assistive technology.
		await expect(
			table.getByRole( 'checkbox', { name: /^Enable / } )
		).toBeVisible();
		await expect(
			table.getByRole( 'cell', { name: /^(Domain )?This site$/ } )
		).toBeVisible();
		const scan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-pattern-library-admin' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
	} );
} );
