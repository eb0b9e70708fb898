/**
 * Display conditions on classic menu items: set one in Appearance > Menus, save, and see the item (and
 * its child) hidden from a logged-out visitor and shown to a logged-in one; axe on the fields.
 *
 * The e2e site runs Twenty Twenty-Five, a block theme without classic menu locations: this spec copies
 * tests/e2e/fixtures/classic-menu-location.php into the site's mu-plugins (a location printed in the
 * footer) for its own run, and removes it afterwards.
 */
import fs from 'fs';
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

import { CONDITIONS_BASE, createCondition } from '../conditions-api';

const BASE = CONDITIONS_BASE;
const LOCATION = 'gb-e2e-classic';
const MU_PLUGINS = path.resolve(
	__dirname,
	'../../../.wp',
	process.env.GB_E2E_SITE ?? 'e2e',
	'wordpress/wp-content/mu-plugins'
);
const MU_PLUGIN = path.join( MU_PLUGINS, 'gblocks-e2e-classic-menu.php' );

async function createMenuItem(
	requestUtils: RequestUtils,
	menu: number,
	title: string,
	parent = 0
) {
	const item = ( await requestUtils.rest( {
		path: '/wp/v2/menu-items',
		method: 'POST',
		data: {
			title,
			url: `https://example.org/${ title.toLowerCase().replace( / /g, '-' ) }`,
			menus: menu,
			parent,
			status: 'publish',
		},
	} ) ) as { id: number };
	return item.id;
}

test.describe( 'Display conditions on classic menu items', () => {
	let condition = 0;
	let menu = 0;
	let members = 0;
	let child = 0;
	let always = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		if ( ! fs.existsSync( MU_PLUGINS ) ) {
			throw new Error(
				`The e2e site's mu-plugins folder is missing: ${ MU_PLUGINS }`
			);
		}
		fs.copyFileSync(
			path.resolve( __dirname, '../fixtures/classic-menu-location.php' ),
			MU_PLUGIN
		);
		condition = (
			await createCondition( requestUtils, 'Logged-in visitors' )
		).id;
		menu = (
			( await requestUtils.rest( {
				path: '/wp/v2/menus',
				method: 'POST',
				data: { name: 'Classic e2e menu', locations: [ LOCATION ] },
			} ) ) as { id: number }
		 ).id;
		members = await createMenuItem( requestUtils, menu, 'Members area' );
		child = await createMenuItem(
			requestUtils,
			menu,
			'Member forum',
			members
		);
		always = await createMenuItem( requestUtils, menu, 'Always here' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( menu ) {
			await requestUtils.rest( {
				path: `/wp/v2/menus/${ menu }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		if ( condition ) {
			await requestUtils.rest( {
				path: `${ BASE }/conditions/${ condition }`,
				method: 'DELETE',
			} );
		}
		fs.rmSync( MU_PLUGIN, { force: true } );
	} );

	test( 'a condition set in Appearance > Menus hides the item and its child from logged-out visitors only, and counts in its usage and delete warning', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		await page.goto( `/wp-admin/nav-menus.php?action=edit&menu=${ menu }` );
		const item = page.locator( `#menu-item-${ members }` );
		await item.locator( '.item-edit' ).click();
		const select = item.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		await expect( select ).toBeVisible();
		await expect( select ).toHaveValue( '' );
		await expect(
			select.getByRole( 'option', { name: 'No condition' } )
		).toBeAttached();
		await expect(
			item.getByRole( 'checkbox', { name: 'Invert condition' } )
		).not.toBeChecked();
		await expect(
			item.getByText(
				'Hide the item when the condition is true instead of false.'
			)
		).toBeVisible();

		const scan = await new AxeBuilder( { page } )
			.include( `#menu-item-${ members } .field-gb-menu-condition` )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		await select.selectOption( { label: 'Logged-in visitors' } );
		await page.locator( '#save_menu_footer' ).click();
		await expect(
			page.locator( '#message' ).getByText( /has been updated/ )
		).toBeVisible();

		// Saved: the select shows it after the reload; the other item kept no condition.
		await page.locator( `#menu-item-${ members } .item-edit` ).click();
		await expect(
			page
				.locator( `#menu-item-${ members }` )
				.getByRole( 'combobox', { name: 'Display Condition' } )
		).toHaveValue( String( condition ) );
		await page.locator( `#menu-item-${ always } .item-edit` ).click();
		await expect(
			page
				.locator( `#menu-item-${ always }` )
				.getByRole( 'combobox', { name: 'Display Condition' } )
		).toHaveValue( '' );

		// Logged in (the admin): every item shows.
		await page.goto( '/' );
		const adminMenu = page.locator( '.gb-e2e-classic-menu' );
		await expect(
			adminMenu.getByRole( 'link', { name: 'Members area' } )
		).toBeVisible();
		await expect(
			adminMenu.getByRole( 'link', { name: 'Member forum' } )
		).toBeAttached();

		// Logged out: the item and its child are not in the page at all.
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const front = await visitor.newPage();
		await front.goto( new URL( '/', baseURL ).toString() );
		const visitorMenu = front.locator( '.gb-e2e-classic-menu' );
		await expect(
			visitorMenu.getByRole( 'link', { name: 'Always here' } )
		).toBeVisible();
		await expect(
			visitorMenu.getByRole( 'link', { name: 'Members area' } )
		).toHaveCount( 0 );
		await expect(
			visitorMenu.getByRole( 'link', { name: 'Member forum' } )
		).toHaveCount( 0 );
		expect( await front.content() ).not.toContain( `menu-item-${ child }` );
		await visitor.close();

		// The condition's usage lists the menu item, and deleting the condition warns first.
		await page.goto( '/wp-admin/admin.php?page=generateblocks-conditions' );
		const actions = page.getByRole( 'button', {
			name: 'Actions for “Logged-in visitors”',
		} );
		await actions.click();
		await page.getByRole( 'menuitem', { name: 'Check Usage' } ).click();
		const usage = page.getByRole( 'dialog', {
			name: 'Usage: Logged-in visitors',
		} );
		await expect(
			usage.getByRole( 'heading', { name: 'Menu items (1)' } )
		).toBeVisible();
		await expect(
			usage.getByRole( 'link', {
				name: /^Edit Members area \(menu: Classic e2e menu\)/,
			} )
		).toHaveAttribute(
			'href',
			new RegExp( `nav-menus\\.php\\?action=edit&menu=${ menu }$` )
		);
		await page.keyboard.press( 'Escape' );
		await actions.click();
		await page
			.getByRole( 'menuitem', { name: 'Delete Condition' } )
			.click();
		const confirm = page.getByRole( 'alertdialog', {
			name: 'Delete Condition',
		} );
		await expect(
			confirm.getByText( 'Used in 1 place: that content will be hidden.' )
		).toBeVisible();
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toHaveCount( 0 );
	} );
} );
