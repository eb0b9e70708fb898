/**
 * Internal dependencies
 */
import {
	blockClasses,
	hasBlockStyles,
	inListOrder,
	tokensToClasses,
	usedClasses,
} from '../lib/block-classes';
import {
	ALL_DEVICES,
	HOVER_KEY,
	deviceQuery,
	formatDeclarations,
	getSlot,
	parseDeclarations,
	setSlot,
	slotHasDeclarations,
	toCamel,
	toKebab,
} from '../lib/declarations';
import { devices } from '../lib/devices';
import {
	classNameError,
	normalizeClassName,
	sanitizeClassName,
	toSelector,
} from '../lib/names';
import { canMove, moveBy, moveTo, sortByIds } from '../lib/order';

describe( 'class names', () => {
	it( 'strips every character outside [a-zA-Z0-9_-]', () => {
		expect( sanitizeClassName( 'my class!.<b>' ) ).toBe( 'myclassb' );
		expect( normalizeClassName( ' .card-title ' ) ).toBe( 'card-title' );
		expect( toSelector( 'card' ) ).toBe( '.card' );
	} );

	it( 'needs a name that starts with a letter or an underscore', () => {
		expect( classNameError( '' ) ).toBe( 'Enter a class name.' );
		expect( classNameError( '!!!' ) ).toBe( 'Enter a class name.' );
		expect( classNameError( '1col' ) ).toMatch(
			/must start with a letter/
		);
		expect( classNameError( '-x' ) ).toMatch( /must start with a letter/ );
		expect( classNameError( '_x' ) ).toBeNull();
		expect( classNameError( '.Card-1' ) ).toBeNull();
	} );

	it( 'refuses a name another class has', () => {
		expect( classNameError( '.card', [ 'card' ] ) ).toBe(
			'A class with this name already exists.'
		);
		expect( classNameError( 'card', [ 'cards' ] ) ).toBeNull();
	} );
} );

describe( 'order moves', () => {
	it( 'moves by one, clamped at both ends', () => {
		expect( moveBy( [ 1, 2, 3 ], 2, -1 ) ).toEqual( [ 2, 1, 3 ] );
		expect( moveBy( [ 1, 2, 3 ], 2, 1 ) ).toEqual( [ 1, 3, 2 ] );
		expect( moveBy( [ 1, 2, 3 ], 1, -1 ) ).toEqual( [ 1, 2, 3 ] );
		expect( moveBy( [ 1, 2, 3 ], 3, 1 ) ).toEqual( [ 1, 2, 3 ] );
		expect( moveBy( [ 1, 2, 3 ], 9, 1 ) ).toEqual( [ 1, 2, 3 ] );
	} );

	it( 'moves to a place (drag and drop)', () => {
		expect( moveTo( [ 1, 2, 3, 4 ], 0, 3 ) ).toEqual( [ 2, 3, 4, 1 ] );
		expect( moveTo( [ 1, 2, 3, 4 ], 3, 0 ) ).toEqual( [ 4, 1, 2, 3 ] );
		expect( moveTo( [ 1, 2, 3, 4 ], 1, 10 ) ).toEqual( [ 1, 3, 4, 2 ] );
	} );

	it( 'says which moves are possible', () => {
		expect( canMove( [ 1, 2, 3 ], 1 ) ).toEqual( {
			up: false,
			down: true,
		} );
		expect( canMove( [ 1, 2, 3 ], 2 ) ).toEqual( { up: true, down: true } );
		expect( canMove( [ 1, 2, 3 ], 3 ) ).toEqual( {
			up: true,
			down: false,
		} );
		expect( canMove( [ 1 ], 1 ) ).toEqual( { up: false, down: false } );
	} );

	it( 'sorts items by a new id order', () => {
		const items = [ { id: 1 }, { id: 2 }, { id: 3 } ];
		expect( sortByIds( items, [ 3, 1, 2 ] ).map( ( i ) => i.id ) ).toEqual(
			[ 3, 1, 2 ]
		);
		expect( sortByIds( items, [ 2 ] ).map( ( i ) => i.id ) ).toEqual( [
			2, 1, 3,
		] );
	} );
} );

describe( 'declarations', () => {
	it( 'converts property names both ways', () => {
		expect( toCamel( 'background-color' ) ).toBe( 'backgroundColor' );
		expect( toCamel( '-webkit-line-clamp' ) ).toBe( 'WebkitLineClamp' );
		expect( toCamel( '-ms-grid' ) ).toBe( 'msGrid' );
		expect( toCamel( '--brand' ) ).toBe( '--brand' );
		expect( toKebab( 'backgroundColor' ) ).toBe( 'background-color' );
		expect( toKebab( 'WebkitLineClamp' ) ).toBe( '-webkit-line-clamp' );
		expect( toKebab( 'msGrid' ) ).toBe( '-ms-grid' );
		expect( toKebab( '--brand' ) ).toBe( '--brand' );
	} );

	it( 'reads property: value lines and reports the others', () => {
		const parsed = parseDeclarations(
			'color: red;\n/* note */ background-color : #fff ; padding:0 1px\nnonsense\nwidth: calc(100% - 2px); x{y}: 1\ncontent: "a"'
		);
		expect( parsed.declarations ).toEqual( {
			color: 'red',
			backgroundColor: '#fff',
			padding: '0 1px',
			width: 'calc(100% - 2px)',
			content: '"a"',
		} );
		expect( parsed.errors ).toHaveLength( 2 );
		expect( parsed.errors[ 0 ] ).toContain( 'nonsense' );
		expect( parseDeclarations( 'color: <script>' ).errors ).toHaveLength(
			1
		);
	} );

	it( 'writes the declarations back as lines', () => {
		expect(
			formatDeclarations( { color: 'red', backgroundColor: '#fff' } )
		).toBe( 'color: red;\nbackground-color: #fff;' );
	} );

	it( 'builds the device queries from the breakpoints', () => {
		expect( deviceQuery( { id: 'd', label: 'D', minWidth: 1025 } ) ).toBe(
			'@media (min-width:1025px)'
		);
		expect(
			deviceQuery( {
				id: 't',
				label: 'T',
				minWidth: 768,
				maxWidth: 1024,
			} )
		).toBe( '@media (max-width:1024px) and (min-width:768px)' );
		expect( deviceQuery( { id: 'm', label: 'M', maxWidth: 767 } ) ).toBe(
			'@media (max-width:767px)'
		);
	} );

	it( 'reads and writes each slot, keeping what it does not edit', () => {
		const mobile = '@media (max-width:767px)';
		let styles = setSlot(
			{ svg: { fill: 'red' } },
			'default',
			ALL_DEVICES,
			{
				color: 'red',
			}
		);
		styles = setSlot( styles, 'hover', ALL_DEVICES, { color: 'blue' } );
		styles = setSlot( styles, 'default', mobile, { fontSize: '12px' } );
		styles = setSlot( styles, 'hover', mobile, { color: 'green' } );
		expect( styles ).toEqual( {
			color: 'red',
			svg: { fill: 'red' },
			[ HOVER_KEY ]: { color: 'blue' },
			[ mobile ]: { fontSize: '12px', [ HOVER_KEY ]: { color: 'green' } },
		} );
		expect( getSlot( styles, 'default' ) ).toEqual( { color: 'red' } );
		expect( getSlot( styles, 'hover' ) ).toEqual( { color: 'blue' } );
		expect( getSlot( styles, 'default', mobile ) ).toEqual( {
			fontSize: '12px',
		} );
		expect( getSlot( styles, 'hover', mobile ) ).toEqual( {
			color: 'green',
		} );
		expect( slotHasDeclarations( styles, 'hover', mobile ) ).toBe( true );

		// Emptying slots removes the objects they leave behind; the input is not changed.
		let emptied = setSlot( styles, 'hover', mobile, {} );
		emptied = setSlot( emptied, 'default', mobile, {} );
		emptied = setSlot( emptied, 'hover', ALL_DEVICES, {} );
		expect( emptied ).toEqual( { color: 'red', svg: { fill: 'red' } } );
		expect( styles[ mobile ] ).toBeDefined();
	} );

	it( 'reads the devices from the page, else the defaults', () => {
		expect( devices( undefined ).map( ( d ) => d.id ) ).toEqual( [
			'desktop',
			'tablet',
			'mobile',
		] );
		expect(
			devices( [
				{ id: 'phone', label: 'Phone', maxWidth: 600 },
				{ id: 'x' },
			] )
		).toEqual( [ { id: 'phone', label: 'Phone', maxWidth: 600 } ] );
	} );
} );

describe( 'block classes', () => {
	it( 'keeps valid, known names once each', () => {
		expect(
			tokensToClasses(
				[ '.card', 'card', { value: 'new one' }, '9x' ],
				null
			)
		).toEqual( [ 'card', 'newone' ] );
		expect( tokensToClasses( [ 'card', 'typo' ], [ 'card' ] ) ).toEqual( [
			'card',
		] );
	} );

	it( 'reads the attribute and the styles', () => {
		expect( blockClasses( { gbGlobalClasses: [ 'a', 3, '' ] } ) ).toEqual( [
			'a',
		] );
		expect( blockClasses( { gbGlobalClasses: 'a' } ) ).toEqual( [] );
		expect( hasBlockStyles( { gbStyles: { color: 'red' } } ) ).toBe( true );
		expect( hasBlockStyles( { gbStyles: {} } ) ).toBe( false );
		expect( hasBlockStyles( {} ) ).toBe( false );
	} );

	it( 'lists used classes once, in list order for the canvas', () => {
		const used = usedClasses( [
			{ gbGlobalClasses: [ 'b', 'a' ] },
			null,
			{ gbGlobalClasses: [ 'a', 'c' ] },
		] );
		expect( used ).toEqual( [ 'b', 'a', 'c' ] );
		expect( inListOrder( used, [ 'a', 'b' ] ) ).toEqual( [
			'a',
			'b',
			'c',
		] );
	} );
} );
