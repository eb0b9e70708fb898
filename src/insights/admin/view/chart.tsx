/**
 * A chart of a figure per day (Chartist: SVG, drawn into the element once it is on the page). The
 * SVG is hidden from screen readers: the table of the same figures (DaysTable) is their version of
 * it, and sighted users can show it too. The colours are the admin colour scheme's
 * (--wp-admin-theme-color, set by Support\Admin_Colors); at phone width fewer day labels are shown.
 */

/**
 * External dependencies
 */
import { LineChart } from 'chartist';

/**
 * WordPress dependencies
 */
import { dateI18n } from '@wordpress/date';
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { DayFigures } from '../api';

/** How many day labels the x axis shows at most, on a wide screen and on a phone. */
const LABELS_WIDE = 10;
const LABELS_PHONE = 4;

/**
 * The short label of a day ('Dec 2').
 *
 * @param day YYYY-MM-DD.
 */
export function dayLabel( day: string ): string {
	return dateI18n( 'M j', `${ day }T12:00:00`, undefined );
}

/**
 * Shows every n-th label so that at most `most` are shown.
 *
 * @param count The number of days.
 * @param most  The most labels.
 */
export function labelEvery( count: number, most: number ) {
	const step = Math.max( 1, Math.ceil( count / most ) );
	return ( value: unknown, index: number ) =>
		index % step === 0 ? String( value ) : null;
}

/**
 * @param props         Component props.
 * @param props.days    Every day of the range.
 * @param props.figure  The figure drawn.
 * @param props.title   The chart's visible title.
 * @param props.tableId The id of the table with the same figures.
 */
export function DailyChart( {
	days,
	figure,
	title,
	tableId,
}: {
	days: DayFigures[];
	figure: 'views' | 'conversions';
	title: string;
	tableId: string;
} ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( ! ref.current ) {
			return undefined;
		}
		const data = {
			labels: days.map( ( day ) => dayLabel( day.day ) ),
			series: [ days.map( ( day ) => day[ figure ] ) ],
		};
		const chart = new LineChart(
			ref.current,
			data,
			{
				height: 220,
				low: 0,
				fullWidth: true,
				showArea: true,
				showPoint: days.length <= 31,
				lineSmooth: false,
				chartPadding: { top: 12, right: 16, bottom: 4, left: 4 },
				axisY: { onlyInteger: true, offset: 44 },
				axisX: {
					showGrid: false,
					labelInterpolationFnc: labelEvery(
						days.length,
						LABELS_WIDE
					),
				},
			},
			[
				[
					'screen and (max-width: 600px)',
					{
						axisX: {
							labelInterpolationFnc: labelEvery(
								days.length,
								LABELS_PHONE
							),
						},
					},
				],
			]
		);
		return () => {
			chart.detach();
		};
	}, [ days, figure ] );

	return (
		<figure
			className={ `gblocks-pro-insights-chart is-${ figure }` }
			aria-describedby={ tableId }
		>
			<figcaption className="gblocks-pro-insights-chart__title">
				{ title }
			</figcaption>
			<div
				ref={ ref }
				className="gblocks-pro-insights-chart__canvas"
				aria-hidden="true"
			/>
		</figure>
	);
}
