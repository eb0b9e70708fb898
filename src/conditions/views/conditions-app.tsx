/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	modalFrame,
	pageFrame,
} from '../../shared/components/admin-page/frames';
import { UnsavedChangesDialog } from '../../shared/components/unsaved-changes-dialog';
import { useInvalidateConditionsOnMessage } from '../../shared/hooks/use-conditions-sync';
import {
	LIST_LOCATION,
	useConditionsLocation,
	writeLocation,
} from '../hooks/use-conditions-location';
import type { ConditionsLocation } from '../types';
import { CategoriesView } from './categories-view';
import { EditorView } from './editor-view';
import { ListView } from './list-view';
import '../style.scss';

export interface ConditionsAppProps {
	/**
	 * 'page' (default): the admin page, with every view synced to the address. 'modal': list and
	 * categories only, no address syncing; Edit and Add New call onEditCondition.
	 */
	mode?: 'page' | 'modal';
	/** Modal mode: open a condition ('new' or an id) in the host's editor. */
	onEditCondition?: ( editId: string ) => void;
}

/**
 * The Conditions admin screen (page=generateblocks-conditions): list, editor and categories views.
 *
 * @param props                 Component props.
 * @param props.mode
 * @param props.onEditCondition
 */
export function ConditionsApp( {
	mode = 'page',
	onEditCondition,
}: ConditionsAppProps ) {
	const modal = mode === 'modal';
	useInvalidateConditionsOnMessage();
	const dirty = useRef( false );
	const [ pendingLeave, setPendingLeave ] =
		useState< ConditionsLocation | null >( null );
	// The editor's address, restored when back/forward is refused.
	const currentUrl = useRef( '' );

	// Back/forward away from an editor with unsaved changes: stay, and ask first.
	const onPopState = useCallback( ( next: ConditionsLocation ) => {
		if ( ! dirty.current ) {
			return true;
		}
		window.history.pushState( null, '', currentUrl.current );
		setPendingLeave( next );
		return false;
	}, [] );

	const [ location, navigate ] = useConditionsLocation( modal, onPopState );
	currentUrl.current = modal
		? ''
		: window.location.pathname +
			writeLocation( window.location.search, location ) +
			window.location.hash;

	const setDirty = useCallback( ( value: boolean ) => {
		dirty.current = value;
	}, [] );

	const toList = ( replace = false ) => {
		dirty.current = false;
		navigate( { ...LIST_LOCATION, page: location.page }, { replace } );
	};

	const editUrl = ( id: number ) =>
		modal
			? null
			: window.location.pathname +
				writeLocation( window.location.search, {
					view: 'edit',
					editId: String( id ),
					page: location.page,
				} );

	const onEdit = ( editId: string ) => {
		if ( modal ) {
			onEditCondition?.( editId );
			return;
		}
		navigate( { view: 'edit', editId, page: location.page } );
	};

	const frame = modal
		? modalFrame( __( 'Conditions', 'gblocks-pro' ) )
		: pageFrame;

	let view: ReactNode;
	if ( location.view === 'edit' && location.editId && ! modal ) {
		view = (
			<EditorView
				key={ location.editId }
				editId={ location.editId }
				onSaved={ () => toList( true ) }
				onCancel={ () => toList() }
				onDirtyChange={ setDirty }
			/>
		);
	} else if ( location.view === 'categories' ) {
		view = <CategoriesView onBack={ () => toList() } frame={ frame } />;
	} else {
		view = (
			<ListView
				page={ location.page }
				onPageChange={ ( page ) =>
					navigate( { ...LIST_LOCATION, page }, { replace: true } )
				}
				onEdit={ onEdit }
				onManageCategories={ () =>
					navigate( {
						view: 'categories',
						editId: null,
						page: location.page,
					} )
				}
				editUrl={ editUrl }
				frame={ frame }
				syncAddress={ ! modal }
			/>
		);
	}

	return (
		<div className={ `gblocks-pro-conditions is-${ mode }` }>
			{ view }
			{ pendingLeave && (
				<UnsavedChangesDialog
					onStay={ () => setPendingLeave( null ) }
					onLeave={ () => {
						const next = pendingLeave;
						setPendingLeave( null );
						dirty.current = false;
						navigate( next );
					} }
				/>
			) }
		</div>
	);
}
