/**
 * Internal dependencies
 */
import { init } from '..';

/**
 * Triggers of every overlay type carry aria-controls and aria-expanded, kept in step on every opening
 * and closing path (issue 13.3); standard modals keep aria-haspopup="dialog".
 */
const KEY = 'k3yOfThisRequest';

function page() {
	document.body.innerHTML = `
		<button type="button" id="modal-a" data-gb-overlay="gb-overlay-1">Newsletter</button>
		<div id="modal-b" data-gb-overlay="gb-overlay-1">Newsletter (again)</div>
		<dialog id="gb-overlay-1" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="click" data-gb-overlay-duration="100" aria-label="Newsletter">
			<div class="gb-overlay__backdrop"></div>
			<div class="gb-overlay__content"><button type="button" class="gb-overlay__close" data-gb-overlay-close aria-label="Close"><svg aria-hidden="true"></svg></button><p>Join</p></div>
		</dialog>
		<nav><button type="button" id="panel-a" data-gb-overlay="gb-overlay-2">Account</button><a href="#x" id="panel-b" data-gb-overlay="gb-overlay-2">Account link</a></nav>
		<div id="gb-overlay-2" class="gb-overlay gb-overlay--anchored" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="anchored" data-gb-overlay-trigger="both" data-gb-overlay-duration="100" role="region" hidden><div class="gb-overlay__content"><a href="#profile" id="profile">Profile</a></div></div>
		<button type="button" id="auto-trigger" data-gb-overlay="gb-overlay-3">Offer</button>
		<dialog id="gb-overlay-3" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="time" data-gb-overlay-delay="5000" data-gb-overlay-cookie="0" data-gb-overlay-duration="100" aria-label="Offer"><div class="gb-overlay__content"><p>Offer</p></div></dialog>
		<button type="button" id="elsewhere">Elsewhere</button>
	`;
}

const $ = ( id: string ) => document.getElementById( id ) as HTMLElement;
const expanded = ( ...ids: string[] ) =>
	ids.map( ( id ) => $( id ).getAttribute( 'aria-expanded' ) );
const focused = () => $( 'elsewhere' ).ownerDocument.activeElement;
const settle = () => jest.advanceTimersByTime( 200 );

function pointer( type: string, target: EventTarget, props: object = {} ) {
	const event = new MouseEvent( type, { bubbles: true, ...props } );
	Object.defineProperty( event, 'pointerType', { value: 'mouse' } );
	target.dispatchEvent( event );
}

describe( 'aria-expanded and aria-controls on overlay triggers', () => {
	const events: string[] = [];

	beforeAll( () => {
		jest.useFakeTimers();
		window.matchMedia = ( ( query: string ) => ( {
			matches: false,
			media: query,
		} ) ) as unknown as typeof window.matchMedia;
		HTMLDialogElement.prototype.showModal = function () {
			this.setAttribute( 'open', '' );
		};
		HTMLDialogElement.prototype.close = function () {
			if ( this.hasAttribute( 'open' ) ) {
				this.removeAttribute( 'open' );
				this.dispatchEvent( new Event( 'close' ) );
			}
		};
		[ 'gbOverlayOpened', 'gbOverlayClosed' ].forEach( ( name ) =>
			document.addEventListener( name, ( event ) =>
				events.push(
					`${ name }:${
						( event as CustomEvent< { id: string } > ).detail.id
					}`
				)
			)
		);
		page();
		window.gblocksProOverlays = {
			ids: [ 'gb-overlay-1', 'gb-overlay-2', 'gb-overlay-3' ],
			key: KEY,
		};
		init();
	} );

	afterAll( () => {
		jest.useRealTimers();
	} );

	beforeEach( () => {
		events.length = 0;
	} );

	it( 'gives every trigger of every type aria-controls and aria-expanded="false"; modals keep aria-haspopup', () => {
		for ( const [ trigger, overlay ] of [
			[ 'modal-a', 'gb-overlay-1' ],
			[ 'modal-b', 'gb-overlay-1' ],
			[ 'panel-a', 'gb-overlay-2' ],
			[ 'panel-b', 'gb-overlay-2' ],
			[ 'auto-trigger', 'gb-overlay-3' ],
		] ) {
			expect( $( trigger ) ).toHaveAttribute( 'aria-controls', overlay );
			expect( $( trigger ) ).toHaveAttribute( 'aria-expanded', 'false' );
		}
		expect( $( 'modal-a' ) ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( $( 'modal-b' ) ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect( $( 'panel-a' ) ).not.toHaveAttribute( 'aria-haspopup' );
	} );

	it( 'a modal: click opens (every trigger true), the close button closes (every trigger false)', () => {
		$( 'modal-a' ).click();
		expect( expanded( 'modal-a', 'modal-b' ) ).toEqual( [
			'true',
			'true',
		] );
		$( 'gb-overlay-1' )
			.querySelector< HTMLElement >( '.gb-overlay__close' )
			?.click();
		expect( expanded( 'modal-a', 'modal-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
		expect( $( 'gb-overlay-1' ) ).not.toHaveAttribute( 'open' );
		expect( focused() ).toBe( $( 'modal-a' ) );
		expect( events ).toEqual( [
			'gbOverlayOpened:gb-overlay-1',
			'gbOverlayClosed:gb-overlay-1',
		] );
	} );

	it( 'a modal: the keyboard opens it from a non-button trigger, Escape closes it', () => {
		$( 'modal-b' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Enter', bubbles: true } )
		);
		expect( expanded( 'modal-a', 'modal-b' ) ).toEqual( [
			'true',
			'true',
		] );
		$( 'gb-overlay-1' ).dispatchEvent(
			new Event( 'cancel', { cancelable: true } )
		);
		expect( expanded( 'modal-a', 'modal-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
		expect( focused() ).toBe( $( 'modal-b' ) );
	} );

	it( 'a modal: a click on the backdrop closes it', () => {
		$( 'modal-a' ).click();
		expect( expanded( 'modal-a' ) ).toEqual( [ 'true' ] );
		$( 'gb-overlay-1' )
			.querySelector< HTMLElement >( '.gb-overlay__backdrop' )
			?.click();
		expect( expanded( 'modal-a', 'modal-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
	} );

	it( 'a modal closed without the runtime (form method="dialog", a script) goes through the close path', () => {
		$( 'modal-a' ).click();
		settle();
		( $( 'gb-overlay-1' ) as HTMLDialogElement ).close();
		expect( expanded( 'modal-a', 'modal-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
		expect( events ).toEqual( [
			'gbOverlayOpened:gb-overlay-1',
			'gbOverlayClosed:gb-overlay-1',
		] );
		expect( focused() ).toBe( $( 'modal-a' ) );
		// It opens again.
		$( 'modal-a' ).click();
		expect( expanded( 'modal-a' ) ).toEqual( [ 'true' ] );
		$( 'modal-a' ).click();
		settle();
	} );

	it( 'a modal opened again before the close event of its last closing stays open', () => {
		// Browsers fire a dialog's close event a task after close(): as they do, here.
		const syncClose = HTMLDialogElement.prototype.close;
		HTMLDialogElement.prototype.close = function () {
			if ( this.hasAttribute( 'open' ) ) {
				this.removeAttribute( 'open' );
				setTimeout( () => this.dispatchEvent( new Event( 'close' ) ) );
			}
		};
		const dialog = $( 'gb-overlay-1' ) as HTMLDialogElement;
		$( 'modal-a' ).click();
		settle();
		dialog.querySelector< HTMLElement >( '.gb-overlay__close' )?.click();
		// The out-animation ends and the runtime closes the dialog; its close event is still queued.
		jest.advanceTimersByTime( 100 );
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
		$( 'modal-a' ).click();
		expect( dialog.hasAttribute( 'open' ) ).toBe( true );
		settle();
		expect( dialog.hasAttribute( 'open' ) ).toBe( true );
		expect( expanded( 'modal-a' ) ).toEqual( [ 'true' ] );
		HTMLDialogElement.prototype.close = syncClose;
		$( 'modal-a' ).click();
		settle();
		expect( dialog.hasAttribute( 'open' ) ).toBe( false );
	} );

	it( 'a panel: click toggles, Escape closes', () => {
		$( 'panel-a' ).click();
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'true',
			'true',
		] );
		$( 'panel-a' ).click();
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
		$( 'panel-b' ).dispatchEvent(
			new KeyboardEvent( 'keydown', { key: ' ', bubbles: true } )
		);
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'true',
			'true',
		] );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
	} );

	it( 'a panel: focus leaving it and a click outside close it', () => {
		$( 'panel-a' ).click();
		expect( expanded( 'panel-a' ) ).toEqual( [ 'true' ] );
		$( 'profile' ).focus();
		expect( expanded( 'panel-a' ) ).toEqual( [ 'true' ] );
		$( 'elsewhere' ).focus();
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();

		$( 'panel-a' ).click();
		expect( expanded( 'panel-b' ) ).toEqual( [ 'true' ] );
		pointer( 'pointerdown', $( 'elsewhere' ) );
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
	} );

	it( 'a panel: hover opens it, the pointer moving away closes it', () => {
		pointer( 'pointerenter', $( 'panel-a' ) );
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'true',
			'true',
		] );
		pointer( 'pointermove', document.body, { clientX: 900, clientY: 900 } );
		expect( expanded( 'panel-a', 'panel-b' ) ).toEqual( [
			'false',
			'false',
		] );
		settle();
	} );

	it( 'an automatic overlay: its trigger is expanded when the timer opens it', () => {
		expect( expanded( 'auto-trigger' ) ).toEqual( [ 'false' ] );
		jest.advanceTimersByTime( 5000 );
		expect( $( 'gb-overlay-3' ) ).toHaveAttribute( 'open' );
		expect( expanded( 'auto-trigger' ) ).toEqual( [ 'true' ] );
		$( 'gb-overlay-3' ).dispatchEvent(
			new Event( 'cancel', { cancelable: true } )
		);
		expect( expanded( 'auto-trigger' ) ).toEqual( [ 'false' ] );
		settle();
	} );
} );
