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
import type { CreatedSharingKey, SharingKey } from '../../../shared/types';
import { removeById, upsertById } from '../../lib';
import { useSnackbars } from './use-snackbars';

/**
 * This site's keys (without their secret).
 */
export function useKeys() {
	return useQuery( {
		queryKey: patternLibraryKeys.keys(),
		queryFn: () => patternLibraryApi.keys(),
	} );
}

/**
 * Creates a key: the record is listed (without the key), a snackbar says so, and onCreated gets the
 * record with the key, shown once; a failure goes to onFailed.
 *
 * @param onCreated Gets the created record, with its key.
 * @param onFailed  Gets the server's message.
 */
export function useCreateKey(
	onCreated: ( record: CreatedSharingKey ) => void,
	onFailed: ( message: string ) => void
) {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	return useMutation( {
		mutationFn: ( input: { name: string; collections: number[] } ) =>
			patternLibraryApi.createKey( input ),
		onSuccess: ( record ) => {
			const listed: SharingKey = {
				id: record.id,
				name: record.name,
				collections: record.collections,
				prefix: record.prefix,
				created: record.created,
				lastUsed: record.lastUsed,
			};
			queryClient.setQueryData< SharingKey[] >(
				patternLibraryKeys.keys(),
				( list ) => upsertById( list ?? [], listed )
			);
			onCreated( record );
			notify.success(
				sprintf(
					/* translators: %s: key name. */
					__( 'Key %s created.', 'gblocks-pro' ),
					record.name
				)
			);
		},
		onError: ( error: Error ) => onFailed( error.message ),
	} );
}

/**
 * Revokes a key: it leaves the list and a snackbar says so; onEnded runs when the revoke is over,
 * done or failed (the confirmation closes).
 *
 * @param onEnded Runs when the revoke is over.
 */
export function useRevokeKey( onEnded: () => void ) {
	const queryClient = useQueryClient();
	const notify = useSnackbars();
	return useMutation( {
		mutationFn: ( record: SharingKey ) =>
			patternLibraryApi.revokeKey( record.id ),
		onSuccess: ( _answer, record ) => {
			queryClient.setQueryData< SharingKey[] >(
				patternLibraryKeys.keys(),
				( list ) => removeById( list ?? [], record.id )
			);
			onEnded();
			notify.success(
				sprintf(
					/* translators: %s: key name. */
					__( 'Key %s revoked.', 'gblocks-pro' ),
					record.name
				)
			);
		},
		onError: ( error: Error ) => {
			onEnded();
			notify.error( error.message );
		},
	} );
}
