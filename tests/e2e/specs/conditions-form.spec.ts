/**
 * The condition editor form (issue 17 item 3) against the real server: the unsaved-changes notice never
 * moves the form, a range without dates is caught locally, a date rule stores the day the user chose,
 * focus moves to a new row, the labels of Location and User Role rules are distinct, and axe is clean.
 */
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
interface StoredCondition {
	id: number;
	title: { rendered: string };
	gbConditions: { groups: { conditions: Row[] }[] };
}
interface Envelope< T > {
	success: boolean;
	response: T;
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

function rowOf( page: Page, group: number, condition: number ) {
	return page.getByRole( 'group', {
		name: `Condition ${ condition } in Group ${ group }`,
	} );
}

async function chooseRow(
	page: Page,
	group: number,
	condition: number,
	choice: { type: string; rule: string; operator: string }
) {
	const row = rowOf( page, group, condition );
	await row
		.getByRole( 'combobox', { name: 'Condition type' } )
		.selectOption( { label: choice.type } );
	const rule = row.getByRole( 'combobox', { name: 'Rule' } );
	await expect(
		rule.getByRole( 'option', { name: choice.rule, exact: true } )
	).toHaveCount( 1 );
	await rule.selectOption( { label: choice.rule } );
	const operator = row.getByRole( 'combobox', { name: 'Operator' } );
	await expect(
		operator.getByRole( 'option', { name: choice.operator, exact: true } )
	).toHaveCount( 1 );
	await operator.selectOption( { label: choice.operator } );
	return row;
}

async function formTop( page: Page ): Promise< number > {
	const box = await page
		.locator( '#gblocks-pro-condition-editor' )
		.boundingBox();
	expect( box ).not.toBeNull();
	return box?.y ?? -1;
}

test.describe( 'Condition editor form', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		await deleteAllConditions( requestUtils );
	} );

	test( 'the unsaved-changes notice does not move the form', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		const name = page.getByRole( 'textbox', { name: 'Name', exact: true } );
		await expect( name ).toBeVisible();
		const before = await formTop( page );
		await name.press( 'M' );
		await expect(
			page
				.locator( '#gblocks-pro-conditions-admin' )
				.getByText( 'You have unsaved changes.' )
		).toBeVisible();
		expect( await formTop( page ) ).toBe( before );
	} );

	test( "'is between' with no dates is caught locally and never sent", async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Spring' );
		await chooseRow( page, 1, 1, {
			type: 'Date & Time',
			rule: 'Current Date',
			operator: 'is between',
		} );
		const validations: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'validate_conditions' ) ) {
				validations.push( request.url() );
			}
		} );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		// In the React root: notices are also spoken through live regions outside it.
		const app = page.locator( '#gblocks-pro-conditions-admin' );
		await expect(
			app.getByText( 'Please complete the following:' )
		).toBeVisible();
		await expect(
			app.getByText(
				'Condition 1 in Group 1: choose a start and an end date.'
			)
		).toBeVisible();
		await expect( app.getByText( /YYYY-MM-DD/ ) ).toHaveCount( 0 );
		expect( validations ).toEqual( [] );
	} );

	test( 'a date rule saves the day the user chose', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Launch day' );
		const row = await chooseRow( page, 1, 1, {
			type: 'Date & Time',
			rule: 'Current Date',
			operator: 'is on',
		} );
		const date = row.getByLabel( 'Date', { exact: true } );
		await expect( date ).toHaveAttribute( 'type', 'date' );
		await date.fill( '2027-04-09' );
		await page.getByRole( 'button', { name: 'Save Conditions' } ).click();
		await expect(
			page.getByRole( 'link', { name: 'Launch day' } )
		).toBeVisible();
		const [ stored ] = await listConditions( requestUtils );
		expect( stored.gbConditions.groups[ 0 ].conditions ).toEqual( [
			{
				type: 'date_time',
				rule: 'current_date',
				operator: 'on',
				value: '2027-04-09T00:00',
			},
		] );
		expect( errors ).toEqual( [] );
	} );

	test( 'focus moves to the new row; rule labels are distinct; axe is clean', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'admin.php', `${ PAGE }&edit=new` );
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Places' );
		await page.getByRole( 'button', { name: 'Add condition' } ).click();
		await expect(
			rowOf( page, 1, 2 ).getByRole( 'combobox', {
				name: 'Condition type',
			} )
		).toBeFocused();
		await page.getByRole( 'button', { name: 'Add group' } ).click();
		await expect(
			rowOf( page, 2, 1 ).getByRole( 'combobox', {
				name: 'Condition type',
			} )
		).toBeFocused();

		// The same height for both buttons.
		const heights = await Promise.all(
			[ 'Add condition', 'Add group' ].map( async ( name ) => {
				const box = await page
					.getByRole( 'button', { name } )
					.first()
					.boundingBox();
				return box?.height;
			} )
		);
		expect( heights[ 0 ] ).toBe( heights[ 1 ] );

		const row = rowOf( page, 1, 1 );
		await row
			.getByRole( 'combobox', { name: 'Condition type' } )
			.selectOption( { label: 'Location' } );
		const rule = row.getByRole( 'combobox', { name: 'Rule' } );
		await expect(
			rule.getByRole( 'option', { name: 'Archive: Category' } )
		).toHaveCount( 1 );
		await expect(
			rule.getByRole( 'option', { name: 'Post has Category' } )
		).toHaveCount( 1 );
		const labels = await rule.locator( 'option' ).allTextContents();
		expect( new Set( labels ).size ).toBe( labels.length );

		await row
			.getByRole( 'combobox', { name: 'Condition type' } )
			.selectOption( { label: 'User Role' } );
		await expect(
			rule.locator( 'optgroup[label="Capabilities"] option', {
				hasText: 'Edit posts',
			} )
		).toHaveCount( 1 );
		await expect(
			rule.locator( 'option', { hasText: 'edit_posts' } )
		).toHaveCount( 0 );
		await expect(
			rule.locator( 'optgroup[label="Roles"] option', {
				hasText: 'Administrator',
			} )
		).toHaveCount( 1 );

		await chooseRow( page, 2, 1, {
			type: 'Date & Time',
			rule: 'Day of Week',
			operator: 'includes any of',
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '#gblocks-pro-conditions-admin' )
			.analyze();
		expect( scan.violations ).toEqual( [] );
	} );
} );
