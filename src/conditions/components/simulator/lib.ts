/**
 * The simulator panel's inputs, and the context the route reads from them.
 */

/**
 * Internal dependencies
 */
import type {
	SimulatedHistory,
	SimulationContext,
	SimulatorInputs,
} from './types';

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
	history: false,
	sessions: '1',
	pageViews: '1',
	sessionPageViews: '1',
	sessionSeconds: '0',
	landingPage: '',
	utmSource: '',
	overlays: '',
};

/**
 * The overlays of the history input: one per line, its id then views=, closes= and conversions=, each
 * a comma-separated list of how many days ago each event was ("12 views=0,3 closes=3"). Lines without
 * an id, and ages that are no numbers, are left out.
 *
 * @param text The lines.
 */
export function parseOverlayLines(
	text: string
): NonNullable< SimulatedHistory[ 'overlays' ] > {
	const overlays: NonNullable< SimulatedHistory[ 'overlays' ] > = {};
	text.split( /\r?\n/ ).forEach( ( line ) => {
		const words = line.trim().split( /\s+/ );
		const id = words[ 0 ] ?? '';
		if ( ! /^[1-9]\d*$/.test( id ) ) {
			return;
		}
		const parts = words.slice( 1 );
		const events: ( typeof overlays )[ string ] = {};
		parts.forEach( ( part ) => {
			const [ name, list = '' ] = part.split( '=' );
			if (
				name === 'views' ||
				name === 'closes' ||
				name === 'conversions'
			) {
				events[ name ] = list
					.split( ',' )
					.filter( ( age ) => age.trim() !== '' )
					.map( Number )
					.filter( ( age ) => Number.isFinite( age ) && age >= 0 );
			}
		} );
		overlays[ id ] = events;
	} );
	return overlays;
}

/**
 * The hand-built history of the inputs (counts that are no whole numbers are left to their defaults).
 *
 * @param inputs The panel's inputs.
 */
export function toHistory( inputs: SimulatorInputs ): SimulatedHistory {
	const history: SimulatedHistory = {};
	const counts = {
		sessions: inputs.sessions,
		page_views: inputs.pageViews,
		session_page_views: inputs.sessionPageViews,
		session_seconds: inputs.sessionSeconds,
	};
	Object.entries( counts ).forEach( ( [ key, text ] ) => {
		if ( /^\d+$/.test( text.trim() ) ) {
			history[ key as keyof typeof counts ] = Number( text );
		}
	} );
	if ( inputs.landingPage.trim() ) {
		history.landing_page = inputs.landingPage.trim();
	}
	if ( inputs.utmSource.trim() ) {
		history.utm_source = inputs.utmSource.trim();
	}
	const overlays = parseOverlayLines( inputs.overlays );
	if ( Object.keys( overlays ).length ) {
		history.overlays = overlays;
	}
	return history;
}

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
	if ( inputs.history ) {
		context.history = toHistory( inputs );
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
