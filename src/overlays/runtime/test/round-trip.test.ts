/**
 * External dependencies
 */
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { parseSettings } from '../settings';

/**
 * Markup printed by includes/Overlays/Markup.php with the values the runtime must read from it, written
 * by tests/php/Overlays/Settings_Round_Trip_Test.php.
 */
interface Fixture {
	markup: string;
	expected: Record< string, unknown >;
}

const dir = join( __dirname, '../../../../tests/fixtures/overlay-settings' );
const fixtures = readdirSync( dir )
	.filter( ( file ) => file.endsWith( '.json' ) )
	.map( ( file ): [ string, Fixture ] => [
		file,
		JSON.parse( readFileSync( join( dir, file ), 'utf8' ) ),
	] );

describe( 'settings round trip through Markup::render and parseSettings', () => {
	it( 'has fixtures', () => {
		expect( fixtures.length ).toBeGreaterThan( 3 );
	} );

	it.each( fixtures )(
		'%s: the runtime reads what PHP printed',
		( _, fixture ) => {
			document.body.innerHTML = fixture.markup;
			const element = document.body.firstElementChild as HTMLElement;
			expect( { ...parseSettings( element.dataset ) } ).toEqual(
				fixture.expected
			);
		}
	);
} );
