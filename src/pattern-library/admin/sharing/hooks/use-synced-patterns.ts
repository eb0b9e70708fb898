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
import type { SyncedPattern } from '../../../shared/types';
import { upsertById } from '../../lib';
import { useSnackbars } from './use-snackbars';

/**
 * This site's synced patterns, and the change of one pattern's collections (saved at once through
 * POST /wp/v2/blocks/{id}; the collection counts are refreshed).
 */
export function useSyncedPatterns() {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	const key = patternLibraryKeys.syncedPatterns();
	const query = useQuery( {
		queryKey: key,
		queryFn: () => patternLibraryApi.syncedPatterns(),
	} );

	const assign = useMutation( {
		mutationFn: ( {
			pattern,
			ids,
		}: {
			pattern: SyncedPattern;
			ids: number[];
		} ) => patternLibraryApi.setPatternCollections( pattern.id, ids ),
		onSuccess: ( updated ) => {
			queryClient.setQueryData< SyncedPattern[] >( key, ( list ) =>
				upsertById( list ?? [], updated )
			);
			// Collection counts changed.
			queryClient.invalidateQueries( {
				queryKey: patternLibraryKeys.collections(),
			} );
			notify.success(
				sprintf(
					/* translators: %s: pattern title. */
					__( 'Collections of %s saved.', 'gblocks-pro' ),
					updated.title || __( '(no title)', 'gblocks-pro' )
				)
			);
		},
		onError: ( error: Error ) => notify.error( error.message ),
	} );

	return { query, assign };
}
