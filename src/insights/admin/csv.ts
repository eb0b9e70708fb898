/**
 * The CSV export of the Insights view: what the screen shows, built in the browser and downloaded
 * as a file. Sections (summary, days, close reasons, pages, devices) are separated by an empty line;
 * a cell that a spreadsheet would read as a formula (=, +, -, @ first) is written with a ' first.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CLOSE_REASONS, DEVICES, type OverlayInsights } from './api';
import { metricLabels, metricText } from './cards';
import { closeReasonLabel, deviceLabel } from './labels';
import { formatRate, rateOf } from './format';

/**
 * One CSV cell.
 *
 * @param value The value.
 */
export function csvCell( value: string | number ): string {
	let text = String( value );
	if ( typeof value === 'string' && /^[=+\-@\t\r]/.test( text ) ) {
		text = `'${ text }`;
	}
	return /[",\r\n]/.test( text ) ? `"${ text.replace( /"/g, '""' ) }"` : text;
}

function lines( rows: ( string | number )[][] ): string {
	return rows.map( ( row ) => row.map( csvCell ).join( ',' ) ).join( '\r\n' );
}

/**
 * The CSV of an overlay's report.
 *
 * @param report The report shown.
 */
export function insightsCsv( report: OverlayInsights ): string {
	const rate = ( figures: { views: number; conversions: number } ) =>
		formatRate( rateOf( figures ) );
	const sections: ( string | number )[][][] = [
		[
			[ __( 'Overlay panel', 'gblocks-pro' ), report.title, report.id ],
			[ __( 'From', 'gblocks-pro' ), report.from ],
			[ __( 'To', 'gblocks-pro' ), report.to ],
		],
		[
			[
				__( 'Metric', 'gblocks-pro' ),
				__( 'This period', 'gblocks-pro' ),
				__( 'Previous period', 'gblocks-pro' ),
			],
			...metricLabels().map( ( [ metric, label ] ) => [
				label,
				metricText( report.totals, metric ),
				report.previous ? metricText( report.previous, metric ) : '',
			] ),
		],
		[
			[
				__( 'Day', 'gblocks-pro' ),
				__( 'Views', 'gblocks-pro' ),
				__( 'Conversions', 'gblocks-pro' ),
			],
			...report.days.map( ( day ) => [
				day.day,
				day.views,
				day.conversions,
			] ),
		],
		[
			[
				__( 'Close reason', 'gblocks-pro' ),
				__( 'Closes', 'gblocks-pro' ),
			],
			...CLOSE_REASONS.map( ( reason ) => [
				closeReasonLabel( reason ),
				report.closes[ reason ],
			] ),
		],
		[
			[
				__( 'Page', 'gblocks-pro' ),
				__( 'Views', 'gblocks-pro' ),
				__( 'Conversions', 'gblocks-pro' ),
				__( 'Conversion rate', 'gblocks-pro' ),
			],
			...report.pages.map( ( page ) => [
				page.page,
				page.views,
				page.conversions,
				rate( page ),
			] ),
		],
		[
			[
				__( 'Device', 'gblocks-pro' ),
				__( 'Views', 'gblocks-pro' ),
				__( 'Conversions', 'gblocks-pro' ),
				__( 'Conversion rate', 'gblocks-pro' ),
			],
			...DEVICES.map( ( device ) => [
				deviceLabel( device ),
				report.devices[ device ].views,
				report.devices[ device ].conversions,
				rate( report.devices[ device ] ),
			] ),
		],
	];
	return sections.map( lines ).join( '\r\n\r\n' ) + '\r\n';
}

/**
 * The file name of an overlay's export.
 *
 * @param report The report.
 */
export function csvFileName( report: OverlayInsights ): string {
	return `overlay-${ report.id }-insights-${ report.from }-${ report.to }.csv`;
}

/**
 * Downloads a text as a file (a Blob URL on a temporary link).
 *
 * @param name The file name.
 * @param text The CSV.
 */
export function downloadCsv( name: string, text: string ): void {
	// A byte order mark: spreadsheets then read the file as UTF-8.
	const blob = new Blob( [ '\ufeff', text ], {
		type: 'text/csv;charset=utf-8',
	} );
	const url = URL.createObjectURL( blob );
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = name;
	link.hidden = true;
	document.body.appendChild( link );
	link.click();
	link.remove();
	window.setTimeout( () => URL.revokeObjectURL( url ), 0 );
}
