/**
 * Adds Insights to the Overlay Panels list (shared/list-extensions): the range control and the
 * site-wide summary above it, the Views, Conversions and Conversion rate columns, the "Insights" row
 * action and the Insights view of one overlay (view=insights&id=N), whose code and chart library are
 * a chunk of their own (build/overlays-admin-insights.js) loaded when it is first opened. The entry
 * of the Overlay Panels page imports this module; the editor's overlays modal does not.
 */

/**
 * WordPress dependencies
 */
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	registerListExtension,
	type ExtensionViewProps,
} from '../../shared/list-extensions';
import {
	INSIGHTS_EXTENSION,
	InsightsListWrapper,
	insightsColumns,
} from './list-columns';
import { Loading } from './states';
import 'chartist/dist/index.css';
import './style.scss';

/** The name of the Insights view in the address (view=insights&id=N). */
export const INSIGHTS_VIEW = 'insights';

const LazyInsightsView = lazy(
	() =>
		import(
			/* webpackChunkName: "overlays-admin-insights" */ './view/insights-view'
		)
);

/**
 * The Insights view, its chunk loaded on demand.
 *
 * @param props The view's props.
 */
export function InsightsView( props: ExtensionViewProps ) {
	return (
		<Suspense
			fallback={
				<Loading label={ __( 'Loading insights…', 'gblocks-pro' ) } />
			}
		>
			<LazyInsightsView { ...props } />
		</Suspense>
	);
}

/**
 * Registers the extension of the Overlay Panels list.
 *
 * @param list The list's name.
 */
export function registerInsights( list: string ): void {
	registerListExtension( list, {
		id: INSIGHTS_EXTENSION,
		columns: insightsColumns(),
		Wrapper: InsightsListWrapper,
		rowActions: [
			{ label: __( 'Insights', 'gblocks-pro' ), view: INSIGHTS_VIEW },
		],
		views: { [ INSIGHTS_VIEW ]: InsightsView },
	} );
}
