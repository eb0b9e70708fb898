/**
 * A row of the Global Styles table: the order controls (drag handle, Move up / Move down), the class
 * (its name opens the editor), its status and its actions menu.
 */

/**
 * WordPress dependencies
 */
import { Button, Icon } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { arrowDown, arrowUp, dragHandle } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import {
	ListTableRow,
	RowActionsMenu,
	RowDetailsToggle,
} from '../../shared/components/list-table';
import type {
	GlobalStylesScreen,
	RowAction,
} from '../hooks/use-global-styles-screen';
import { canMove } from '../lib/order';
import type { GlobalClass } from '../types';

export const COLUMNS = [
	{ label: __( 'Order', 'gblocks-pro' ), className: 'column-order' },
	{ label: __( 'Class', 'gblocks-pro' ), className: 'column-primary' },
	{ label: __( 'Status', 'gblocks-pro' ), className: 'column-status' },
];

function statusText( item: GlobalClass ): string {
	return item.status === 'publish'
		? __( 'Published', 'gblocks-pro' )
		: __( 'Draft', 'gblocks-pro' );
}

/**
 * The actions of a row's menu.
 *
 * @param item The class.
 */
function menuItems( item: GlobalClass ): Array< [ RowAction, string ] > {
	return [
		[ 'edit', __( 'Edit', 'gblocks-pro' ) ],
		[
			'status',
			item.status === 'publish'
				? __( 'Set to Draft', 'gblocks-pro' )
				: __( 'Publish', 'gblocks-pro' ),
		],
		[ 'usage', __( 'Usage', 'gblocks-pro' ) ],
		[ 'css', __( 'View CSS', 'gblocks-pro' ) ],
		[ 'delete', __( 'Delete', 'gblocks-pro' ) ],
	];
}

/**
 * Move up or Move down.
 *
 * @param props           The props.
 * @param props.item      The class.
 * @param props.direction 'up' or 'down'.
 * @param props.enabled   Whether it can move that way now.
 * @param props.onMove    Moves it.
 */
function MoveButton( {
	item,
	direction,
	enabled,
	onMove,
}: {
	item: GlobalClass;
	direction: 'up' | 'down';
	enabled: boolean;
	onMove: () => void;
} ) {
	const label =
		direction === 'up'
			? sprintf(
					/* translators: %s: class selector. */
					__( 'Move %s up', 'gblocks-pro' ),
					item.selector
				)
			: sprintf(
					/* translators: %s: class selector. */
					__( 'Move %s down', 'gblocks-pro' ),
					item.selector
				);
	return (
		<Button
			size="small"
			icon={ direction === 'up' ? arrowUp : arrowDown }
			label={ label }
			accessibleWhenDisabled
			disabled={ ! enabled }
			onClick={ onMove }
			data-class-id={ item.id }
			data-control={ direction }
		/>
	);
}

/**
 * A row of the table.
 *
 * @param props        The props.
 * @param props.item   The class.
 * @param props.screen The screen's state.
 */
export function ClassRow( {
	item,
	screen,
}: {
	item: GlobalClass;
	screen: GlobalStylesScreen;
} ) {
	const { ids, dragId, setDragId, reorder } = screen;
	const moves = canMove( ids, item.id );
	return (
		<ListTableRow
			draggable
			onDragStart={ ( event ) => {
				setDragId( item.id );
				event.dataTransfer.effectAllowed = 'move';
				event.dataTransfer.setData( 'text/plain', String( item.id ) );
			} }
			onDragOver={ ( event ) => event.preventDefault() }
			onDrop={ ( event ) => screen.onDrop( event, item ) }
			onDragEnd={ () => setDragId( null ) }
			className={ dragId === item.id ? 'is-dragging' : undefined }
		>
			<td className="column-order" data-colname={ COLUMNS[ 0 ].label }>
				<span className="gblocks-pro-global-styles__order">
					<Icon
						icon={ dragHandle }
						className="gblocks-pro-global-styles__handle"
					/>
					<MoveButton
						item={ item }
						direction="up"
						enabled={ moves.up && ! reorder.isPending }
						onMove={ () => screen.move( item, -1 ) }
					/>
					<MoveButton
						item={ item }
						direction="down"
						enabled={ moves.down && ! reorder.isPending }
						onMove={ () => screen.move( item, 1 ) }
					/>
				</span>
			</td>
			<td className="column-primary">
				<Button
					variant="link"
					className="row-title"
					onClick={ () =>
						screen.setDialog( { type: 'edit', id: item.id } )
					}
					data-class-id={ item.id }
					data-control="name"
				>
					{ item.selector }
				</Button>
				<RowDetailsToggle name={ item.selector } />
			</td>
			<td className="column-status" data-colname={ COLUMNS[ 2 ].label }>
				{ statusText( item ) }
			</td>
			<td className="gblocks-pro-list-table__menu">
				<RowActionsMenu< RowAction >
					name={ item.selector }
					rowId={ item.id }
					items={ menuItems( item ) }
					onAction={ ( action ) => screen.onAction( item, action ) }
				/>
			</td>
		</ListTableRow>
	);
}
