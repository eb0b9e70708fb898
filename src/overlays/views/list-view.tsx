/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import { Pagination } from '../../shared/components/pagination';
import {
	ExtensionWrappers,
	listExtensions,
	useColumnData,
	type ListExtension,
} from '../../shared/list-extensions';
import type { DashboardOverlay } from '../api';
import {
	OverlaysTable,
	OverlaysTableSkeleton,
	type AddedAction,
	type AddedColumn,
} from '../components/overlays-table';
import {
	useDeleteOverlay,
	useOverlayCategoryNames,
} from '../hooks/use-overlays';
import type { OverlayType } from '../types';
import { DeleteOverlayDialog, EmptyList, LoadError } from './list-view-parts';
import { TypeChoice } from './type-choice';
import { useListPage, useRowActions, type ListSort } from './use-list-actions';

export type Frame = ViewFrame;

/** The name of the Overlay Panels list among the lists other features extend. */
export const OVERLAYS_LIST = 'overlays';

export interface ListOrder {
	/** An added column's key ('' : the server's order). */
	orderby: string;
	order: 'asc' | 'desc';
}

function directionOf(
	sorted: boolean,
	order: 'asc' | 'desc'
): 'ascending' | 'descending' | 'none' {
	if ( ! sorted ) {
		return 'none';
	}
	return order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The columns, row actions and sort that the list's extensions add, from the column data their
 * Wrappers provide.
 *
 * @param extensions The list's extensions.
 * @param order      How the list is sorted.
 * @param onSort     Sorts by a column (again: the other way).
 */
function useAdded(
	extensions: readonly ListExtension[],
	order: ListOrder,
	onSort: ( order: ListOrder ) => void
) {
	const data = useColumnData();
	return useMemo( () => {
		let sort: ListSort | null = null;
		const columns: AddedColumn[] = extensions.flatMap( ( extension ) =>
			extension.columns.map( ( column ) => {
				const own = data[ extension.id ];
				const sorted = order.orderby === column.key;
				if ( sorted && column.sortable && own ) {
					sort = {
						order: order.order,
						ready: own.ready,
						value: ( id ) => own.sortValue( column.key, id ),
					};
				}
				return {
					key: column.key,
					label: column.label,
					numeric: column.numeric,
					cell: ( id: number ) => own?.cell( column.key, id ) ?? null,
					sort: column.sortable
						? {
								direction: directionOf( sorted, order.order ),
								onSort: () =>
									onSort( {
										orderby: column.key,
										order:
											sorted && order.order === 'desc'
												? 'asc'
												: 'desc',
									} ),
							}
						: undefined,
				};
			} )
		);
		const actions: AddedAction[] = extensions.flatMap( ( extension ) =>
			( extension.rowActions ?? [] ).map(
				( action ) => [ `view:${ action.view }`, action.label ] as const
			)
		);
		return { columns, actions, sort: sort as ListSort | null };
	}, [ extensions, data, order, onSort ] );
}

export interface ListViewProps {
	page: number;
	onPageChange: ( page: number ) => void;
	onManageCategories: () => void;
	/** Open an overlay (the edit URL, or the modal's editor). */
	onEdit: ( overlay: { id: number; title: string; editUrl: string } ) => void;
	/** Create an overlay of a type. */
	onCreate: ( type: OverlayType ) => void;
	editUrl: ( overlay: DashboardOverlay ) => string;
	frame: Frame;
	/** How the list is sorted (by a column another feature adds), and sorting it. */
	order?: ListOrder;
	onOrderChange?: ( order: ListOrder ) => void;
	/** Opens a view another feature adds, for an overlay. */
	onOpenView?: ( view: string, overlay: DashboardOverlay ) => void;
	/** Whether the screen's state lives in the address (the admin page), for the extensions. */
	sync?: boolean;
}

const SERVER_ORDER: ListOrder = { orderby: '', order: 'desc' };
const ignore = () => {};

type ListBodyProps = Omit<
	ListViewProps,
	'frame' | 'onManageCategories' | 'sync'
> & {
	extensions: readonly ListExtension[];
	choosingType: boolean;
	setChoosingType: ( choosing: boolean ) => void;
};

/**
 * The list's body, inside the extensions' Wrappers: the table (with the added columns and actions),
 * its states and pagination, the type choice and the delete confirmation.
 *
 * @param props                 Component props.
 * @param props.page
 * @param props.onPageChange
 * @param props.onEdit
 * @param props.onCreate
 * @param props.editUrl
 * @param props.order
 * @param props.onOrderChange
 * @param props.onOpenView
 * @param props.extensions
 * @param props.choosingType
 * @param props.setChoosingType
 */
function ListBody( {
	page,
	onPageChange,
	onEdit,
	onCreate,
	editUrl,
	order = SERVER_ORDER,
	onOrderChange = ignore,
	onOpenView,
	extensions,
	choosingType,
	setChoosingType,
}: ListBodyProps ) {
	const added = useAdded( extensions, order, onOrderChange );
	const { list, pageGone } = useListPage( page, onPageChange, added.sort );
	const categories = useOverlayCategoryNames();
	const remove = useDeleteOverlay();
	const { onAction, deleting, setDeleting, busyId } = useRowActions(
		( overlay: DashboardOverlay ) =>
			onEdit( {
				id: overlay.id,
				title: overlay.title,
				editUrl: editUrl( overlay ),
			} ),
		onOpenView
	);

	return (
		<div className="gblocks-pro-overlays-list">
			{ list.isLoading && (
				<OverlaysTableSkeleton addedColumns={ added.columns } />
			) }
			{ list.isError && ! list.data && ! pageGone && (
				<LoadError
					isFetching={ list.isFetching }
					onRetry={ () => list.refetch() }
				/>
			) }
			{ list.data && (
				<>
					<OverlaysTable
						overlays={ list.data.overlays }
						categories={ categories.data ?? [] }
						editUrl={ editUrl }
						onAction={ onAction }
						busyId={ busyId }
						addedColumns={ added.columns }
						addedActions={ added.actions }
					/>
					{ list.data.total === 0 && (
						<EmptyList onAdd={ () => setChoosingType( true ) } />
					) }
					<Pagination
						page={ page }
						totalPages={ list.data.pages }
						onChange={ onPageChange }
						label={ __(
							'Overlay panels pagination',
							'gblocks-pro'
						) }
					/>
				</>
			) }

			{ choosingType && (
				<TypeChoice
					onClose={ () => setChoosingType( false ) }
					onChoose={ ( type ) => {
						setChoosingType( false );
						onCreate( type );
					} }
				/>
			) }
			{ deleting && (
				<DeleteOverlayDialog
					overlay={ deleting }
					remove={ remove }
					onClose={ () => setDeleting( null ) }
				/>
			) }
		</div>
	);
}

/**
 * The list of overlay panels with its row actions, the Add New type choice and the delete
 * confirmation; the columns, row actions and header other features add (shared/list-extensions).
 *
 * @param props                    Component props.
 * @param props.onManageCategories
 * @param props.frame
 * @param props.sync
 */
export function ListView( {
	onManageCategories,
	frame,
	sync = false,
	...props
}: ListViewProps ) {
	const [ choosingType, setChoosingType ] = useState( false );
	const extensions = listExtensions( OVERLAYS_LIST );

	const actions = (
		<>
			<Button
				__next40pxDefaultSize
				variant="primary"
				onClick={ () => setChoosingType( true ) }
				aria-haspopup="dialog"
				data-overlays-add-new
			>
				{ __( 'Add New', 'gblocks-pro' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ onManageCategories }
				data-overlays-manage-categories
			>
				{ __( 'Manage Categories', 'gblocks-pro' ) }
			</Button>
		</>
	);

	const body = (
		<ExtensionWrappers extensions={ extensions } sync={ sync }>
			<ListBody
				{ ...props }
				extensions={ extensions }
				choosingType={ choosingType }
				setChoosingType={ setChoosingType }
			/>
		</ExtensionWrappers>
	);

	return (
		<>{ frame( __( 'Overlay Panels', 'gblocks-pro' ), actions, body ) }</>
	);
}
