/**
 * Internal dependencies
 */
import {
	addFirstCondition,
	addGroup,
	addRow,
	changeOperator,
	changeRule,
	changeType,
	countConditions,
	defaultTree,
	ensureAllowedOperator,
	fromEditorTree,
	removeGroup,
	removeRow,
	toEditorTree,
} from '../lib/tree';

const row = {
	key: 'row-x',
	type: 'location',
	rule: 'post:page',
	operator: 'includes_any',
	value: '["12","15"]',
};

describe( 'rule tree', () => {
	it( 'starts a new tree with OR at the top, one AND group and one blank condition', () => {
		expect( fromEditorTree( defaultTree() ) ).toEqual( {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						{ type: '', rule: '', operator: '', value: '' },
					],
				},
			],
		} );
	} );

	it( 'applies the defaults the type names when it is chosen', () => {
		expect(
			changeType( row, 'referrer', {
				rule: 'custom',
				operator: 'contains',
			} )
		).toEqual( {
			key: 'row-x',
			type: 'referrer',
			rule: 'custom',
			operator: 'contains',
			value: '',
		} );
	} );

	it( 'clears rule and operator for a type without defaults', () => {
		expect( changeType( row, 'custom_type' ) ).toMatchObject( {
			type: 'custom_type',
			rule: '',
			operator: '',
			value: '',
		} );
	} );

	it( 'clears the value when the rule changes', () => {
		expect( changeRule( row, 'post:post' ) ).toMatchObject( {
			rule: 'post:post',
			operator: 'includes_any',
			value: '',
		} );
	} );

	it( 'clears the value when the operator switches between single and multi', () => {
		expect( changeOperator( row, 'is' ).value ).toBe( '' );
		expect( changeOperator( row, 'excludes_any' ).value ).toBe(
			'["12","15"]'
		);
		expect(
			changeOperator( { ...row, operator: 'is', value: '12' }, 'is_not' )
				.value
		).toBe( '12' );
	} );

	it( "keeps the start of a date range when the operator leaves 'between'", () => {
		const range = {
			...row,
			type: 'date_time',
			rule: 'current_date',
			operator: 'between',
			value: '2026-03-05T09:30, 2026-03-20T17:45',
		};
		expect( changeOperator( range, 'after' ).value ).toBe(
			'2026-03-05T09:30'
		);
		const single = {
			...range,
			operator: 'after',
			value: '2026-03-05T09:30',
		};
		expect( changeOperator( single, 'between' ).value ).toBe(
			'2026-03-05T09:30'
		);
		expect( changeOperator( single, 'before' ).value ).toBe(
			'2026-03-05T09:30'
		);
	} );

	it( 'switches to the first allowed operator when the current one is not allowed', () => {
		const single = { ...row, operator: 'exists', value: 'x' };
		expect( ensureAllowedOperator( single, [ 'is', 'is_not' ] ) ).toEqual( {
			...single,
			operator: 'is',
		} );
		expect( ensureAllowedOperator( row, [ 'includes_any' ] ) ).toBe( row );
		expect( ensureAllowedOperator( row, [] ) ).toBe( row );
	} );

	it( 'removes the group when its last condition is removed', () => {
		const tree = addGroup( defaultTree() );
		const [ first, second ] = tree.groups;
		const afterRemove = removeRow(
			tree,
			first.key,
			first.conditions[ 0 ].key
		);
		expect( afterRemove.groups ).toHaveLength( 1 );
		expect( afterRemove.groups[ 0 ].key ).toBe( second.key );
	} );

	it( 'keeps the group when other conditions remain', () => {
		let tree = defaultTree();
		tree = addRow( tree, tree.groups[ 0 ].key );
		const next = removeRow(
			tree,
			tree.groups[ 0 ].key,
			tree.groups[ 0 ].conditions[ 0 ].key
		);
		expect( next.groups[ 0 ].conditions ).toHaveLength( 1 );
	} );

	it( 'removes a group only when more than one exists', () => {
		const single = defaultTree();
		expect( removeGroup( single, single.groups[ 0 ].key ) ).toBe( single );
		const two = addGroup( single );
		expect( removeGroup( two, two.groups[ 1 ].key ).groups ).toHaveLength(
			1
		);
	} );

	it( "'Add first condition' creates one group with one blank condition", () => {
		const empty = { logic: 'OR' as const, groups: [] };
		const tree = addFirstCondition( empty );
		expect( fromEditorTree( tree ).groups ).toEqual( [
			{
				logic: 'AND',
				conditions: [ { type: '', rule: '', operator: '', value: '' } ],
			},
		] );
	} );

	it( 'reads a stored tree with missing logic as OR on top and AND in groups', () => {
		const tree = toEditorTree( {
			groups: [
				{
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
		} as never );
		expect( fromEditorTree( tree ) ).toEqual( {
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

	it( 'counts the conditions of every group', () => {
		expect(
			countConditions(
				fromEditorTree( addRow( addGroup( defaultTree() ), 'none' ) )
			)
		).toBe( 2 );
		expect( countConditions( { logic: 'OR', groups: [] } ) ).toBe( 0 );
		expect( countConditions( undefined ) ).toBe( 0 );
	} );
} );
