/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '../../shared/api';
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { Pagination } from '../../shared/components/pagination';
import type { DashboardOverlay } from '../api';
import {
	overlayName,
	OverlaysTable,
	OverlaysTableSkeleton,
	type RowAction,
} from '../components/overlays-table';
import {
	useDeleteOverlay,
	useDuplicateOverlay,
	useOverlayCategoryNames,
	useOverlayPage,
	useSetOverlayStatus,
} from '../hooks/use-overlays';
import type { OverlayType } from '../types';
import { TypeChoice } from './type-choice';

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

/** The selector of the list's Add New button (focus goes there when the row it was on is gone). */
const ADD_NEW = '[data-overlays-add-new]';

function focusLater( selector: string ) {
	window.requestAnimationFrame( () =>
		document.querySelector< HTMLElement >( selector )?.focus()
	);
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
	const list = useOverlayPage( page );
	const categories = useOverlayCategoryNames();
	const setStatus = useSetOverlayStatus();
	const remove = useDeleteOverlay();
	const duplicate = useDuplicateOverlay();
	const [ choosingType, setChoosingType ] = useState( false );
	const [ deleting, setDeleting ] = useState< DashboardOverlay | null >(
		null
	);
	const [ busyId, setBusyId ] = useState< number | null >( null );

	// A page beyond the last one (after deletions, or an old address) falls back to the last page.
	const pageGone =
		list.isError &&
		isApiError( list.error ) &&
		list.error.code === 'rest_post_invalid_page_number';
	useEffect( () => {
		if ( pageGone && page > 1 ) {
			onPageChange( 1 );
		} else if (
			list.data &&
			list.data.pages > 0 &&
			page > list.data.pages &&
			! list.isPlaceholderData
		) {
			onPageChange( list.data.pages );
		}
	}, [ pageGone, list.data, list.isPlaceholderData, page, onPageChange ] );

	const open = ( overlay: DashboardOverlay ) =>
		onEdit( {
			id: overlay.id,
			title: overlay.title,
			editUrl: editUrl( overlay ),
		} );

	const onAction = ( action: RowAction, overlay: DashboardOverlay ) => {
		switch ( action ) {
			case 'edit':
				open( overlay );
				break;
			case 'delete':
				setDeleting( overlay );
				break;
			case 'status':
				setBusyId( overlay.id );
				setStatus.mutate(
					{
						id: overlay.id,
						status:
							overlay.status === 'publish' ? 'draft' : 'publish',
					},
					{ onSettled: () => setBusyId( null ) }
				);
				break;
			case 'duplicate':
				setBusyId( overlay.id );
				duplicate.mutate( overlay.id, {
					onSuccess: ( copy ) => open( copy ),
					onSettled: () => setBusyId( null ),
				} );
				break;
		}
	};

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
				<Notice status="error" isDismissible={ false }>
					<p>
						{ __(
							'Error loading overlay panels. Please try again.',
							'gblocks-pro'
						) }
					</p>
					<Button
						variant="secondary"
						size="compact"
						isBusy={ list.isFetching }
						onClick={ () => list.refetch() }
					>
						{ __( 'Try Again', 'gblocks-pro' ) }
					</Button>
				</Notice>
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
						<div className="gblocks-pro-overlays-list__empty">
							<p>
								{ __(
									'Create your first overlay panel: a modal, a dropdown anchored to a button, or a mega menu.',
									'gblocks-pro'
								) }
							</p>
							<Button
								__next40pxDefaultSize
								variant="secondary"
								onClick={ () => setChoosingType( true ) }
								aria-haspopup="dialog"
							>
								{ __( 'Add New Overlay Panel', 'gblocks-pro' ) }
							</Button>
						</div>
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
				<ConfirmDialog
					title={ __( 'Delete Overlay Panel', 'gblocks-pro' ) }
					subject={ sprintf(
						/* translators: %s: overlay panel name. */
						__( 'Overlay Panel: %s', 'gblocks-pro' ),
						overlayName( deleting )
					) }
					message={ __(
						'This will permanently delete this overlay panel. You cannot undo this action.',
						'gblocks-pro'
					) }
					confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
					isDestructive
					isBusy={ remove.isPending }
					onCancel={ () => setDeleting( null ) }
					onConfirm={ () =>
						remove.mutate( deleting.id, {
							// The row is gone: focus goes to the page's first action (Add New).
							onSuccess: () => focusLater( ADD_NEW ),
							onSettled: () => setDeleting( null ),
						} )
					}
				/>
			) }
		</div>
	);

	return (
		<>{ frame( __( 'Overlay Panels', 'gblocks-pro' ), actions, body ) }</>
	);
}
