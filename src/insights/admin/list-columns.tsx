/**
 * Insights in the Overlay Panels list (registered by ./register): above the list the range control
 * and the site-wide summary of every overlay in the range; in the list the Views, Conversions and
 * Conversion rate columns, sortable over every overlay. Both come from one request, GET /insights.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ProvideColumnData,
	type ExtensionColumn,
	type ExtensionColumnData,
	type ExtensionWrapperProps,
} from '../../shared/list-extensions';
import type { OverlayTotals, SiteInsights, Totals } from './api';
import { FigureCards } from './cards';
import { formatCount, formatRate, rateOf } from './format';
import { useSiteInsights } from './hooks';
import { RangeControl } from './range-control';
import { previousRange, useInsightsRange } from './range';
import { Loading, ReportError } from './states';

export const INSIGHTS_EXTENSION = 'insights';

/** The list's added columns. */
export function insightsColumns(): ExtensionColumn[] {
	return [
		{
			key: 'views',
			label: __( 'Views', 'gblocks-pro' ),
			sortable: true,
			numeric: true,
		},
		{
			key: 'conversions',
			label: __( 'Conversions', 'gblocks-pro' ),
			sortable: true,
			numeric: true,
		},
		{
			key: 'rate',
			label: __( 'Conversion rate', 'gblocks-pro' ),
			sortable: true,
			numeric: true,
		},
	];
}

/**
 * A column's value for an overlay's totals (no row: no views in the range).
 *
 * @param row    The overlay's totals, if any.
 * @param column The column.
 */
export function columnValue(
	row: OverlayTotals | undefined,
	column: string
): number | undefined {
	if ( ! row ) {
		return column === 'rate' ? undefined : 0;
	}
	if ( column === 'rate' ) {
		return rateOf( row ) ?? undefined;
	}
	return column === 'conversions' ? row.conversions : row.views;
}

/**
 * The column data of a range's answer (undefined: loading; null: failed).
 *
 * @param data The answer.
 */
function columnData(
	data: SiteInsights | null | undefined
): ExtensionColumnData {
	const rows = new Map(
		( data?.overlays ?? [] ).map( ( row ) => [ row.id, row ] )
	);
	return {
		ready: data !== undefined,
		sortValue: ( column, id ) => columnValue( rows.get( id ), column ),
		cell: ( column, id ) => {
			if ( data === undefined ) {
				return (
					<span
						className="gblocks-pro-list-table__bar"
						aria-hidden="true"
					/>
				);
			}
			if ( data === null ) {
				return '—';
			}
			const row = rows.get( id );
			if ( column === 'rate' ) {
				return formatRate( row ? rateOf( row ) : null );
			}
			return formatCount( columnValue( row, column ) ?? 0 );
		},
	};
}

/**
 * The site-wide summary of a range, against the previous period once it has arrived (null: not
 * there, or it failed; the figures stand without it).
 *
 * @param props          Component props.
 * @param props.data     The range's answer.
 * @param props.previous The previous period's totals.
 */
export function SiteSummary( {
	data,
	previous,
}: {
	data: SiteInsights;
	previous: Totals | null;
} ) {
	const viewed = data.overlays.filter( ( row ) => row.views > 0 ).length;
	return (
		<section
			className="gblocks-pro-insights-summary"
			aria-labelledby="gblocks-pro-insights-summary-title"
		>
			<h2 id="gblocks-pro-insights-summary-title">
				{ __( 'Summary of all overlay panels', 'gblocks-pro' ) }
			</h2>
			<FigureCards
				totals={ data.total }
				previous={ previous }
				label={ __( 'All overlay panels', 'gblocks-pro' ) }
			/>
			<p className="gblocks-pro-insights-summary__note">
				{ sprintf(
					/* translators: %s: number of overlay panels. */
					_n(
						'%s overlay panel was viewed in this period.',
						'%s overlay panels were viewed in this period.',
						viewed,
						'gblocks-pro'
					),
					formatCount( viewed )
				) }
				{ data.dropped > 0 &&
					' ' +
						sprintf(
							/* translators: %s: number of events. */
							_n(
								'%s event over the rate limit was not counted.',
								'%s events over the rate limit were not counted.',
								data.dropped,
								'gblocks-pro'
							),
							formatCount( data.dropped )
						) }
			</p>
		</section>
	);
}

/**
 * The Wrapper of the list: range, summary (or its loading and error states), and the column data.
 *
 * @param props          Component props.
 * @param props.children The list.
 * @param props.sync     Whether the range is in the address.
 */
export function InsightsListWrapper( {
	children,
	sync,
}: ExtensionWrapperProps ) {
	const [ range, setRange ] = useInsightsRange( sync );
	const site = useSiteInsights( range );
	// The summary's comparison: the same route for the days before (the list's columns do not use it).
	const before = useSiteInsights( previousRange( range ) );
	let answer: SiteInsights | null | undefined = site.data;
	if ( ! answer && site.isError ) {
		answer = null;
	}
	const data = useMemo( () => columnData( answer ), [ answer ] );
	const previous = previousRange( range );
	const rateLabel = sprintf(
		/* translators: 1: first day, 2: last day, 3: first day before, 4: last day before (YYYY-MM-DD). */
		__( '%1$s to %2$s, compared with %3$s to %4$s', 'gblocks-pro' ),
		range.from,
		range.to,
		previous.from,
		previous.to
	);
	return (
		<ProvideColumnData extension={ INSIGHTS_EXTENSION } data={ data }>
			<div className="gblocks-pro-insights-list-header">
				<RangeControl range={ range } onChange={ setRange } />
				<p className="gblocks-pro-insights-list-header__dates">
					{ rateLabel }
				</p>
				{ site.isLoading && (
					<Loading
						label={ __( 'Loading insights…', 'gblocks-pro' ) }
					/>
				) }
				{ site.isError && ! site.data && (
					<ReportError
						error={ site.error }
						isFetching={ site.isFetching }
						onRetry={ () => site.refetch() }
					/>
				) }
				{ site.data && (
					<SiteSummary
						data={ site.data }
						previous={ before.data?.total ?? null }
					/>
				) }
			</div>
			{ children }
		</ProvideColumnData>
	);
}
