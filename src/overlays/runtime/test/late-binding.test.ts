/**
 * Internal dependencies
 */
import { init } from '..';
import { stubBrowser } from './browser';

/**
 * Overlays and triggers that a visitor condition inserts after load (the browser evaluator's
 * <template data-gb-condition>, then gbConditionsDecided on document) are bound then; a trigger whose
 * overlay never arrives does nothing.
 */
const KEY = 'lateBindingPageKey';

const dialog = ( id: string, trigger: string, extra = '' ) =>
	`<dialog id="${ id }" class="gb-overlay gb-overlay--standard" data-gb-overlay-key="${ KEY }" data-gb-overlay-type="standard" data-gb-overlay-trigger="${ trigger }" data-gb-overlay-in="" data-gb-overlay-out="" data-gb-overlay-duration="0" ${ extra }><div class="gb-overlay__content"><button type="button" data-gb-overlay-close="">Close</button></div></dialog>`;

/**
 * What the evaluator does with content that passes.
 * @param html The decided content.
 */
function decide( html: string ) {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	document.body.append( template.content );
	document.dispatchEvent( new CustomEvent( 'gbConditionsDecided' ) );
}

describe( 'overlay runtime: overlays decided in the browser', () => {
	const opening: string[] = [];

	beforeAll( () => {
		jest.useFakeTimers();
		stubBrowser();
		document.addEventListener( 'gbOverlayOpening', ( event ) =>
			opening.push( ( event as CustomEvent< { id: string } > ).detail.id )
		);
		document.body.innerHTML = `
			<a id="never" href="#never" data-gb-overlay="gb-overlay-3">Never decided</a>
			<span id="late" data-gb-overlay="gb-overlay-4">Promo</span>
		`;
		window.gblocksProOverlays = {
			opened: '%s opened',
			closed: '%s closed',
			ids: [ 'gb-overlay-3', 'gb-overlay-4', 'gb-overlay-6' ],
			key: KEY,
		};
		init();
	} );

	afterAll( () => {
		jest.useRealTimers();
	} );

	it( 'leaves a trigger whose overlay is not in the page alone, without an error', () => {
		const never = document.getElementById( 'never' ) as HTMLElement;
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		expect( () => never.dispatchEvent( click ) ).not.toThrow();
		expect( click.defaultPrevented ).toBe( false );
		expect( never ).not.toHaveAttribute( 'aria-controls' );
		expect( opening ).toEqual( [] );
	} );

	it( 'binds an overlay that arrives later, and sets up its waiting trigger', () => {
		const late = document.getElementById( 'late' ) as HTMLElement;
		expect( late ).not.toHaveAttribute( 'role' );
		decide( dialog( 'gb-overlay-4', 'click' ) );
		expect( late ).toHaveAttribute( 'role', 'button' );
		expect( late ).toHaveAttribute( 'aria-controls', 'gb-overlay-4' );
		expect( late ).toHaveAttribute( 'aria-expanded', 'false' );
		late.click();
		expect( opening ).toEqual( [ 'gb-overlay-4' ] );
		expect( document.getElementById( 'gb-overlay-4' ) ).toHaveAttribute(
			'open'
		);
		expect( late ).toHaveAttribute( 'aria-expanded', 'true' );
		(
			document.querySelector(
				'#gb-overlay-4 [data-gb-overlay-close]'
			) as HTMLElement
		 ).click();
		jest.advanceTimersByTime( 10 );
		expect( document.getElementById( 'gb-overlay-4' ) ).not.toHaveAttribute(
			'open'
		);
	} );

	it( 'sets up a trigger inserted later once, however often conditions are decided', () => {
		decide(
			'<span id="later" data-gb-overlay="gb-overlay-4">Again</span>'
		);
		document.dispatchEvent( new CustomEvent( 'gbConditionsDecided' ) );
		const later = document.getElementById( 'later' ) as HTMLElement;
		expect( later ).toHaveAttribute( 'aria-controls', 'gb-overlay-4' );
		const clicks = jest.fn();
		later.addEventListener( 'click', clicks );
		later.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Enter',
				bubbles: true,
				cancelable: true,
			} )
		);
		expect( clicks ).toHaveBeenCalledTimes( 1 );
		expect( opening ).toEqual( [ 'gb-overlay-4', 'gb-overlay-4' ] );
	} );

	it( 'starts the automatic trigger of an overlay that arrives later, and never one the server did not declare', () => {
		decide(
			dialog( 'gb-overlay-6', 'time', 'data-gb-overlay-delay="100"' ) +
				dialog( 'gb-overlay-8', 'time', 'data-gb-overlay-delay="0"' )
		);
		jest.advanceTimersByTime( 50 );
		expect( opening ).not.toContain( 'gb-overlay-6' );
		(
			document.querySelector(
				'#gb-overlay-4 [data-gb-overlay-close]'
			) as HTMLElement
		 ).click();
		jest.advanceTimersByTime( 100 );
		expect( opening ).toContain( 'gb-overlay-6' );
		expect( opening ).not.toContain( 'gb-overlay-8' );
		expect( document.getElementById( 'gb-overlay-6' ) ).toHaveAttribute(
			'open'
		);
	} );
} );
