/**
 * Internal dependencies
 */
import breakpointsFile from '../breakpoints.json';
import {
	DEFAULT_BREAKPOINTS,
	breakpointsFrom,
	isBreakpoint,
	validBreakpoints,
} from '../breakpoints';

describe( 'the one breakpoints reader', () => {
	it( 'ships the devices of breakpoints.json, widest first', () => {
		expect( DEFAULT_BREAKPOINTS ).toEqual( breakpointsFile.devices );
		expect( DEFAULT_BREAKPOINTS.map( ( device ) => device.id ) ).toEqual( [
			'desktop',
			'tablet',
			'mobile',
		] );
	} );

	it( 'keeps a device with an id, a label and at least one width of 0 or more', () => {
		expect(
			isBreakpoint( { id: 'phone', label: 'Phone', maxWidth: 600 } )
		).toBe( true );
		expect(
			isBreakpoint( {
				id: 'tablet',
				label: 'Tablet',
				minWidth: 601,
				maxWidth: 1000,
			} )
		).toBe( true );
		expect( isBreakpoint( { id: 'x', label: 'X' } ) ).toBe( false );
		expect( isBreakpoint( { id: 'x', maxWidth: 600 } ) ).toBe( false );
		expect( isBreakpoint( { label: 'X', maxWidth: 600 } ) ).toBe( false );
		expect( isBreakpoint( { id: 'x', label: 'X', maxWidth: -1 } ) ).toBe(
			false
		);
		expect(
			isBreakpoint( {
				id: 'x',
				label: 'X',
				minWidth: '600',
				maxWidth: 900,
			} )
		).toBe( false );
		expect( isBreakpoint( [ 'x' ] ) ).toBe( false );
		expect( isBreakpoint( null ) ).toBe( false );
	} );

	it( 'reads what the server sent, leaving out the rest; the shipped list when nothing is left', () => {
		const phone = { id: 'phone', label: 'Phone', maxWidth: 600 };
		expect( validBreakpoints( [ phone, 'junk', { id: 'x' } ] ) ).toEqual( [
			phone,
		] );
		expect( validBreakpoints( undefined ) ).toEqual( [] );
		expect( breakpointsFrom( [ phone ] ) ).toEqual( [ phone ] );
		expect( breakpointsFrom( [ { id: 'x' } ] ) ).toBe(
			DEFAULT_BREAKPOINTS
		);
		expect( breakpointsFrom( 'junk' ) ).toBe( DEFAULT_BREAKPOINTS );
	} );
} );
