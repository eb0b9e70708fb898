/**
 * The Overlay Panels admin page against the real server: list and pagination with the page in the
 * address, every column, duplicate, draft/publish, delete with its confirmation, categories, Add New
 * with the type choice, accessibility, and screenshots for review.
 */
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

import { createCondition, deleteConditions } from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { PHONE, expectRowReachableOnPhone } from '../phone';
import { screenshot } from '../screenshot';

const PAGE = 'page=generateblocks-overlay-panels';
const OVERLAYS = '/wp/v2/gblocks_overlay';
const CATEGORIES = '/generateblocks-pro/overlays/v1/manage_category';
const SHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

interface StoredOverlay {
	id: number;
	title: { raw: string };
	content: { raw: string };
	status: string;
	meta: Record< string, unknown >;
	gblocks_overlay_cat: number[];
}

async function createOverlay(
	requestUtils: RequestUtils,
	data: Record< string, unknown >
): Promise< number > {
	const overlay = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: OVERLAYS,
		data: { status: 'publish', content: '', ...data },
	} );
	return overlay.id;
}

async function getOverlay(
	requestUtils: RequestUtils,
	id: number
): Promise< StoredOverlay > {
	return requestUtils.rest< StoredOverlay >( {
		path: `${ OVERLAYS }/${ id }`,
		params: { context: 'edit' },
	} );
}

async function deleteOverlays( requestUtils: RequestUtils ) {
	for (;;) {
		const overlays = await requestUtils.rest< { id: number }[] >( {
			path: OVERLAYS,
			params: {
				per_page: 100,
				status: 'publish,draft,pending,private,future',
				_fields: 'id',
			},
		} );
		if ( ! overlays.length ) {
			return;
		}
		for ( const overlay of overlays ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `${ OVERLAYS }/${ overlay.id }`,
				params: { force: true },
			} );
		}
	}
}

async function deleteCategories( requestUtils: RequestUtils ) {
	const list = await requestUtils.rest< {
		response: { id: number | string }[];
	} >( { path: CATEGORIES } );
	for ( const category of list.response ) {
		if ( category.id !== 'uncategorized' ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `${ CATEGORIES }/${ category.id }`,
			} );
		}
	}
}

async function createCategory( requestUtils: RequestUtils, name: string ) {
	const created = await requestUtils.rest< { response: { id: number } } >( {
		method: 'POST',
		path: CATEGORIES,
		data: { name },
	} );
	return created.response.id;
}

/**
 * The React root: notices are also spoken through live regions outside it, which would match twice.
 *
 * @param page The page.
 */
function inApp( page: Page ) {
	return page.locator( '#gblocks-pro-overlays-admin' );
}

function rowOf( page: Page, name: string ) {
	return inApp( page )
		.getByRole( 'row' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );
}

async function rowAction( page: Page, name: string, action: string ) {
	await page
		.getByRole( 'button', { name: `Actions for “${ name }”` } )
		.click();
	await page.getByRole( 'menuitem', { name: action } ).click();
}

function snackbar( page: Page, text: string ) {
	return page.locator( '.components-snackbar' ).filter( { hasText: text } );
}

test.describe( 'Overlay Panels dashboard', () => {
	// Fixtures go through REST (25 overlays in the first test) on a machine shared with other work.
	test.describe.configure( { timeout: 120_000 } );

	test.beforeEach( async ( { requestUtils } ) => {
		await deleteOverlays( requestUtils );
		await deleteCategories( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteOverlays( requestUtils );
		await deleteCategories( requestUtils );
		await deleteConditions( requestUtils, 'Dashboard ' );
	} );

	test( 'lists 25 overlays on two pages, keeping overlayPage in the address, with every column', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		const promotions = await createCategory( requestUtils, 'Promotions' );
		const condition = await createCondition(
			requestUtils,
			'Dashboard members'
		);
		// Oldest first: the list is newest first, so the last ones created head page 1.
		for ( let index = 1; index <= 21; index++ ) {
			await createOverlay( requestUtils, {
				title: `Filler ${ String( index ).padStart( 2, '0' ) }`,
				date: `2025-01-${ String( index ).padStart(
					2,
					'0'
				) }T10:00:00`,
			} );
		}
		await createOverlay( requestUtils, {
			title: 'Newsletter',
			meta: {
				_gb_overlay_display_condition: String( condition.id ),
			},
			gblocks_overlay_cat: [ promotions ],
		} );
		await createOverlay( requestUtils, {
			title: 'Shop menu',
			status: 'draft',
			meta: {
				_gb_overlay_type: 'mega-menu',
				_gb_overlay_display_condition: String( condition.id ),
				_gb_overlay_display_condition_invert: true,
			},
		} );
		await createOverlay( requestUtils, {
			title: '',
			meta: { _gb_overlay_type: 'anchored' },
		} );
		await createOverlay( requestUtils, {
			title: 'Lost condition',
			meta: { _gb_overlay_display_condition: '999999' },
		} );

		await admin.visitAdminPage( 'admin.php', PAGE );
		const app = inApp( page );
		await expect( app.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Overlay Panels'
		);
		const table = app.getByRole( 'table', { name: 'Overlay Panels' } );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 20 );
		const nav = app.getByRole( 'navigation', {
			name: 'Overlay panels pagination',
		} );
		await expect( nav ).toContainText( 'Page 1 of 2' );

		const newsletter = rowOf( page, 'Newsletter' );
		await expect( newsletter.locator( 'td' ) ).toHaveText( [
			'Newsletter',
			'Standard',
			'Promotions',
			'Dashboard members',
			// Insights' Views, Conversions and Conversion rate: nothing counted.
			'0',
			'0',
			'—',
			'',
		] );
		await expect(
			newsletter.getByRole( 'link', { name: 'Dashboard members' } )
		).toHaveAttribute(
			'href',
			`admin.php?page=generateblocks-conditions&edit=${ condition.id }`
		);
		await expect(
			newsletter.getByRole( 'link', { name: 'Newsletter' } )
		).toHaveAttribute( 'href', /post\.php\?post=\d+&action=edit$/ );
		await expect( rowOf( page, 'Shop menu' ).locator( 'td' ) ).toHaveText( [
			'Shop menu (draft)',
			'Mega Menu',
			'Uncategorized',
			'NOT: Dashboard members',
			'0',
			'0',
			'—',
			'',
		] );
		await expect( rowOf( page, '(Untitled)' ).locator( 'td' ) ).toHaveText(
			[
				'(Untitled)',
				'Anchored',
				'Uncategorized',
				'Display Everywhere',
				'0',
				'0',
				'—',
				'',
			]
		);
		await expect(
			rowOf( page, 'Lost condition' ).locator( 'td' ).nth( 3 )
		).toHaveText( 'Unknown Condition' );

		await nav.getByRole( 'button', { name: 'Next' } ).click();
		await expect( nav ).toContainText( 'Page 2 of 2' );
		await expect( page ).toHaveURL( /[?&]overlayPage=2(&|$)/ );
		await expect( table.locator( 'tbody tr' ) ).toHaveCount( 5 );
		await expect( rowOf( page, 'Filler 01' ) ).toBeVisible();

		// History replace: a reload keeps page 2, and Back leaves the screen instead of going to page 1.
		await page.reload();
		await expect( nav ).toContainText( 'Page 2 of 2' );
		await expect( rowOf( page, 'Filler 01' ) ).toBeVisible();
		await nav.getByRole( 'button', { name: 'Previous' } ).click();
		await expect( nav ).toContainText( 'Page 1 of 2' );
		await expect( page ).not.toHaveURL( /overlayPage/ );

		await page
			.getByRole( 'link', { name: 'Dashboard members' } )
			.first()
			.click();
		await expect( page ).toHaveURL(
			new RegExp(
				`page=generateblocks-conditions&edit=${ condition.id }`
			)
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'duplicates an overlay as a draft "(Copy)" with its content, settings and categories, and opens it', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const promotions = await createCategory( requestUtils, 'Promotions' );
		const source = await createOverlay( requestUtils, {
			title: 'Spring sale',
			content:
				'<!-- wp:paragraph --><p>Twenty percent off.</p><!-- /wp:paragraph -->',
			meta: {
				_gb_overlay_type: 'anchored',
				_gb_overlay_placement: 'top-end',
			},
			gblocks_overlay_cat: [ promotions ],
		} );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await rowAction( page, 'Spring sale', 'Duplicate' );

		// The block editor loads slowly on a busy machine.
		await page.waitForURL( /post\.php\?post=\d+&action=edit/, {
			timeout: 30_000,
		} );
		const copyId = Number(
			new URL( page.url() ).searchParams.get( 'post' )
		);
		expect( copyId ).not.toBe( source );
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toHaveText( 'Spring sale (Copy)', { timeout: 30_000 } );

		const copy = await getOverlay( requestUtils, copyId );
		expect( copy.status ).toBe( 'draft' );
		expect( copy.title.raw ).toBe( 'Spring sale (Copy)' );
		expect( copy.content.raw ).toContain( 'Twenty percent off.' );
		expect( copy.meta._gb_overlay_type ).toBe( 'anchored' );
		expect( copy.meta._gb_overlay_placement ).toBe( 'top-end' );
		expect( copy.gblocks_overlay_cat ).toEqual( [ promotions ] );
	} );

	test( 'sets as draft, publishes and deletes after the confirmation', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const id = await createOverlay( requestUtils, {
			title: 'Cookie notice',
		} );
		await createOverlay( requestUtils, { title: 'Keep me' } );
		await admin.visitAdminPage( 'admin.php', PAGE );
		const row = rowOf( page, 'Cookie notice' );

		await rowAction( page, 'Cookie notice', 'Set as Draft' );
		await expect(
			snackbar( page, 'Overlay panel set to draft.' )
		).toBeVisible();
		await expect( row.locator( 'td' ).first() ).toHaveText(
			'Cookie notice (draft)'
		);
		expect( ( await getOverlay( requestUtils, id ) ).status ).toBe(
			'draft'
		);

		await rowAction( page, 'Cookie notice', 'Publish' );
		await expect(
			snackbar( page, 'Overlay panel published.' )
		).toBeVisible();
		await expect( row.locator( 'td' ).first() ).toHaveText(
			'Cookie notice'
		);
		expect( ( await getOverlay( requestUtils, id ) ).status ).toBe(
			'publish'
		);

		await rowAction( page, 'Cookie notice', 'Delete Overlay Panel' );
		const dialog = page.getByRole( 'alertdialog', {
			name: 'Delete Overlay Panel',
		} );
		await expect( dialog ).toContainText(
			'This will permanently delete this overlay panel. You cannot undo this action.'
		);
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( row ).toBeVisible();

		await rowAction( page, 'Cookie notice', 'Delete Overlay Panel' );
		await dialog
			.getByRole( 'button', { name: 'Delete', exact: true } )
			.click();
		await expect(
			snackbar( page, 'Overlay panel deleted.' )
		).toBeVisible();
		await expect( row ).toHaveCount( 0 );
		await expect( rowOf( page, 'Keep me' ) ).toBeVisible();
		await expect(
			inApp( page ).getByRole( 'button', {
				name: 'Add New',
				exact: true,
			} )
		).toBeFocused();
		const left = await requestUtils.rest< { id: number }[] >( {
			path: OVERLAYS,
			params: {
				status: 'publish,draft,pending,private,future',
				_fields: 'id',
			},
		} );
		expect( left.map( ( overlay ) => overlay.id ) ).not.toContain( id );
		// Deleted for good: not in the trash either.
		const trashed = await requestUtils.rest< { id: number }[] >( {
			path: OVERLAYS,
			params: { status: 'trash', _fields: 'id' },
		} );
		expect( trashed ).toEqual( [] );
	} );

	test( 'manages categories: create, rename, delete, with uncategorized locked', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await createOverlay( requestUtils, { title: 'Plain' } );
		await admin.visitAdminPage( 'admin.php', PAGE );
		const app = inApp( page );
		await app.getByRole( 'button', { name: 'Manage Categories' } ).click();
		await expect( page ).toHaveURL( /[?&]categories=true(&|$)/ );
		await expect( app.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Manage Categories'
		);
		const name = app.getByRole( 'textbox', { name: 'New category name' } );
		await expect( name ).toBeFocused();

		// The virtual category lists the overlays without one and cannot be edited or deleted.
		const uncategorized = app
			.getByRole( 'row' )
			.filter( { hasText: 'Uncategorized' } );
		await expect( uncategorized.locator( 'td' ) ).toHaveText( [
			'Uncategorized',
			'—',
			'1',
			'',
		] );
		await expect( uncategorized.getByRole( 'button' ) ).toHaveCount( 0 );

		await name.fill( 'Summer Sale' );
		await app.getByRole( 'button', { name: 'Add Category' } ).click();
		const summer = app
			.getByRole( 'row' )
			.filter( { hasText: 'Summer Sale' } );
		await expect( summer.locator( 'td' ).nth( 1 ) ).toHaveText(
			'summer-sale'
		);

		await app
			.getByRole( 'button', { name: 'Actions for “Summer Sale”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Edit' } ).click();
		const rename = app.getByRole( 'textbox', {
			name: 'Category name',
			exact: true,
		} );
		await rename.fill( 'Winter Sale' );
		await rename.press( 'Enter' );
		const winter = app
			.getByRole( 'row' )
			.filter( { hasText: 'Winter Sale' } );
		await expect( winter.locator( 'td' ).nth( 1 ) ).toHaveText(
			'summer-sale'
		);

		await app
			.getByRole( 'button', { name: 'Actions for “Winter Sale”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const confirm = page.getByRole( 'alertdialog' );
		await expect( confirm ).toContainText(
			'Are you sure you want to delete this category? Items using this category will become uncategorized.'
		);
		await confirm
			.getByRole( 'button', { name: 'Delete category' } )
			.click();
		await expect( winter ).toHaveCount( 0 );

		// Back returns to the list (history), and the button that opened the view has focus.
		await app
			.getByRole( 'button', { name: 'Back to Overlay Panels' } )
			.click();
		await expect( page ).not.toHaveURL( /categories=/ );
		await expect(
			app.getByRole( 'button', { name: 'Manage Categories' } )
		).toBeFocused();
		await page.goBack();
		await expect( app.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Manage Categories'
		);
		await page.goBack();
		await expect( app.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			'Overlay Panels'
		);
	} );

	test( 'Add New offers the three types and opens post-new.php with overlay_type', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', PAGE );
		const app = inApp( page );
		await expect(
			app.getByText( 'No overlay panels found.' )
		).toBeVisible();
		await app
			.getByRole( 'button', { name: 'Add New', exact: true } )
			.click();
		const choice = page.getByRole( 'dialog', {
			name: 'Choose an overlay panel type',
		} );
		for ( const [ type, description ] of [
			[
				'Standard',
				'A modal dialog over the page, opened by a click or automatically.',
			],
			[
				'Anchored',
				'A panel placed next to the element that opens it, like a dropdown.',
			],
			[ 'Mega Menu', 'A wide panel opened from a navigation menu item.' ],
		] ) {
			await expect(
				choice.getByRole( 'button', { name: type, exact: true } )
			).toHaveAccessibleDescription( description );
		}
		await choice.getByRole( 'button', { name: 'Anchored' } ).click();
		await page.waitForURL(
			/post-new\.php\?post_type=gblocks_overlay&overlay_type=anchored$/,
			{ timeout: 30_000 }
		);
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toBeVisible( { timeout: 30_000 } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const panelToggle = sidebar.getByRole( 'button', {
			name: 'Overlay Settings',
		} );
		if (
			( await panelToggle.getAttribute( 'aria-expanded' ) ) === 'false'
		) {
			await panelToggle.click();
		}
		await expect(
			sidebar.getByRole( 'combobox', { name: 'Type' } )
		).toHaveValue( 'anchored' );
	} );

	test( 'has no axe violations on the list, the empty state, the type choice and categories, and is captured for review', async ( {
		admin,
		page,
		requestUtils,
	}, testInfo ) => {
		const axe = async () => {
			const scan = await new AxeBuilder( { page } )
				.include( '#gblocks-pro-overlays-admin' )
				.analyze();
			expect( scan.violations ).toEqual( [] );
		};

		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect(
			inApp( page ).getByText( 'No overlay panels found.' )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SHOTS, 'overlays-dashboard-empty.png' ),
			fullPage: true,
		} );
		await axe();

		const promotions = await createCategory( requestUtils, 'Promotions' );
		const condition = await createCondition(
			requestUtils,
			'Dashboard logged in'
		);
		await createOverlay( requestUtils, {
			title: 'Newsletter signup',
			gblocks_overlay_cat: [ promotions ],
			meta: { _gb_overlay_display_condition: String( condition.id ) },
		} );
		await createOverlay( requestUtils, {
			title: 'Account menu',
			status: 'draft',
			meta: {
				_gb_overlay_type: 'anchored',
				_gb_overlay_display_condition: String( condition.id ),
				_gb_overlay_display_condition_invert: true,
			},
		} );
		await createOverlay( requestUtils, {
			title: 'Shop mega menu',
			meta: { _gb_overlay_type: 'mega-menu' },
		} );
		await page.reload();
		await expect(
			rowOf( page, 'Newsletter signup' ).getByRole( 'link', {
				name: 'Dashboard logged in',
			} )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SHOTS, 'overlays-dashboard-list.png' ),
			fullPage: true,
		} );
		await axe();

		await page
			.getByRole( 'button', { name: 'Actions for “Account menu”' } )
			.click();
		await expect(
			page.getByRole( 'menuitem', { name: 'Publish' } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SHOTS, 'overlays-dashboard-row-menu.png' ),
		} );
		await page.keyboard.press( 'Escape' );

		await inApp( page )
			.getByRole( 'button', { name: 'Add New', exact: true } )
			.click();
		const choice = page.getByRole( 'dialog', {
			name: 'Choose an overlay panel type',
		} );
		await expect( choice ).toBeVisible();
		await screenshot( page, {
			path: path.join( SHOTS, 'overlays-dashboard-type-choice.png' ),
		} );
		const choiceScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlay-type-choice' )
			.analyze();
		expect( choiceScan.violations ).toEqual( [] );
		await page.keyboard.press( 'Escape' );
		await expect( choice ).toBeHidden();

		await inApp( page )
			.getByRole( 'button', { name: 'Manage Categories' } )
			.click();
		await expect(
			inApp( page ).getByRole( 'row' ).filter( { hasText: 'Promotions' } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SHOTS, 'overlays-dashboard-categories.png' ),
			fullPage: true,
		} );
		await axe();
		testInfo.annotations.push( {
			type: 'screenshots',
			description: SHOTS,
		} );
	} );

	test( 'keeps the actions and details of each row reachable at 375 px, and passes axe there', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await createOverlay( requestUtils, { title: 'Newsletter' } );
		await page.setViewportSize( PHONE );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expectRowReachableOnPhone( page, {
			root: '#gblocks-pro-overlays-admin',
			name: 'Newsletter',
			menuItem: 'Delete Overlay Panel',
			detail: 'Standard',
		} );
	} );
} );
