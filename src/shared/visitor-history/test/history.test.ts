/**
 * Internal dependencies
 */
import {
	KEY,
	MAX_CHARS,
	SESSION_IDLE,
	read,
	recordOverlay,
	recordPageView,
	write,
	type History,
	type PageView,
} from '..';

const MINUTE = 60e3;
const T0 = Date.UTC( 2026, 11, 3, 9 );

const page = ( path: string, search = '', referrer = '' ): PageView => ( {
	path,
	search,
	referrer,
} );

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
		expect( history ).toMatchObject( {
			v: 1,
			first: T0,
			last: T0,
			start: T0,
			views: 1,
			sessionViews: 1,
			sessions: 1,
			overlays: {},
		} );
		expect( history.firstTouch ).toEqual( {
			page: '/sale/',
			referrer: 'https://search.example/',
			utm: {
				utm_source: 'news',
				utm_medium: 'email',
				utm_campaign: 'winter',
			},
		} );
		expect( history.sessionTouch ).toEqual( history.firstTouch );
	} );

	it( 'continues a session within the idle time and starts one after it', () => {
		let history = recordPageView( null, page( '/', '?utm_source=a' ), T0 );
		history = recordPageView( history, page( '/two/' ), T0 + SESSION_IDLE );
		expect( history ).toMatchObject( {
			views: 2,
			sessionViews: 2,
			sessions: 1,
			start: T0,
		} );
		const later = T0 + 2 * SESSION_IDLE + MINUTE;
		history = recordPageView(
			history,
			page( '/back/', '?utm_source=b' ),
			later
		);
		expect( history ).toMatchObject( {
			views: 3,
			sessionViews: 1,
			sessions: 2,
			start: later,
			last: later,
			first: T0,
		} );
		expect( history.firstTouch.utm.utm_source ).toBe( 'a' );
		expect( history.sessionTouch ).toMatchObject( {
			page: '/back/',
			utm: { utm_source: 'b', utm_medium: '' },
		} );
	} );

	it( 'takes a site idle time of its own', () => {
		const history = recordPageView(
			recordPageView( null, page( '/' ), T0 ),
			page( '/' ),
			T0 + 6 * MINUTE,
			5 * MINUTE
		);
		expect( history.sessions ).toBe( 2 );
	} );

	it( 'counts a clock set back as no time passed', () => {
		const history = recordPageView(
			recordPageView( null, page( '/' ), T0 ),
			page( '/' ),
			T0 - SESSION_IDLE * 3
		);
		expect( history ).toMatchObject( {
			sessions: 1,
			sessionViews: 2,
			last: T0,
		} );
	} );

	it( 'counts each overlay event with the time of the last', () => {
		let history = recordPageView( null, page( '/' ), T0 );
		history = recordOverlay( history, 12, 'view', T0 + 1 );
		history = recordOverlay( history, 12, 'view', T0 + 2 );
		history = recordOverlay( history, 12, 'close', T0 + 3 );
		history = recordOverlay( history, 40, 'conversion', T0 + 4 );
		expect( history.overlays ).toEqual( {
			12: {
				views: 2,
				closes: 1,
				conversions: 0,
				lastView: T0 + 2,
				lastClose: T0 + 3,
				lastConversion: 0,
			},
			40: {
				views: 0,
				closes: 0,
				conversions: 1,
				lastView: 0,
				lastClose: 0,
				lastConversion: T0 + 4,
			},
		} );
	} );

	it( 'keeps what it writes and reads it back', () => {
		const store = memory();
		const history = recordOverlay(
			recordPageView( null, page( '/' ), T0 ),
			7,
			'view',
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
		expect( history.firstTouch.page ).toHaveLength( 200 );
		expect( history.firstTouch.referrer ).toHaveLength( 200 );
		expect( history.firstTouch.utm.utm_campaign ).toHaveLength( 200 );
		const store = memory();
		write( store, history );
		expect( read( store ) ).toEqual( history );
	} );

	it( 'forgets the overlays used least recently to stay within its size', () => {
		const store = memory();
		let history = recordPageView( null, page( '/' ), T0 );
		for ( let id = 1; id <= 100; id++ ) {
			history = recordOverlay( history, id, 'view', T0 + id );
		}
		write( store, history );
		const text = store.getItem( KEY ) as string;
		expect( text.length ).toBeLessThanOrEqual( MAX_CHARS );
		const kept = read( store ) as History;
		const ids = Object.keys( kept.overlays ).map( Number );
		expect( ids.length ).toBeGreaterThan( 10 );
		expect( ids.length ).toBeLessThan( 100 );
		// The newest are kept.
		expect( ids ).toContain( 100 );
		expect( Math.min( ...ids ) ).toBe( 100 - ids.length + 1 );
	} );

	it.each( [
		[ 'not JSON', '{nope' ],
		[ 'another version', JSON.stringify( { v: 2 } ) ],
		[ 'another shape', JSON.stringify( { v: 1, views: 'many' } ) ],
		[ 'too large', ' '.repeat( MAX_CHARS + 1 ) ],
		[
			'a foreign overlay id',
			JSON.stringify( {
				...recordPageView( null, page( '/' ), T0 ),
				overlays: {
					abc: {
						views: 1,
						closes: 0,
						conversions: 0,
						lastView: 1,
						lastClose: 0,
						lastConversion: 0,
					},
				},
			} ),
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
		expect( read( null ) ).toBeNull();
		expect( read( blocked ) ).toBeNull();
		const history = recordPageView( null, page( '/' ), T0 );
		expect( write( null, history ) ).toBe( false );
		expect( write( blocked, history ) ).toBe( false );
	} );
} );
