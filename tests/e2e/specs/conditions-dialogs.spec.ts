/**
 * Issue 17 (items 4, 5 and 6) on the real page: dialogs name their action and item, the details and
 * usage modals are axe clean and read as sentences, Import/Export focus their text area, categories
 * confirm an add and give the next step, and the list's filters round-trip through the address.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

const BASE = '/generateblocks-pro/advanced-conditions/v1';
const PAGE = 'page=generateblocks-conditions';

interface Envelope< T > {
	success: boolean;
	response: T;
}

const deviceTree = {
	logic: 'OR',
	groups: [
		{
			logic: 'AND',
			conditions: [
				{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
			],
		},
	],
};

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

async function deleteAllCategories( requestUtils: RequestUtils ) {
	const terms = ( await requestUtils.rest( {
		path: '/wp/v2/condition-categories',
		params: { per_page: 100 },
	} ) ) as { id: number }[];
	for ( const term of terms ) {
		await requestUtils.rest( {
			path: `/wp/v2/condition-categories/${ term.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
}

async function createCategory( requestUtils: RequestUtils, name: string ) {
	return ( await requestUtils.rest( {
		path: '/wp/v2/condition-categories',
		method: 'POST',
		data: { name },
	} ) ) as { id: number; slug: string };
}

async function createCondition(
	requestUtils: RequestUtils,
	title: string,
	status = 'publish',
	category = ''
) {
	return (
		( await requestUtils.rest( {
			path: `${ BASE }/conditions`,
			method: 'POST',
			data: {
				title,
				conditions: deviceTree,
				category: category ? [ category ] : '',
				status,
			},
		} ) ) as Envelope< { id: number } >
	 ).response;
}

/**
 * Records requests to WordPress's emoji CDN (s.w.org), which the page must not need.
 *
 * @param page The page.
 */
function watchEmoji( page: Page ): string[] {
	const requests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /s\.w\.org\/images\/core\/emoji/.test( request.url() ) ) {
			requests.push( request.url() );
		}
	} );
	return requests;
}

async function axe( page: Page, selector: string ) {
	const scan = await new AxeBuilder( { page } ).include( selector ).analyze();
	return scan.violations.map( ( violation ) => violation.id );
}

test.describe( 'Conditions dialogs, categories and filters', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
		await deleteAllCategories( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
		await deleteAllCategories( requestUtils );
	} );

	test( 'details, usage and delete dialogs read well and are axe clean', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const emoji = watchEmoji( page );
		await createCondition( requestUtils, 'Phones only' );
		await admin.visitAdminPage( 'admin.php', PAGE );

		await page.getByRole( 'button', { name: /1 condition/ } ).click();
		const details = page.getByRole( 'dialog', { name: 'Phones only' } );
		await expect( details.getByRole( 'listitem' ) ).toHaveText(
			/^Device is Mobile$/
		);
		await expect(
			details.getByRole( 'heading', { level: 2, name: /Group 1/ } )
		).toBeVisible();
		expect( await axe( page, '.gblocks-pro-details' ) ).toEqual( [] );
		await page.keyboard.press( 'Escape' );

		await page
			.getByRole( 'button', { name: 'Actions for “Phones only”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Check Usage' } ).click();
		const usage = page.getByRole( 'dialog', {
			name: 'Usage: Phones only',
		} );
		await expect(
			usage.getByText(
				'This condition is not currently being used anywhere on your site.'
			)
		).toBeVisible();
		expect( await axe( page, '.gblocks-pro-usage' ) ).toEqual( [] );
		await page.keyboard.press( 'Escape' );

		await page
			.getByRole( 'button', { name: 'Actions for “Phones only”' } )
			.click();
		await page
			.getByRole( 'menuitem', { name: 'Delete Condition' } )
			.click();
		const remove = page.getByRole( 'alertdialog', {
			name: 'Delete Condition',
		} );
		await expect( remove ).toContainText( 'Condition: Phones only' );
		await expect( remove ).toContainText(
			'This will permanently delete this condition. You cannot undo this action.'
		);
		expect( await axe( page, '.gblocks-pro-confirm-dialog' ) ).toEqual(
			[]
		);
		await remove.getByRole( 'button', { name: 'Cancel' } ).click();
		expect( emoji ).toEqual( [] );
	} );

	test( 'unsaved changes name their buttons; Import and Export focus their text area', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const { id } = await createCondition( requestUtils, 'Phones only' );
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=${ id }` );
		await page.getByRole( 'button', { name: 'Export Conditions' } ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Exported conditions (JSON)' } )
		).toBeFocused();
		await page.getByRole( 'button', { name: 'Import Conditions' } ).click();
		const importArea = page.getByRole( 'textbox', {
			name: 'Conditions to import (JSON)',
		} );
		await expect( importArea ).toBeFocused();
		await expect( importArea ).toBeInViewport();

		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Changed' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		const dialog = page.getByRole( 'alertdialog', {
			name: 'Unsaved changes',
		} );
		await expect(
			dialog.getByRole( 'button', { name: 'Keep editing' } )
		).toBeVisible();
		await expect(
			dialog.getByRole( 'button', { name: 'OK' } )
		).toHaveCount( 0 );
		expect( await axe( page, '.gblocks-pro-confirm-dialog' ) ).toEqual(
			[]
		);
		await dialog.getByRole( 'button', { name: 'Discard changes' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Phones only' } )
		).toBeVisible();
	} );

	test( 'categories: empty state, add with focus and snackbar, named delete', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage(
			'admin.php',
			`${ PAGE }&categories=manage`
		);
		await expect( page.getByText( 'No categories found.' ) ).toBeVisible();
		await expect(
			page.getByText( 'Add a category above to group your conditions.' )
		).toBeVisible();

		const name = page.getByRole( 'textbox', { name: 'New category name' } );
		await name.fill( 'Seasonal' );
		await page.getByRole( 'button', { name: 'Add Category' } ).click();
		// The snackbar notice is in core/notices (the admin page's SnackbarList shows it).
		await expect
			.poll( () =>
				page.evaluate( () => {
					const { wp } = window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getNotices: () => {
										content: string;
										type: string;
									}[];
								};
							};
						};
					};
					return wp.data
						.select( 'core/notices' )
						.getNotices()
						.map(
							( notice ) =>
								`${ notice.type }: ${ notice.content }`
						);
				} )
			)
			.toContain( 'snackbar: Category added.' );
		await expect( name ).toBeFocused();
		await expect( name ).toHaveValue( '' );

		// Full width, like the conditions table.
		const table = page.locator( '.gblocks-pro-category-manager__table' );
		const tableBox = await table.boundingBox();
		const pageBox = await page
			.locator( '.gblocks-pro-category-manager' )
			.boundingBox();
		expect( tableBox?.width ).toBeCloseTo( pageBox?.width ?? 0, 0 );

		await page
			.getByRole( 'button', { name: 'Actions for “Seasonal”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'alertdialog', {
			name: 'Delete category',
		} );
		await expect( dialog ).toContainText( 'Category: Seasonal' );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this category? Items using this category will become uncategorized.'
		);
		expect( await axe( page, '.gblocks-pro-confirm-dialog' ) ).toEqual(
			[]
		);
		await dialog.getByRole( 'button', { name: 'Delete category' } ).click();
		await expect( page.getByText( 'No categories found.' ) ).toBeVisible();
	} );

	test( 'the list filters round-trip through the address', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const promotions = await createCategory( requestUtils, 'Promotions' );
		await createCondition(
			requestUtils,
			'Summer sale',
			'publish',
			promotions.slug
		);
		await createCondition( requestUtils, 'Winter sale', 'draft' );
		await createCondition( requestUtils, 'Members', 'publish' );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect(
			page.getByRole( 'link', { name: 'Members' } )
		).toBeVisible();

		await page
			.getByRole( 'searchbox', { name: 'Search conditions' } )
			.fill( 'sale' );
		await expect( page ).toHaveURL( /conditionSearch=sale/ );
		await expect(
			page.getByRole( 'link', { name: 'Members' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: 'Winter sale' } )
		).toBeVisible();

		await page
			.getByRole( 'combobox', { name: 'Status' } )
			.selectOption( { label: 'Published' } );
		await expect( page ).toHaveURL( /conditionStatus=publish/ );
		await expect(
			page.getByRole( 'link', { name: 'Winter sale' } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'combobox', { name: 'Category' } )
			.selectOption( { label: 'Promotions' } );
		await expect( page ).toHaveURL(
			new RegExp( `conditionCategory=${ promotions.id }` )
		);
		await expect(
			page.getByRole( 'link', { name: 'Summer sale' } )
		).toBeVisible();
		expect( await axe( page, '#gblocks-pro-conditions-admin' ) ).toEqual(
			[]
		);

		// A reload restores every filter from the address.
		await page.reload();
		await expect(
			page.getByRole( 'searchbox', { name: 'Search conditions' } )
		).toHaveValue( 'sale' );
		await expect(
			page.getByRole( 'combobox', { name: 'Status' } )
		).toHaveValue( 'publish' );
		await expect(
			page.getByRole( 'combobox', { name: 'Category' } )
		).toHaveValue( String( promotions.id ) );
		await expect(
			page.getByRole( 'link', { name: 'Summer sale' } )
		).toBeVisible();

		await page
			.getByRole( 'combobox', { name: 'Category' } )
			.selectOption( { label: 'Uncategorized' } );
		await expect(
			page.getByText( 'No conditions match these filters.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Clear filters' } ).click();
		await expect( page ).not.toHaveURL(
			/conditionSearch|conditionStatus|conditionCategory/
		);
		await expect(
			page.getByRole( 'link', { name: 'Members' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Winter sale' } )
		).toBeVisible();
	} );
} );
