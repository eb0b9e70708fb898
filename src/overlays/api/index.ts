/**
 * The overlays API module: one typed function per route the overlay editor uses, over the shared
 * request() client, normalising every answer to one shape. Unit tests mock this module and nothing
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
import { isApiError, renderedText, request, routes } from '../../shared/api';
import {
	CONDITIONS_SELECTOR_PAGE_SIZE,
	OVERLAY_SELECTOR_PAGE_SIZE,
} from '../../shared/query/constants';
import type {
	ConditionSummary,
	ConditionSummaryWire,
	OverlayListWire,
	OverlaySummary,
	OverlayType,
	OverlayWire,
} from '../types';

const OVERLAY_TYPES: OverlayType[] = [ 'standard', 'anchored', 'mega-menu' ];
const INTERACTIVE_TRIGGERS = [ 'click', 'hover', 'both' ];

function toBoolean( value: unknown ): boolean {
	return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * One overlay in the one shape components read.
 *
 * @param wire The overlay as the server sent it.
 */
export function normaliseOverlay( wire: OverlayWire ): OverlaySummary {
	const overlayType = OVERLAY_TYPES.includes(
		wire.overlay_type as OverlayType
	)
		? ( wire.overlay_type as OverlayType )
		: 'standard';
	const triggerType =
		typeof wire.trigger_info?.trigger_type === 'string'
			? wire.trigger_info.trigger_type
			: 'click';
	return {
		id: Number( wire.id ),
		title: renderedText( wire.title ),
		status: typeof wire.status === 'string' ? wire.status : 'publish',
		overlay_type: overlayType,
		trigger_info: {
			trigger_type: triggerType,
			is_interactive:
				typeof wire.trigger_info?.is_interactive === 'boolean'
					? wire.trigger_info.is_interactive
					: INTERACTIVE_TRIGGERS.includes( triggerType ),
		},
		gblocks_overlay_cat: Array.isArray( wire.gblocks_overlay_cat )
			? wire.gblocks_overlay_cat.map( Number )
			: [],
		display_condition:
			wire.display_condition === null ||
			wire.display_condition === undefined ||
			wire.display_condition === 0
				? ''
				: String( wire.display_condition ),
		display_condition_invert: toBoolean( wire.display_condition_invert ),
	};
}

/**
 * The overlays of GET overlays/v1/overlays, whichever shape it answered in.
 *
 * @param response The envelope's response.
 */
export function normaliseOverlayList(
	response: OverlayListWire
): OverlaySummary[] {
	const list = Array.isArray( response ) ? response : response?.modals;
	return Array.isArray( list ) ? list.map( normaliseOverlay ) : [];
}

/**
 * One condition for the display-condition picker.
 *
 * @param wire The condition as the conditions routes sent it.
 */
export function normaliseConditionSummary(
	wire: ConditionSummaryWire
): ConditionSummary {
	return {
		id: Number( wire.id ),
		title: renderedText( wire.title ),
		status: typeof wire.status === 'string' ? wire.status : 'publish',
	};
}

export const overlaysApi = {
	/** The overlays of the pickers (SPEC §7: per_page=100). */
	list: (): Promise< OverlaySummary[] > =>
		request< OverlayListWire >(
			{
				path: addQueryArgs( `${ routes.OVERLAYS_NAMESPACE }/overlays`, {
					per_page: OVERLAY_SELECTOR_PAGE_SIZE,
				} ),
			},
			__( 'Failed to fetch overlay panels', 'gblocks-pro' )
		).then( normaliseOverlayList ),

	conditions: {
		/**
		 * One page of conditions for the display-condition picker (100 per page, SPEC §7).
		 *
		 * @param page Page number.
		 */
		list: ( page = 1 ): Promise< ConditionSummary[] > =>
			request< { conditions?: ConditionSummaryWire[] } >(
				{
					path: addQueryArgs(
						`${ routes.CONDITIONS_NAMESPACE }/conditions`,
						{ page, per_page: CONDITIONS_SELECTOR_PAGE_SIZE }
					),
				},
				__( 'Failed to fetch conditions', 'gblocks-pro' )
			).then( ( response ) =>
				( response?.conditions ?? [] ).map( normaliseConditionSummary )
			),

		/**
		 * One condition by id, for a stored id that is not on the first page; null when it does not
		 * exist (404), so that the picker can say "Condition not found".
		 *
		 * @param id Condition id.
		 */
		get: ( id: number ): Promise< ConditionSummary | null > =>
			request< ConditionSummaryWire >(
				{ path: `${ routes.CONDITIONS_NAMESPACE }/conditions/${ id }` },
				__( 'Failed to fetch condition', 'gblocks-pro' )
			).then( normaliseConditionSummary, ( error: unknown ) => {
				if ( isApiError( error ) && error.status === 404 ) {
					return null;
				}
				throw error;
			} ),
	},
};

export type OverlaysApi = typeof overlaysApi;
