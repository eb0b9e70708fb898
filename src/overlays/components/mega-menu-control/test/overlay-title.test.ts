/**
 * Internal dependencies
 */
import { overlayTitle } from '../overlay-title';

describe( 'overlayTitle', () => {
	it( 'reads the rendered title of the overlay list, and a plain string', () => {
		expect( overlayTitle( { rendered: 'Account menu' } ) ).toBe(
			'Account menu'
		);
		expect( overlayTitle( 'Account menu' ) ).toBe( 'Account menu' );
		expect( overlayTitle( {} ) ).toBe( '' );
	} );
} );
