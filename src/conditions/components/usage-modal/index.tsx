/**
 * WordPress dependencies
 */
import {
	Button,
	Icon,
	Modal,
	Notice,
	Spinner,
	VisuallyHidden,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';
import { external } from '@wordpress/icons';

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

/**
 * A link that opens in a new tab and says so: an SVG icon (no arrow character, which WordPress's
 * emoji script would swap for an image from another host) and a hidden "(opens in a new tab)".
 *
 * @param props          Component props.
 * @param props.href     The address.
 * @param props.label    The visible text.
 * @param props.itemName The item the link is about, for screen readers.
 */
function NewTabLink( {
	href,
	label,
	itemName,
}: {
	href: string;
	label: string;
	itemName: string;
} ) {
	return (
		<a
			className="gblocks-pro-usage__link"
			href={ href }
			target="_blank"
			rel="noopener noreferrer"
		>
			{ label }
			<VisuallyHidden as="span">{ ` ${ itemName }` }</VisuallyHidden>
			<Icon
				icon={ external }
				size={ 16 }
				className="gblocks-pro-usage__link-icon"
			/>
			<VisuallyHidden as="span">
				{
					/* translators: accessibility text. */
					__( '(opens in a new tab)', 'gblocks-pro' )
				}
			</VisuallyHidden>
		</a>
	);
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
					<NewTabLink
						href={ item.edit_url }
						label={ __( 'Edit', 'gblocks-pro' ) }
						itemName={ item.title }
					/>
				) }
				{ item.view_url && (
					<NewTabLink
						href={ item.view_url }
						label={ __( 'View', 'gblocks-pro' ) }
						itemName={ item.title }
					/>
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
							<h2 className="gblocks-pro-usage__section-title">
								{ `${ section.label } (${ section.total })` }
							</h2>
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
