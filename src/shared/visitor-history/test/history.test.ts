/**
 * Internal dependencies
 */
import {
	CLOSE,
	CONVERSION,
	FIRST,
	FIRST_TOUCH,
	KEY,
	LAST,
	MAX_CHARS,
	OVERLAYS,
	RECENT,
	SESSIONS,
	SESSION_IDLE,
	SESSION_TOUCH,
	SESSION_VIEWS,
	START,
	VIEW,
	VIEWS,
	countOf,
	overlaysOf,
	read,
	recordOverlay,
	recordPageView,
	write,
	type History,
	type PageView,
} from '..';

const MINUTE = 60;
const DAY = 86400;
const T0 = Date.UTC( 2026, 11, 3, 9 ) / 1e3;

const page = ( path: string, search = '', referrer = '' ): PageView => ( {
	path,
	search,
	referrer,
} );

const firstTouch = ( history: History ) =>
	history.slice( FIRST_TOUCH, FIRST_TOUCH + 5 ) as string[];
const sessionTouch = ( history: History ) =>
	history.slice( SESSION_TOUCH, SESSION_TOUCH + 5 ) as string[];

/** A storage that keeps what it is given (jsdom's localStorage, emptied). */
function memory(): Storage {
	window.localStorage.clear();
	return window.localStorage;
}

/** A storage whose every use throws, as a blocked one does. */
const blocked = {
	getItem: () => {
		throw new Error( 'SecurityError' );
	},
	setItem: () => {
		throw new Error( 'SecurityError' );
	},
	removeItem: () => {
		throw new Error( 'SecurityError' );
	},
} as unknown as Storage;

describe( 'the visitor history', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => warn.mockRestore() );

	it( 'starts a new visitor with their first visit as first and session touch', () => {
		const history = recordPageView(
			null,
			page(
				'/sale/',
				'?utm_source=news&utm_medium=email&utm_campaign=winter&x=1',
				'https://search.example/'
			),
			T0
		);
		expect( history.slice( 0, FIRST_TOUCH ) ).toEqual( [
			1,
			T0,
			T0,
			T0,
			1,
			1,
			1,
		] );
		expect( firstTouch( history ) ).toEqual( [
			'/sale/',
			'https://search.example/',
			'news',
			'email',
			'winter',
		] );
		expect( sessionTouch( history ) ).toEqual( firstTouch( history ) );
		expect( history[ OVERLAYS ] ).toEqual( {} );
		expect( history ).toHaveLength( 18 );
	} );

	it( 'continues a session within the idle time and starts one after it', () => {
		let history = recordPageView( null, page( '/', '?utm_source=a' ), T0 );
		history = recordPageView( history, page( '/two/' ), T0 + SESSION_IDLE );
		expect( history[ VIEWS ] ).toBe( 2 );
		expect( history[ SESSION_VIEWS ] ).toBe( 2 );
		expect( history[ SESSIONS ] ).toBe( 1 );
		expect( history[ START ] ).toBe( T0 );
		const later = T0 + 2 * SESSION_IDLE + MINUTE;
		history = recordPageView(
			history,
			page( '/back/', '?utm_source=b' ),
			later
		);
		expect( history.slice( FIRST, FIRST_TOUCH ) ).toEqual( [
			T0,
			later,
			later,
			3,
			1,
			2,
		] );
		expect( firstTouch( history )[ 2 ] ).toBe( 'a' );
		expect( sessionTouch( history ) ).toEqual( [
			'/back/',
			'',
			'b',
			'',
			'',
		] );
	} );

	it( 'takes a site idle time of its own', () => {
		const history = recordPageView(
			recordPageView( null, page( '/' ), T0 ),
			page( '/' ),
			T0 + 6 * MINUTE,
			5 * MINUTE
		);
		expect( history[ SESSIONS ] ).toBe( 2 );
	} );

	it( 'counts a clock set back as no time passed', () => {
		const history = recordPageView(
			recordPageView( null, page( '/' ), T0 ),
			page( '/' ),
			T0 - SESSION_IDLE * 3
		);
		expect( history[ SESSIONS ] ).toBe( 1 );
		expect( history[ SESSION_VIEWS ] ).toBe( 2 );
		expect( history[ LAST ] ).toBe( T0 );
	} );

	it( 'counts each overlay event with the times of the last ones', () => {
		let history = recordPageView( null, page( '/' ), T0 );
		history = recordOverlay( history, 12, VIEW, T0 + 1 );
		history = recordOverlay( history, 12, VIEW, T0 + 2 );
		history = recordOverlay( history, 12, CLOSE, T0 + 3 );
		history = recordOverlay( history, 40, CONVERSION, T0 + 4 );
		expect( overlaysOf( history ) ).toEqual( {
			12: [ 2, 1, 0, [ T0 + 1, T0 + 2 ], [ T0 + 3 ], [] ],
			40: [ 0, 0, 1, [], [], [ T0 + 4 ] ],
		} );
	} );

	it( 'keeps the last RECENT times of an event and counts them in a window', () => {
		let history = recordPageView( null, page( '/' ), T0 );
		for ( let day = 0; day < 15; day++ ) {
			history = recordOverlay( history, 12, VIEW, T0 + day * DAY );
		}
		history = recordOverlay( history, 13, VIEW, T0 + 14 * DAY );
		const entry = overlaysOf( history )[ 12 ];
		expect( entry[ 0 ] ).toBe( 15 );
		expect( entry[ 3 ] ).toHaveLength( RECENT );
		const now = T0 + 14 * DAY;
		expect( countOf( history, '12', VIEW, 0, now ) ).toBe( 15 );
		expect( countOf( history, '12', VIEW, 2, now ) ).toBe( 3 );
		expect( countOf( history, 'any', VIEW, 2, now ) ).toBe( 4 );
		expect( countOf( history, 'any', VIEW, 0, now ) ).toBe( 16 );
		expect( countOf( history, '99', VIEW, 0, now ) ).toBe( 0 );
		expect( countOf( history, '12', CLOSE, 0, now ) ).toBe( 0 );
	} );

	it( 'keeps what it writes and reads it back', () => {
		const store = memory();
		const history = recordOverlay(
			recordPageView( null, page( '/' ), T0 ),
			7,
			VIEW,
			T0
		);
		expect( write( store, history ) ).toBe( true );
		expect( read( store ) ).toEqual( history );
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'keeps only the start of a long path, referrer or campaign', () => {
		const long = 'x'.repeat( 500 );
		const history = recordPageView(
			null,
			page( '/' + long, '?utm_campaign=' + long, 'https://' + long ),
			T0
		);
		expect( firstTouch( history ).map( ( text ) => text.length ) ).toEqual(
			[ 200, 200, 0, 0, 200 ]
		);
		const store = memory();
		write( store, history );
		expect( read( store ) ).toEqual( history );
	} );

	it( 'forgets the overlays used least recently to stay within its size', () => {
		const store = memory();
		let history = recordPageView( null, page( '/' ), T0 );
		for ( let id = 1; id <= 200; id++ ) {
			history = recordOverlay( history, id, VIEW, T0 + id );
		}
		write( store, history );
		const text = store.getItem( KEY ) as string;
		expect( text.length ).toBeLessThanOrEqual( MAX_CHARS );
		const kept = read( store ) as History;
		const ids = Object.keys( overlaysOf( kept ) ).map( Number );
		expect( ids.length ).toBeGreaterThan( 10 );
		expect( ids.length ).toBeLessThan( 200 );
		// The newest are kept.
		expect( ids ).toContain( 200 );
		expect( Math.min( ...ids ) ).toBe( 200 - ids.length + 1 );
	} );

	const valid = () => recordPageView( null, page( '/' ), T0 );
	const withOverlays = ( overlays: unknown ) => {
		const history = valid() as unknown[];
		history[ OVERLAYS ] = overlays;
		return JSON.stringify( history );
	};

	it.each( [
		[ 'not JSON', '{nope' ],
		[ 'another version', JSON.stringify( [ 2, ...valid().slice( 1 ) ] ) ],
		[ 'the object shape', JSON.stringify( { v: 1, views: 3 } ) ],
		[
			'a count that is text',
			JSON.stringify( [ 1, 'many', ...valid().slice( 2 ) ] ),
		],
		[
			'a negative count',
			JSON.stringify( [ 1, -5, ...valid().slice( 2 ) ] ),
		],
		[ 'one part short', JSON.stringify( valid().slice( 0, 17 ) ) ],
		[ 'too large', ' '.repeat( MAX_CHARS + 1 ) ],
		[
			'a foreign overlay id',
			withOverlays( { abc: [ 1, 0, 0, [ 1 ], [], [] ] } ),
		],
		[ 'an overlay of another shape', withOverlays( { 12: { views: 1 } } ) ],
		[
			'a time that is text',
			withOverlays( { 12: [ 1, 0, 0, [ 'x' ], [], [] ] } ),
		],
		[ 'overlays as a list', withOverlays( [] ) ],
		[
			'a path too long',
			JSON.stringify( [
				...valid().slice( 0, 7 ),
				'x'.repeat( 201 ),
				...valid().slice( 8 ),
			] ),
		],
	] )(
		'drops an entry that is %s, with one warning, and the visitor is new',
		( _name, text ) => {
			// A page of its own: the module as a new page loads it.
			jest.isolateModules( () => {
				const fresh = require( '..' ) as typeof import( '..' );
				const store = memory();
				store.setItem( KEY, text );
				expect( fresh.read( store ) ).toBeNull();
				expect( store.getItem( KEY ) ).toBeNull();
				store.setItem( KEY, text );
				expect( fresh.read( store ) ).toBeNull();
				// One warning per page, however many entries were dropped.
				expect( warn ).toHaveBeenCalledTimes( 1 );
			} );
		}
	);

	it( 'has no history without storage, and never throws', () => {
		expect( read( null ) ).toBeUndefined();
		expect( read( blocked ) ).toBeUndefined();
		expect( read( memory() ) ).toBeNull();
		const history = recordPageView( null, page( '/' ), T0 );
		expect( write( null, history ) ).toBe( false );
		expect( write( blocked, history ) ).toBe( false );
	} );
} );
