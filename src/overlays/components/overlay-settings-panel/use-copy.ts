/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { COPIED_LABEL_MS } from '../../../shared/query/constants';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copying a text to the clipboard: 'copied' for 2000 ms after it worked (SPEC 9), 'failed' when the
 * browser refused or has no clipboard.
 *
 * @param text The text to copy.
 */
export function useCopy( text: string ): [ CopyState, () => Promise< void > ] {
	const [ state, setState ] = useState< CopyState >( 'idle' );

	useEffect( () => {
		if ( state !== 'copied' ) {
			return;
		}
		const timer = window.setTimeout(
			() => setState( 'idle' ),
			COPIED_LABEL_MS
		);
		return () => window.clearTimeout( timer );
	}, [ state ] );

	const copy = async () => {
		try {
			if ( ! window.navigator.clipboard?.writeText ) {
				throw new Error( 'No clipboard' );
			}
			await window.navigator.clipboard.writeText( text );
			setState( 'copied' );
		} catch {
			setState( 'failed' );
		}
	};

	return [ state, copy ];
}
