/**
 * Internal dependencies
 */
import { init } from '..';
import { stubBrowser } from './browser';

/**
 * A close element that is not a native control (core/button's <a> without href, which the renderer
 * makes role="button" tabindex="0") closes the overlay with Enter and with Space.
 */
const KEY = 'closeKeyboardPageKey';

describe( 'overlay runtime: keyboard on close elements', () => {
	beforeAll( () => {
		jest.useFakeTimers();
		stubBrowser();
		document.body.innerHTML = `
			<button type="button" id="open" data-gb-overlay="gb-overlay-9">Open</button>
			<dialog id="gb-overlay-9" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="click" data-gb-overlay-in="" data-gb-overlay-out="" data-gb-overlay-duration="0">
				<div class="gb-overlay__content"><a id="close" class="wp-block-button__link" role="button" tabindex="0" data-gb-overlay-close="">Close offer</a></div>
			</dialog>
		`;
		window.gblocksProOverlays = {
			opened: '%s opened',
			closed: '%s closed',
			ids: [ 'gb-overlay-9' ],
			key: KEY,
		};
		init();
	} );

	afterAll( () => {
		jest.useRealTimers();
	} );

	it.each( [ [ 'Enter' ], [ ' ' ] ] )( '%j closes it', ( key ) => {
		const dialog = document.getElementById( 'gb-overlay-9' );
		document.getElementById( 'open' )?.click();
		jest.advanceTimersByTime( 1000 );
		expect( dialog ).toHaveAttribute( 'open' );
		const close = document.getElementById( 'close' ) as HTMLElement;
		close.focus();
		const event = new KeyboardEvent( 'keydown', {
			key,
			bubbles: true,
			cancelable: true,
		} );
		close.dispatchEvent( event );
		expect( event.defaultPrevented ).toBe( true );
		jest.advanceTimersByTime( 1000 );
		expect( dialog ).not.toHaveAttribute( 'open' );
	} );
} );
