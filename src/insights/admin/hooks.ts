/**
 * React Query hooks of the Insights screens, over the Insights API module. Every key starts with
 * INSIGHTS_ROOT, so that the repair refreshes them all.
 */

/**
 * External dependencies
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { insightsApi, isTablesMissing, type DayRange } from './api';

/** Reports change every minute (the flush): a minute of cache. */
const INSIGHTS_STALE_TIME = 60 * 1000;

export const INSIGHTS_ROOT = [ 'gblocks-pro', 'insights' ] as const;

export const insightsKeys = {
	all: INSIGHTS_ROOT,
	site: ( range: DayRange ) =>
		[ ...INSIGHTS_ROOT, 'site', range.from, range.to ] as const,
	overlay: ( id: number, range: DayRange ) =>
		[ ...INSIGHTS_ROOT, 'overlay', id, range.from, range.to ] as const,
};

/**
 * A failed report is tried again once, except when the tables are missing (only a repair helps).
 *
 * @param failures How many times it failed.
 * @param error    The last failure.
 */
function retry( failures: number, error: unknown ): boolean {
	return ! isTablesMissing( error ) && failures < 1;
}

/**
 * Every overlay's totals in a range (the list's columns and the summary: one request).
 *
 * @param range The days.
 */
export function useSiteInsights( range: DayRange ) {
	return useQuery( {
		queryKey: insightsKeys.site( range ),
		queryFn: () => insightsApi.site( { from: range.from, to: range.to } ),
		staleTime: INSIGHTS_STALE_TIME,
		retry,
	} );
}

/**
 * One overlay in a range, with the period before it.
 *
 * @param id    Overlay id.
 * @param range The days.
 */
export function useOverlayInsights( id: number, range: DayRange ) {
	return useQuery( {
		queryKey: insightsKeys.overlay( id, range ),
		queryFn: () =>
			insightsApi.overlay( id, { from: range.from, to: range.to } ),
		staleTime: INSIGHTS_STALE_TIME,
		retry,
	} );
}

/** Recreates the missing tables, confirms with a snackbar and loads the reports again. */
export function useRepairTables() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: insightsApi.repair,
		onSuccess: async ( status ) => {
			dispatch( noticesStore ).createNotice(
				status.tables ? 'success' : 'error',
				status.tables
					? __( 'Insights tables repaired.', 'gblocks-pro' )
					: __(
							'The insights tables could not be created.',
							'gblocks-pro'
						),
				{ type: 'snackbar', id: 'gblocks-pro-insights-repair' }
			);
			await client.invalidateQueries( { queryKey: INSIGHTS_ROOT } );
		},
		onError: ( error ) => {
			dispatch( noticesStore ).createNotice(
				'error',
				error instanceof Error && error.message
					? error.message
					: __(
							'Failed to repair the insights tables.',
							'gblocks-pro'
						),
				{ type: 'snackbar', id: 'gblocks-pro-insights-repair' }
			);
		},
	} );
}
