/**
 * The states the Insights screens share: loading, a failure with Try Again, and the missing tables
 * (the 503 gblocks_insights_tables_missing) with Repair.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isTablesMissing } from './api';
import { useRepairTables } from './hooks';

/**
 * @param props       Component props.
 * @param props.label What is loading.
 */
export function Loading( { label }: { label: string } ) {
	return (
		<div className="gblocks-pro-insights-loading" aria-busy="true">
			<Spinner />
			<span>{ label }</span>
		</div>
	);
}

/**
 * A failed report: the tables are missing (Repair), or another failure (Try Again).
 *
 * @param props            Component props.
 * @param props.error      What the query threw.
 * @param props.isFetching Whether it is loading again.
 * @param props.onRetry    Loads it again.
 */
export function ReportError( {
	error,
	isFetching,
	onRetry,
}: {
	error: unknown;
	isFetching: boolean;
	onRetry: () => void;
} ) {
	const repair = useRepairTables();
	if ( isTablesMissing( error ) ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				<p>
					{ __(
						'The Insights tables are missing from the database, so nothing can be shown or counted. Repair creates them again (what they held is lost).',
						'gblocks-pro'
					) }
				</p>
				<Button
					variant="primary"
					size="compact"
					isBusy={ repair.isPending }
					accessibleWhenDisabled
					disabled={ repair.isPending }
					onClick={ () => repair.mutate() }
				>
					{ __( 'Repair', 'gblocks-pro' ) }
				</Button>
			</Notice>
		);
	}
	return (
		<Notice status="error" isDismissible={ false }>
			<p>
				{ error instanceof Error && error.message
					? error.message
					: __( 'Failed to load insights.', 'gblocks-pro' ) }
			</p>
			<Button
				variant="secondary"
				size="compact"
				isBusy={ isFetching }
				onClick={ onRetry }
			>
				{ __( 'Try Again', 'gblocks-pro' ) }
			</Button>
		</Notice>
	);
}
