/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import type { CreatedSharingKey, SharingKey } from '../../shared/types';
import { SectionCard } from '../components/section-card';
import { LoadError, Skeleton } from '../components/states';
import { useCollections } from './hooks/use-collections';
import { useKeys, useRevokeKey } from './hooks/use-keys';
import { KeyForm } from './key-form';
import { KeysTable } from './keys-table';
import { NewKeyDialog } from './new-key-dialog';

/**
 * Keys: create (name + collections), the list (name, prefix…, collections, created, last used), revoke.
 */
export function KeysCard() {
	const collections = useCollections();
	const query = useKeys();
	const [ created, setCreated ] = useState< CreatedSharingKey | null >(
		null
	);
	const [ revoking, setRevoking ] = useState< SharingKey | null >( null );
	const revoke = useRevokeKey( () => setRevoking( null ) );

	let list;
	if ( query.isError ) {
		list = (
			<LoadError
				message={ query.error.message }
				onRetry={ () => query.refetch() }
			/>
		);
	} else if ( ! query.data ) {
		list = <Skeleton label={ __( 'Loading keys…', 'gblocks-pro' ) } />;
	} else if ( ! query.data.length ) {
		list = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __(
					'No keys yet: no other site can read this site’s patterns.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		list = (
			<KeysTable
				keys={ query.data }
				collections={ collections.data ?? [] }
				onRevoke={ setRevoking }
			/>
		);
	}

	return (
		<SectionCard title={ __( 'Keys', 'gblocks-pro' ) }>
			{ list }
			<KeyForm onCreated={ setCreated } />
			{ created && (
				<NewKeyDialog
					created={ created }
					onClose={ () => setCreated( null ) }
				/>
			) }
			{ revoking && (
				<ConfirmDialog
					title={ __( 'Revoke key?', 'gblocks-pro' ) }
					subject={ revoking.name }
					message={ __(
						'Sites using this key will no longer be able to read this site’s patterns. This cannot be undone.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Revoke', 'gblocks-pro' ) }
					isDestructive
					isBusy={ revoke.isPending }
					onConfirm={ () => revoke.mutate( revoking ) }
					onCancel={ () => setRevoking( null ) }
				/>
			) }
		</SectionCard>
	);
}
