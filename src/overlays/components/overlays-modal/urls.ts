/**
 * Addresses of the overlay editor: in the modal's frame (with the embedded flags of SPEC 2.2), and in a
 * tab of its own.
 */

/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { editorData } from '../../../editor';
import type { OverlayType } from '../../types';

/** The flags that put the overlay editor in embedded mode (includes/Overlays/Editor.php). */
export const EMBEDDED_QUERY = {
	gb_overlay_context: 1,
	gb_embedded_overlay: 1,
} as const;

/**
 * The wp-admin address the pages below are relative to: the folder of the Overlay Panels page the
 * server gave, or this page's folder (the editors run in wp-admin).
 */
export function adminBaseUrl(): string {
	const overlaysPage = editorData().urls.overlays;
	if ( overlaysPage ) {
		try {
			return new URL( '.', overlaysPage ).href;
		} catch {
			// Not an address: fall through.
		}
	}
	return '';
}

/**
 * The overlay's edit page (post.php).
 *
 * @param id The overlay id.
 */
export function overlayEditUrl( id: number ): string {
	return addQueryArgs( `${ adminBaseUrl() }post.php`, {
		post: id,
		action: 'edit',
	} );
}

/**
 * The editor in the modal's frame: an overlay's edit page, or a new overlay of a type.
 *
 * @param target      What to edit.
 * @param target.id   An overlay id, or null for a new overlay.
 * @param target.type The type of a new overlay.
 */
export function overlayFrameUrl( target: {
	id: number | null;
	type: OverlayType;
} ): string {
	if ( target.id !== null ) {
		return addQueryArgs( overlayEditUrl( target.id ), EMBEDDED_QUERY );
	}
	return addQueryArgs( `${ adminBaseUrl() }post-new.php`, {
		post_type: 'gblocks_overlay',
		overlay_type: target.type,
		...EMBEDDED_QUERY,
	} );
}
