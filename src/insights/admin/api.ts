/**
 * The Insights API module of the admin screens: one typed function per report route (INSIGHTS.md,
 * "REST"), each answer normalised to one shape (a missing or malformed number reads as 0). Unit
 * tests mock this module and nothing below it.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { isApiError, requestCore, routes } from '../../shared/api';

/** The error code of a 503 when the rollup tables are missing (the screens offer the repair). */
export const TABLES_MISSING = 'gblocks_insights_tables_missing';

/** Closes by how the overlay was closed, in the order the screens show them. */
export const CLOSE_REASONS = [
	'button',
	'escape',
	'outside',
	'trigger',
	'navigation',
] as const;
export type CloseReason = ( typeof CLOSE_REASONS )[ number ];

export const DEVICES = [ 'desktop', 'tablet', 'mobile' ] as const;
export type Device = ( typeof DEVICES )[ number ];

/** A range of the site's days, both ends included (YYYY-MM-DD). */
export interface DayRange {
	from: string;
	to: string;
}

export interface Totals {
	views: number;
	closes: number;
	conversions: number;
}

export interface OverlayTotals extends Totals {
	id: number;
}

/** GET /insights: every overlay's totals in a range. */
export interface SiteInsights extends DayRange {
	overlays: OverlayTotals[];
	total: Totals;
	/** Events refused by the rate limit in the range. */
	dropped: number;
}

export interface DayFigures {
	day: string;
	views: number;
	conversions: number;
}

export interface PageFigures {
	page: string;
	views: number;
	conversions: number;
}

/** GET /insights/<id>: one overlay in a range. */
export interface OverlayInsights extends DayRange {
	id: number;
	title: string;
	totals: Totals;
	/** The same number of days before from (asked with compare=1). */
	previous: Totals | null;
	days: DayFigures[];
	closes: Record< CloseReason, number >;
	pages: PageFigures[];
	devices: Record< Device, { views: number; conversions: number } >;
}

export interface InsightsStatus {
	tables: boolean;
	buffered: number;
	lastFlush: string | null;
}

type Wire = Record< string, unknown >;

function isObject( value: unknown ): value is Wire {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function count( value: unknown ): number {
	const number = Number( value );
	return Number.isFinite( number ) && number > 0 ? Math.floor( number ) : 0;
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

function list( value: unknown ): Wire[] {
	return Array.isArray( value ) ? value.filter( isObject ) : [];
}

function totals( wire: unknown ): Totals {
	const value = isObject( wire ) ? wire : {};
	return {
		views: count( value.views ),
		closes: count( value.closes ),
		conversions: count( value.conversions ),
	};
}

/**
 * The payload of an answer: our namespaces wrap it in { success, response }.
 *
 * @param body The answer's body.
 */
function payload( body: unknown ): Wire {
	if ( isObject( body ) && 'success' in body && 'response' in body ) {
		return isObject( body.response ) ? body.response : {};
	}
	return isObject( body ) ? body : {};
}

/**
 * GET /insights in the one shape the screens read.
 *
 * @param body The answer.
 */
export function normaliseSite( body: unknown ): SiteInsights {
	const wire = payload( body );
	return {
		from: text( wire.from ),
		to: text( wire.to ),
		overlays: list( wire.overlays ).map( ( row ) => ( {
			id: count( row.id ),
			...totals( row ),
		} ) ),
		total: totals( wire.total ),
		dropped: count( wire.dropped ),
	};
}

/**
 * GET /insights/<id> in the one shape the screens read.
 *
 * @param body The answer.
 */
export function normaliseOverlay( body: unknown ): OverlayInsights {
	const wire = payload( body );
	const closes = isObject( wire.closes ) ? wire.closes : {};
	const devices = isObject( wire.devices ) ? wire.devices : {};
	return {
		id: count( wire.id ),
		title: text( wire.title ),
		from: text( wire.from ),
		to: text( wire.to ),
		totals: totals( wire.totals ),
		previous: isObject( wire.previous ) ? totals( wire.previous ) : null,
		days: list( wire.days ).map( ( row ) => ( {
			day: text( row.day ),
			views: count( row.views ),
			conversions: count( row.conversions ),
		} ) ),
		closes: Object.fromEntries(
			CLOSE_REASONS.map( ( reason ) => [
				reason,
				count( closes[ reason ] ),
			] )
		) as Record< CloseReason, number >,
		pages: list( wire.pages ).map( ( row ) => ( {
			page: text( row.page ),
			views: count( row.views ),
			conversions: count( row.conversions ),
		} ) ),
		devices: Object.fromEntries(
			DEVICES.map( ( device ) => {
				const figures = isObject( devices[ device ] )
					? ( devices[ device ] as Wire )
					: {};
				return [
					device,
					{
						views: count( figures.views ),
						conversions: count( figures.conversions ),
					},
				];
			} )
		) as Record< Device, { views: number; conversions: number } >,
	};
}

function normaliseStatus( body: unknown ): InsightsStatus {
	const wire = payload( body );
	return {
		tables: wire.tables === true,
		buffered: count( wire.buffered ),
		lastFlush: typeof wire.last_flush === 'string' ? wire.last_flush : null,
	};
}

/**
 * Whether a failure is the 503 of missing rollup tables.
 *
 * @param error What a query threw.
 */
export function isTablesMissing( error: unknown ): boolean {
	return (
		isApiError( error ) &&
		( error.code === TABLES_MISSING ||
			( error.status === 503 &&
				isObject( error.body ) &&
				error.body.code === TABLES_MISSING ) )
	);
}

const BASE = `${ routes.OVERLAYS_NAMESPACE }/insights`;

export const insightsApi = {
	/**
	 * Every overlay's totals in a range.
	 *
	 * @param range The days.
	 */
	site: ( range: DayRange ): Promise< SiteInsights > =>
		requestCore< unknown >(
			{ path: addQueryArgs( BASE, { ...range } ) },
			__( 'Failed to load insights.', 'gblocks-pro' )
		).then( normaliseSite ),

	/**
	 * One overlay in a range, with the period before it.
	 *
	 * @param id    Overlay id.
	 * @param range The days.
	 */
	overlay: ( id: number, range: DayRange ): Promise< OverlayInsights > =>
		requestCore< unknown >(
			{
				path: addQueryArgs( `${ BASE }/${ id }`, {
					...range,
					compare: 1,
				} ),
			},
			__( 'Failed to load insights.', 'gblocks-pro' )
		).then( normaliseOverlay ),

	/** Whether the tables are there, what waits in the buffer, the last flush. */
	status: (): Promise< InsightsStatus > =>
		requestCore< unknown >(
			{ path: `${ BASE }/status` },
			__( 'Failed to load insights.', 'gblocks-pro' )
		).then( normaliseStatus ),

	/** Recreates missing tables; resolves with the status. */
	repair: (): Promise< InsightsStatus > =>
		requestCore< unknown >(
			{ path: `${ BASE }/repair`, method: 'POST' },
			__( 'Failed to repair the insights tables.', 'gblocks-pro' )
		).then( normaliseStatus ),
};

export type InsightsApi = typeof insightsApi;
