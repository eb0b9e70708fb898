/**
 * Internal dependencies
 */
import {
	closedCookie,
	cookieName,
	hasCookie,
	isAutomatic,
	isFastScrollUp,
	opensOnHover,
	parseSettings,
	scrollPercent,
} from '../settings';

describe( 'parseSettings', () => {
	it( 'reads every data attribute the server prints', () => {
		expect(
			parseSettings( {
				gbOverlayType: 'anchored',
				gbOverlayTrigger: 'both',
				gbOverlayPlacement: 'top-end',
				gbOverlayParent: '.site-header',
				gbOverlayWidth: 'full',
				gbOverlayBuffer: '35',
				gbOverlayIn: 'slide-up',
				gbOverlayOut: '',
				gbOverlayDuration: '150',
				gbOverlayEsc: '0',
				gbOverlayOutside: '1',
				gbOverlayLock: '1',
			} )
		).toMatchObject( {
			type: 'anchored',
			trigger: 'both',
			placement: 'top-end',
			parent: '.site-header',
			width: 'full',
			buffer: 35,
			animIn: 'slide-up',
			animOut: '',
			duration: 150,
			esc: false,
			outside: true,
			lock: true,
		} );
	} );

	it( 'falls back to the defaults for missing or unknown values', () => {
		expect(
			parseSettings( {
				gbOverlayType: 'popup',
				gbOverlayTrigger: 'shake',
				gbOverlayScroll: '250',
				gbOverlayDelay: 'soon',
			} )
		).toMatchObject( {
			type: 'standard',
			trigger: 'click',
			placement: 'bottom-start',
			buffer: 20,
			duration: 300,
			esc: true,
			outside: true,
			lock: false,
			scroll: 100,
			delay: 5000,
			cookie: 24,
		} );
	} );

	it( 'treats only standard overlays with exit-intent, scroll, time or custom triggers as automatic', () => {
		const settings = ( type: string, trigger: string ) =>
			parseSettings( { gbOverlayType: type, gbOverlayTrigger: trigger } );
		expect( isAutomatic( settings( 'standard', 'time' ) ) ).toBe( true );
		expect( isAutomatic( settings( 'standard', 'exit-intent' ) ) ).toBe(
			true
		);
		expect( isAutomatic( settings( 'standard', 'click' ) ) ).toBe( false );
		expect( isAutomatic( settings( 'anchored', 'time' ) ) ).toBe( false );
		expect( opensOnHover( settings( 'mega-menu', 'hover' ) ) ).toBe( true );
		expect( opensOnHover( settings( 'anchored', 'both' ) ) ).toBe( true );
		expect( opensOnHover( settings( 'standard', 'hover' ) ) ).toBe( false );
	} );
} );

describe( 'suppression cookie', () => {
	it( 'is named after the overlay id', () => {
		expect( cookieName( 'gb-overlay-42' ) ).toBe( 'gb_overlay_closed_42' );
	} );

	it( 'is found by exact name only', () => {
		expect(
			hasCookie(
				'a=1; gb_overlay_closed_42=1; b=2',
				'gb_overlay_closed_42'
			)
		).toBe( true );
		expect(
			hasCookie( 'gb_overlay_closed_421=1', 'gb_overlay_closed_42' )
		).toBe( false );
	} );

	it( 'lasts the cookie duration in hours, and is not set for 0 hours', () => {
		expect( closedCookie( 'gb_overlay_closed_42', 2 ) ).toBe(
			'gb_overlay_closed_42=1; max-age=7200; path=/; SameSite=Lax'
		);
		expect( closedCookie( 'gb_overlay_closed_42', 0 ) ).toBeNull();
	} );
} );

describe( 'automatic trigger signals', () => {
	it( 'measures the scroll percentage, 100 on a page that cannot scroll', () => {
		expect( scrollPercent( 0, 3000, 1000 ) ).toBe( 0 );
		expect( scrollPercent( 1000, 3000, 1000 ) ).toBe( 50 );
		expect( scrollPercent( 0, 800, 1000 ) ).toBe( 100 );
	} );

	it( 'sees a fast scroll up after scrolling down as exit intent on touch devices', () => {
		expect( isFastScrollUp( 1200, 0, 1000, 100 ) ).toBe( true );
		expect( isFastScrollUp( 1200, 0, 1000, 1000 ) ).toBe( false );
		expect( isFastScrollUp( 150, 0, 0, 10 ) ).toBe( false );
		expect( isFastScrollUp( 1000, 0, 1200, 10 ) ).toBe( false );
	} );
} );
