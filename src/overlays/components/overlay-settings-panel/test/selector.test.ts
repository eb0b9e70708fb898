/**
 * Internal dependencies
 */
import { isValidSelector } from '../selector';

describe( 'isValidSelector', () => {
	it.each( [
		'',
		'  ',
		'.site-header',
		'#menu > li',
		'nav .a, [data-x="1"]',
	] )( 'accepts %p', ( value ) => {
		expect( isValidSelector( value ) ).toBe( true );
	} );

	it.each( [ '">', '[[[', '.menu >', '#' ] )( 'refuses %p', ( value ) => {
		expect( isValidSelector( value ) ).toBe( false );
	} );
} );
