/**
 * Keeps condition data fresh across frames and windows: a gb_invalidate_conditions message from this
 * site refreshes every condition query of this window's QueryClient, and a save here tells the parent
 * window (a host editor) with the same message.
 */

/**
 * External dependencies
 */
import { useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { listen, postToParent } from '../messages';
import { invalidateConditionData } from '../query/keys';

/**
 * Refreshes every condition query when another frame or window of this site says conditions changed.
 */
export function useInvalidateConditionsOnMessage(): void {
	const client = useQueryClient();
	useEffect(
		() =>
			listen( [ 'gb_invalidate_conditions' ], () => {
				invalidateConditionData( client );
			} ),
		[ client ]
	);
}

/**
 * Tells a parent window (the block editor hosting this screen in a frame) that conditions changed.
 */
export function notifyConditionsChanged(): void {
	postToParent( { type: 'gb_invalidate_conditions' } );
}
