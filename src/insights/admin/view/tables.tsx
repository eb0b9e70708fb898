/**
 * The tables of the Insights view: the figures per day (the charts' alternative: for screen readers
 * always, on screen when asked), close reasons, top pages and devices.
 */

/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CLOSE_REASONS, DEVICES, type OverlayInsights } from '../api';
import { formatCount, formatRate, rateOf } from '../format';
import { closeReasonLabel, deviceLabel } from '../labels';
import { dayLabel } from './chart';

/**
 * The figures per day; hidden but for screen readers until "Show as table".
 *
 * @param props        Component props.
 * @param props.report The report.
 * @param props.id     The table's id (the charts point to it).
 */
export function DaysTable( {
	report,
	id,
}: {
	report: OverlayInsights;
	id: string;
} ) {
	const [ shown, setShown ] = useState( false );
	return (
		<div className="gblocks-pro-insights-days">
			<Button
				variant="link"
				aria-expanded={ shown }
				aria-controls={ id }
				onClick={ () => setShown( ( now ) => ! now ) }
			>
				{ shown
					? __( 'Hide the table of days', 'gblocks-pro' )
					: __( 'Show as table', 'gblocks-pro' ) }
			</Button>
			<div
				className={
					shown
						? 'gblocks-pro-insights-days__scroll'
						: 'screen-reader-text'
				}
			>
				<table id={ id } className="widefat striped">
					<caption>
						{ __( 'Views and conversions per day', 'gblocks-pro' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Day', 'gblocks-pro' ) }</th>
							<th scope="col">
								{ __( 'Views', 'gblocks-pro' ) }
							</th>
							<th scope="col">
								{ __( 'Conversions', 'gblocks-pro' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ report.days.map( ( day ) => (
							<tr key={ day.day }>
								<th scope="row">
									<time dateTime={ day.day }>
										{ dayLabel( day.day ) }
									</time>
								</th>
								<td>{ formatCount( day.views ) }</td>
								<td>{ formatCount( day.conversions ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</div>
		</div>
	);
}

/**
 * A share of a total as a bar behind a cell.
 *
 * @param props       Component props.
 * @param props.value The part.
 * @param props.total The whole.
 */
function Share( { value, total }: { value: number; total: number } ) {
	const share = total > 0 ? value / total : 0;
	return (
		<span className="gblocks-pro-insights-share">
			<span
				className="gblocks-pro-insights-share__bar"
				style={ { width: `${ Math.round( share * 100 ) }%` } }
				aria-hidden="true"
			/>
			<span>{ formatRate( total > 0 ? share : null ) }</span>
		</span>
	);
}

/**
 * @param props        Component props.
 * @param props.report The report.
 */
export function ClosesTable( { report }: { report: OverlayInsights } ) {
	const total = CLOSE_REASONS.reduce(
		( sum, reason ) => sum + report.closes[ reason ],
		0
	);
	return (
		<table className="widefat striped gblocks-pro-insights-table">
			<caption>{ __( 'Close reasons', 'gblocks-pro' ) }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Reason', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Closes', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Share', 'gblocks-pro' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ CLOSE_REASONS.map( ( reason ) => (
					<tr key={ reason }>
						<th scope="row">{ closeReasonLabel( reason ) }</th>
						<td>{ formatCount( report.closes[ reason ] ) }</td>
						<td>
							<Share
								value={ report.closes[ reason ] }
								total={ total }
							/>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

/**
 * @param props        Component props.
 * @param props.report The report.
 */
export function DevicesTable( { report }: { report: OverlayInsights } ) {
	return (
		<table className="widefat striped gblocks-pro-insights-table">
			<caption>{ __( 'Devices', 'gblocks-pro' ) }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Device', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Views', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Conversions', 'gblocks-pro' ) }</th>
					<th scope="col">
						{ __( 'Conversion rate', 'gblocks-pro' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ DEVICES.map( ( device ) => (
					<tr key={ device }>
						<th scope="row">{ deviceLabel( device ) }</th>
						<td>
							{ formatCount( report.devices[ device ].views ) }
						</td>
						<td>
							{ formatCount(
								report.devices[ device ].conversions
							) }
						</td>
						<td>
							{ formatRate( rateOf( report.devices[ device ] ) ) }
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

/**
 * @param props        Component props.
 * @param props.report The report.
 */
export function PagesTable( { report }: { report: OverlayInsights } ) {
	return (
		<table className="widefat striped gblocks-pro-insights-table is-pages">
			<caption>{ __( 'Top pages', 'gblocks-pro' ) }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Page', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Views', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Conversions', 'gblocks-pro' ) }</th>
					<th scope="col">
						{ __( 'Conversion rate', 'gblocks-pro' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ report.pages.length === 0 && (
					<tr>
						<td colSpan={ 4 }>
							{ __( 'No pages in this period.', 'gblocks-pro' ) }
						</td>
					</tr>
				) }
				{ report.pages.map( ( page ) => (
					<tr key={ page.page }>
						<th
							scope="row"
							className="gblocks-pro-insights-table__path"
						>
							{ page.page || '/' }
						</th>
						<td>{ formatCount( page.views ) }</td>
						<td>{ formatCount( page.conversions ) }</td>
						<td>{ formatRate( rateOf( page ) ) }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
