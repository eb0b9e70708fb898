/**
 * Internal dependencies
 */
import breakpointsFile from '../breakpoints.json';
import { compileStyles } from '../compiler';
import {
	DEVICE_VISIBILITY_RULES,
	deviceQuery,
	isHidden,
	setHidden,
	type Breakpoint,
} from '../device-visibility';

const defaults: Breakpoint[] = breakpointsFile.devices;
const filtered: Breakpoint[] = [
	{ id: 'desktop', label: 'Desktop', minWidth: 1200 },
	{ id: 'tablet', label: 'Tablet', minWidth: 600, maxWidth: 1199 },
	{ id: 'mobile', label: 'Mobile', maxWidth: 599 },
];

describe( 'deviceQuery', () => {
	it( 'builds the four queries of DESIGN §9 from the default breakpoints', () => {
		expect(
			DEVICE_VISIBILITY_RULES.map( ( rule ) => [
				rule.label,
				deviceQuery( rule.id, defaults ),
			] )
		).toEqual( [
			[ 'Hide on Desktop', '@media (min-width:1025px)' ],
			[
				'Hide on Tablet',
				'@media (max-width:1024px) and (min-width:768px)',
			],
			[ 'Hide on Tablet & Mobile', '@media (max-width:1024px)' ],
			[ 'Hide on Mobile', '@media (max-width:767px)' ],
		] );
	} );

	it( 'follows a changed breakpoint list', () => {
		expect( deviceQuery( 'largeWidth', filtered ) ).toBe(
			'@media (min-width:1200px)'
		);
		expect( deviceQuery( 'mediumWidth', filtered ) ).toBe(
			'@media (max-width:1199px) and (min-width:600px)'
		);
		expect( deviceQuery( 'mediumSmallWidth', filtered ) ).toBe(
			'@media (max-width:1199px)'
		);
		expect( deviceQuery( 'smallWidth', filtered ) ).toBe(
			'@media (max-width:599px)'
		);
	} );

	it( 'gives nothing for an unknown rule or devices that are missing or cover every width', () => {
		expect( deviceQuery( 'nope', defaults ) ).toBe( '' );
		expect( deviceQuery( 'smallWidth', [] ) ).toBe( '' );
		expect(
			deviceQuery( 'mediumSmallWidth', [
				{ id: 'tablet', label: 'Tablet', minWidth: 700 },
				{ id: 'mobile', label: 'Mobile', maxWidth: 699 },
			] )
		).toBe( '' );
	} );
} );

describe( 'isHidden and setHidden', () => {
	it( 'counts display none with or without !important', () => {
		const query = '@media (max-width:767px)';
		expect(
			isHidden(
				{ [ query ]: { display: 'none' } },
				'smallWidth',
				defaults
			)
		).toBe( true );
		expect(
			isHidden(
				{ [ query ]: { display: ' NONE !important' } },
				'smallWidth',
				defaults
			)
		).toBe( true );
		expect(
			isHidden(
				{ [ query ]: { display: 'block' } },
				'smallWidth',
				defaults
			)
		).toBe( false );
		expect( isHidden( undefined, 'smallWidth', defaults ) ).toBe( false );
		expect(
			isHidden(
				{ [ query ]: { display: 'none' } },
				'largeWidth',
				defaults
			)
		).toBe( false );
	} );

	it( 'turns a rule on and off without changing the given object, removing what it empties', () => {
		const styles = { color: 'red' };
		const on = setHidden( styles, 'smallWidth', true, defaults );
		expect( styles ).toEqual( { color: 'red' } );
		expect( on ).toEqual( {
			color: 'red',
			'@media (max-width:767px)': { display: 'none !important' },
		} );
		expect( isHidden( on, 'smallWidth', defaults ) ).toBe( true );
		expect( compileStyles( on, '.b' ) ).toBe(
			'.b{color:red;}@media (max-width:767px){.b{display:none !important;}}'
		);

		const off = setHidden( on, 'smallWidth', false, defaults );
		expect( off ).toEqual( { color: 'red' } );
		expect( on[ '@media (max-width:767px)' ] ).toEqual( {
			display: 'none !important',
		} );
	} );

	it( 'keeps other declarations of the same query when turned off', () => {
		const styles = {
			'@media (max-width:767px)': { display: 'none', color: 'blue' },
		};
		expect( setHidden( styles, 'smallWidth', false, defaults ) ).toEqual( {
			'@media (max-width:767px)': { color: 'blue' },
		} );
	} );

	it( 'writes under the query of the breakpoints it is given', () => {
		expect( setHidden( {}, 'largeWidth', true, filtered ) ).toEqual( {
			'@media (min-width:1200px)': { display: 'none !important' },
		} );
	} );
} );
