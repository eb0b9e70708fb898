/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ListTableHead,
	ListTableRow,
	ListTableSkeleton,
	RowActionsMenu,
	RowDetailsToggle,
	categoryText,
	plainClick,
} from '../../../shared/components/list-table';
import { countConditions } from '../../lib/tree';
import type { Condition, ConditionCategory } from '../../types';

export type RowAction =
	'edit' | 'usage' | 'duplicate' | 'status' | 'delete' | 'details';

export interface ConditionsTableProps {
	conditions: Condition[];
	categories: ConditionCategory[];
	/** The address of a condition's editor, for the Name link (null in modal mode). */
	editUrl: ( id: number ) => string | null;
	onAction: ( action: RowAction, condition: Condition ) => void;
	busyId?: number | null;
	/** The empty row's text (default 'No conditions found.'; the list says when filters hide all). */
	emptyText?: string;
}

/**
 * '3 conditions' or 'No conditions'.
 *
 * @param count Number of rules.
 */
export function countText( count: number ): string {
	if ( count === 0 ) {
		return __( 'No conditions', 'gblocks-pro' );
	}
	return sprintf(
		/* translators: %d: number of conditions. */
		_n( '%d condition', '%d conditions', count, 'gblocks-pro' ),
		count
	);
}

/**
 * The row menu, in order: Edit Condition, Check Usage, Duplicate, Set as Draft or Publish, Delete.
 *
 * @param condition The row's condition.
 */
function menuItems( condition: Condition ): [ RowAction, string ][] {
	return [
		[ 'edit', __( 'Edit Condition', 'gblocks-pro' ) ],
		[ 'usage', __( 'Check Usage', 'gblocks-pro' ) ],
		[ 'duplicate', __( 'Duplicate', 'gblocks-pro' ) ],
		[
			'status',
			condition.status === 'publish'
				? __( 'Set as Draft', 'gblocks-pro' )
				: __( 'Publish', 'gblocks-pro' ),
		],
		[ 'delete', __( 'Delete Condition', 'gblocks-pro' ) ],
	];
}

/** The columns before the actions column. */
function columns() {
	return [
		{ label: __( 'Name', 'gblocks-pro' ), className: 'column-primary' },
		{ label: __( 'Category', 'gblocks-pro' ) },
		{ label: __( 'Conditions', 'gblocks-pro' ) },
	];
}

/**
 * The loading state: the table's header row and grey rows, busy, with a hidden 'Loading…'.
 */
export function ConditionsTableSkeleton() {
	return (
		<ListTableSkeleton
			className="gblocks-pro-conditions-table"
			columns={ columns() }
		/>
	);
}

/**
 * The list table: Name (link, '(draft)'), Category, Conditions (count link to the details) and the row
 * menu.
 *
 * @param props            Component props.
 * @param props.conditions
 * @param props.categories
 * @param props.editUrl
 * @param props.onAction
 * @param props.busyId
 * @param props.emptyText
 */
export function ConditionsTable( {
	conditions,
	categories,
	editUrl,
	onAction,
	busyId,
	emptyText,
}: ConditionsTableProps ) {
	return (
		<table className="wp-list-table widefat fixed striped gblocks-pro-list-table gblocks-pro-conditions-table">
			<ListTableHead columns={ columns() } />
			<tbody>
				{ conditions.length === 0 && (
					<tr className="no-items">
						<td colSpan={ 4 }>
							{ emptyText ??
								__( 'No conditions found.', 'gblocks-pro' ) }
						</td>
					</tr>
				) }
				{ conditions.map( ( condition ) => {
					const title =
						condition.title || __( '(no title)', 'gblocks-pro' );
					const href = editUrl( condition.id );
					const count = countConditions( condition.gbConditions );
					return (
						<ListTableRow
							key={ condition.id }
							aria-busy={ busyId === condition.id }
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
													onAction(
														'edit',
														condition
													);
												}
											} }
										>
											{ title }
										</a>
									) : (
										<Button
											variant="link"
											onClick={ () =>
												onAction( 'edit', condition )
											}
										>
											{ title }
										</Button>
									) }
									{ condition.status === 'draft' && (
										<span className="gblocks-pro-conditions-table__draft">
											{ ' ' +
												__( '(draft)', 'gblocks-pro' ) }
										</span>
									) }
								</strong>
								<RowDetailsToggle name={ title } />
							</td>
							<td
								data-colname={ __( 'Category', 'gblocks-pro' ) }
							>
								{ categoryText(
									condition.gblocks_condition_cat,
									categories
								) }
							</td>
							<td
								data-colname={ __(
									'Conditions',
									'gblocks-pro'
								) }
							>
								<Button
									variant="link"
									onClick={ () =>
										onAction( 'details', condition )
									}
									aria-haspopup="dialog"
									// The details modal gives focus back to this link.
									data-row-details={ condition.id }
									aria-label={ sprintf(
										/* translators: 1: '3 conditions', 2: condition title. */
										__( '%1$s in “%2$s”', 'gblocks-pro' ),
										countText( count ),
										title
									) }
								>
									{ countText( count ) }
								</Button>
							</td>
							<td className="gblocks-pro-list-table__menu">
								<RowActionsMenu
									name={ title }
									rowId={ condition.id }
									items={ menuItems( condition ) }
									onAction={ ( action ) =>
										onAction( action, condition )
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
