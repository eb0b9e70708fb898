/**
 * Internal dependencies
 */
import file from '../menu-toggle-icons.json';
import { findIcon, iconSets, searchIcons } from '../lib/icons';

const sets = iconSets( file.sets );

describe( 'menu-toggle-icons.json', () => {
	it( 'has the medium and light sets with their SPEC labels', () => {
		expect( sets.map( ( set ) => [ set.id, set.label ] ) ).toEqual( [
			[ 'medium', 'Menu Toggles (Medium)' ],
			[ 'light', 'Menu Toggles (Light)' ],
		] );
	} );

	it.each( sets.map( ( set ) => [ set.id, set ] as const ) )(
		'%s has 14 menu icons and a close icon, with unique ids and drawings',
		( _id, set ) => {
			expect( set.icons ).toHaveLength( 15 );
			expect( set.icons.map( ( icon ) => icon.label ) ).toEqual( [
				...Array.from( { length: 14 }, ( _, i ) => `Menu ${ i + 1 }` ),
				'Close',
			] );
			expect( set.icons.map( ( icon ) => icon.id ) ).toEqual( [
				...Array.from( { length: 14 }, ( _, i ) => `menu-${ i + 1 }` ),
				'close',
			] );
			expect(
				new Set( set.icons.map( ( icon ) => icon.svg ) ).size
			).toBe( 15 );
		}
	);

	it.each(
		sets.flatMap( ( set ) =>
			set.icons.map( ( icon ) => [
				`${ set.id }/${ icon.id }`,
				icon.svg,
			] )
		)
	)(
		'%s is a 24×24 SVG in currentColor with nothing active',
		( _id, svg ) => {
			const doc = new window.DOMParser().parseFromString(
				svg,
				'image/svg+xml'
			);
			const root = doc.documentElement;
			expect( root.nodeName ).toBe( 'svg' );
			expect( root.getAttribute( 'viewBox' ) ).toBe( '0 0 24 24' );
			expect( root.getAttribute( 'stroke' ) ).toBe( 'currentColor' );
			doc.querySelectorAll( '*' ).forEach( ( element ) => {
				[ 'fill', 'stroke' ].forEach( ( paint ) => {
					const value = element.getAttribute( paint );
					if ( value !== null ) {
						expect( [ 'none', 'currentColor' ] ).toContain( value );
					}
				} );
				expect(
					element
						.getAttributeNames()
						.filter( ( name ) => /^on|href$/i.test( name ) )
				).toEqual( [] );
			} );
			expect( svg ).not.toMatch( /<script|<style|foreignObject|url\(/i );
		}
	);

	it( 'draws the light set with thinner strokes than the medium set', () => {
		const width = ( setId: string ) =>
			Number(
				/stroke-width="([\d.]+)"/.exec(
					findIcon( sets, `${ setId }/menu-1` )?.icon.svg ?? ''
				)?.[ 1 ]
			);
		expect( width( 'light' ) ).toBeLessThan( width( 'medium' ) );
	} );
} );

describe( 'icon ids and search', () => {
	it( 'finds an icon by its stored id and nothing for unknown ids', () => {
		expect( findIcon( sets, 'light/menu-3' )?.icon.label ).toBe( 'Menu 3' );
		expect( findIcon( sets, 'light/menu-99' ) ).toBeUndefined();
		expect( findIcon( sets, 'menu-3' ) ).toBeUndefined();
		expect( findIcon( sets, 3 ) ).toBeUndefined();
	} );

	it( 'searches labels without regard to case', () => {
		expect(
			searchIcons( sets[ 0 ], 'menu 1' ).map( ( icon ) => icon.id )
		).toEqual( [
			'menu-1',
			'menu-10',
			'menu-11',
			'menu-12',
			'menu-13',
			'menu-14',
		] );
		expect(
			searchIcons( sets[ 0 ], 'CLOSE' ).map( ( icon ) => icon.id )
		).toEqual( [ 'close' ] );
		expect( searchIcons( sets[ 0 ], '  ' ) ).toHaveLength( 15 );
	} );

	it( 'keeps only well-formed sets and icons of the editor data', () => {
		expect(
			iconSets( [
				{
					id: 'a',
					label: 'A',
					icons: [
						{ id: 'x', label: 'X', svg: '<svg/>' },
						{ id: 1 },
					],
				},
				{ id: 'b' },
				'c',
			] )
		).toEqual( [
			{
				id: 'a',
				label: 'A',
				icons: [ { id: 'x', label: 'X', svg: '<svg/>' } ],
			},
		] );
		expect( iconSets( undefined ) ).toEqual( [] );
	} );
} );
