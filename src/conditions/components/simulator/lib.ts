/**
 * The simulator panel's inputs, and the context the route reads from them.
 */

/**
 * Internal dependencies
 */
import type { SimulationContext, SimulatorInputs } from './types';

export const SIMULATE_DEBOUNCE_MS = 400;

/** The inputs of a fresh panel: the front page, an anonymous visitor on a desktop, now. */
export const DEFAULT_INPUTS: SimulatorInputs = {
	pageMode: 'front',
	postId: null,
	url: '',
	visitor: 'anonymous',
	userId: null,
	device: 'desktop',
	datetime: '',
	cookies: '',
	query: '',
	referrer: '',
};

/**
 * A "name=value" per line as a map (blank lines and lines without a name are left out).
 *
 * @param text The lines.
 */
export function parsePairs( text: string ): Record< string, string > {
	const pairs: Record< string, string > = {};
	text.split( /\r?\n/ ).forEach( ( line ) => {
		const at = line.indexOf( '=' );
		const name = ( at === -1 ? line : line.slice( 0, at ) ).trim();
		if ( name !== '' ) {
			pairs[ name ] = at === -1 ? '' : line.slice( at + 1 ).trim();
		}
	} );
	return pairs;
}

/**
 * The route's context for the inputs (keys left out when they hold nothing).
 *
 * @param inputs The panel's inputs.
 */
export function toContext( inputs: SimulatorInputs ): SimulationContext {
	const context: SimulationContext = { device: inputs.device };
	if ( inputs.pageMode === 'url' && inputs.url.trim() !== '' ) {
		context.url = inputs.url.trim();
	} else if ( inputs.pageMode === 'post' && inputs.postId ) {
		context.post = inputs.postId;
	}
	context.user =
		inputs.visitor === 'user' && inputs.userId
			? inputs.userId
			: 'anonymous';
	if ( inputs.datetime !== '' ) {
		context.datetime = inputs.datetime;
	}
	const cookies = parsePairs( inputs.cookies );
	if ( Object.keys( cookies ).length ) {
		context.cookies = cookies;
	}
	const query = parsePairs( inputs.query );
	if ( Object.keys( query ).length ) {
		context.query = query;
	}
	if ( inputs.referrer.trim() !== '' ) {
		context.referrer = inputs.referrer.trim();
	}
	return context;
}

/**
 * The panel's device for the block editor's device preview ('Desktop', 'Tablet', 'Mobile').
 *
 * @param preview The editor's device type.
 */
export function deviceFromPreview(
	preview: unknown
): SimulatorInputs[ 'device' ] {
	const device = typeof preview === 'string' ? preview.toLowerCase() : '';
	return device === 'tablet' || device === 'mobile' ? device : 'desktop';
}
