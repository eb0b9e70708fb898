/**
 * The one way of injecting canvas CSS: useCanvasStyle(), everywhere (the editor document and every
 * canvas iframe) or in the canvas only (the canvas iframe, or the editor document when not iframed).
 */

/**
 * External dependencies
 */
import { render, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useCanvasStyle } from '../canvas-styles';
import type { CanvasStyleTarget } from '../canvas-styles';

function Probe( { css, target }: { css: string; target?: CanvasStyleTarget } ) {
	useCanvasStyle( 'gb-test-canvas', css, target );
	return null;
}

function addFrame( parent: HTMLElement = document.body ) {
	const frame = document.createElement( 'iframe' );
	frame.name = 'editor-canvas';
	parent.appendChild( frame );
	return frame;
}

function styleText( doc: Document | null | undefined ) {
	return doc?.getElementById( 'gb-test-canvas' )?.textContent;
}

afterEach( () => {
	document.getElementById( 'gb-test-canvas' )?.remove();
	document.body.innerHTML = '';
} );

describe( 'useCanvasStyle', () => {
	it( 'writes the CSS in the editor document and in a canvas iframe created later, and removes it when empty', async () => {
		const { rerender } = render( <Probe css=".a{color:red;}" /> );
		expect( document.getElementById( 'gb-test-canvas' )?.textContent ).toBe(
			'.a{color:red;}'
		);
		const frame = document.createElement( 'iframe' );
		frame.name = 'editor-canvas';
		document.body.appendChild( frame );
		await waitFor( () =>
			expect(
				frame.contentDocument?.getElementById( 'gb-test-canvas' )
					?.textContent
			).toBe( '.a{color:red;}' )
		);
		rerender( <Probe css="" /> );
		expect( document.getElementById( 'gb-test-canvas' ) ).toBeNull();
		expect(
			frame.contentDocument?.getElementById( 'gb-test-canvas' )
		).toBeNull();
	} );
} );

// Moved with the block styles' canvas writer (src/blocks/styles/canvas-styles.ts), which this replaced.
describe( 'useCanvasStyle in the canvas only', () => {
	it( 'writes one style element into the canvas iframe, and updates it', () => {
		const frame = addFrame();
		const { rerender } = render(
			<Probe css=".a{color:red;}" target="canvas" />
		);
		// Not in the editor's document: its List View rows carry data-block too.
		expect( styleText( document ) ).toBeUndefined();
		expect( styleText( frame.contentDocument ) ).toBe( '.a{color:red;}' );
		rerender( <Probe css=".a{color:blue;}" target="canvas" /> );
		expect(
			frame.contentDocument?.querySelectorAll( '#gb-test-canvas' )
		).toHaveLength( 1 );
		expect( styleText( frame.contentDocument ) ).toBe( '.a{color:blue;}' );
	} );

	it( 'writes into the editor’s document when the canvas is not an iframe', () => {
		render( <Probe css=".c{color:red;}" target="canvas" /> );
		expect( styleText( document ) ).toBe( '.c{color:red;}' );
	} );

	it( 'reaches a canvas iframe mounted later (switching the device preview), and leaves the editor’s document', async () => {
		render( <Probe css=".b{color:red;}" target="canvas" /> );
		expect( styleText( document ) ).toBe( '.b{color:red;}' );
		const wrapper = document.createElement( 'div' );
		const frame = addFrame( wrapper );
		document.body.appendChild( wrapper );
		await waitFor( () =>
			expect( styleText( frame.contentDocument ) ).toBe(
				'.b{color:red;}'
			)
		);
		expect( styleText( document ) ).toBeUndefined();
	} );
} );
