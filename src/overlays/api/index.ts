/**
 * The overlays API module: one typed function per route the overlay editor and the Overlay Panels
 * dashboard use, over the shared request() client, normalising every answer to one shape. Unit tests
 * mock this module and nothing below it.
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
	ApiError,
	decodeEntities,
	renderedText,
	request,
	requestCore,
	requestPaged,
	routes,
} from '../../shared/api';
import {
	conditionsPickerApi,
	type PickerCondition,
	type PickerPage,
} from '../../pickers/conditions';
import {
	CATEGORIES_PAGE_SIZE,
	OVERLAY_DASHBOARD_PAGE_SIZE,
	OVERLAY_SELECTOR_PAGE_SIZE,
} from '../../shared/query/constants';
import type {
	OverlayListWire,
	OverlaySummary,
	OverlayType,
	OverlayWire,
} from '../types';
import {
	ANY_STATUS,
	type DashboardOverlay,
	type DashboardOverlayWire,
	type ManagedOverlayCategory,
	type OverlayCategory,
	type OverlayCreatePayload,
	type OverlayForDuplication,
	type OverlayPage,
	type OverlayStatus,
} from './dashboard-types';

export * from './dashboard-types';

/** The core route of overlays. */
export const OVERLAYS_ROUTE = '/wp/v2/gblocks_overlay';
/** The core route of overlay categories. */
export const OVERLAY_CATEGORIES_ROUTE = '/wp/v2/overlay-categories';

/** The fields the dashboard reads (SPEC §7). */
export const DASHBOARD_FIELDS = [
	'id',
	'title',
	'trigger_info',
	'status',
	'date',
	'modified',
	'admin_edit_url',
	'gblocks_overlay_cat',
	'overlay_type',
	'display_condition',
	'display_condition_invert',
].join( ',' );

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
 * One overlay of the dashboard in the one shape components read.
 *
 * @param wire The overlay as /wp/v2/gblocks_overlay sent it.
 */
export function normaliseDashboardOverlay(
	wire: DashboardOverlayWire
): DashboardOverlay {
	return {
		...normaliseOverlay( wire ),
		date: typeof wire.date === 'string' ? wire.date : '',
		modified: typeof wire.modified === 'string' ? wire.modified : '',
		admin_edit_url:
			typeof wire.admin_edit_url === 'string' ? wire.admin_edit_url : '',
	};
}

/**
 * A category as the category manager reads it (names decoded: core encodes &amp;).
 *
 * @param wire One entry of manage_category.
 */
function normaliseManagedCategory(
	wire: Partial< ManagedOverlayCategory > & { id: unknown }
): ManagedOverlayCategory {
	return {
		id: wire.id === 'uncategorized' ? 'uncategorized' : Number( wire.id ),
		name: decodeEntities( renderedText( wire.name ) ),
		slug: typeof wire.slug === 'string' ? wire.slug : '',
		count: Number( wire.count ) || 0,
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

	/**
	 * One page of the dashboard: every status, newest first, 20 per page (SPEC §7, §9).
	 *
	 * @param page Page number.
	 */
	page: ( page: number ): Promise< OverlayPage > =>
		requestPaged< DashboardOverlayWire >(
			{
				path: addQueryArgs( OVERLAYS_ROUTE, {
					per_page: OVERLAY_DASHBOARD_PAGE_SIZE,
					page,
					_fields: DASHBOARD_FIELDS,
					orderby: 'date',
					order: 'desc',
					status: ANY_STATUS,
				} ),
			},
			__(
				'Error loading overlay panels. Please try again.',
				'gblocks-pro'
			)
		).then( ( paged ) => ( {
			overlays: paged.items.map( normaliseDashboardOverlay ),
			total: paged.total,
			pages: paged.totalPages,
		} ) ),

	/**
	 * Every overlay of the dashboard (all statuses, newest first), 100 a request: the list sorted by a
	 * column another feature adds (its values are known for every overlay, not for one page).
	 */
	all: async (): Promise< DashboardOverlay[] > => {
		const overlays: DashboardOverlay[] = [];
		for ( let page = 1; ; page++ ) {
			const paged = await requestPaged< DashboardOverlayWire >(
				{
					path: addQueryArgs( OVERLAYS_ROUTE, {
						per_page: OVERLAY_SELECTOR_PAGE_SIZE,
						page,
						_fields: DASHBOARD_FIELDS,
						orderby: 'date',
						order: 'desc',
						status: ANY_STATUS,
					} ),
				},
				__(
					'Error loading overlay panels. Please try again.',
					'gblocks-pro'
				)
			);
			overlays.push( ...paged.items.map( normaliseDashboardOverlay ) );
			if ( page >= paged.totalPages || ! paged.items.length ) {
				return overlays;
			}
		}
	},

	/**
	 * What a duplicate copies: raw title and content, meta and categories (context=edit).
	 *
	 * @param id Overlay id.
	 */
	getForDuplication: ( id: number ): Promise< OverlayForDuplication > =>
		requestCore< {
			title?: { raw?: string; rendered?: string } | string;
			content?: { raw?: string; rendered?: string } | string;
			meta?: unknown;
			gblocks_overlay_cat?: unknown;
		} >(
			{
				path: addQueryArgs( `${ OVERLAYS_ROUTE }/${ id }`, {
					context: 'edit',
				} ),
			},
			__( 'Failed to fetch overlay panel for duplication', 'gblocks-pro' )
		).then( ( wire ) => ( {
			title: renderedText( wire.title ),
			content: renderedText( wire.content ),
			meta:
				wire.meta &&
				typeof wire.meta === 'object' &&
				! Array.isArray( wire.meta )
					? ( wire.meta as Record< string, unknown > )
					: {},
			gblocks_overlay_cat: Array.isArray( wire.gblocks_overlay_cat )
				? wire.gblocks_overlay_cat.map( Number )
				: [],
		} ) ),

	/**
	 * Creates an overlay (the duplicate); resolves with it.
	 *
	 * @param payload Title, content, status, meta and categories.
	 */
	create: ( payload: OverlayCreatePayload ): Promise< DashboardOverlay > =>
		requestCore< DashboardOverlayWire >(
			{ path: OVERLAYS_ROUTE, method: 'POST', data: payload },
			__( 'Failed to duplicate overlay panel', 'gblocks-pro' )
		).then( normaliseDashboardOverlay ),

	/**
	 * Publishes an overlay or sets it to draft; resolves with it.
	 *
	 * @param id     Overlay id.
	 * @param status The new status.
	 */
	setStatus: (
		id: number,
		status: OverlayStatus
	): Promise< DashboardOverlay > =>
		requestCore< DashboardOverlayWire >(
			{
				path: `${ OVERLAYS_ROUTE }/${ id }`,
				method: 'POST',
				data: { status },
			},
			__( 'Failed to update overlay panel status', 'gblocks-pro' )
		).then( normaliseDashboardOverlay ),

	/**
	 * Deletes an overlay for good (force=true); the answer must say deleted: true.
	 *
	 * @param id Overlay id.
	 */
	remove: async ( id: number ): Promise< void > => {
		const failed = __( 'Failed to delete overlay panel', 'gblocks-pro' );
		const answer = await requestCore< { deleted?: unknown } >(
			{
				path: addQueryArgs( `${ OVERLAYS_ROUTE }/${ id }`, {
					force: true,
				} ),
				method: 'DELETE',
			},
			failed
		);
		if ( answer?.deleted !== true ) {
			throw new ApiError( failed, { body: answer } );
		}
	},

	/** The category names of the Category column (GET /wp/v2/overlay-categories?per_page=100). */
	categories: (): Promise< OverlayCategory[] > =>
		requestCore< { id: number; name?: string }[] >(
			{
				path: addQueryArgs( OVERLAY_CATEGORIES_ROUTE, {
					per_page: CATEGORIES_PAGE_SIZE,
					context: 'view',
					_fields: 'id,name',
				} ),
			},
			__( 'Failed to load categories.', 'gblocks-pro' )
		).then( ( list ) =>
			( Array.isArray( list ) ? list : [] ).map( ( term ) => ( {
				id: Number( term.id ),
				name: decodeEntities( renderedText( term.name ) ),
			} ) )
		),

	/** The category manager's routes (overlays/v1/manage_category). */
	manageCategories: {
		/** Every category with its count, then the virtual 'uncategorized'. */
		list: (): Promise< ManagedOverlayCategory[] > =>
			request<
				Array< Partial< ManagedOverlayCategory > & { id: unknown } >
			>(
				{ path: `${ routes.OVERLAYS_NAMESPACE }/manage_category` },
				__( 'Failed to load categories.', 'gblocks-pro' )
			).then( ( list ) =>
				( Array.isArray( list ) ? list : [] ).map(
					normaliseManagedCategory
				)
			),
		/**
		 * Creates a category.
		 *
		 * @param name Category name.
		 * @param slug Its slug (SPEC §5 rule).
		 */
		create: ( name: string, slug: string ): Promise< unknown > =>
			request(
				{
					path: `${ routes.OVERLAYS_NAMESPACE }/manage_category`,
					method: 'POST',
					data: { name, slug },
				},
				__( 'Failed to create category.', 'gblocks-pro' )
			),
		/**
		 * Renames a category.
		 *
		 * @param id   Category id.
		 * @param name New name.
		 */
		rename: ( id: number, name: string ): Promise< unknown > =>
			request(
				{
					path: `${ routes.OVERLAYS_NAMESPACE }/manage_category/${ id }`,
					method: 'POST',
					data: { name },
				},
				__( 'Failed to update category.', 'gblocks-pro' )
			),
		/**
		 * Deletes a category; its overlays become uncategorized.
		 *
		 * @param id Category id.
		 */
		remove: ( id: number ): Promise< unknown > =>
			request(
				{
					path: `${ routes.OVERLAYS_NAMESPACE }/manage_category/${ id }`,
					method: 'DELETE',
				},
				__( 'Failed to delete category.', 'gblocks-pro' )
			),
	},

	/** Condition titles of the Display Condition column (the condition pickers' routes). */
	conditions: {
		/** The first page of conditions (100). */
		page: (): Promise< PickerPage > => conditionsPickerApi.list( 1, '' ),
		/**
		 * One condition; null when the id names none.
		 *
		 * @param id Condition id.
		 */
		get: ( id: number ): Promise< PickerCondition | null > =>
			conditionsPickerApi.get( id ),
	},
};

export type OverlaysApi = typeof overlaysApi;
