/**
 * The range of days the Insights screens show: a preset (the last 7, 30 or 90 days, the last 12
 * months, ending today in the site's timezone) or custom dates; the period before it, of the same
 * length, is the comparison. In the address it is range=7d|90d|12m|custom (&from=&to= for custom);
 * the default, the last 30 days, leaves it out.
 */

/**
 * WordPress dependencies
 */
import { date } from '@wordpress/date';

/**
 * Internal dependencies
 */
import {
	useQueryParams,
	type NavigateTo,
	type QueryParamsCodec,
} from '../../shared/hooks/use-query-params';
import type { DayRange } from './api';

export const PRESETS = [ '7d', '30d', '90d', '12m', 'custom' ] as const;
export type Preset = ( typeof PRESETS )[ number ];
export const DEFAULT_PRESET = '30d' satisfies Preset;

/** The longest range the server answers (INSIGHTS.md: over 3660 days is a 400). */
export const MAX_DAYS = 3660;

export interface InsightsRange extends DayRange {
	preset: Preset;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86400000;

/**
 * Whether a text is a real day (YYYY-MM-DD).
 *
 * @param day The text.
 */
export function isDay( day: string ): boolean {
	if ( ! DAY.test( day ) ) {
		return false;
	}
	const parsed = new Date( `${ day }T00:00:00Z` );
	return (
		! Number.isNaN( parsed.getTime() ) &&
		parsed.toISOString().slice( 0, 10 ) === day
	);
}

/**
 * A day moved by a number of days.
 *
 * @param day  YYYY-MM-DD.
 * @param days Days to add (negative: before).
 */
export function addDays( day: string, days: number ): string {
	const parsed = new Date( `${ day }T00:00:00Z` );
	return new Date( parsed.getTime() + days * MS_PER_DAY )
		.toISOString()
		.slice( 0, 10 );
}

/**
 * The number of days of a range, both ends included.
 *
 * @param range The range.
 */
export function dayCount( range: DayRange ): number {
	return (
		Math.round(
			( Date.parse( `${ range.to }T00:00:00Z` ) -
				Date.parse( `${ range.from }T00:00:00Z` ) ) /
				MS_PER_DAY
		) + 1
	);
}

/** Today in the site's timezone (the settings WordPress prints with wp-date). */
export function siteToday(): string {
	return date( 'Y-m-d' );
}

/**
 * The days of a preset ending on a day.
 *
 * @param preset A preset other than custom.
 * @param today  The last day.
 */
export function presetRange(
	preset: Exclude< Preset, 'custom' >,
	today: string
): DayRange {
	if ( preset === '12m' ) {
		const [ year, month, day ] = today.split( '-' ).map( Number );
		// The same day a year before, then the day after it: 2025-12-03 to 2026-12-02.
		const yearBefore = new Date( Date.UTC( year - 1, month - 1, day ) );
		return {
			from: addDays( yearBefore.toISOString().slice( 0, 10 ), 1 ),
			to: today,
		};
	}
	const days = { '7d': 7, '30d': 30, '90d': 90 }[ preset ];
	return { from: addDays( today, 1 - days ), to: today };
}

/**
 * What is wrong with custom dates, or null: both real days, from not after to, at most MAX_DAYS.
 *
 * @param range The dates.
 */
export function customRangeError( range: DayRange ): string | null {
	if ( ! isDay( range.from ) ) {
		return 'from';
	}
	if ( ! isDay( range.to ) ) {
		return 'to';
	}
	if ( range.to < range.from ) {
		return 'order';
	}
	if ( dayCount( range ) > MAX_DAYS ) {
		return 'length';
	}
	return null;
}

/**
 * The period before a range, of the same length.
 *
 * @param range The range.
 */
export function previousRange( range: DayRange ): DayRange {
	const days = dayCount( range );
	return {
		from: addDays( range.from, -days ),
		to: addDays( range.from, -1 ),
	};
}

/**
 * The range a preset (or custom dates) gives today.
 *
 * @param preset The preset.
 * @param custom The custom dates (custom only).
 * @param today  Today.
 */
export function rangeOf(
	preset: Preset,
	custom: DayRange | null,
	today: string = siteToday()
): InsightsRange {
	if ( preset === 'custom' && custom && ! customRangeError( custom ) ) {
		return { preset, ...custom };
	}
	const known: Exclude< Preset, 'custom' > =
		preset === 'custom' ? DEFAULT_PRESET : preset;
	return { preset: known, ...presetRange( known, today ) };
}

/**
 * The range an address describes (a bad or missing one: the last 30 days).
 *
 * @param search location.search.
 */
export function readRange( search: string ): InsightsRange {
	const params = new URLSearchParams( search );
	const raw = params.get( 'range' ) ?? '';
	const preset = ( PRESETS as readonly string[] ).includes( raw )
		? ( raw as Preset )
		: DEFAULT_PRESET;
	return rangeOf( preset, {
		from: params.get( 'from' ) ?? '',
		to: params.get( 'to' ) ?? '',
	} );
}

/**
 * The address parameters of a range.
 *
 * @param range The range.
 */
export function rangeParams(
	range: InsightsRange
): Record< string, string | null > {
	const custom = range.preset === 'custom';
	return {
		range: range.preset === DEFAULT_PRESET ? null : range.preset,
		from: custom ? range.from : null,
		to: custom ? range.to : null,
	};
}

const CODEC: QueryParamsCodec< InsightsRange > = {
	read: readRange,
	write: rangeParams,
};

/**
 * The range of the screen, in the address on the admin page (history replace), in state elsewhere.
 *
 * @param sync Whether the address holds it.
 */
export function useInsightsRange(
	sync: boolean
): [ InsightsRange, ( next: InsightsRange ) => void ] {
	const [ range, navigate ]: [ InsightsRange, NavigateTo< InsightsRange > ] =
		useQueryParams( CODEC, {
			sync,
			initial: rangeOf( DEFAULT_PRESET, null ),
		} );
	return [ range, ( next ) => navigate( next, { replace: true } ) ];
}
