/**
 * Search and title lookups of the object pickers, cached by the query client.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { objectsApi } from './api';
import { objectKeys } from './query-keys';
import type { ObjectType, SearchTarget } from './types';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Results of a search while the selector is open. isSearching covers the debounce wait too.
 *
 * @param target  Route and scope.
 * @param text    What the user typed.
 * @param enabled Whether the list is open.
 */
export function useObjectSearch(
	target: SearchTarget | null,
	text: string,
	enabled: boolean
) {
	const debounced = useDebouncedValue( text.trim(), SEARCH_DEBOUNCE_MS );
	const query = useQuery( {
		queryKey: objectKeys.search(
			target?.route ?? '',
			JSON.stringify( target?.scope ?? {} ),
			debounced
		),
		queryFn: () => objectsApi.search( target as SearchTarget, debounced ),
		enabled: enabled && target !== null,
		retry: false,
	} );
	return {
		results: query.data ?? [],
		isSearching:
			enabled && ( debounced !== text.trim() || query.isFetching ),
	};
}

/**
 * Titles of ids through batch_object_titles, cached by the query client. Failures are silent: unknown
 * titles show as 'ID: n'.
 *
 * @param objectType Type of the ids.
 * @param ids        Ids (strings).
 */
export function useObjectTitles(
	objectType: ObjectType | null,
	ids: string[]
) {
	const numeric = [
		...new Set( ids.filter( ( id ) => /^\d+$/.test( id ) ) ),
	].sort();
	const query = useQuery( {
		queryKey: objectKeys.titles( objectType ?? '', numeric.join( ',' ) ),
		queryFn: async () => {
			const map = await objectsApi.titles(
				numeric.map( ( id ) => ( {
					type: objectType as ObjectType,
					id: Number( id ),
				} ) )
			);
			const titles: Record< string, string > = {};
			numeric.forEach( ( id ) => {
				const title = map[ `${ objectType }-${ id }` ];
				if ( title ) {
					titles[ id ] = title;
				}
			} );
			return titles;
		},
		enabled: objectType !== null && numeric.length > 0,
		retry: false,
		staleTime: Infinity,
	} );
	return query.data ?? {};
}
