/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { useInvalidateConditionsOnMessage } from '../use-conditions-sync';
import {
	useQueryParams,
	withQueryParams,
	type QueryParamsCodec,
} from '../use-query-params';
import { useUnsavedChanges } from '../use-unsaved-changes';

const CODEC: QueryParamsCodec< { tab: string } > = {
	read: ( search ) => ( {
		tab: new URLSearchParams( search ).get( 'tab' ) ?? 'list',
	} ),
	write: ( state ) => ( { tab: state.tab === 'list' ? null : state.tab } ),
};

describe( 'useQueryParams', () => {
	beforeEach( () => window.history.replaceState( null, '', '/?page=x' ) );

	it( 'sets and removes parameters and keeps the others', () => {
		expect( withQueryParams( '?page=x&tab=a', { tab: null } ) ).toBe(
			'?page=x'
		);
		expect( withQueryParams( 'page=x', { tab: 'b' } ) ).toBe(
			'?page=x&tab=b'
		);
		expect( withQueryParams( '?tab=a', { tab: null } ) ).toBe( '' );
	} );

	it( 'pushes or replaces history, and re-reads the address on back/forward', () => {
		const { result } = renderHook( () =>
			useQueryParams( CODEC, { sync: true, initial: { tab: 'list' } } )
		);
		expect( result.current[ 0 ] ).toEqual( { tab: 'list' } );
		const length = window.history.length;

		act( () => result.current[ 1 ]( { tab: 'edit' } ) );
		expect( window.location.search ).toBe( '?page=x&tab=edit' );
		expect( window.history.length ).toBe( length + 1 );

		act( () => result.current[ 1 ]( { tab: 'more' }, { replace: true } ) );
		expect( window.location.search ).toBe( '?page=x&tab=more' );
		expect( window.history.length ).toBe( length + 1 );

		window.history.replaceState( null, '', '/?page=x&tab=back' );
		act( () => {
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		expect( result.current[ 0 ] ).toEqual( { tab: 'back' } );
	} );

	it( 'leaves the address alone when not synced', () => {
		const { result } = renderHook( () =>
			useQueryParams( CODEC, { sync: false, initial: { tab: 'list' } } )
		);
		act( () => result.current[ 1 ]( { tab: 'edit' } ) );
		expect( result.current[ 0 ] ).toEqual( { tab: 'edit' } );
		expect( window.location.search ).toBe( '?page=x' );
	} );
} );

describe( 'useUnsavedChanges', () => {
	it( 'announces the state through the named window event and guards page leave while dirty', () => {
		const listener = jest.fn();
		window.addEventListener( 'test-dirty', listener );
		const { rerender, unmount } = renderHook(
			( { dirty }: { dirty: boolean } ) =>
				useUnsavedChanges( dirty, { eventName: 'test-dirty' } ),
			{ initialProps: { dirty: false } }
		);
		rerender( { dirty: true } );
		const leave = new Event( 'beforeunload', { cancelable: true } );
		window.dispatchEvent( leave );
		expect( leave.defaultPrevented ).toBe( true );

		unmount();
		const details = listener.mock.calls.map(
			( [ event ] ) => ( event as CustomEvent ).detail
		);
		expect( details ).toEqual( [
			{ hasChanges: false },
			{ hasChanges: true },
			{ hasChanges: false },
		] );
		window.removeEventListener( 'test-dirty', listener );
	} );
} );

describe( 'useInvalidateConditionsOnMessage', () => {
	it( 'refreshes every condition query, including other features’ pickers, but not the lookups', async () => {
		const client = new QueryClient();
		const keys = {
			list: [ 'gblocks-pro', 'conditions', 'list', 1, 20 ],
			detail: [ 'gblocks-pro', 'conditions', 'detail', 7 ],
			selector: [ 'gblocks-pro', 'conditions', 'selector', 'page', 1 ],
			resolve: [ 'gblocks-pro', 'conditions', 'selector', 'item', 7 ],
			lookup: [ 'gblocks-pro', 'conditions', 'lookup', 'types' ],
			overlays: [ 'gblocks-pro', 'overlays', 'list' ],
		};
		Object.values( keys ).forEach( ( key ) =>
			client.setQueryData( key, 'cached' )
		);
		const wrapper = ( { children }: { children: ReactNode } ) => (
			<QueryClientProvider client={ client }>
				{ children }
			</QueryClientProvider>
		);
		renderHook( () => useInvalidateConditionsOnMessage(), { wrapper } );

		// A message from another origin changes nothing.
		await act( async () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: 'gb_invalidate_conditions' },
					origin: 'https://elsewhere.test',
				} )
			);
		} );
		expect( client.getQueryState( keys.selector )?.isInvalidated ).toBe(
			false
		);

		await act( async () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: 'gb_invalidate_conditions' },
					origin: window.location.origin,
				} )
			);
		} );
		const invalidated = ( key: readonly unknown[] ) =>
			client.getQueryState( key )?.isInvalidated;
		expect( invalidated( keys.list ) ).toBe( true );
		expect( invalidated( keys.detail ) ).toBe( true );
		expect( invalidated( keys.selector ) ).toBe( true );
		expect( invalidated( keys.resolve ) ).toBe( true );
		expect( invalidated( keys.lookup ) ).toBe( false );
		expect( invalidated( keys.overlays ) ).toBe( false );
	} );
} );
