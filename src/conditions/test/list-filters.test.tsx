/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { readFilters } from '../lib/list-filters';
import { ConditionsApp } from '../views/conditions-app';
import { SEARCH_DEBOUNCE_MS } from '../views/list-view';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

const BASE = '/wp-admin/admin.php?page=generateblocks-conditions';

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
	window.history.replaceState( null, '', BASE );
	api.list.mockResolvedValue( {
		conditions: [ condition() ],
		total: 41,
		pages: 3,
	} );
} );

function lastFilters() {
	const calls = api.list.mock.calls;
	return calls[ calls.length - 1 ];
}

describe( 'List filters', () => {
	it( 'reads only known values from the address', () => {
		expect(
			readFilters(
				'?conditionSearch=+sale+&conditionStatus=trash&conditionCategory=abc'
			)
		).toEqual( { search: 'sale', status: 'any', category: '' } );
		expect(
			readFilters(
				'?conditionStatus=draft&conditionCategory=uncategorized'
			)
		).toEqual( { search: '', status: 'draft', category: 'uncategorized' } );
	} );

	it( 'filters by status and category through the address, back to page 1 with history replace', async () => {
		window.history.replaceState( null, '', `${ BASE }&conditionPage=2` );
		const length = window.history.length;
		renderWithClient( <ConditionsApp /> );
		await screen.findByRole( 'link', { name: 'Members' } );
		expect( lastFilters() ).toEqual( [
			2,
			20,
			{ search: '', status: 'any', category: '' },
		] );

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Status' } ),
			'Draft'
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Category' } ),
			'Promotions'
		);
		await waitFor( () =>
			expect( lastFilters() ).toEqual( [
				1,
				20,
				{ search: '', status: 'draft', category: '3' },
			] )
		);
		const params = new URLSearchParams( window.location.search );
		expect( params.get( 'conditionStatus' ) ).toBe( 'draft' );
		expect( params.get( 'conditionCategory' ) ).toBe( '3' );
		expect( params.get( 'conditionPage' ) ).toBeNull();
		expect( window.history.length ).toBe( length );
		expect(
			screen.getByRole( 'combobox', { name: 'Category' } )
		).toHaveDisplayValue( 'Promotions' );
	} );

	it( 'debounces the search and restores every filter from the address', async () => {
		window.history.replaceState(
			null,
			'',
			`${ BASE }&conditionStatus=publish&conditionCategory=uncategorized`
		);
		renderWithClient( <ConditionsApp /> );
		await screen.findByRole( 'link', { name: 'Members' } );
		expect(
			screen.getByRole( 'combobox', { name: 'Status' } )
		).toHaveDisplayValue( 'Published' );
		expect(
			screen.getByRole( 'combobox', { name: 'Category' } )
		).toHaveDisplayValue( 'Uncategorized' );

		const calls = api.list.mock.calls.length;
		// The clock stands still while typing, however slow the machine: only the
		// debounce delay lets the request go.
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search conditions' } ),
			'sale'
		);
		act( () => {
			jest.advanceTimersByTime( SEARCH_DEBOUNCE_MS - 1 );
		} );
		expect( api.list.mock.calls.length ).toBe( calls );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		jest.useRealTimers();
		// One request for the whole word, once typing pauses.
		await waitFor( () =>
			expect( lastFilters() ).toEqual( [
				1,
				20,
				{
					search: 'sale',
					status: 'publish',
					category: 'uncategorized',
				},
			] )
		);
		expect( api.list.mock.calls.length ).toBe( calls + 1 );
		expect(
			new URLSearchParams( window.location.search ).get(
				'conditionSearch'
			)
		).toBe( 'sale' );
	} );

	it( 'offers Clear filters when nothing matches', async () => {
		api.list.mockResolvedValue( { conditions: [], total: 0, pages: 0 } );
		window.history.replaceState(
			null,
			'',
			`${ BASE }&conditionSearch=nothing`
		);
		renderWithClient( <ConditionsApp /> );
		expect(
			await screen.findByText( 'No conditions match these filters.' )
		).toBeVisible();
		expect(
			screen.queryByText( 'No conditions found.' )
		).not.toBeInTheDocument();
		expect(
			screen.getAllByText( /No conditions match these filters/ )
		).toHaveLength( 1 );
		expect(
			screen.queryByText(
				'Create your first condition to control when this content should appear.'
			)
		).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Clear filters' } )
		);
		await waitFor( () =>
			expect( lastFilters() ).toEqual( [
				1,
				20,
				{ search: '', status: 'any', category: '' },
			] )
		);
		expect( window.location.search ).toBe(
			'?page=generateblocks-conditions'
		);
		expect(
			screen.getByRole( 'searchbox', { name: 'Search conditions' } )
		).toHaveValue( '' );
	} );

	it( 'follows back and forward', async () => {
		renderWithClient( <ConditionsApp /> );
		await screen.findByRole( 'link', { name: 'Members' } );
		act( () => {
			window.history.replaceState(
				null,
				'',
				`${ BASE }&conditionStatus=draft`
			);
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		await waitFor( () =>
			expect( lastFilters() ).toEqual( [
				1,
				20,
				{ search: '', status: 'draft', category: '' },
			] )
		);
	} );
} );
