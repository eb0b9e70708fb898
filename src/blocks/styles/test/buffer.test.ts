/**
 * Internal dependencies
 */
import htmlAttributes from '../../html-attributes.json';
import {
	STORAGE_KEY,
	clearChanges,
	copyableStyles,
	deepMerge,
	hasStyles,
	pasteChanges,
	readBuffer,
	supportsStylesMenu,
	writeBuffer,
} from '../lib/buffer';

const ALL = new Set( [
	'gbStyles',
	'style',
	'backgroundColor',
	'textColor',
	'gradient',
	'fontSize',
	'fontFamily',
	'content',
] );

function memoryStorage( initial: Record< string, string > = {} ) {
	const items = new Map( Object.entries( initial ) );
	return {
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => {
			items.set( key, value );
		},
		items,
	};
}

describe( 'the copy buffer', () => {
	it( 'uses the sessionStorage key generateblocksLocalStyles', () => {
		expect( STORAGE_KEY ).toBe( 'generateblocksLocalStyles' );
	} );

	it( 'copies gbStyles, style and the five presets, nothing else and nothing empty', () => {
		expect(
			copyableStyles( {
				content: 'Hello',
				gbStyles: { color: 'red' },
				style: { spacing: { padding: { top: '' } } },
				backgroundColor: 'accent',
				textColor: '',
				gradient: 'vivid',
				fontSize: 'large',
				fontFamily: 'serif',
				className: 'x',
			} )
		).toEqual( {
			gbStyles: { color: 'red' },
			backgroundColor: 'accent',
			gradient: 'vivid',
			fontSize: 'large',
			fontFamily: 'serif',
		} );
	} );

	it( 'writes to the key and reads back', () => {
		const storage = memoryStorage();
		expect( writeBuffer( storage, { gbStyles: { color: 'red' } } ) ).toBe(
			true
		);
		expect( JSON.parse( storage.items.get( STORAGE_KEY ) ?? '' ) ).toEqual(
			{ gbStyles: { color: 'red' } }
		);
		expect( readBuffer( storage ) ).toEqual( {
			gbStyles: { color: 'red' },
		} );
	} );

	it.each( [
		[ 'missing', undefined ],
		[ 'not JSON', '{gbStyles:' ],
		[ 'a JSON array', '[1,2]' ],
		[ 'a JSON string', '"red"' ],
		[ 'an object without styles', '{"content":"x","gbStyles":{}}' ],
	] )( 'reads an empty buffer when it is %s', ( _label, value ) => {
		const storage = memoryStorage(
			value === undefined ? {} : { [ STORAGE_KEY ]: value }
		);
		expect( readBuffer( storage ) ).toBeNull();
	} );

	it( 'reads an empty buffer when the storage refuses, and reports a refused write', () => {
		const refusing = {
			getItem: () => {
				throw new Error( 'SecurityError' );
			},
			setItem: () => {
				throw new Error( 'QuotaExceededError' );
			},
		};
		expect( readBuffer( refusing ) ).toBeNull();
		expect( writeBuffer( refusing, { gbStyles: { a: 1 } } ) ).toBe( false );
		expect( readBuffer( null ) ).toBeNull();
		expect( writeBuffer( null, { gbStyles: { a: 1 } } ) ).toBe( false );
	} );

	it( 'takes only style attributes from the buffer', () => {
		const storage = memoryStorage( {
			[ STORAGE_KEY ]: JSON.stringify( {
				gbStyles: { color: 'red' },
				content: '<script>',
				htmlAttributes: { onclick: 'x' },
			} ),
		} );
		expect( readBuffer( storage ) ).toEqual( {
			gbStyles: { color: 'red' },
		} );
	} );
} );

describe( 'pasting', () => {
	it( 'deep-merges objects and replaces arrays and scalars', () => {
		expect(
			deepMerge(
				{ a: { b: 1, c: [ 1, 2 ] }, d: 'x' },
				{ a: { c: [ 3 ], e: 2 }, d: 'y' }
			)
		).toEqual( { a: { b: 1, c: [ 3 ], e: 2 }, d: 'y' } );
	} );

	it( 'merges the pasted gbStyles and style into the block’s own, the pasted value winning', () => {
		const attributes = {
			gbStyles: {
				color: 'blue',
				padding: '1rem',
				'@media (max-width:767px)': { display: 'none !important' },
			},
			style: { spacing: { margin: { top: '1px' } } },
		};
		const changes = pasteChanges(
			attributes,
			{
				gbStyles: {
					color: 'red',
					'&:hover': { color: 'green' },
					'@media (max-width:767px)': { fontSize: '12px' },
				},
				style: { spacing: { padding: { top: '2px' } } },
			},
			ALL
		);
		expect( changes ).toEqual( {
			gbStyles: {
				color: 'red',
				padding: '1rem',
				'&:hover': { color: 'green' },
				'@media (max-width:767px)': {
					display: 'none !important',
					fontSize: '12px',
				},
			},
			style: {
				spacing: { margin: { top: '1px' }, padding: { top: '2px' } },
			},
		} );
		// The block's own objects are untouched (the store's attributes are immutable).
		expect( attributes.gbStyles.color ).toBe( 'blue' );
	} );

	it( 'leaves out attributes the block does not declare', () => {
		expect(
			pasteChanges(
				{},
				{ gbStyles: { color: 'red' }, fontFamily: 'serif' },
				new Set( [ 'gbStyles' ] )
			)
		).toEqual( { gbStyles: { color: 'red' } } );
	} );

	it( 'a pasted preset drops the custom value it stands for, and a pasted custom value drops the preset', () => {
		expect(
			pasteChanges(
				{
					style: { color: { background: '#fff', text: '#000' } },
					fontSize: 'small',
				},
				{
					backgroundColor: 'accent',
					style: { typography: { fontSize: '20px' } },
				},
				ALL
			)
		).toEqual( {
			backgroundColor: 'accent',
			style: {
				color: { text: '#000' },
				typography: { fontSize: '20px' },
			},
			fontSize: undefined,
		} );
	} );

	it( 'removes the style attribute when the preset leaves it empty', () => {
		expect(
			pasteChanges(
				{ style: { color: { text: '#000' } } },
				{ textColor: 'contrast' },
				ALL
			)
		).toEqual( { textColor: 'contrast', style: undefined } );
	} );
} );

describe( 'clearing and availability', () => {
	it( 'unsets every style attribute the block holds, and nothing else', () => {
		expect(
			clearChanges( {
				content: 'x',
				gbStyles: { color: 'red' },
				style: { color: { text: '#000' } },
				fontSize: 'large',
			} )
		).toEqual( {
			gbStyles: undefined,
			style: undefined,
			fontSize: undefined,
		} );
	} );

	it( 'knows whether a block has styles', () => {
		expect( hasStyles( { content: 'x' } ) ).toBe( false );
		expect( hasStyles( { gbStyles: {}, style: { color: {} } } ) ).toBe(
			false
		);
		expect( hasStyles( { textColor: 'accent' } ) ).toBe( true );
		expect(
			hasStyles( { gbStyles: { '&:hover': { color: 'red' } } } )
		).toBe( true );
	} );

	it( 'is offered on every block except SPEC 9’s: the HTML attributes exclusions and the loop’s no-results', () => {
		expect( supportsStylesMenu( 'core/paragraph' ) ).toBe( true );
		expect( supportsStylesMenu( 'acme/widget' ) ).toBe( true );
		htmlAttributes.excludedBlocks.forEach( ( name ) =>
			expect( supportsStylesMenu( name ) ).toBe( false )
		);
		expect( supportsStylesMenu( 'gblocks-pro/loop-no-results' ) ).toBe(
			false
		);
	} );
} );
