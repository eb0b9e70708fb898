/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import { Pagination } from '../../shared/components/pagination';
import {
	ConditionsTable,
	ConditionsTableSkeleton,
} from '../components/conditions-table';
import {
	useConditionCategories,
	useConditionList,
	useDeleteCondition,
} from '../hooks/use-conditions';
import { EmptyList, FilterBar, LoadError, RowModals } from './list-view-parts';
import { useListFilters } from './use-list-filters';
import { useRowActions } from './use-row-actions';

export { SEARCH_DEBOUNCE_MS } from './use-list-filters';

export interface ListViewProps {
	page: number;
	onPageChange: ( page: number ) => void;
	onEdit: ( editId: string ) => void;
	onManageCategories: () => void;
	editUrl: ( id: number ) => string | null;
	frame: ViewFrame;
	/** Keep the filters in the address (conditionSearch, conditionStatus, conditionCategory). */
	syncAddress?: boolean;
}

/**
 * The list of conditions with its filters (useListFilters), its row actions and modals (useRowActions).
 *
 * @param props                    Component props.
 * @param props.page               The page.
 * @param props.onPageChange       Goes to another page.
 * @param props.onEdit             Opens a condition's editor ('new' for a new one).
 * @param props.onManageCategories Opens the categories.
 * @param props.editUrl            The address of a condition's editor.
 * @param props.frame              The page's frame.
 * @param props.syncAddress        Keep the filters in the address.
 */
export function ListView( {
	page,
	onPageChange,
	onEdit,
	onManageCategories,
	editUrl,
	frame,
	syncAddress = false,
}: ListViewProps ) {
	const {
		filters,
		searchText,
		setSearchText,
		applyFilters,
		clearFilters,
		filtered,
	} = useListFilters( { syncAddress, page, onPageChange } );
	const list = useConditionList( page, undefined, filters );
	const categories = useConditionCategories();
	const remove = useDeleteCondition();

	const pages = list.data?.pages ?? 1;

	// A page beyond the last one (after deletions) falls back to the last page.
	useEffect( () => {
		if ( list.data && list.data.pages > 0 && page > list.data.pages ) {
			onPageChange( list.data.pages );
		}
	}, [ list.data, page, onPageChange ] );

	const {
		modal,
		setModal,
		closeModal,
		actionError,
		setActionError,
		fail,
		onAction,
		busyId,
	} = useRowActions( onEdit );

	const actions = (
		<>
			<Button
				__next40pxDefaultSize
				variant="primary"
				onClick={ () => onEdit( 'new' ) }
			>
				{ __( 'Add New', 'gblocks-pro' ) }
			</Button>
			<Button
				__next40pxDefaultSize
				variant="secondary"
				onClick={ onManageCategories }
			>
				{ __( 'Manage Categories', 'gblocks-pro' ) }
			</Button>
		</>
	);

	const body = (
		<div className="gblocks-pro-conditions-list">
			<FilterBar
				searchText={ searchText }
				onSearchChange={ setSearchText }
				filters={ filters }
				onFilter={ applyFilters }
				categories={ categories.data ?? [] }
			/>
			{ actionError && (
				<Notice
					status="error"
					onRemove={ () => setActionError( null ) }
				>
					{ actionError }
				</Notice>
			) }
			{ list.isLoading && <ConditionsTableSkeleton /> }
			{ list.isError && ! list.data && (
				<LoadError onRetry={ () => list.refetch() } />
			) }
			{ list.data && (
				<>
					<ConditionsTable
						conditions={ list.data.conditions }
						categories={ categories.data ?? [] }
						editUrl={ editUrl }
						onAction={ onAction }
						busyId={ busyId }
						emptyText={
							filtered
								? __(
										'No conditions match these filters.',
										'gblocks-pro'
									)
								: undefined
						}
					/>
					{ list.data.total === 0 && (
						<EmptyList
							filtered={ filtered }
							onClear={ clearFilters }
						/>
					) }
					<Pagination
						page={ page }
						totalPages={ pages }
						onChange={ onPageChange }
					/>
				</>
			) }

			<RowModals
				modal={ modal }
				onClose={ closeModal }
				onDeleted={ () => setModal( null ) }
				remove={ remove }
				onError={ fail }
			/>
		</div>
	);

	return <>{ frame( __( 'Conditions', 'gblocks-pro' ), actions, body ) }</>;
}
