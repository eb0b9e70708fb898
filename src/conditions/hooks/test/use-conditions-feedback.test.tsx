/**
 * Mutations confirm what they did with a snackbar, and write what they saved into the cached lists
 * before the refetch; the admin page shows the snackbars; the list's loading state is a skeleton.
 */

/**
 * External dependencies
 */
import {
	QueryClient,
	QueryClientProvider,
	type QueryKey,
} from '@tanstack/react-query';
import {
	act,
	render,
	renderHook,
	screen,
	within,
} from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../../shared/components/admin-page';
import { CONDITIONS_LIST_PAGE_SIZE } from '../../../shared/query/constants';
import { ConditionsTableSkeleton } from '../../components/conditions-table';
import { conditionKeys } from '../../query-keys';
import { api, condition } from '../../test/fake-api';
import type { ConditionList } from '../../types';
import {
	useDeleteCondition,
	useDuplicateCondition,
	useSaveCondition,
	useSetConditionStatus,
} from '../use-conditions';

jest.mock( '../../api' );
jest.mock( '../../../pickers/objects/api' );

const first = condition( { id: 7, title: 'Members' } );
const second = condition( { id: 8, title: 'Sale', status: 'draft' } );

function snackbars(): string[] {
	return select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.type === 'snackbar' )
		.map( ( notice ) => String( notice.content ) );
}

function setup( lists: Array< [ QueryKey, ConditionList ] > = [] ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	lists.forEach( ( [ key, data ] ) => client.setQueryData( key, data ) );
	const wrapper = ( { children }: { children: ReactNode } ) => (
		<QueryClientProvider client={ client }>
			{ children }
		</QueryClientProvider>
	);
	return { client, wrapper };
}

const page = ( n: number ) =>
	conditionKeys.list( n, CONDITIONS_LIST_PAGE_SIZE );

beforeEach( () => {
	jest.resetAllMocks();
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
} );

describe( 'save', () => {
	it( 'confirms a create and puts the new condition on page 1 before the refetch', async () => {
		const { client, wrapper } = setup( [
			[ page( 1 ), { conditions: [], total: 0, pages: 1 } ],
		] );
		const created = condition( { id: 11, title: 'New one' } );
		api.create.mockResolvedValue( created );
		// The refetch never answers: what the list shows is what the save wrote.
		api.list.mockReturnValue( new Promise( () => {} ) );
		const { result } = renderHook( () => useSaveCondition(), { wrapper } );
		await act( async () => {
			await result.current.mutateAsync( {
				id: null,
				payload: {
					title: 'New one',
					conditions: created.gbConditions,
					category: '',
					status: 'publish',
				},
			} );
		} );
		expect( snackbars() ).toEqual( [ 'Condition created.' ] );
		expect( client.getQueryData( page( 1 ) ) ).toEqual( {
			conditions: [ created ],
			total: 1,
			pages: 1,
		} );
		// Marked stale, so the list refetches when shown.
		expect( client.getQueryState( page( 1 ) )?.isInvalidated ).toBe( true );
	} );

	it( 'confirms an update and replaces the row wherever it is cached', async () => {
		const { client, wrapper } = setup( [
			[
				page( 1 ),
				{ conditions: [ first, second ], total: 2, pages: 1 },
			],
		] );
		const renamed = { ...second, title: 'Summer sale' };
		api.update.mockResolvedValue( renamed );
		api.list.mockReturnValue( new Promise( () => {} ) );
		const { result } = renderHook( () => useSaveCondition(), { wrapper } );
		await act( async () => {
			await result.current.mutateAsync( {
				id: 8,
				payload: { title: 'Summer sale' },
			} );
		} );
		expect( snackbars() ).toEqual( [ 'Condition saved.' ] );
		expect(
			client.getQueryData< ConditionList >( page( 1 ) )?.conditions
		).toEqual( [ first, renamed ] );
	} );

	it( 'moves the totals of later pages and trims page 1 to its size', async () => {
		const full = Array.from(
			{ length: CONDITIONS_LIST_PAGE_SIZE },
			( _, i ) => condition( { id: 100 + i } )
		);
		const { client, wrapper } = setup( [
			[
				page( 1 ),
				{
					conditions: full,
					total: CONDITIONS_LIST_PAGE_SIZE,
					pages: 1,
				},
			],
		] );
		const created = condition( { id: 500 } );
		api.create.mockResolvedValue( created );
		api.list.mockReturnValue( new Promise( () => {} ) );
		const { result } = renderHook( () => useSaveCondition(), { wrapper } );
		await act( async () => {
			await result.current.mutateAsync( {
				id: null,
				payload: {
					title: 'x',
					conditions: created.gbConditions,
					category: '',
					status: 'publish',
				},
			} );
		} );
		const cached = client.getQueryData< ConditionList >( page( 1 ) );
		expect( cached?.conditions ).toHaveLength( CONDITIONS_LIST_PAGE_SIZE );
		expect( cached?.conditions[ 0 ] ).toEqual( created );
		expect( cached?.total ).toBe( CONDITIONS_LIST_PAGE_SIZE + 1 );
		expect( cached?.pages ).toBe( 2 );
	} );
} );

describe( 'list actions', () => {
	it( 'confirms publishing and setting to draft, with the new status in the list', async () => {
		const { client, wrapper } = setup( [
			[
				page( 1 ),
				{ conditions: [ first, second ], total: 2, pages: 1 },
			],
		] );
		api.list.mockReturnValue( new Promise( () => {} ) );
		const { result } = renderHook( () => useSetConditionStatus(), {
			wrapper,
		} );
		api.updateStatus.mockResolvedValue( { ...second, status: 'publish' } );
		await act( async () => {
			await result.current.mutateAsync( { id: 8, status: 'publish' } );
		} );
		expect( snackbars() ).toEqual( [ 'Condition published.' ] );
		expect(
			client.getQueryData< ConditionList >( page( 1 ) )?.conditions[ 1 ]
				.status
		).toBe( 'publish' );

		api.updateStatus.mockResolvedValue( { ...first, status: 'draft' } );
		await act( async () => {
			await result.current.mutateAsync( { id: 7, status: 'draft' } );
		} );
		expect( snackbars() ).toContain( 'Condition set to draft.' );
	} );

	it( 'confirms a duplicate and lists the copy first', async () => {
		const { client, wrapper } = setup( [
			[ page( 1 ), { conditions: [ first ], total: 1, pages: 1 } ],
		] );
		api.list.mockReturnValue( new Promise( () => {} ) );
		const copy = condition( { id: 12, title: 'Members (Copy)' } );
		api.duplicate.mockResolvedValue( copy );
		const { result } = renderHook( () => useDuplicateCondition(), {
			wrapper,
		} );
		await act( async () => {
			await result.current.mutateAsync( 7 );
		} );
		expect( snackbars() ).toEqual( [ 'Condition duplicated.' ] );
		expect(
			client.getQueryData< ConditionList >( page( 1 ) )?.conditions
		).toEqual( [ copy, first ] );
	} );

	it( 'confirms a delete and drops the row', async () => {
		const { client, wrapper } = setup( [
			[
				page( 1 ),
				{ conditions: [ first, second ], total: 2, pages: 1 },
			],
		] );
		api.list.mockReturnValue( new Promise( () => {} ) );
		api.remove.mockResolvedValue( { deleted: true, id: 7 } );
		const { result } = renderHook( () => useDeleteCondition(), {
			wrapper,
		} );
		await act( async () => {
			await result.current.mutateAsync( 7 );
		} );
		expect( snackbars() ).toEqual( [ 'Condition deleted.' ] );
		expect( client.getQueryData( page( 1 ) ) ).toEqual( {
			conditions: [ second ],
			total: 1,
			pages: 1,
		} );
	} );

	it( 'says nothing when the action fails (the caller shows the error)', async () => {
		const { wrapper } = setup();
		api.remove.mockRejectedValue(
			new Error( 'Failed to delete condition' )
		);
		const { result } = renderHook( () => useDeleteCondition(), {
			wrapper,
		} );
		await act( async () => {
			await result.current.mutateAsync( 7 ).catch( () => undefined );
		} );
		expect( snackbars() ).toEqual( [] );
	} );
} );

describe( 'AdminPage', () => {
	it( 'shows the snackbars of core/notices', async () => {
		const { wrapper } = setup();
		const { container } = render(
			<AdminPage title="Conditions">content</AdminPage>,
			{
				wrapper,
			}
		);
		act( () => {
			dispatch( noticesStore ).createSuccessNotice( 'Condition saved.', {
				type: 'snackbar',
			} );
		} );
		const list = container.querySelector< HTMLElement >(
			'.gblocks-pro-admin-page__snackbars'
		);
		expect( list ).not.toBeNull();
		expect(
			await within( list as HTMLElement ).findByText( 'Condition saved.' )
		).toBeInTheDocument();
	} );

	it( 'leaves them to the host inside a modal', () => {
		const { wrapper } = setup();
		const { container } = render(
			<div className="components-modal__frame">
				<AdminPage title="Edit Condition">content</AdminPage>
			</div>,
			{ wrapper }
		);
		act( () => {
			dispatch( noticesStore ).createSuccessNotice( 'Condition saved.', {
				type: 'snackbar',
			} );
		} );
		expect(
			container.querySelector( '.gblocks-pro-admin-page__snackbars' )
		).toBeNull();
	} );

	it( 'shows a spinner beside the heading while a query refetches', async () => {
		const { client, wrapper } = setup( [
			[ page( 1 ), { conditions: [], total: 0, pages: 1 } ],
		] );
		render( <AdminPage title="Conditions">content</AdminPage>, {
			wrapper,
		} );
		expect( screen.queryByText( 'Refreshing…' ) ).toBeNull();
		act( () => {
			void client.fetchQuery( {
				queryKey: page( 1 ),
				queryFn: () => new Promise< ConditionList >( () => {} ),
				staleTime: 0,
			} );
		} );
		expect( await screen.findByText( 'Refreshing…' ) ).toBeInTheDocument();
	} );
} );

describe( 'ConditionsTableSkeleton', () => {
	it( 'is the header row and five busy grey rows with a hidden Loading…', () => {
		const { container } = render( <ConditionsTableSkeleton /> );
		const table = container.querySelector( 'table' );
		expect( table ).toHaveAttribute( 'aria-busy', 'true' );
		expect( screen.getByText( 'Loading…' ) ).toHaveClass(
			'screen-reader-text'
		);
		expect(
			screen.getByRole( 'columnheader', { name: 'Name' } )
		).toBeInTheDocument();
		expect( container.querySelectorAll( 'tbody tr' ) ).toHaveLength( 5 );
	} );
} );
