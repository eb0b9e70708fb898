/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { OVERLAY_LIST_STALE_TIME } from '../../shared/query';
import { listConditions, listOverlays } from '../api';

export const overlayEditorKeys = {
	overlays: [ 'gblocks-pro', 'overlays', 'selector' ] as const,
	conditions: [ 'gblocks-pro', 'conditions', 'selector' ] as const,
};

export function useOverlayList() {
	return useQuery( {
		queryKey: overlayEditorKeys.overlays,
		queryFn: listOverlays,
		staleTime: OVERLAY_LIST_STALE_TIME,
	} );
}

export function useConditionList() {
	return useQuery( {
		queryKey: overlayEditorKeys.conditions,
		queryFn: listConditions,
	} );
}
