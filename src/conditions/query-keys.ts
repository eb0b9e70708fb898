/**
 * Internal dependencies
 */
import {
	CONDITION_LOOKUPS_SEGMENT,
	CONDITIONS_ROOT,
} from '../shared/query/keys';
import { filterQuery, NO_FILTERS, type ListFilters } from './lib/list-filters';

/**
 * The one query-key factory of the Conditions feature. Lists, details and usage live under the shared
 * CONDITIONS_ROOT (invalidated together with other features' condition pickers); lookups under its
 * lookup segment, which saves leave alone. Object searches and titles are pickers/objects'.
 */
export const conditionKeys = {
	all: CONDITIONS_ROOT,
	lists: () => [ ...conditionKeys.all, 'list' ] as const,
	/**
	 * A list page; the filters are part of the key (none: {}).
	 * @param page
	 * @param perPage
	 * @param filters
	 */
	list: (
		page: number,
		perPage: number,
		filters: ListFilters = NO_FILTERS
	) =>
		[
			...conditionKeys.lists(),
			page,
			perPage,
			filterQuery( filters ),
		] as const,
	details: () => [ ...conditionKeys.all, 'detail' ] as const,
	detail: ( id: number ) => [ ...conditionKeys.details(), id ] as const,
	usages: () => [ ...conditionKeys.all, 'usage' ] as const,
	usage: ( id: number ) => [ ...conditionKeys.usages(), id ] as const,
	/**
	 * One simulation: what is simulated and the context, as JSON (never shared between contexts).
	 * @param key
	 */
	simulation: ( key: string ) =>
		[ ...conditionKeys.all, 'simulation', key ] as const,
	lookups: () => [ ...conditionKeys.all, CONDITION_LOOKUPS_SEGMENT ] as const,
	types: () => [ ...conditionKeys.lookups(), 'types' ] as const,
	rules: ( type: string ) =>
		[ ...conditionKeys.lookups(), 'rules', type ] as const,
	operators: ( type: string, rule: string ) =>
		[ ...conditionKeys.lookups(), 'operators', type, rule ] as const,
	metadata: ( type: string, rule: string ) =>
		[ ...conditionKeys.lookups(), 'metadata', type, rule ] as const,
	overlays: () => [ ...conditionKeys.lookups(), 'overlays' ] as const,
	categories: () => [ 'gblocks-pro', 'condition-categories' ] as const,
};
