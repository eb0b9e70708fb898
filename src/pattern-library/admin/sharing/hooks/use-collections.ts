/**
 * External dependencies
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { patternLibraryApi, patternLibraryKeys } from '../../../shared/api';
import type { Collection } from '../../../shared/types';
import { removeById, upsertById } from '../../lib';
import { useSnackbars } from './use-snackbars';

/**
 * This site's collections (/wp/v2/pattern-collections).
 */
export function useCollections() {
	return useQuery( {
		queryKey: patternLibraryKeys.collections(),
		queryFn: () => patternLibraryApi.collections(),
	} );
}

/**
 * What the Collections card does when a change is done (its form, focus and dialogs).
 */
export interface CollectionOutcomes {
	created: ( collection: Collection ) => void;
	createFailed: ( message: string ) => void;
	renamed: ( collection: Collection ) => void;
	/** The delete is over, done or failed: the confirmation closes. */
	deleteEnded: () => void;
}

/**
 * Create, rename and delete of collections: each updates the cached list and says so in a snackbar; a
 * delete also refreshes the patterns and keys that named the collection.
 *
 * @param outcomes What the card does after each change.
 */
export function useCollectionMutations( outcomes: CollectionOutcomes ) {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const setList = ( change: ( list: Collection[] ) => Collection[] ) =>
		queryClient.setQueryData< Collection[] >(
			patternLibraryKeys.collections(),
			( list ) => change( list ?? [] )
		);

	const create = useMutation( {
		mutationFn: ( value: string ) =>
			patternLibraryApi.createCollection( value ),
		onSuccess: ( collection ) => {
			setList( ( list ) => upsertById( list, collection ) );
			outcomes.created( collection );
			notify.success(
				sprintf(
					/* translators: %s: collection name. */
					__( 'Collection %s created.', 'gblocks-pro' ),
					collection.name
				)
			);
		},
		onError: ( error: Error ) => outcomes.createFailed( error.message ),
	} );

	const rename = useMutation( {
		mutationFn: ( { id, value }: { id: number; value: string } ) =>
			patternLibraryApi.renameCollection( id, value ),
		onSuccess: ( collection ) => {
			setList( ( list ) => upsertById( list, collection ) );
			outcomes.renamed( collection );
			notify.success( __( 'Collection renamed.', 'gblocks-pro' ) );
		},
		onError: ( error: Error ) => notify.error( error.message ),
	} );

	const remove = useMutation( {
		mutationFn: ( collection: Collection ) =>
			patternLibraryApi.deleteCollection( collection.id ),
		onSuccess: ( _answer, collection ) => {
			setList( ( list ) => removeById( list, collection.id ) );
			outcomes.deleteEnded();
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.syncedPatterns(),
			} );
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.keys(),
			} );
			notify.success(
				sprintf(
					/* translators: %s: collection name. */
					__( 'Collection %s deleted.', 'gblocks-pro' ),
					collection.name
				)
			);
		},
		onError: ( error: Error ) => {
			outcomes.deleteEnded();
			notify.error( error.message );
		},
	} );

	return { create, rename, remove };
}
