/**
 * The Conditions admin page against the real server: create, edit, duplicate, status, usage, delete,
 * import/export, address syncing, accessibility, and screenshots of the list and the editor.
 */
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';

const BASE = '/generateblocks-pro/advanced-conditions/v1';
const PAGE = 'page=generateblocks-conditions';

interface Row {
	type: string;
	rule: string;
	operator: string;
	value: string;
}
interface Tree {
	logic: 'AND' | 'OR';
	groups: { logic: 'AND' | 'OR'; conditions: Row[] }[];
}
interface Envelope< T > {
	success: boolean;
	response: T;
}
interface StoredCondition {
	id: number;
	title: string;
	status: string;
	gbConditions: Tree;
}

async function listConditions( requestUtils: RequestUtils ) {
	const body = ( await requestUtils.rest( {
		path: `${ BASE }/conditions`,
		params: { per_page: 100, page: 1 },
	} ) ) as Envelope< { conditions: StoredCondition[] } >;
	return body.response.conditions;
}

async function deleteAllConditions( requestUtils: RequestUtils ) {
	for ( const item of await listConditions( requestUtils ) ) {
		await requestUtils.rest( {
			path: `${ BASE }/conditions/${ item.id }`,
			method: 'DELETE',
		} );
	}
}

async function createCondition(
	requestUtils: RequestUtils,
	title: string,
	conditions: Tree,
	status = 'publish'
) {
	const body = ( await requestUtils.rest( {
		path: `${ BASE }/conditions`,
		method: 'POST',
		data: { title, conditions, category: '', status },
	} ) ) as Envelope< StoredCondition >;
	return body.response;
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

test.describe( 'Conditions admin page', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
		await requestUtils.deleteAllPosts();
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
			type: 'Query Arg',
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

		// Group 2: a day selector with several days, and a date picked with the 12-hour picker.
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
		await date.getByRole( 'button', { name: /^Date:/ } ).click();
		const picker = page.locator( '.gblocks-pro-datetime-value__picker' );
		await expect( picker.getByText( /AM|PM/ ).first() ).toBeVisible();
		await picker.getByRole( 'button', { name: /15/ } ).first().click();
		await page.keyboard.press( 'Escape' );

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
		const about = ( await requestUtils.rest( {
			path: '/wp/v2/pages',
			method: 'POST',
			data: { title: 'About us', status: 'publish' },
		} ) ) as { id: number };
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

		// Set as draft, then publish again.
		await menu( 'Phones only' ).click();
		await page.getByRole( 'menuitem', { name: 'Set as Draft' } ).click();
		const row = page.getByRole( 'row', { name: /^Phones only\s/ } );
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
		await page.getByRole( 'button', { name: 'OK' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Phones only (Copy)' } )
		).toHaveCount( 0 );
		expect(
			( await listConditions( requestUtils ) ).map(
				( item ) => item.title
			)
		).toEqual( [ 'Phones only' ] );
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
			( item ) => item.title === 'Imported'
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
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Name', exact: true } )
		).toHaveValue( 'Changed' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.getByRole( 'button', { name: 'OK' } ).click();
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
		await page.getByRole( 'button', { name: 'Edit “Campaigns”' } ).click();
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
		await page.getByRole( 'button', { name: 'Delete “Seasonal”' } ).click();
		await page.getByRole( 'button', { name: 'OK' } ).click();
		await page
			.getByRole( 'button', { name: 'Back to Conditions' } )
			.click();
		await expect(
			page
				.getByRole( 'row', { name: /Tagged/ } )
				.getByText( 'Uncategorized' )
		).toBeVisible();
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
		await page.screenshot( {
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
		await page.screenshot( {
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
		await page.screenshot( {
			path: path.join( shots, 'conditions-new.png' ),
			fullPage: true,
		} );
		testInfo.annotations.push( {
			type: 'screenshots',
			description: shots,
		} );
	} );
} );
