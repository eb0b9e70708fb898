/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isApiError } from '../../shared/api';
import { OVERLAY_DASHBOARD_PAGE_SIZE } from '../../shared/query/constants';
import type { DashboardOverlay, OverlayPage } from '../api';
import type { AddedAction, RowAction } from '../components/overlays-table';
import {
	useDuplicateOverlay,
	useEveryOverlay,
	useOverlayPage,
	useSetOverlayStatus,
} from '../hooks/use-overlays';

/** The list sorted by a column another feature adds: by its values, over every overlay. */
export interface ListSort {
	order: 'asc' | 'desc';
	/** The value of an overlay (none sorts as 0). */
	value: ( id: number ) => number | undefined;
	/** Whether the values are known. */
	ready: boolean;
}

/**
 * The page of a list sorted by values: every overlay sorted (ties keep the newest first), then cut.
 *
 * @param every Every overlay, newest first.
 * @param page  The page.
 * @param sort  The sort.
 */
export function sortedPage(
	every: DashboardOverlay[],
	page: number,
	sort: Pick< ListSort, 'order' | 'value' >
): OverlayPage {
	const sign = sort.order === 'asc' ? 1 : -1;
	const rows = [ ...every ].sort(
		( a, b ) =>
			sign * ( ( sort.value( a.id ) ?? 0 ) - ( sort.value( b.id ) ?? 0 ) )
	);
	const start = ( page - 1 ) * OVERLAY_DASHBOARD_PAGE_SIZE;
	return {
		overlays: rows.slice( start, start + OVERLAY_DASHBOARD_PAGE_SIZE ),
		total: rows.length,
		pages: Math.ceil( rows.length / OVERLAY_DASHBOARD_PAGE_SIZE ),
	};
}

/**
 * The sorted list's query state, in the shape of one page's.
 *
 * @param page The page.
 * @param sort The sort, or null for the server's pages.
 */
function useSortedList( page: number, sort: ListSort | null ) {
	const every = useEveryOverlay( Boolean( sort ) );
	const data = useMemo(
		() =>
			sort && sort.ready && every.data
				? sortedPage( every.data.overlays, page, sort )
				: undefined,
		[ every.data, page, sort ]
	);
	return {
		data,
		error: every.error,
		isError: every.isError,
		isLoading: ! every.isError && ! data,
		isFetching: every.isFetching,
		isPlaceholderData: false,
		refetch: every.refetch,
	};
}

/**
 * One page of the overlay panels list. A page beyond the last one (after deletions, or an old address)
 * falls back to the last page; pageGone tells that the server refused the page.
 *
 * @param page         The page.
 * @param onPageChange Goes to another page.
 * @param sort         Sorted by an added column's values (every overlay is loaded), or null.
 */
export function useListPage(
	page: number,
	onPageChange: ( page: number ) => void,
	sort: ListSort | null = null
) {
	const paged = useOverlayPage( page, ! sort );
	const sorted = useSortedList( page, sort );
	const list = sort ? sorted : paged;
	const pageGone =
		list.isError &&
		! sort &&
		isApiError( list.error ) &&
		list.error.code === 'rest_post_invalid_page_number';
	useEffect( () => {
		if ( pageGone && page > 1 ) {
			onPageChange( 1 );
		} else if (
			list.data &&
			list.data.pages > 0 &&
			page > list.data.pages &&
			! list.isPlaceholderData
		) {
			onPageChange( list.data.pages );
		}
	}, [ pageGone, list.data, list.isPlaceholderData, page, onPageChange ] );
	return { list, pageGone };
}

/**
 * The row actions of the list: edit opens the overlay, delete asks first (deleting), status publishes
 * or unpublishes, duplicate opens the copy; an added action (view:<name>) opens that view of the row;
 * busyId is the row whose action runs.
 *
 * @param open     Opens an overlay.
 * @param openView Opens a view another feature adds, for an overlay.
 */
export function useRowActions(
	open: ( overlay: DashboardOverlay ) => void,
	openView: ( view: string, overlay: DashboardOverlay ) => void = () => {}
) {
	const setStatus = useSetOverlayStatus();
	const duplicate = useDuplicateOverlay();
	const [ deleting, setDeleting ] = useState< DashboardOverlay | null >(
		null
	);
	const [ busyId, setBusyId ] = useState< number | null >( null );

	const onAction = (
		action: RowAction | AddedAction[ 0 ],
		overlay: DashboardOverlay
	) => {
		if ( action.startsWith( 'view:' ) ) {
			openView( action.slice( 'view:'.length ), overlay );
			return;
		}
		switch ( action ) {
			case 'edit':
				open( overlay );
				break;
			case 'delete':
				setDeleting( overlay );
				break;
			case 'status':
				setBusyId( overlay.id );
				setStatus.mutate(
					{
						id: overlay.id,
						status:
							overlay.status === 'publish' ? 'draft' : 'publish',
					},
					{ onSettled: () => setBusyId( null ) }
				);
				break;
			case 'duplicate':
				setBusyId( overlay.id );
				duplicate.mutate( overlay.id, {
					onSuccess: ( copy ) => open( copy ),
					onSettled: () => setBusyId( null ),
				} );
				break;
		}
	};
	return { onAction, deleting, setDeleting, busyId };
}
