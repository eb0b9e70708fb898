/**
 * React Query hooks of the overlay editor over the overlays API module.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { OVERLAY_LIST_STALE_TIME } from '../../shared/query/constants';
import { overlaysApi } from '../api';
import { overlayKeys } from '../query-keys';

export function useOverlayList() {
	return useQuery( {
		queryKey: overlayKeys.selector(),
		queryFn: overlaysApi.list,
		staleTime: OVERLAY_LIST_STALE_TIME,
	} );
}
