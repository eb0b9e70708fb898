/**
 * The name and value inputs of the HTML attributes editor (a stored row's or the add form's), and the
 * state of a pair being edited.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { nameFieldInput } from './lib';
import type { AttributeError } from './lib';

export interface FieldsProps {
	idPrefix: string;
	name: string;
	value: string;
	error: AttributeError | null;
	onName: ( text: string ) => void;
	onValue: ( text: string ) => void;
	onKeyDown: ( event: KeyboardEvent< HTMLInputElement > ) => void;
	onNameFocus?: () => void;
	/** Marks the name input, so that focus can be moved to it. */
	focusKey: string;
}

/**
 * The name and value inputs of a row or of the add form, each with its error below it.
 *
 * @param props Props.
 */
export function AttributeFields( props: FieldsProps ) {
	const { idPrefix, name, value, error } = props;
	const nameError = error?.field === 'name' ? error.message : '';
	const valueError = error?.field === 'value' ? error.message : '';
	const nameId = `${ idPrefix }-name`;
	const valueId = `${ idPrefix }-value`;
	return (
		<div className="gblocks-pro-html-attributes__fields">
			<div className="gblocks-pro-html-attributes__field">
				<label htmlFor={ nameId }>
					{ __( 'Attribute name', 'gblocks-pro' ) }
				</label>
				<input
					id={ nameId }
					className="components-text-control__input"
					type="text"
					autoComplete="off"
					spellCheck={ false }
					data-gblocks-pro-focus={ props.focusKey }
					value={ name }
					aria-invalid={ nameError ? true : undefined }
					aria-describedby={
						nameError ? `${ nameId }-error` : undefined
					}
					onChange={ ( event ) => props.onName( event.target.value ) }
					onKeyDown={ props.onKeyDown }
					onFocus={ props.onNameFocus }
				/>
				{ nameError && (
					<p
						id={ `${ nameId }-error` }
						className="gblocks-pro-html-attributes__error"
						role="alert"
					>
						{ nameError }
					</p>
				) }
			</div>
			<div className="gblocks-pro-html-attributes__field">
				<label htmlFor={ valueId }>
					{ __( 'Attribute value', 'gblocks-pro' ) }
				</label>
				<input
					id={ valueId }
					className="components-text-control__input"
					type="text"
					autoComplete="off"
					data-gblocks-pro-value={ props.focusKey }
					value={ value }
					aria-invalid={ valueError ? true : undefined }
					aria-describedby={
						valueError ? `${ valueId }-error` : undefined
					}
					onChange={ ( event ) =>
						props.onValue( event.target.value )
					}
					onKeyDown={ props.onKeyDown }
				/>
				{ valueError && (
					<p
						id={ `${ valueId }-error` }
						className="gblocks-pro-html-attributes__error"
						role="alert"
					>
						{ valueError }
					</p>
				) }
			</div>
		</div>
	);
}

interface DraftState {
	name: string;
	value: string;
	error: AttributeError | null;
}

/**
 * The state of a name/value pair being edited, with the name field's splitting of `name="value"`.
 *
 * @param initialName  Starting name.
 * @param initialValue Starting value.
 */
export function useDraft( initialName: string, initialValue: string ) {
	const [ draft, setDraft ] = useState< DraftState >( {
		name: initialName,
		value: initialValue,
		error: null,
	} );
	const setName = ( text: string ) => {
		const input = nameFieldInput( text );
		setDraft( ( current ) => ( {
			name: input.name,
			value: input.value === null ? current.value : input.value,
			error: null,
		} ) );
		return input.value !== null;
	};
	const setValue = ( text: string ) =>
		setDraft( ( current ) => ( { ...current, value: text, error: null } ) );
	const reset = ( name: string, value: string ) =>
		setDraft( { name, value, error: null } );
	const fail = ( error: AttributeError ) =>
		setDraft( ( current ) => ( { ...current, error } ) );
	return { draft, setName, setValue, reset, fail };
}

/**
 * Moves focus to the value input of a row or form when the name field split `name=value`.
 *
 * @param container The element holding the inputs.
 * @param focusKey  The inputs' key.
 */
export function focusValue( container: HTMLElement | null, focusKey: string ) {
	container
		?.querySelector< HTMLInputElement >(
			`[data-gblocks-pro-value="${ focusKey }"]`
		)
		?.focus();
}
