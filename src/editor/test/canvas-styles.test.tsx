/**
 * External dependencies
 */
import { render, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useCanvasStyle } from '../use-canvas-style';

function Probe( { css }: { css: string } ) {
	useCanvasStyle( 'gb-test-canvas', css );
	return null;
}

afterEach( () => {
	document.getElementById( 'gb-test-canvas' )?.remove();
	document
		.querySelectorAll( 'iframe[name="editor-canvas"]' )
		.forEach( ( frame ) => frame.remove() );
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
