/**
 * React Query hooks of the editor library (keys under [ 'gblocks-pro', 'pattern-library' ]).
 */

/**
 * External dependencies
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { patternLibraryApi, patternLibraryKeys } from '../shared/api';
import type { LibraryStyleData } from '../shared/types';
import { PATTERNS_PER_PAGE } from './constants';

/**
 * The query-key root of the global classes feature: after an import, its lists (and so the canvas CSS)
 * are refetched. A shared key string, not an import (features do not import each other).
 */
export const GLOBAL_CLASSES_QUERY_ROOT = [
	'gblocks-pro',
	'global-classes',
] as const;

export function useLibraries() {
	return useQuery( {
		queryKey: patternLibraryKeys.libraries(),
		queryFn: () => patternLibraryApi.libraries(),
		select: ( libraries ) =>
			libraries
				.filter( ( library ) => library.isEnabled )
				.sort(
					( a, b ) => Number( b.isDefault ) - Number( a.isDefault )
				),
	} );
}

/**
 * @param libraryId The library id ('' while none is chosen).
 */
export function useCategories( libraryId: string ) {
	return useQuery( {
		queryKey: patternLibraryKeys.categories( libraryId ),
		queryFn: () => patternLibraryApi.categories( libraryId ),
		enabled: libraryId !== '',
	} );
}

/**
 * @param libraryId The library id.
 * @param search    The search text (already debounced).
 * @param category  The category slug ('' for all).
 * @param page      The page (1-based).
 */
export function usePatterns(
	libraryId: string,
	search: string,
	category: string,
	page: number
) {
	return useQuery( {
		queryKey: patternLibraryKeys.patterns( libraryId, {
			search,
			category,
			page,
			perPage: PATTERNS_PER_PAGE,
		} ),
		queryFn: () =>
			patternLibraryApi.patterns( libraryId, {
				search,
				category,
				page,
				perPage: PATTERNS_PER_PAGE,
			} ),
		enabled: libraryId !== '',
		placeholderData: keepPreviousData,
	} );
}

const NO_STYLES: LibraryStyleData = { css: '', styles: [] };

/**
 * The CSS of every class the library's patterns use, for the previews. A failure gives no CSS (SPEC 8:
 * a failed global style data fetch gives an empty list).
 *
 * @param libraryId The library id.
 */
export function useLibraryStyles( libraryId: string ): string {
	const { data } = useQuery( {
		queryKey: patternLibraryKeys.styles( libraryId ),
		queryFn: () =>
			patternLibraryApi
				.globalStyleData( libraryId )
				.then( ( styles ) => styles ?? NO_STYLES )
				.catch( () => NO_STYLES ),
		enabled: libraryId !== '',
	} );
	return typeof data?.css === 'string' ? data.css : '';
}

/**
 * The query keys of everything the editor reads of one library (refresh invalidates them).
 *
 * @param libraryId The library id.
 */
export function libraryQueryKeys( libraryId: string ) {
	return [
		patternLibraryKeys.categories( libraryId ),
		patternLibraryKeys.patterns( libraryId ),
		patternLibraryKeys.styles( libraryId ),
	].map( ( key ) =>
		// patterns() and styles() end with their default argument: keep the prefix only.
		key.slice( 0, 4 )
	);
}
