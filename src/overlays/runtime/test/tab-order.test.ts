/**
 * Internal dependencies
 */
import { init } from '..';

/**
 * The tab order of an open anchored panel (issue 37.7, the disclosure pattern of DESIGN §7): the panel
 * is printed at the end of <body>, yet Tab from its trigger enters it, Shift+Tab from its first element
 * goes back to the trigger, and Tab from its last element goes on to what follows the trigger.
 */
const KEY = 'k3yOfThisRequest';

function page() {
	document.body.innerHTML = `
		<a href="#main" id="skip">Skip to content</a>
		<header><button type="button" id="account" data-gb-overlay="gb-overlay-2">Account</button><a href="#cart" id="cart">Cart</a></header>
		<main id="main"><a href="#more" id="more">More</a></main>
		<footer><a href="#legal" id="legal">Legal</a></footer>
		<div id="gb-overlay-2" class="gb-overlay gb-overlay--anchored" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="anchored" data-gb-overlay-trigger="click" data-gb-overlay-duration="0" hidden><div class="gb-overlay__content"><a href="#profile" id="profile">Profile</a><a href="#orders" id="orders">Orders</a></div></div>
		<div id="gb-overlay-3" class="gb-overlay gb-overlay--anchored" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="anchored" data-gb-overlay-trigger="click" data-gb-overlay-duration="0" hidden><div class="gb-overlay__content"><p id="note">Nothing to press here.</p></div></div>
		<button type="button" id="help" data-gb-overlay="gb-overlay-3">Help</button>
	`;
}

const $ = ( id: string ) => document.getElementById( id ) as HTMLElement;
const focused = () => $( 'skip' ).ownerDocument.activeElement;
const settle = () => jest.runOnlyPendingTimers();

/**
 * Presses Tab (or Shift+Tab) on the focused element, as the browser does before it moves focus.
 *
 * @param shiftKey Shift+Tab.
 * @return Whether the runtime took over (prevented the browser's move).
 */
function tab( shiftKey = false ): boolean {
	const event = new KeyboardEvent( 'keydown', {
		key: 'Tab',
		shiftKey,
		bubbles: true,
		cancelable: true,
	} );
	( focused() ?? document.body ).dispatchEvent( event );
	return event.defaultPrevented;
}

describe( 'the tab order of an open anchored panel', () => {
	beforeAll( () => {
		jest.useFakeTimers();
		window.matchMedia = ( ( query: string ) => ( {
			matches: false,
			media: query,
		} ) ) as unknown as typeof window.matchMedia;
		// jsdom lays nothing out: what is inside a hidden element has no boxes, the rest has one.
		jest.spyOn( Element.prototype, 'getClientRects' ).mockImplementation(
			function ( this: Element ) {
				return ( this.closest( '[hidden]' )
					? []
					: [ {} ] ) as unknown as DOMRectList;
			}
		);
		page();
		window.gblocksProOverlays = {
			ids: [ 'gb-overlay-2', 'gb-overlay-3' ],
			key: KEY,
		};
		init();
	} );

	afterAll( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
	} );

	it( 'Tab from the trigger enters the panel, and from its last element goes on after the trigger', () => {
		$( 'account' ).focus();
		$( 'account' ).click();
		expect( focused() ).toBe( $( 'profile' ) );
		// Back on the trigger (as after a hover): Tab enters the panel.
		$( 'account' ).focus();
		expect( tab() ).toBe( true );
		expect( focused() ).toBe( $( 'profile' ) );
		// Inside the panel the browser's own order holds.
		expect( tab() ).toBe( true );
		expect( focused() ).toBe( $( 'orders' ) );
		// Past the last element: what follows the trigger, not "Skip to content" nor the footer.
		expect( tab() ).toBe( true );
		expect( focused() ).toBe( $( 'cart' ) );
		// Focus has left the panel: it is closed.
		settle();
		expect( $( 'gb-overlay-2' ).hidden ).toBe( true );
		expect( $( 'account' ) ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'Shift+Tab from the first element goes back to the trigger, the panel staying open', () => {
		$( 'account' ).click();
		expect( focused() ).toBe( $( 'profile' ) );
		expect( tab( true ) ).toBe( true );
		expect( focused() ).toBe( $( 'account' ) );
		settle();
		expect( $( 'gb-overlay-2' ).hidden ).toBe( false );
		// Shift+Tab from the trigger: the element before it, which closes the panel.
		expect( tab( true ) ).toBe( true );
		expect( focused() ).toBe( $( 'skip' ) );
		settle();
		expect( $( 'gb-overlay-2' ).hidden ).toBe( true );
	} );

	it( 'a panel without focusable elements has its first element in the order after the trigger', () => {
		settle();
		$( 'help' ).focus();
		$( 'help' ).click();
		const content = $( 'note' ).parentElement;
		expect( focused() ).toBe( content );
		expect( tab( true ) ).toBe( true );
		expect( focused() ).toBe( $( 'help' ) );
		expect( tab() ).toBe( true );
		expect( focused() ).toBe( content );
		// Help is the page's last element: past the panel the browser moves on (out of the page).
		expect( tab() ).toBe( false );
	} );

	it( 'leaves Tab alone while no panel is open', () => {
		$( 'more' ).focus();
		expect( tab() ).toBe( false );
		expect( tab( true ) ).toBe( false );
		expect( focused() ).toBe( $( 'more' ) );
	} );
} );
