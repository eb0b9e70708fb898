/**
 * What the editor's Pattern Library asks the server, in one place: the library screens call only these
 * functions. Routes under generateblocks-pro/v1/pattern-library (the consumer side) and the picker list
 * of generateblocks-pro/v1/global-classes (to wait for imported style records, SPEC 9).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { request } from '../../shared/api';
import { PRO_NAMESPACE } from '../../shared/api/routes';
import type {
	ClassSummary,
	ImportResult,
	Library,
	LibraryCategory,
	PatternPage,
	PatternQuery,
	StyleData,
} from './types';

const BASE = `${ PRO_NAMESPACE }/pattern-library`;

function query( args: Record< string, string | number | undefined > ): string {
	const params = new URLSearchParams();
	Object.entries( args ).forEach( ( [ key, value ] ) => {
		if ( value !== undefined && value !== '' ) {
			params.set( key, String( value ) );
		}
	} );
	const text = params.toString();
	return text ? `?${ text }` : '';
}

/** The libraries the current user may browse (enabled ones; admins get all). */
export function fetchLibraries(): Promise< Library[] > {
	return request< Library[] >(
		{ path: `${ BASE }/libraries` },
		__( 'Failed to fetch libraries', 'gblocks-pro' )
	);
}

/**
 * A library's categories with their counts.
 *
 * @param libraryId The library id.
 */
export function fetchCategories(
	libraryId: string
): Promise< LibraryCategory[] > {
	return request< LibraryCategory[] >(
		{ path: `${ BASE }/libraries/${ libraryId }/categories` },
		__( 'Failed to fetch categories', 'gblocks-pro' )
	);
}

/**
 * A page of a library's patterns.
 *
 * @param libraryId The library id.
 * @param args      Search, category slug, page, per page.
 */
export function fetchPatterns(
	libraryId: string,
	args: PatternQuery
): Promise< PatternPage > {
	return request< PatternPage >(
		{
			path: `${ BASE }/libraries/${ libraryId }/patterns${ query( {
				search: args.search,
				category: args.category,
				page: args.page,
				per_page: args.perPage,
			} ) }`,
		},
		__( 'Failed to fetch patterns', 'gblocks-pro' )
	);
}

/**
 * Drops the server's cached answers of a library.
 *
 * @param libraryId The library id.
 */
export function refreshLibrary(
	libraryId: string
): Promise< { refreshed: boolean } > {
	return request< { refreshed: boolean } >(
		{ path: `${ BASE }/libraries/${ libraryId }/refresh`, method: 'POST' },
		__( 'Failed to refresh patterns', 'gblocks-pro' )
	);
}

/**
 * The global classes a library's patterns use (all of them, or those of the given patterns), with CSS.
 *
 * @param libraryId  The library id.
 * @param patternIds Optional pattern ids.
 */
export async function fetchStyleData(
	libraryId: string,
	patternIds: number[] = []
): Promise< StyleData > {
	const params = new URLSearchParams( { id: libraryId } );
	patternIds.forEach( ( id ) => params.append( 'patterns[]', String( id ) ) );
	const response = await request< { data?: Partial< StyleData > } >(
		{ path: `${ BASE }/get-global-style-data?${ params.toString() }` },
		__( 'Failed to fetch global style data', 'gblocks-pro' )
	);
	return {
		css: typeof response?.data?.css === 'string' ? response.data.css : '',
		styles: Array.isArray( response?.data?.styles )
			? response.data.styles
			: [],
	};
}

/**
 * Imports classes of a library into this site (the server takes their data from the library).
 *
 * @param libraryId The library id.
 * @param selectors The selectors, e.g. '.card'.
 */
export async function importStyles(
	libraryId: string,
	selectors: string[]
): Promise< ImportResult > {
	const response = await request< { data?: Partial< ImportResult > } >(
		{
			path: `${ BASE }/import-styles`,
			method: 'POST',
			data: {
				id: libraryId,
				styles: selectors.map( ( selector ) => ( { selector } ) ),
			},
		},
		__( 'Failed to import styles', 'gblocks-pro' )
	);
	return {
		imported: response?.data?.imported ?? [],
		existing: response?.data?.existing ?? [],
		failed: response?.data?.failed ?? [],
	};
}

/** This site's global classes (names and status), to see imported ones arrive. */
export async function fetchClassSummaries(): Promise< ClassSummary[] > {
	const list = await request< ClassSummary[] >(
		{ path: `${ PRO_NAMESPACE }/global-classes` },
		__( 'Failed to fetch global classes', 'gblocks-pro' )
	);
	return Array.isArray( list ) ? list : [];
}
