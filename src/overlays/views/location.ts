/**
 * The dashboard's view and page, driven by the address on the admin page (SPEC 2.1): overlayPage=n
 * (history replace) and categories=true for Manage Categories (history push); back/forward re-sync.
 * Inside a modal they live in state only. The syncing itself is the shared useQueryParams.
 */

/**
 * Internal dependencies
 */
import {
	useQueryParams,
	type NavigateTo,
	type QueryParamsCodec,
} from '../../shared/hooks/use-query-params';

export interface OverlaysLocation {
	view: 'list' | 'categories';
	page: number;
}

export const FIRST_PAGE = 1;

export const LIST_LOCATION: OverlaysLocation = {
	view: 'list',
	page: FIRST_PAGE,
};

/**
 * Reads the view from a query string.
 *
 * @param search location.search.
 */
export function readLocation( search: string ): OverlaysLocation {
	const params = new URLSearchParams( search );
	const raw = params.get( 'overlayPage' ) ?? '';
	const page = /^\d+$/.test( raw ) ? Number( raw ) : FIRST_PAGE;
	return {
		view: params.get( 'categories' ) === 'true' ? 'categories' : 'list',
		page: page > 0 ? page : FIRST_PAGE,
	};
}

/**
 * The query parameters of a view: page 1 and the list leave theirs out.
 *
 * @param location The view.
 */
export function locationParams(
	location: OverlaysLocation
): Record< string, string | null > {
	return {
		overlayPage:
			location.page > FIRST_PAGE ? String( location.page ) : null,
		categories: location.view === 'categories' ? 'true' : null,
	};
}

const CODEC: QueryParamsCodec< OverlaysLocation > = {
	read: readLocation,
	write: locationParams,
};

/**
 * @param sync Whether the address holds the view (the admin page) or state does (a modal).
 */
export function useOverlaysLocation(
	sync: boolean
): [ OverlaysLocation, NavigateTo< OverlaysLocation > ] {
	return useQueryParams( CODEC, { sync, initial: LIST_LOCATION } );
}
