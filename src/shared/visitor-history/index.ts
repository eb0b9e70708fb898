/**
 * The visitor history (issue 39 §2): what the visitor's own browser remembers of their visits, in one
 * versioned first-party localStorage entry of bounded size that is never sent to the server. The
 * visitor rules, the frequency caps and the triggers decide from it, in the browser, so that they stay
 * right behind a page cache.
 *
 * It holds the page views (this session and in all), the sessions (one ends after 30 idle minutes, or
 * the site's own idle time), the first visit, the landing page, referrer and query (utm_*) of the first
 * and of the current session, and per overlay its views, closes and conversions with the times of the
 * last RECENT of each. Nothing about the visitor but what they did here: no address, no user agent, no
 * id.
 *
 * The entry is written for its size, since the counter that reads and writes it is printed on every
 * page of a site that uses it (budget: 500 B gzipped): one JSON array (History, read by the indexes
 * below), times in whole seconds. Each part is checked where it is read: the counter checks the whole
 * text against the shape of its counts and texts (SHAPE) before it parses it, and overlaysOf() checks
 * the overlays before anything reads them. An entry that fails is dropped with one console warning and
 * the visitor is new (the overlays only: what they did with overlays is forgotten). Without
 * localStorage (blocked, some private modes) there is no history: read() gives undefined, and the
 * callers fail closed.
 */

declare global {
	interface Window {
		/**
		 * The visitor history of this page (the counter's one copy, which the other scripts change in
		 * place): undefined without storage.
		 */
		gbHistory?: History;
		/** The WP Consent API's browser function. */
		wp_has_consent?: ( category: string ) => boolean;
	}
}

/** The localStorage key. */
export const KEY = 'gbHistory';

/** The version of the entry's shape; an entry of another is dropped. */
export const VERSION = 2;

/** Most characters the entry may take; overlays used least recently are forgotten first. */
export const MAX_CHARS = 5000;

/** Most characters kept of a page path, a referrer or a query. */
export const MAX_TEXT = 300;

/** How many of the last times of each overlay event are kept (the most a rule or a cap counts). */
export const RECENT = 10;

/** A day in seconds (the history's unit of time): a window of days counts back this many each. */
export const DAY = 86400;

/** A session ends after this long without a page view (seconds), unless the site sets its own. */
export const SESSION_IDLE = 1800;

/** The indexes of the entry. Times are whole seconds since the epoch. */
export const FIRST = 1; // The first page view.
export const LAST = 2; // The last page view.
export const START = 3; // This session's first page view.
export const VIEWS = 4; // Page views in all.
export const SESSION_VIEWS = 5; // Page views in this session.
export const SESSIONS = 6; // Sessions, this one included.
/**
 * Where the first visit came in: from FIRST_TOUCH, the landing page's path, its query ('' or from '?')
 * and the referrer ('' for a direct visit), each at most MAX_TEXT characters.
 */
export const FIRST_TOUCH = 7;
/** Where this session came in, in the same three fields. */
export const SESSION_TOUCH = 10;
/** The overlays: an object by overlay id of OverlayHistory. */
export const OVERLAYS = 13;

/**
 * The entry: [VERSION, first, last, start, views, sessionViews, sessions, ...firstTouch (3),
 * ...sessionTouch (3), overlays].
 */
export type History = Array<
	number | string | Record< string, OverlayHistory >
>;

/**
 * One overlay's history: how many views, closes and conversions in all (indexes VIEW, CLOSE and
 * CONVERSION), then the times of the last RECENT of each, oldest first (at the same index + 3).
 */
export type OverlayHistory = [
	views: number,
	closes: number,
	conversions: number,
	viewTimes: number[],
	closeTimes: number[],
	conversionTimes: number[],
];

/** The overlay events the history counts: an index into OverlayHistory. */
export const VIEW = 0;
export const CLOSE = 1;
export const CONVERSION = 2;
export type OverlayEvent = typeof VIEW | typeof CLOSE | typeof CONVERSION;

/** A page view as the counter sees it: location.pathname, location.search, document.referrer. */
export type PageView = [ path: string, search: string, referrer: string ];

/** The warning an unreadable entry (or overlays part) is dropped with. */
const UNREADABLE = 'GBlocks Pro: visitor history reset';

/**
 * The shape of an entry's text as JSON.stringify() writes it: this version, six whole numbers (no
 * sign, fraction or exponent: a leading zero is refused by JSON.parse, and a number too large
 * for a count is one no rule or cap passes), six strings without a quote (the texts are a URL's path,
 * query and a referrer, in which a quote is always percent-encoded), and an object,
 * whose content overlaysOf() checks. One pattern is the shortest whole check, for the counter's budget.
 */
const SHAPE = /^\[2(,\d+){6}(,"[^"]*"){6},\{.*\}\]$/;

/** The shape of the overlays as JSON.stringify() writes them: by id, three counts and three lists. */
const OVERLAYS_SHAPE =
	/^\{("[1-9]\d*":\[\d+,\d+,\d+(,\[(\d+(,\d+)*)?\]){3}\],?)*\}$/;

/**
 * The stored history; undefined for a new visitor or when the entry cannot be read (with a console
 * warning: the next save() replaces it). The counter reads it once per page, where there is storage.
 *
 * @param store The storage.
 */
export const read = ( store: Storage ): History | undefined => {
	let text;
	try {
		text = store[ KEY ];
		// No entry: undefined, whose length throws (a new visitor, without a warning).
		if ( text.length <= MAX_CHARS && SHAPE.test( text ) ) {
			return JSON.parse( text );
		}
	} catch {}
	if ( text ) {
		// eslint-disable-next-line no-console -- the one warning of an entry reset (issue 39's bad input).
		console.warn( UNREADABLE );
	}
	return undefined;
};

/**
 * Stores the history when the visitor consents (no category: no consent needed), and removes it when
 * they do not (or the WP Consent API's script is missing). Never throws.
 *
 * @param store    The storage.
 * @param history  The history.
 * @param category The WP Consent API category it is kept with, when the API is active.
 */
export const save = ( store: Storage, history: History, category?: string ) => {
	try {
		if ( ! category || self.wp_has_consent?.( category ) ) {
			store[ KEY ] = JSON.stringify( history );
		} else {
			delete store[ KEY ];
		}
	} catch {}
};

/**
 * The history after a page view: a new session when the last page view is longer ago than the idle
 * time (or the visitor is new), which takes this page's touch; the first touch stays the first. The
 * history given is changed in place (the counter's one copy) and returned.
 *
 * @param history The history (undefined: a new visitor).
 * @param view    The page view.
 * @param now     Now (seconds).
 * @param idle    How long without a page view ends a session (seconds; SESSION_IDLE unless the site
 *                sets its own).
 */
export const recordPageView = (
	history: History | undefined,
	view: PageView,
	now: number,
	idle: number
): History => {
	const touch = view.map( ( text ) => text.slice( 0, MAX_TEXT ) );
	const next = ( history || [
		VERSION,
		now,
		now,
		now,
		0,
		0,
		0,
		...touch,
		...touch,
		{},
	] ) as number[];
	// A clock set back is within the session.
	if ( ! history || now - next[ LAST ] > idle ) {
		next[ START ] = now;
		next[ SESSION_VIEWS ] = 0;
		next[ SESSIONS ]++;
		( next as unknown[] ).splice( SESSION_TOUCH, 3, ...touch );
	}
	next[ LAST ] = now;
	next[ VIEWS ]++;
	next[ SESSION_VIEWS ]++;
	return next as History;
};

let warned: unknown;
/** The overlays last found of the entry's shape. */
let checked: unknown;

/**
 * The overlays of a history; none (with one console warning per page) when they are not of the
 * entry's shape, which the next recordOverlay() then replaces.
 *
 * @param history The history.
 */
export const overlaysOf = (
	history: History
): Record< string, OverlayHistory > => {
	const overlays = history[ OVERLAYS ] as Record< string, OverlayHistory >;
	// Checked once (a recorded event makes a new object): a page decides many rules with the same one.
	if (
		overlays === checked ||
		OVERLAYS_SHAPE.test( JSON.stringify( overlays ) )
	) {
		return ( checked = overlays );
	}
	warned ||=
		// eslint-disable-next-line no-console -- the one warning of overlays reset (issue 39's bad input).
		( console.warn( UNREADABLE ), 1 );
	return {};
};

/**
 * The time of an overlay's last use: its newest event.
 *
 * @param entry The overlay's history.
 */
const used = ( entry: OverlayHistory ) =>
	Math.max( ...( entry.slice( 3 ) as number[][] ).flat() );

/**
 * The history without the overlays used least recently while it is longer than MAX_CHARS as JSON.
 *
 * @param history The history.
 */
export const bounded = ( history: History ): History => {
	const overlays = { ...overlaysOf( history ) };
	const entry = history.slice() as History;
	entry[ OVERLAYS ] = overlays;
	while ( JSON.stringify( entry ).length > MAX_CHARS ) {
		delete overlays[
			Object.keys( overlays ).sort(
				( x, y ) => used( overlays[ x ] ) - used( overlays[ y ] )
			)[ 0 ]
		];
	}
	return entry;
};

/**
 * The times kept of one of an overlay's events.
 *
 * @param entry The overlay's history.
 * @param event The event.
 */
export const timesOf = ( entry: OverlayHistory, event: OverlayEvent ) =>
	entry[ event + 3 ] as number[];

/**
 * The history after an overlay's view, close or conversion, bounded().
 *
 * @param history The history.
 * @param overlay The overlay id.
 * @param event   What happened.
 * @param now     Now (seconds).
 */
export const recordOverlay = (
	history: History,
	overlay: number,
	event: OverlayEvent,
	now: number
): History => {
	const overlays = overlaysOf( history );
	const entry = (
		overlays[ overlay ] || [ 0, 0, 0, [], [], [] ]
	).slice() as OverlayHistory;
	entry[ event ]++;
	entry[ event + 3 ] = [ ...timesOf( entry, event ), now ].slice( -RECENT );
	const next = history.slice() as History;
	next[ OVERLAYS ] = { ...overlays, [ overlay ]: entry };
	return bounded( next );
};

/**
 * How many of an overlay's events (or any overlay's, for id 'any' or '') happened within the last
 * `seconds` (0: ever; a window counts at most the RECENT newest of each overlay).
 *
 * @param history The history.
 * @param overlay The overlay id, or 'any' / ''.
 * @param event   The event.
 * @param seconds The window (0: ever).
 * @param now     Now (seconds).
 */
export const countWithin = (
	history: History,
	overlay: string,
	event: OverlayEvent,
	seconds: number,
	now: number
) =>
	Object.entries( overlaysOf( history ) )
		.filter(
			( [ id ] ) => ! overlay || overlay === 'any' || id === overlay
		)
		.reduce(
			( sum, [ , entry ] ) =>
				sum +
				( seconds
					? ( entry[ event + 3 ] as number[] ).filter(
							( time ) => now - time <= seconds
						).length
					: entry[ event ] ),
			0
		);
