/**
 * The page's view, driven by the address (SPEC §2.4): edit={id|new}, categories=manage and
 * conditionPage=n. View changes push history, the list page is kept with history replace, and
 * back/forward re-sync the view. In modal mode the view lives in state only. The syncing itself is
 * the shared useQueryParams.
 */

/**
 * Internal dependencies
 */
import {
	useQueryParams,
	withQueryParams,
	type NavigateTo,
	type QueryParamsCodec,
} from '../../shared/hooks/use-query-params';
import { CONDITIONS_DEFAULT_PAGE } from '../../shared/query/constants';
import type { ConditionsLocation } from '../types';

/**
 * Reads the view from a query string.
 *
 * @param search location.search.
 */
export function readLocation( search: string ): ConditionsLocation {
	const params = new URLSearchParams( search );
	const page = Number.parseInt( params.get( 'conditionPage' ) ?? '', 10 );
	const edit = params.get( 'edit' );
	const editId =
		edit === 'new' || ( edit && /^\d+$/.test( edit ) ) ? edit : null;
	let view: ConditionsLocation[ 'view' ] = 'list';
	if ( editId ) {
		view = 'edit';
	} else if ( params.get( 'categories' ) === 'manage' ) {
		view = 'categories';
	}
	return {
		view,
		editId,
		page:
			Number.isFinite( page ) && page > 0
				? page
				: CONDITIONS_DEFAULT_PAGE,
	};
}

/**
 * The query parameters of a view: set what it needs, remove the others of this screen.
 *
 * @param location The view.
 */
export function locationParams(
	location: ConditionsLocation
): Record< string, string | null > {
	return {
		edit:
			location.view === 'edit' && location.editId
				? location.editId
				: null,
		categories: location.view === 'categories' ? 'manage' : null,
		conditionPage:
			location.page > CONDITIONS_DEFAULT_PAGE
				? String( location.page )
				: null,
	};
}

/**
 * The query string of a view, keeping every other parameter (page=generateblocks-conditions...).
 *
 * @param search   Current location.search.
 * @param location The view to show.
 */
export function writeLocation(
	search: string,
	location: ConditionsLocation
): string {
	return withQueryParams( search, locationParams( location ) );
}

const CODEC: QueryParamsCodec< ConditionsLocation > = {
	read: readLocation,
	write: locationParams,
};

export type Navigate = NavigateTo< ConditionsLocation >;

export const LIST_LOCATION: ConditionsLocation = {
	view: 'list',
	editId: null,
	page: CONDITIONS_DEFAULT_PAGE,
};

/**
 * @param modal      Modal mode: no address syncing.
 * @param onPopState Called on back/forward with the new location; return false to stay (the app
 *                   restores the address and asks first).
 */
export function useConditionsLocation(
	modal: boolean,
	onPopState?: ( next: ConditionsLocation ) => boolean
): [ ConditionsLocation, Navigate ] {
	return useQueryParams( CODEC, {
		sync: ! modal,
		initial: LIST_LOCATION,
		onPop: onPopState,
	} );
}
