/**
 * A save refused by the server because content uses a key the user may not read (403
 * `gblocks_pro_forbidden_dynamic_tag`, naming the key) must say so in the editor. WordPress 6.6-6.8
 * add the server's message to their "Updating failed." notice; later editors show a generic text
 * instead. This api-fetch middleware adds an error notice with the message when no notice shows it.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import type { APIFetchMiddleware } from '@wordpress/api-fetch';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

export const REFUSAL_CODE = 'gblocks_pro_forbidden_dynamic_tag';
export const REFUSAL_NOTICE_ID = 'gblocks-pro-dynamic-tag-refused';

/**
 * The message to show for a failed request: the refusal's message when no notice shows it yet, else
 * null.
 *
 * @param error   What api-fetch rejected with.
 * @param notices The notices shown.
 */
export function refusalMessage(
	error: unknown,
	notices: readonly { content?: unknown }[]
): string | null {
	if ( typeof error !== 'object' || error === null ) {
		return null;
	}
	const { code, message } = error as { code?: unknown; message?: unknown };
	if ( code !== REFUSAL_CODE || typeof message !== 'string' || ! message ) {
		return null;
	}
	const shown = notices.some(
		( notice ) =>
			typeof notice.content === 'string' &&
			notice.content.includes( message )
	);
	return shown ? null : message;
}

export const saveRefusalMiddleware: APIFetchMiddleware = ( options, next ) =>
	next( options ).catch( ( error: unknown ) => {
		// After the editor has added its own save notice.
		window.setTimeout( () => {
			const message = refusalMessage(
				error,
				select( noticesStore ).getNotices()
			);
			if ( message ) {
				dispatch( noticesStore ).createErrorNotice( message, {
					id: REFUSAL_NOTICE_ID,
				} );
			}
		}, 0 );
		throw error;
	} );

let registered = false;

/** Adds the middleware, once. */
export function registerSaveRefusalNotice(): void {
	if ( ! registered ) {
		registered = true;
		apiFetch.use( saveRefusalMiddleware );
	}
}
