/**
 * WordPress dependencies
 */
import {
	Button,
	ExternalLink,
	Modal,
	Notice,
	Spinner,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isApiError } from '../../../shared/api';
import { useConditionUsage } from '../../hooks/use-conditions';
import type { Condition, UsageItem } from '../../types';

export {
	DeleteConditionDialog,
	type DeleteConditionDialogProps,
} from './delete-dialog';

export interface UsageModalProps {
	condition: Pick< Condition, 'id' | 'title' >;
	onClose: () => void;
}

/**
 * The error text of a failed usage load: 'Failed to load usage data' when the server answered
 * success false, 'Error loading usage data. Please try again.' for any other failure.
 *
 * @param error What the query threw.
 */
export function usageErrorText( error: unknown ): string {
	const body = isApiError( error ) ? error.body : null;
	if (
		typeof body === 'object' &&
		body !== null &&
		( body as { success?: unknown } ).success === false
	) {
		return __( 'Failed to load usage data', 'gblocks-pro' );
	}
	return __( 'Error loading usage data. Please try again.', 'gblocks-pro' );
}

function statusLabel( status: string ): string {
	switch ( status ) {
		case 'publish':
			return __( 'Published', 'gblocks-pro' );
		case 'draft':
			return __( 'Draft', 'gblocks-pro' );
		case 'private':
			return __( 'Private', 'gblocks-pro' );
		case 'pending':
			return __( 'Pending', 'gblocks-pro' );
		case 'future':
			return __( 'Scheduled', 'gblocks-pro' );
		default:
			return status;
	}
}

function UsageRow( { item }: { item: UsageItem } ) {
	return (
		<li className="gblocks-pro-usage__item">
			<div className="gblocks-pro-usage__item-main">
				<strong>
					{ item.title || __( '(no title)', 'gblocks-pro' ) }
				</strong>
				<span className="gblocks-pro-usage__meta">
					{ item.type_label }
					{ ' · ' }
					{ statusLabel( item.status ) }
				</span>
			</div>
			<span className="gblocks-pro-usage__links">
				{ item.edit_url && (
					<ExternalLink href={ item.edit_url }>
						{ __( 'Edit', 'gblocks-pro' ) }
						<span className="screen-reader-text">{ ` ${ item.title }` }</span>
					</ExternalLink>
				) }
				{ item.view_url && (
					<ExternalLink href={ item.view_url }>
						{ __( 'View', 'gblocks-pro' ) }
						<span className="screen-reader-text">{ ` ${ item.title }` }</span>
					</ExternalLink>
				) }
			</span>
		</li>
	);
}

/**
 * Where a condition is used: overlays whose display condition it is, and blocks that use it.
 *
 * @param props           Component props.
 * @param props.condition
 * @param props.onClose
 */
export function UsageModal( { condition, onClose }: UsageModalProps ) {
	const usage = useConditionUsage( condition.id );
	const sections = usage.data
		? Object.entries( usage.data.usage ?? {} ).filter(
				( [ , section ] ) => section.total > 0
			)
		: [];
	return (
		<Modal
			title={ sprintf(
				/* translators: %s: condition title. */
				__( 'Usage: %s', 'gblocks-pro' ),
				condition.title
			) }
			onRequestClose={ onClose }
			className="gblocks-pro-usage"
			size="medium"
		>
			{ usage.isLoading && (
				<p className="gblocks-pro-usage__loading">
					<Spinner />{ ' ' }
					{ __(
						'Checking where this condition is used…',
						'gblocks-pro'
					) }
				</p>
			) }
			{ usage.isError && (
				<Notice status="error" isDismissible={ false }>
					<p>{ usageErrorText( usage.error ) }</p>
					<Button
						variant="secondary"
						size="compact"
						onClick={ () => usage.refetch() }
						isBusy={ usage.isFetching }
					>
						{ __( 'Try Again', 'gblocks-pro' ) }
					</Button>
				</Notice>
			) }
			{ usage.data && usage.data.total === 0 && (
				<div className="gblocks-pro-usage__unused">
					<p>
						{ __(
							'This condition is not currently being used anywhere on your site.',
							'gblocks-pro'
						) }
					</p>
					<p>
						{ __(
							'You can safely delete it, or keep it for future use.',
							'gblocks-pro'
						) }
					</p>
				</div>
			) }
			{ usage.data && usage.data.total > 0 && (
				<>
					<p>
						{ sprintf(
							/* translators: %d: number of places. */
							_n(
								'Used in %d place.',
								'Used in %d places.',
								usage.data.total,
								'gblocks-pro'
							),
							usage.data.total
						) }
					</p>
					{ sections.map( ( [ key, section ] ) => (
						<section
							key={ key }
							className="gblocks-pro-usage__section"
						>
							<h3>{ `${ section.label } (${ section.total })` }</h3>
							<ul>
								{ section.items.map( ( item ) => (
									<UsageRow
										key={ `${ item.usage_type }-${ item.id }` }
										item={ item }
									/>
								) ) }
							</ul>
						</section>
					) ) }
				</>
			) }
		</Modal>
	);
}
