/**
 * A save refused for a dynamic tag key says so in the editor, once.
 */

/**
 * Internal dependencies
 */
import { REFUSAL_CODE, refusalMessage } from '../editor/save-refusal';

const MESSAGE = 'The dynamic tag key "_secret" is not allowed.';

describe( 'the save refusal notice', () => {
	it( "gives the server's message when no notice shows it", () => {
		expect(
			refusalMessage( { code: REFUSAL_CODE, message: MESSAGE }, [
				{ content: 'Updating failed.' },
			] )
		).toBe( MESSAGE );
	} );

	it( 'gives nothing when the editor already shows the message', () => {
		expect(
			refusalMessage( { code: REFUSAL_CODE, message: MESSAGE }, [
				{ content: `Updating failed. ${ MESSAGE }` },
			] )
		).toBeNull();
	} );

	it( 'gives nothing for other failures', () => {
		expect(
			refusalMessage( { code: 'rest_forbidden', message: 'No.' }, [] )
		).toBeNull();
		expect( refusalMessage( new Error( 'offline' ), [] ) ).toBeNull();
		expect( refusalMessage( null, [] ) ).toBeNull();
	} );
} );
