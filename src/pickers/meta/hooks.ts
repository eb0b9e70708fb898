/**
 * Cached lookups of the key and post pickers.
 */

/**
 * External dependencies
 */
import { useQuery } from '@tanstack/react-query';

/**
 * Internal dependencies
 */
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { metaPickersApi } from './api';
import { metaPickerKeys } from './query-keys';
import type { MetaObjectType } from './types';

export const PICKER_DEBOUNCE_MS = 300;

/** The shared debounce hook, under the name this module's users import. */
export { useDebouncedValue as useDebounced };

/**
 * The keys of an object, once the picker has been opened. A failure gives no suggestions (the field
 * still takes free text), and is logged.
 *
 * @param objectType    post, user, term or option.
 * @param objectId      The object.
 * @param enabled       Whether the list is wanted.
 * @param withProtected Whether keys starting with _ are asked for too.
 */
export function useMetaKeys(
	objectType: MetaObjectType,
	objectId: number,
	enabled: boolean,
	withProtected = false
) {
	const query = useQuery( {
		queryKey: metaPickerKeys.keys( objectType, objectId, withProtected ),
		queryFn: () =>
			metaPickersApi
				.keys( objectType, objectId, withProtected )
				.catch( ( error ) => {
					// eslint-disable-next-line no-console -- SPEC 8: a failed key list is logged, not shown.
					console.error( error );
					return [];
				} ),
		enabled,
		retry: false,
	} );
	return { keys: query.data ?? [], isLoading: enabled && query.isLoading };
}

/**
 * Posts matching a text, while the picker is open. isSearching covers the debounce wait too.
 *
 * @param text    What the user typed.
 * @param enabled Whether the list is open.
 */
export function usePostSearch( text: string, enabled: boolean ) {
	const debounced = useDebouncedValue( text.trim(), PICKER_DEBOUNCE_MS );
	const query = useQuery( {
		queryKey: metaPickerKeys.posts( debounced ),
		queryFn: () => metaPickersApi.searchPosts( debounced ),
		enabled,
		retry: false,
	} );
	return {
		results: query.data ?? [],
		isSearching:
			enabled && ( debounced !== text.trim() || query.isFetching ),
		error: query.error,
	};
}

/**
 * The title of a chosen post ('' while unknown).
 *
 * @param id The post id (0 for none).
 */
export function usePostTitle( id: number ): string {
	const query = useQuery( {
		queryKey: metaPickerKeys.posts( String( id ) ),
		queryFn: () => metaPickersApi.searchPosts( String( id ) ),
		enabled: id > 0,
		retry: false,
	} );
	return query.data?.find( ( post ) => post.id === id )?.title ?? '';
}
