/**
 * External dependencies
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import type { UsageResponse } from './types';

export interface UseUsageOptions {
	/** Load only when true (e.g. once a subject is chosen). Default true. */
	enabled?: boolean;
	/** Retry a failed load (react-query's default); the conditions' usage does not. */
	retry?: boolean;
}

/**
 * The usage of one subject (a condition, a class...), loaded through the feature's own route and
 * cached under the feature's own query key: what the usage modal and a delete dialog read.
 *
 * @param queryKey The feature's usage key of the subject.
 * @param load     Loads the usage answer from the feature's route.
 * @param options  When to load, and whether to retry.
 */
export function useUsage< Response extends UsageResponse = UsageResponse >(
	queryKey: QueryKey,
	load: () => Promise< Response >,
	options: UseUsageOptions = {}
) {
	return useQuery( {
		queryKey,
		queryFn: load,
		enabled: options.enabled ?? true,
		...( options.retry === undefined ? {} : { retry: options.retry } ),
	} );
}
