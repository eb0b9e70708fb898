/**
 * Internal dependencies
 */
import { init } from '..';
import { stubBrowser } from './browser';

/**
 * gbOverlayClosed names how the overlay closed (issue 38): every close path of a modal and of a panel.
 */
const KEY = 'closeReasonsKey';

const $ = ( id: string ) => document.getElementById( id ) as HTMLElement;
const settle = () => jest.advanceTimersByTime( 200 );

function pointer( type: string, target: EventTarget, props: object = {} ) {
	const event = new MouseEvent( type, { bubbles: true, ...props } );
	Object.defineProperty( event, 'pointerType', { value: 'mouse' } );
	target.dispatchEvent( event );
}

describe( 'overlay runtime: close reasons', () => {
	const closes: string[] = [];
	const cancelable: boolean[] = [];

	beforeAll( () => {
		jest.useFakeTimers();
		stubBrowser();
		document.body.innerHTML = `
			<button type="button" id="open-1" data-gb-overlay="gb-overlay-1">Newsletter</button>
			<button type="button" id="open-4" data-gb-overlay="gb-overlay-4">Other</button>
			<dialog id="gb-overlay-1" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="click" data-gb-overlay-duration="100" aria-label="Newsletter">
				<div class="gb-overlay__backdrop" id="backdrop-1"></div>
				<div class="gb-overlay__content">
					<button type="button" class="gb-overlay__close" id="close-button" data-gb-overlay-close aria-label="Close">x</button>
					<a class="wp-block-button__link" id="no-thanks" role="button" tabindex="0" data-gb-overlay-close="">No thanks</a>
					<button type="button" id="inside-open-4" data-gb-overlay="gb-overlay-4">Other</button>
				</div>
			</dialog>
			<dialog id="gb-overlay-4" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="click" data-gb-overlay-duration="100" aria-label="Other">
				<div class="gb-overlay__content"><p>Other</p></div>
			</dialog>
			<nav><button type="button" id="open-2" data-gb-overlay="gb-overlay-2">Account</button><button type="button" id="open-3" data-gb-overlay="gb-overlay-3">Menu</button></nav>
			<div id="gb-overlay-2" class="gb-overlay gb-overlay--anchored" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="anchored" data-gb-overlay-trigger="both" data-gb-overlay-duration="100" role="region" hidden><div class="gb-overlay__content"><a href="#profile" id="profile">Profile</a></div></div>
			<div id="gb-overlay-3" class="gb-overlay gb-overlay--anchored" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="anchored" data-gb-overlay-trigger="click" data-gb-overlay-duration="100" role="region" hidden><div class="gb-overlay__content"><a href="#menu" id="menu">Menu</a></div></div>
			<button type="button" id="elsewhere">Elsewhere</button>
		`;
		document.addEventListener( 'gbOverlayClosed', ( event ) => {
			const { id, reason } = ( event as CustomEvent ).detail;
			closes.push( `${ id }:${ reason }` );
			cancelable.push( event.cancelable );
		} );
		window.gblocksProOverlays = {
			ids: [
				'gb-overlay-1',
				'gb-overlay-2',
				'gb-overlay-3',
				'gb-overlay-4',
			],
			key: KEY,
		};
		init();
	} );

	afterAll( () => {
		jest.useRealTimers();
	} );

	beforeEach( () => {
		closes.length = 0;
		cancelable.length = 0;
	} );

	function openModal() {
		$( 'open-1' ).click();
		settle();
		expect( $( 'gb-overlay-1' ) ).toHaveAttribute( 'open' );
	}

	it( 'the close button: button (and the event cannot be cancelled)', () => {
		openModal();
		$( 'close-button' ).click();
		settle();
		expect( closes ).toEqual( [ 'gb-overlay-1:button' ] );
		expect( cancelable ).toEqual( [ false ] );
	} );

	it( 'an element with data-gb-overlay-close, by click and by keyboard: trigger', () => {
		openModal();
		$( 'no-thanks' ).click();
		settle();
		openModal();
		$( 'no-thanks' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		settle();
		expect( closes ).toEqual( [
			'gb-overlay-1:trigger',
			'gb-overlay-1:trigger',
		] );
	} );

	it( 'Escape on a modal (the dialog’s cancel), and the browser closing it by itself: escape', () => {
		openModal();
		$( 'gb-overlay-1' ).dispatchEvent(
			new Event( 'cancel', { cancelable: true } )
		);
		settle();
		openModal();
		( $( 'gb-overlay-1' ) as HTMLDialogElement ).removeAttribute( 'open' );
		$( 'gb-overlay-1' ).dispatchEvent( new Event( 'close' ) );
		settle();
		expect( closes ).toEqual( [
			'gb-overlay-1:escape',
			'gb-overlay-1:escape',
		] );
	} );

	it( 'a click on the backdrop: outside', () => {
		openModal();
		$( 'backdrop-1' ).click();
		settle();
		expect( closes ).toEqual( [ 'gb-overlay-1:outside' ] );
	} );

	it( 'another modal opened by the visitor in its place: trigger', () => {
		openModal();
		$( 'inside-open-4' ).click();
		settle();
		expect( closes ).toEqual( [ 'gb-overlay-1:trigger' ] );
		expect( $( 'gb-overlay-4' ) ).toHaveAttribute( 'open' );
		$( 'gb-overlay-4' ).dispatchEvent(
			new Event( 'cancel', { cancelable: true } )
		);
		settle();
	} );

	it( 'a panel: its trigger again and another panel opening: trigger; Escape: escape', () => {
		$( 'open-3' ).click();
		settle();
		$( 'open-3' ).click();
		settle();
		$( 'open-3' ).click();
		settle();
		$( 'open-2' ).click();
		settle();
		$( 'profile' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		settle();
		expect( closes ).toEqual( [
			'gb-overlay-3:trigger',
			'gb-overlay-3:trigger',
			'gb-overlay-2:escape',
		] );
	} );

	it( 'a panel: a click outside, focus leaving it, the hover pointer leaving it: outside', () => {
		$( 'open-3' ).click();
		settle();
		pointer( 'pointerdown', $( 'elsewhere' ) );
		settle();
		$( 'open-3' ).click();
		settle();
		$( 'elsewhere' ).focus();
		settle();
		pointer( 'pointerenter', $( 'open-2' ) );
		settle();
		expect( $( 'gb-overlay-2' ).hidden ).toBe( false );
		pointer( 'pointermove', document, { clientX: 5000, clientY: 5000 } );
		settle();
		expect( closes ).toEqual( [
			'gb-overlay-3:outside',
			'gb-overlay-3:outside',
			'gb-overlay-2:outside',
		] );
	} );

	it( 'leaving the page while an overlay is open: navigation for the open one, at once', () => {
		openModal();
		$( 'open-3' ).click();
		$( 'open-3' ).click();
		settle();
		closes.length = 0;
		window.dispatchEvent( new Event( 'pagehide' ) );
		// Synchronously, as nothing runs after pagehide; the closed panel is not told again.
		expect( closes ).toEqual( [ 'gb-overlay-1:navigation' ] );
	} );
} );
