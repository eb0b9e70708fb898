/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	SearchControl,
	SelectControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ViewFrame } from '../../shared/components/admin-page/frames';
import { Pagination } from '../../shared/components/pagination';
import { withQueryParams } from '../../shared/hooks/use-query-params';
import {
	ConditionsTable,
	ConditionsTableSkeleton,
	type RowAction,
} from '../components/conditions-table';
import { DetailsModal } from '../components/details-modal';
import { DeleteConditionDialog, UsageModal } from '../components/usage-modal';
import {
	useConditionCategories,
	useConditionList,
	useDeleteCondition,
	useDuplicateCondition,
	useSetConditionStatus,
} from '../hooks/use-conditions';
import {
	filterParams,
	hasFilters,
	NO_FILTERS,
	readFilters,
	type ListFilters,
	type StatusFilter,
} from '../lib/list-filters';
import type { Condition } from '../types';

/** How long the search box waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

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

type OpenModal = {
	kind: 'details' | 'usage' | 'delete';
	condition: Condition;
} | null;

/**
 * The list of conditions with its actions and modals.
 *
 * @param props                    Component props.
 * @param props.page
 * @param props.onPageChange
 * @param props.onEdit
 * @param props.onManageCategories
 * @param props.editUrl
 * @param props.frame
 * @param props.syncAddress
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
	const [ filters, setFilters ] = useState< ListFilters >( () =>
		syncAddress ? readFilters( window.location.search ) : NO_FILTERS
	);
	const [ searchText, setSearchText ] = useState( filters.search );
	const list = useConditionList( page, undefined, filters );
	const categories = useConditionCategories();
	const setStatus = useSetConditionStatus();
	const remove = useDeleteCondition();
	const duplicate = useDuplicateCondition();
	const [ modal, setModal ] = useState< OpenModal >( null );
	const [ actionError, setActionError ] = useState< string | null >( null );
	// The selector of the control a closing modal gives focus back to.
	const [ returnFocusTo, setReturnFocusTo ] = useState< string | null >(
		null
	);
	const [ busyId, setBusyId ] = useState< number | null >( null );

	const pages = list.data?.pages ?? 1;

	// A change of filters goes to the address (history replace) and back to page 1.
	const applyFilters = ( next: ListFilters ) => {
		setFilters( next );
		if ( syncAddress ) {
			window.history.replaceState(
				window.history.state,
				'',
				window.location.pathname +
					withQueryParams(
						window.location.search,
						filterParams( next )
					) +
					window.location.hash
			);
		}
		if ( page !== 1 ) {
			onPageChange( 1 );
		}
	};

	// The search box asks the server once typing pauses.
	useEffect( () => {
		if ( searchText.trim() === filters.search ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => applyFilters( { ...filters, search: searchText.trim() } ),
			SEARCH_DEBOUNCE_MS
		);
		return () => window.clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps -- Only typing restarts the wait.
	}, [ searchText ] );

	// Back and forward re-read the filters from the address.
	useEffect( () => {
		if ( ! syncAddress ) {
			return undefined;
		}
		const onPop = () => {
			const next = readFilters( window.location.search );
			setFilters( next );
			setSearchText( next.search );
		};
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [ syncAddress ] );

	const clearFilters = () => {
		setSearchText( '' );
		applyFilters( NO_FILTERS );
	};
	const filtered = hasFilters( filters );

	// A page beyond the last one (after deletions) falls back to the last page.
	useEffect( () => {
		if ( list.data && list.data.pages > 0 && page > list.data.pages ) {
			onPageChange( list.data.pages );
		}
	}, [ list.data, page, onPageChange ] );

	// Focus returns to what opened the modal: the conditions count link for the details, the row's
	// menu button for the modals opened from the menu.
	useEffect( () => {
		if ( returnFocusTo === null || modal ) {
			return;
		}
		document.querySelector< HTMLElement >( returnFocusTo )?.focus();
		setReturnFocusTo( null );
	}, [ returnFocusTo, modal ] );

	const closeModal = () => {
		if ( modal ) {
			setReturnFocusTo(
				modal.kind === 'details'
					? `[data-row-details="${ modal.condition.id }"]`
					: `[data-row-menu="${ modal.condition.id }"]`
			);
		}
		setModal( null );
	};

	const fail = ( error: unknown ) =>
		setActionError(
			error instanceof Error ? error.message : String( error )
		);

	const onAction = ( action: RowAction, condition: Condition ) => {
		setActionError( null );
		switch ( action ) {
			case 'edit':
				onEdit( String( condition.id ) );
				break;
			case 'details':
			case 'usage':
			case 'delete':
				setModal( { kind: action, condition } );
				break;
			case 'status':
				setBusyId( condition.id );
				setStatus.mutate(
					{
						id: condition.id,
						status:
							condition.status === 'publish'
								? 'draft'
								: 'publish',
					},
					{ onError: fail, onSettled: () => setBusyId( null ) }
				);
				break;
			case 'duplicate':
				setBusyId( condition.id );
				duplicate.mutate( condition.id, {
					onSuccess: ( created ) => onEdit( String( created.id ) ),
					onError: fail,
					onSettled: () => setBusyId( null ),
				} );
				break;
		}
	};

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

	const toolbar = (
		<div
			className="gblocks-pro-conditions-list__filters"
			role="search"
			aria-label={ __( 'Filter conditions', 'gblocks-pro' ) }
		>
			<SearchControl
				__nextHasNoMarginBottom
				label={ __( 'Search conditions', 'gblocks-pro' ) }
				value={ searchText }
				onChange={ setSearchText }
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
					applyFilters( {
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
					...( categories.data ?? [] ).map( ( category ) => ( {
						value: String( category.id ),
						label: category.name,
					} ) ),
					{
						value: 'uncategorized',
						label: __( 'Uncategorized', 'gblocks-pro' ),
					},
				] }
				onChange={ ( category ) =>
					applyFilters( { ...filters, category } )
				}
			/>
		</div>
	);

	const body = (
		<div className="gblocks-pro-conditions-list">
			{ toolbar }
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
				<Notice status="error" isDismissible={ false }>
					<p>
						{ __(
							'Error loading conditions. Please try again.',
							'gblocks-pro'
						) }
					</p>
					<Button
						variant="secondary"
						size="compact"
						onClick={ () => list.refetch() }
					>
						{ __( 'Try Again', 'gblocks-pro' ) }
					</Button>
				</Notice>
			) }
			{ list.data && (
				<>
					<ConditionsTable
						conditions={ list.data.conditions }
						categories={ categories.data ?? [] }
						editUrl={ editUrl }
						onAction={ onAction }
						busyId={ busyId }
					/>
					{ list.data.total === 0 && filtered && (
						<div className="gblocks-pro-conditions-list__empty">
							<p>
								{ __(
									'No conditions match these filters.',
									'gblocks-pro'
								) }
							</p>
							<Button
								__next40pxDefaultSize
								variant="secondary"
								onClick={ clearFilters }
							>
								{ __( 'Clear filters', 'gblocks-pro' ) }
							</Button>
						</div>
					) }
					{ list.data.total === 0 && ! filtered && (
						<div className="gblocks-pro-conditions-list__empty">
							<p>
								{ __(
									'Create your first condition to control when this content should appear.',
									'gblocks-pro'
								) }
							</p>
						</div>
					) }
					<Pagination
						page={ page }
						totalPages={ pages }
						onChange={ onPageChange }
					/>
				</>
			) }

			{ modal?.kind === 'details' && (
				<DetailsModal
					condition={ modal.condition }
					onClose={ closeModal }
				/>
			) }
			{ modal?.kind === 'usage' && (
				<UsageModal
					condition={ modal.condition }
					onClose={ closeModal }
				/>
			) }
			{ modal?.kind === 'delete' && (
				<DeleteConditionDialog
					condition={ modal.condition }
					isBusy={ remove.isPending }
					onCancel={ closeModal }
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
							onError: fail,
							onSettled: () => setModal( null ),
						} )
					}
				/>
			) }
		</div>
	);

	return <>{ frame( __( 'Conditions', 'gblocks-pro' ), actions, body ) }</>;
}
