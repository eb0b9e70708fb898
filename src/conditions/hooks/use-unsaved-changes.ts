/**
 * While the editor has unsaved changes: a warning on page leave (beforeunload), and the window event
 * 'gblocks-pro-conditions-dirty' with detail { hasChanges } each time the state changes (and
 * { hasChanges: false } when the editor closes), so that a host such as the block editor's modal can
 * ask before closing.
 */

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

export const DIRTY_EVENT = 'gblocks-pro-conditions-dirty';

export interface DirtyEventDetail {
	hasChanges: boolean;
}

function announce( hasChanges: boolean ): void {
	window.dispatchEvent(
		new CustomEvent< DirtyEventDetail >( DIRTY_EVENT, {
			detail: { hasChanges },
		} )
	);
}

export function useUnsavedChanges( hasChanges: boolean ): void {
	useEffect( () => {
		announce( hasChanges );
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

	useEffect( () => () => announce( false ), [] );
}
