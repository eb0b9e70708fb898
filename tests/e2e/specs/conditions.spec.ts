/**
 * The Conditions admin page against the real server: create, edit, duplicate, status, usage, delete,
 * import/export, address syncing, accessibility, and screenshots of the list and the editor.
 */
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

import {
	createCondition,
	deleteConditions,
	listConditions,
	type Tree,
} from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { PHONE, expectRowReachableOnPhone } from '../phone';
import { screenshot } from '../screenshot';

const PAGE = 'page=generateblocks-conditions';

async function createPage(
	requestUtils: RequestUtils,
	title: string,
	parent = 0
) {
	return ( await requestUtils.rest( {
		path: '/wp/v2/pages',
		method: 'POST',
		data: { title, status: 'publish', parent },
	} ) ) as { id: number };
}

const deviceTree: Tree = {
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

/**
 * The React root: notices are also spoken through live regions outside it, which would match twice.
 *
 * @param page The page.
 */
function inApp( page: Page ) {
	return page.locator( '#gblocks-pro-conditions-admin' );
}

function rowOf( page: Page, group: number, condition: number ) {
	return page.getByRole( 'group', {
		name: `Condition ${ condition } in Group ${ group }`,
	} );
}

async function chooseRow(
	page: Page,
	group: number,
	condition: number,
	choice: { type: string; rule?: string; operator?: string }
) {
	const row = rowOf( page, group, condition );
	await row
		.getByRole( 'combobox', { name: 'Condition type' } )
		.selectOption( { label: choice.type } );
	if ( choice.rule ) {
		const rule = row.getByRole( 'combobox', { name: 'Rule' } );
		await expect(
			rule.getByRole( 'option', { name: choice.rule, exact: true } )
		).toHaveCount( 1 );
		await rule.selectOption( { label: choice.rule } );
	}
	if ( choice.operator ) {
		const operator = row.getByRole( 'combobox', { name: 'Operator' } );
		await expect(
			operator.getByRole( 'option', {
				name: choice.operator,
				exact: true,
			} )
		).toHaveCount( 1 );
		await operator.selectOption( { label: choice.operator } );
	}
	return row;
}

/**
 * Presses Tab until the locator has focus (keyboard only), failing after `max` presses.
 *
 * @param page          The page.
 * @param target        What should get focus.
 * @param options       Options.
 * @param options.max   Most Tab presses.
 * @param options.shift Whether to go backwards.
 */
/**
 * Chooses an option of the focused native select with Home and ArrowDown, as a keyboard user can.
 * The select's type-ahead is not used: every option change re-renders the row, and under load the
 * next key can arrive after the browser's type-ahead window, starting a new search.
 *
 * @param page   The page.
 * @param select The focused select.
 * @param wanted The option value to reach.
 */
async function arrowTo( page: Page, select: Locator, wanted: string ) {
	await expect( select ).toBeFocused();
	await page.keyboard.press( 'Home' );
	for (
		let index = 0;
		index < 200 && ( await select.inputValue() ) !== wanted;
		index++
	) {
		await page.keyboard.press( 'ArrowDown' );
	}
	await expect( select ).toHaveValue( wanted );
}

async function tabTo(
	page: Page,
	target: Locator,
	{ max = 120, shift = false }: { max?: number; shift?: boolean } = {}
) {
	for ( let index = 0; index < max; index++ ) {
		if (
			await target.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( shift ? 'Shift+Tab' : 'Tab' );
	}
	throw new Error( `Tab never reached ${ target }` );
}

test.describe( 'Conditions admin page', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils );
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllPages();
		await requestUtils.deleteAllUsers();
	} );

	test( 'creates a condition with two groups and several value types, then edits it', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect( page.getByText( 'No conditions found.' ) ).toBeVisible();

		await page.getByRole( 'button', { name: 'Add New' } ).click();
		await expect( page ).toHaveURL( /edit=new/ );
		await expect(
			page.getByText(
				'Enter a condition name above to start building your conditions.'
			)
		).toBeVisible();
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Newsletter visitors' );

		// Group 1: a location rule and a query parameter compared with a value.
		await chooseRow( page, 1, 1, {
			type: 'Location',
			rule: 'Front Page',
			operator: 'is',
		} );
		await page.getByRole( 'button', { name: 'Add condition' } ).click();
		const query = await chooseRow( page, 1, 2, {
			type: 'Query Parameter',
		} );
		await query
			.getByRole( 'combobox', { name: 'Operator' } )
			.selectOption( 'equals' );
		await query
			.getByRole( 'textbox', { name: 'Parameter name' } )
			.fill( 'utm_source' );
		await query
			.getByRole( 'textbox', { name: 'Value to compare' } )
			.fill( 'newsletter' );

		// Group 2: a day selector with several days, and a date picked with the date input.
		await page.getByRole( 'button', { name: 'Add group' } ).click();
		await page
			.getByRole( 'combobox', { name: 'Logic of Group 2' } )
			.selectOption( 'OR' );
		const days = await chooseRow( page, 2, 1, {
			type: 'Date & Time',
			rule: 'Day of Week',
		} );
		await days
			.getByRole( 'combobox', { name: 'Operator' } )
			.selectOption( 'includes_any' );
		await days.getByRole( 'checkbox', { name: 'Saturday' } ).check();
		await days.getByRole( 'checkbox', { name: 'Sunday' } ).check();
		await page
			.getByRole( 'region', { name: 'Group 2' } )
			.getByRole( 'button', { name: 'Add condition' } )
			.click();
		const date = await chooseRow( page, 2, 2, { type: 'Date & Time' } );
		await date.getByLabel( 'Date', { exact: true } ).fill( '2026-07-15' );

		await expect(
			inApp( page ).getByText( 'You have unsaved changes.' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();

		await expect( page ).not.toHaveURL( /edit=/ );
		const link = page.getByRole( 'link', { name: 'Newsletter visitors' } );
		await expect( link ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /4 conditions/ } )
		).toBeVisible();

		const [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions.logic ).toBe( 'OR' );
		expect( stored.gbConditions.groups[ 0 ].conditions ).toEqual( [
			{
				type: 'location',
				rule: 'general:front_page',
				operator: 'is',
				value: '',
			},
			{
				type: 'query_arg',
				rule: 'custom',
				operator: 'equals',
				value: 'utm_source|newsletter',
			},
		] );
		expect( stored.gbConditions.groups[ 1 ].logic ).toBe( 'OR' );
		expect( stored.gbConditions.groups[ 1 ].conditions[ 0 ] ).toMatchObject(
			{
				type: 'date_time',
				rule: 'day_of_week',
				operator: 'includes_any',
				value: '["6","7"]',
			}
		);
		expect( stored.gbConditions.groups[ 1 ].conditions[ 1 ].value ).toMatch(
			/^\d{4}-\d{2}-15T\d{2}:\d{2}$/
		);

		// Edit: rename and save.
		await link.click();
		await expect( page ).toHaveURL( new RegExp( `edit=${ stored.id }` ) );
		const name = page.getByRole( 'textbox', { name: 'Name', exact: true } );
		await expect( name ).toHaveValue( 'Newsletter visitors' );
		await name.fill( 'Newsletter readers' );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Newsletter readers' } )
		).toBeVisible();

		expect( errors ).toEqual( [] );
	} );

	test( 'picks pages with the object selector, searching by text and by id', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const about = await createPage( requestUtils, 'About us' );
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'About pages' );
		const row = await chooseRow( page, 1, 1, {
			type: 'Location',
			rule: 'Page',
			operator: 'includes any of',
		} );
		const values = row.getByRole( 'combobox', { name: 'Values' } );
		await values.fill( 'About' );
		await page.getByRole( 'option', { name: 'About us' } ).click();
		await expect(
			row.getByRole( 'button', { name: 'Remove About us' } )
		).toBeVisible();
		await values.fill( String( about.id ) );
		await page.getByRole( 'option', { name: 'About us' } ).click();
		await expect(
			row.getByRole( 'button', { name: 'Remove About us' } )
		).toHaveCount( 1 );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'About pages' } )
		).toBeVisible();
		const [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions.groups[ 0 ].conditions[ 0 ].value ).toBe(
			`["${ about.id }"]`
		);

		// The title is looked up again when the editor opens.
		await page.getByRole( 'link', { name: 'About pages' } ).click();
		await expect(
			rowOf( page, 1, 1 ).getByRole( 'button', {
				name: 'Remove About us',
			} )
		).toBeVisible();
	} );

	test( 'duplicates, drafts, publishes, checks usage and deletes from the row menu', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const condition = await createCondition(
			requestUtils,
			'Phones only',
			deviceTree
		);
		await requestUtils.rest( {
			path: '/wp/v2/posts',
			method: 'POST',
			data: {
				title: 'Mobile promo',
				status: 'publish',
				content: `<!-- wp:paragraph {"gbBlockCondition":"${ condition.id }"} --><p>Only on phones</p><!-- /wp:paragraph -->`,
			},
		} );
		await admin.visitAdminPage( 'admin.php', PAGE );
		const menu = ( title: string ) =>
			page.getByRole( 'button', { name: `Actions for “${ title }”` } );

		// Duplicate opens the copy in the editor.
		await menu( 'Phones only' ).click();
		await page.getByRole( 'menuitem', { name: 'Duplicate' } ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Name', exact: true } )
		).toHaveValue( 'Phones only (Copy)' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Phones only (Copy)' } )
		).toBeVisible();
		// Duplicates are drafts.
		await expect(
			page
				.getByRole( 'row', { name: /^Phones only \(Copy\)/ } )
				.getByText( '(draft)' )
		).toBeVisible();

		// Set as draft, then publish again (the original's row, not the copy's).
		await menu( 'Phones only' ).click();
		await page.getByRole( 'menuitem', { name: 'Set as Draft' } ).click();
		const row = page.getByRole( 'row', {
			name: /^Phones only\s(?!\(Copy\))/,
		} );
		await expect( row.getByText( '(draft)' ) ).toBeVisible();
		await menu( 'Phones only' ).click();
		await page.getByRole( 'menuitem', { name: 'Publish' } ).click();
		await expect( row.getByText( '(draft)' ) ).toHaveCount( 0 );

		// Usage: the post's block uses it; the copy is unused.
		await menu( 'Phones only' ).click();
		await page.getByRole( 'menuitem', { name: 'Check Usage' } ).click();
		const usage = page.getByRole( 'dialog', {
			name: 'Usage: Phones only',
		} );
		await expect(
			usage.locator( 'strong', { hasText: 'Mobile promo' } )
		).toBeVisible();
		await expect(
			usage.getByRole( 'link', { name: /Edit Mobile promo/ } )
		).toHaveAttribute( 'href', /post\.php\?post=\d+&action=edit/ );
		await page.keyboard.press( 'Escape' );
		await expect( menu( 'Phones only' ) ).toBeFocused();

		await menu( 'Phones only (Copy)' ).click();
		await page.getByRole( 'menuitem', { name: 'Check Usage' } ).click();
		await expect(
			page.getByText(
				'This condition is not currently being used anywhere on your site.'
			)
		).toBeVisible();
		await page.keyboard.press( 'Escape' );

		// Delete after confirmation.
		await menu( 'Phones only (Copy)' ).click();
		await page
			.getByRole( 'menuitem', { name: 'Delete Condition' } )
			.click();
		await expect(
			page.getByText(
				'This will permanently delete this condition. You cannot undo this action.'
			)
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Delete', exact: true } )
			.click();
		await expect(
			page.getByRole( 'link', { name: 'Phones only (Copy)' } )
		).toHaveCount( 0 );
		// The row leaves the list as soon as the delete is sent; the server may answer a moment later.
		await expect
			.poll( async () =>
				( await listConditions( requestUtils ) ).map(
					( item ) => item.title.rendered
				)
			)
			.toEqual( [ 'Phones only' ] );
	} );

	test( 'exports a tree and imports it into a new condition', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const tree: Tree = {
			logic: 'AND',
			groups: [
				{
					logic: 'OR',
					conditions: [
						{
							type: 'device',
							rule: 'mobile',
							operator: 'is',
							value: '',
						},
						{
							type: 'query_arg',
							rule: 'custom',
							operator: 'equals',
							value: 'ref|mail',
						},
					],
				},
			],
		};
		const source = await createCondition( requestUtils, 'Source', tree );
		await admin.visitAdminPage(
			'admin.php',
			`${ PAGE }&edit=${ source.id }`
		);
		await page.getByRole( 'button', { name: 'Export Conditions' } ).click();
		const exported = await page
			.getByRole( 'textbox', { name: 'Exported conditions (JSON)' } )
			.inputValue();
		expect( JSON.parse( exported ) ).toEqual( tree );
		await page.getByRole( 'button', { name: 'Copy', exact: true } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Copied!' } )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.getByRole( 'button', { name: 'Add New' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Imported' );
		await page.getByRole( 'button', { name: 'Import Conditions' } ).click();
		const box = page.getByRole( 'textbox', {
			name: 'Conditions to import (JSON)',
		} );
		await box.fill( '{"logic":"OR"}' );
		await page
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		await expect(
			inApp( page ).getByText(
				'Import failed: Invalid format: missing groups array'
			)
		).toBeVisible();
		await box.fill( exported );
		await page
			.getByRole( 'button', { name: 'Import', exact: true } )
			.click();
		await expect(
			inApp( page ).getByText( 'Conditions imported successfully!' )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Imported' } )
		).toBeVisible();

		const imported = ( await listConditions( requestUtils ) ).find(
			( item ) => item.title.rendered === 'Imported'
		);
		expect( imported?.gbConditions ).toEqual( tree );
	} );

	test( 'follows the address: views, page, back and forward, and asks before leaving unsaved changes', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		for ( let index = 1; index <= 21; index++ ) {
			await createCondition(
				requestUtils,
				`Condition ${ String( index ).padStart( 2, '0' ) }`,
				deviceTree
			);
		}
		await admin.visitAdminPage( 'admin.php', PAGE );
		const pagination = page.getByRole( 'navigation', {
			name: 'Pagination',
		} );
		await expect( pagination.getByText( 'Page 1 of 2' ) ).toBeVisible();
		await pagination.getByRole( 'button', { name: 'Next' } ).click();
		await expect( page ).toHaveURL( /conditionPage=2/ );
		await expect(
			page.getByRole( 'link', { name: 'Condition 01' } )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Manage Categories' } ).click();
		await expect( page ).toHaveURL( /categories=manage/ );
		await expect(
			page.getByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		await page.goBack();
		await expect(
			page.getByRole( 'heading', { name: 'Conditions', exact: true } )
		).toBeVisible();
		await expect( page.getByText( 'Page 2 of 2' ) ).toBeVisible();
		await page.goForward();
		await expect(
			page.getByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		await page.reload();
		await expect(
			page.getByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Back to Conditions' } )
			.click();

		await page.getByRole( 'link', { name: 'Condition 01' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Changed' );
		await page.goBack();
		await expect(
			page.getByText(
				'You have unsaved changes. Are you sure you want to go back without saving?'
			)
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Keep editing' } ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Name', exact: true } )
		).toHaveValue( 'Changed' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.getByRole( 'button', { name: 'Discard changes' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Condition 01' } )
		).toBeVisible();
	} );

	test( 'manages categories and uses one in the editor', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await createCondition( requestUtils, 'Tagged', deviceTree );
		await admin.visitAdminPage(
			'admin.php',
			`${ PAGE }&categories=manage`
		);
		await page
			.getByRole( 'textbox', { name: 'New category name' } )
			.fill( 'Campaigns' );
		await page.getByRole( 'button', { name: 'Add Category' } ).click();
		await page
			.getByRole( 'button', { name: 'Actions for “Campaigns”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Edit' } ).click();
		await page
			.getByRole( 'textbox', { name: 'Category name', exact: true } )
			.fill( 'Spring campaigns' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			page.getByRole( 'cell', { name: 'Spring campaigns' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Back to Conditions' } )
			.click();

		await page.getByRole( 'link', { name: 'Tagged' } ).click();
		const category = page.getByRole( 'combobox', { name: 'Category' } );
		await category.selectOption( { label: 'Spring campaigns' } );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page
				.getByRole( 'row', { name: /Tagged/ } )
				.getByText( 'Spring campaigns' )
		).toBeVisible();

		await page.getByRole( 'link', { name: 'Tagged' } ).click();
		await category.selectOption( { label: '+ Add new category' } );
		const dialog = page.getByRole( 'dialog', { name: 'Add New Category' } );
		await dialog
			.getByRole( 'textbox', { name: 'Category name', exact: true } )
			.fill( 'Seasonal' );
		await dialog.getByRole( 'button', { name: 'Add Category' } ).click();
		await expect( category ).toHaveValue( 'seasonal' );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'row', { name: /Tagged/ } ).getByText( 'Seasonal' )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'Manage Categories' } ).click();
		await page
			.getByRole( 'button', { name: 'Actions for “Seasonal”' } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
		await page.getByRole( 'button', { name: 'Delete category' } ).click();
		await page
			.getByRole( 'button', { name: 'Back to Conditions' } )
			.click();
		await expect(
			page
				.getByRole( 'row', { name: /Tagged/ } )
				.getByText( 'Uncategorized' )
		).toBeVisible();
	} );

	test( 'saves a date range and days of the week, and shows them again after a reload', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Spring weekdays' );
		const range = await chooseRow( page, 1, 1, {
			type: 'Date & Time',
			rule: 'Current Date',
			operator: 'is between',
		} );
		await expect( range.getByLabel( 'Date', { exact: true } ) ).toHaveCount(
			0
		);
		await range.getByLabel( 'Start date' ).fill( '2026-03-05' );
		await range.getByLabel( 'End date' ).fill( '2026-03-20' );
		await expect( range.getByLabel( 'End date' ) ).toHaveValue(
			'2026-03-20'
		);

		await page.getByRole( 'button', { name: 'Add condition' } ).click();
		const days = await chooseRow( page, 1, 2, {
			type: 'Date & Time',
			rule: 'Day of Week',
			operator: 'includes any of',
		} );
		await days.getByRole( 'checkbox', { name: 'Friday' } ).check();
		await days.getByRole( 'checkbox', { name: 'Monday' } ).check();

		await page.getByRole( 'button', { name: 'Add group' } ).click();
		const after = await chooseRow( page, 2, 1, {
			type: 'Date & Time',
			rule: 'Current Date',
			operator: 'is after',
		} );
		await after.getByLabel( 'Date', { exact: true } ).fill( '2027-01-02' );

		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Spring weekdays' } )
		).toBeVisible();
		const [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions.groups[ 0 ].conditions ).toEqual( [
			{
				type: 'date_time',
				rule: 'current_date',
				operator: 'between',
				value: '2026-03-05T00:00, 2026-03-20T23:59',
			},
			{
				type: 'date_time',
				rule: 'day_of_week',
				operator: 'includes_any',
				value: '["1","5"]',
			},
		] );
		expect( stored.gbConditions.groups[ 1 ].conditions ).toEqual( [
			{
				type: 'date_time',
				rule: 'current_date',
				operator: 'after',
				value: '2027-01-02T23:59',
			},
		] );

		// A fresh load of the editor shows both ends, the days, and the single date.
		await page.goto( `/wp-admin/admin.php?${ PAGE }&edit=${ stored.id }` );
		const again = rowOf( page, 1, 1 );
		await expect( again.getByLabel( 'Start date' ) ).toHaveValue(
			'2026-03-05'
		);
		await expect( again.getByLabel( 'End date' ) ).toHaveValue(
			'2026-03-20'
		);
		const checked = rowOf( page, 1, 2 ).getByRole( 'checkbox', {
			checked: true,
		} );
		await expect( checked ).toHaveCount( 2 );
		await expect(
			rowOf( page, 1, 2 ).getByRole( 'checkbox', { name: 'Monday' } )
		).toBeChecked();
		await expect(
			rowOf( page, 1, 2 ).getByRole( 'checkbox', { name: 'Friday' } )
		).toBeChecked();
		await expect(
			rowOf( page, 2, 1 ).getByLabel( 'Date', { exact: true } )
		).toHaveValue( '2027-01-02' );
		await expect(
			inApp( page ).getByText( 'You have unsaved changes.' )
		).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );

	test( 'picks a parent page for child_of by text and by id, and shows its title after a reload', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const services = await createPage( requestUtils, 'Services' );
		await createPage( requestUtils, 'Consulting', services.id );
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Under services' );
		const row = await chooseRow( page, 1, 1, {
			type: 'Location',
			rule: 'Child Of',
		} );
		// A single choice starts on the 'All …' default.
		const value = row.getByRole( 'combobox', { name: 'Value' } );
		await expect( value ).toHaveValue( 'All Parents' );
		await value.click();
		await expect(
			row.getByRole( 'option', { name: 'All Parents' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await page.keyboard.press( 'Escape' );

		await row
			.getByRole( 'combobox', { name: 'Operator' } )
			.selectOption( { label: 'includes any of' } );
		const values = row.getByRole( 'combobox', { name: 'Values' } );
		await values.fill( 'Serv' );
		await expect( row.getByText( 'Searching…' ) ).toBeVisible();
		await row.getByRole( 'option', { name: 'Services' } ).click();
		await expect(
			row.getByRole( 'button', { name: 'Remove Services' } )
		).toBeVisible();
		await values.fill( String( services.id ) );
		await row.getByRole( 'option', { name: 'Services' } ).click();
		await expect(
			row.getByRole( 'button', { name: 'Remove Services' } )
		).toHaveCount( 1 );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Under services' } )
		).toBeVisible();
		const [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions.groups[ 0 ].conditions[ 0 ] ).toEqual( {
			type: 'location',
			rule: 'child_of',
			operator: 'includes_any',
			value: `["${ services.id }"]`,
		} );

		await page.goto( `/wp-admin/admin.php?${ PAGE }&edit=${ stored.id }` );
		await expect(
			rowOf( page, 1, 1 ).getByRole( 'button', {
				name: 'Remove Services',
			} )
		).toBeVisible();
	} );

	test( 'picks an author by name and by id, and shows the name after a reload', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const author = ( await requestUtils.rest( {
			path: '/wp/v2/users',
			method: 'POST',
			data: {
				username: 'alicew',
				email: 'alicew@example.invalid',
				password: 'a-long-password-for-alice',
				name: 'Alice Writer',
				roles: [ 'author' ],
			},
		} ) ) as { id: number };
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'By Alice' );
		const row = await chooseRow( page, 1, 1, { type: 'Author' } );
		await expect(
			row.getByRole( 'combobox', { name: 'Rule' } )
		).toHaveValue( 'author_id' );
		const value = row.getByRole( 'combobox', { name: 'Value' } );
		await expect( value ).toHaveValue( 'All Authors' );
		await value.fill( 'Alice' );
		await row.getByRole( 'option', { name: 'Alice Writer' } ).click();
		await expect( value ).toHaveValue( 'Alice Writer' );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'By Alice' } )
		).toBeVisible();
		let [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions.groups[ 0 ].conditions[ 0 ] ).toEqual( {
			type: 'author',
			rule: 'author_id',
			operator: 'is',
			value: String( author.id ),
		} );

		await page.goto( `/wp-admin/admin.php?${ PAGE }&edit=${ stored.id }` );
		const again = rowOf( page, 1, 1 );
		await expect(
			again.getByRole( 'combobox', { name: 'Value' } )
		).toHaveValue( 'Alice Writer' );

		// Several authors, searched by id; picking one twice keeps one token.
		await again
			.getByRole( 'combobox', { name: 'Operator' } )
			.selectOption( { label: 'includes any of' } );
		const values = again.getByRole( 'combobox', { name: 'Values' } );
		await values.fill( String( author.id ) );
		await again.getByRole( 'option', { name: 'Alice Writer' } ).click();
		await values.fill( 'admin' );
		await again.getByRole( 'option', { name: 'admin' } ).click();
		await values.fill( String( author.id ) );
		await again.getByRole( 'option', { name: 'Alice Writer' } ).click();
		await expect(
			again.getByRole( 'button', { name: 'Remove Alice Writer' } )
		).toHaveCount( 1 );
		await expect(
			again.getByRole( 'button', { name: 'Remove admin' } )
		).toHaveCount( 1 );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'By Alice' } )
		).toBeVisible();
		[ stored ] = await listConditions( requestUtils );
		expect(
			JSON.parse( stored.gbConditions.groups[ 0 ].conditions[ 0 ].value )
		).toEqual( [ String( author.id ), '1' ] );
	} );

	test( 'creates, saves and reopens a condition with the keyboard only', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const target = await createPage( requestUtils, 'Keyboard landing' );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect( page.getByText( 'No conditions found.' ) ).toBeVisible();

		await tabTo( page, page.getByRole( 'button', { name: 'Add New' } ) );
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( /edit=new/ );
		const name = page.getByRole( 'textbox', { name: 'Name', exact: true } );
		await tabTo( page, name );
		await page.keyboard.type( 'Keyboard made' );

		// Type, rule and operator with the selects' arrow keys; the value with the combobox keys.
		const row = rowOf( page, 1, 1 );
		const type = row.getByRole( 'combobox', { name: 'Condition type' } );
		await tabTo( page, type );
		await arrowTo( page, type, 'location' );
		const rule = row.getByRole( 'combobox', { name: 'Rule' } );
		await expect( rule ).toHaveValue( 'general:front_page' );
		await page.keyboard.press( 'Tab' );
		await arrowTo( page, rule, 'post:page' );
		const value = row.getByRole( 'combobox', { name: 'Value' } );
		// The value input appears once the rule's metadata has loaded.
		await expect( value ).toHaveValue( 'All Pages' );
		const operator = row.getByRole( 'combobox', { name: 'Operator' } );
		await page.keyboard.press( 'Tab' );
		await expect( operator ).toBeFocused();
		await expect( operator ).toHaveValue( 'is' );
		// The rule's operators load apart from its metadata: until they are in, the select offers only the
		// current one and an arrow key has nothing to move to (the run where the metadata came first failed).
		await expect(
			operator.getByRole( 'option', { name: 'is not', exact: true } )
		).toHaveCount( 1 );
		await page.keyboard.press( 'ArrowDown' );
		await expect( operator ).toHaveValue( 'is_not' );
		await page.keyboard.press( 'Tab' );
		await expect( value ).toBeFocused();
		await page.keyboard.type( 'Keyboard land' );
		await expect(
			row.getByRole( 'option', { name: 'Keyboard landing' } )
		).toBeVisible();
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'Enter' );
		await expect( value ).toHaveValue( 'Keyboard landing' );

		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Add condition' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( rowOf( page, 1, 2 ) ).toBeVisible();
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Save Conditions' } ),
			{
				shift: true,
			}
		);
		await page.keyboard.press( 'Enter' );

		await expect( page ).not.toHaveURL( /edit=/ );
		await expect(
			page.getByRole( 'link', { name: 'Keyboard made' } )
		).toBeVisible();
		const [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions ).toEqual( {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						{
							type: 'location',
							rule: 'post:page',
							operator: 'is_not',
							value: String( target.id ),
						},
					],
				},
			],
		} );

		// The details modal from the count link, closed with Escape, gives focus back to the link.
		const count = page.getByRole( 'button', {
			name: '1 condition in “Keyboard made”',
		} );
		await tabTo( page, count );
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'dialog', { name: 'Keyboard made' } )
		).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( count ).toBeFocused();

		// The row menu by keyboard: open it, move to Edit Condition, choose it.
		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Actions for “Keyboard made”' } )
		);
		await page.keyboard.press( 'Enter' );
		const edit = page.getByRole( 'menuitem', { name: 'Edit Condition' } );
		await expect( edit ).toBeVisible();
		for (
			let index = 0;
			index < 6 &&
			! ( await edit.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			) );
			index++
		) {
			await page.keyboard.press( 'ArrowDown' );
		}
		await expect( edit ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( page ).toHaveURL( new RegExp( `edit=${ stored.id }` ) );
		await expect( name ).toHaveValue( 'Keyboard made' );
		await expect(
			rowOf( page, 1, 1 ).getByRole( 'combobox', { name: 'Value' } )
		).toHaveValue( 'Keyboard landing' );
	} );

	test( 'gives focus back after the usage modal, the delete confirmation, the category modal and the import box', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await createCondition( requestUtils, 'Focus check', deviceTree );
		await admin.visitAdminPage( 'admin.php', PAGE );
		const menu = page.getByRole( 'button', {
			name: 'Actions for “Focus check”',
		} );

		await menu.click();
		await page.getByRole( 'menuitem', { name: 'Check Usage' } ).click();
		await expect(
			page.getByText(
				'This condition is not currently being used anywhere on your site.'
			)
		).toBeVisible();
		await page
			.getByRole( 'dialog', { name: 'Usage: Focus check' } )
			.getByRole( 'button', { name: 'Close' } )
			.click();
		await expect( menu ).toBeFocused();

		await menu.click();
		await page
			.getByRole( 'menuitem', { name: 'Delete Condition' } )
			.click();
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( menu ).toBeFocused();

		await page.getByRole( 'link', { name: 'Focus check' } ).click();
		const category = page.getByRole( 'combobox', { name: 'Category' } );
		await category.selectOption( { label: '+ Add new category' } );
		await page
			.getByRole( 'dialog', { name: 'Add New Category' } )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		await expect( category ).toBeFocused();

		const importToggle = page.getByRole( 'button', {
			name: 'Import Conditions',
		} );
		await importToggle.focus();
		await page.keyboard.press( 'Enter' );
		const box = page.getByRole( 'textbox', {
			name: 'Conditions to import (JSON)',
		} );
		await expect( box ).toBeVisible();
		// Opening it takes the user to the box (issue: it opened below the fold, unfocused).
		await expect( box ).toBeFocused();
		await importToggle.focus();
		await page.keyboard.press( 'Enter' );
		await expect( box ).toHaveCount( 0 );
		await expect( importToggle ).toBeFocused();
	} );

	test( 'has no axe violations on the list and the editor, and is captured for review', async ( {
		admin,
		page,
		requestUtils,
	}, testInfo ) => {
		await createCondition( requestUtils, 'Members on the blog', {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						{
							type: 'user_role',
							rule: 'general:logged_in',
							operator: 'is',
							value: '',
						},
						{
							type: 'query_arg',
							rule: 'custom',
							operator: 'equals',
							value: 'utm_source|newsletter',
						},
					],
				},
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
		} );
		await createCondition(
			requestUtils,
			'Summer sale',
			deviceTree,
			'draft'
		);
		const shots = path.join(
			process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
			'screenshots'
		);

		await admin.visitAdminPage( 'admin.php', PAGE );
		await expect(
			page.getByRole( 'link', { name: 'Summer sale' } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( shots, 'conditions-list.png' ),
			fullPage: true,
		} );
		const listScan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-conditions-admin' )
			.analyze();
		expect( listScan.violations ).toEqual( [] );

		await page.getByRole( 'link', { name: 'Members on the blog' } ).click();
		await expect(
			rowOf( page, 1, 2 ).getByRole( 'textbox', {
				name: 'Parameter name',
			} )
		).toHaveValue( 'utm_source' );
		await screenshot( page, {
			path: path.join( shots, 'conditions-editor.png' ),
			fullPage: true,
		} );
		const editorScan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-conditions-admin' )
			.analyze();
		expect( editorScan.violations ).toEqual( [] );

		// The whole flow by keyboard: focus moves through the editor to Save Conditions.
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.focus();
		await page.keyboard.press( 'End' );
		await page.keyboard.type( '!' );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'link', { name: 'Members on the blog!' } )
		).toBeVisible();

		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await screenshot( page, {
			path: path.join( shots, 'conditions-new.png' ),
			fullPage: true,
		} );
		testInfo.annotations.push( {
			type: 'screenshots',
			description: shots,
		} );
	} );

	test( 'keeps the actions and details of each row reachable at 375 px, and passes axe there', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await createCondition( requestUtils, 'Phones only', deviceTree );
		await page.setViewportSize( PHONE );
		await admin.visitAdminPage( 'admin.php', PAGE );
		await expectRowReachableOnPhone( page, {
			root: '#gblocks-pro-conditions-admin',
			name: 'Phones only',
			menuItem: 'Delete Condition',
			detail: 'Uncategorized',
		} );
	} );
} );
