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
import { renderedText, request, routes } from '../../shared/api';
import { OVERLAY_SELECTOR_PAGE_SIZE } from '../../shared/query/constants';
import type {
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
};

export type OverlaysApi = typeof overlaysApi;
