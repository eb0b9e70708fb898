/**
 * React Query hooks of the Overlay Panels dashboard, over the overlays API module: queries with the
 * SPEC §9 cache times, and mutations that confirm with a snackbar, write what they changed into the
 * cached list pages, and refresh every overlay query (OVERLAYS_ROOT).
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
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { categorySlug } from '../../categories/slug';
import { useCategoryMutations } from '../../categories/use-category-mutations';
import { conditionPickerKeys } from '../../pickers/conditions/query-keys';
import type { PickerCondition } from '../../pickers/conditions';
import { invalidateOverlayData } from '../../shared/query/keys';
import {
	CATEGORIES_STALE_TIME,
	CONDITION_FETCH_GC_TIME,
	CONDITION_FETCH_STALE_TIME,
	OVERLAY_DASHBOARD_PAGE_SIZE,
	OVERLAY_LIST_STALE_TIME,
} from '../../shared/query/constants';
import {
	overlaysApi,
	type DashboardOverlay,
	type OverlayPage,
	type OverlayStatus,
} from '../api';
import { overlayKeys } from '../query-keys';

/** Suffix of a duplicate's title (SPEC §9). */
export const COPY_SUFFIX = ' (Copy)';

export function useOverlayPage( page: number, enabled = true ) {
	return useQuery( {
		queryKey: overlayKeys.page( page ),
		queryFn: () => overlaysApi.page( page ),
		placeholderData: keepPreviousData,
		staleTime: OVERLAY_LIST_STALE_TIME,
		enabled,
	} );
}

/**
 * Every overlay, for the list sorted by an added column (fetched only while it is).
 *
 * @param enabled Whether the list is sorted so.
 */
export function useEveryOverlay( enabled: boolean ) {
	return useQuery( {
		queryKey: overlayKeys.everyOverlay(),
		// The shape of a page, so that writeIntoOverlayLists() updates it with the pages.
		queryFn: async (): Promise< OverlayPage > => {
			const overlays = await overlaysApi.all();
			return { overlays, total: overlays.length, pages: 1 };
		},
		staleTime: OVERLAY_LIST_STALE_TIME,
		enabled,
	} );
}

/** Category names by id, for the Category column. A failure shows 'ID: n' (SPEC §8). */
export function useOverlayCategoryNames() {
	return useQuery( {
		queryKey: overlayKeys.categoryNames(),
		queryFn: overlaysApi.categories,
		staleTime: CATEGORIES_STALE_TIME,
	} );
}

/** The category manager's list: every category with its count, then the virtual 'uncategorized'. */
export function useManagedOverlayCategories() {
	return useQuery( {
		queryKey: overlayKeys.managedCategories(),
		queryFn: overlaysApi.manageCategories.list,
		staleTime: CATEGORIES_STALE_TIME,
	} );
}

export type DisplayConditionState =
	/** No condition: displayed everywhere. */
	| { kind: 'none' }
	| { kind: 'loading'; id: number }
	| { kind: 'found'; id: number; condition: PickerCondition }
	/** The id names no condition (404, or not an id). */
	| { kind: 'missing'; id: number }
	/** The lookup failed: the title is unknown (SPEC §8: 'ID: n'). */
	| { kind: 'unknown'; id: number };

/**
 * An overlay's display condition resolved to its title: from the first page of conditions (one
 * request shared by every row and every condition picker), then, when there are more pages, by id.
 *
 * @param id The stored condition id, '' for none.
 */
export function useDisplayCondition( id: string ): DisplayConditionState {
	const numeric = /^\d+$/.test( id ) ? Number( id ) : null;
	const page = useQuery( {
		queryKey: conditionPickerKeys.page( 1, '' ),
		queryFn: overlaysApi.conditions.page,
		enabled: numeric !== null,
	} );
	const onPage =
		numeric === null
			? null
			: ( page.data?.conditions.find( ( item ) => item.id === numeric ) ??
				null );
	// Only a list with more pages can hold the id elsewhere; a complete first page that lacks it
	// means the condition does not exist (no request, no 404).
	const complete = page.isSuccess && page.data.pages <= 1;
	const needsLookup =
		numeric !== null &&
		( page.isError || ( page.isSuccess && ! onPage && ! complete ) );
	const single = useQuery( {
		queryKey: conditionPickerKeys.item( numeric ?? 0 ),
		queryFn: () => overlaysApi.conditions.get( numeric as number ),
		enabled: needsLookup,
		staleTime: CONDITION_FETCH_STALE_TIME,
		gcTime: CONDITION_FETCH_GC_TIME,
	} );
	if ( id === '' ) {
		return { kind: 'none' };
	}
	if ( numeric === null ) {
		return { kind: 'missing', id: 0 };
	}
	if ( onPage ) {
		return { kind: 'found', id: numeric, condition: onPage };
	}
	if ( complete ) {
		return { kind: 'missing', id: numeric };
	}
	if ( needsLookup && single.isSuccess ) {
		return single.data
			? { kind: 'found', id: numeric, condition: single.data }
			: { kind: 'missing', id: numeric };
	}
	if ( needsLookup && single.isError ) {
		return { kind: 'unknown', id: numeric };
	}
	return { kind: 'loading', id: numeric };
}

/**
 * A snackbar confirmation (core/notices), shown by the admin page or the editor's modal.
 *
 * @param message The translated confirmation.
 */
export function confirmDone( message: string ): void {
	dispatch( noticesStore ).createSuccessNotice( message, {
		type: 'snackbar',
	} );
}

/**
 * A failure, as an error snackbar with the server's message.
 *
 * @param error What the mutation threw.
 */
export function reportFailure( error: unknown ): void {
	dispatch( noticesStore ).createErrorNotice(
		error instanceof Error && error.message
			? error.message
			: __( 'Something went wrong. Please try again.', 'gblocks-pro' ),
		{ type: 'snackbar' }
	);
}

/**
 * Writes a change into every cached page of the dashboard, so that the list is right before the
 * refetch answers (the row's new status at once, a deleted row gone at once).
 *
 * @param client The QueryClient.
 * @param change An updated overlay, or a deleted id.
 */
export function writeIntoOverlayLists(
	client: QueryClient,
	change:
		| { kind: 'updated'; overlay: DashboardOverlay }
		| { kind: 'deleted'; id: number }
): void {
	if ( change.kind === 'updated' && ! change.overlay?.id ) {
		return;
	}
	const pages = client.getQueriesData< OverlayPage >( {
		queryKey: overlayKeys.dashboard(),
	} );
	for ( const [ key, data ] of pages ) {
		if ( ! data ) {
			continue;
		}
		if ( change.kind === 'deleted' ) {
			if ( ! data.overlays.some( ( item ) => item.id === change.id ) ) {
				continue;
			}
			const total = Math.max( 0, data.total - 1 );
			client.setQueryData< OverlayPage >( key, {
				overlays: data.overlays.filter(
					( item ) => item.id !== change.id
				),
				total,
				pages: Math.max(
					1,
					Math.ceil( total / OVERLAY_DASHBOARD_PAGE_SIZE )
				),
			} );
			continue;
		}
		if ( data.overlays.some( ( item ) => item.id === change.overlay.id ) ) {
			client.setQueryData< OverlayPage >( key, {
				...data,
				overlays: data.overlays.map( ( item ) =>
					item.id === change.overlay.id
						? { ...item, ...change.overlay }
						: item
				),
			} );
		}
	}
}

export function useSetOverlayStatus() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: ( { id, status }: { id: number; status: OverlayStatus } ) =>
			overlaysApi.setStatus( id, status ),
		onSuccess: ( saved, { status } ) => {
			confirmDone(
				status === 'publish'
					? __( 'Overlay panel published.', 'gblocks-pro' )
					: __( 'Overlay panel set to draft.', 'gblocks-pro' )
			);
			writeIntoOverlayLists( client, {
				kind: 'updated',
				overlay: saved,
			} );
			void invalidateOverlayData( client );
		},
		onError: reportFailure,
	} );
}

export function useDeleteOverlay() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: ( id: number ) => overlaysApi.remove( id ),
		onSuccess: ( _result, id ) => {
			confirmDone( __( 'Overlay panel deleted.', 'gblocks-pro' ) );
			writeIntoOverlayLists( client, { kind: 'deleted', id } );
			// Not awaited: the list is right already, the dialog closes without waiting for the refetch.
			void invalidateOverlayData( client );
		},
		onError: reportFailure,
	} );
}

/**
 * Duplicate (SPEC §4): read the overlay with context=edit, create a draft '{title} (Copy)' with its
 * content, meta and categories. Resolves with the copy, which the caller opens.
 */
export function useDuplicateOverlay() {
	const client = useQueryClient();
	return useMutation( {
		mutationFn: async ( id: number ): Promise< DashboardOverlay > => {
			const source = await overlaysApi.getForDuplication( id );
			return overlaysApi.create( {
				title: source.title + COPY_SUFFIX,
				content: source.content,
				status: 'draft',
				meta: source.meta,
				gblocks_overlay_cat: source.gblocks_overlay_cat,
			} );
		},
		onSuccess: () => {
			confirmDone( __( 'Overlay panel duplicated.', 'gblocks-pro' ) );
			// Not awaited: the copy opens at once.
			void invalidateOverlayData( client );
		},
		onError: reportFailure,
	} );
}

/**
 * Create, rename and delete of categories. Each refreshes the categories and the list (its Category
 * column); failures are shown by the category manager (SPEC §8).
 */
export function useOverlayCategoryMutations() {
	const client = useQueryClient();
	return useCategoryMutations(
		{
			create: ( { name, slug } ) =>
				overlaysApi.manageCategories.create(
					name,
					slug ?? categorySlug( name )
				),
			rename: ( id, name ) =>
				overlaysApi.manageCategories.rename( id, name ),
			remove: ( id ) => overlaysApi.manageCategories.remove( id ),
		},
		() => invalidateOverlayData( client )
	);
}
