/**
 * The Insights counting script (issue 38): what it queues, how it sends, and what it never counts. The
 * script runs as it loads, so each test loads it anew (jest.isolateModules) on a page of its own; the
 * listeners it adds to the document are removed after each test. The transport (sendBeacon, fetch) is
 * the script's client of our endpoint: the only thing replaced.
 */
import breakpoints from '../../../styles/breakpoints.json';
import type { InsightsConfig } from '../types';
import { GOALS, dispatch } from '../../../shared/overlay-goals/test/goal-rows';

const STORE = 'gblocksProInsights.v1';
const MINUTE = 60_000;

type Body = {
	v: number;
	b: string;
	p: string;
	o: number[];
	s: string;
	d: string;
	e: unknown[][];
};

const listeners: [ string, EventListenerOrEventListenerObject ][] = [];
const addListener = document.addEventListener.bind( document );
let beacon: jest.Mock;
let fetchMock: jest.Mock;

function config( over: Partial< InsightsConfig > = {} ): InsightsConfig {
	return {
		url: 'http://127.0.0.1/collect',
		v: 1,
		p: '/offer/',
		o: [ 12, 34, 56 ],
		s: 'a'.repeat( 64 ),
		goals: {
			12: { type: 'click' },
			34: { type: 'selector', selector: '.buy', scope: 'page' },
			56: { type: 'page' },
		},
		visits: {},
		dnt: true,
		consent: false,
		...over,
	};
}

function load( page: InsightsConfig | null = config() ) {
	window.gblocksProInsights = page ?? undefined;
	jest.isolateModules( () => {
		require( '..' );
	} );
}

const $ = ( id: string ) => document.getElementById( id ) as HTMLElement;

function opened( id: number ) {
	document.dispatchEvent(
		new CustomEvent( 'gbOverlayOpened', {
			detail: {
				id: `gb-overlay-${ id }`,
				overlay: $( `gb-overlay-${ id }` ),
			},
		} )
	);
}

function closed( id: number, reason?: string ) {
	document.dispatchEvent(
		new CustomEvent( 'gbOverlayClosed', {
			detail: {
				id: `gb-overlay-${ id }`,
				overlay: $( `gb-overlay-${ id }` ),
				reason,
			},
		} )
	);
}

function submit( el: HTMLElement ) {
	el.dispatchEvent( new Event( 'submit', { bubbles: true } ) );
}

function conversion( overlay: unknown ) {
	document.dispatchEvent(
		new CustomEvent( 'gblocks:conversion', { detail: { overlay } } )
	);
}

/** What was sent so far, after the debounce. */
function sent(): Body[] {
	jest.advanceTimersByTime( 2000 );
	return [
		...beacon.mock.calls.map( ( call ) => call[ 1 ] as string ),
		...fetchMock.mock.calls.map(
			( call ) => ( call[ 1 ] as RequestInit ).body as string
		),
	].map( ( body ) => JSON.parse( body ) );
}

const events = () => sent().flatMap( ( body ) => body.e );

function setWidth( width: number ) {
	Object.defineProperty( window, 'innerWidth', {
		value: width,
		configurable: true,
	} );
}

describe( 'the Insights counting script', () => {
	beforeAll( () => {
		jest.spyOn( document, 'addEventListener' ).mockImplementation(
			( type, listener, options ) => {
				listeners.push( [ type, listener as EventListener ] );
				addListener( type, listener as EventListener, options );
			}
		);
	} );

	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( '2026-12-02T10:00:00Z' ) );
		setWidth( 1280 );
		beacon = jest.fn( () => true );
		fetchMock = jest.fn( () => Promise.resolve( {} ) );
		Object.defineProperty( navigator, 'sendBeacon', {
			value: beacon,
			configurable: true,
		} );
		Object.defineProperty( navigator, 'doNotTrack', {
			value: null,
			configurable: true,
		} );
		Object.defineProperty( navigator, 'globalPrivacyControl', {
			value: undefined,
			configurable: true,
		} );
		Object.defineProperty( document, 'prerendering', {
			value: false,
			configurable: true,
		} );
		window.fetch = fetchMock;
		delete window.wp_has_consent;
		document.body.innerHTML = `
			<p><a href="/elsewhere/" id="outside-link">Elsewhere</a> <button type="button" class="buy" id="buy">Buy</button></p>
			<form id="outside-form"><input name="q"></form>
			<dialog id="gb-overlay-12" class="gb-overlay" open>
				<button type="button" class="gb-overlay__close" data-gb-overlay-close id="close-12"><svg id="close-icon"></svg></button>
				<a class="wp-block-button__link" data-gb-overlay-close="" id="no-thanks">No thanks</a>
				<p id="text-12">Join us</p>
				<a href="/join/" id="join"><span id="join-label">Join</span></a>
				<form id="form-12"><input name="email"><button type="button" id="send-12">Send</button></form>
			</dialog>
			<dialog id="gb-overlay-34" class="gb-overlay" open><p>Deal</p></dialog>
			<dialog id="gb-overlay-56" class="gb-overlay" open><p>Thank-you offer</p></dialog>
			<dialog id="gb-overlay-99" class="gb-overlay" open><a href="/x/" id="link-99">x</a></dialog>
		`;
	} );

	afterEach( () => {
		listeners.forEach( ( [ type, listener ] ) =>
			document.removeEventListener( type, listener )
		);
		listeners.length = 0;
		localStorage.clear();
		jest.useRealTimers();
	} );

	it( 'sends one batch 2 s after the first event: the signed page identity, a batch id, the device and the events', () => {
		load();
		opened( 12 );
		closed( 12, 'button' );
		jest.advanceTimersByTime( 1999 );
		expect( beacon ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( beacon ).toHaveBeenCalledTimes( 1 );
		const [ url, text ] = beacon.mock.calls[ 0 ];
		expect( url ).toBe( 'http://127.0.0.1/collect' );
		const body = JSON.parse( text );
		expect( Object.keys( body ).sort() ).toEqual( [
			'b',
			'd',
			'e',
			'o',
			'p',
			's',
			'v',
		] );
		expect( body ).toMatchObject( {
			v: 1,
			p: '/offer/',
			o: [ 12, 34, 56 ],
			s: 'a'.repeat( 64 ),
			d: 'desktop',
			e: [
				[ 'view', 12 ],
				[ 'close', 12, 'button' ],
			],
		} );
		expect( body.b ).toMatch( /^[A-Za-z0-9]{16}$/ );
	} );

	it( 'gives every batch its own id', () => {
		load();
		opened( 12 );
		jest.advanceTimersByTime( 2000 );
		opened( 34 );
		const [ first, second ] = sent();
		expect( first.b ).not.toBe( second.b );
	} );

	it( 'counts each close reason once per counted view; a close without a counted view is not counted', () => {
		load();
		closed( 12, 'escape' );
		for ( const reason of [
			'button',
			'escape',
			'outside',
			'trigger',
			'navigation',
		] ) {
			opened( 12 );
			closed( 12, reason );
			closed( 12, reason );
		}
		opened( 99 );
		closed( 99, 'button' );
		expect( events() ).toEqual( [
			[ 'view', 12 ],
			[ 'close', 12, 'button' ],
			[ 'view', 12 ],
			[ 'close', 12, 'escape' ],
			[ 'view', 12 ],
			[ 'close', 12, 'outside' ],
			[ 'view', 12 ],
			[ 'close', 12, 'trigger' ],
			[ 'view', 12 ],
			[ 'close', 12, 'navigation' ],
		] );
	} );

	it( 'sends at once on a navigation close and when the page is hidden', () => {
		load();
		opened( 12 );
		closed( 12, 'navigation' );
		expect( beacon ).toHaveBeenCalledTimes( 1 );
		opened( 34 );
		Object.defineProperty( document, 'hidden', {
			value: true,
			configurable: true,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		expect( beacon ).toHaveBeenCalledTimes( 2 );
		expect( JSON.parse( beacon.mock.calls[ 1 ][ 1 ] ).e ).toEqual( [
			[ 'view', 34 ],
		] );
		Object.defineProperty( document, 'hidden', {
			value: false,
			configurable: true,
		} );
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		jest.advanceTimersByTime( 5000 );
		expect( beacon ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'splits what is queued into batches of at most 50 events, all of them sent', () => {
		load();
		for ( let i = 0; i < 60; i++ ) {
			opened( 12 );
			closed( 12, 'escape' );
		}
		const batches = sent();
		expect( batches.map( ( body ) => body.e.length ) ).toEqual( [
			50, 50, 20,
		] );
		expect( new Set( batches.map( ( body ) => body.b ) ).size ).toBe( 3 );
		expect(
			batches
				.flatMap( ( body ) => body.e )
				.filter( ( e ) => e[ 0 ] === 'view' )
		).toHaveLength( 60 );
	} );

	it( 'falls back to fetch with keepalive when the beacon is refused', () => {
		beacon.mockReturnValue( false );
		load();
		opened( 12 );
		jest.advanceTimersByTime( 2000 );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( 'http://127.0.0.1/collect' );
		expect( init ).toMatchObject( { method: 'POST', keepalive: true } );
		expect( JSON.parse( init.body ).e ).toEqual( [ [ 'view', 12 ] ] );
	} );

	it( 'a fetch that fails is not an unhandled rejection', async () => {
		beacon.mockReturnValue( false );
		fetchMock.mockReturnValue(
			Promise.reject( new TypeError( 'offline' ) )
		);
		const unhandled = jest.fn();
		process.on( 'unhandledRejection', unhandled );
		load();
		opened( 12 );
		jest.advanceTimersByTime( 2000 );
		jest.useRealTimers();
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		process.off( 'unhandledRejection', unhandled );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( unhandled ).not.toHaveBeenCalled();
	} );

	it( 'click goal: a link or button inside the overlay, not a close control, once per page view', () => {
		load();
		$( 'join' ).click();
		opened( 12 );
		$( 'close-icon' ).dispatchEvent(
			new MouseEvent( 'click', { bubbles: true } )
		);
		$( 'no-thanks' ).click();
		$( 'text-12' ).click();
		$( 'outside-link' ).click();
		expect( events() ).toEqual( [ [ 'view', 12 ] ] );
		$( 'join-label' ).click();
		$( 'join' ).click();
		closed( 12, 'button' );
		opened( 12 );
		$( 'send-12' ).click();
		expect( events() ).toEqual( [
			[ 'view', 12 ],
			[ 'conversion', 12 ],
			[ 'close', 12, 'button' ],
			[ 'view', 12 ],
		] );
	} );

	it( 'selector goal, page scope: a matching element anywhere on the page after a view', () => {
		load();
		$( 'buy' ).click();
		opened( 34 );
		$( 'outside-link' ).click();
		$( 'buy' ).click();
		$( 'buy' ).click();
		expect( events() ).toEqual( [
			[ 'view', 34 ],
			[ 'conversion', 34 ],
		] );
	} );

	it( 'selector goal, overlay scope: only inside the overlay; a selector the browser refuses counts nothing and stops nothing', () => {
		load(
			config( {
				goals: {
					12: { type: 'selector', selector: '[[' },
					34: {
						type: 'selector',
						selector: 'p, .buy',
						scope: 'overlay',
					},
				},
			} )
		);
		opened( 12 );
		opened( 34 );
		$( 'buy' ).click();
		$( 'gb-overlay-34' ).querySelector( 'p' )?.click();
		expect( events() ).toEqual( [
			[ 'view', 12 ],
			[ 'view', 34 ],
			[ 'conversion', 34 ],
		] );
	} );

	it( 'form goal: a form submitted inside the overlay (Contact Form 7 and the others fire this submit too)', () => {
		load( config( { goals: { 12: { type: 'form' } } } ) );
		opened( 12 );
		submit( $( 'outside-form' ) );
		$( 'join' ).click();
		expect( events() ).toEqual( [ [ 'view', 12 ] ] );
		submit( $( 'form-12' ) );
		submit( $( 'form-12' ) );
		expect( events() ).toEqual( [
			[ 'view', 12 ],
			[ 'conversion', 12 ],
		] );
	} );

	it( 'gblocks:conversion: counted once for a viewed overlay this page may count, its id a number or digits', () => {
		load(
			config( {
				goals: { 12: { type: 'event' }, 34: { type: 'click' } },
			} )
		);
		conversion( 12 );
		opened( 12 );
		opened( 99 );
		$( 'join' ).click();
		conversion( 99 );
		conversion( 56 );
		conversion( '12' );
		conversion( 12 );
		opened( 34 );
		conversion( 34 );
		expect( events() ).toEqual( [
			[ 'view', 12 ],
			[ 'conversion', 12 ],
			[ 'view', 34 ],
			[ 'conversion', 34 ],
		] );
	} );

	it( 'page-visit goal: a view is kept in localStorage; the goal page counts it once within its minutes and forgets it', () => {
		load();
		opened( 56 );
		opened( 12 );
		expect( JSON.parse( localStorage.getItem( STORE ) as string ) ).toEqual(
			{
				56: Date.now(),
			}
		);
		expect( events() ).toEqual( [
			[ 'view', 56 ],
			[ 'view', 12 ],
		] );
		beacon.mockClear();
		listeners.forEach( ( [ type, listener ] ) =>
			document.removeEventListener( type, listener )
		);

		// The thank-you page, 29 minutes later.
		jest.advanceTimersByTime( 29 * MINUTE );
		load(
			config( {
				p: '/thank-you/',
				o: [ 56 ],
				goals: {},
				visits: { 56: 30 },
			} )
		);
		expect( localStorage.getItem( STORE ) ).toBeNull();
		expect( events() ).toEqual( [ [ 'conversion', 56 ] ] );
		beacon.mockClear();

		// Again: the view is gone, nothing more.
		load(
			config( {
				p: '/thank-you/',
				o: [ 56 ],
				goals: {},
				visits: { 56: 30 },
			} )
		);
		expect( events() ).toEqual( [] );
	} );

	it( 'page-visit goal: too late is not counted; views older than a day are pruned on any page', () => {
		load();
		opened( 56 );
		jest.advanceTimersByTime( 31 * MINUTE );
		load(
			config( {
				p: '/thank-you/',
				o: [ 56 ],
				goals: {},
				visits: { 56: 30 },
			} )
		);
		expect( events() ).toEqual( [ [ 'view', 56 ] ] );
		expect( localStorage.getItem( STORE ) ).not.toBeNull();

		localStorage.setItem(
			STORE,
			JSON.stringify( {
				56: Date.now() - 25 * 60 * MINUTE,
				57: Date.now(),
			} )
		);
		load( config( { p: '/elsewhere/', o: [ 12 ], visits: {} } ) );
		expect( JSON.parse( localStorage.getItem( STORE ) as string ) ).toEqual(
			{
				57: Date.now(),
			}
		);
	} );

	it( 'page-visit goal: a stored value that is not ours is left alone and counts nothing', () => {
		localStorage.setItem( STORE, '{not json' );
		load( config( { o: [ 56 ], visits: { 56: 30 } } ) );
		opened( 56 );
		expect( localStorage.getItem( STORE ) ).toBe( '{not json' );
		expect( events() ).toEqual( [ [ 'view', 56 ] ] );
	} );

	it( 'consent: nothing queued or stored until wp_has_consent( "statistics" ); refused consent forgets stored views', () => {
		const categories: string[] = [];
		let statistics = false;
		load( config( { consent: true } ) );
		// The WP Consent API's script missing: nothing.
		opened( 56 );
		closed( 56, 'button' );
		window.wp_has_consent = ( category: string ) => {
			categories.push( category );
			return statistics;
		};
		opened( 56 );
		$( 'gb-overlay-56' ).click();
		expect( events() ).toEqual( [] );
		expect( localStorage.getItem( STORE ) ).toBeNull();
		expect( categories ).toContain( 'statistics' );
		expect( new Set( categories ) ).toEqual( new Set( [ 'statistics' ] ) );

		// Consent given (the API's wp_set_consent, then its event): the next events count.
		statistics = true;
		closed( 56, 'escape' );
		opened( 56 );
		closed( 56, 'escape' );
		expect( events() ).toEqual( [
			[ 'view', 56 ],
			[ 'close', 56, 'escape' ],
		] );
		expect( localStorage.getItem( STORE ) ).not.toBeNull();

		// Refused on a later page: the stored view is forgotten.
		statistics = false;
		load( config( { consent: true, o: [ 56 ], visits: { 56: 30 } } ) );
		expect( localStorage.getItem( STORE ) ).toBeNull();
	} );

	it( 'consent is not asked when the page says the WP Consent API is not active', () => {
		window.wp_has_consent = () => false;
		load( config( { consent: false } ) );
		opened( 12 );
		expect( events() ).toEqual( [ [ 'view', 12 ] ] );
	} );

	it.each( [
		[ 'Do Not Track', 'doNotTrack', '1' ],
		[ 'Global Privacy Control', 'globalPrivacyControl', true ],
	] )(
		'%s: nothing counted when the site honours it, counted when it does not',
		( _name, property, value ) => {
			Object.defineProperty( navigator, property, {
				value,
				configurable: true,
			} );
			load( config( { dnt: true } ) );
			opened( 56 );
			expect( events() ).toEqual( [] );
			expect( localStorage.getItem( STORE ) ).toBeNull();
			listeners.forEach( ( [ type, listener ] ) =>
				document.removeEventListener( type, listener )
			);
			load( config( { dnt: false } ) );
			opened( 12 );
			expect( events() ).toEqual( [ [ 'view', 12 ] ] );
		}
	);

	it( 'Do Not Track "0" or unspecified is counted', () => {
		Object.defineProperty( navigator, 'doNotTrack', {
			value: 'unspecified',
			configurable: true,
		} );
		load();
		opened( 12 );
		Object.defineProperty( navigator, 'doNotTrack', {
			value: '0',
			configurable: true,
		} );
		load();
		opened( 34 );
		expect( events() ).toContainEqual( [ 'view', 34 ] );
	} );

	it( 'prerendering: nothing counted, and no page-visit goal decided, until the page is activated', () => {
		localStorage.setItem( STORE, JSON.stringify( { 56: Date.now() } ) );
		Object.defineProperty( document, 'prerendering', {
			value: true,
			configurable: true,
		} );
		load( config( { visits: { 56: 30 } } ) );
		opened( 12 );
		closed( 12, 'button' );
		opened( 12 );
		expect( events() ).toEqual( [] );
		expect( localStorage.getItem( STORE ) ).not.toBeNull();
		Object.defineProperty( document, 'prerendering', {
			value: false,
			configurable: true,
		} );
		document.dispatchEvent( new Event( 'prerenderingchange' ) );
		// The overlay opened while prerendered: its close is not counted (its view was not).
		closed( 12, 'button' );
		opened( 34 );
		expect( events() ).toEqual( [
			[ 'conversion', 56 ],
			[ 'view', 34 ],
		] );
	} );

	it( 'without a page config it does nothing', () => {
		load( null );
		opened( 12 );
		expect( events() ).toEqual( [] );
		expect( listeners ).toHaveLength( 0 );
	} );

	it( 'the device class comes from the viewport width and the breakpoints of breakpoints.json', () => {
		const [ desktop, tablet, mobile ] = breakpoints.devices;
		expect( [ desktop.id, tablet.id, mobile.id ] ).toEqual( [
			'desktop',
			'tablet',
			'mobile',
		] );
		const classes = [
			mobile.maxWidth as number,
			tablet.minWidth as number,
			tablet.maxWidth as number,
			desktop.minWidth as number,
		].map( ( width ) => {
			setWidth( width );
			beacon.mockClear();
			listeners.forEach( ( [ type, listener ] ) =>
				document.removeEventListener( type, listener )
			);
			load();
			opened( 12 );
			return sent()[ 0 ].d;
		} );
		expect( classes ).toEqual( [
			'mobile',
			'tablet',
			'tablet',
			'desktop',
		] );
	} );

	it.each( GOALS.rows.map( ( row ) => [ row.name, row ] as const ) )(
		'the goal table the overlay journey runs too: %s',
		( _name, row ) => {
			document.body.innerHTML = GOALS.page;
			load( config( { o: [ 12 ], goals: { 12: row.goal } } ) );
			opened( 12 );
			dispatch( row );
			expect( events() ).toEqual(
				row.reached
					? [
							[ 'view', 12 ],
							[ 'conversion', 12 ],
						]
					: [ [ 'view', 12 ] ]
			);
		}
	);
} );
