/**
 * The golden fixtures of tests/fixtures/styles (also run by PHPUnit: Compiler_Fixtures_Test), so that
 * the editor's preview and the page get the same CSS.
 */

/**
 * External dependencies
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { compileStyles, type StyleObject } from '../compiler';

interface Fixture {
	description: string;
	selector: string;
	styles: StyleObject;
	css: string;
}

const folder = join( __dirname, '../../../tests/fixtures/styles' );
const fixtures: Array< [ string, Fixture ] > = readdirSync( folder )
	.filter( ( file ) => file.endsWith( '.json' ) )
	.sort()
	.map( ( file ) => [
		file,
		JSON.parse( readFileSync( join( folder, file ), 'utf8' ) ) as Fixture,
	] );

describe( 'compileStyles (golden fixtures)', () => {
	it( 'has at least 40 fixtures, each described', () => {
		expect( fixtures.length ).toBeGreaterThanOrEqual( 40 );
		for ( const [ , fixture ] of fixtures ) {
			expect( fixture.description ).toEqual( expect.any( String ) );
			expect( fixture.description.length ).toBeGreaterThan( 10 );
		}
	} );

	it.each( fixtures )( '%s', ( _file, fixture ) => {
		expect( compileStyles( fixture.styles, fixture.selector ) ).toBe(
			fixture.css
		);
	} );
} );
