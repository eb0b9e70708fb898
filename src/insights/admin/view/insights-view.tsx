/**
 * The Insights view of one overlay panel (view=insights&id=N on the Overlay Panels page; its own
 * chunk, with the chart library, loaded when first opened): the range with the previous period,
 * the figure cards, views and conversions per day as charts with their table, close reasons, top
 * pages and devices; loading, empty and error states (Repair when the tables are missing); CSV
 * export of what is shown.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ExtensionViewProps } from '../../../shared/list-extensions';
import type { OverlayInsights } from '../api';
import { FigureCards } from '../cards';
import { csvFileName, downloadCsv, insightsCsv } from '../csv';
import { useOverlayInsights } from '../hooks';
import { previousRange, useInsightsRange } from '../range';
import { RangeControl } from '../range-control';
import { Loading, ReportError } from '../states';
import { DailyChart } from './chart';
import { ClosesTable, DaysTable, DevicesTable, PagesTable } from './tables';

/**
 * Whether a report has nothing in it.
 *
 * @param report The report.
 */
export function isEmptyReport( report: OverlayInsights ): boolean {
	return (
		report.totals.views === 0 &&
		report.totals.conversions === 0 &&
		report.totals.closes === 0
	);
}

/**
 * The report's figures below the cards.
 *
 * @param props        Component props.
 * @param props.report The report.
 */
function ReportBody( { report }: { report: OverlayInsights } ) {
	const tableId = `gblocks-pro-insights-days-${ useInstanceId(
		ReportBody
	) }`;
	if ( isEmptyReport( report ) ) {
		return (
			<div className="gblocks-pro-insights-empty">
				<p>
					{ __(
						'No views yet in this period. A view is counted when a visitor opens this overlay panel on a page where counting is on; new views show here within a few minutes.',
						'gblocks-pro'
					) }
				</p>
			</div>
		);
	}
	return (
		<>
			<div className="gblocks-pro-insights-charts">
				<DailyChart
					days={ report.days }
					figure="views"
					title={ __( 'Views per day', 'gblocks-pro' ) }
					tableId={ tableId }
				/>
				<DailyChart
					days={ report.days }
					figure="conversions"
					title={ __( 'Conversions per day', 'gblocks-pro' ) }
					tableId={ tableId }
				/>
			</div>
			<DaysTable report={ report } id={ tableId } />
			<div className="gblocks-pro-insights-grid">
				<ClosesTable report={ report } />
				<DevicesTable report={ report } />
				<PagesTable report={ report } />
			</div>
		</>
	);
}

/**
 * @param props        Component props.
 * @param props.id     The overlay's id.
 * @param props.onBack Back to the list.
 * @param props.frame  The screen's frame.
 * @param props.sync   Whether the range is in the address.
 */
export default function InsightsView( {
	id,
	onBack,
	frame,
	sync,
}: ExtensionViewProps ) {
	const [ range, setRange ] = useInsightsRange( sync );
	const report = useOverlayInsights( id, range );
	const data = report.data;
	const previous = previousRange( range );
	const name = data
		? data.title.trim() || __( '(Untitled)', 'gblocks-pro' )
		: '';

	const actions = (
		<>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ onBack }
			>
				{ __( 'Back to Overlay Panels', 'gblocks-pro' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="primary"
				accessibleWhenDisabled
				disabled={ ! data }
				onClick={ () =>
					data &&
					downloadCsv( csvFileName( data ), insightsCsv( data ) )
				}
			>
				{ __( 'Export CSV', 'gblocks-pro' ) }
			</Button>
		</>
	);

	const body = (
		<div className="gblocks-pro-insights-view">
			<div className="gblocks-pro-insights-list-header">
				<RangeControl range={ range } onChange={ setRange } />
				<p className="gblocks-pro-insights-list-header__dates">
					{ sprintf(
						/* translators: 1: first day, 2: last day, 3: first day before, 4: last day before (YYYY-MM-DD). */
						__(
							'%1$s to %2$s, compared with %3$s to %4$s',
							'gblocks-pro'
						),
						range.from,
						range.to,
						previous.from,
						previous.to
					) }
				</p>
			</div>
			{ report.isLoading && (
				<Loading label={ __( 'Loading insights…', 'gblocks-pro' ) } />
			) }
			{ report.isError && ! data && (
				<ReportError
					error={ report.error }
					isFetching={ report.isFetching }
					onRetry={ () => report.refetch() }
				/>
			) }
			{ report.isError && data && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'These figures could not be refreshed.',
						'gblocks-pro'
					) }
				</Notice>
			) }
			{ data && (
				<>
					<FigureCards
						totals={ data.totals }
						previous={ data.previous }
						label={ __( 'Figures of this period', 'gblocks-pro' ) }
					/>
					<ReportBody report={ data } />
				</>
			) }
		</div>
	);

	return (
		<>
			{ frame(
				name
					? sprintf(
							/* translators: %s: overlay panel name. */
							__( 'Insights: %s', 'gblocks-pro' ),
							name
						)
					: __( 'Insights', 'gblocks-pro' ),
				actions,
				body
			) }
		</>
	);
}
