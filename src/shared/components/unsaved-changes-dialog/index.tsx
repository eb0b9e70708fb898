/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../confirm-dialog';

export interface UnsavedChangesDialogProps {
	onStay: () => void;
	onLeave: () => void;
	/** The question; by default SPEC's 'You have unsaved changes. Are you sure you want to go back without saving?'. */
	message?: string;
}

/**
 * SPEC 8's question of a full-screen dashboard, by what the user asked for: going back or closing.
 *
 * @param intent 'back' or 'close'.
 */
export function leaveQuestion( intent: 'back' | 'close' ): string {
	return intent === 'close'
		? __(
				'You have unsaved changes. Are you sure you want to close?',
				'gblocks-pro'
			)
		: __(
				'You have unsaved changes. Are you sure you want to go back?',
				'gblocks-pro'
			);
}

/**
 * Asks before unsaved changes are discarded, with Discard changes and Keep editing.
 *
 * @param props         Component props.
 * @param props.onStay  Keep editing.
 * @param props.onLeave Discard changes.
 * @param props.message The question, when another action than going back discards them.
 */
export function UnsavedChangesDialog( {
	onStay,
	onLeave,
	message,
}: UnsavedChangesDialogProps ) {
	return (
		<ConfirmDialog
			title={ __( 'Unsaved changes', 'gblocks-pro' ) }
			message={
				message ??
				__(
					'You have unsaved changes. Are you sure you want to go back without saving?',
					'gblocks-pro'
				)
			}
			confirmLabel={ __( 'Discard changes', 'gblocks-pro' ) }
			cancelLabel={ __( 'Keep editing', 'gblocks-pro' ) }
			onCancel={ onStay }
			onConfirm={ onLeave }
		/>
	);
}
