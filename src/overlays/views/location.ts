/**
 * The dashboard's view and page, driven by the address on the admin page (SPEC 2.1): overlayPage=n
 * (history replace) and categories=true for Manage Categories (history push); back/forward re-sync.
 * A view another feature adds to the list (shared/list-extensions) is view=<name>&id=<overlay id>
 * (e.g. view=insights&id=12, which the editor links to); the list sorted by an added column is
 * orderby=<column>&order=asc|desc.
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
	/** 'list', 'categories', or the name of a view an extension adds (with id). */
	view: string;
	page: number;
	/** The overlay of an extension's view (0 for the list's own views). */
	id?: number;
	/** The added column the list is sorted by ('' or absent: the server's order, newest first). */
	orderby?: string;
	order?: 'asc' | 'desc';
}

export const FIRST_PAGE = 1;

export const LIST_LOCATION: OverlaysLocation = {
	view: 'list',
	page: FIRST_PAGE,
};

const NAME = /^[a-z][a-z0-9-]*$/;

function positive( raw: string | null ): number {
	return raw !== null && /^\d+$/.test( raw ) ? Number( raw ) : 0;
}

/**
 * Reads the view from a query string.
 *
 * @param search location.search.
 */
export function readLocation( search: string ): OverlaysLocation {
	const params = new URLSearchParams( search );
	const page = positive( params.get( 'overlayPage' ) ) || FIRST_PAGE;
	const orderby = params.get( 'orderby' ) ?? '';
	const sorted: Pick< OverlaysLocation, 'orderby' | 'order' > = NAME.test(
		orderby
	)
		? {
				orderby,
				order: params.get( 'order' ) === 'asc' ? 'asc' : 'desc',
			}
		: {};
	if ( params.get( 'categories' ) === 'true' ) {
		return { view: 'categories', page, ...sorted };
	}
	const view = params.get( 'view' ) ?? '';
	const id = positive( params.get( 'id' ) );
	if ( NAME.test( view ) && view !== 'list' && id > 0 ) {
		return { view, page, id, ...sorted };
	}
	return { view: 'list', page, ...sorted };
}

/**
 * The query parameters of a view: page 1 and the list leave theirs out.
 *
 * @param location The view.
 */
export function locationParams(
	location: OverlaysLocation
): Record< string, string | null > {
	const own = location.view === 'list' || location.view === 'categories';
	return {
		overlayPage:
			location.page > FIRST_PAGE ? String( location.page ) : null,
		categories: location.view === 'categories' ? 'true' : null,
		view: own ? null : location.view,
		id: ! own && location.id ? String( location.id ) : null,
		orderby: location.orderby || null,
		order: location.orderby ? ( location.order ?? 'desc' ) : null,
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
