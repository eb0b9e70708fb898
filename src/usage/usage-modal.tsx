/**
 * Where something is used: the usage modal of any feature whose usage route answers
 * `{ total, usage: { section: { label, total, items } } }` (the conditions' usage shape). The feature
 * passes its query; the modal shows loading, the error with Try Again (SPEC 8 texts), the "not used"
 * text, or the places grouped by section with Edit/View links.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

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
import { isApiError } from '../shared/api';
import type { UsageItem, UsageQuery } from './types';
import './style.scss';

export interface SharedUsageModalProps {
	title: string;
	query: UsageQuery;
	/** Shown while loading, e.g. 'Checking where this class is used…'. */
	loadingText: string;
	/** Shown when nothing uses it. */
	unused: ReactNode;
	onClose: () => void;
}

/**
 * The error text of a failed usage load: 'Failed to load usage data' when the server answered
 * success false, 'Error loading usage data. Please try again.' for any other failure (SPEC 8).
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
 * The usage modal.
 *
 * @param props             Component props.
 * @param props.title       Modal title.
 * @param props.query       The usage query.
 * @param props.loadingText Loading text.
 * @param props.unused      Shown when nothing uses it.
 * @param props.onClose     Closes the modal.
 */
export function SharedUsageModal( {
	title,
	query,
	loadingText,
	unused,
	onClose,
}: SharedUsageModalProps ) {
	const sections = query.data
		? Object.entries( query.data.usage ?? {} ).filter(
				( [ , section ] ) => section.total > 0
			)
		: [];
	return (
		<Modal
			title={ title }
			onRequestClose={ onClose }
			className="gblocks-pro-usage"
			size="medium"
		>
			{ query.isLoading && (
				<p className="gblocks-pro-usage__loading">
					<Spinner /> { loadingText }
				</p>
			) }
			{ query.isError && (
				<Notice status="error" isDismissible={ false }>
					<p>{ usageErrorText( query.error ) }</p>
					<Button
						variant="secondary"
						size="compact"
						onClick={ () => query.refetch() }
						isBusy={ query.isFetching }
					>
						{ __( 'Try Again', 'gblocks-pro' ) }
					</Button>
				</Notice>
			) }
			{ query.data && query.data.total === 0 && (
				<div className="gblocks-pro-usage__unused">{ unused }</div>
			) }
			{ query.data && query.data.total > 0 && (
				<>
					<p>
						{ sprintf(
							/* translators: %d: number of places. */
							_n(
								'Used in %d place.',
								'Used in %d places.',
								query.data.total,
								'gblocks-pro'
							),
							query.data.total
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
										key={ `${ item.usage_type }-${ item.type }-${ item.id }` }
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
