/**
 * The unsaved-changes guard shared by every editor of ours. While there are unsaved changes the page
 * warns before it is left (beforeunload). Each time the state changes (and with false when the editor
 * goes away) it tells the host:
 * - a window event with detail { hasChanges }, when the editor names one (a host in the same window,
 *   such as a full-screen modal, listens to it);
 * - a gb_unsaved_changes message to the parent window, when the editor runs inside a frame (DESIGN §15).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { postToParent } from '../messages';

export interface DirtyEventDetail {
	hasChanges: boolean;
}

export interface UnsavedChangesOptions {
	/** Name of the window event announcing the state, if any. */
	eventName?: string;
	/** Also post gb_unsaved_changes to the parent window when inside a frame (default true). */
	notifyParent?: boolean;
}

function announce(
	hasChanges: boolean,
	{ eventName, notifyParent = true }: UnsavedChangesOptions
): void {
	if ( eventName ) {
		window.dispatchEvent(
			new CustomEvent< DirtyEventDetail >( eventName, {
				detail: { hasChanges },
			} )
		);
	}
	if ( notifyParent ) {
		postToParent( { type: 'gb_unsaved_changes', hasChanges } );
	}
}

/**
 * @param hasChanges Whether the editor has unsaved changes now.
 * @param options    How the state is announced.
 */
export function useUnsavedChanges(
	hasChanges: boolean,
	options: UnsavedChangesOptions = {}
): void {
	// The latest options, so that an inline object does not re-announce on every render.
	const optionsRef = useRef( options );
	optionsRef.current = options;

	useEffect( () => {
		announce( hasChanges, optionsRef.current );
		if ( ! hasChanges ) {
			return undefined;
		}
		const onBeforeUnload = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
			// Older browsers show the prompt only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener( 'beforeunload', onBeforeUnload );
		return () =>
			window.removeEventListener( 'beforeunload', onBeforeUnload );
	}, [ hasChanges ] );

	useEffect( () => () => announce( false, optionsRef.current ), [] );
}
