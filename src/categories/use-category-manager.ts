/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ApiError } from '../shared/api';
import { isValidCategoryName } from './slug';
import { useCategoryEditing } from './use-category-editing';
import type { CategoryManagerProps, ManagedCategory } from './types';

export type Failure = 'create' | 'update' | 'delete' | null;

/**
 * The category manager's state and actions: the add form (its field takes focus again after an add),
 * the inline edit (closed on save or cancel, focus back to the row's menu), the delete confirmation,
 * and which action is busy or failed.
 *
 * @param props            The manager's props.
 * @param props.categories The categories shown (focus returns once they are re-rendered).
 * @param props.onCreate   Creates a category.
 * @param props.onRename   Renames a category.
 * @param props.onDelete   Deletes a category.
 */
export function useCategoryManager( {
	categories,
	onCreate,
	onRename,
	onDelete,
}: Pick<
	CategoryManagerProps,
	'categories' | 'onCreate' | 'onRename' | 'onDelete'
> ) {
	const { createSuccessNotice } = useDispatch( noticesStore );
	const newNameRef = useRef< HTMLInputElement >( null );
	const [ refocusAdd, setRefocusAdd ] = useState( false );
	const [ newName, setNewName ] = useState( '' );
	const editingState = useCategoryEditing< ManagedCategory >();
	const { editName, deleting } = editingState;
	const editing = editingState.editing?.id ?? null;
	const [ busy, setBusy ] = useState< Failure >( null );
	const [ failure, setFailure ] = useState< Failure >( null );
	// The server's reason for the last failure ("A category with this name already exists."), '' when
	// there is none to show (the failure's own text is shown then).
	const [ failureReason, setFailureReason ] = useState( '' );
	const [ returnFocus, setReturnFocus ] = useState< string | null >( null );
	const tableRef = useRef< HTMLTableElement >( null );

	useEffect( () => {
		if ( returnFocus && tableRef.current ) {
			tableRef.current
				.querySelector< HTMLElement >(
					`[data-focus-key="${ returnFocus }"]`
				)
				?.focus();
			setReturnFocus( null );
		}
	}, [ returnFocus, categories, editing ] );

	// After an add, the name field (disabled while saving) takes focus again, ready for the next.
	useEffect( () => {
		if ( refocusAdd && busy === null ) {
			newNameRef.current?.focus();
			setRefocusAdd( false );
		}
	}, [ refocusAdd, busy ] );

	const run = async (
		kind: Exclude< Failure, null >,
		work: () => Promise< unknown >
	) => {
		setBusy( kind );
		setFailure( null );
		try {
			await work();
			return true;
		} catch ( error ) {
			setFailure( kind );
			// A create or rename refused by a name rule has a reason worth showing; a failed delete
			// keeps its own message ("Failed to delete category.").
			setFailureReason(
				'delete' !== kind && error instanceof ApiError
					? error.message.trim()
					: ''
			);
			return false;
		} finally {
			setBusy( null );
		}
	};

	const create = async ( event: FormEvent ) => {
		event.preventDefault();
		const name = newName.trim();
		if ( ! isValidCategoryName( name ) ) {
			return;
		}
		if ( await run( 'create', () => onCreate( name ) ) ) {
			setNewName( '' );
			setRefocusAdd( true );
			createSuccessNotice( __( 'Category added.', 'gblocks-pro' ), {
				type: 'snackbar',
			} );
		}
	};

	const closeEdit = ( id: ManagedCategory[ 'id' ] ) => {
		editingState.stopEdit();
		setReturnFocus( `menu-${ id }` );
	};

	const saveEdit = async (
		event: FormEvent,
		id: ManagedCategory[ 'id' ]
	) => {
		event.preventDefault();
		const name = editName.trim();
		if ( ! isValidCategoryName( name ) ) {
			return;
		}
		if ( await run( 'update', () => onRename( id, name ) ) ) {
			closeEdit( id );
		}
	};

	const confirmDelete = async () => {
		if ( ! deleting ) {
			return;
		}
		await run( 'delete', () => onDelete( deleting.id ) );
		editingState.setDeleting( null );
	};

	return {
		newNameRef,
		tableRef,
		newName,
		setNewName,
		editing,
		editName,
		setEditName: editingState.setEditName,
		deleting,
		setDeleting: editingState.setDeleting,
		busy,
		failure,
		failureReason,
		setFailure,
		create,
		startEdit: editingState.startEdit,
		closeEdit,
		saveEdit,
		confirmDelete,
	};
}

export type CategoryManagerState = ReturnType< typeof useCategoryManager >;
