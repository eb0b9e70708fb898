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
	useQueries,
	useQuery,
	useQueryClient,
	type QueryClient,
} from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { useCategoryMutations as useManagedCategoryMutations } from '../../categories/use-category-mutations';
import { notifyConditionsChanged } from '../../shared/hooks/use-conditions-sync';
import {
	invalidateConditionData,
	isConditionDataKey,
} from '../../shared/query/keys';
import {
	CATEGORIES_STALE_TIME,
	CONDITION_FETCH_GC_TIME,
	CONDITION_FETCH_STALE_TIME,
	CONDITION_TYPES_STALE_TIME,
	CONDITIONS_LIST_PAGE_SIZE,
} from '../../shared/query/constants';
import { useUsage } from '../../usage';
import { conditionsApi } from '../api';
import { conditionKeys } from '../query-keys';
import { NO_FILTERS, type ListFilters } from '../lib/list-filters';
import type {
	Condition,
	ConditionList,
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
	return useQuery( ruleMetadataQuery( type, rule ) );
}

function ruleMetadataQuery( type: string, rule: string ) {
	return {
		queryKey: conditionKeys.metadata( type, rule ),
		queryFn: () =>
			conditionsApi
				.metadata( type, rule )
				.catch( () => FALLBACK_METADATA ),
		enabled: type !== '' && rule !== '',
		staleTime: CONDITION_TYPES_STALE_TIME,
	};
}

/**
 * The metadata of several rules at once, keyed 'type|rule' (the rows of a tree share the queries
 * their rows use); a rule still loading is missing from the map.
 *
 * @param rows The rows' type and rule.
 */
export function useRulesMetadata(
	rows: Array< { type: string; rule: string } >
): Map< string, RuleMetadata > {
	const pairs = [
		...new Set( rows.map( ( { type, rule } ) => `${ type }|${ rule }` ) ),
	].map( ( key ) => key.split( '|' ) as [ string, string ] );
	const results = useQueries( {
		queries: pairs.map( ( [ type, rule ] ) =>
			ruleMetadataQuery( type, rule )
		),
	} );
	const found = new Map< string, RuleMetadata >();
	results.forEach( ( result, index ) => {
		if ( result.data ) {
			found.set( pairs[ index ].join( '|' ), result.data );
		}
	} );
	return found;
}

export function useConditionUsage( id: number | null ) {
	return useUsage(
		conditionKeys.usage( id ?? 0 ),
		() => conditionsApi.usage( id as number ),
		{ enabled: id !== null, retry: false }
	);
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

/**
 * A snackbar confirmation (core/notices), shown by the admin page or the editor hosting the screen.
 *
 * @param message The translated confirmation.
 */
export function confirmDone( message: string ): void {
	dispatch( noticesStore ).createSuccessNotice( message, {
		type: 'snackbar',
	} );
}

/**
 * Writes a change into every cached list page, so that a list shown before the refetch answers is
 * already right (never the stale empty state after a first save, never the old row after an edit).
 * Keys are conditionKeys.list( page, perPage ); lists are newest first, so a created condition heads
 * page 1 and moves every page's total.
 *
 * @param client The QueryClient.
 * @param change What changed: a saved (created or updated) condition, or a deleted id.
 */
export function writeIntoLists(
	client: QueryClient,
	change:
		| { kind: 'created' | 'updated'; condition: Condition }
		| { kind: 'deleted'; id: number }
): void {
	// A test double or an odd answer may resolve without the record: then only the refetch updates.
	if ( change.kind !== 'deleted' && ! change.condition?.id ) {
		return;
	}
	const lists = client.getQueriesData< ConditionList >( {
		queryKey: conditionKeys.lists(),
	} );
	for ( const [ key, data ] of lists ) {
		if ( ! data ) {
			continue;
		}
		const page = Number( key[ 3 ] );
		const perPage = Number( key[ 4 ] ) || CONDITIONS_LIST_PAGE_SIZE;
		let { conditions, total } = data;
		if ( change.kind === 'deleted' ) {
			if ( ! conditions.some( ( item ) => item.id === change.id ) ) {
				continue;
			}
			conditions = conditions.filter( ( item ) => item.id !== change.id );
			total = Math.max( 0, total - 1 );
		} else if (
			conditions.some( ( item ) => item.id === change.condition.id )
		) {
			conditions = conditions.map( ( item ) =>
				item.id === change.condition.id ? change.condition : item
			);
		} else if ( change.kind === 'created' ) {
			total += 1;
			if ( page === 1 ) {
				conditions = [ change.condition, ...conditions ].slice(
					0,
					perPage
				);
			}
		} else {
			continue;
		}
		client.setQueryData< ConditionList >( key, {
			conditions,
			total,
			pages: Math.max( 1, Math.ceil( total / perPage ) ),
		} );
	}
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
		onSuccess: async ( saved, variables ) => {
			const created = variables.id === null;
			confirmDone(
				created
					? __( 'Condition created.', 'gblocks-pro' )
					: __( 'Condition saved.', 'gblocks-pro' )
			);
			writeIntoLists( client, {
				kind: created ? 'created' : 'updated',
				condition: saved,
			} );
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
		onSuccess: async ( saved, { status } ) => {
			confirmDone(
				status === 'publish'
					? __( 'Condition published.', 'gblocks-pro' )
					: __( 'Condition set to draft.', 'gblocks-pro' )
			);
			writeIntoLists( client, { kind: 'updated', condition: saved } );
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
			confirmDone( __( 'Condition deleted.', 'gblocks-pro' ) );
			writeIntoLists( client, { kind: 'deleted', id } );
			client.removeQueries( { queryKey: conditionKeys.detail( id ) } );
			// The delete dialog's usage check, still mounted, must not ask again about a condition that
			// is gone (a 404): every condition query but that one is refreshed.
			const goneUsage = JSON.stringify( conditionKeys.usage( id ) );
			await client.invalidateQueries( {
				predicate: ( query ) =>
					isConditionDataKey( query.queryKey ) &&
					JSON.stringify( query.queryKey ) !== goneUsage,
			} );
			await client.invalidateQueries( {
				queryKey: conditionKeys.categories(),
			} );
			notifyConditionsChanged();
		},
	} );
}

/**
 * Duplicate: the server copies the condition as a draft '{title} (Copy)' with its rules and categories
 * (POST /conditions/{id}/duplicate; it refuses rules that cannot be read). Resolves with the new
 * condition, which the caller opens in the editor.
 */
export function useDuplicateCondition() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: ( id: number ): Promise< Condition > =>
			conditionsApi.duplicate( id ),
		onSuccess: async ( created ) => {
			confirmDone( __( 'Condition duplicated.', 'gblocks-pro' ) );
			writeIntoLists( client, { kind: 'created', condition: created } );
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
	// A deleted category also leaves the details that named it.
	const { create, rename, remove } = useManagedCategoryMutations(
		{
			create: ( { name, slug } ) =>
				conditionsApi.categories.create( name, slug ),
			rename: ( id, name ) => conditionsApi.categories.rename( id, name ),
			remove: ( id ) => conditionsApi.categories.remove( id ),
		},
		refresh,
		() => client.invalidateQueries( { queryKey: conditionKeys.details() } )
	);
	const createFromEditor = useMutation( {
		mutationFn: ( { name, slug }: { name: string; slug: string } ) =>
			conditionsApi.categories.createCore( name, slug ),
		onSuccess: refresh,
	} );
	return { create, createFromEditor, rename, remove };
}
