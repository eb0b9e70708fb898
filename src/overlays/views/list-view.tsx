/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import { Pagination } from '../../shared/components/pagination';
import type { DashboardOverlay } from '../api';
import {
	OverlaysTable,
	OverlaysTableSkeleton,
} from '../components/overlays-table';
import {
	useDeleteOverlay,
	useOverlayCategoryNames,
} from '../hooks/use-overlays';
import type { OverlayType } from '../types';
import { DeleteOverlayDialog, EmptyList, LoadError } from './list-view-parts';
import { TypeChoice } from './type-choice';
import { useListPage, useRowActions } from './use-list-actions';

export type Frame = ViewFrame;

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
}

/**
 * The list of overlay panels with its row actions, the Add New type choice and the delete
 * confirmation.
 *
 * @param props                    Component props.
 * @param props.page
 * @param props.onPageChange
 * @param props.onManageCategories
 * @param props.onEdit
 * @param props.onCreate
 * @param props.editUrl
 * @param props.frame
 */
export function ListView( {
	page,
	onPageChange,
	onManageCategories,
	onEdit,
	onCreate,
	editUrl,
	frame,
}: ListViewProps ) {
	const { list, pageGone } = useListPage( page, onPageChange );
	const categories = useOverlayCategoryNames();
	const remove = useDeleteOverlay();
	const [ choosingType, setChoosingType ] = useState( false );
	const { onAction, deleting, setDeleting, busyId } = useRowActions(
		( overlay: DashboardOverlay ) =>
			onEdit( {
				id: overlay.id,
				title: overlay.title,
				editUrl: editUrl( overlay ),
			} )
	);

	const addNew = (
		<Button
			__next40pxDefaultSize
			variant="primary"
			onClick={ () => setChoosingType( true ) }
			aria-haspopup="dialog"
			data-overlays-add-new
		>
			{ __( 'Add New', 'gblocks-pro' ) }
		</Button>
	);

	const actions = (
		<>
			{ addNew }
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
		<div className="gblocks-pro-overlays-list">
			{ list.isLoading && <OverlaysTableSkeleton /> }
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

	return (
		<>{ frame( __( 'Overlay Panels', 'gblocks-pro' ), actions, body ) }</>
	);
}
