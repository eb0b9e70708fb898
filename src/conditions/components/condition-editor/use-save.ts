/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { conditionsApi } from '../../api';
import { useSaveCondition } from '../../hooks/use-conditions';
import { cleanTree, validateCondition } from '../../lib/validate';
import type { Condition, ConditionStatus, ConditionTree } from '../../types';
import {
	isConflict,
	saveFailure,
	validationFailure,
	type SaveFailure,
} from './failures';

/** A created condition, as sent. */
interface ConditionPayload {
	title: string;
	conditions: ConditionTree;
	category: string[] | '';
	status: ConditionStatus;
}

/** What the save flow reads from the editor. */
export interface SaveInput {
	conditionId: number | null;
	title: string;
	status: ConditionStatus;
	category: string;
	/** The rules as the server stores them. */
	wireTree: ConditionTree;
	/** The server could not read the stored rules: its message. */
	rulesError?: string;
	/** Whether the user changed the rules. */
	rulesChanged: boolean;
	/** The `modified` value loaded with the condition. */
	version?: string;
	onDirtyChange?: ( dirty: boolean ) => void;
	onSaved: ( saved: Condition ) => void;
}

/**
 * The update sent for an existing condition: unreadable stored rules are replaced only by rules the user
 * built, and the version loaded goes with it.
 *
 * @param payload The whole condition.
 * @param input   What the save flow reads from the editor.
 */
function updatePayload( payload: ConditionPayload, input: SaveInput ) {
	const { rulesError, rulesChanged, version } = input;
	const { conditions: rules, ...others } = payload;
	return {
		...others,
		// Unreadable stored rules are replaced only by rules the user built; left
		// untouched they stay as they are (and keep hiding what they guard).
		...( rulesError && ! rulesChanged ? {} : { conditions: rules } ),
		// The version loaded: a save made elsewhere since then answers 409.
		...( version ? { modified: version } : {} ),
	};
}

/**
 * The editor's save flow: local validation (errors), server validation, create or update (failure,
 * conflict), then onSaved. isSaving while it runs.
 *
 * @param input What the save flow reads from the editor, this render.
 */
export function useSave( input: SaveInput ) {
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ failure, setFailure ] = useState< SaveFailure | null >( null );
	// The server's message when someone else saved this condition since it was loaded.
	const [ conflict, setConflict ] = useState< string | null >( null );
	const [ isSaving, setIsSaving ] = useState( false );
	const save = useSaveCondition();
	const { conditionId, title, status, category, wireTree } = input;

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
			saved =
				conditionId === null
					? await save.mutateAsync( { id: null, payload } )
					: await save.mutateAsync( {
							id: conditionId,
							payload: updatePayload( payload, input ),
						} );
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
		input.onDirtyChange?.( false );
		input.onSaved( saved );
	};

	return { submit, errors, failure, setFailure, conflict, isSaving };
}
