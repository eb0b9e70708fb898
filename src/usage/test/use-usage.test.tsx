/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { useUsage } from '..';
import type { UsageResponse } from '..';

const ANSWER: UsageResponse = { total: 0, usage: {} };

function wrapper() {
	const client = new QueryClient( {
		defaultOptions: { queries: { retryDelay: 0 } },
	} );
	return ( { children }: { children: ReactNode } ) => (
		<QueryClientProvider client={ client }>
			{ children }
		</QueryClientProvider>
	);
}

describe( 'useUsage', () => {
	it( 'loads the usage through the feature’s loader under its key', async () => {
		const load = jest.fn().mockResolvedValue( ANSWER );
		const { result } = renderHook(
			() => useUsage( [ 'feature', 'usage', 3 ], load ),
			{ wrapper: wrapper() }
		);
		await waitFor( () => expect( result.current.data ).toEqual( ANSWER ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits while not enabled', () => {
		const load = jest.fn().mockResolvedValue( ANSWER );
		const { result } = renderHook(
			() =>
				useUsage( [ 'feature', 'usage', 0 ], load, { enabled: false } ),
			{ wrapper: wrapper() }
		);
		expect( result.current.fetchStatus ).toBe( 'idle' );
		expect( load ).not.toHaveBeenCalled();
	} );

	it( 'fails at once without retry, and retries by default', async () => {
		const once = jest.fn().mockRejectedValue( new Error( 'down' ) );
		const noRetry = renderHook(
			() => useUsage( [ 'feature', 'usage', 1 ], once, { retry: false } ),
			{ wrapper: wrapper() }
		);
		await waitFor( () =>
			expect( noRetry.result.current.isError ).toBe( true )
		);
		expect( once ).toHaveBeenCalledTimes( 1 );

		const retried = jest.fn().mockRejectedValue( new Error( 'down' ) );
		const withRetry = renderHook(
			() => useUsage( [ 'feature', 'usage', 2 ], retried ),
			{ wrapper: wrapper() }
		);
		await waitFor(
			() => expect( withRetry.result.current.isError ).toBe( true ),
			{ timeout: 3000 }
		);
		expect( retried ).toHaveBeenCalledTimes( 4 );
	} );
} );
