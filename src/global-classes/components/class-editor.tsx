/**
 * The class editor: the name (a rename warns that blocks keep the old name), the status (a new class is
 * a draft: only published classes apply on the site), the declarations of one slot at a time (state x
 * device, see lib/declarations), and the CSS the class compiles to.
 */

/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useClassEditor } from '../hooks/use-class-editor';
import type { ClassChanges, GlobalClass } from '../types';
import { ClassFields, CssPreview, SlotFields } from './class-editor-parts';

export { editorChanges } from '../hooks/use-class-editor';

export interface ClassEditorProps {
	item: GlobalClass;
	/** Names of the other classes (a rename may not take one). */
	otherNames: readonly string[];
	isSaving: boolean;
	onSave: ( changes: ClassChanges ) => void;
	onClose: () => void;
}

export function ClassEditor( {
	item,
	otherNames,
	isSaving,
	onSave,
	onClose,
}: ClassEditorProps ) {
	const form = useClassEditor( item, otherNames );
	const { nameError, dirty } = form;

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: class selector. */
				__( 'Edit Class: %s', 'gblocks-pro' ),
				item.selector
			) }
			onRequestClose={ onClose }
			size="large"
			className="gblocks-pro-class-editor"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					form.setTried( true );
					if ( nameError || ! dirty ) {
						return;
					}
					onSave( form.changes );
				} }
			>
				<div className="gblocks-pro-class-editor__columns">
					<div className="gblocks-pro-class-editor__form">
						<ClassFields item={ item } form={ form } />
						<SlotFields form={ form } />
					</div>
					<CssPreview css={ form.css } />
				</div>
				<div className="gblocks-pro-class-editor__actions">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Cancel', 'gblocks-pro' ) }
					</Button>
					<Button
						variant="primary"
						type="submit"
						isBusy={ isSaving }
						accessibleWhenDisabled
						disabled={ isSaving || ! dirty || Boolean( nameError ) }
					>
						{ __( 'Save Class', 'gblocks-pro' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}
