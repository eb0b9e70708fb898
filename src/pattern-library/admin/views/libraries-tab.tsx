/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { libraryLabel } from '../../shared/library-label';
import type { Library } from '../../shared/types';
import { AddLibraryForm } from '../components/add-library-form';
import { LibrariesTable } from '../components/libraries-table';
import { SectionCard } from '../components/section-card';
import { LoadError, Skeleton } from '../components/states';
import { useLibraries } from '../hooks/use-libraries';

/**
 * The "Libraries" tab: the libraries this site reads patterns from (this site's own, and remote ones),
 * enable/disable, make default, delete (not the local one), and the Add Library form.
 */
export function LibrariesTab() {
	const [ deleting, setDeleting ] = useState< Library | null >( null );
	const [ focusId, setFocusId ] = useState< string | null >( null );
	const rowRefs = useRef< Record< string, HTMLElement | null > >( {} );
	const { query, update, remove, refresh, onAdded } = useLibraries( {
		onDeleteSettled: () => setDeleting( null ),
		onAddedId: setFocusId,
	} );

	useEffect( () => {
		if ( focusId && rowRefs.current[ focusId ] ) {
			rowRefs.current[ focusId ]?.focus();
			setFocusId( null );
		}
	}, [ focusId, query.data ] );

	let list;
	if ( query.isError ) {
		list = (
			<LoadError
				message={
					query.error.message ||
					__( 'Failed to load libraries.', 'gblocks-pro' )
				}
				onRetry={ () => query.refetch() }
			/>
		);
	} else if ( ! query.data ) {
		list = <Skeleton label={ __( 'Loading libraries…', 'gblocks-pro' ) } />;
	} else if ( ! query.data.length ) {
		list = (
			<p className="gblocks-pro-pattern-library__empty">
				{ __( 'No libraries yet.', 'gblocks-pro' ) }
			</p>
		);
	} else {
		list = (
			<LibrariesTable
				libraries={ query.data }
				rowRef={ ( id, element ) => {
					rowRefs.current[ id ] = element;
				} }
				updating={ update.isPending }
				refreshing={ refresh.isPending }
				refreshingId={
					refresh.isPending ? refresh.variables?.id : undefined
				}
				onUpdate={ ( library, changes ) =>
					update.mutate( { library, changes } )
				}
				onRefresh={ ( library ) => refresh.mutate( library ) }
				onDelete={ setDeleting }
			/>
		);
	}

	return (
		<div className="gblocks-pro-pattern-library__tab">
			<SectionCard title={ __( 'Libraries', 'gblocks-pro' ) }>
				<p className="gblocks-pro-pattern-library__intro">
					{ __(
						'The libraries editors can insert patterns from. This site’s own synced patterns are always a library; add another site with the address and public key its administrator gave you.',
						'gblocks-pro'
					) }
				</p>
				{ list }
			</SectionCard>
			<AddLibraryForm onAdded={ onAdded } />
			{ deleting && (
				<ConfirmDialog
					title={ __( 'Delete library?', 'gblocks-pro' ) }
					subject={ libraryLabel( deleting ) }
					message={ __(
						'Editors will no longer see its patterns. Patterns already inserted stay.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
					isDestructive
					isBusy={ remove.isPending }
					onConfirm={ () => remove.mutate( deleting ) }
					onCancel={ () => setDeleting( null ) }
				/>
			) }
		</div>
	);
}
