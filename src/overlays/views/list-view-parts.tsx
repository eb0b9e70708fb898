/**
 * The parts of the overlay panels list (./list-view.tsx): the load error, the empty list, the delete
 * confirmation.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import type { DashboardOverlay } from '../api';
import { overlayName } from '../components/overlays-table';
import type { useDeleteOverlay } from '../hooks/use-overlays';

/** The selector of the list's Add New button (focus goes there when the row it was on is gone). */
const ADD_NEW = '[data-overlays-add-new]';

function focusLater( selector: string ) {
	window.requestAnimationFrame( () =>
		document.querySelector< HTMLElement >( selector )?.focus()
	);
}

/**
 * The list's load error, with Try Again.
 *
 * @param props            Props.
 * @param props.isFetching Whether the list is loading again.
 * @param props.onRetry    Loads it again.
 */
export function LoadError( {
	isFetching,
	onRetry,
}: {
	isFetching: boolean;
	onRetry: () => void;
} ) {
	return (
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
				isBusy={ isFetching }
				onClick={ onRetry }
			>
				{ __( 'Try Again', 'gblocks-pro' ) }
			</Button>
		</Notice>
	);
}

/**
 * What an empty list shows: what overlay panels are, and Add New Overlay Panel.
 *
 * @param props       Props.
 * @param props.onAdd Opens the type choice.
 */
export function EmptyList( { onAdd }: { onAdd: () => void } ) {
	return (
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
				onClick={ onAdd }
				aria-haspopup="dialog"
			>
				{ __( 'Add New Overlay Panel', 'gblocks-pro' ) }
			</Button>
		</div>
	);
}

/**
 * The confirmation of an overlay's deletion; after it, focus goes to Add New (the row is gone).
 *
 * @param props         Props.
 * @param props.overlay The overlay to delete.
 * @param props.remove  The list's delete mutation.
 * @param props.onClose Called when the dialog is done (cancelled, deleted or failed).
 */
export function DeleteOverlayDialog( {
	overlay,
	remove,
	onClose,
}: {
	overlay: DashboardOverlay;
	remove: ReturnType< typeof useDeleteOverlay >;
	onClose: () => void;
} ) {
	return (
		<ConfirmDialog
			title={ __( 'Delete Overlay Panel', 'gblocks-pro' ) }
			subject={ sprintf(
				/* translators: %s: overlay panel name. */
				__( 'Overlay Panel: %s', 'gblocks-pro' ),
				overlayName( overlay )
			) }
			message={ __(
				'This will permanently delete this overlay panel. You cannot undo this action.',
				'gblocks-pro'
			) }
			confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
			isDestructive
			isBusy={ remove.isPending }
			onCancel={ onClose }
			onConfirm={ () =>
				remove.mutate( overlay.id, {
					// The row is gone: focus goes to the page's first action (Add New).
					onSuccess: () => focusLater( ADD_NEW ),
					onSettled: onClose,
				} )
			}
		/>
	);
}
