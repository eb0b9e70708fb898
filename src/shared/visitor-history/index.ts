/**
 * The visitor history (issue 39 §2): what the visitor's own browser remembers of their visits, in one
 * versioned first-party localStorage entry of bounded size that is never sent to the server. The
 * visitor rules, the frequency caps and the triggers decide from it, in the browser, so that they stay
 * right behind a page cache.
 *
 * It holds the page views (this session and in all), the sessions (one ends after 30 idle minutes, or
 * the site's own idle time), the first visit, the landing page, referrer and utm_* of the first and of
 * the current session, and per overlay its views, closes and conversions with the times of the last
 * RECENT of each. Nothing about the visitor but what they did here: no address, no user agent, no id.
 *
 * The entry is written for its size, since the counter that reads and writes it is printed on every
 * page of a site that uses it (budget: 500 B gzipped): one JSON array (History, read by the indexes
 * below), times in whole seconds. An entry that cannot be read, of another version, of another shape
 * or too large is dropped with one console warning, and the visitor is new. Without localStorage
 * (blocked, some private modes) there is no history: read() gives undefined, and the callers fail
 * closed.
 */

/** The localStorage key. */
export const KEY = 'gbHistory';

/** The version of the entry's shape; an entry of another is dropped. */
export const VERSION = 1;

/** Most characters the entry may take; overlays used least recently are forgotten first. */
export const MAX_CHARS = 4000;

/** Most characters kept of a page path, a referrer or a utm_* value. */
export const MAX_TEXT = 200;

/** How many of the last times of each overlay event are kept (the most a rule or a cap counts). */
export const RECENT = 10;

/** A session ends after this long without a page view (seconds), unless the site sets its own. */
export const SESSION_IDLE = 1800;

/** The campaign parameters a touch keeps, in its order after the page and the referrer. */
export const UTM = [ 'utm_source', 'utm_medium', 'utm_campaign' ];

/** The indexes of the entry. Times are whole seconds since the epoch. */
export const FIRST = 1; // The first page view.
export const LAST = 2; // The last page view.
export const START = 3; // This session's first page view.
export const VIEWS = 4; // Page views in all.
export const SESSION_VIEWS = 5; // Page views in this session.
export const SESSIONS = 6; // Sessions, this one included.
/**
 * Where the first visit came in: from FIRST_TOUCH, the landing page's path, the referrer ('' for a
 * direct visit), and the landing page's utm_source, utm_medium and utm_campaign ('' when absent).
 */
export const FIRST_TOUCH = 7;
/** Where this session came in, in the same five fields. */
export const SESSION_TOUCH = 12;
/** The overlays: an object by overlay id of OverlayHistory. */
export const OVERLAYS = 17;

/**
 * The entry: [VERSION, first, last, start, views, sessionViews, sessions, ...firstTouch (5),
 * ...sessionTouch (5), overlays].
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

/** A page view as the counter sees it. */
export interface PageView {
	/** location.pathname. */
	path: string;
	/** document.referrer. */
	referrer: string;
	/** location.search. */
	search: string;
}

let warned: unknown;

/**
 * A whole number of at least 0 below 2^32 (a time in seconds until 2106).
 * @param value
 */
// eslint-disable-next-line no-bitwise -- the shortest whole-number test, for the counter's budget.
const isCount = ( value: unknown ) => ( value as number ) >>> 0 === value;

const isOverlay = ( [ id, entry ]: [ string, unknown ] ) =>
	/^[1-9]\d{0,15}$/.test( id ) &&
	Array.isArray( entry ) &&
	entry.length === 6 &&
	entry.every( ( part, index ) =>
		index < 3
			? isCount( part )
			: Array.isArray( part ) && part.every( isCount )
	);

/**
 * Whether a value is a History of this version, whole.
 *
 * @param value The parsed entry.
 */
export const isHistory = ( value: unknown ): value is History =>
	Array.isArray( value ) &&
	value[ 0 ] === VERSION &&
	value.length === 18 &&
	value.every( ( part, index ) =>
		// eslint-disable-next-line no-nested-ternary -- counts, then texts, then the overlays.
		index < FIRST_TOUCH
			? isCount( part )
			: index < OVERLAYS
				? typeof part === 'string' && part.length <= MAX_TEXT
				: !! part &&
					typeof part === 'object' &&
					! Array.isArray( part ) &&
					Object.entries( part ).every( isOverlay )
	);

/**
 * The window's localStorage, or null where it cannot be used (reading it throws).
 */
export const storage = (): Storage | null => {
	try {
		return localStorage;
	} catch {
		return null;
	}
};

/**
 * Removes the entry (no consent, or it was unreadable).
 *
 * @param store The storage (null: none).
 */
export const forget = ( store: Storage | null ) => {
	try {
		store!.removeItem( KEY );
	} catch {}
};

/**
 * The stored history; null for a new visitor or when the entry was dropped (with one console warning
 * per page), undefined without storage (none, or reading it throws).
 *
 * @param store The storage (null: none).
 */
export const read = ( store: Storage | null ): History | null | undefined => {
	let text;
	try {
		text = store!.getItem( KEY );
	} catch {
		return undefined;
	}
	if ( text === null ) {
		return null;
	}
	let value;
	try {
		value = text.length <= MAX_CHARS && JSON.parse( text );
	} catch {}
	if ( isHistory( value ) ) {
		return value;
	}
	forget( store );
	warned ||=
		// eslint-disable-next-line no-console
		( console.warn( 'GBlocks Pro: unreadable visitor history' ), 1 );
	return null;
};

/**
 * The overlays of a history.
 *
 * @param history The history.
 */
export const overlaysOf = ( history: History ) =>
	history[ OVERLAYS ] as Record< string, OverlayHistory >;

/**
 * The time of an overlay's last use: its newest event.
 *
 * @param entry The overlay's history.
 */
const used = ( entry: OverlayHistory ) =>
	Math.max( ...( entry.slice( 3 ) as number[][] ).flat() );

/**
 * Stores the history as it is (a page view adds nothing that grows: the touches are bounded, and
 * only recordOverlay() adds to the overlays). False when it could not be stored (no storage, or the
 * storage refused: full, or blocked).
 *
 * @param store   The storage (null: none).
 * @param history The history.
 */
export const write = ( store: Storage | null, history: History ) => {
	try {
		store!.setItem( KEY, JSON.stringify( history ) );
		return true;
	} catch {
		return false;
	}
};

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
 * The history after a page view: a new session when the last page view is longer ago than the idle
 * time (or the visitor is new), which takes this page's touch; the first touch stays the first.
 *
 * @param history The history (null: a new visitor).
 * @param view    The page view.
 * @param now     Now (seconds).
 * @param idle    How long without a page view ends a session (seconds).
 */
export const recordPageView = (
	history: History | null,
	view: PageView,
	now: number,
	idle: number = SESSION_IDLE
): History => {
	const query = new URLSearchParams( view.search );
	const touch = [
		view.path,
		view.referrer,
		...UTM.map( ( name ) => query.get( name ) || '' ),
	].map( ( text ) => text.slice( 0, MAX_TEXT ) );
	const next = (
		history || [ VERSION, now, now, now, 0, 0, 0, ...touch, ...touch, {} ]
	).slice() as number[];
	// A clock set back counts as no time passed.
	const fresh = ! history || now - next[ LAST ] > idle;
	next[ LAST ] = Math.max( now, next[ LAST ] );
	next[ VIEWS ]++;
	next[ SESSION_VIEWS ] = fresh ? 1 : next[ SESSION_VIEWS ] + 1;
	if ( fresh ) {
		next[ START ] = now;
		next[ SESSIONS ]++;
		( next as unknown[] ).splice( SESSION_TOUCH, 5, ...touch );
	}
	return next as History;
};

/**
 * The times kept of one of an overlay's events.
 *
 * @param entry The overlay's history.
 * @param event The event.
 */
const times = ( entry: OverlayHistory, event: OverlayEvent ) =>
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
	entry[ event + 3 ] = [ ...times( entry, event ), now ].slice( -RECENT );
	const next = history.slice() as History;
	next[ OVERLAYS ] = { ...overlays, [ overlay ]: entry };
	return bounded( next );
};

/**
 * How many of an overlay's events (or any overlay's, for id 'any' or '') happened within the last
 * `days` days (0: ever; a window counts at most the RECENT newest of each overlay).
 *
 * @param history The history.
 * @param overlay The overlay id, or 'any' / ''.
 * @param event   The event.
 * @param days    The window in days (0: ever).
 * @param now     Now (seconds).
 */
export const countOf = (
	history: History,
	overlay: string,
	event: OverlayEvent,
	days: number,
	now: number
) =>
	Object.entries( overlaysOf( history ) )
		.filter(
			( [ id ] ) => ! overlay || overlay === 'any' || id === overlay
		)
		.reduce(
			( sum, [ , entry ] ) =>
				sum +
				( days
					? times( entry, event )
							.slice( -RECENT )
							.filter( ( time ) => now - time <= days * 86400 )
							.length
					: entry[ event ] ),
			0
		);
