/**
 * Search and title lookups of the object selectors.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { conditionsApi, type SearchTarget } from '../api';
import { conditionKeys } from '../query-keys';
import type { ObjectType, RuleMetadata } from '../types';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Which route a rule's object selector searches, and which object type names its ids. The metadata's
 * object_type/object_subtype win; otherwise the rule id says (post:{type}, taxonomy:{tax},
 * post_terms:{tax}, child_of/parent_of).
 *
 * @param rule     Rule id.
 * @param metadata Rule metadata.
 */
export function lookupFor(
	rule: string,
	metadata: RuleMetadata
): { target: SearchTarget; objectType: ObjectType } | null {
	if ( metadata.value_type === 'author_id' ) {
		return { target: { route: '/search_users' }, objectType: 'user' };
	}
	if ( metadata.value_type === 'hierarchical_object_selector' ) {
		return {
			target: {
				route: '/search_hierarchical_posts',
				scope: metadata.object_subtype
					? { post_type: metadata.object_subtype }
					: {},
			},
			objectType: 'post',
		};
	}
	if ( metadata.value_type !== 'object_selector' ) {
		return null;
	}
	const [ family, subtype = '' ] = rule.split( ':' );
	const scopeSubtype = metadata.object_subtype ?? subtype;
	const objectType: ObjectType | undefined =
		metadata.object_type ??
		( family === 'post' ? 'post' : undefined ) ??
		( family === 'taxonomy' || family === 'post_terms'
			? 'term'
			: undefined );
	if ( objectType === 'term' ) {
		return {
			target: {
				route: '/search_terms',
				scope: { taxonomy: scopeSubtype },
			},
			objectType,
		};
	}
	if ( objectType === 'user' ) {
		return { target: { route: '/search_users' }, objectType };
	}
	if ( family === 'child_of' || family === 'parent_of' ) {
		return {
			target: { route: '/search_hierarchical_posts', scope: {} },
			objectType: 'post',
		};
	}
	return {
		target: { route: '/search_posts', scope: { post_type: scopeSubtype } },
		objectType: 'post',
	};
}

function useDebounced< T >( value: T, delay: number ): T {
	const [ debounced, setDebounced ] = useState( value );
	useEffect( () => {
		const timer = window.setTimeout( () => setDebounced( value ), delay );
		return () => window.clearTimeout( timer );
	}, [ value, delay ] );
	return debounced;
}

/**
 * Results of a search while the selector is open. isSearching covers the debounce wait too.
 *
 * @param target  Route and scope.
 * @param text    What the user typed.
 * @param enabled Whether the list is open.
 */
export function useObjectSearch(
	target: SearchTarget | null,
	text: string,
	enabled: boolean
) {
	const debounced = useDebounced( text.trim(), SEARCH_DEBOUNCE_MS );
	const query = useQuery( {
		queryKey: conditionKeys.search(
			target?.route ?? '',
			JSON.stringify( target?.scope ?? {} ),
			debounced
		),
		queryFn: () =>
			conditionsApi.search( target as SearchTarget, debounced ),
		enabled: enabled && target !== null,
		retry: false,
	} );
	return {
		results: query.data ?? [],
		isSearching:
			enabled && ( debounced !== text.trim() || query.isFetching ),
	};
}

/**
 * Titles of ids through batch_object_titles, cached by the query client. Failures are silent: unknown
 * titles show as 'ID: n'.
 *
 * @param objectType Type of the ids.
 * @param ids        Ids (strings).
 */
export function useObjectTitles(
	objectType: ObjectType | null,
	ids: string[]
) {
	const numeric = [
		...new Set( ids.filter( ( id ) => /^\d+$/.test( id ) ) ),
	].sort();
	const query = useQuery( {
		queryKey: conditionKeys.titles( objectType ?? '', numeric.join( ',' ) ),
		queryFn: async () => {
			const map = await conditionsApi.titles(
				numeric.map( ( id ) => ( {
					type: objectType as ObjectType,
					id: Number( id ),
				} ) )
			);
			const titles: Record< string, string > = {};
			numeric.forEach( ( id ) => {
				const title = map[ `${ objectType }-${ id }` ];
				if ( title ) {
					titles[ id ] = title;
				}
			} );
			return titles;
		},
		enabled: objectType !== null && numeric.length > 0,
		retry: false,
		staleTime: Infinity,
	} );
	return query.data ?? {};
}
