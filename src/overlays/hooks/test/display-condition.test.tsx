/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../shared/api';
import { useInvalidateConditionsOnMessage } from '../../../shared/hooks/use-conditions-sync';
import { invalidateConditionData } from '../../../shared/query/keys';
import { overlaysApi } from '../../api';
import type { ConditionSummary } from '../../types';
import { useDisplayConditionChoices } from '../use-overlay-queries';

jest.mock( '../../api' );
const api = jest.mocked( overlaysApi );

/** A site with 150 conditions: the picker's first page holds ids 1 to 100. */
const ALL: ConditionSummary[] = Array.from( { length: 150 }, ( _, index ) => ( {
	id: index + 1,
	title: `Condition ${ index + 1 }`,
	status: 'publish',
} ) );

function setup( conditionId: string ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<QueryClientProvider client={ client }>
			{ children }
		</QueryClientProvider>
	);
	const hook = renderHook(
		() => {
			useInvalidateConditionsOnMessage();
			return useDisplayConditionChoices( conditionId );
		},
		{ wrapper }
	);
	return { client, ...hook };
}

beforeEach( () => {
	jest.resetAllMocks();
	api.conditions.list.mockImplementation( async ( page = 1 ) =>
		ALL.slice( ( page - 1 ) * 100, page * 100 )
	);
	api.conditions.get.mockImplementation(
		async ( id ) => ALL.find( ( item ) => item.id === id ) ?? null
	);
} );

describe( 'the display-condition picker on a site with more than 100 conditions', () => {
	it( 'resolves a stored id that is not on the first page through GET /conditions/{id}', async () => {
		const { result } = setup( '142' );
		await waitFor( () =>
			expect( result.current.selected?.title ).toBe( 'Condition 142' )
		);
		expect( result.current.notFound ).toBe( false );
		expect( api.conditions.get ).toHaveBeenCalledWith( 142 );
		expect( result.current.conditions ).toHaveLength( 101 );
		expect( result.current.conditions[ 100 ].id ).toBe( 142 );
	} );

	it( 'does not look up an id that is on the first page', async () => {
		const { result } = setup( '42' );
		await waitFor( () => expect( result.current.selected?.id ).toBe( 42 ) );
		expect( api.conditions.get ).not.toHaveBeenCalled();
		expect( result.current.conditions ).toHaveLength( 100 );
	} );

	it( 'says "not found" only for an id the server does not know', async () => {
		const { result } = setup( '999' );
		await waitFor( () => expect( result.current.notFound ).toBe( true ) );
		expect( api.conditions.get ).toHaveBeenCalledWith( 999 );
		expect( result.current.selected ).toBeNull();
	} );

	it( 'is not "not found" when the lookup fails for another reason', async () => {
		api.conditions.get.mockRejectedValue(
			new ApiError( 'Failed to fetch condition', { status: 500 } )
		);
		const { result } = setup( '142' );
		await waitFor( () =>
			expect( api.conditions.get ).toHaveBeenCalledWith( 142 )
		);
		await waitFor( () => expect( result.current.isLoading ).toBe( false ) );
		expect( result.current.notFound ).toBe( false );
	} );

	it( 'refreshes the picker on a gb_invalidate_conditions message and on a local save', async () => {
		const { result, client } = setup( '142' );
		await waitFor( () =>
			expect( result.current.selected?.title ).toBe( 'Condition 142' )
		);
		expect( api.conditions.list ).toHaveBeenCalledTimes( 1 );

		api.conditions.get.mockResolvedValue( {
			id: 142,
			title: 'Renamed elsewhere',
			status: 'publish',
		} );
		await act( async () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: 'gb_invalidate_conditions' },
					origin: window.location.origin,
				} )
			);
		} );
		await waitFor( () =>
			expect( result.current.selected?.title ).toBe( 'Renamed elsewhere' )
		);
		expect( api.conditions.list ).toHaveBeenCalledTimes( 2 );

		// What the Conditions screen's save calls on the same QueryClient.
		await act( () => invalidateConditionData( client ) );
		expect( api.conditions.list ).toHaveBeenCalledTimes( 3 );
	} );
} );
