/**
 * React Query hooks over the Conditions API module: queries with the SPEC §9 cache times, and
 * mutations that invalidate what they change.
 */

/**
 * External dependencies
 */
import {
	keepPreviousData,
	useMutation,
	useQuery,
	useQueryClient,
	type QueryClient,
} from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from '../../shared/api';
import { notifyConditionsChanged } from '../../shared/hooks/use-conditions-sync';
import { invalidateConditionData } from '../../shared/query/keys';
import {
	CATEGORIES_STALE_TIME,
	CONDITION_FETCH_GC_TIME,
	CONDITION_FETCH_STALE_TIME,
	CONDITION_TYPES_STALE_TIME,
	CONDITIONS_LIST_PAGE_SIZE,
} from '../../shared/query/constants';
import { conditionsApi } from '../api';
import { conditionKeys } from '../query-keys';
import { NO_FILTERS, type ListFilters } from '../lib/list-filters';
import type {
	Condition,
	ConditionCategory,
	ConditionPayload,
	ConditionStatus,
	RuleMetadata,
} from '../types';

/** Metadata used when the rule metadata cannot be loaded (SPEC §8 silent fallback). */
export const FALLBACK_METADATA: RuleMetadata = {
	needs_value: true,
	value_type: 'text',
	supports_multi: false,
};

export function useConditionList(
	page: number,
	perPage = CONDITIONS_LIST_PAGE_SIZE,
	filters: ListFilters = NO_FILTERS
) {
	return useQuery( {
		queryKey: conditionKeys.list( page, perPage, filters ),
		queryFn: () => conditionsApi.list( page, perPage, filters ),
		placeholderData: keepPreviousData,
	} );
}

export function useCondition( id: number | null ) {
	return useQuery( {
		queryKey: conditionKeys.detail( id ?? 0 ),
		queryFn: () => conditionsApi.get( id as number ),
		enabled: id !== null,
		staleTime: CONDITION_FETCH_STALE_TIME,
		gcTime: CONDITION_FETCH_GC_TIME,
		// The editor takes a snapshot of what it loaded; a refetch on focus must not replace it.
		refetchOnWindowFocus: false,
	} );
}

export function useConditionTypes() {
	return useQuery( {
		queryKey: conditionKeys.types(),
		queryFn: conditionsApi.types,
		staleTime: CONDITION_TYPES_STALE_TIME,
	} );
}

export function useConditionRules( type: string ) {
	return useQuery( {
		queryKey: conditionKeys.rules( type ),
		queryFn: () => conditionsApi.rules( type ),
		enabled: type !== '',
		staleTime: CONDITION_TYPES_STALE_TIME,
	} );
}

export function useConditionOperators( type: string, rule: string ) {
	return useQuery( {
		queryKey: conditionKeys.operators( type, rule ),
		queryFn: () => conditionsApi.operators( type, rule ),
		enabled: type !== '' && rule !== '',
		staleTime: CONDITION_TYPES_STALE_TIME,
	} );
}

export function useRuleMetadata( type: string, rule: string ) {
	return useQuery( {
		queryKey: conditionKeys.metadata( type, rule ),
		queryFn: () =>
			conditionsApi
				.metadata( type, rule )
				.catch( () => FALLBACK_METADATA ),
		enabled: type !== '' && rule !== '',
		staleTime: CONDITION_TYPES_STALE_TIME,
	} );
}

export function useConditionUsage( id: number | null ) {
	return useQuery( {
		queryKey: conditionKeys.usage( id ?? 0 ),
		queryFn: () => conditionsApi.usage( id as number ),
		enabled: id !== null,
		retry: false,
	} );
}

export function useConditionCategories() {
	return useQuery( {
		queryKey: conditionKeys.categories(),
		queryFn: conditionsApi.categories.list,
		staleTime: CATEGORIES_STALE_TIME,
	} );
}

/**
 * Invalidates every cached condition query: lists, details, usage, and the condition pickers of other
 * features sharing the QueryClient (not the lookups, which do not change with conditions).
 *
 * @param client The QueryClient.
 */
export function invalidateConditions( client: QueryClient ): Promise< void > {
	return invalidateConditionData( client );
}

/** A create sends everything; an update may leave fields out (the rules, when they are kept). */
export type SaveVariables =
	| { id: null; payload: ConditionPayload }
	| { id: number; payload: Partial< ConditionPayload > };

export function useSaveCondition() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: ( variables: SaveVariables ): Promise< Condition > =>
			variables.id === null
				? conditionsApi.create( variables.payload )
				: conditionsApi.update( variables.id, variables.payload ),
		onSuccess: async ( saved ) => {
			await invalidateConditions( client );
			client.setQueryData( conditionKeys.detail( saved.id ), saved );
			// A category may have been created from unknown slugs.
			await client.invalidateQueries( {
				queryKey: conditionKeys.categories(),
			} );
			notifyConditionsChanged();
		},
	} );
}

export function useSetConditionStatus() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: ( {
			id,
			status,
		}: {
			id: number;
			status: ConditionStatus;
		} ) => conditionsApi.updateStatus( id, status ),
		onSuccess: async () => {
			await invalidateConditions( client );
			notifyConditionsChanged();
		},
	} );
}

export function useDeleteCondition() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: ( id: number ) => conditionsApi.remove( id ),
		onSuccess: async ( _result, id ) => {
			client.removeQueries( { queryKey: conditionKeys.detail( id ) } );
			await invalidateConditions( client );
			await client.invalidateQueries( {
				queryKey: conditionKeys.categories(),
			} );
			notifyConditionsChanged();
		},
	} );
}

/**
 * The slugs of category ids: from the loaded list, then by asking for the missing ids.
 *
 * @param ids   Category ids of a condition.
 * @param known Categories already loaded.
 */
export async function resolveCategorySlugs(
	ids: number[],
	known: ConditionCategory[]
): Promise< string[] > {
	const byId = new Map(
		known.map( ( category ) => [ category.id, category ] )
	);
	const missing = ids.filter( ( id ) => ! byId.has( id ) );
	if ( missing.length ) {
		const fetched = await conditionsApi.categories
			.byIds( missing )
			.catch( () => [] as ConditionCategory[] );
		fetched.forEach( ( category ) => byId.set( category.id, category ) );
	}
	return ids
		.map( ( id ) => byId.get( id )?.slug )
		.filter( ( slug ): slug is string => Boolean( slug ) );
}

/** Suffix of a duplicate's title (SPEC §9). */
export const COPY_SUFFIX = ' (Copy)';

/**
 * Duplicate: fetch the condition, resolve its category slugs, create '{title} (Copy)' with the same
 * status. Resolves with the new condition, which the caller opens in the editor.
 */
export function useDuplicateCondition() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: async ( id: number ): Promise< Condition > => {
			const source = await conditionsApi.getForDuplication( id );
			// A copy of rules that cannot be read would be an empty condition: refuse with the reason.
			if ( source.rules_error ) {
				throw new ApiError( source.rules_error );
			}
			const known =
				client.getQueryData< ConditionCategory[] >(
					conditionKeys.categories()
				) ?? [];
			const slugs = await resolveCategorySlugs(
				source.gblocks_condition_cat ?? [],
				known
			);
			return conditionsApi.create(
				{
					title: source.title + COPY_SUFFIX,
					conditions: source.gbConditions,
					category: slugs.length ? slugs : '',
					status: source.status,
				},
				__( 'Failed to duplicate condition', 'gblocks-pro' )
			);
		},
		onSuccess: async ( created ) => {
			await invalidateConditions( client );
			client.setQueryData( conditionKeys.detail( created.id ), created );
			notifyConditionsChanged();
		},
	} );
}

export function useCategoryMutations() {
	const client = useQueryClient();
	const refresh = async () => {
		await client.invalidateQueries( {
			queryKey: conditionKeys.categories(),
		} );
		// Deleting or renaming a category changes what the list shows.
		await client.invalidateQueries( { queryKey: conditionKeys.lists() } );
	};
	const create = useMutation( {
		mutationFn: ( { name, slug }: { name: string; slug?: string } ) =>
			conditionsApi.categories.create( name, slug ),
		onSuccess: refresh,
	} );
	const createFromEditor = useMutation( {
		mutationFn: ( { name, slug }: { name: string; slug: string } ) =>
			conditionsApi.categories.createCore( name, slug ),
		onSuccess: refresh,
	} );
	const rename = useMutation( {
		mutationFn: ( { id, name }: { id: number; name: string } ) =>
			conditionsApi.categories.rename( id, name ),
		onSuccess: refresh,
	} );
	const remove = useMutation( {
		mutationFn: ( id: number ) => conditionsApi.categories.remove( id ),
		onSuccess: async () => {
			await refresh();
			await client.invalidateQueries( {
				queryKey: conditionKeys.details(),
			} );
		},
	} );
	return { create, createFromEditor, rename, remove };
}
