/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isApiError } from '../../shared/api';
import type { DashboardOverlay } from '../api';
import type { RowAction } from '../components/overlays-table';
import {
	useDuplicateOverlay,
	useOverlayPage,
	useSetOverlayStatus,
} from '../hooks/use-overlays';

/**
 * One page of the overlay panels list. A page beyond the last one (after deletions, or an old address)
 * falls back to the last page; pageGone tells that the server refused the page.
 *
 * @param page         The page.
 * @param onPageChange Goes to another page.
 */
export function useListPage(
	page: number,
	onPageChange: ( page: number ) => void
) {
	const list = useOverlayPage( page );
	const pageGone =
		list.isError &&
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
 * or unpublishes, duplicate opens the copy; busyId is the row whose action runs.
 *
 * @param open Opens an overlay.
 */
export function useRowActions( open: ( overlay: DashboardOverlay ) => void ) {
	const setStatus = useSetOverlayStatus();
	const duplicate = useDuplicateOverlay();
	const [ deleting, setDeleting ] = useState< DashboardOverlay | null >(
		null
	);
	const [ busyId, setBusyId ] = useState< number | null >( null );

	const onAction = ( action: RowAction, overlay: DashboardOverlay ) => {
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
