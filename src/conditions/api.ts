/**
 * The Conditions API module: one typed function per route of the conditions REST contract, built on
 * the shared request() client. Unit tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { request, requestCore, requestEnvelope } from '../shared/api';
import { CONDITIONS_NAMESPACE, OVERLAYS_NAMESPACE } from '../shared/api/routes';
import {
	CATEGORIES_PAGE_SIZE,
	OVERLAY_SELECTOR_PAGE_SIZE,
} from '../shared/query/constants';
import {
	normaliseCondition,
	normaliseConditionList,
	normaliseMetadata,
	normaliseOptions,
	normaliseOverlayOptions,
} from './lib/wire';
import { filterQuery, NO_FILTERS, type ListFilters } from './lib/list-filters';
import type {
	SimulationContext,
	SimulationResult,
	SimulationSubject,
} from './components/simulator/types';
import type {
	Condition,
	ConditionCategory,
	ConditionList,
	ConditionListWire,
	ConditionPayload,
	ConditionStatus,
	ConditionTree,
	ConditionWire,
	LookupOption,
	RuleMetadata,
	UsageResponse,
} from './types';

const base = CONDITIONS_NAMESPACE;
const CATEGORIES_ROUTE = '/wp/v2/condition-categories';

type Query = Record< string, string | number | undefined >;

function path( route: string, query: Query = {} ): string {
	return addQueryArgs( base + route, query );
}

export const conditionsApi = {
	list: (
		page: number,
		perPage: number,
		filters: ListFilters = NO_FILTERS
	): Promise< ConditionList > =>
		request< ConditionListWire >(
			{
				path: path( '/conditions', {
					page,
					per_page: perPage,
					...filterQuery( filters ),
				} ),
			},
			__( 'Failed to fetch conditions', 'gblocks-pro' )
		).then( normaliseConditionList ),

	get: ( id: number ): Promise< Condition > =>
		request< ConditionWire >(
			{ path: path( `/conditions/${ id }` ) },
			__( 'Failed to fetch condition', 'gblocks-pro' )
		).then( normaliseCondition ),

	/**
	 * Duplicates a condition on the server, as a draft '{title} (Copy)' with its rules and categories.
	 *
	 * @param id Condition id.
	 */
	duplicate: ( id: number ): Promise< Condition > =>
		request< ConditionWire >(
			{
				path: path( `/conditions/${ id }/duplicate` ),
				method: 'POST',
			},
			__( 'Failed to duplicate condition', 'gblocks-pro' )
		).then( normaliseCondition ),

	create: (
		payload: ConditionPayload,
		fallback?: string
	): Promise< Condition > =>
		request< ConditionWire >(
			{ path: path( '/conditions' ), method: 'POST', data: payload },
			fallback ?? __( 'Failed to create condition', 'gblocks-pro' )
		).then( normaliseCondition ),

	update: (
		id: number,
		payload: Partial< ConditionPayload >
	): Promise< Condition > =>
		request< ConditionWire >(
			{
				path: path( `/conditions/${ id }` ),
				method: 'PUT',
				data: payload,
			},
			__( 'Failed to update condition', 'gblocks-pro' )
		).then( normaliseCondition ),

	/**
	 * The status-only toggle sends only status (SPEC §7).
	 *
	 * @param id     Condition id.
	 * @param status New status.
	 */
	updateStatus: (
		id: number,
		status: ConditionStatus
	): Promise< Condition > =>
		request< ConditionWire >(
			{
				path: path( `/conditions/${ id }` ),
				method: 'PUT',
				data: { status },
			},
			__( 'Failed to update condition status', 'gblocks-pro' )
		).then( normaliseCondition ),

	remove: ( id: number ) =>
		request< { deleted: boolean; id: number } >(
			{ path: path( `/conditions/${ id }` ), method: 'DELETE' },
			__( 'Failed to delete condition', 'gblocks-pro' )
		),

	usage: ( id: number ) =>
		request< UsageResponse >(
			{ path: path( `/conditions/${ id }/usage` ) },
			__( 'Failed to load usage data', 'gblocks-pro' )
		),

	validate: ( conditions: ConditionTree ) =>
		request< { valid: boolean } >(
			{
				path: path( '/validate_conditions' ),
				method: 'POST',
				data: { conditions },
			},
			__( 'Condition validation failed', 'gblocks-pro' )
		),

	/**
	 * How a tree or a stored condition decides for a simulated visit (POST /simulate).
	 *
	 * @param subject The tree ({ conditions }) or the condition ({ id }).
	 * @param context The simulated visit.
	 */
	simulate: ( subject: SimulationSubject, context: SimulationContext ) =>
		request< SimulationResult >(
			{
				path: path( '/simulate' ),
				method: 'POST',
				data: { ...subject, context },
			},
			__( 'Failed to test the condition', 'gblocks-pro' )
		),

	/** Types as options: from an object keyed by type ({ label, operators }) or a list. */
	types: (): Promise< LookupOption[] > =>
		request< unknown >(
			{ path: path( '/get_condition_types' ) },
			__( 'Failed to fetch condition types', 'gblocks-pro' )
		).then( ( response ) => normaliseOptions( response ) ),

	/**
	 * Rules of a type as options: from an object keyed by id (label values) or a list; the optgroups
	 * from get_condition_rule_groups ([ { label, rules } ]), from each option's group, or from a
	 * `groups` field next to `response`. Rules without groups are still usable: a failed groups
	 * request leaves one ungrouped list.
	 *
	 * @param type Condition type.
	 */
	rules: ( type: string ): Promise< LookupOption[] > =>
		Promise.all( [
			requestEnvelope< unknown >(
				{ path: path( '/get_condition_rules', { type } ) },
				__( 'Failed to fetch condition rules', 'gblocks-pro' )
			),
			request< unknown >(
				{ path: path( '/get_condition_rule_groups', { type } ) },
				__( 'Failed to fetch condition rules', 'gblocks-pro' )
			).catch( () => undefined ),
		] ).then( ( [ envelope, groups ] ) =>
			normaliseOptions( envelope.response, groups ?? envelope.groups )
		),

	operators: ( type: string, rule: string ): Promise< LookupOption[] > =>
		request< unknown >(
			{ path: path( '/get_condition_operators', { type, rule } ) },
			__( 'Failed to fetch condition operators', 'gblocks-pro' )
		).then( ( response ) => normaliseOptions( response ) ),

	/**
	 * Metadata fields directly in response, or under response.metadata (the older shape).
	 * @param type
	 * @param rule
	 */
	metadata: ( type: string, rule: string ): Promise< RuleMetadata > =>
		request< unknown >(
			{ path: path( '/get_rule_metadata', { type, rule } ) },
			__( 'Failed to fetch rule metadata', 'gblocks-pro' )
		).then( normaliseMetadata ),

	/**
	 * The overlays a visitor-history rule can name (id and title), from the overlay pickers' route
	 * (GET overlays/v1/overlays?per_page=100; refused to users who cannot manage overlays: the value
	 * input then offers "Any overlay" and the id already chosen).
	 */
	overlays: (): Promise< LookupOption[] > =>
		request< unknown >(
			{
				path: addQueryArgs( `${ OVERLAYS_NAMESPACE }/overlays`, {
					per_page: OVERLAY_SELECTOR_PAGE_SIZE,
				} ),
			},
			__( 'Failed to fetch overlay panels', 'gblocks-pro' )
		).then( normaliseOverlayOptions ),

	categories: {
		list: () =>
			requestCore< ConditionCategory[] >(
				{
					path: addQueryArgs( CATEGORIES_ROUTE, {
						per_page: CATEGORIES_PAGE_SIZE,
						context: 'view',
					} ),
				},
				__( 'Failed to load categories.', 'gblocks-pro' )
			),
		byIds: ( ids: number[] ) =>
			requestCore< ConditionCategory[] >(
				{
					path: addQueryArgs( CATEGORIES_ROUTE, {
						include: ids.join( ',' ),
						per_page: CATEGORIES_PAGE_SIZE,
					} ),
				},
				__( 'Failed to load categories.', 'gblocks-pro' )
			),
		/**
		 * Creates a category from the editor's '+ Add new category' modal.
		 *
		 * @param name Category name.
		 * @param slug Category slug.
		 */
		createCore: ( name: string, slug: string ) =>
			requestCore< ConditionCategory >(
				{
					path: CATEGORIES_ROUTE,
					method: 'POST',
					data: { name, slug },
				},
				__( 'Failed to create category.', 'gblocks-pro' )
			),
		create: ( name: string, slug?: string ) =>
			request< ConditionCategory >(
				{
					path: path( '/manage_category' ),
					method: 'POST',
					data: slug ? { name, slug } : { name },
				},
				__( 'Failed to create category.', 'gblocks-pro' )
			),
		rename: ( id: number, name: string ) =>
			request< ConditionCategory >(
				{
					path: path( `/manage_category/${ id }` ),
					method: 'POST',
					data: { name },
				},
				__( 'Failed to update category.', 'gblocks-pro' )
			),
		remove: ( id: number ) =>
			request< { deleted: boolean; id: number } >(
				{ path: path( `/manage_category/${ id }` ), method: 'DELETE' },
				__( 'Failed to delete category.', 'gblocks-pro' )
			),
	},
};

export type ConditionsApi = typeof conditionsApi;
