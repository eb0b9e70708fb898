/**
 * The figure cards of the Insights screens: Views, Conversions, Conversion rate and Closes of a
 * range, each with its change against the previous period when there is one.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Totals } from './api';
import {
	formatCount,
	formatDelta,
	formatRate,
	metricOf,
	type Metric,
} from './format';

/** The cards' metrics and labels, in order. */
export function metricLabels(): [ Metric, string ][] {
	return [
		[ 'views', __( 'Views', 'gblocks-pro' ) ],
		[ 'conversions', __( 'Conversions', 'gblocks-pro' ) ],
		[ 'rate', __( 'Conversion rate', 'gblocks-pro' ) ],
		[ 'closes', __( 'Closes', 'gblocks-pro' ) ],
	];
}

/**
 * A metric of totals as the cards write it.
 *
 * @param totals The totals.
 * @param metric The metric.
 */
export function metricText( totals: Totals, metric: Metric ): string {
	const value = metricOf( totals, metric );
	return metric === 'rate' ? formatRate( value ) : formatCount( value ?? 0 );
}

/**
 * @param props          Component props.
 * @param props.totals   The range's totals.
 * @param props.previous The previous period's, or null (no comparison).
 * @param props.label    What the cards are (their list's accessible name).
 */
export function FigureCards( {
	totals,
	previous,
	label,
}: {
	totals: Totals;
	previous: Totals | null;
	label: string;
} ) {
	return (
		<ul className="gblocks-pro-insights-cards" aria-label={ label }>
			{ metricLabels().map( ( [ metric, name ] ) => {
				const delta = formatDelta( metric, totals, previous );
				return (
					<li
						key={ metric }
						className="gblocks-pro-insights-cards__card"
					>
						<span className="gblocks-pro-insights-cards__label">
							{ name }
						</span>
						<span className="gblocks-pro-insights-cards__value">
							{ metricText( totals, metric ) }
						</span>
						{ delta && previous && (
							<span className="gblocks-pro-insights-cards__delta">
								{ sprintf(
									/* translators: 1: a change, e.g. +12.5 %; 2: the previous period's figure. */
									__(
										'%1$s vs. previous period (%2$s)',
										'gblocks-pro'
									),
									delta,
									metricText( previous, metric )
								) }
							</span>
						) }
					</li>
				);
			} ) }
		</ul>
	);
}
