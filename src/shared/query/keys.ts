/**
 * Query-key roots shared across features. Every query that holds condition data (the Conditions
 * screen's lists, details and usage, and any other feature's condition picker) lives under
 * CONDITIONS_ROOT, so that one invalidation refreshes them all, whoever saved.
 */

/**
 * External dependencies
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const CONDITIONS_ROOT = [ 'gblocks-pro', 'conditions' ] as const;

/** The segment under CONDITIONS_ROOT of lookups (types, rules, operators, metadata) that saves do not change. */
export const CONDITION_LOOKUPS_SEGMENT = 'lookup';

/**
 * Whether a query holds condition data a save can change.
 *
 * @param queryKey The query's key.
 */
export function isConditionDataKey( queryKey: QueryKey ): boolean {
	return (
		queryKey[ 0 ] === CONDITIONS_ROOT[ 0 ] &&
		queryKey[ 1 ] === CONDITIONS_ROOT[ 1 ] &&
		queryKey[ 2 ] !== CONDITION_LOOKUPS_SEGMENT
	);
}

/**
 * Marks every condition query stale and refetches the active ones: lists, details, usage and every
 * feature's condition picker (not the lookups).
 *
 * @param client The QueryClient.
 */
export function invalidateConditionData(
	client: QueryClient
): Promise< void > {
	return client.invalidateQueries( {
		predicate: ( query ) => isConditionDataKey( query.queryKey ),
	} );
}

/**
 * Every query that holds overlay data (the Overlay Panels dashboard's lists, the overlay pickers of
 * the trigger control and the mega-menu control) lives under OVERLAYS_ROOT, so that one invalidation
 * after a save (in this window or, by message, in an embedded editor) refreshes them all.
 */
export const OVERLAYS_ROOT = [ 'gblocks-pro', 'overlays' ] as const;

/**
 * Marks every overlay query stale and refetches the active ones.
 *
 * @param client The QueryClient.
 */
export function invalidateOverlayData( client: QueryClient ): Promise< void > {
	return client.invalidateQueries( { queryKey: OVERLAYS_ROOT } );
}
