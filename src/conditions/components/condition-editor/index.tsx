/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '../../../shared/api';
import { AdminPage } from '../../../shared/components/admin-page';
import { conditionsApi } from '../../api';
import { useSaveCondition } from '../../hooks/use-conditions';
import { UnsavedChangesDialog } from '../../../shared/components/unsaved-changes-dialog';
import { useUnsavedChanges } from '../../../shared/hooks/use-unsaved-changes';
import { hasChanges, type EditorSnapshot } from '../../lib/dirty';
import { fromEditorTree, toEditorTree } from '../../lib/tree';
import { cleanTree, validateCondition } from '../../lib/validate';
import type {
	Condition,
	ConditionCategory,
	ConditionStatus,
	ConditionTree,
	EditorTree,
} from '../../types';
import { CategoryCreateModal } from '../category-create-modal';
import { ConditionBuilder } from '../condition-builder';
import { ImportExport } from '../import-export';
import { SimulatorPanel } from '../simulator';
import type { SimulationSubject } from '../simulator/types';

const NEW_CATEGORY = '__gblocks_pro_new_category';

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

interface SaveFailure {
	message: string;
	details: string[];
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * What the server's validation refusal means for the user (SPEC §8).
 *
 * @param error What validate_conditions threw.
 */
export function validationFailure( error: unknown ): SaveFailure {
	if (
		isApiError( error ) &&
		( error.status === 401 || error.status === 403 )
	) {
		return { message: error.message, details: [] };
	}
	const body = isApiError( error ) ? error.body : null;
	if ( isRecord( body ) && body.success === false ) {
		const errors = Array.isArray( body.errors )
			? body.errors.map( String )
			: [];
		return {
			message: __(
				'Condition validation failed. Please check your configuration and try again.',
				'gblocks-pro'
			),
			details: errors,
		};
	}
	return {
		message: __(
			'Failed to save condition. Please try again.',
			'gblocks-pro'
		),
		details: [],
	};
}

/**
 * Whether a save was refused because the condition was saved elsewhere since it was loaded.
 *
 * @param error What the save threw.
 */
export function isConflict( error: unknown ): boolean {
	return isApiError( error ) && error.status === 409;
}

/**
 * What a failed create or update means for the user (SPEC §8).
 *
 * @param error What the save threw.
 */
export function saveFailure( error: unknown ): SaveFailure {
	const message = error instanceof Error ? error.message : '';
	if ( /validation/i.test( message ) ) {
		return {
			message: __(
				'Condition validation failed. Please check that all fields are properly filled out.',
				'gblocks-pro'
			),
			details: [],
		};
	}
	const generic = __(
		'Failed to save condition. Please try again.',
		'gblocks-pro'
	);
	// A readable server reason (a permission refusal, a bad field) is shown under the generic text.
	const specific =
		isApiError( error ) && isRecord( error.body ) && message
			? [ message ]
			: [];
	return { message: generic, details: specific };
}

/**
 * The condition editor: name, category, status, the rule builder, import/export, and the save flow
 * (local validation, server validation, create or update, back to the list).
 *
 * @param props               Component props.
 * @param props.conditionId
 * @param props.initial
 * @param props.categories
 * @param props.onSaved
 * @param props.onCancel
 * @param props.onDirtyChange
 * @param props.version
 * @param props.rulesError
 * @param props.onReload
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
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ failure, setFailure ] = useState< SaveFailure | null >( null );
	// The server's message when someone else saved this condition since it was loaded.
	const [ conflict, setConflict ] = useState< string | null >( null );
	const [ confirmReload, setConfirmReload ] = useState( false );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ isCreatingCategory, setIsCreatingCategory ] = useState( false );
	// The category modal gives focus back to the Category select, also when the select did not
	// have focus when the modal opened.
	const categoryRef = useRef< HTMLSelectElement >( null );
	const wasCreatingCategory = useRef( false );
	useEffect( () => {
		if ( wasCreatingCategory.current && ! isCreatingCategory ) {
			categoryRef.current?.focus();
		}
		wasCreatingCategory.current = isCreatingCategory;
	}, [ isCreatingCategory ] );
	const [ confirmCancel, setConfirmCancel ] = useState( false );
	const save = useSaveCondition();

	const wireTree = useMemo( () => fromEditorTree( tree ), [ tree ] );
	const dirty = hasChanges( initial, {
		title,
		status,
		category,
		conditions: wireTree,
	} );
	useUnsavedChanges( dirty && ! isSaving, { eventName: DIRTY_EVENT } );
	const rulesChanged =
		JSON.stringify( initial.conditions ) !== JSON.stringify( wireTree );
	useEffect( () => onDirtyChange?.( dirty ), [ dirty, onDirtyChange ] );

	// The panel tests the complete rows (as a save sends them); nothing while no row is complete, nor
	// while a row holds what a save would refuse (an 'is between' without both dates, a missing value):
	// the form lists what to complete, and the server is not asked about a tree it would answer 400.
	const simulated = useMemo< SimulationSubject | null >( () => {
		const clean = cleanTree( wireTree );
		if ( wireTree.groups.length > 0 && clean.groups.length === 0 ) {
			return null;
		}
		// The name is not the rules' business here: any non-empty name.
		return validateCondition( '-', clean ).length > 0
			? null
			: { conditions: clean };
	}, [ wireTree ] );

	const isNew = conditionId === null;
	const showBuilder = ! isNew || title.trim() !== '';

	const submit = async ( event?: FormEvent ) => {
		event?.preventDefault();
		setFailure( null );
		setConflict( null );
		const local = validateCondition( title, wireTree );
		setErrors( local );
		if ( local.length ) {
			return;
		}
		const conditions: ConditionTree = cleanTree( wireTree );
		let saved: Condition;
		setIsSaving( true );
		try {
			await conditionsApi.validate( conditions );
		} catch ( error ) {
			setFailure( validationFailure( error ) );
			setIsSaving( false );
			return;
		}
		const payload = {
			title: title.trim(),
			conditions,
			category: category ? [ category ] : ( '' as const ),
			status,
		};
		try {
			if ( conditionId === null ) {
				saved = await save.mutateAsync( { id: null, payload } );
			} else {
				const { conditions: rules, ...others } = payload;
				saved = await save.mutateAsync( {
					id: conditionId,
					payload: {
						...others,
						// Unreadable stored rules are replaced only by rules the user built; left
						// untouched they stay as they are (and keep hiding what they guard).
						...( rulesError && ! rulesChanged
							? {}
							: { conditions: rules } ),
						// The version loaded: a save made elsewhere since then answers 409.
						...( version ? { modified: version } : {} ),
					},
				} );
			}
		} catch ( error ) {
			if ( isConflict( error ) ) {
				setConflict(
					error instanceof Error && error.message
						? error.message
						: __(
								'This condition was changed by someone else since you opened it.',
								'gblocks-pro'
							)
				);
			} else {
				setFailure( saveFailure( error ) );
			}
			setIsSaving( false );
			return;
		}
		setIsSaving( false );
		onDirtyChange?.( false );
		onSaved( saved );
	};

	const requestCancel = () =>
		dirty ? setConfirmCancel( true ) : onCancel();

	const requestReload = () =>
		dirty ? setConfirmReload( true ) : onReload?.();

	const categoryOptions = [
		{ value: '', label: __( 'Uncategorized', 'gblocks-pro' ) },
		...categories.map( ( item ) => ( {
			value: item.slug,
			label: item.name,
		} ) ),
		{
			value: NEW_CATEGORY,
			label: __( '+ Add new category', 'gblocks-pro' ),
		},
	];

	return (
		<AdminPage
			title={
				isNew
					? __( 'Create New Condition', 'gblocks-pro' )
					: __( 'Edit Condition', 'gblocks-pro' )
			}
			actions={
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
						onClick={ requestCancel }
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
						disabled={ isSaving || ! title.trim() }
						accessibleWhenDisabled
					>
						{ isSaving
							? __( 'Saving…', 'gblocks-pro' )
							: __( 'Save Conditions', 'gblocks-pro' ) }
					</Button>
				</>
			}
		>
			<form
				id="gblocks-pro-condition-editor"
				className="gblocks-pro-condition-editor"
				onSubmit={ submit }
				noValidate
			>
				{ errors.length > 0 && (
					<Notice status="error" isDismissible={ false }>
						<p>
							{ __(
								'Please complete the following:',
								'gblocks-pro'
							) }
						</p>
						<ul className="gblocks-pro-condition-editor__errors">
							{ errors.map( ( error ) => (
								<li key={ error }>{ error }</li>
							) ) }
						</ul>
					</Notice>
				) }
				{ conflict && (
					<Notice
						status="error"
						isDismissible={ false }
						className="gblocks-pro-condition-editor__conflict"
						actions={
							onReload
								? [
										{
											label: __(
												'Reload',
												'gblocks-pro'
											),
											onClick: requestReload,
											variant: 'secondary',
										},
									]
								: []
						}
					>
						<p>{ conflict }</p>
					</Notice>
				) }
				{ failure && (
					<Notice
						status="error"
						onRemove={ () => setFailure( null ) }
					>
						<p>{ failure.message }</p>
						{ failure.details.length > 0 && (
							<ul className="gblocks-pro-condition-editor__errors">
								{ failure.details.map( ( detail ) => (
									<li key={ detail }>{ detail }</li>
								) ) }
							</ul>
						) }
					</Notice>
				) }

				<fieldset
					disabled={ isSaving }
					className="gblocks-pro-condition-editor__fieldset"
				>
					<legend className="screen-reader-text">
						{ __( 'Condition settings', 'gblocks-pro' ) }
					</legend>
					<div className="gblocks-pro-condition-editor__settings">
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							className="gblocks-pro-condition-editor__name"
							label={ __( 'Name', 'gblocks-pro' ) }
							value={ title }
							onChange={ setTitle }
							placeholder={ __(
								'e.g. Logged-in members on the blog',
								'gblocks-pro'
							) }
						/>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							ref={ categoryRef }
							label={ __( 'Category', 'gblocks-pro' ) }
							value={ category }
							options={ categoryOptions }
							onChange={ ( next: string ) =>
								next === NEW_CATEGORY
									? setIsCreatingCategory( true )
									: setCategory( next )
							}
						/>
						<SelectControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Status', 'gblocks-pro' ) }
							value={ status }
							options={ [
								{
									value: 'publish',
									label: __( 'Published', 'gblocks-pro' ),
								},
								{
									value: 'draft',
									label: __( 'Draft', 'gblocks-pro' ),
								},
							] }
							onChange={ ( next: string ) =>
								setStatus( next as ConditionStatus )
							}
						/>
					</div>

					{ showBuilder ? (
						<>
							<h2 className="gblocks-pro-condition-editor__section-title">
								{ __( 'Conditions', 'gblocks-pro' ) }
							</h2>
							{ rulesError && (
								<Notice
									status="error"
									isDismissible={ false }
									className="gblocks-pro-condition-editor__rules-error"
								>
									<p>{ rulesError }</p>
									<p>
										{ __(
											'The stored rules are kept until you save new ones: build the conditions again and save to replace them.',
											'gblocks-pro'
										) }
									</p>
								</Notice>
							) }
							<ConditionBuilder
								tree={ tree }
								onChange={ ( update ) => setTree( update ) }
								touched={ touched }
								onTouch={ ( key ) =>
									setTouched( ( current ) =>
										current.has( key )
											? current
											: new Set( current ).add( key )
									)
								}
							/>
							<ImportExport
								tree={ wireTree }
								onImport={ ( imported ) => {
									setTree( toEditorTree( imported ) );
									setTouched( new Set() );
								} }
							/>
							<SimulatorPanel subject={ simulated } />
						</>
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

			{ isCreatingCategory && (
				<CategoryCreateModal
					onClose={ () => setIsCreatingCategory( false ) }
					onCreated={ ( created ) => {
						setCategory( created.slug );
						setIsCreatingCategory( false );
					} }
				/>
			) }
			{ confirmReload && (
				<UnsavedChangesDialog
					message={ __(
						'You have unsaved changes. Reloading the condition discards them. Reload anyway?',
						'gblocks-pro'
					) }
					onStay={ () => setConfirmReload( false ) }
					onLeave={ () => {
						setConfirmReload( false );
						onDirtyChange?.( false );
						onReload?.();
					} }
				/>
			) }
			{ confirmCancel && (
				<UnsavedChangesDialog
					onStay={ () => setConfirmCancel( false ) }
					onLeave={ () => {
						setConfirmCancel( false );
						onDirtyChange?.( false );
						onCancel();
					} }
				/>
			) }
		</AdminPage>
	);
}
