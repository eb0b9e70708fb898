/**
 * Runs the simulation, debounced, whenever what is simulated or the context changes.
 */

/**
 * External dependencies
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { conditionsApi } from '../../api';
import { conditionKeys } from '../../query-keys';
import { SIMULATE_DEBOUNCE_MS } from './lib';
import type { SimulationContext, SimulationSubject } from './types';

/**
 * The simulation of the subject in the context: the last answer, whether a newer one is on its way
 * (the debounce wait included), and the error of the last run.
 *
 * @param subject What is simulated (null: nothing yet, e.g. a tree without complete rules).
 * @param context The simulated visit.
 */
export function useSimulation(
	subject: SimulationSubject | null,
	context: SimulationContext
) {
	const key = JSON.stringify( { subject, context } );
	const debounced = useDebouncedValue( key, SIMULATE_DEBOUNCE_MS );
	const query = useQuery( {
		queryKey: conditionKeys.simulation( debounced ),
		queryFn: () => {
			const parsed = JSON.parse( debounced ) as {
				subject: SimulationSubject;
				context: SimulationContext;
			};
			return conditionsApi.simulate( parsed.subject, parsed.context );
		},
		enabled: subject !== null && debounced === key,
		placeholderData: keepPreviousData,
		retry: false,
		staleTime: 0,
		gcTime: 0,
	} );
	return {
		data: subject === null ? undefined : query.data,
		error: query.isError ? query.error : null,
		isLoading:
			subject !== null &&
			( debounced !== key || query.isFetching || query.isPending ),
	};
}
