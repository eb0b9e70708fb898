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
	MAX_TEXT,
	OVERLAYS,
	RECENT,
	SESSIONS,
	SESSION_IDLE,
	SESSION_TOUCH,
	SESSION_VIEWS,
	START,
	VERSION,
	VIEW,
	VIEWS,
	countWithin,
	overlaysOf,
	read,
	recordOverlay,
	recordPageView,
	save,
	type History,
	type PageView,
} from '..';

const MINUTE = 60;
const DAY = 86400;
const T0 = Date.UTC( 2026, 11, 3, 9 ) / 1e3;

const page = ( path: string, search = '', referrer = '' ): PageView => [
	path,
	search,
	referrer,
];
/**
 * A touch as the rules read it: the path, the referrer, then the query's utm_source, utm_medium and
 * utm_campaign.
 *
 * @param history The history.
 * @param at      FIRST_TOUCH or SESSION_TOUCH.
 */
const touchOf = ( history: History, at: number ) => {
	const query = new URLSearchParams( history[ at + 1 ] as string );
	return [
		history[ at ],
		history[ at + 2 ],
		...[ 'utm_source', 'utm_medium', 'utm_campaign' ].map(
			( name ) => query.get( name ) || ''
		),
	];
};
const countOf = (
	history: History,
	overlay: string,
	event: 0 | 1 | 2,
	days: number,
	now: number
) => countWithin( history, overlay, event, days * DAY, now );
const view = ( history: History | undefined, at: PageView, time: number ) =>
	recordPageView( history, at, time, SESSION_IDLE );

/** A storage that keeps what it is given (jsdom's localStorage, emptied). */
function memory(): Storage {
	window.localStorage.clear();
	return window.localStorage;
}

describe( 'the visitor history', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => {
		warn.mockRestore();
		delete ( window as { wp_has_consent?: unknown } ).wp_has_consent;
	} );

	it( 'starts a new visitor with their first visit as first and session touch', () => {
		const history = view(
			undefined,
			page(
				'/sale/',
				'?utm_source=news&utm_medium=email&utm_campaign=winter&x=1',
				'https://search.example/'
			),
			T0
		);
		expect( history.slice( 0, FIRST_TOUCH ) ).toEqual( [
			VERSION,
			T0,
			T0,
			T0,
			1,
			1,
			1,
		] );
		expect( touchOf( history, FIRST_TOUCH ) ).toEqual( [
			'/sale/',
			'https://search.example/',
			'news',
			'email',
			'winter',
		] );
		expect( touchOf( history, SESSION_TOUCH ) ).toEqual(
			touchOf( history, FIRST_TOUCH )
		);
		expect( history[ OVERLAYS ] ).toEqual( {} );
		expect( history ).toHaveLength( 14 );
	} );

	it( 'continues a session within the idle time and starts one after it', () => {
		let history = view( undefined, page( '/', '?utm_source=a' ), T0 );
		history = view( history, page( '/two/' ), T0 + SESSION_IDLE );
		expect( history[ VIEWS ] ).toBe( 2 );
		expect( history[ SESSION_VIEWS ] ).toBe( 2 );
		expect( history[ SESSIONS ] ).toBe( 1 );
		expect( history[ START ] ).toBe( T0 );
		const later = T0 + 2 * SESSION_IDLE + MINUTE;
		history = view( history, page( '/back/', '?utm_source=b' ), later );
		expect( history.slice( FIRST, FIRST_TOUCH ) ).toEqual( [
			T0,
			later,
			later,
			3,
			1,
			2,
		] );
		expect( touchOf( history, FIRST_TOUCH )[ 2 ] ).toBe( 'a' );
		expect( touchOf( history, SESSION_TOUCH ) ).toEqual( [
			'/back/',
			'',
			'b',
			'',
			'',
		] );
	} );

	it( 'takes a site idle time of its own', () => {
		const history = recordPageView(
			view( undefined, page( '/' ), T0 ),
			page( '/' ),
			T0 + 6 * MINUTE,
			5 * MINUTE
		);
		expect( history[ SESSIONS ] ).toBe( 2 );
	} );

	it( 'counts a page view with the clock set back within the session', () => {
		const history = view(
			view( undefined, page( '/' ), T0 ),
			page( '/' ),
			T0 - SESSION_IDLE * 3
		);
		expect( history[ SESSIONS ] ).toBe( 1 );
		expect( history[ SESSION_VIEWS ] ).toBe( 2 );
		expect( history[ LAST ] ).toBe( T0 - SESSION_IDLE * 3 );
	} );

	it( 'counts each overlay event with the times of the last ones', () => {
		let history = view( undefined, page( '/' ), T0 );
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
		let history = view( undefined, page( '/' ), T0 );
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
		expect( countWithin( history, '12', VIEW, DAY, now ) ).toBe( 2 );
		expect( countWithin( history, '12', VIEW, 1, now ) ).toBe( 1 );
	} );

	it( 'keeps what it saves and reads it back, as consent allows', () => {
		const store = memory();
		const history = recordOverlay(
			view( undefined, page( '/' ), T0 ),
			7,
			VIEW,
			T0
		);
		save( store, history );
		expect( read( store ) ).toEqual( history );
		// With the WP Consent API: kept with consent, removed without it or without the API's script.
		save( store, history, 'preferences' );
		expect( store.getItem( KEY ) ).toBeNull();
		const consent = jest.fn( () => true );
		window.wp_has_consent = consent;
		save( store, history, 'preferences' );
		expect( consent ).toHaveBeenCalledWith( 'preferences' );
		expect( read( store ) ).toEqual( history );
		consent.mockReturnValue( false );
		save( store, history, 'preferences' );
		expect( store.getItem( KEY ) ).toBeNull();
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'keeps only the start of a long path, query or referrer', () => {
		const long = 'x'.repeat( 500 );
		const history = view(
			undefined,
			page( '/' + long, '?utm_campaign=' + long, 'https://' + long ),
			T0
		);
		expect(
			history
				.slice( FIRST_TOUCH, FIRST_TOUCH + 3 )
				.map( ( text ) => ( text as string ).length )
		).toEqual( [ MAX_TEXT, MAX_TEXT, MAX_TEXT ] );
		const store = memory();
		save( store, history );
		expect( read( store ) ).toEqual( history );
	} );

	it( 'forgets the overlays used least recently to stay within its size', () => {
		const store = memory();
		let history = view( undefined, page( '/' ), T0 );
		for ( let id = 1; id <= 300; id++ ) {
			history = recordOverlay( history, id, VIEW, T0 + id );
		}
		save( store, history );
		const text = store.getItem( KEY ) as string;
		expect( text.length ).toBeLessThanOrEqual( MAX_CHARS );
		const kept = read( store ) as History;
		const ids = Object.keys( overlaysOf( kept ) ).map( Number );
		expect( ids.length ).toBeGreaterThan( 10 );
		expect( ids.length ).toBeLessThan( 300 );
		// The newest are kept.
		expect( ids ).toContain( 300 );
		expect( Math.min( ...ids ) ).toBe( 300 - ids.length + 1 );
	} );

	const valid = () => view( undefined, page( '/' ), T0 );

	it.each( [
		[ 'not JSON', '{nope' ],
		[ 'another version', JSON.stringify( [ 1, ...valid().slice( 1 ) ] ) ],
		[ 'the object shape', JSON.stringify( { v: 2, views: 3 } ) ],
		[
			'a count that is text',
			JSON.stringify( [ 2, 'many', ...valid().slice( 2 ) ] ),
		],
		[
			'a negative count',
			JSON.stringify( [ 2, -5, ...valid().slice( 2 ) ] ),
		],
		[
			'a count with a fraction',
			JSON.stringify( [ 2, 1.5, ...valid().slice( 2 ) ] ),
		],
		[
			'a leading zero',
			JSON.stringify( valid() ).replace( ',1,', ',01,' ),
		],
		[ 'one part short', JSON.stringify( valid().slice( 0, 13 ) ) ],
		[
			'a text that is a number',
			JSON.stringify( [
				...valid().slice( 0, FIRST_TOUCH ),
				5,
				...valid().slice( FIRST_TOUCH + 1 ),
			] ),
		],
		[
			'a text with a quote',
			JSON.stringify( [
				...valid().slice( 0, FIRST_TOUCH ),
				'/"x',
				...valid().slice( FIRST_TOUCH + 1 ),
			] ),
		],
		[
			'overlays as a list',
			JSON.stringify( [ ...valid().slice( 0, 13 ), [] ] ),
		],
		[ 'too large', JSON.stringify( valid() ) + ' '.repeat( MAX_CHARS ) ],
	] )(
		'drops an entry that is %s, with a warning: the visitor is new, and the next save replaces it',
		( _name, text ) => {
			const store = memory();
			store.setItem( KEY, text );
			expect( read( store ) ).toBeUndefined();
			expect( warn ).toHaveBeenCalledTimes( 1 );
			expect( warn ).toHaveBeenCalledWith(
				'GBlocks Pro: visitor history reset'
			);
			const fresh = view( read( store ), page( '/' ), T0 );
			expect( fresh[ VIEWS ] ).toBe( 1 );
			save( store, fresh );
			expect( read( store ) ).toEqual( fresh );
		}
	);

	it( 'has no entry for a new visitor, without a warning', () => {
		expect( read( memory() ) ).toBeUndefined();
		expect( warn ).not.toHaveBeenCalled();
	} );

	const withOverlays = ( overlays: unknown ) => {
		const history = valid() as unknown[];
		history[ OVERLAYS ] = overlays;
		return JSON.stringify( history );
	};

	it.each( [
		[ 'a foreign overlay id', { abc: [ 1, 0, 0, [ 1 ], [], [] ] } ],
		[ 'an overlay of another shape', { 12: { views: 1 } } ],
		[ 'a time that is text', { 12: [ 1, 0, 0, [ 'x' ], [], [] ] } ],
		[ 'an event list missing', { 12: [ 1, 0, 0, [ 1 ], [] ] } ],
		[ 'a negative count', { 12: [ -1, 0, 0, [], [], [] ] } ],
	] )(
		'reads overlays that are %s as none, with one warning per page, and replaces them at the next event',
		( _name, overlays ) => {
			jest.isolateModules( () => {
				const fresh = require( '..' ) as typeof import( '..' );
				const store = memory();
				store.setItem( KEY, withOverlays( overlays ) );
				const history = fresh.read( store ) as History;
				expect( history[ VIEWS ] ).toBe( 1 );
				expect( fresh.overlaysOf( history ) ).toEqual( {} );
				expect( fresh.countWithin( history, 'any', VIEW, 0, T0 ) ).toBe(
					0
				);
				expect( warn ).toHaveBeenCalledTimes( 1 );
				const next = fresh.recordOverlay( history, 5, VIEW, T0 );
				expect( fresh.overlaysOf( next ) ).toEqual( {
					5: [ 1, 0, 0, [ T0 ], [], [] ],
				} );
				expect( warn ).toHaveBeenCalledTimes( 1 );
			} );
		}
	);
} );
