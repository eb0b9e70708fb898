/**
 * Conditions for the e2e specs: fixtures through the REST API, and the dashboard's create step.
 */
import type { Locator } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { ConditionRow, ConditionTree } from '../../src/conditions/types';

export const CONDITIONS_BASE = '/generateblocks-pro/advanced-conditions/v1';

/** A rule row and a rule tree: the editor's types (from src/conditions/tree-schema.json). */
export type Row = ConditionRow;
export type Tree = ConditionTree;
export interface Envelope< T > {
	success: boolean;
	response: T;
}
export interface StoredCondition {
	id: number;
	title: { rendered: string };
	status: string;
	gbConditions: Tree;
}

/** Passes for logged-in visitors only. */
export const LOGGED_IN_TREE: Tree = {
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
			],
		},
	],
};

export async function listConditions( requestUtils: RequestUtils ) {
	const body = ( await requestUtils.rest( {
		path: `${ CONDITIONS_BASE }/conditions`,
		params: { per_page: 100, page: 1 },
	} ) ) as Envelope< { conditions: StoredCondition[] } >;
	return body.response.conditions;
}

/**
 * Deletes the conditions of the first page whose title starts with a prefix ('' for all of them).
 *
 * @param requestUtils The REST utilities.
 * @param prefix       Title prefix.
 */
export async function deleteConditions(
	requestUtils: RequestUtils,
	prefix = ''
) {
	for ( const item of await listConditions( requestUtils ) ) {
		if ( item.title.rendered.startsWith( prefix ) ) {
			await requestUtils.rest( {
				path: `${ CONDITIONS_BASE }/conditions/${ item.id }`,
				method: 'DELETE',
			} );
		}
	}
}

export async function createCondition(
	requestUtils: RequestUtils,
	title: string,
	conditions: Tree = LOGGED_IN_TREE,
	status = 'publish'
) {
	const body = ( await requestUtils.rest( {
		path: `${ CONDITIONS_BASE }/conditions`,
		method: 'POST',
		data: { title, conditions, category: '', status },
	} ) ) as Envelope< StoredCondition >;
	return body.response;
}

/**
 * In the conditions dashboard's "Create New Condition" view: names the condition, gives it one device
 * row and saves it.
 *
 * @param creating The "Create New Condition" dialog.
 * @param title    The condition's name.
 */
export async function saveNewDeviceCondition(
	creating: Locator,
	title: string
) {
	await creating
		.getByRole( 'textbox', { name: 'Name', exact: true } )
		.fill( title );
	await creating
		.getByRole( 'combobox', { name: 'Condition type' } )
		.selectOption( 'device' );
	await creating.getByRole( 'button', { name: 'Save Conditions' } ).click();
}
