/**
 * React Query hooks of the overlay editor over the overlays API module.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import {
	CONDITION_FETCH_GC_TIME,
	CONDITION_FETCH_STALE_TIME,
	OVERLAY_LIST_STALE_TIME,
} from '../../shared/query/constants';
import { overlaysApi } from '../api';
import { overlayKeys } from '../query-keys';
import type { ConditionSummary } from '../types';

export function useOverlayList() {
	return useQuery( {
		queryKey: overlayKeys.selector(),
		queryFn: overlaysApi.list,
		staleTime: OVERLAY_LIST_STALE_TIME,
	} );
}

/** The first page (100) of conditions for the display-condition picker. */
export function useConditionList() {
	return useQuery( {
		queryKey: overlayKeys.conditionPage( 1 ),
		queryFn: () => overlaysApi.conditions.list( 1 ),
	} );
}

export interface DisplayConditionChoices {
	/** The picker's conditions: the first page, plus the stored one when it is not on it. */
	conditions: ConditionSummary[];
	/** The stored condition, when known. */
	selected: ConditionSummary | null;
	/** The stored id names no condition (the lookup answered 404). */
	notFound: boolean;
	isLoading: boolean;
}

/**
 * The display-condition picker's data (DESIGN §12 ConditionSelect): the first page of conditions, and
 * a stored id that is not on it resolved through GET /conditions/{id}, so that a site with more than
 * 100 conditions never shows "Condition not found" for a valid assignment.
 *
 * @param conditionId The stored condition id, '' for none.
 */
export function useDisplayConditionChoices(
	conditionId: string
): DisplayConditionChoices {
	const list = useConditionList();
	const id = /^\d+$/.test( conditionId ) ? Number( conditionId ) : null;
	const onPage =
		id === null
			? null
			: ( list.data?.find( ( item ) => item.id === id ) ?? null );
	const needsLookup = id !== null && list.isSuccess && ! onPage;
	const single = useQuery( {
		queryKey: overlayKeys.condition( id ?? 0 ),
		queryFn: () => overlaysApi.conditions.get( id as number ),
		enabled: needsLookup,
		staleTime: CONDITION_FETCH_STALE_TIME,
		gcTime: CONDITION_FETCH_GC_TIME,
	} );
	const conditions = list.data ?? [];
	const resolved = needsLookup ? ( single.data ?? null ) : null;
	const selected = onPage ?? resolved;
	return {
		conditions:
			resolved && ! conditions.some( ( item ) => item.id === resolved.id )
				? [ ...conditions, resolved ]
				: conditions,
		selected,
		notFound:
			conditionId !== '' &&
			( id === null ||
				( needsLookup && single.isSuccess && ! resolved ) ),
		isLoading: list.isLoading || ( needsLookup && single.isLoading ),
	};
}
