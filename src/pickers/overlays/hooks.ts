/**
 * React Query hooks of the overlay pickers, over the overlays-picker API module.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import {
	CATEGORIES_STALE_TIME,
	OVERLAY_LIST_STALE_TIME,
} from '../../shared/query/constants';
import { overlaysPickerApi } from './api';
import { overlayPickerKeys } from './query-keys';

/**
 * The overlays of the pickers (up to 200).
 *
 * @param allStatuses Every status, or published only.
 * @param enabled     Whether to fetch.
 */
export function useOverlayPickerList( allStatuses: boolean, enabled = true ) {
	return useQuery( {
		queryKey: overlayPickerKeys.list( allStatuses ),
		queryFn: () => overlaysPickerApi.list( allStatuses ),
		staleTime: OVERLAY_LIST_STALE_TIME,
		enabled,
	} );
}

/**
 * The category names. A failure is silent (SPEC §8): the groups then fall back to 'Uncategorized'.
 *
 * @param enabled Whether to fetch.
 */
export function useOverlayPickerCategories( enabled = true ) {
	return useQuery( {
		queryKey: overlayPickerKeys.categories(),
		queryFn: overlaysPickerApi.categories,
		staleTime: CATEGORIES_STALE_TIME,
		retry: false,
		enabled,
	} );
}
