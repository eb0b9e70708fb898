/**
 * How the Insights screens write figures: counts with the locale's digit grouping, the conversion
 * rate (conversions / views) as a percentage, and the change against the previous period.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Totals } from './api';

/** The page's language (WordPress sets it on <html>). */
function locale(): string | undefined {
	return document.documentElement.lang || undefined;
}

/**
 * A count.
 *
 * @param value The count.
 */
export function formatCount( value: number ): string {
	return new Intl.NumberFormat( locale() ).format( value );
}

/**
 * The conversion rate of figures: null without views.
 *
 * @param figures             Views and conversions.
 * @param figures.views
 * @param figures.conversions
 */
export function rateOf( figures: {
	views: number;
	conversions: number;
} ): number | null {
	return figures.views > 0 ? figures.conversions / figures.views : null;
}

/**
 * A rate as a percentage with one decimal; '—' without views.
 *
 * @param rate The rate (0..1) or null.
 */
export function formatRate( rate: number | null ): string {
	if ( rate === null ) {
		return '—';
	}
	return new Intl.NumberFormat( locale(), {
		style: 'percent',
		minimumFractionDigits: 1,
		maximumFractionDigits: 1,
	} ).format( rate );
}

export type Metric = 'views' | 'conversions' | 'closes' | 'rate';

/**
 * A metric of totals (the rate: null without views).
 *
 * @param totals The totals.
 * @param metric The metric.
 */
export function metricOf( totals: Totals, metric: Metric ): number | null {
	return metric === 'rate' ? rateOf( totals ) : totals[ metric ];
}

/**
 * The change of a metric against the previous period: a relative change for counts ('+12.5 %',
 * 'New' when there was none before), percentage points for the rate; null when it cannot be said.
 *
 * @param metric   The metric.
 * @param current  The range's totals.
 * @param previous The previous period's totals.
 */
export function formatDelta(
	metric: Metric,
	current: Totals,
	previous: Totals | null
): string | null {
	if ( ! previous ) {
		return null;
	}
	const now = metricOf( current, metric );
	const before = metricOf( previous, metric );
	if ( now === null || before === null ) {
		return null;
	}
	const signed = new Intl.NumberFormat( locale(), {
		signDisplay: 'exceptZero',
		maximumFractionDigits: 1,
	} );
	if ( metric === 'rate' ) {
		return sprintf(
			/* translators: %s: a change in percentage points, e.g. +1.5. */
			__( '%s pp', 'gblocks-pro' ),
			signed.format( ( now - before ) * 100 )
		);
	}
	if ( before === 0 ) {
		return now === 0 ? '0 %' : __( 'New', 'gblocks-pro' );
	}
	return sprintf(
		/* translators: %s: a relative change, e.g. +12.5. */
		__( '%s %%', 'gblocks-pro' ),
		signed.format( ( ( now - before ) / before ) * 100 )
	);
}
