/**
 * Internal dependencies
 */
import { init } from '..';
import { stubBrowser } from './browser';

/**
 * The runtime binds only the overlays the server declared (issue 9.7), and survives a "Position
 * relative to parent" selector the browser cannot parse.
 */
const KEY = 'k3y0fThisPageRequest';

function page() {
	document.body.innerHTML = `
		<p>Post content written by an author:</p>
		<dialog id="gb-overlay-666" class="gb-overlay gb-overlay--standard" data-gb-overlay-type="standard" data-gb-overlay-trigger="time" data-gb-overlay-delay="0" data-gb-overlay-lock="1"></dialog>
		<dialog id="gb-overlay-7" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="guessed" data-gb-overlay-type="standard" data-gb-overlay-trigger="time" data-gb-overlay-delay="0"></dialog>
		<button type="button" id="fake-trigger" data-gb-overlay="gb-overlay-666">Fake</button>
		<nav class="menu"><button type="button" id="menu-trigger" data-gb-overlay="gb-overlay-5">Menu</button></nav>
		<div id="gb-overlay-5" class="gb-overlay gb-overlay--anchored" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="anchored" data-gb-overlay-trigger="click" data-gb-overlay-parent="&quot;&gt;" data-gb-overlay-in="" data-gb-overlay-out="" role="region" hidden><div class="gb-overlay__content"><a href="#x">Link</a></div></div>
		<dialog id="gb-overlay-7" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="click"></dialog>
	`;
}

describe( 'overlay runtime', () => {
	const opening: string[] = [];

	beforeAll( () => {
		jest.useFakeTimers();
		stubBrowser();
		document.addEventListener( 'gbOverlayOpening', ( event ) =>
			opening.push( ( event as CustomEvent< { id: string } > ).detail.id )
		);
		page();
		window.gblocksProOverlays = {
			opened: '%s opened',
			closed: '%s closed',
			ids: [ 'gb-overlay-5', 'gb-overlay-7' ],
			key: KEY,
		};
		init();
	} );

	afterAll( () => {
		jest.useRealTimers();
	} );

	it( 'ignores an overlay the server did not declare, even with a zero-delay automatic trigger', () => {
		jest.advanceTimersByTime( 1000 );
		document.getElementById( 'fake-trigger' )?.click();
		jest.advanceTimersByTime( 1000 );
		expect( opening ).not.toContain( 'gb-overlay-666' );
		expect(
			document.getElementById( 'gb-overlay-666' )
		).not.toHaveAttribute( 'open' );
		expect(
			document.documentElement.classList.contains( 'gb-overlay-lock' )
		).toBe( false );
	} );

	it( 'ignores a copy of a declared overlay that lacks the page key', () => {
		const [ copy ] = document.querySelectorAll( '[id="gb-overlay-7"]' );
		expect( copy ).toHaveAttribute( 'data-gb-overlay-key', 'guessed' );
		expect( copy ).not.toHaveAttribute( 'open' );
		expect( opening ).toEqual( [] );
	} );

	it( 'opens a declared panel whose parent selector cannot be parsed, placed against its trigger', () => {
		const panel = document.getElementById( 'gb-overlay-5' ) as HTMLElement;
		expect( () =>
			document.getElementById( 'menu-trigger' )?.click()
		).not.toThrow();
		expect( opening ).toEqual( [ 'gb-overlay-5' ] );
		expect( panel.hidden ).toBe( false );
		expect( panel.dataset.gbOverlayPlaced ).toBeTruthy();
	} );
} );
