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
import { patternLibraryApi, patternLibraryKeys } from '../../shared/api';
import { libraryLabel } from '../../shared/library-label';
import type { Library, LibraryChanges } from '../../shared/types';
import { applyLibraryUpdate, removeById, upsertById } from '../lib';
import { useSnackbars } from './use-snackbars';

export interface UseLibrariesOptions {
	/** Called once a library is deleted, or its deletion failed (closes the confirmation). */
	onDeleteSettled: () => void;
	/** Called with the id of a library just added (to move the focus to its row). */
	onAddedId: ( id: string ) => void;
}

/**
 * The libraries of the Libraries tab and what changes them: update (enable, disable, make default),
 * remove, refresh, and onAdded for the Add Library form. Each writes the cached list in place and
 * says how it went in a snackbar.
 *
 * @param options                 Callbacks.
 * @param options.onDeleteSettled Called once a deletion is over.
 * @param options.onAddedId       Called with the id of a library just added.
 */
export function useLibraries( {
	onDeleteSettled,
	onAddedId,
}: UseLibrariesOptions ) {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const key = patternLibraryKeys.libraries();
	const query = useQuery( {
		queryKey: key,
		queryFn: () => patternLibraryApi.libraries(),
	} );

	const setList = ( change: ( list: Library[] ) => Library[] ) =>
		queryClient.setQueryData< Library[] >( key, ( list ) =>
			change( list ?? [] )
		);

	const update = useMutation( {
		mutationFn: ( {
			library,
			changes,
		}: {
			library: Library;
			changes: LibraryChanges;
		} ) => patternLibraryApi.updateLibrary( library.id, changes ),
		onSuccess: ( updated, { changes } ) => {
			setList( ( list ) => applyLibraryUpdate( list, updated ) );
			let message: string;
			if ( changes.isDefault ) {
				message = sprintf(
					/* translators: %s: library name and address. */
					__( '%s is now the default library.', 'gblocks-pro' ),
					libraryLabel( updated )
				);
			} else if ( updated.isEnabled ) {
				message = sprintf(
					/* translators: %s: library name and address. */
					__( '%s enabled.', 'gblocks-pro' ),
					libraryLabel( updated )
				);
			} else {
				message = sprintf(
					/* translators: %s: library name and address. */
					__( '%s disabled.', 'gblocks-pro' ),
					libraryLabel( updated )
				);
			}
			notify.success( message );
		},
		onError: ( error: Error ) =>
			notify.error(
				error.message ||
					__( 'Failed to update the library.', 'gblocks-pro' )
			),
	} );

	const remove = useMutation( {
		mutationFn: ( library: Library ) =>
			patternLibraryApi.deleteLibrary( library.id ),
		onSuccess: ( _answer, library ) => {
			setList( ( list ) => removeById( list, library.id ) );
			onDeleteSettled();
			notify.success(
				sprintf(
					/* translators: %s: library name and address. */
					__( 'Library %s deleted.', 'gblocks-pro' ),
					libraryLabel( library )
				)
			);
		},
		onError: ( error: Error ) => {
			onDeleteSettled();
			notify.error(
				error.message ||
					__( 'Failed to delete the library.', 'gblocks-pro' )
			);
		},
	} );

	const refresh = useMutation( {
		mutationFn: ( library: Library ) =>
			patternLibraryApi.refresh( library.id ),
		onSuccess: ( _answer, library ) => {
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.categories( library.id ),
			} );
			queryClient.invalidateQueries( {
				queryKey: [ ...patternLibraryKeys.all, 'patterns', library.id ],
			} );
			notify.success(
				sprintf(
					/* translators: %s: library name and address. */
					__(
						'The patterns of %s will be fetched again.',
						'gblocks-pro'
					),
					libraryLabel( library )
				)
			);
		},
		onError: ( error: Error ) =>
			notify.error(
				error.message ||
					__( 'Failed to refresh patterns.', 'gblocks-pro' )
			),
	} );

	const onAdded = ( library: Library ) => {
		setList( ( list ) =>
			applyLibraryUpdate( upsertById( list, library ), library )
		);
		onAddedId( library.id );
		notify.success(
			sprintf(
				/* translators: %s: library name and address. */
				__( 'Library %s added.', 'gblocks-pro' ),
				libraryLabel( library )
			)
		);
	};

	return { query, update, remove, refresh, onAdded };
}
