/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	DropdownMenu,
	MenuGroup,
	MenuItem,
} from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
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
}

/**
 * The Category cell: names joined, 'Uncategorized' when none, 'ID: n' when a name is unknown.
 *
 * @param ids        Category ids.
 * @param categories Known categories.
 */
export function categoryText(
	ids: number[] | undefined,
	categories: ConditionCategory[]
): string {
	if ( ! ids || ! ids.length ) {
		return __( 'Uncategorized', 'gblocks-pro' );
	}
	return ids
		.map(
			( id ) =>
				categories.find( ( category ) => category.id === id )?.name ??
				/* translators: %d: category id. */
				sprintf( __( 'ID: %d', 'gblocks-pro' ), id )
		)
		.join( ', ' );
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

function plainClick( event: MouseEvent ): boolean {
	return ! (
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey ||
		event.button !== 0
	);
}

/** The header row, shared by the table and its loading skeleton. */
function TableHead() {
	return (
		<thead>
			<tr>
				<th scope="col" className="column-primary">
					{ __( 'Name', 'gblocks-pro' ) }
				</th>
				<th scope="col">{ __( 'Category', 'gblocks-pro' ) }</th>
				<th scope="col">{ __( 'Conditions', 'gblocks-pro' ) }</th>
				<th scope="col" className="gblocks-pro-conditions-table__menu">
					<span className="screen-reader-text">
						{ __( 'Actions', 'gblocks-pro' ) }
					</span>
				</th>
			</tr>
		</thead>
	);
}

/** Rows of the loading skeleton. */
export const SKELETON_ROWS = 5;

/**
 * The loading state: the table's header row and grey rows, busy, with a hidden 'Loading…'.
 */
export function ConditionsTableSkeleton() {
	return (
		<table
			className="wp-list-table widefat fixed striped gblocks-pro-conditions-table is-loading"
			aria-busy="true"
		>
			<caption className="screen-reader-text">
				{ __( 'Loading…', 'gblocks-pro' ) }
			</caption>
			<TableHead />
			<tbody>
				{ Array.from( { length: SKELETON_ROWS }, ( _, row ) => (
					<tr key={ row } aria-hidden="true">
						{ [
							'column-primary',
							'',
							'',
							'gblocks-pro-conditions-table__menu',
						].map( ( className, cell ) => (
							<td
								key={ cell }
								className={ className || undefined }
							>
								<span className="gblocks-pro-conditions-table__bar" />
							</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
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
 */
export function ConditionsTable( {
	conditions,
	categories,
	editUrl,
	onAction,
	busyId,
}: ConditionsTableProps ) {
	return (
		<table className="wp-list-table widefat fixed striped gblocks-pro-conditions-table">
			<TableHead />
			<tbody>
				{ conditions.length === 0 && (
					<tr className="no-items">
						<td colSpan={ 4 }>
							{ __( 'No conditions found.', 'gblocks-pro' ) }
						</td>
					</tr>
				) }
				{ conditions.map( ( condition ) => {
					const title =
						condition.title || __( '(no title)', 'gblocks-pro' );
					const href = editUrl( condition.id );
					const count = countConditions( condition.gbConditions );
					return (
						<tr
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
							</td>
							<td>
								{ categoryText(
									condition.gblocks_condition_cat,
									categories
								) }
							</td>
							<td>
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
							<td className="gblocks-pro-conditions-table__menu">
								<DropdownMenu
									icon="ellipsis"
									label={ sprintf(
										/* translators: %s: condition title. */
										__( 'Actions for “%s”', 'gblocks-pro' ),
										title
									) }
									toggleProps={
										{
											size: 'compact',
											// Modals opened from the menu give focus back to this button.
											'data-row-menu': String(
												condition.id
											),
										} as Record< string, string >
									}
									popoverProps={ { placement: 'bottom-end' } }
								>
									{ ( { onClose } ) => (
										<MenuGroup>
											{ menuItems( condition ).map(
												( [ action, label ] ) => (
													<MenuItem
														key={ action }
														isDestructive={
															action === 'delete'
														}
														onClick={ () => {
															onClose();
															onAction(
																action,
																condition
															);
														} }
													>
														{ label }
													</MenuItem>
												)
											) }
										</MenuGroup>
									) }
								</DropdownMenu>
							</td>
						</tr>
					);
				} ) }
			</tbody>
		</table>
	);
}
