/**
 * The overlay journey's goal rule against the table the counting script runs too
 * (tests/fixtures/insights/goals.json).
 */
import { reachesGoal } from '..';
import { GOALS, dispatch } from './goal-rows';

describe( 'reachesGoal: the table the counting script runs too', () => {
	it.each( GOALS.rows.map( ( row ) => [ row.name, row ] as const ) )(
		'%s',
		( _name, row ) => {
			document.body.innerHTML = GOALS.page;
			const overlay = document.getElementById( 'gb-overlay-12' )!;
			const results: boolean[] = [];
			const listener = ( event: Event ) =>
				results.push( reachesGoal( event, row.goal, overlay, 12 ) );
			for ( const type of [ 'click', 'submit', 'gblocks:conversion' ] ) {
				document.addEventListener( type, listener );
			}
			dispatch( row );
			for ( const type of [ 'click', 'submit', 'gblocks:conversion' ] ) {
				document.removeEventListener( type, listener );
			}
			expect( results ).toEqual( [ row.reached ] );
		}
	);
} );
