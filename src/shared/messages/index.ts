/**
 * The one typed bus for window and frame messages (DESIGN §11, §15). Every message names its target
 * origin (this site's own origin, never '*'), and every listener accepts only messages from this origin,
 * of a known shape and of the types it asked for.
 */

/** Conditions changed somewhere else (another frame or window): refresh every condition query. */
export interface InvalidateConditionsMessage {
	type: 'gb_invalidate_conditions';
}

/** An embedded editor's unsaved state, sent each time it changes. */
export interface UnsavedChangesMessage {
	type: 'gb_unsaved_changes';
	hasChanges: boolean;
}

/**
 * An embedded overlay editor saved its overlay (a save the user made, not an autosave). The id lets the
 * host learn the id of an overlay created in the frame.
 */
export interface OverlaySavedMessage {
	type: 'gb_overlay_saved';
	/** The saved overlay's post id, when the sender knows it. */
	id?: number;
}

/** An embedded overlay editor asks its host to close it. */
export interface CloseOverlayMessage {
	type: 'gb_close_overlay';
}

export type GbMessage =
	| InvalidateConditionsMessage
	| UnsavedChangesMessage
	| OverlaySavedMessage
	| CloseOverlayMessage;

export type GbMessageType = GbMessage[ 'type' ];

/** The message of a given type. */
export type GbMessageOf< T extends GbMessageType > = Extract<
	GbMessage,
	{ type: T }
>;

export const MESSAGE_TYPES: readonly GbMessageType[] = [
	'gb_invalidate_conditions',
	'gb_unsaved_changes',
	'gb_overlay_saved',
	'gb_close_overlay',
];

/** Anything postMessage can be sent to: a window, a frame's contentWindow, window.parent. */
export interface MessageTarget {
	postMessage: ( message: unknown, targetOrigin: string ) => void;
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * Whether data is one of our messages, with the fields its type requires.
 *
 * @param data What a message event carried.
 */
export function isGbMessage( data: unknown ): data is GbMessage {
	if ( ! isRecord( data ) || typeof data.type !== 'string' ) {
		return false;
	}
	if ( ! ( MESSAGE_TYPES as readonly string[] ).includes( data.type ) ) {
		return false;
	}
	if ( data.type === 'gb_unsaved_changes' ) {
		return typeof data.hasChanges === 'boolean';
	}
	if ( data.type === 'gb_overlay_saved' && data.id !== undefined ) {
		return (
			typeof data.id === 'number' &&
			Number.isInteger( data.id ) &&
			data.id > 0
		);
	}
	return true;
}

/**
 * Sends a message to a window or frame of this site. Does nothing without a target (no parent frame,
 * a frame not loaded yet) or when the target is this very window.
 *
 * @param target  Where to send it: window.parent, a frame's contentWindow…
 * @param message The message.
 */
export function post(
	target: MessageTarget | null | undefined,
	message: GbMessage
): void {
	if ( ! target ) {
		return;
	}
	target.postMessage( message, window.location.origin );
}

/**
 * Sends a message to the window hosting this one in a frame; nothing when there is no host.
 *
 * @param message The message.
 */
export function postToParent( message: GbMessage ): void {
	if ( window.parent && window.parent !== window ) {
		post( window.parent, message );
	}
}

/**
 * Listens on this window for messages of the given types from this site's origin.
 *
 * @param types   The message types wanted.
 * @param handler Called with each accepted message and its event.
 * @param source  The window to listen on (this window by default).
 * @return A function that stops listening.
 */
export function listen< T extends GbMessageType >(
	types: readonly T[],
	handler: ( message: GbMessageOf< T >, event: MessageEvent ) => void,
	source: Window = window
): () => void {
	const onMessage = ( event: MessageEvent ) => {
		if ( event.origin !== window.location.origin ) {
			return;
		}
		const data: unknown = event.data;
		if (
			! isGbMessage( data ) ||
			! ( types as readonly string[] ).includes( data.type )
		) {
			return;
		}
		handler( data as GbMessageOf< T >, event );
	};
	source.addEventListener( 'message', onMessage );
	return () => source.removeEventListener( 'message', onMessage );
}

/**
 * Listens on this window for messages of the given types sent by one frame (or window) of this site:
 * the origin must be this site's and the event's source must be that frame's window, so that another
 * frame of the same origin (a preview, the editor canvas) cannot speak for it.
 *
 * @param from    The sender's window now (e.g. () => iframe.contentWindow); null accepts nothing.
 * @param types   The message types wanted.
 * @param handler Called with each accepted message and its event.
 * @return A function that stops listening.
 */
export function listenToFrame< T extends GbMessageType >(
	from: () => MessageEventSource | null | undefined,
	types: readonly T[],
	handler: ( message: GbMessageOf< T >, event: MessageEvent ) => void
): () => void {
	return listen( types, ( message, event ) => {
		const sender = from();
		if ( ! sender || event.source !== sender ) {
			return;
		}
		handler( message, event );
	} );
}
