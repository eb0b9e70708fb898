/**
 * GBlocks Pro > Global Styles: the global classes in output order (drag, or Move up / Move down from
 * the keyboard), create, edit and rename, publish/draft, delete with confirmation, usage and CSS.
 */

/**
 * External dependencies
 */
import type { DragEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Icon, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { arrowDown, arrowUp, dragHandle } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../shared/components/admin-page';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import {
	ListTableHead,
	ListTableRow,
	ListTableSkeleton,
	RowActionsMenu,
	RowDetailsToggle,
} from '../../shared/components/list-table';
import { SharedUsageModal } from '../../usage';
import { ClassEditor } from '../components/class-editor';
import { CreateForm } from '../components/create-form';
import { CssModal } from '../components/css-modal';
import {
	useClassActions,
	useClassUsage,
	useGlobalClasses,
} from '../hooks/use-global-classes';
import { canMove, moveBy, moveTo } from '../lib/order';
import type { GlobalClass } from '../types';
import '../style.scss';

type RowAction = 'edit' | 'status' | 'usage' | 'css' | 'delete';

type Dialog = { type: 'edit' | 'usage' | 'css' | 'delete'; id: number } | null;

const COLUMNS = [
	{ label: __( 'Order', 'gblocks-pro' ), className: 'column-order' },
	{ label: __( 'Class', 'gblocks-pro' ), className: 'column-primary' },
	{ label: __( 'Status', 'gblocks-pro' ), className: 'column-status' },
];

function statusText( item: GlobalClass ): string {
	return item.status === 'publish'
		? __( 'Published', 'gblocks-pro' )
		: __( 'Draft', 'gblocks-pro' );
}

function UsageDialog( {
	item,
	onClose,
}: {
	item: GlobalClass;
	onClose: () => void;
} ) {
	const query = useClassUsage( item.id );
	return (
		<SharedUsageModal
			title={ sprintf(
				/* translators: %s: class selector. */
				__( 'Usage: %s', 'gblocks-pro' ),
				item.selector
			) }
			query={ query }
			loadingText={ __(
				'Checking where this class is used…',
				'gblocks-pro'
			) }
			unused={
				<p>
					{ __(
						'This class is not currently being used anywhere on your site.',
						'gblocks-pro'
					) }
				</p>
			}
			onClose={ onClose }
		/>
	);
}

function focusRowControl( id: number, control: string ) {
	const selector =
		control === 'menu'
			? `[data-row-menu="${ id }"]`
			: `[data-class-id="${ id }"][data-control="${ control }"]`;
	window.requestAnimationFrame( () => {
		document.querySelector< HTMLElement >( selector )?.focus();
	} );
}

export function GlobalStylesApp() {
	const list = useGlobalClasses();
	const { create, update, remove, reorder } = useClassActions();
	const [ dialog, setDialog ] = useState< Dialog >( null );
	const [ dragId, setDragId ] = useState< number | null >( null );
	const createdRef = useRef< number | null >( null );
	const items = list.data ?? [];
	const ids = items.map( ( item ) => item.id );
	const names = items.map( ( item ) => item.name );
	const current = dialog
		? items.find( ( item ) => item.id === dialog.id )
		: undefined;

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

	const onAction = ( item: GlobalClass, action: RowAction ) => {
		if ( action === 'status' ) {
			const status = item.status === 'publish' ? 'draft' : 'publish';
			update.mutate( {
				id: item.id,
				changes: { status },
				message:
					status === 'publish'
						? sprintf(
								/* translators: %s: class selector. */
								__( 'Class %s published.', 'gblocks-pro' ),
								item.selector
							)
						: sprintf(
								/* translators: %s: class selector. */
								__( 'Class %s set to draft.', 'gblocks-pro' ),
								item.selector
							),
			} );
			return;
		}
		setDialog( { type: action, id: item.id } );
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

	let content;
	if ( list.isLoading ) {
		content = (
			<ListTableSkeleton
				className="gblocks-pro-global-styles__table"
				columns={ COLUMNS }
			/>
		);
	} else if ( list.isError ) {
		content = (
			<Notice status="error" isDismissible={ false }>
				<p>
					{ __(
						'Error loading global classes. Please try again.',
						'gblocks-pro'
					) }
				</p>
				<Button
					variant="secondary"
					size="compact"
					onClick={ () => list.refetch() }
					isBusy={ list.isFetching }
				>
					{ __( 'Try Again', 'gblocks-pro' ) }
				</Button>
			</Notice>
		);
	} else if ( ! items.length ) {
		content = (
			<p className="gblocks-pro-global-styles__empty">
				{ __(
					'No global classes found. Create your first class to get started.',
					'gblocks-pro'
				) }
			</p>
		);
	} else {
		content = (
			<>
				<p className="description" id="gblocks-pro-global-styles-order">
					{ __(
						'Classes are printed in this order: a class lower in the list wins over one above it. Drag a row, or use Move up and Move down.',
						'gblocks-pro'
					) }
				</p>
				<table
					className="wp-list-table widefat fixed striped gblocks-pro-list-table gblocks-pro-global-styles__table"
					aria-describedby="gblocks-pro-global-styles-order"
				>
					<ListTableHead columns={ COLUMNS } />
					<tbody>
						{ items.map( ( item ) => {
							const moves = canMove( ids, item.id );
							return (
								<ListTableRow
									key={ item.id }
									draggable
									onDragStart={ ( event ) => {
										setDragId( item.id );
										event.dataTransfer.effectAllowed =
											'move';
										event.dataTransfer.setData(
											'text/plain',
											String( item.id )
										);
									} }
									onDragOver={ ( event ) =>
										event.preventDefault()
									}
									onDrop={ ( event ) =>
										onDrop( event, item )
									}
									onDragEnd={ () => setDragId( null ) }
									className={
										dragId === item.id
											? 'is-dragging'
											: undefined
									}
								>
									<td
										className="column-order"
										data-colname={ COLUMNS[ 0 ].label }
									>
										<span className="gblocks-pro-global-styles__order">
											<Icon
												icon={ dragHandle }
												className="gblocks-pro-global-styles__handle"
											/>
											<Button
												size="small"
												icon={ arrowUp }
												label={ sprintf(
													/* translators: %s: class selector. */
													__(
														'Move %s up',
														'gblocks-pro'
													),
													item.selector
												) }
												accessibleWhenDisabled
												disabled={
													! moves.up ||
													reorder.isPending
												}
												onClick={ () =>
													move( item, -1 )
												}
												data-class-id={ item.id }
												data-control="up"
											/>
											<Button
												size="small"
												icon={ arrowDown }
												label={ sprintf(
													/* translators: %s: class selector. */
													__(
														'Move %s down',
														'gblocks-pro'
													),
													item.selector
												) }
												accessibleWhenDisabled
												disabled={
													! moves.down ||
													reorder.isPending
												}
												onClick={ () =>
													move( item, 1 )
												}
												data-class-id={ item.id }
												data-control="down"
											/>
										</span>
									</td>
									<td className="column-primary">
										<Button
											variant="link"
											className="row-title"
											onClick={ () =>
												setDialog( {
													type: 'edit',
													id: item.id,
												} )
											}
											data-class-id={ item.id }
											data-control="name"
										>
											{ item.selector }
										</Button>
										<RowDetailsToggle
											name={ item.selector }
										/>
									</td>
									<td
										className="column-status"
										data-colname={ COLUMNS[ 2 ].label }
									>
										{ statusText( item ) }
									</td>
									<td className="gblocks-pro-list-table__menu">
										<RowActionsMenu< RowAction >
											name={ item.selector }
											rowId={ item.id }
											items={ [
												[
													'edit',
													__( 'Edit', 'gblocks-pro' ),
												],
												[
													'status',
													item.status === 'publish'
														? __(
																'Set to Draft',
																'gblocks-pro'
															)
														: __(
																'Publish',
																'gblocks-pro'
															),
												],
												[
													'usage',
													__(
														'Usage',
														'gblocks-pro'
													),
												],
												[
													'css',
													__(
														'View CSS',
														'gblocks-pro'
													),
												],
												[
													'delete',
													__(
														'Delete',
														'gblocks-pro'
													),
												],
											] }
											onAction={ ( action ) =>
												onAction( item, action )
											}
										/>
									</td>
								</ListTableRow>
							);
						} ) }
					</tbody>
				</table>
			</>
		);
	}

	return (
		<AdminPage title={ __( 'Global Styles', 'gblocks-pro' ) }>
			<CreateForm
				existingNames={ names }
				isBusy={ create.isPending }
				onCreate={ ( name ) =>
					create.mutateAsync( name ).then( ( created ) => {
						createdRef.current = created.id;
					} )
				}
			/>
			{ content }
			{ dialog?.type === 'edit' && current && (
				<ClassEditor
					item={ current }
					otherNames={ names.filter(
						( name ) => name !== current.name
					) }
					isSaving={ update.isPending }
					onClose={ closeDialog }
					onSave={ ( changes ) =>
						update.mutate(
							{ id: current.id, changes },
							{ onSuccess: () => closeDialog() }
						)
					}
				/>
			) }
			{ dialog?.type === 'usage' && current && (
				<UsageDialog item={ current } onClose={ closeDialog } />
			) }
			{ dialog?.type === 'css' && current && (
				<CssModal item={ current } onClose={ closeDialog } />
			) }
			{ dialog?.type === 'delete' && current && (
				<ConfirmDialog
					title={ __( 'Delete class?', 'gblocks-pro' ) }
					subject={ current.selector }
					message={ __(
						'This will permanently delete this class. You cannot undo this action. Blocks that use it keep the class name but lose its styles.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
					isDestructive
					isBusy={ remove.isPending }
					onCancel={ closeDialog }
					onConfirm={ () =>
						remove.mutate( current, {
							onSettled: () => setDialog( null ),
							onSuccess: () =>
								window.requestAnimationFrame( () =>
									document
										.querySelector< HTMLElement >(
											'.gblocks-pro-global-styles__create input'
										)
										?.focus()
								),
						} )
					}
				/>
			) }
		</AdminPage>
	);
}
