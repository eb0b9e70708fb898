/**
 * The condition pickers' API module (ConditionSelect): one page of GET /conditions (with an optional
 * title search), one condition by id, and the category names. Unit tests mock this module and nothing
 * below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	decodeEntities,
	isApiError,
	renderedText,
	request,
	requestCore,
} from '../../shared/api';
import { CONDITIONS_NAMESPACE } from '../../shared/api/routes';
import {
	CATEGORIES_PAGE_SIZE,
	CONDITIONS_SELECTOR_PAGE_SIZE,
} from '../../shared/query/constants';
import type {
	PickerCategory,
	PickerCondition,
	PickerConditionWire,
	PickerPage,
	PickerPageWire,
} from './types';

const CATEGORIES_ROUTE = '/wp/v2/condition-categories';

/**
 * One condition in the picker's shape.
 *
 * @param wire The condition as the server sent it.
 */
export function normalisePickerCondition(
	wire: PickerConditionWire
): PickerCondition {
	return {
		id: Number( wire.id ),
		title: renderedText( wire.title ),
		status: typeof wire.status === 'string' ? wire.status : 'publish',
		categories: Array.isArray( wire.gblocks_condition_cat )
			? wire.gblocks_condition_cat
					.map( Number )
					.filter( ( id ) => Number.isInteger( id ) && id > 0 )
			: [],
		dependsOnVisitor: wire.depends_on_visitor === true,
	};
}

/**
 * A page of GET /conditions in the picker's shape.
 *
 * @param wire The envelope's response.
 */
export function normalisePickerPage( wire: PickerPageWire | null ): PickerPage {
	const conditions = Array.isArray( wire?.conditions )
		? wire.conditions.map( normalisePickerCondition )
		: [];
	const total = Number( wire?.total );
	const pages = Number( wire?.pages );
	return {
		conditions,
		total: Number.isFinite( total ) ? total : conditions.length,
		pages: Number.isFinite( pages ) ? pages : 1,
	};
}

export const conditionsPickerApi = {
	/**
	 * One page of conditions, 100 per page (SPEC §9), optionally only those whose title contains
	 * `search`.
	 *
	 * @param page   Page number.
	 * @param search Title search, '' for all.
	 */
	list: ( page = 1, search = '' ): Promise< PickerPage > =>
		request< PickerPageWire >(
			{
				path: addQueryArgs( `${ CONDITIONS_NAMESPACE }/conditions`, {
					page,
					per_page: CONDITIONS_SELECTOR_PAGE_SIZE,
					...( search ? { search } : {} ),
				} ),
			},
			__( 'Failed to fetch conditions', 'gblocks-pro' )
		).then( normalisePickerPage ),

	/**
	 * One condition by id; null when the server does not know it (404).
	 *
	 * @param id Condition id.
	 */
	get: ( id: number ): Promise< PickerCondition | null > =>
		request< PickerConditionWire >(
			{ path: `${ CONDITIONS_NAMESPACE }/conditions/${ id }` },
			__( 'Failed to fetch condition', 'gblocks-pro' )
		).then(
			( wire ) => normalisePickerCondition( { ...wire, id } ),
			( error: unknown ) => {
				if ( isApiError( error ) && error.status === 404 ) {
					return null;
				}
				throw error;
			}
		),

	/** The category names (up to 100, SPEC §9). */
	categories: (): Promise< PickerCategory[] > =>
		requestCore< { id: number; name?: string }[] >(
			{
				path: addQueryArgs( CATEGORIES_ROUTE, {
					per_page: CATEGORIES_PAGE_SIZE,
					context: 'view',
					_fields: 'id,name',
				} ),
			},
			__( 'Failed to load categories.', 'gblocks-pro' )
		).then( ( list ) =>
			( Array.isArray( list ) ? list : [] ).map( ( term ) => ( {
				id: Number( term.id ),
				// Core sends term names with their characters encoded (&amp;).
				name: decodeEntities( renderedText( term.name ) ),
			} ) )
		),
};

export type ConditionsPickerApi = typeof conditionsPickerApi;
