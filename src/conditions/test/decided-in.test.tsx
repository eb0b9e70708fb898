/**
 * Each rule row says where it is decided on cached pages: rules the server's metadata marks
 * decided_in 'visitor' carry a note (cookie rules add that HttpOnly cookies cannot be read in the
 * browser); rules decided on the server say nothing.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ConditionEditor } from '../components/condition-editor';
import type { ConditionRow, RuleMetadata } from '../types';
import { answerLookups, api, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

const BROWSER_NOTE = 'Decided in the visitor’s browser on cached pages.';

const VISITOR: Record< string, boolean > = {
	device: true,
	cookie: true,
	query_arg: true,
	location: false,
};

function renderRows( rows: ConditionRow[] ) {
	return renderWithClient(
		<ConditionEditor
			conditionId={ 7 }
			initial={ {
				title: 'Rules',
				status: 'publish',
				category: '',
				conditions: {
					logic: 'OR',
					groups: [ { logic: 'AND', conditions: rows } ],
				},
			} }
			categories={ [] }
			onSaved={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
}

const row = ( n: number ) =>
	screen.getByRole( 'group', { name: `Condition ${ n } in Group 1` } );

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
	api.types.mockResolvedValue( [
		{ value: 'location', label: 'Location' },
		{ value: 'device', label: 'Device' },
		{ value: 'cookie', label: 'Cookie' },
		{ value: 'query_arg', label: 'Query Parameter' },
	] );
	api.metadata.mockImplementation(
		async ( type ): Promise< RuleMetadata > => ( {
			needs_value: type !== 'device' && type !== 'location',
			value_type:
				type === 'device' || type === 'location'
					? 'none'
					: 'custom_field',
			supports_multi: false,
			decided_in: VISITOR[ type ] ? 'visitor' : 'server',
		} )
	);
} );

describe( 'where a rule is decided', () => {
	it( 'notes the visitor rules, adds the HttpOnly limit to cookie rules, and says nothing on server rules', async () => {
		renderRows( [
			{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
			{
				type: 'cookie',
				rule: 'custom',
				operator: 'equals',
				value: 'promo|1',
			},
			{
				type: 'location',
				rule: 'general:front_page',
				operator: 'is',
				value: '',
			},
		] );

		await waitFor( () =>
			expect( within( row( 1 ) ).getByText( BROWSER_NOTE ) ).toBeTruthy()
		);
		const cookie = await within( row( 2 ) ).findByText(
			/HttpOnly cookies cannot be read in the browser/
		);
		expect( cookie.textContent ).toContain( BROWSER_NOTE );
		expect( within( row( 1 ) ).queryByText( /HttpOnly/ ) ).toBeNull();
		// The server rule's metadata has arrived too, and it says nothing.
		await waitFor( () =>
			expect( api.metadata ).toHaveBeenCalledWith(
				'location',
				'general:front_page'
			)
		);
		expect( within( row( 3 ) ).queryByText( /Decided in/ ) ).toBeNull();
	} );

	it( 'says nothing when the server does not tell where a rule is decided', async () => {
		api.metadata.mockResolvedValue( {
			needs_value: false,
			value_type: 'none',
			supports_multi: false,
		} );
		renderRows( [
			{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
		] );

		await waitFor( () =>
			expect( api.metadata ).toHaveBeenCalledWith( 'device', 'mobile' )
		);
		await waitFor( () =>
			expect( row( 1 ).querySelector( 'select' ) ).not.toBeNull()
		);
		expect( screen.queryByText( /Decided in/ ) ).toBeNull();
	} );
} );
