/**
 * Test helpers: a QueryClient per test and canned answers for the mocked Conditions API module.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import { objectsApi } from '../../pickers/objects/api';
import { conditionsApi } from '../api';
import type { Condition, LookupOption, RuleMetadata } from '../types';

export const api = jest.mocked( conditionsApi );
/** The shared object search and titles (mock '../../pickers/objects/api' too). */
export const objects = jest.mocked( objectsApi );

export function renderWithClient( ui: ReactElement ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	return {
		client,
		...render(
			<QueryClientProvider client={ client }>{ ui }</QueryClientProvider>
		),
	};
}

/** As the client reads get_condition_types: each type with the rule and operator a new row gets. */
const TYPES: LookupOption[] = [
	{
		value: 'location',
		label: 'Location',
		defaults: { rule: 'general:front_page', operator: 'is' },
	},
	{
		value: 'query_arg',
		label: 'Query Parameter',
		defaults: { rule: 'custom', operator: 'exists' },
	},
	{
		value: 'date_time',
		label: 'Date & Time',
		defaults: { rule: 'current_date', operator: 'after' },
	},
	{
		value: 'device',
		label: 'Device',
		defaults: { rule: 'mobile', operator: 'is' },
	},
	{
		value: 'author',
		label: 'Author',
		defaults: { rule: 'author_id', operator: 'is' },
	},
];

const RULES: Record< string, LookupOption[] > = {
	location: [
		{ value: 'general:front_page', label: 'Front Page', group: 'General' },
		{ value: 'post:page', label: 'Pages', group: 'Post Types' },
		{ value: 'child_of', label: 'Child Of', group: 'Hierarchy' },
		{ value: 'parent_of', label: 'Parent Of', group: 'Hierarchy' },
	],
	query_arg: [ { value: 'custom', label: 'Custom' } ],
	date_time: [
		{ value: 'current_date', label: 'Current Date' },
		{ value: 'day_of_week', label: 'Day of Week' },
	],
	device: [ { value: 'mobile', label: 'Mobile' } ],
	author: [ { value: 'author_id', label: 'Author' } ],
};

const OBJECT_OPERATORS: LookupOption[] = [
	{ value: 'is', label: 'is' },
	{ value: 'is_not', label: 'is not' },
	{ value: 'includes_any', label: 'includes any of' },
	{ value: 'excludes_any', label: 'excludes any of' },
];

const OPERATORS: Record< string, LookupOption[] > = {
	'location/general:front_page': [
		{ value: 'is', label: 'is' },
		{ value: 'is_not', label: 'is not' },
	],
	'location/post:page': [
		{ value: 'is', label: 'is' },
		{ value: 'is_not', label: 'is not' },
		{ value: 'includes_any', label: 'includes any of' },
	],
	'query_arg/custom': [
		{ value: 'exists', label: 'exists' },
		{ value: 'equals', label: 'equals' },
	],
	'date_time/current_date': [
		{ value: 'after', label: 'after' },
		{ value: 'between', label: 'between' },
	],
	'device/mobile': [ { value: 'is', label: 'is' } ],
	'location/child_of': OBJECT_OPERATORS,
	'location/parent_of': OBJECT_OPERATORS,
	'date_time/day_of_week': OBJECT_OPERATORS,
	'author/author_id': OBJECT_OPERATORS,
};

const METADATA: Record< string, RuleMetadata > = {
	'location/post:page': {
		needs_value: true,
		value_type: 'object_selector',
		supports_multi: true,
		object_type: 'post',
		object_subtype: 'page',
	},
	'query_arg/custom': {
		needs_value: true,
		value_type: 'custom_field',
		supports_multi: false,
		name_label: 'Parameter name',
	},
	'date_time/current_date': {
		needs_value: true,
		value_type: 'datetime',
		supports_multi: false,
	},
	'date_time/day_of_week': {
		needs_value: true,
		value_type: 'day_selector',
		supports_multi: true,
	},
	// As the server describes them: no subtype (every hierarchical type), an 'All …' placeholder.
	'location/child_of': {
		needs_value: true,
		value_type: 'hierarchical_object_selector',
		supports_multi: true,
		object_type: 'post',
		placeholder: 'All Parents',
	},
	'location/parent_of': {
		needs_value: true,
		value_type: 'hierarchical_object_selector',
		supports_multi: true,
		object_type: 'post',
		placeholder: 'All Children',
	},
	'author/author_id': {
		needs_value: true,
		value_type: 'author_id',
		supports_multi: true,
		object_type: 'user',
		placeholder: 'All Authors',
	},
};

export function condition( overrides: Partial< Condition > = {} ): Condition {
	return {
		id: 7,
		title: 'Members',
		status: 'publish',
		gbConditions: {
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
		},
		gblocks_condition_cat: [],
		...overrides,
	};
}

/** Canned answers for every lookup; each test sets what it is about. */
export function answerLookups(): void {
	api.types.mockResolvedValue( TYPES );
	// The condition editor's "Test this condition" panel runs as soon as a rule is complete.
	api.simulate.mockResolvedValue( { result: 'shown', groups: [] } );
	api.rules.mockImplementation( async ( type ) => RULES[ type ] ?? [] );
	api.operators.mockImplementation(
		async ( type, rule ) => OPERATORS[ `${ type }/${ rule }` ] ?? []
	);
	api.metadata.mockImplementation(
		async ( type, rule ) =>
			METADATA[ `${ type }/${ rule }` ] ?? {
				needs_value: false,
				value_type: 'text',
				supports_multi: false,
			}
	);
	api.categories.list.mockResolvedValue( [
		{ id: 3, name: 'Promotions', slug: 'promotions', count: 1 },
	] );
	objects.search.mockResolvedValue( [] );
	objects.titles.mockResolvedValue( {} );
}
