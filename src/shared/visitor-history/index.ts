/**
 * The visitor history (issue 39 §2): what the visitor's own browser remembers of their visits, in one
 * versioned first-party localStorage entry of bounded size that is never sent to the server. The
 * visitor rules, the frequency caps and the triggers decide from it, in the browser, so that they stay
 * right behind a page cache.
 *
 * It holds the page views (this session and in all), the sessions (one ends after 30 idle minutes, or
 * the site's own idle time), the first visit, the landing page, referrer and utm_* of the first and of
 * the current session, and per overlay its views, closes and conversions with the time of the last of
 * each. Nothing about the visitor but what they did here: no address, no user agent, no id.
 *
 * An entry that cannot be read, of another version, of another shape or too large is dropped with one
 * console warning, and the visitor is new. Without localStorage (blocked, some private modes) there is
 * no history: read() gives null, and the callers fail closed.
 */

/** The localStorage key. */
export const KEY = 'gbHistory';

/** The version of the entry's shape; an entry of another is dropped. */
export const VERSION = 1;

/** Most characters the entry may take; overlays used least recently are forgotten first. */
export const MAX_CHARS = 4000;

/** Most characters kept of a page path, a referrer or a utm_* value. */
export const MAX_TEXT = 200;

/** A session ends after this long without a page view (ms), unless the site sets its own. */
export const SESSION_IDLE = 30 * 60e3;

/** The campaign parameters kept of a landing page's address. */
export const UTM = [ 'utm_source', 'utm_medium', 'utm_campaign' ] as const;

/** Where a session (or the first visit) came in. */
export interface Touch {
	/** The landing page's path. */
	page: string;
	/** The referrer ('' for a direct visit). */
	referrer: string;
	/** utm_source, utm_medium and utm_campaign of the landing page ('' when absent). */
	utm: Record< ( typeof UTM )[ number ], string >;
}

/** One overlay's history: how many times, and the last time (ms; 0: never). */
export interface OverlayHistory {
	views: number;
	closes: number;
	conversions: number;
	lastView: number;
	lastClose: number;
	lastConversion: number;
}

/** The kinds of overlay events the history counts. */
export type OverlayEvent = 'view' | 'close' | 'conversion';

export interface History {
	v: typeof VERSION;
	/** The first page view (ms). */
	first: number;
	/** The last page view (ms). */
	last: number;
	/** This session's first page view (ms). */
	start: number;
	/** Page views in all, and in this session. */
	views: number;
	sessionViews: number;
	/** Sessions, this one included. */
	sessions: number;
	/** Where the first visit came in, and this session. */
	firstTouch: Touch;
	sessionTouch: Touch;
	/** By overlay id. */
	overlays: Record< string, OverlayHistory >;
}

/** A page view as the counter sees it. */
export interface PageView {
	/** location.pathname. */
	path: string;
	/** document.referrer. */
	referrer: string;
	/** location.search. */
	search: string;
}

let warned = false;

/**
 * Drops an entry that cannot be used, with one console warning per page.
 *
 * @param store The storage.
 */
function reset( store: Storage ): null {
	try {
		store.removeItem( KEY );
	} catch {}
	if ( ! warned ) {
		warned = true;
		// eslint-disable-next-line no-console
		console.warn(
			'GBlocks Pro: the visitor history was unreadable and starts anew'
		);
	}
	return null;
}

const isCount = ( value: unknown ): value is number =>
	Number.isInteger( value ) && ( value as number ) >= 0;

const isText = ( value: unknown ): value is string =>
	typeof value === 'string' && value.length <= MAX_TEXT;

/**
 * Whether a value is a Touch as write() stores it.
 *
 * @param value The value.
 */
function isTouch( value: unknown ): value is Touch {
	const touch = value as Touch;
	return (
		!! touch &&
		isText( touch.page ) &&
		isText( touch.referrer ) &&
		!! touch.utm &&
		UTM.every( ( name ) => isText( touch.utm[ name ] ) )
	);
}

/**
 * Whether a value is a History of this version, whole.
 *
 * @param value The parsed entry.
 */
export function isHistory( value: unknown ): value is History {
	const history = value as History;
	return (
		!! history &&
		history.v === VERSION &&
		[
			history.first,
			history.last,
			history.start,
			history.views,
			history.sessionViews,
			history.sessions,
		].every( isCount ) &&
		isTouch( history.firstTouch ) &&
		isTouch( history.sessionTouch ) &&
		!! history.overlays &&
		typeof history.overlays === 'object' &&
		Object.entries( history.overlays ).every(
			( [ id, entry ] ) =>
				/^[1-9]\d*$/.test( id ) &&
				!! entry &&
				[
					entry.views,
					entry.closes,
					entry.conversions,
					entry.lastView,
					entry.lastClose,
					entry.lastConversion,
				].every( isCount )
		)
	);
}

/**
 * The window's localStorage, or null where it cannot be used (reading it throws).
 */
export function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/**
 * The stored history; null for a new visitor, without storage, or when the entry was dropped.
 *
 * @param store The storage (null: none).
 */
export function read( store: Storage | null ): History | null {
	if ( ! store ) {
		return null;
	}
	let text: string | null;
	try {
		text = store.getItem( KEY );
	} catch {
		return null;
	}
	if ( null === text ) {
		return null;
	}
	let value: unknown;
	try {
		value = text.length <= MAX_CHARS ? JSON.parse( text ) : undefined;
	} catch {}
	return isHistory( value ) ? value : reset( store );
}

/**
 * Stores the history, forgetting the overlays used least recently while it is too large. False when
 * it could not be stored (no storage, or the storage refused: full, or blocked).
 *
 * @param store   The storage (null: none).
 * @param history The history.
 */
export function write( store: Storage | null, history: History ): boolean {
	if ( ! store ) {
		return false;
	}
	const overlays = { ...history.overlays };
	const used = ( id: string ) =>
		Math.max(
			overlays[ id ].lastView,
			overlays[ id ].lastClose,
			overlays[ id ].lastConversion
		);
	let text = JSON.stringify( { ...history, overlays } );
	while ( text.length > MAX_CHARS && Object.keys( overlays ).length ) {
		const oldest = Object.keys( overlays ).sort(
			( a, b ) => used( a ) - used( b )
		)[ 0 ];
		delete overlays[ oldest ];
		text = JSON.stringify( { ...history, overlays } );
	}
	try {
		store.setItem( KEY, text );
		return true;
	} catch {
		return false;
	}
}

const clip = ( text: string ) => text.slice( 0, MAX_TEXT );

/**
 * Where a page view came in.
 *
 * @param view The page view.
 */
export function touchOf( view: PageView ): Touch {
	const query = new URLSearchParams( view.search );
	const utm = {} as Touch[ 'utm' ];
	for ( const name of UTM ) {
		utm[ name ] = clip( query.get( name ) ?? '' );
	}
	return { page: clip( view.path ), referrer: clip( view.referrer ), utm };
}

/**
 * The history after a page view: a new session when the last page view is longer ago than the idle
 * time (or the visitor is new), which takes this page's touch; the first touch stays the first.
 *
 * @param history The history (null: a new visitor).
 * @param view    The page view.
 * @param now     Now (ms).
 * @param idle    How long without a page view ends a session (ms).
 */
export function recordPageView(
	history: History | null,
	view: PageView,
	now: number,
	idle: number = SESSION_IDLE
): History {
	const touch = touchOf( view );
	if ( ! history ) {
		return {
			v: VERSION,
			first: now,
			last: now,
			start: now,
			views: 1,
			sessionViews: 1,
			sessions: 1,
			firstTouch: touch,
			sessionTouch: touch,
			overlays: {},
		};
	}
	// A clock set back counts as no time passed.
	const fresh = now - history.last > idle;
	return {
		...history,
		last: Math.max( now, history.last ),
		start: fresh ? now : history.start,
		views: history.views + 1,
		sessionViews: fresh ? 1 : history.sessionViews + 1,
		sessions: history.sessions + ( fresh ? 1 : 0 ),
		sessionTouch: fresh ? touch : history.sessionTouch,
	};
}

/**
 * The history after an overlay's view, close or conversion.
 *
 * @param history The history.
 * @param overlay The overlay id.
 * @param event   What happened.
 * @param now     Now (ms).
 */
export function recordOverlay(
	history: History,
	overlay: number,
	event: OverlayEvent,
	now: number
): History {
	const before: OverlayHistory = history.overlays[ overlay ] ?? {
		views: 0,
		closes: 0,
		conversions: 0,
		lastView: 0,
		lastClose: 0,
		lastConversion: 0,
	};
	const count = (
		{ view: 'views', close: 'closes', conversion: 'conversions' } as const
	 )[ event ];
	const last = (
		{
			view: 'lastView',
			close: 'lastClose',
			conversion: 'lastConversion',
		} as const
	 )[ event ];
	return {
		...history,
		overlays: {
			...history.overlays,
			[ overlay ]: {
				...before,
				[ count ]: before[ count ] + 1,
				[ last ]: now,
			},
		},
	};
}
