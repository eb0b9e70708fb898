/**
 * The clipboard suggestion of the HTML attributes editor: on focus of the new attribute's name field,
 * an attribute on the clipboard is offered ("Add from clipboard:" / "Replace from clipboard:").
 */

/**
 * WordPress dependencies
 */
import { useCallback, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { clipboardSuggestion } from './lib';
import type { AttributeMap, ParsedAttribute } from './lib';

export type Suggestion = ParsedAttribute & { replaces: boolean };

/** Longest clipboard text considered for a suggestion. */
const CLIPBOARD_MAX_LENGTH = 2000;

/** navigator.clipboard.readText, when the browser has it; undefined otherwise. */
export function browserClipboard(): ( () => Promise< string > ) | undefined {
	const clipboard =
		typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
	if ( ! clipboard || typeof clipboard.readText !== 'function' ) {
		return undefined;
	}
	return () => clipboard.readText();
}

/**
 * The suggestion, and the function that offers the clipboard's attribute (silent when the clipboard
 * cannot be read).
 *
 * @param readClipboard Reads the clipboard.
 * @param attributes    The stored attributes.
 */
export function useClipboardSuggestion(
	readClipboard: ( () => Promise< string > ) | undefined,
	attributes: AttributeMap
) {
	const [ suggestion, setSuggestion ] = useState< Suggestion | null >( null );
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
	return { suggestion, setSuggestion, offerClipboard };
}
