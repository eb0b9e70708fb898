/**
 * The form of the HTML attributes editor that adds an attribute, with the clipboard suggestion.
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useClipboardSuggestion } from './clipboard';
import type { Suggestion } from './clipboard';
import { AttributeFields, focusValue, useDraft } from './fields';
import {
	formatAttribute,
	lockedChangeError,
	validateAttribute,
	withAttribute,
} from './lib';
import type { AttributeError, AttributeMap } from './lib';

/** The focus key of the add form's inputs. */
export const ADD_KEY = '__gblocks-pro-new';

interface AddFormProps {
	idPrefix: string;
	attributes: AttributeMap;
	allowUnsafe: boolean;
	readClipboard: ( () => Promise< string > ) | undefined;
	/** Sets an attribute; answers the error that refuses it, if any. */
	set: ( name: string, value: string ) => AttributeError | null;
	/** Moves focus to the add form's name input after the next render. */
	focusAdd: () => void;
}

/**
 * The clipboard suggestion's line.
 *
 * @param props            Props.
 * @param props.suggestion The suggestion.
 * @param props.onAccept   Accepts it.
 */
function SuggestionLine( {
	suggestion,
	onAccept,
}: {
	suggestion: Suggestion;
	onAccept: () => void;
} ) {
	return (
		<div className="gblocks-pro-html-attributes__suggestion">
			<span>
				{ suggestion.replaces
					? __( 'Replace from clipboard:', 'gblocks-pro' )
					: __( 'Add from clipboard:', 'gblocks-pro' ) }
			</span>{ ' ' }
			<code>{ formatAttribute( suggestion ) }</code>
			<Button variant="link" onClick={ onAccept }>
				{ suggestion.replaces
					? __( 'Replace', 'gblocks-pro' )
					: __( 'Add', 'gblocks-pro' ) }
			</Button>
		</div>
	);
}

/**
 * @param props Props.
 */
export function AddAttributeForm( props: AddFormProps ) {
	const { attributes, allowUnsafe, set } = props;
	const formRef = useRef< HTMLDivElement >( null );
	const addForm = useDraft( '', '' );
	const { suggestion, setSuggestion, offerClipboard } =
		useClipboardSuggestion( props.readClipboard, attributes );

	const refusal = ( name: string, value: string ) =>
		validateAttribute( name, value, { allowUnsafe } ) ??
		lockedChangeError(
			withAttribute( attributes, name, value ),
			allowUnsafe
		);

	const add = () => {
		const { name, value } = addForm.draft;
		const error = refusal( name, value );
		if ( error ) {
			addForm.fail( error );
			return;
		}
		addForm.reset( '', '' );
		setSuggestion( null );
		set( name, value );
	};

	const acceptSuggestion = ( chosen: Suggestion ) => {
		const error = refusal( chosen.name, chosen.value );
		setSuggestion( null );
		if ( error ) {
			addForm.reset( chosen.name, chosen.value );
			addForm.fail( error );
			props.focusAdd();
			return;
		}
		set( chosen.name, chosen.value );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
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

	return (
		<div
			ref={ formRef }
			className="gblocks-pro-html-attributes__add"
			role="group"
			aria-label={ __( 'New attribute', 'gblocks-pro' ) }
		>
			<AttributeFields
				idPrefix={ props.idPrefix }
				name={ addForm.draft.name }
				value={ addForm.draft.value }
				error={ addForm.draft.error }
				focusKey={ ADD_KEY }
				onName={ ( text ) => {
					if ( addForm.setName( text ) ) {
						focusValue( formRef.current, ADD_KEY );
					}
				} }
				onValue={ addForm.setValue }
				onKeyDown={ onKeyDown }
				onNameFocus={ offerClipboard }
			/>
			<div className="gblocks-pro-html-attributes__actions">
				<Button variant="secondary" size="small" onClick={ add }>
					{ __( 'Add attribute', 'gblocks-pro' ) }
				</Button>
			</div>
			{ suggestion && (
				<SuggestionLine
					suggestion={ suggestion }
					onAccept={ () => acceptSuggestion( suggestion ) }
				/>
			) }
		</div>
	);
}
