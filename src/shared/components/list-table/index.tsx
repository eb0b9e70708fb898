/**
 * The parts of the admin list tables (Conditions, Overlay Panels, Global Styles) that are the same in
 * all: the header row, the loading skeleton, the rows with their "Show more details" toggle (phones),
 * the row actions menu ("⋯"), the Category cell and the plain-click test of name links. Each table keeps
 * its own columns and cells.
 *
 * Below 782 px WordPress's list-table styles show only the primary column (`column-primary`) of each
 * row; as in core's own tables, a toggle in that cell reveals the other cells (each labelled by its
 * `data-colname`), and the row menu stays on the row's first line so that the actions are one tap away.
 */

/**
 * External dependencies
 */
import {
	createContext,
	useContext,
	useState,
	type ComponentPropsWithoutRef,
	type MouseEvent,
} from 'react';

/**
 * WordPress dependencies
 */
import { DropdownMenu, MenuGroup, MenuItem } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface ListTableColumn {
	label: string;
	className?: string;
	/** A sortable column: its header is a button that sorts by it. */
	sort?: {
		/** How the rows are sorted by this column now. */
		direction: 'ascending' | 'descending' | 'none';
		onSort: () => void;
	};
}

/**
 * A header cell's content: the label, or for a sortable column a button that sorts by it, with the
 * direction's arrow (its state is the cell's aria-sort).
 *
 * @param props        Component props.
 * @param props.column The column.
 */
function HeaderLabel( { column }: { column: ListTableColumn } ) {
	if ( ! column.sort ) {
		return <>{ column.label }</>;
	}
	const arrow = { ascending: '▲', descending: '▼', none: '' }[
		column.sort.direction
	];
	return (
		<button
			type="button"
			className="gblocks-pro-list-table__sort"
			onClick={ column.sort.onSort }
		>
			{ column.label }
			<span
				className="gblocks-pro-list-table__sort-arrow"
				aria-hidden="true"
			>
				{ arrow }
			</span>
		</button>
	);
}

/** Rows of the loading skeleton. */
export const SKELETON_ROWS = 5;

/** The class of the actions column (the row menu). */
export const ACTIONS_COLUMN = 'gblocks-pro-list-table__menu';

/**
 * The Category cell: names joined, 'Uncategorized' when none, 'ID: n' when a name is unknown.
 *
 * @param ids        Category ids.
 * @param categories Known categories.
 */
export function categoryText(
	ids: number[] | undefined,
	categories: ReadonlyArray< { id: number; name: string } >
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
 * Whether a click on a link is a plain left click (no modifier: not "open in a new tab"), which the
 * tables may handle in place.
 *
 * @param event The click.
 */
export function plainClick( event: MouseEvent ): boolean {
	return ! (
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey ||
		event.button !== 0
	);
}

/**
 * The header row: the columns, then the actions column (its label for screen readers only).
 *
 * @param props         Component props.
 * @param props.columns The columns before the actions column.
 */
export function ListTableHead( {
	columns,
}: {
	columns: readonly ListTableColumn[];
} ) {
	return (
		<thead>
			<tr>
				{ columns.map( ( column ) => (
					<th
						key={ column.label }
						scope="col"
						className={ column.className }
						aria-sort={ column.sort?.direction }
					>
						<HeaderLabel column={ column } />
					</th>
				) ) }
				<th scope="col" className={ ACTIONS_COLUMN }>
					<span className="screen-reader-text">
						{ __( 'Actions', 'gblocks-pro' ) }
					</span>
				</th>
			</tr>
		</thead>
	);
}

/**
 * The loading state: the table's header row and grey rows, busy, with a hidden 'Loading…'.
 *
 * @param props           Component props.
 * @param props.className The table's own class.
 * @param props.columns   The columns before the actions column.
 */
export function ListTableSkeleton( {
	className,
	columns,
}: {
	className: string;
	columns: readonly ListTableColumn[];
} ) {
	const cells = [
		...columns.map( ( column ) => column.className ),
		ACTIONS_COLUMN,
	];
	return (
		<table
			className={ `wp-list-table widefat fixed striped gblocks-pro-list-table ${ className } is-loading` }
			aria-busy="true"
		>
			<caption className="screen-reader-text">
				{ __( 'Loading…', 'gblocks-pro' ) }
			</caption>
			<ListTableHead columns={ columns } />
			<tbody>
				{ Array.from( { length: SKELETON_ROWS }, ( _, row ) => (
					<tr key={ row } aria-hidden="true">
						{ cells.map( ( cellClass, cell ) => (
							<td key={ cell } className={ cellClass }>
								<span className="gblocks-pro-list-table__bar" />
							</td>
						) ) }
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

interface RowDetails {
	isExpanded: boolean;
	toggle: () => void;
}

const RowDetailsContext = createContext< RowDetails | null >( null );

/**
 * A body row of a list table: a `<tr>` that remembers whether its details are shown on phones
 * (`is-expanded`, WordPress's class for it). All `<tr>` props pass through.
 *
 * @param props           Row props (those of a `<tr>`).
 * @param props.className The row's own class.
 * @param props.children  The cells.
 */
export function ListTableRow( {
	className,
	children,
	...props
}: ComponentPropsWithoutRef< 'tr' > ) {
	const [ isExpanded, setExpanded ] = useState( false );
	return (
		<RowDetailsContext.Provider
			value={ {
				isExpanded,
				toggle: () => setExpanded( ( expanded ) => ! expanded ),
			} }
		>
			<tr
				{ ...props }
				className={
					[ className, isExpanded ? 'is-expanded' : '' ]
						.filter( Boolean )
						.join( ' ' ) || undefined
				}
			>
				{ children }
			</tr>
		</RowDetailsContext.Provider>
	);
}

/**
 * The "Show more details" toggle of a row, placed in its primary cell; WordPress's styles show it
 * below 782 px only (hidden, it is out of the accessibility tree too). Use inside a ListTableRow.
 *
 * @param props      Component props.
 * @param props.name The row's item, named in the toggle's label.
 */
export function RowDetailsToggle( { name }: { name: string } ) {
	const row = useContext( RowDetailsContext );
	if ( ! row ) {
		return null;
	}
	return (
		<button
			type="button"
			className="toggle-row"
			aria-expanded={ row.isExpanded }
			// A label rather than hidden text: the cell's text stays the row's name.
			aria-label={ sprintf(
				/* translators: %s: the row's name. */
				__( 'Show more details for “%s”', 'gblocks-pro' ),
				name
			) }
			onClick={ row.toggle }
		/>
	);
}

export interface RowActionsMenuProps< A extends string > {
	/** The row's item, named in the menu's label: 'Actions for “{name}”'. */
	name: string;
	/** The row's id: dialogs opened from the menu give focus back to the button with this data-row-menu. */
	rowId: number;
	items: ReadonlyArray< readonly [ A, string ] >;
	onAction: ( action: A ) => void;
}

/**
 * The "⋯" menu of a row; the 'delete' action is shown as destructive.
 *
 * @param props          Component props.
 * @param props.name
 * @param props.rowId
 * @param props.items
 * @param props.onAction
 */
export function RowActionsMenu< A extends string >( {
	name,
	rowId,
	items,
	onAction,
}: RowActionsMenuProps< A > ) {
	return (
		<DropdownMenu
			icon="ellipsis"
			label={ sprintf(
				/* translators: %s: the row's name. */
				__( 'Actions for “%s”', 'gblocks-pro' ),
				name
			) }
			toggleProps={
				{
					size: 'compact',
					'data-row-menu': String( rowId ),
				} as Record< string, string >
			}
			popoverProps={ { placement: 'bottom-end' } }
		>
			{ ( { onClose } ) => (
				<MenuGroup>
					{ items.map( ( [ action, label ] ) => (
						<MenuItem
							key={ action }
							isDestructive={ action === 'delete' }
							onClick={ () => {
								onClose();
								onAction( action );
							} }
						>
							{ label }
						</MenuItem>
					) ) }
				</MenuGroup>
			) }
		</DropdownMenu>
	);
}
