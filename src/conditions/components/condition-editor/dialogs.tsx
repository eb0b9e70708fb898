/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { UnsavedChangesDialog } from '../../../shared/components/unsaved-changes-dialog';
import type { ConditionCategory } from '../../types';
import { CategoryCreateModal } from '../category-create-modal';

interface EditorDialogsProps {
	/** The new-category modal is open. */
	isCreatingCategory: boolean;
	onCategoryModalClose: () => void;
	onCategoryCreated: ( created: ConditionCategory ) => void;
	/** Reload was asked with unsaved changes. */
	confirmReload: boolean;
	onReloadAnswered: () => void;
	/** Cancel was asked with unsaved changes. */
	confirmCancel: boolean;
	onCancelAnswered: () => void;
	onDirtyChange?: ( dirty: boolean ) => void;
	onReload?: () => void;
	onCancel: () => void;
}

/**
 * The editor's dialogs: the new-category modal, and the questions before Reload and Cancel discard
 * unsaved changes.
 *
 * @param props                      Props.
 * @param props.isCreatingCategory   The new-category modal is open.
 * @param props.onCategoryModalClose Closes it.
 * @param props.onCategoryCreated    Called with the created category.
 * @param props.confirmReload        Reload was asked with unsaved changes.
 * @param props.onReloadAnswered     Closes its question.
 * @param props.confirmCancel        Cancel was asked with unsaved changes.
 * @param props.onCancelAnswered     Closes its question.
 * @param props.onDirtyChange        Told that the changes are dropped.
 * @param props.onReload             Loads the condition again.
 * @param props.onCancel             Leaves the editor.
 */
export function EditorDialogs( {
	isCreatingCategory,
	onCategoryModalClose,
	onCategoryCreated,
	confirmReload,
	onReloadAnswered,
	confirmCancel,
	onCancelAnswered,
	onDirtyChange,
	onReload,
	onCancel,
}: EditorDialogsProps ) {
	return (
		<>
			{ isCreatingCategory && (
				<CategoryCreateModal
					onClose={ onCategoryModalClose }
					onCreated={ onCategoryCreated }
				/>
			) }
			{ confirmReload && (
				<UnsavedChangesDialog
					message={ __(
						'You have unsaved changes. Reloading the condition discards them. Reload anyway?',
						'gblocks-pro'
					) }
					onStay={ onReloadAnswered }
					onLeave={ () => {
						onReloadAnswered();
						onDirtyChange?.( false );
						onReload?.();
					} }
				/>
			) }
			{ confirmCancel && (
				<UnsavedChangesDialog
					onStay={ onCancelAnswered }
					onLeave={ () => {
						onCancelAnswered();
						onDirtyChange?.( false );
						onCancel();
					} }
				/>
			) }
		</>
	);
}
