/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The editor's header actions: the unsaved-changes notice, Cancel, Save Conditions (submits the form).
 *
 * @param props          Props.
 * @param props.dirty    Whether there are unsaved changes.
 * @param props.isSaving Whether a save runs.
 * @param props.canSave  Whether the condition has a name.
 * @param props.onCancel Cancel (asks first when there are changes).
 */
export function EditorActions( {
	dirty,
	isSaving,
	canSave,
	onCancel,
}: {
	dirty: boolean;
	isSaving: boolean;
	canSave: boolean;
	onCancel: () => void;
} ) {
	return (
		<>
			{ /* In the header bar, beside the buttons: showing it never moves the form. */ }
			{ dirty && ! isSaving && (
				<Notice
					status="info"
					isDismissible={ false }
					className="gblocks-pro-condition-editor__dirty"
				>
					{ __( 'You have unsaved changes.', 'gblocks-pro' ) }
				</Notice>
			) }
			<Button
				__next40pxDefaultSize
				variant="tertiary"
				onClick={ onCancel }
				disabled={ isSaving }
			>
				{ __( 'Cancel', 'gblocks-pro' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="primary"
				type="submit"
				form="gblocks-pro-condition-editor"
				isBusy={ isSaving }
				disabled={ isSaving || ! canSave }
				accessibleWhenDisabled
			>
				{ isSaving
					? __( 'Saving…', 'gblocks-pro' )
					: __( 'Save Conditions', 'gblocks-pro' ) }
			</Button>
		</>
	);
}
