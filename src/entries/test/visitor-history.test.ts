/**
 * The visitor-history scripts as a page loads them: the counter in <head>
 * (<script id="gblocks-pro-visitor-history" data-gb-idle data-gb-consent>), the history rules before
 * the evaluator, and the overlay journey (its overlay events) in the footer. Each test is a page of its own (the modules are
 * loaded anew).
 */
import { KEY, OVERLAYS, SESSIONS, VIEWS } from '../../shared/visitor-history';

const NOW = Date.UTC( 2026, 11, 3, 9 );

const attr = ( residual: unknown ) =>
	JSON.stringify( residual ).replace( /"/g, '&quot;' );

const returning = {
	type: 'visitor',
	rule: 'returning',
	operator: 'is',
	value: '',
};

/** The listeners the scripts of the page added (a new page has none of them). */
const added: [ EventTarget, string, EventListenerOrEventListenerObject ][] = [];
const original = EventTarget.prototype.addEventListener;

/**
 * Loads one page: the counter with its data attributes as the server prints them, then the rules and
 * the evaluator, then the overlay events.
 *
 * @param data The counter's data attributes.
 * @param body The page's body.
 */
function loadPage( data: Record< string, string >, body = '' ) {
	// A new page: the listeners of the last one are gone.
	added
		.splice( 0 )
		.forEach( ( [ target, type, listener ] ) =>
			target.removeEventListener( type, listener )
		);
	const spies = [ window, document ].map( ( target ) =>
		jest.spyOn( target, 'addEventListener' ).mockImplementation( ( (
			type: string,
			listener: EventListenerOrEventListenerObject,
			options?: AddEventListenerOptions
		) => {
			added.push( [ target, type, listener ] );
			original.call( target, type, listener, options );
		} ) as EventTarget[ 'addEventListener' ] )
	);
	const script = document.createElement( 'script' );
	Object.assign( script.dataset, data );
	jest.spyOn( Document.prototype, 'currentScript', 'get' ).mockReturnValue(
		script
	);
	document.body.innerHTML = body;
	jest.isolateModules( () => {
		require( '../visitor-history' );
		require( '../visitor-history-rules' );
		require( '../visitor-conditions' );
		require( '../overlay-journey' );
	} );
	(
		jest.spyOn(
			Document.prototype,
			'currentScript',
			'get'
		) as jest.SpyInstance
	 ).mockRestore();
	spies.forEach( ( spy ) => spy.mockRestore() );
	document.dispatchEvent(
		new Event( 'DOMContentLoaded', { bubbles: true } )
	);
}

const stored = () => JSON.parse( localStorage.getItem( KEY ) ?? 'null' );

describe( 'the visitor-history scripts', () => {
	let now: number;
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
		localStorage.clear();
		now = NOW;
		jest.spyOn( Date, 'now' ).mockImplementation( () => now );
		delete self.gbRules;
		delete self.gbHistory;
		delete self.wp_has_consent;
	} );
	afterEach( () => {
		warn.mockRestore();
		jest.restoreAllMocks();
	} );

	it( 'counts each page view and a new session after the idle time, and a returning rule sees it', () => {
		loadPage( { gbIdle: '1800' } );
		expect( stored()[ VIEWS ] ).toBe( 1 );
		const page = `<template data-gb-condition="${ attr(
			returning
		) }"><p>welcome back</p></template>`;
		now += 60e3;
		loadPage( { gbIdle: '1800' }, page );
		expect( document.body.innerHTML ).toBe( '' );
		expect( stored()[ SESSIONS ] ).toBe( 1 );
		now += 1801e3;
		loadPage( { gbIdle: '1800' }, page );
		expect( stored()[ SESSIONS ] ).toBe( 2 );
		expect( document.body.innerHTML ).toBe( '<p>welcome back</p>' );
	} );

	it( 'counts overlay views, closes with a reason and conversions', () => {
		loadPage( { gbIdle: '1800' } );
		const detail = { id: 'gb-overlay-12' };
		document.dispatchEvent(
			new CustomEvent( 'gbOverlayOpened', { detail } )
		);
		document.dispatchEvent(
			new CustomEvent( 'gbOverlayClosed', { detail } )
		);
		document.dispatchEvent(
			new CustomEvent( 'gbOverlayClosed', {
				detail: { ...detail, reason: 'escape' },
			} )
		);
		document.dispatchEvent(
			new CustomEvent( 'gblocks:conversion', { detail: { overlay: 12 } } )
		);
		document.dispatchEvent(
			new CustomEvent( 'gblocks:conversion', {
				detail: { overlay: 'x' },
			} )
		);
		const t = NOW / 1e3;
		expect( stored()[ OVERLAYS ] ).toEqual( {
			12: [ 1, 1, 1, [ t ], [ t ], [ t ] ],
		} );
		const seen = `<template data-gb-condition="${ attr( {
			type: 'visitor',
			rule: 'overlay_views',
			operator: 'at_least',
			value: '12|1|1',
		} ) }"><p>seen</p></template>`;
		loadPage( {}, seen );
		expect( document.body.innerHTML ).toBe( '<p>seen</p>' );
	} );

	it( 'with the WP Consent API, keeps the history only with consent to its category', () => {
		loadPage( { gbConsent: 'preferences' } );
		expect( stored() ).toBeNull();
		const asked: string[] = [];
		self.wp_has_consent = ( category ) => {
			asked.push( category );
			return true;
		};
		loadPage( { gbConsent: 'preferences' } );
		expect( asked ).toEqual( [ 'preferences' ] );
		expect( stored()[ VIEWS ] ).toBe( 1 );
		// Consent withdrawn: the next page removes what was kept.
		self.wp_has_consent = () => false;
		loadPage( { gbConsent: 'preferences' } );
		expect( stored() ).toBeNull();
	} );

	it( 'without storage, history rules fail closed, inverted too, and without a warning', () => {
		jest.spyOn( window, 'localStorage', 'get' ).mockImplementation( () => {
			throw new Error( 'SecurityError' );
		} );
		loadPage(
			{},
			`<template data-gb-condition="${ attr(
				returning
			) }"><p>a</p></template><template data-gb-condition="${ attr( {
				not: returning,
			} ) }"><p>b</p></template>`
		);
		expect( document.body.innerHTML ).toBe( '' );
		expect( warn ).not.toHaveBeenCalled();
	} );

	it( 'drops a corrupt entry with one warning and treats the visitor as new', () => {
		localStorage.setItem( KEY, '[1,"corrupt"]' );
		loadPage(
			{},
			`<template data-gb-condition="${ attr( {
				not: returning,
			} ) }"><p>new here</p></template>`
		);
		expect( warn ).toHaveBeenCalledTimes( 1 );
		expect( warn ).toHaveBeenCalledWith(
			'GBlocks Pro: visitor history reset'
		);
		expect( document.body.innerHTML ).toBe( '<p>new here</p>' );
		expect( stored()[ VIEWS ] ).toBe( 1 );
	} );
} );
