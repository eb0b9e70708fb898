/**
 * Listening to an embedded frame (DESIGN §11, §15): the host of a frame accepts only messages of this
 * site's origin whose source is that frame's window, of the types it asks for.
 */

/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { listenToFrame } from '../messages';
import type { GbMessageOf, GbMessageType } from '../messages';

/**
 * @param frameRef The frame (its contentWindow is read at each message, so a reload or a late mount
 *                 is followed).
 * @param types    The message types wanted (keep the array stable: module level).
 * @param handler  Called with each accepted message (the latest handler is used).
 */
export function useFrameMessages< T extends GbMessageType >(
	frameRef: RefObject< HTMLIFrameElement | null >,
	types: readonly T[],
	handler: ( message: GbMessageOf< T > ) => void
): void {
	const handlerRef = useRef( handler );
	handlerRef.current = handler;
	useEffect(
		() =>
			listenToFrame(
				() => frameRef.current?.contentWindow,
				types,
				( message ) => handlerRef.current( message )
			),
		[ frameRef, types ]
	);
}
