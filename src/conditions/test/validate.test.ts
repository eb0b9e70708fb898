/**
 * Internal dependencies
 */
import { hasChanges } from '../lib/dirty';
import { cleanTree, isRowComplete, validateCondition } from '../lib/validate';
import type { ConditionTree } from '../types';

const complete = {
	type: 'device',
	rule: 'mobile',
	operator: 'is',
	value: '',
};

describe( 'local validation', () => {
	it( 'asks for a name', () => {
		expect(
			validateCondition( '  ', { logic: 'OR', groups: [] } )
		).toEqual( [ 'Please enter a condition name.' ] );
	} );

	it( 'names the condition and group of a row without operator or rule', () => {
		const tree: ConditionTree = {
			logic: 'OR',
			groups: [
				{ logic: 'AND', conditions: [ complete ] },
				{
					logic: 'AND',
					conditions: [
						complete,
						{
							type: 'location',
							rule: '',
							operator: '',
							value: '',
						},
					],
				},
			],
		};
		expect( validateCondition( 'Members', tree ) ).toEqual( [
			'Condition 2 in Group 2: Please select an operator.',
			'Condition 2 in Group 2: Please select a rule.',
		] );
	} );

	it( 'asks for both ends of a date range that has only one', () => {
		const range = ( value: string ) => ( {
			type: 'date_time',
			rule: 'current_date',
			operator: 'between',
			value,
		} );
		const tree: ConditionTree = {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						range( '2026-03-05T09:30, 2026-03-20T17:45' ),
						range( '2026-03-05T09:30, ' ),
						range( ', 2026-03-20T17:45' ),
					],
				},
			],
		};
		expect( validateCondition( 'Spring', tree ) ).toEqual( [
			'Condition 2 in Group 1: choose a start and an end date.',
			'Condition 3 in Group 1: choose a start and an end date.',
		] );
	} );

	it( 'asks for the dates or times a Current Date or Current Time row lacks, in the user terms', () => {
		const row = ( rule: string, operator: string, value = '' ) => ( {
			type: 'date_time',
			rule,
			operator,
			value,
		} );
		const tree: ConditionTree = {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						row( 'current_date', 'between' ),
						row( 'current_time', 'between', '09:30, ' ),
						row( 'current_date', 'on' ),
						row( 'current_time', 'after' ),
						row( 'current_time', 'between', '09:30, 17:45' ),
						row( 'day_of_week', 'is', '1' ),
					],
				},
			],
		};
		expect( validateCondition( 'Times', tree ) ).toEqual( [
			'Condition 1 in Group 1: choose a start and an end date.',
			'Condition 2 in Group 1: choose a start and an end time.',
			'Condition 3 in Group 1: choose a date.',
			'Condition 4 in Group 1: choose a time.',
		] );
	} );

	it( 'ignores rows that have no type, and reports groups with no conditions', () => {
		const tree: ConditionTree = {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						{ type: '', rule: '', operator: '', value: '' },
					],
				},
				{ logic: 'OR', conditions: [] },
			],
		};
		expect( validateCondition( 'Members', tree ) ).toEqual( [
			'Group 2 has no conditions.',
		] );
	} );
} );

describe( 'payload cleaning', () => {
	it( 'drops rows without type, operator or rule, then empty groups', () => {
		const tree: ConditionTree = {
			logic: 'AND',
			groups: [
				{
					logic: 'OR',
					conditions: [
						complete,
						{ type: 'device', rule: '', operator: 'is', value: '' },
					],
				},
				{
					logic: 'AND',
					conditions: [
						{ type: '', rule: '', operator: '', value: '' },
					],
				},
			],
		};
		expect( cleanTree( tree ) ).toEqual( {
			logic: 'AND',
			groups: [ { logic: 'OR', conditions: [ complete ] } ],
		} );
	} );

	it( 'saves an empty group list as OR with no groups', () => {
		expect(
			cleanTree( {
				logic: 'AND',
				groups: [ { logic: 'AND', conditions: [] } ],
			} )
		).toEqual( { logic: 'OR', groups: [] } );
	} );
} );

describe( 'row completeness', () => {
	it( 'needs a value only when the rule needs one and the operator is not exists/not_exists', () => {
		expect(
			isRowComplete(
				{ ...complete, type: 'referrer', operator: 'contains' },
				true,
				false
			)
		).toBe( false );
		expect(
			isRowComplete(
				{ ...complete, operator: 'not_exists' },
				true,
				false
			)
		).toBe( true );
		expect( isRowComplete( complete, false, false ) ).toBe( true );
	} );

	it( "treats an empty single object selection as the 'All …' default, but not an empty multi-selection", () => {
		expect( isRowComplete( complete, true, true ) ).toBe( true );
		expect(
			isRowComplete(
				{ ...complete, operator: 'includes_any', value: '' },
				true,
				true
			)
		).toBe( false );
		expect(
			isRowComplete(
				{ ...complete, operator: 'includes_any', value: '["3"]' },
				true,
				true
			)
		).toBe( true );
	} );
} );

describe( 'dirty comparison', () => {
	const snapshot = {
		title: 'Members',
		status: 'publish' as const,
		category: '',
		conditions: {
			logic: 'OR' as const,
			groups: [ { logic: 'AND' as const, conditions: [ complete ] } ],
		},
	};

	it( 'is clean for an equal copy', () => {
		expect(
			hasChanges( snapshot, JSON.parse( JSON.stringify( snapshot ) ) )
		).toBe( false );
	} );

	it.each( [
		[ 'title', { title: 'Guests' } ],
		[ 'status', { status: 'draft' } ],
		[ 'category', { category: 'promo' } ],
		[
			'conditions',
			{ conditions: { ...snapshot.conditions, logic: 'AND' } },
		],
	] )( 'is dirty when the %s changes', ( _name, change ) => {
		expect(
			hasChanges( snapshot, { ...snapshot, ...change } as never )
		).toBe( true );
	} );
} );
