/**
 * Internal dependencies
 */
import { request, requestEnvelope } from '../../shared/api/client';
import { conditionsApi } from '../api';
import {
	groupsById,
	normaliseCondition,
	normaliseConditionList,
	normaliseMetadata,
	normaliseOverlayOptions,
	normaliseOptions,
} from '../lib/wire';

jest.mock( '../../shared/api/client' );
const requestMock = jest.mocked( request );
const envelopeMock = jest.mocked( requestEnvelope );

const TREE = {
	logic: 'OR' as const,
	groups: [
		{
			logic: 'AND' as const,
			conditions: [
				{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
			],
		},
	],
};

describe( 'condition normaliser', () => {
	it( 'reads title { rendered }, date and modified', () => {
		expect(
			normaliseCondition( {
				id: 7,
				title: { rendered: 'Members &amp; friends' },
				status: 'publish',
				gbConditions: TREE,
				gblocks_condition_cat: [ 3 ],
				date: '2026-11-01T10:00:00',
				modified: '2026-11-02T11:30:00',
			} )
		).toEqual( {
			id: 7,
			title: 'Members & friends',
			status: 'publish',
			gbConditions: TREE,
			gblocks_condition_cat: [ 3 ],
			date: '2026-11-01T10:00:00',
			modified: '2026-11-02T11:30:00',
		} );
	} );

	it( 'still reads a plain string title, without date or modified', () => {
		expect(
			normaliseCondition( {
				id: 8,
				title: 'Raw & plain',
				status: 'draft',
				gbConditions: TREE,
				gblocks_condition_cat: [],
			} )
		).toEqual( {
			id: 8,
			title: 'Raw & plain',
			status: 'draft',
			gbConditions: TREE,
			gblocks_condition_cat: [],
		} );
	} );

	it( 'turns unreadable rules into an empty tree plus the server’s rules_error', () => {
		const condition = normaliseCondition( {
			id: 9,
			title: { rendered: 'Broken' },
			status: 'publish',
			gbConditions: null,
			rules_error: 'The rules could not be read.',
		} );
		expect( condition.gbConditions ).toEqual( { logic: 'OR', groups: [] } );
		expect( condition.rules_error ).toBe( 'The rules could not be read.' );
		expect( condition.gblocks_condition_cat ).toEqual( [] );
	} );

	it( 'normalises every item of a list page and its totals', () => {
		expect(
			normaliseConditionList( {
				conditions: [ { id: 1, title: { rendered: 'A' } } ],
				total: '41',
				pages: 3,
			} )
		).toEqual( {
			conditions: [
				{
					id: 1,
					title: 'A',
					status: 'publish',
					gbConditions: { logic: 'OR', groups: [] },
					gblocks_condition_cat: [],
				},
			],
			total: 41,
			pages: 3,
		} );
	} );
} );

describe( 'lookup normalisers', () => {
	it( 'reads get_condition_types keyed by type with { label, operators }', () => {
		expect(
			normaliseOptions( {
				location: { label: 'Location', operators: [ 'is' ] },
				query_arg: { label: 'Query Parameter', operators: [] },
			} )
		).toEqual( [
			{ value: 'location', label: 'Location' },
			{ value: 'query_arg', label: 'Query Parameter' },
		] );
	} );

	it( 'keeps the rule and operator each type starts a row with', () => {
		expect(
			normaliseOptions( {
				referrer: {
					label: 'Referrer',
					operators: [ 'is', 'contains' ],
					default_rule: 'custom',
					default_operator: 'contains',
				},
			} )
		).toEqual( [
			{
				value: 'referrer',
				label: 'Referrer',
				defaults: { rule: 'custom', operator: 'contains' },
			},
		] );
	} );

	it( 'reads the name label of a custom field rule', () => {
		expect(
			normaliseMetadata( {
				needs_value: true,
				value_type: 'custom_field',
				supports_multi: false,
				name_label: 'Cookie name',
			} )
		).toMatchObject( { name_label: 'Cookie name' } );
	} );

	it( 'reads rules and operators keyed by id with the label as value, ungrouped', () => {
		expect( normaliseOptions( { is: 'is', is_not: 'is not' } ) ).toEqual( [
			{ value: 'is', label: 'is' },
			{ value: 'is_not', label: 'is not' },
		] );
	} );

	it( 'still reads the older list of { value, label, group }', () => {
		expect(
			normaliseOptions( [
				{
					value: 'general:front_page',
					label: 'Front Page',
					group: 'General',
				},
				{ value: 'child_of', label: 'Child Of' },
			] )
		).toEqual( [
			{
				value: 'general:front_page',
				label: 'Front Page',
				group: 'General',
			},
			{ value: 'child_of', label: 'Child Of' },
		] );
	} );

	it( 'takes rule groups sent separately, in any of the accepted shapes', () => {
		const rules = {
			'general:front_page': 'Front Page',
			'post:page': 'Page',
		};
		const expected = [
			{
				value: 'general:front_page',
				label: 'Front Page',
				group: 'General',
			},
			{ value: 'post:page', label: 'Page', group: 'Post Types' },
		];
		expect(
			normaliseOptions( rules, {
				'general:front_page': 'General',
				'post:page': 'Post Types',
			} )
		).toEqual( expected );
		expect(
			normaliseOptions( rules, {
				General: [ 'general:front_page' ],
				'Post Types': [ 'post:page' ],
			} )
		).toEqual( expected );
		expect(
			normaliseOptions( rules, [
				{ label: 'General', rules: [ 'general:front_page' ] },
				{ label: 'Post Types', rules: [ 'post:page' ] },
			] )
		).toEqual( expected );
		expect( groupsById( 'nonsense' ).size ).toBe( 0 );
	} );

	it( 'reads rule metadata directly in response, and still under metadata', () => {
		const fields = {
			needs_value: true,
			value_type: 'text',
			supports_multi: false,
			placeholder: 'Name',
		};
		expect( normaliseMetadata( fields ) ).toEqual( fields );
		expect( normaliseMetadata( { metadata: fields } ) ).toEqual( fields );
	} );

	it( 'reads where a rule is decided, and nothing else there', () => {
		const base = {
			needs_value: false,
			value_type: 'none',
			supports_multi: false,
		};
		expect(
			normaliseMetadata( { ...base, decided_in: 'visitor' } ).decided_in
		).toBe( 'visitor' );
		expect(
			normaliseMetadata( { ...base, decided_in: 'server' } ).decided_in
		).toBe( 'server' );
		expect( normaliseMetadata( base ) ).not.toHaveProperty( 'decided_in' );
		expect(
			normaliseMetadata( { ...base, decided_in: 'browser' } ).decided_in
		).toBe( 'browser' );
		expect(
			normaliseMetadata( { ...base, decided_in: 'edge' } )
		).not.toHaveProperty( 'decided_in' );
	} );

	it( 'lists the overlays a history rule can name, from either shape', () => {
		const overlays = [
			{ id: 12, title: { rendered: 'Newsletter &amp; more' } },
			{ id: 0, title: { rendered: 'no id' } },
			{ title: 'no id' },
			{ id: 15, title: '' },
		];
		const options = [
			{ value: '12', label: 'Newsletter & more' },
			{ value: '15', label: '15' },
		];
		expect( normaliseOverlayOptions( overlays ) ).toEqual( options );
		expect( normaliseOverlayOptions( { modals: overlays } ) ).toEqual(
			options
		);
		expect( normaliseOverlayOptions( null ) ).toEqual( [] );
	} );

	it( 'treats value_type "none" as no value input, and keeps the picker of an optional selector', () => {
		expect(
			normaliseMetadata( {
				needs_value: true,
				value_type: 'none',
				supports_multi: false,
			} )
		).toMatchObject( { needs_value: false, value_type: 'none' } );
		// post:{type}: the value is optional (empty means 'All …'), the picker still shows.
		expect(
			normaliseMetadata( {
				needs_value: false,
				value_type: 'object_selector',
				supports_multi: true,
				object_type: 'post',
				object_subtype: 'page',
			} )
		).toEqual( {
			needs_value: true,
			value_type: 'object_selector',
			supports_multi: true,
			object_type: 'post',
			object_subtype: 'page',
		} );
	} );
} );

describe( 'conditions api reads the new shapes', () => {
	beforeEach( () => jest.resetAllMocks() );

	it( 'normalises get, and reads rule groups next to response', async () => {
		requestMock.mockResolvedValueOnce( {
			id: 7,
			title: { rendered: 'Members' },
			status: 'publish',
			gbConditions: TREE,
			gblocks_condition_cat: [],
			modified: '2026-11-02T11:30:00',
		} );
		await expect( conditionsApi.get( 7 ) ).resolves.toMatchObject( {
			title: 'Members',
			modified: '2026-11-02T11:30:00',
		} );

		envelopeMock.mockResolvedValueOnce( {
			success: true,
			response: { 'general:front_page': 'Front Page' },
			groups: { General: [ 'general:front_page' ] },
		} );
		requestMock.mockRejectedValueOnce( new Error( 'no groups route' ) );
		await expect( conditionsApi.rules( 'location' ) ).resolves.toEqual( [
			{
				value: 'general:front_page',
				label: 'Front Page',
				group: 'General',
			},
		] );

		// The groups route, as the server answers it: [ { label, rules } ] in order.
		envelopeMock.mockResolvedValueOnce( {
			success: true,
			response: {
				'taxonomy:category': 'Category',
				'post_terms:category': 'Category',
			},
		} );
		requestMock.mockResolvedValueOnce( [
			{ label: 'Archives', rules: [ 'taxonomy:category' ] },
			{ label: 'Post', rules: [ 'post_terms:category' ] },
		] );
		await expect( conditionsApi.rules( 'location' ) ).resolves.toEqual( [
			{
				value: 'taxonomy:category',
				label: 'Category',
				group: 'Archives',
			},
			{ value: 'post_terms:category', label: 'Category', group: 'Post' },
		] );
		expect( requestMock ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				path: expect.stringContaining(
					'/get_condition_rule_groups?type=location'
				),
			} ),
			expect.any( String )
		);

		requestMock.mockResolvedValueOnce( {
			needs_value: false,
			value_type: 'none',
			supports_multi: false,
		} );
		await expect(
			conditionsApi.metadata( 'general', 'logged_in' )
		).resolves.toMatchObject( { needs_value: false } );
	} );
} );
