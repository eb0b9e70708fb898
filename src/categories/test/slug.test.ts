/**
 * Internal dependencies
 */
import rule from '../category-slug.json';
import { categorySlug, isValidCategoryName } from '../slug';

describe( 'categorySlug', () => {
	it.each(
		rule.cases.map( ( item ) => [ item.name, item.input, item.slug ] )
	)( 'follows the shared slug rule: %s', ( _name, input, slug ) => {
		expect( categorySlug( input ) ).toBe( slug );
	} );

	it( 'gives a slug that the rule leaves unchanged', () => {
		for ( const { input } of rule.cases ) {
			const slug = categorySlug( input );
			expect( categorySlug( slug ) ).toBe( slug );
			expect( slug ).toMatch( /^([a-z0-9]+(-[a-z0-9]+)*)?$/ );
		}
	} );

	it( 'drops lone surrogates', () => {
		expect( categorySlug( 'a\ud800b c' ) ).toBe( 'ab-c' );
	} );
} );

describe( 'isValidCategoryName', () => {
	it( 'needs something left after trimming', () => {
		expect( isValidCategoryName( '  ' ) ).toBe( false );
		expect( isValidCategoryName( ' Promos ' ) ).toBe( true );
	} );
} );
