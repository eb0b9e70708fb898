/**
 * The HTML attributes editor (SPEC 5; DESIGN §12): rows of name and value with remove, where an edited
 * row is applied only when confirmed (Apply, or Enter in its fields; Escape cancels the edit), and a
 * form that adds one. Text like `name="value"` typed or pasted into a name field splits into both
 * fields; on focus of the new attribute's name field, an attribute on the clipboard is offered ("Add
 * from clipboard:" / "Replace from clipboard:"). The attributes of the Overlay Panel Trigger select are
 * not listed here (they stay in the map).
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import {
	useCallback,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	clipboardSuggestion,
	formatAttribute,
	isManagedName,
	lockedChangeError,
	nameFieldInput,
	validateAttribute,
	withAttribute,
	withoutAttribute,
} from './lib';
import { isUnsafeAttribute } from './policy';
import type { AttributeError, AttributeMap, ParsedAttribute } from './lib';
import './style.scss';

export interface HtmlAttributesEditorProps {
	/** Visible title: 'HTML Attributes' or 'Link Attributes'. */
	label: string;
	/** The stored attributes (managed trigger attributes included). */
	attributes: AttributeMap;
	/** Called with the new map, undefined when it is empty. */
	onChange: ( attributes: AttributeMap | undefined ) => void;
	/** Reads the clipboard (tests); navigator.clipboard.readText by default. */
	readClipboard?: () => Promise< string >;
	/**
	 * Whether the user has unfiltered_html. Without it, what the save would refuse (event handlers,
	 * srcdoc, formaction, script URLs and styles) is refused as it is applied, like class.
	 */
	allowUnsafe?: boolean;
}

/** Longest clipboard text considered for a suggestion. */
const CLIPBOARD_MAX_LENGTH = 2000;

/** navigator.clipboard.readText, when the browser has it; undefined otherwise. */
function browserClipboard(): ( () => Promise< string > ) | undefined {
	const clipboard =
		typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
	if ( ! clipboard || typeof clipboard.readText !== 'function' ) {
		return undefined;
	}
	return () => clipboard.readText();
}

interface FieldsProps {
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
function AttributeFields( props: FieldsProps ) {
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
function useDraft( initialName: string, initialValue: string ) {
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
function focusValue( container: HTMLElement | null, focusKey: string ) {
	container
		?.querySelector< HTMLInputElement >(
			`[data-gblocks-pro-value="${ focusKey }"]`
		)
		?.focus();
}

interface RowProps {
	name: string;
	value: string;
	idPrefix: string;
	allowUnsafe: boolean;
	/** Applies the edit; answers the error that refuses it, if any. */
	onApply: (
		name: string,
		value: string,
		previous: string
	) => AttributeError | null;
	/** Removes the attribute; answers the error that refuses it, if any. */
	onRemove: ( name: string ) => AttributeError | null;
}

/**
 * One stored attribute: editable, applied only on Apply or Enter, reset by Escape.
 *
 * @param props             Props.
 * @param props.name
 * @param props.value
 * @param props.idPrefix
 * @param props.onApply
 * @param props.onRemove
 * @param props.allowUnsafe
 */
function AttributeRow( {
	name,
	value,
	idPrefix,
	allowUnsafe,
	onApply,
	onRemove,
}: RowProps ) {
	const { draft, setName, setValue, reset, fail } = useDraft( name, value );
	const rowRef = useRef< HTMLLIElement >( null );
	useEffect( () => {
		reset( name, value );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- A stored change (undo, another row) resets the draft; reset itself is stable in meaning.
	}, [ name, value ] );
	const isDirty = draft.name !== name || draft.value !== value;
	// An unsafe attribute the block already has (an administrator's onclick, or one pasted with a block):
	// the save keeps it only where the post already stores it (Html_Attributes_Save_Guard); this user
	// may remove it but not change it.
	const isStoredUnsafe =
		! allowUnsafe && ! isDirty && isUnsafeAttribute( name, value );

	const apply = () => {
		if ( ! isDirty ) {
			return;
		}
		const error = validateAttribute( draft.name, draft.value, {
			allowUnsafe,
		} );
		if ( error ) {
			fail( error );
			return;
		}
		const refused = onApply( draft.name, draft.value, name );
		if ( refused ) {
			fail( refused );
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			apply();
		} else if ( event.key === 'Escape' && ( isDirty || draft.error ) ) {
			event.preventDefault();
			event.stopPropagation();
			reset( name, value );
		}
	};

	return (
		<li ref={ rowRef } className="gblocks-pro-html-attributes__row">
			<div
				role="group"
				aria-label={ sprintf(
					/* translators: %s: attribute name. */
					__( 'Attribute %s', 'gblocks-pro' ),
					name
				) }
			>
				<AttributeFields
					idPrefix={ idPrefix }
					name={ draft.name }
					value={ draft.value }
					error={ draft.error }
					focusKey={ name }
					onName={ ( text ) => {
						if ( setName( text ) ) {
							focusValue( rowRef.current, name );
						}
					} }
					onValue={ setValue }
					onKeyDown={ onKeyDown }
				/>
				{ isStoredUnsafe && (
					<p className="gblocks-pro-html-attributes__note">
						{ __(
							"This attribute can run scripts. It is saved only as a user who may post unfiltered HTML saved it in this post, with this block's other attributes unchanged; you can remove it.",
							'gblocks-pro'
						) }
					</p>
				) }
				<div className="gblocks-pro-html-attributes__actions">
					{ isDirty && (
						<>
							<Button
								variant="primary"
								size="small"
								onClick={ apply }
							>
								{ __( 'Apply', 'gblocks-pro' ) }
							</Button>
							<Button
								variant="tertiary"
								size="small"
								onClick={ () => reset( name, value ) }
							>
								{ __( 'Cancel', 'gblocks-pro' ) }
							</Button>
						</>
					) }
					<Button
						variant="tertiary"
						size="small"
						isDestructive
						label={ sprintf(
							/* translators: %s: attribute name. */
							__( 'Remove %s', 'gblocks-pro' ),
							name
						) }
						showTooltip={ false }
						onClick={ () => {
							const refused = onRemove( name );
							if ( refused ) {
								fail( refused );
							}
						} }
					>
						{ __( 'Remove', 'gblocks-pro' ) }
					</Button>
				</div>
			</div>
		</li>
	);
}

type Suggestion = ParsedAttribute & { replaces: boolean };

/**
 * The HTML attributes editor of a block (or of its link).
 *
 * @param props               Props.
 * @param props.label         Visible title.
 * @param props.attributes    Stored attributes.
 * @param props.onChange      Called with the new map.
 * @param props.readClipboard Reads the clipboard.
 * @param props.allowUnsafe   Whether the user has unfiltered_html.
 */
export function HtmlAttributesEditor( {
	label,
	attributes,
	onChange,
	readClipboard = browserClipboard(),
	allowUnsafe = false,
}: HtmlAttributesEditorProps ) {
	const baseId = 'gblocks-pro-html-attributes-' + useId();
	const containerRef = useRef< HTMLDivElement >( null );
	const addForm = useDraft( '', '' );
	const [ suggestion, setSuggestion ] = useState< Suggestion | null >( null );
	// Where focus goes after the next render: a row's name input, or the add form's.
	const [ focusTarget, setFocusTarget ] = useState< string | null >( null );
	const ADD_KEY = '__gblocks-pro-new';

	useEffect( () => {
		if ( focusTarget === null ) {
			return;
		}
		containerRef.current
			?.querySelector< HTMLInputElement >(
				`[data-gblocks-pro-focus="${ focusTarget }"]`
			)
			?.focus();
		setFocusTarget( null );
	}, [ focusTarget ] );

	const rows = Object.entries( attributes ).filter(
		( [ name ] ) => ! isManagedName( name )
	);

	// Sets an attribute, unless the result keeps an attribute that can run scripts beside a change.
	const set = (
		name: string,
		value: string,
		previous?: string
	): AttributeError | null => {
		const next = withAttribute( attributes, name, value, previous );
		const refused = lockedChangeError( next, allowUnsafe );
		if ( refused ) {
			return refused;
		}
		onChange( next );
		setFocusTarget( name );
		return null;
	};

	const remove = ( name: string ): AttributeError | null => {
		const next = withoutAttribute( attributes, name );
		const refused = lockedChangeError( next, allowUnsafe );
		if ( refused ) {
			return refused;
		}
		onChange( next );
		setFocusTarget( ADD_KEY );
		return null;
	};

	const add = () => {
		const { name, value } = addForm.draft;
		const error =
			validateAttribute( name, value, { allowUnsafe } ) ??
			lockedChangeError(
				withAttribute( attributes, name, value ),
				allowUnsafe
			);
		if ( error ) {
			addForm.fail( error );
			return;
		}
		addForm.reset( '', '' );
		setSuggestion( null );
		set( name, value );
	};

	const acceptSuggestion = ( chosen: Suggestion ) => {
		const error =
			validateAttribute( chosen.name, chosen.value, {
				allowUnsafe,
			} ) ??
			lockedChangeError(
				withAttribute( attributes, chosen.name, chosen.value ),
				allowUnsafe
			);
		setSuggestion( null );
		if ( error ) {
			addForm.reset( chosen.name, chosen.value );
			addForm.fail( error );
			setFocusTarget( ADD_KEY );
			return;
		}
		set( chosen.name, chosen.value );
	};

	// Offers the clipboard's attribute; silent when the clipboard cannot be read.
	const offerClipboard = useCallback( () => {
		if ( ! readClipboard ) {
			return;
		}
		let read: Promise< string >;
		try {
			read = readClipboard();
		} catch {
			return;
		}
		Promise.resolve( read )
			.then( ( text ) => {
				if (
					typeof text !== 'string' ||
					text.length > CLIPBOARD_MAX_LENGTH
				) {
					setSuggestion( null );
					return;
				}
				const found = clipboardSuggestion( text, attributes );
				const unchanged =
					found?.replaces && attributes[ found.name ] === found.value;
				setSuggestion( found && ! unchanged ? found : null );
			} )
			.catch( () => setSuggestion( null ) );
	}, [ readClipboard, attributes ] );

	const onAddKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			add();
		} else if (
			event.key === 'Escape' &&
			( addForm.draft.name || addForm.draft.value || addForm.draft.error )
		) {
			event.preventDefault();
			event.stopPropagation();
			addForm.reset( '', '' );
		}
	};

	const headingId = `${ baseId }-heading`;
	return (
		<div
			ref={ containerRef }
			className="gblocks-pro-html-attributes"
			role="group"
			aria-labelledby={ headingId }
		>
			<h3 id={ headingId } className="gblocks-pro-html-attributes__title">
				{ label }
			</h3>
			{ rows.length > 0 && (
				<ul className="gblocks-pro-html-attributes__rows">
					{ rows.map( ( [ name, value ], index ) => (
						<AttributeRow
							key={ name }
							name={ name }
							value={ value }
							idPrefix={ `${ baseId }-row-${ index }` }
							allowUnsafe={ allowUnsafe }
							onApply={ ( next, nextValue, previous ) =>
								set( next, nextValue, previous )
							}
							onRemove={ remove }
						/>
					) ) }
				</ul>
			) }
			<div
				className="gblocks-pro-html-attributes__add"
				role="group"
				aria-label={ __( 'New attribute', 'gblocks-pro' ) }
			>
				<AttributeFields
					idPrefix={ `${ baseId }-new` }
					name={ addForm.draft.name }
					value={ addForm.draft.value }
					error={ addForm.draft.error }
					focusKey={ ADD_KEY }
					onName={ ( text ) => {
						if ( addForm.setName( text ) ) {
							focusValue( containerRef.current, ADD_KEY );
						}
					} }
					onValue={ addForm.setValue }
					onKeyDown={ onAddKeyDown }
					onNameFocus={ offerClipboard }
				/>
				<div className="gblocks-pro-html-attributes__actions">
					<Button variant="secondary" size="small" onClick={ add }>
						{ __( 'Add attribute', 'gblocks-pro' ) }
					</Button>
				</div>
				{ suggestion && (
					<div className="gblocks-pro-html-attributes__suggestion">
						<span>
							{ suggestion.replaces
								? __( 'Replace from clipboard:', 'gblocks-pro' )
								: __( 'Add from clipboard:', 'gblocks-pro' ) }
						</span>{ ' ' }
						<code>{ formatAttribute( suggestion ) }</code>
						<Button
							variant="link"
							onClick={ () => acceptSuggestion( suggestion ) }
						>
							{ suggestion.replaces
								? __( 'Replace', 'gblocks-pro' )
								: __( 'Add', 'gblocks-pro' ) }
						</Button>
					</div>
				) }
			</div>
		</div>
	);
}
