/**
 * Issue 17 (feedback and colour) on the Conditions page: snackbar confirmations after save,
 * duplicate, status change and delete; no stale empty list after the first save; the admin colour
 * scheme on buttons and links.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	type Admin,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';

const BASE = '/generateblocks-pro/advanced-conditions/v1';
const PAGE = 'page=generateblocks-conditions';

interface Envelope< T > {
	success: boolean;
	response: T;
}

async function deleteAllConditions( requestUtils: RequestUtils ) {
	const body = ( await requestUtils.rest( {
		path: `${ BASE }/conditions`,
		params: { per_page: 100, page: 1 },
	} ) ) as Envelope< { conditions: { id: number }[] } >;
	for ( const item of body.response.conditions ) {
		await requestUtils.rest( {
			path: `${ BASE }/conditions/${ item.id }`,
			method: 'DELETE',
		} );
	}
}

async function createCondition( requestUtils: RequestUtils, title: string ) {
	await requestUtils.rest( {
		path: `${ BASE }/conditions`,
		method: 'POST',
		data: {
			title,
			category: '',
			status: 'publish',
			conditions: {
				logic: 'OR',
				groups: [
					{
						logic: 'AND',
						conditions: [
							{
								type: 'device',
								rule: 'mobile',
								operator: 'is',
								value: '',
							},
						],
					},
				],
			},
		},
	} );
}

/**
 * Sets the admin user's colour scheme on the profile screen, as a user does.
 *
 * @param admin  Admin utilities.
 * @param page   The page.
 * @param scheme Scheme slug, e.g. 'ectoplasm'.
 */
async function setColorScheme( admin: Admin, page: Page, scheme: string ) {
	await admin.visitAdminPage( 'profile.php' );
	await page.locator( `#admin_color_${ scheme }` ).check();
	await page.getByRole( 'button', { name: 'Update Profile' } ).click();
	await expect( page.locator( 'body' ) ).toHaveClass(
		new RegExp( `admin-color-${ scheme }` )
	);
}

/**
 * The snackbar list of the admin page (notices are also spoken through live regions elsewhere).
 *
 * @param page The page.
 */
function snackbars( page: Page ) {
	return page.locator( '.gblocks-pro-admin-page__snackbars' );
}

test.describe( 'Conditions page feedback and colour', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
	} );

	test( 'confirms a save without showing the empty list in between, then duplicate, status and delete', async ( {
		admin,
		page,
	} ) => {
		const errors = collectConsoleErrors( page );
		// Name the address of a failed request (the console only says its status).
		page.on( 'response', ( response ) => {
			if ( response.status() >= 400 ) {
				errors.push( `${ response.status() } ${ response.url() }` );
			}
		} );
		await admin.visitAdminPage( 'admin.php', PAGE );
		const app = page.locator( '#gblocks-pro-conditions-admin' );
		await expect( app.getByText( 'No conditions found.' ) ).toBeVisible();

		await page.getByRole( 'button', { name: 'Add New' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'First one' );
		const row = page.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await row
			.getByRole( 'combobox', { name: 'Condition type' } )
			.selectOption( { label: 'Device' } );
		const rule = row.getByRole( 'combobox', { name: 'Rule' } );
		await expect(
			rule.getByRole( 'option', { name: 'Mobile', exact: true } )
		).toHaveCount( 1 );
		await rule.selectOption( { label: 'Mobile' } );

		// Watch every change of the page from the save on: the empty state must never come back.
		await page.evaluate( () => {
			const win = window as unknown as { sawEmpty: boolean };
			win.sawEmpty = false;
			const root = document.getElementById(
				'gblocks-pro-conditions-admin'
			) as HTMLElement;
			new MutationObserver( () => {
				if ( root.textContent?.includes( 'No conditions found.' ) ) {
					win.sawEmpty = true;
				}
			} ).observe( root, {
				childList: true,
				subtree: true,
				characterData: true,
			} );
		} );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			snackbars( page ).getByText( 'Condition created.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'First one' } )
		).toBeVisible();
		// Let the refetch land too.
		await page.waitForLoadState( 'networkidle' );
		expect(
			await page.evaluate(
				() => ( window as unknown as { sawEmpty: boolean } ).sawEmpty
			)
		).toBe( false );

		const menu = ( title: string ) =>
			page.getByRole( 'button', { name: `Actions for “${ title }”` } );

		await menu( 'First one' ).click();
		await page.getByRole( 'menuitem', { name: 'Duplicate' } ).click();
		await expect(
			snackbars( page ).getByText( 'Condition duplicated.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'First one (Copy)' } )
		).toBeVisible();

		await menu( 'First one' ).click();
		await page.getByRole( 'menuitem', { name: 'Set as Draft' } ).click();
		await expect(
			snackbars( page ).getByText( 'Condition set to draft.' )
		).toBeVisible();
		await menu( 'First one' ).click();
		await page.getByRole( 'menuitem', { name: 'Publish' } ).click();
		await expect(
			snackbars( page ).getByText( 'Condition published.' )
		).toBeVisible();

		await menu( 'First one (Copy)' ).click();
		await page
			.getByRole( 'menuitem', { name: 'Delete Condition' } )
			.click();
		// The confirmation's button names the action.
		await page
			.getByRole( 'button', { name: 'Delete', exact: true } )
			.click();
		await expect(
			snackbars( page ).getByText( 'Condition deleted.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'First one (Copy)' } )
		).toHaveCount( 0 );

		// The snackbar sits bottom-left, beside the admin menu.
		const box = await snackbars( page )
			.locator( '.components-snackbar' )
			.last()
			.boundingBox();
		const viewport = page.viewportSize();
		expect( box ).not.toBeNull();
		if ( box && viewport ) {
			expect( box.x ).toBeLessThan( viewport.width / 2 );
			expect( box.y + box.height ).toBeGreaterThan(
				viewport.height - 120
			);
		}

		// axe clean with a snackbar shown.
		const scan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-conditions-admin' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
		expect( errors ).toEqual( [] );
	} );

	test( 'follows the admin colour scheme (Ectoplasm)', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await createCondition( requestUtils, 'Coloured' );
		await setColorScheme( admin, page, 'ectoplasm' );
		try {
			await admin.visitAdminPage( 'admin.php', PAGE );
			const addNew = page.getByRole( 'button', { name: 'Add New' } );
			await expect( addNew ).toBeVisible();
			// Ectoplasm's theme colour, #523f6d.
			await expect( addNew ).toHaveCSS(
				'background-color',
				'rgb(82, 63, 109)'
			);
			const name = page.getByRole( 'link', { name: 'Coloured' } );
			const count = page.getByRole( 'button', {
				name: '1 condition in “Coloured”',
			} );
			await expect( name ).toHaveCSS( 'color', 'rgb(82, 63, 109)' );
			await expect( count ).toHaveCSS( 'color', 'rgb(82, 63, 109)' );

			const scan = await new AxeBuilder( { page } )
				.include( '#gblocks-pro-conditions-admin' )
				.analyze();
			expect( scan.violations ).toEqual( [] );
		} finally {
			await setColorScheme( admin, page, 'fresh' );
		}
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect(
			page.getByRole( 'button', { name: 'Add New' } )
		).toHaveCSS( 'background-color', 'rgb(34, 113, 177)' );
	} );
} );
