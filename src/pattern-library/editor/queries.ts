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
import {
	fetchCategories,
	fetchLibraries,
	fetchPatterns,
	fetchStyleData,
} from './client';
import { PATTERNS_PER_PAGE } from './constants';
import type { StyleData } from './types';

export const patternLibraryKeys = {
	all: [ 'gblocks-pro', 'pattern-library' ] as const,
	libraries: () => [ ...patternLibraryKeys.all, 'libraries' ] as const,
	library: ( id: string ) =>
		[ ...patternLibraryKeys.all, 'library', id ] as const,
	categories: ( id: string ) =>
		[ ...patternLibraryKeys.library( id ), 'categories' ] as const,
	patterns: ( id: string, search: string, category: string, page: number ) =>
		[
			...patternLibraryKeys.library( id ),
			'patterns',
			{ search, category, page },
		] as const,
	styles: ( id: string ) =>
		[ ...patternLibraryKeys.library( id ), 'styles' ] as const,
};

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
		queryFn: fetchLibraries,
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
		queryFn: () => fetchCategories( libraryId ),
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
		queryKey: patternLibraryKeys.patterns(
			libraryId,
			search,
			category,
			page
		),
		queryFn: () =>
			fetchPatterns( libraryId, {
				search,
				category,
				page,
				perPage: PATTERNS_PER_PAGE,
			} ),
		enabled: libraryId !== '',
		placeholderData: keepPreviousData,
	} );
}

const NO_STYLES: StyleData = { css: '', styles: [] };

/**
 * The CSS of every class the library's patterns use, for the previews. A failure gives no CSS (SPEC 8:
 * a failed global style data fetch gives an empty list).
 *
 * @param libraryId The library id.
 */
export function useLibraryStyles( libraryId: string ): string {
	const { data } = useQuery( {
		queryKey: patternLibraryKeys.styles( libraryId ),
		queryFn: () => fetchStyleData( libraryId ).catch( () => NO_STYLES ),
		enabled: libraryId !== '',
	} );
	return data?.css ?? '';
}
