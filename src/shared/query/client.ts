/**
 * External dependencies
 */
import { QueryClient } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import {
	DEFAULT_GC_TIME,
	DEFAULT_REFETCH_ON_WINDOW_FOCUS,
	DEFAULT_RETRY,
	DEFAULT_STALE_TIME,
} from './constants';

/**
 * A QueryClient with the SPEC §9 defaults. One per React root.
 */
export function createQueryClient(): QueryClient {
	return new QueryClient( {
		defaultOptions: {
			queries: {
				staleTime: DEFAULT_STALE_TIME,
				gcTime: DEFAULT_GC_TIME,
				retry: DEFAULT_RETRY,
				refetchOnWindowFocus: DEFAULT_REFETCH_ON_WINDOW_FOCUS,
			},
			mutations: {
				retry: 0,
			},
		},
	} );
}
