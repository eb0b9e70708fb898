/**
 * External dependencies
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { patternLibraryApi } from '../shared/api';
import { errorText } from './dashboard-states';
import { libraryQueryKeys } from './queries';

/**
 * Refresh patterns: drops the library's cache on the server, then its queries here; a snackbar says
 * how it went.
 *
 * @param libraryId The library.
 */
export function useRefreshLibrary( libraryId: string ) {
	const queryClient = useQueryClient();
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return useMutation( {
		mutationFn: () => patternLibraryApi.refresh( libraryId ),
		onSuccess: () => {
			libraryQueryKeys( libraryId ).forEach( ( queryKey ) =>
				queryClient.invalidateQueries( { queryKey } )
			);
			createSuccessNotice( __( 'Patterns refreshed.', 'gblocks-pro' ), {
				type: 'snackbar',
			} );
		},
		onError: ( error ) =>
			createErrorNotice(
				errorText(
					error,
					__( 'Failed to refresh patterns.', 'gblocks-pro' )
				),
				{ type: 'snackbar' }
			),
	} );
}
