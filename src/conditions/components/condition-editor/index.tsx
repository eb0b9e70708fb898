/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AdminPage } from '../../../shared/components/admin-page';
import { useUnsavedChanges } from '../../../shared/hooks/use-unsaved-changes';
import { hasChanges, type EditorSnapshot } from '../../lib/dirty';
import { fromEditorTree, toEditorTree } from '../../lib/tree';
import type {
	Condition,
	ConditionCategory,
	ConditionStatus,
	EditorTree,
} from '../../types';
import { EditorActions } from './actions';
import { EditorDialogs } from './dialogs';
import { FormMessages } from './messages';
import { RulesSection } from './rules-section';
import { NEW_CATEGORY, SettingsFields } from './settings-fields';
import { useSave } from './use-save';

export { isConflict, saveFailure, validationFailure } from './failures';

/**
 * The window event announcing the editor's unsaved state, with detail { hasChanges } (a host in the
 * same window, such as the block editor's modal, asks before closing).
 */
export const DIRTY_EVENT = 'gblocks-pro-conditions-dirty';

export interface ConditionEditorProps {
	/** Null for a new condition. */
	conditionId: number | null;
	initial: EditorSnapshot;
	categories: ConditionCategory[];
	/** After a successful save, with the saved condition: back to the list. */
	onSaved: ( saved: Condition ) => void;
	/** Cancel (already confirmed when there were changes). */
	onCancel: () => void;
	onDirtyChange?: ( dirty: boolean ) => void;
	/** The `modified` value loaded with the condition, sent back with the update. */
	version?: string;
	/** The server could not read the stored rules: its message. Saving new rules replaces them. */
	rulesError?: string;
	/** Loads the condition again from the server (after a conflicting save elsewhere). */
	onReload?: () => void;
}

/**
 * Whether the Category select is replaced by the new-category modal. The modal gives focus back to
 * the Category select, also when the select did not have focus when the modal opened.
 */
function useCategoryCreation() {
	const [ isCreatingCategory, setIsCreatingCategory ] = useState( false );
	const categoryRef = useRef< HTMLSelectElement >( null );
	const wasCreatingCategory = useRef( false );
	useEffect( () => {
		if ( wasCreatingCategory.current && ! isCreatingCategory ) {
			categoryRef.current?.focus();
		}
		wasCreatingCategory.current = isCreatingCategory;
	}, [ isCreatingCategory ] );
	return { isCreatingCategory, setIsCreatingCategory, categoryRef };
}

/**
 * The condition editor: name, category, status, the rule builder, import/export, and the save flow
 * (local validation, server validation, create or update, back to the list: useSave()).
 *
 * @param props               Component props.
 * @param props.conditionId   Null for a new condition.
 * @param props.initial       The condition as loaded.
 * @param props.categories    The categories.
 * @param props.onSaved       After a successful save.
 * @param props.onCancel      Cancel (already confirmed when there were changes).
 * @param props.onDirtyChange Told whether there are unsaved changes.
 * @param props.version       The `modified` value loaded with the condition.
 * @param props.rulesError    The server's message when it could not read the stored rules.
 * @param props.onReload      Loads the condition again from the server.
 */
export function ConditionEditor( {
	conditionId,
	initial,
	categories,
	onSaved,
	onCancel,
	onDirtyChange,
	version,
	rulesError,
	onReload,
}: ConditionEditorProps ) {
	const [ title, setTitle ] = useState( initial.title );
	const [ status, setStatus ] = useState< ConditionStatus >( initial.status );
	const [ category, setCategory ] = useState( initial.category );
	const [ tree, setTree ] = useState< EditorTree >( () =>
		toEditorTree( initial.conditions )
	);
	const [ touched, setTouched ] = useState< Set< string > >(
		() => new Set()
	);
	const [ confirmReload, setConfirmReload ] = useState( false );
	const { isCreatingCategory, setIsCreatingCategory, categoryRef } =
		useCategoryCreation();
	const [ confirmCancel, setConfirmCancel ] = useState( false );

	const wireTree = useMemo( () => fromEditorTree( tree ), [ tree ] );
	const dirty = hasChanges( initial, {
		title,
		status,
		category,
		conditions: wireTree,
	} );
	const rulesChanged =
		JSON.stringify( initial.conditions ) !== JSON.stringify( wireTree );
	const { submit, errors, failure, setFailure, conflict, isSaving } = useSave(
		{
			conditionId,
			title,
			status,
			category,
			wireTree,
			rulesError,
			rulesChanged,
			version,
			onDirtyChange,
			onSaved,
		}
	);
	useUnsavedChanges( dirty && ! isSaving, { eventName: DIRTY_EVENT } );
	useEffect( () => onDirtyChange?.( dirty ), [ dirty, onDirtyChange ] );

	const isNew = conditionId === null;
	const showBuilder = ! isNew || title.trim() !== '';

	return (
		<AdminPage
			title={
				isNew
					? __( 'Create New Condition', 'gblocks-pro' )
					: __( 'Edit Condition', 'gblocks-pro' )
			}
			actions={
				<EditorActions
					dirty={ dirty }
					isSaving={ isSaving }
					canSave={ !! title.trim() }
					onCancel={ () =>
						dirty ? setConfirmCancel( true ) : onCancel()
					}
				/>
			}
		>
			<form
				id="gblocks-pro-condition-editor"
				className="gblocks-pro-condition-editor"
				onSubmit={ submit }
				noValidate
			>
				<FormMessages
					errors={ errors }
					conflict={ conflict }
					onReload={
						onReload
							? () =>
									dirty
										? setConfirmReload( true )
										: onReload()
							: undefined
					}
					failure={ failure }
					onRemoveFailure={ () => setFailure( null ) }
				/>

				<fieldset
					disabled={ isSaving }
					className="gblocks-pro-condition-editor__fieldset"
				>
					<legend className="screen-reader-text">
						{ __( 'Condition settings', 'gblocks-pro' ) }
					</legend>
					<SettingsFields
						title={ title }
						onTitleChange={ setTitle }
						category={ category }
						onCategoryChange={ ( next ) =>
							next === NEW_CATEGORY
								? setIsCreatingCategory( true )
								: setCategory( next )
						}
						categories={ categories }
						categoryRef={ categoryRef }
						status={ status }
						onStatusChange={ setStatus }
					/>

					{ showBuilder ? (
						<RulesSection
							tree={ tree }
							wireTree={ wireTree }
							onTreeChange={ setTree }
							touched={ touched }
							onTouchedChange={ setTouched }
							rulesError={ rulesError }
						/>
					) : (
						<p className="gblocks-pro-condition-editor__hint">
							{ __(
								'Enter a condition name above to start building your conditions.',
								'gblocks-pro'
							) }
						</p>
					) }
				</fieldset>
			</form>

			<EditorDialogs
				isCreatingCategory={ isCreatingCategory }
				onCategoryModalClose={ () => setIsCreatingCategory( false ) }
				onCategoryCreated={ ( created ) => {
					setCategory( created.slug );
					setIsCreatingCategory( false );
				} }
				confirmReload={ confirmReload }
				onReloadAnswered={ () => setConfirmReload( false ) }
				confirmCancel={ confirmCancel }
				onCancelAnswered={ () => setConfirmCancel( false ) }
				onDirtyChange={ onDirtyChange }
				onReload={ onReload }
				onCancel={ onCancel }
			/>
		</AdminPage>
	);
}
