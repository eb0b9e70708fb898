/**
 * Internal dependencies
 */
import { exportConditions, parseImport } from '../lib/import-export';

const row = {
	type: 'query_arg',
	rule: 'custom',
	operator: 'equals',
	value: 'utm_source|newsletter',
};

describe( 'export', () => {
	it( 'leaves out incomplete conditions and empty groups', () => {
		const text = exportConditions( {
			logic: 'AND',
			groups: [
				{
					logic: 'OR',
					conditions: [
						row,
						{ type: 'device', rule: '', operator: '', value: '' },
					],
				},
				{
					logic: 'AND',
					conditions: [
						{ type: '', rule: '', operator: '', value: '' },
					],
				},
			],
		} );
		expect( JSON.parse( text ) ).toEqual( {
			logic: 'AND',
			groups: [ { logic: 'OR', conditions: [ row ] } ],
		} );
	} );

	it( 'round-trips through import', () => {
		// The tree as the editor holds it while a row is still being filled in and a group is empty:
		// what export writes, import takes back, and it is the complete part of the tree.
		const complete = {
			logic: 'OR' as const,
			groups: [ { logic: 'AND' as const, conditions: [ row ] } ],
		};
		const editing = {
			logic: 'OR' as const,
			groups: [
				{
					logic: 'AND' as const,
					conditions: [
						row,
						{
							type: 'device',
							rule: 'mobile',
							operator: '',
							value: '',
						},
					],
				},
				{ logic: 'OR' as const, conditions: [] },
			],
		};
		expect( parseImport( exportConditions( complete ) ) ).toEqual(
			complete
		);
		expect( parseImport( exportConditions( editing ) ) ).toEqual(
			complete
		);
	} );
} );

describe( 'import validation', () => {
	it.each( [
		[ '{"logic":"OR"}', 'Invalid format: missing groups array' ],
		[ '[]', 'Invalid format: missing groups array' ],
		[
			'{"groups":[{"logic":"AND","conditions":[]},{"logic":"XOR","conditions":[]}]}',
			'Invalid logic operator in group 2',
		],
		[ '{"groups":[{"logic":"AND"}]}', 'Invalid conditions in group 1' ],
		[
			'{"groups":[{"logic":"OR","conditions":[{"type":"device","rule":"mobile","operator":"is"},{"type":"device","rule":"mobile"}]}]}',
			'Incomplete condition 2 in group 1',
		],
	] )( 'refuses %s with the SPEC message', ( text, message ) => {
		expect( () => parseImport( text ) ).toThrow( message );
	} );

	it( 'reports what the JSON parser says for text that is not JSON', () => {
		expect( () => parseImport( '{nope' ) ).toThrow(
			/JSON|token|property/i
		);
	} );

	it( 'defaults the top logic to OR, a missing group logic to AND, and a missing value to empty', () => {
		expect(
			parseImport(
				'{"groups":[{"conditions":[{"type":"device","rule":"mobile","operator":"is"}]}]}'
			)
		).toEqual( {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						{
							type: 'device',
							rule: 'mobile',
							operator: 'is',
							value: '',
						},
					],
				},
			],
		} );
	} );
} );
