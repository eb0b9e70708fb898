/**
 * The overlay pickers' API module: the list of up to 200 overlays (SPEC §7, §9) and the category
 * names, over the shared request client. Unit tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { decodeEntities, renderedText, requestCore } from '../../shared/api';
import {
	CATEGORIES_PAGE_SIZE,
	OVERLAY_TRIGGER_LIST_PAGE_SIZE,
} from '../../shared/query/constants';
import type {
	PickerOverlay,
	PickerOverlayCategory,
	PickerOverlayWire,
} from './types';

export const OVERLAYS_ROUTE = '/wp/v2/gblocks_overlay';
export const OVERLAY_CATEGORIES_ROUTE = '/wp/v2/overlay-categories';

/** Every status a manager's picker lists (SPEC §7 'any'). */
export const ALL_STATUSES = 'publish,draft,pending,private,future';

const FIELDS =
	'id,title,status,trigger_info,gblocks_overlay_cat,overlay_type,display_condition,display_condition_invert';

/**
 * One overlay in the picker's shape.
 *
 * @param wire The overlay as the server sent it.
 */
export function normalisePickerOverlay(
	wire: PickerOverlayWire
): PickerOverlay {
	return {
		id: Number( wire.id ),
		title: renderedText( wire.title ).trim(),
		status: typeof wire.status === 'string' ? wire.status : 'publish',
		isInteractive: wire.trigger_info?.is_interactive === true,
		categories: Array.isArray( wire.gblocks_overlay_cat )
			? wire.gblocks_overlay_cat
					.map( Number )
					.filter( ( id ) => Number.isInteger( id ) && id > 0 )
			: [],
		type: typeof wire.overlay_type === 'string' ? wire.overlay_type : '',
		displayCondition:
			typeof wire.display_condition === 'string' ||
			typeof wire.display_condition === 'number'
				? String( wire.display_condition )
				: '',
		displayConditionInvert: wire.display_condition_invert === true,
	};
}

export const overlaysPickerApi = {
	/**
	 * Up to 200 overlays, newest first.
	 *
	 * @param allStatuses Every status (users who manage overlays), or published ones only (others
	 *                    may not list drafts).
	 */
	list: ( allStatuses: boolean ): Promise< PickerOverlay[] > =>
		requestCore< PickerOverlayWire[] >(
			{
				path: addQueryArgs( OVERLAYS_ROUTE, {
					per_page: OVERLAY_TRIGGER_LIST_PAGE_SIZE,
					status: allStatuses ? ALL_STATUSES : 'publish',
					orderby: 'date',
					order: 'desc',
					_fields: FIELDS,
				} ),
			},
			__(
				'Error loading overlay panels. Please try again.',
				'gblocks-pro'
			)
		).then( ( list ) =>
			( Array.isArray( list ) ? list : [] ).map( normalisePickerOverlay )
		),

	/** The category names (up to 100, SPEC §9). */
	categories: (): Promise< PickerOverlayCategory[] > =>
		requestCore< { id: number; name?: string }[] >(
			{
				path: addQueryArgs( OVERLAY_CATEGORIES_ROUTE, {
					per_page: CATEGORIES_PAGE_SIZE,
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

export type OverlaysPickerApi = typeof overlaysPickerApi;
