/**
 * React Query hooks of the condition pickers, over the conditions-picker API module.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import {
	CATEGORIES_STALE_TIME,
	CONDITION_FETCH_GC_TIME,
	CONDITION_FETCH_STALE_TIME,
} from '../../shared/query/constants';
import { conditionsPickerApi } from './api';
import { conditionPickerKeys } from './query-keys';
import type { PickerCondition } from './types';

/** The shared debounce hook, still offered by this module. */
export { useDebouncedValue };

/** Delay before a typed search asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * One page of conditions (100), optionally searched by title.
 *
 * @param search  Title search, '' for all.
 * @param enabled Whether to fetch.
 */
export function useConditionPage( search = '', enabled = true ) {
	return useQuery( {
		queryKey: conditionPickerKeys.page( 1, search ),
		queryFn: () => conditionsPickerApi.list( 1, search ),
		enabled,
	} );
}

/**
 * The category names, by id. A failure is silent (SPEC §8): the groups then fall back to
 * 'Uncategorized'.
 */
export function useConditionCategories() {
	return useQuery( {
		queryKey: conditionPickerKeys.categories(),
		queryFn: conditionsPickerApi.categories,
		staleTime: CATEGORIES_STALE_TIME,
		retry: false,
	} );
}

export interface ConditionChoice {
	/** The stored condition, when known. */
	condition: PickerCondition | null;
	/** The stored id names no condition (the lookup answered 404, or it is not an id). */
	notFound: boolean;
	isLoading: boolean;
}

/**
 * A stored condition id resolved: from the first page when it is on it, otherwise through
 * GET /conditions/{id}, so that an assignment beyond the first 100 is never lost or shown as missing.
 *
 * @param id The stored condition id, '' for none.
 */
export function useConditionChoice( id: string ): ConditionChoice {
	const list = useConditionPage( '', id !== '' );
	const numeric = /^\d+$/.test( id ) ? Number( id ) : null;
	const onPage =
		numeric === null
			? null
			: ( list.data?.conditions.find( ( item ) => item.id === numeric ) ??
				null );
	const needsLookup = numeric !== null && list.isSuccess && ! onPage;
	const single = useQuery( {
		queryKey: conditionPickerKeys.item( numeric ?? 0 ),
		queryFn: () => conditionsPickerApi.get( numeric as number ),
		enabled: needsLookup,
		staleTime: CONDITION_FETCH_STALE_TIME,
		gcTime: CONDITION_FETCH_GC_TIME,
	} );
	const resolved = needsLookup ? ( single.data ?? null ) : null;
	return {
		condition: onPage ?? resolved,
		notFound:
			id !== '' &&
			( numeric === null ||
				( needsLookup && single.isSuccess && ! resolved ) ),
		isLoading:
			id !== '' &&
			( list.isLoading || ( needsLookup && single.isLoading ) ),
	};
}
