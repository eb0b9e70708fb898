/**
 * The parts of the conditions list (./list-view.tsx): the filter bar, the load error, the empty list,
 * the row modals.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	SearchControl,
	SelectControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DetailsModal } from '../components/details-modal';
import { DeleteConditionDialog, UsageModal } from '../components/usage-modal';
import type { useDeleteCondition } from '../hooks/use-conditions';
import type { ListFilters, StatusFilter } from '../lib/list-filters';
import type { ConditionCategory } from '../types';
import type { OpenModal } from './use-row-actions';

/**
 * The filter bar: search, status, category.
 *
 * @param props                Props.
 * @param props.searchText     The search box's text.
 * @param props.onSearchChange Sets it.
 * @param props.filters        The filters applied.
 * @param props.onFilter       Applies filters.
 * @param props.categories     The categories.
 */
export function FilterBar( {
	searchText,
	onSearchChange,
	filters,
	onFilter,
	categories,
}: {
	searchText: string;
	onSearchChange: ( text: string ) => void;
	filters: ListFilters;
	onFilter: ( next: ListFilters ) => void;
	categories: ConditionCategory[];
} ) {
	return (
		<div
			className="gblocks-pro-conditions-list__filters"
			role="search"
			aria-label={ __( 'Filter conditions', 'gblocks-pro' ) }
		>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search conditions', 'gblocks-pro' ) }
				value={ searchText }
				onChange={ onSearchChange }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Status', 'gblocks-pro' ) }
				value={ filters.status }
				options={ [
					{ value: 'any', label: __( 'All', 'gblocks-pro' ) },
					{
						value: 'publish',
						label: __( 'Published', 'gblocks-pro' ),
					},
					{ value: 'draft', label: __( 'Draft', 'gblocks-pro' ) },
				] }
				onChange={ ( status ) =>
					onFilter( {
						...filters,
						status: status as StatusFilter,
					} )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Category', 'gblocks-pro' ) }
				value={ filters.category }
				options={ [
					{ value: '', label: __( 'All', 'gblocks-pro' ) },
					...categories.map( ( category ) => ( {
						value: String( category.id ),
						label: category.name,
					} ) ),
					{
						value: 'uncategorized',
						label: __( 'Uncategorized', 'gblocks-pro' ),
					},
				] }
				onChange={ ( category ) =>
					onFilter( { ...filters, category } )
				}
			/>
		</div>
	);
}

/**
 * The list's load error, with Try Again.
 *
 * @param props         Props.
 * @param props.onRetry Loads it again.
 */
export function LoadError( { onRetry }: { onRetry: () => void } ) {
	return (
		<Notice status="error" isDismissible={ false }>
			<p>
				{ __(
					'Error loading conditions. Please try again.',
					'gblocks-pro'
				) }
			</p>
			<Button variant="secondary" size="compact" onClick={ onRetry }>
				{ __( 'Try Again', 'gblocks-pro' ) }
			</Button>
		</Notice>
	);
}

/**
 * What an empty list shows under the table's empty row (which says what is missing, once): Clear
 * filters when filters hide every condition, else what conditions are.
 *
 * @param props          Props.
 * @param props.filtered Whether filters are applied.
 * @param props.onClear  Clears them.
 */
export function EmptyList( {
	filtered,
	onClear,
}: {
	filtered: boolean;
	onClear: () => void;
} ) {
	if ( filtered ) {
		return (
			<div className="gblocks-pro-conditions-list__empty">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onClear }
				>
					{ __( 'Clear filters', 'gblocks-pro' ) }
				</Button>
			</div>
		);
	}
	return (
		<div className="gblocks-pro-conditions-list__empty">
			<p>
				{ __(
					'Create your first condition to control when this content should appear.',
					'gblocks-pro'
				) }
			</p>
		</div>
	);
}

/**
 * The modal a row opened: details, usage, or the delete confirmation (after a deletion, focus goes to
 * the page's first action).
 *
 * @param props           Props.
 * @param props.modal     The open modal.
 * @param props.onClose   Closes it (focus returns to what opened it).
 * @param props.onDeleted Called when the deletion is over (done or failed).
 * @param props.remove    The list's delete mutation.
 * @param props.onError   Shows a failed action's message.
 */
export function RowModals( {
	modal,
	onClose,
	onDeleted,
	remove,
	onError,
}: {
	modal: OpenModal;
	onClose: () => void;
	onDeleted: () => void;
	remove: ReturnType< typeof useDeleteCondition >;
	onError: ( error: unknown ) => void;
} ) {
	if ( modal?.kind === 'details' ) {
		return (
			<DetailsModal condition={ modal.condition } onClose={ onClose } />
		);
	}
	if ( modal?.kind === 'usage' ) {
		return <UsageModal condition={ modal.condition } onClose={ onClose } />;
	}
	if ( modal?.kind !== 'delete' ) {
		return null;
	}
	return (
		<DeleteConditionDialog
			condition={ modal.condition }
			isBusy={ remove.isPending }
			onCancel={ onClose }
			onConfirm={ () =>
				remove.mutate( modal.condition.id, {
					// The row is gone: focus goes to the page's first action (Add New).
					onSuccess: () =>
						window.requestAnimationFrame( () =>
							document
								.querySelector< HTMLElement >(
									'.gblocks-pro-admin-page__actions .components-button'
								)
								?.focus()
						),
					onError,
					onSettled: onDeleted,
				} )
			}
		/>
	);
}
