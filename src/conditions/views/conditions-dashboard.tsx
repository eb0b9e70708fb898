/**
 * The conditions dashboard of the block editor (SPEC 2.3): the Conditions screen in modal mode inside a
 * full-screen modal, with the condition editor ('Create New Condition', 'Edit Condition') and 'Back to
 * Conditions'. Leaving the editor with unsaved changes asks first; Escape closes, a click outside does
 * not. Saves refresh every condition query of the editor (the save mutation invalidates them and posts
 * gb_invalidate_conditions) and show a snackbar.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FullScreenModal } from '../../shared/components/full-screen-modal';
import {
	UnsavedChangesDialog,
	leaveQuestion,
} from '../../shared/components/unsaved-changes-dialog';
import type { Condition } from '../types';
import { ConditionsApp } from './conditions-app';
import { EditorView } from './editor-view';

export interface ConditionsDashboardOptions {
	/** Open straight in the editor: 'new' or a condition id. */
	editId?: string;
	/** Called with the id of each condition saved here (e.g. a block's "+" selects it). */
	onSaved?: ( id: string ) => void;
}

export interface ConditionsDashboardProps {
	options: Record< string, unknown >;
	onClose: () => void;
}

/**
 * The dashboard's options, checked.
 *
 * @param options What openDashboard() was given.
 */
export function dashboardOptions(
	options: Record< string, unknown >
): ConditionsDashboardOptions {
	const editId =
		typeof options.editId === 'string' &&
		( options.editId === 'new' || /^[1-9]\d*$/.test( options.editId ) )
			? options.editId
			: undefined;
	const onSaved =
		typeof options.onSaved === 'function'
			? ( options.onSaved as ( id: string ) => void )
			: undefined;
	return { editId, onSaved };
}

type Leave = 'back' | 'close';

export function ConditionsDashboard( {
	options,
	onClose,
}: ConditionsDashboardProps ) {
	const { editId: initialEditId, onSaved } = dashboardOptions( options );
	const [ editId, setEditId ] = useState< string | null >(
		initialEditId ?? null
	);
	const dirty = useRef( false );
	const [ pending, setPending ] = useState< Leave | null >( null );
	// Focus stays in the dialog when the view changes (the button pressed is gone), so that Escape and
	// the keyboard keep working; the first view gets focus from the modal itself.
	const viewRef = useRef< HTMLDivElement >( null );
	const firstView = useRef( true );
	useEffect( () => {
		if ( firstView.current ) {
			firstView.current = false;
			return;
		}
		viewRef.current
			?.closest< HTMLElement >( '.components-modal__frame' )
			?.focus();
	}, [ editId ] );

	const setDirty = useCallback( ( value: boolean ) => {
		dirty.current = value;
	}, [] );

	const leave = ( action: Leave ) => {
		dirty.current = false;
		setPending( null );
		if ( action === 'close' ) {
			onClose();
		} else {
			setEditId( null );
		}
	};

	const request = ( action: Leave ) => {
		if ( dirty.current ) {
			setPending( action );
			return;
		}
		leave( action );
	};

	const saved = ( condition: Condition ) => {
		dirty.current = false;
		// The save itself confirmed with a snackbar (useSaveCondition).
		onSaved?.( String( condition.id ) );
		setEditId( null );
	};

	let title: string = __( 'Conditions', 'gblocks-pro' );
	if ( editId === 'new' ) {
		title = __( 'Create New Condition', 'gblocks-pro' );
	} else if ( editId !== null ) {
		title = __( 'Edit Condition', 'gblocks-pro' );
	}

	return (
		<FullScreenModal
			title={ title }
			onClose={ () => request( 'close' ) }
			backLabel={
				editId === null
					? undefined
					: __( 'Back to Conditions', 'gblocks-pro' )
			}
			onBack={ editId === null ? undefined : () => request( 'back' ) }
			className="gblocks-pro-conditions-dashboard"
		>
			<div ref={ viewRef }>
				{ editId === null ? (
					<ConditionsApp mode="modal" onEditCondition={ setEditId } />
				) : (
					<EditorView
						key={ editId }
						editId={ editId }
						onSaved={ saved }
						onCancel={ () => leave( 'back' ) }
						onDirtyChange={ setDirty }
					/>
				) }
			</div>
			{ pending && (
				<UnsavedChangesDialog
					message={ leaveQuestion( pending ) }
					onStay={ () => setPending( null ) }
					onLeave={ () => leave( pending ) }
				/>
			) }
		</FullScreenModal>
	);
}
