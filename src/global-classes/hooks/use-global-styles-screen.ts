/**
 * The state of the Global Styles screen: the list, the open dialog, the row being dragged, and what
 * the rows do (move, drop, the row actions); focus goes back to the row a dialog was opened from.
 */

/**
 * External dependencies
 */
import type { DragEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canMove, moveBy, moveTo } from '../lib/order';
import type { GlobalClass } from '../types';
import { useClassActions, useGlobalClasses } from './use-global-classes';

export type RowAction = 'edit' | 'status' | 'usage' | 'css' | 'delete';

export type Dialog = {
	type: 'edit' | 'usage' | 'css' | 'delete';
	id: number;
} | null;

/**
 * Gives focus to a control of a row once it is drawn.
 *
 * @param id      The class id.
 * @param control 'menu' (the row's actions menu), or a data-control of the row: name, up, down.
 */
export function focusRowControl( id: number, control: string ) {
	const selector =
		control === 'menu'
			? `[data-row-menu="${ id }"]`
			: `[data-class-id="${ id }"][data-control="${ control }"]`;
	window.requestAnimationFrame( () => {
		document.querySelector< HTMLElement >( selector )?.focus();
	} );
}

/**
 * The notice of a status change.
 *
 * @param item   The class.
 * @param status Its new status.
 */
function statusMessage( item: GlobalClass, status: string ): string {
	return status === 'publish'
		? sprintf(
				/* translators: %s: class selector. */
				__( 'Class %s published.', 'gblocks-pro' ),
				item.selector
			)
		: sprintf(
				/* translators: %s: class selector. */
				__( 'Class %s set to draft.', 'gblocks-pro' ),
				item.selector
			);
}

/**
 * The order of the rows: Move up / Move down, and drag and drop.
 *
 * @param ids     The class ids in order.
 * @param reorder The reorder mutation.
 */
function useOrder(
	ids: number[],
	reorder: ReturnType< typeof useClassActions >[ 'reorder' ]
) {
	const [ dragId, setDragId ] = useState< number | null >( null );

	const move = ( item: GlobalClass, delta: number ) => {
		const next = moveBy( ids, item.id, delta );
		reorder.mutate( next );
		const { up, down } = canMove( next, item.id );
		// Keep focus on a button that can still be pressed.
		if ( delta < 0 && ! up ) {
			focusRowControl( item.id, 'down' );
		} else if ( delta > 0 && ! down ) {
			focusRowControl( item.id, 'up' );
		}
	};

	const onDrop = ( event: DragEvent, target: GlobalClass ) => {
		event.preventDefault();
		if ( dragId === null || dragId === target.id ) {
			setDragId( null );
			return;
		}
		const next = moveTo(
			ids,
			ids.indexOf( dragId ),
			ids.indexOf( target.id )
		);
		setDragId( null );
		reorder.mutate( next );
	};

	return { dragId, setDragId, move, onDrop };
}

export function useGlobalStylesScreen() {
	const list = useGlobalClasses();
	const actions = useClassActions();
	const [ dialog, setDialog ] = useState< Dialog >( null );
	const createdRef = useRef< number | null >( null );
	const items = list.data ?? [];
	const ids = items.map( ( item ) => item.id );
	const names = items.map( ( item ) => item.name );
	const current = dialog
		? items.find( ( item ) => item.id === dialog.id )
		: undefined;
	const order = useOrder( ids, actions.reorder );

	// The class the create action made opens in its editor (a draft: the editor says so and can
	// publish it) once its row is there; closing the editor gives focus to its row.
	useEffect( () => {
		const id = createdRef.current;
		if ( id !== null && ids.includes( id ) ) {
			createdRef.current = null;
			setDialog( { type: 'edit', id } );
		}
	}, [ ids ] );

	const closeDialog = () => {
		const id = dialog?.id;
		setDialog( null );
		if ( id !== undefined && dialog?.type !== 'delete' ) {
			focusRowControl( id, dialog?.type === 'edit' ? 'name' : 'menu' );
		}
	};

	const onAction = ( item: GlobalClass, action: RowAction ) => {
		if ( action === 'status' ) {
			const status = item.status === 'publish' ? 'draft' : 'publish';
			actions.update.mutate( {
				id: item.id,
				changes: { status },
				message: statusMessage( item, status ),
			} );
			return;
		}
		setDialog( { type: action, id: item.id } );
	};

	const onCreate = ( name: string ) =>
		actions.create.mutateAsync( name ).then( ( created ) => {
			createdRef.current = created.id;
		} );

	return {
		list,
		...actions,
		...order,
		items,
		ids,
		names,
		dialog,
		setDialog,
		current,
		closeDialog,
		onAction,
		onCreate,
	};
}

/** The Global Styles screen, as useGlobalStylesScreen() gives it. */
export type GlobalStylesScreen = ReturnType< typeof useGlobalStylesScreen >;
