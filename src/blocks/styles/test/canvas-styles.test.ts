/**
 * Internal dependencies
 */
import {
	CANVAS_STYLE_ID,
	cachedBlockCss,
	resetCanvasStylesForTests,
	syncCanvasStyles,
} from '../canvas-styles';

const DEVICES = [
	{ id: 'desktop', label: 'Desktop', minWidth: 1025 },
	{ id: 'tablet', label: 'Tablet', minWidth: 768, maxWidth: 1024 },
	{ id: 'mobile', label: 'Mobile', maxWidth: 767 },
];

function styleText( doc: Document | null | undefined ) {
	return doc?.getElementById( CANVAS_STYLE_ID )?.textContent;
}

afterEach( () => {
	resetCanvasStylesForTests();
	document.body.innerHTML = '';
	document.getElementById( CANVAS_STYLE_ID )?.remove();
} );

describe( 'the canvas preview styles', () => {
	it( 'writes one style element into the canvas iframe, and updates it', () => {
		const frame = document.createElement( 'iframe' );
		frame.name = 'editor-canvas';
		document.body.appendChild( frame );
		syncCanvasStyles( document, '.a{color:red;}' );
		// Not in the editor's document: its List View rows carry data-block too.
		expect( styleText( document ) ).toBe( '' );
		expect( styleText( frame.contentDocument ) ).toBe( '.a{color:red;}' );
		syncCanvasStyles( document, '.a{color:blue;}' );
		expect(
			frame.contentDocument?.querySelectorAll( `#${ CANVAS_STYLE_ID }` )
		).toHaveLength( 1 );
		expect( styleText( frame.contentDocument ) ).toBe( '.a{color:blue;}' );
	} );

	it( 'writes into the editor’s document when the canvas is not an iframe', () => {
		syncCanvasStyles( document, '.c{color:red;}' );
		expect( styleText( document ) ).toBe( '.c{color:red;}' );
	} );

	it( 'reaches a canvas iframe mounted later (switching the device preview), and leaves the editor’s document', async () => {
		syncCanvasStyles( document, '.b{color:red;}' );
		expect( styleText( document ) ).toBe( '.b{color:red;}' );
		const wrapper = document.createElement( 'div' );
		const frame = document.createElement( 'iframe' );
		frame.name = 'editor-canvas';
		wrapper.appendChild( frame );
		document.body.appendChild( wrapper );
		// MutationObserver callbacks run as a microtask.
		await Promise.resolve();
		expect( styleText( frame.contentDocument ) ).toBe( '.b{color:red;}' );
		expect( styleText( document ) ).toBe( '' );
	} );

	it( 'compiles a block’s styles once per styles object', () => {
		const styles = { color: 'red' };
		const first = cachedBlockCss( 'x1', styles, DEVICES );
		expect( first ).toBe(
			':where(.block-editor-block-list__block)[data-block="x1"]{color:red;}'
		);
		expect( cachedBlockCss( 'x1', styles, DEVICES ) ).toBe( first );
		expect( cachedBlockCss( 'x2', styles, DEVICES ) ).toBe(
			':where(.block-editor-block-list__block)[data-block="x2"]{color:red;}'
		);
	} );
} );
