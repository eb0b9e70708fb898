/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { RowAction } from '../components/conditions-table';
import {
	useDuplicateCondition,
	useSetConditionStatus,
} from '../hooks/use-conditions';
import type { Condition } from '../types';

export type OpenModal = {
	kind: 'details' | 'usage' | 'delete';
	condition: Condition;
} | null;

/**
 * The row actions of the conditions list: edit, the details, usage and delete modals (focus returns to
 * what opened them), status, duplicate (opens the copy); busyId is the row whose action runs, actionError
 * the message of a failed one.
 *
 * @param onEdit Opens a condition's editor.
 */
export function useRowActions( onEdit: ( editId: string ) => void ) {
	const setStatus = useSetConditionStatus();
	const duplicate = useDuplicateCondition();
	const [ modal, setModal ] = useState< OpenModal >( null );
	const [ actionError, setActionError ] = useState< string | null >( null );
	// The selector of the control a closing modal gives focus back to.
	const [ returnFocusTo, setReturnFocusTo ] = useState< string | null >(
		null
	);
	const [ busyId, setBusyId ] = useState< number | null >( null );

	// Focus returns to what opened the modal: the conditions count link for the details, the row's
	// menu button for the modals opened from the menu.
	useEffect( () => {
		if ( returnFocusTo === null || modal ) {
			return;
		}
		document.querySelector< HTMLElement >( returnFocusTo )?.focus();
		setReturnFocusTo( null );
	}, [ returnFocusTo, modal ] );

	const closeModal = () => {
		if ( modal ) {
			setReturnFocusTo(
				modal.kind === 'details'
					? `[data-row-details="${ modal.condition.id }"]`
					: `[data-row-menu="${ modal.condition.id }"]`
			);
		}
		setModal( null );
	};

	const fail = ( error: unknown ) =>
		setActionError(
			error instanceof Error ? error.message : String( error )
		);

	const onAction = ( action: RowAction, condition: Condition ) => {
		setActionError( null );
		switch ( action ) {
			case 'edit':
				onEdit( String( condition.id ) );
				break;
			case 'details':
			case 'usage':
			case 'delete':
				setModal( { kind: action, condition } );
				break;
			case 'status':
				setBusyId( condition.id );
				setStatus.mutate(
					{
						id: condition.id,
						status:
							condition.status === 'publish'
								? 'draft'
								: 'publish',
					},
					{ onError: fail, onSettled: () => setBusyId( null ) }
				);
				break;
			case 'duplicate':
				setBusyId( condition.id );
				duplicate.mutate( condition.id, {
					onSuccess: ( created ) => onEdit( String( created.id ) ),
					onError: fail,
					onSettled: () => setBusyId( null ),
				} );
				break;
		}
	};

	return {
		modal,
		setModal,
		closeModal,
		actionError,
		setActionError,
		fail,
		onAction,
		busyId,
	};
}
