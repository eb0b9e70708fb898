/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';

export interface UnsavedChangesDialogProps {
	onStay: () => void;
	onLeave: () => void;
}

/**
 * 'You have unsaved changes. Are you sure you want to go back without saving?' with OK and Cancel.
 *
 * @param props         Component props.
 * @param props.onStay  Cancel: keep editing.
 * @param props.onLeave OK: leave without saving.
 */
export function UnsavedChangesDialog( {
	onStay,
	onLeave,
}: UnsavedChangesDialogProps ) {
	return (
		<ConfirmDialog
			title={ __( 'Unsaved changes', 'gblocks-pro' ) }
			message={ __(
				'You have unsaved changes. Are you sure you want to go back without saving?',
				'gblocks-pro'
			) }
			onCancel={ onStay }
			onConfirm={ onLeave }
		/>
	);
}
