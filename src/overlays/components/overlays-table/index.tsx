/**
 * WordPress dependencies
 */
import { Button, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import type { ReactNode } from 'react';

import {
	type ListTableColumn,
	ListTableHead,
	ListTableRow,
	ListTableSkeleton,
	RowActionsMenu,
	RowDetailsToggle,
	categoryText,
	plainClick,
} from '../../../shared/components/list-table';
import type { DashboardOverlay, OverlayCategory } from '../../api';
import { useDisplayCondition } from '../../hooks/use-overlays';
import type { OverlayType } from '../../types';
import './style.scss';

export type RowAction = 'edit' | 'duplicate' | 'status' | 'delete';

/** A column another feature adds (shared/list-extensions), after Display Condition. */
export interface AddedColumn {
	key: string;
	label: string;
	numeric?: boolean;
	/** Sortable: how the rows are sorted by it now, and sorting by it. */
	sort?: ListTableColumn[ 'sort' ];
	cell: ( id: number ) => ReactNode;
}

/** A row action another feature adds: its key is `view:<view name>`. */
export type AddedAction = readonly [ `view:${ string }`, string ];

export interface OverlaysTableProps {
	overlays: DashboardOverlay[];
	categories: OverlayCategory[];
	/** Columns added by other features. */
	addedColumns?: readonly AddedColumn[];
	/** Row actions added by other features (after Edit Overlay Panel). */
	addedActions?: readonly AddedAction[];
	/** The row's Name link: the overlay's edit URL (null: a button that calls onAction). */
	editUrl: ( overlay: DashboardOverlay ) => string | null;
	onAction: (
		action: RowAction | AddedAction[ 0 ],
		overlay: DashboardOverlay
	) => void;
	busyId?: number | null;
}

/**
 * The label of an overlay type.
 *
 * @param type Overlay type.
 */
export function typeLabel( type: OverlayType ): string {
	switch ( type ) {
		case 'anchored':
			return __( 'Anchored', 'gblocks-pro' );
		case 'mega-menu':
			return __( 'Mega Menu', 'gblocks-pro' );
		default:
			return __( 'Standard', 'gblocks-pro' );
	}
}

/**
 * The Name cell's text: the title, or '(Untitled)'.
 *
 * @param overlay       The overlay.
 * @param overlay.title Its title (plain text).
 */
export function overlayName( overlay: { title: string } ): string {
	return overlay.title.trim() || __( '(Untitled)', 'gblocks-pro' );
}

/**
 * The Conditions page's editor of a condition (SPEC 2.1).
 *
 * @param id Condition id.
 */
export function conditionEditUrl( id: number ): string {
	return addQueryArgs( 'admin.php', {
		page: 'generateblocks-conditions',
		edit: id,
	} );
}

/**
 * The row menu, in order: Edit Overlay Panel, Duplicate, Set as Draft or Publish (SPEC §4: a published
 * overlay can be set to draft, any other status published), Delete Overlay Panel.
 *
 * @param overlay The row's overlay.
 */
export function menuItems(
	overlay: Pick< DashboardOverlay, 'status' >
): [ RowAction, string ][] {
	return [
		[ 'edit', __( 'Edit Overlay Panel', 'gblocks-pro' ) ],
		[ 'duplicate', __( 'Duplicate', 'gblocks-pro' ) ],
		[
			'status',
			overlay.status === 'publish'
				? __( 'Set as Draft', 'gblocks-pro' )
				: __( 'Publish', 'gblocks-pro' ),
		],
		[ 'delete', __( 'Delete Overlay Panel', 'gblocks-pro' ) ],
	];
}

/**
 * The Display Condition cell: 'Display Everywhere', or the condition's title linked to its editor on
 * the Conditions page, after 'NOT: ' when inverted; 'Unknown Condition' for an id that names none.
 *
 * @param props         Component props.
 * @param props.overlay The row's overlay.
 */
export function DisplayConditionCell( {
	overlay,
}: {
	overlay: Pick<
		DashboardOverlay,
		'display_condition' | 'display_condition_invert'
	>;
} ) {
	const state = useDisplayCondition( overlay.display_condition );
	if ( state.kind === 'none' ) {
		return <>{ __( 'Display Everywhere', 'gblocks-pro' ) }</>;
	}
	const prefix = overlay.display_condition_invert ? (
		<span className="gblocks-pro-overlays-table__not">
			{ __( 'NOT:', 'gblocks-pro' ) }{ ' ' }
		</span>
	) : null;
	if ( state.kind === 'loading' ) {
		return (
			<>
				{ prefix }
				<Spinner />
				<span className="screen-reader-text">
					{ __( 'Loading…', 'gblocks-pro' ) }
				</span>
			</>
		);
	}
	if ( state.kind === 'missing' ) {
		return (
			<>
				{ prefix }
				<span className="gblocks-pro-overlays-table__missing">
					{ __( 'Unknown Condition', 'gblocks-pro' ) }
				</span>
			</>
		);
	}
	const title =
		state.kind === 'found'
			? state.condition.title ||
				/* translators: %d: condition id. */
				sprintf( __( 'ID: %d', 'gblocks-pro' ), state.id )
			: /* translators: %d: condition id. */
				sprintf( __( 'ID: %d', 'gblocks-pro' ), state.id );
	return (
		<>
			{ prefix }
			<a href={ conditionEditUrl( state.id ) }>{ title }</a>
			{ state.kind === 'found' && state.condition.status === 'draft' && (
				<span className="gblocks-pro-overlays-table__draft">
					{ ' ' + __( '(draft)', 'gblocks-pro' ) }
				</span>
			) }
		</>
	);
}

/**
 * The columns before the actions column.
 *
 * @param added Columns added by other features.
 */
function columns( added: readonly AddedColumn[] = [] ): ListTableColumn[] {
	return [
		{ label: __( 'Name', 'gblocks-pro' ), className: 'column-primary' },
		{ label: __( 'Overlay Panel Type', 'gblocks-pro' ) },
		{ label: __( 'Category', 'gblocks-pro' ) },
		{ label: __( 'Display Condition', 'gblocks-pro' ) },
		...added.map( ( column ) => ( {
			label: column.label,
			className: column.numeric ? 'column-numeric' : undefined,
			sort: column.sort,
		} ) ),
	];
}

/**
 * The loading state: the table's header row and grey rows, busy, with a hidden 'Loading…'.
 * @param root0
 * @param root0.addedColumns
 */
export function OverlaysTableSkeleton( {
	addedColumns = [],
}: {
	addedColumns?: readonly AddedColumn[];
} ) {
	return (
		<ListTableSkeleton
			className="gblocks-pro-overlays-table"
			columns={ columns( addedColumns ) }
		/>
	);
}

/**
 * The list table: Name (link, '(draft)', '(Untitled)'), Overlay Panel Type, Category, Display
 * Condition and the row menu. An empty list shows 'No overlay panels found.'.
 *
 * @param props              Component props.
 * @param props.overlays
 * @param props.categories
 * @param props.editUrl
 * @param props.onAction
 * @param props.busyId
 * @param props.addedColumns
 * @param props.addedActions
 */
export function OverlaysTable( {
	overlays,
	categories,
	editUrl,
	onAction,
	busyId,
	addedColumns = [],
	addedActions = [],
}: OverlaysTableProps ) {
	const cols = columns( addedColumns );
	return (
		<table className="wp-list-table widefat fixed striped gblocks-pro-list-table gblocks-pro-overlays-table">
			<caption className="screen-reader-text">
				{ __( 'Overlay Panels', 'gblocks-pro' ) }
			</caption>
			<ListTableHead columns={ cols } />
			<tbody>
				{ overlays.length === 0 && (
					<tr className="no-items">
						<td colSpan={ cols.length + 1 }>
							{ __( 'No overlay panels found.', 'gblocks-pro' ) }
						</td>
					</tr>
				) }
				{ overlays.map( ( overlay ) => {
					const name = overlayName( overlay );
					const href = editUrl( overlay );
					return (
						<ListTableRow
							key={ overlay.id }
							aria-busy={ busyId === overlay.id }
						>
							<td className="column-primary">
								<strong>
									{ href ? (
										<a
											className="row-title"
											href={ href }
											onClick={ ( event ) => {
												if ( plainClick( event ) ) {
													event.preventDefault();
													onAction( 'edit', overlay );
												}
											} }
										>
											{ name }
										</a>
									) : (
										<Button
											variant="link"
											className="row-title"
											onClick={ () =>
												onAction( 'edit', overlay )
											}
										>
											{ name }
										</Button>
									) }
									{ overlay.status === 'draft' && (
										<span className="gblocks-pro-overlays-table__draft">
											{ ' ' +
												__( '(draft)', 'gblocks-pro' ) }
										</span>
									) }
								</strong>
								<RowDetailsToggle name={ name } />
							</td>
							<td data-colname={ cols[ 1 ].label }>
								{ typeLabel( overlay.overlay_type ) }
							</td>
							<td data-colname={ cols[ 2 ].label }>
								{ categoryText(
									overlay.gblocks_overlay_cat,
									categories
								) }
							</td>
							<td data-colname={ cols[ 3 ].label }>
								<DisplayConditionCell overlay={ overlay } />
							</td>
							{ addedColumns.map( ( column ) => (
								<td
									key={ column.key }
									data-colname={ column.label }
									className={
										column.numeric
											? 'column-numeric'
											: undefined
									}
								>
									{ column.cell( overlay.id ) }
								</td>
							) ) }
							<td className="gblocks-pro-list-table__menu">
								<RowActionsMenu< RowAction | AddedAction[ 0 ] >
									name={ name }
									rowId={ overlay.id }
									items={ [
										...menuItems( overlay ).slice( 0, 1 ),
										...addedActions,
										...menuItems( overlay ).slice( 1 ),
									] }
									onAction={ ( action ) =>
										onAction( action, overlay )
									}
								/>
							</td>
						</ListTableRow>
					);
				} ) }
			</tbody>
		</table>
	);
}
