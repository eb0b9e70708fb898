/**
 * The overlay journey with the real runtime, as a page loads them: the journey (a classic footer script)
 * first, then the deferred runtime, then DOMContentLoaded. Each test is a page of its own.
 */
import {
	CLOSE,
	CONVERSION,
	OVERLAYS,
	SESSION_IDLE,
	VIEW,
	recordOverlay,
	recordPageView,
	type History,
} from '../../../shared/visitor-history';
import { stubBrowser } from '../../runtime/test/browser';

const KEY = 'k3y';
const T0 = Date.UTC( 2026, 11, 3, 9 ) / 1e3;
const HOUR = 3600;
const DAY = 86400;

/** Opened overlays in the order they opened (their element ids). */
let opened: string[] = [];

/**
 * A history of `views` page views in one session, started at `start`, with overlay events.
 *
 * @param events The overlay events: [id, event, seconds before T0].
 * @param views  Page views in this session.
 */
function historyWith(
	events: [ number, 0 | 1 | 2, number ][] = [],
	views = 1
): History {
	let history = recordPageView(
		undefined,
		[ '/', '', '' ],
		T0 - DAY * 30,
		SESSION_IDLE
	);
	history = recordPageView(
		history,
		[ '/', '', '' ],
		T0 - 600,
		SESSION_IDLE
	);
	for ( let view = 1; view < views; view++ ) {
		history = recordPageView(
			history,
			[ '/', '', '' ],
			T0 - 600 + view,
			SESSION_IDLE
		);
	}
	for ( const [ id, event, ago ] of events ) {
		history = recordOverlay( history, id, event, T0 - ago );
	}
	return history;
}

/**
 * Loads a page with overlays (each: its post id and data attributes) and, optionally, a history.
 *
 * @param overlays The overlays.
 * @param history  The visitor history (none: the counter is not on the page).
 * @param body     More of the page.
 */
function load(
	overlays: Record< number, Record< string, string > >,
	history?: History,
	body = ''
) {
	// A new page: the listeners of the last one are gone.
	listeners
		.splice( 0 )
		.forEach( ( [ target, type, listener, options ] ) =>
			target.removeEventListener( type, listener, options )
		);
	opened = [];
	document.addEventListener( 'gbOverlayOpened', ( event ) =>
		opened.push( ( event as CustomEvent ).detail.id )
	);
	document.body.innerHTML =
		body +
		Object.entries( overlays )
			.map(
				( [ id, data ] ) =>
					`<dialog id="gb-overlay-${ id }" class="gb-overlay" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-in="" data-gb-overlay-out="" ${ Object.entries(
						{ trigger: 'time', delay: '0', cookie: '0', ...data }
					)
						.map(
							( [ name, value ] ) =>
								`data-gb-overlay-${ name }="${ value }"`
						)
						.join(
							' '
						) }><button data-gb-overlay-close class="gb-overlay__close">x</button><a href="#buy">Buy</a></dialog><button data-gb-overlay="gb-overlay-${ id }" id="open-${ id }">Open</button>`
			)
			.join( '' );
	window.gblocksProOverlays = {
		ids: Object.keys( overlays ).map( ( id ) => 'gb-overlay-' + id ),
		key: KEY,
	};
	self.gbHistory = history;
	Object.defineProperty( document, 'readyState', {
		value: 'loading',
		configurable: true,
	} );
	jest.isolateModules( () => {
		( require( '..' ) as typeof import( '..' ) ).start();
		(
			require( '../../runtime' ) as typeof import( '../../runtime' )
		 ).init();
	} );
	Object.defineProperty( document, 'readyState', {
		value: 'complete',
		configurable: true,
	} );
	document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
	jest.advanceTimersByTime( 1 );
	jest.advanceTimersByTime( 1 );
}

const views = ( id: number ) =>
	( ( self.gbHistory?.[ OVERLAYS ] as Record< string, number[] > )?.[ id ] ??
		[] )[ VIEW ] ?? 0;

/** The listeners the scripts of the page added. */
const listeners: [
	EventTarget,
	string,
	EventListener,
	AddEventListenerOptions | undefined,
][] = [];
const add = EventTarget.prototype.addEventListener;
// The window's own (jsdom's window holds it, so a bare addEventListener() does not reach the prototype).
const addToWindow = window.addEventListener;

describe( 'the overlay journey', () => {
	beforeAll( () => {
		stubBrowser();
	} );
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( T0 * 1e3 );
		localStorage.clear();
		document.cookie
			.split( ';' )
			.forEach(
				( pair ) =>
					( document.cookie =
						pair.split( '=' )[ 0 ].trim() + '=; max-age=0' )
			);
		// A new page: the listeners of the last one are gone.
		EventTarget.prototype.addEventListener = function (
			this: EventTarget,
			type: string,
			listener: EventListener,
			options?: AddEventListenerOptions
		) {
			// A bare addEventListener() is the window's.
			const target = this ?? window;
			listeners.push( [ target, type, listener, options ] );
			add.call( target, type, listener, options );
		} as typeof add;
		window.addEventListener = ( (
			type: string,
			listener: EventListener,
			options?: AddEventListenerOptions
		) => {
			listeners.push( [ window, type, listener, options ] );
			addToWindow.call( window, type, listener, options );
		} ) as typeof add;
	} );
	afterEach( () => {
		EventTarget.prototype.addEventListener = add;
		window.addEventListener = addToWindow;
		listeners
			.splice( 0 )
			.forEach( ( [ target, type, listener, options ] ) =>
				target.removeEventListener( type, listener, options )
			);
		jest.useRealTimers();
	} );

	it( 'caps an automatic overlay to two displays per session; a click still opens it', () => {
		load(
			{ 12: { cap: '2', per: 'session' } },
			historyWith( [ [ 12, VIEW, 60 ] ] )
		);
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		expect( views( 12 ) ).toBe( 2 );
		load( { 12: { cap: '2', per: 'session' } }, self.gbHistory );
		expect( opened ).toEqual( [] );
		document.getElementById( 'open-12' )!.click();
		jest.advanceTimersByTime( 1 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
	} );

	it( 'counts the session only: views before it do not cap this one; per day, days and ever count theirs', () => {
		const before = historyWith( [
			[ 12, VIEW, 2 * HOUR ],
			[ 12, VIEW, 3 * HOUR ],
		] );
		load( { 12: { cap: '2', per: 'session' } }, before );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		load(
			{ 12: { cap: '2', per: 'day' } },
			historyWith( [
				[ 12, VIEW, 2 * HOUR ],
				[ 12, VIEW, 3 * HOUR ],
			] )
		);
		expect( opened ).toEqual( [] );
		load(
			{ 12: { cap: '2', per: 'day' } },
			historyWith( [
				[ 12, VIEW, 2 * DAY ],
				[ 12, VIEW, 3 * DAY ],
			] )
		);
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		load(
			{ 12: { cap: '2', per: 'days', capdays: '7' } },
			historyWith( [
				[ 12, VIEW, 2 * DAY ],
				[ 12, VIEW, 3 * DAY ],
			] )
		);
		expect( opened ).toEqual( [] );
		load(
			{ 12: { cap: '2', per: 'ever' } },
			historyWith( [
				[ 12, VIEW, 200 * DAY ],
				[ 12, VIEW, 300 * DAY ],
			] )
		);
		expect( opened ).toEqual( [] );
	} );

	it( 'waits the minutes between two displays', () => {
		load( { 12: { gap: '30' } }, historyWith( [ [ 12, VIEW, 29 * 60 ] ] ) );
		expect( opened ).toEqual( [] );
		load( { 12: { gap: '30' } }, historyWith( [ [ 12, VIEW, 31 * 60 ] ] ) );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
	} );

	it( 'stops after a conversion, for good or for some days', () => {
		load(
			{ 12: { stop: 'ever' } },
			historyWith( [ [ 12, CONVERSION, 300 * DAY ] ] )
		);
		expect( opened ).toEqual( [] );
		load(
			{ 12: { stop: 'days', stopdays: '30' } },
			historyWith( [ [ 12, CONVERSION, 29 * DAY ] ] )
		);
		expect( opened ).toEqual( [] );
		load(
			{ 12: { stop: 'days', stopdays: '30' } },
			historyWith( [ [ 12, CONVERSION, 31 * DAY ] ] )
		);
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		// Another overlay's conversion stops nothing.
		load(
			{ 12: { stop: 'ever' } },
			historyWith( [ [ 13, CONVERSION, DAY ] ] )
		);
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
	} );

	it( 'keeps a close in the history for its hours, not in a cookie; a cookie a visitor has stays honoured', () => {
		load( { 12: { cookie: '24' } }, historyWith() );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		document.querySelector< HTMLElement >( '.gb-overlay__close' )!.click();
		jest.advanceTimersByTime( 1000 );
		expect( document.cookie ).toBe( '' );
		const closes = (
			self.gbHistory![ OVERLAYS ] as Record< string, number[] >
		 )[ 12 ][ CLOSE ];
		expect( closes ).toBe( 1 );
		load( { 12: { cookie: '24' } }, self.gbHistory );
		expect( opened ).toEqual( [] );
		load(
			{ 12: { cookie: '24' } },
			historyWith( [ [ 12, CLOSE, 25 * HOUR ] ] )
		);
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		document.cookie = 'gb_overlay_closed_12=1; path=/';
		load( { 12: { cookie: '24' } }, historyWith() );
		expect( opened ).toEqual( [] );
	} );

	it( 'without a history (no storage, or the site keeps none) opens once per page, and the cookie stays the close', () => {
		load( { 12: { cap: '1', more: 'inactivity', idle: '5' } } );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		document.querySelector< HTMLElement >( '.gb-overlay__close' )!.click();
		jest.advanceTimersByTime( 10e3 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		load( { 12: { cookie: '24' } } );
		document.querySelector< HTMLElement >( '.gb-overlay__close' )!.click();
		jest.advanceTimersByTime( 1000 );
		expect( document.cookie ).toContain( 'gb_overlay_closed_12=1' );
	} );

	it( 'opens after the seconds without input, which input restarts', () => {
		load( { 12: { trigger: 'inactivity', idle: '10' } }, historyWith() );
		jest.advanceTimersByTime( 9000 );
		window.dispatchEvent( new Event( 'keydown' ) );
		jest.advanceTimersByTime( 9000 );
		expect( opened ).toEqual( [] );
		// The opening's own frame (an animation of 0 ms) is the last millisecond.
		jest.advanceTimersByTime( 1001 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
	} );

	it( 'opens when an element of the selector scrolls into view; a selector the browser refuses never fires', () => {
		const observed: Element[] = [];
		let report: (
			entries: { isIntersecting: boolean }[]
		) => void = () => {};
		window.IntersectionObserver = class {
			constructor( callback: typeof report ) {
				report = callback;
			}
			observe( target: Element ) {
				observed.push( target );
			}
			disconnect() {}
		} as unknown as typeof IntersectionObserver;
		load(
			{ 12: { trigger: 'element', element: '#offer' } },
			historyWith(),
			'<div id="offer"></div>'
		);
		expect( observed ).toEqual( [ document.getElementById( 'offer' ) ] );
		report( [ { isIntersecting: false } ] );
		expect( opened ).toEqual( [] );
		report( [ { isIntersecting: true } ] );
		jest.advanceTimersByTime( 1 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		expect( () =>
			load( { 12: { trigger: 'element', element: '>>' } }, historyWith() )
		).not.toThrow();
	} );

	it( 'opens after another overlay closes, with its delay', () => {
		load(
			{
				12: { trigger: 'custom', event: 'never' },
				13: { trigger: 'overlay-closed', after: '12', afterdelay: '3' },
			},
			historyWith()
		);
		document.getElementById( 'open-12' )!.click();
		document
			.querySelector< HTMLElement >(
				'#gb-overlay-12 .gb-overlay__close'
			)!
			.click();
		// Closed when its animation (0 ms) ends; opened its delay later.
		jest.advanceTimersByTime( 2990 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		jest.advanceTimersByTime( 20 );
		expect( opened ).toEqual( [ 'gb-overlay-12', 'gb-overlay-13' ] );
	} );

	it( 'opens on the nth page view of a session, and without a history never', () => {
		load(
			{ 12: { trigger: 'page-view', nth: '3' } },
			historyWith( [], 2 )
		);
		expect( opened ).toEqual( [] );
		load(
			{ 12: { trigger: 'page-view', nth: '3' } },
			historyWith( [], 3 )
		);
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		load( { 12: { trigger: 'page-view', nth: '1' } } );
		expect( opened ).toEqual( [] );
	} );

	it( 'opens on the first of several triggers that fires, once', () => {
		load(
			{
				12: {
					trigger: 'time',
					delay: '20000',
					more: 'inactivity',
					idle: '5',
				},
			},
			historyWith()
		);
		jest.advanceTimersByTime( 5000 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
		document.querySelector< HTMLElement >( '.gb-overlay__close' )!.click();
		jest.advanceTimersByTime( 30000 );
		expect( opened ).toEqual( [ 'gb-overlay-12' ] );
	} );

	it( 'keeps a conversion of the Insights goal, once per page view, and one of gblocks:conversion', () => {
		window.gblocksProInsights = {
			goals: { 12: { type: 'click' } },
			visits: {},
		} as unknown as typeof window.gblocksProInsights;
		load( { 12: {} }, historyWith() );
		const link =
			document.querySelector< HTMLElement >( '#gb-overlay-12 a' )!;
		link.click();
		link.click();
		const entry = () =>
			( self.gbHistory![ OVERLAYS ] as Record< string, number[] > )[ 12 ];
		expect( entry()[ CONVERSION ] ).toBe( 1 );
		load( { 13: { trigger: 'custom', event: 'never' } }, self.gbHistory );
		document.dispatchEvent(
			new CustomEvent( 'gblocks:conversion', { detail: { overlay: 12 } } )
		);
		expect( entry()[ CONVERSION ] ).toBe( 2 );
		delete window.gblocksProInsights;
	} );
} );
