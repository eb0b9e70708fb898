/**
 * The list of the Global Styles screen: a skeleton while it loads, an error with Try Again, a word
 * when there is no class, else the table of the classes in output order.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ListTableHead,
	ListTableSkeleton,
} from '../../shared/components/list-table';
import type { GlobalStylesScreen } from '../hooks/use-global-styles-screen';
import { ClassRow, COLUMNS } from './class-row';

/**
 * The table of the classes.
 *
 * @param props        The props.
 * @param props.screen The screen's state.
 */
function ClassTable( { screen }: { screen: GlobalStylesScreen } ) {
	return (
		<>
			<p className="description" id="gblocks-pro-global-styles-order">
				{ __(
					'Classes are printed in this order: a class lower in the list wins over one above it. Drag a row, or use Move up and Move down.',
					'gblocks-pro'
				) }
			</p>
			<table
				className="wp-list-table widefat fixed striped gblocks-pro-list-table gblocks-pro-global-styles__table"
				aria-describedby="gblocks-pro-global-styles-order"
			>
				<ListTableHead columns={ COLUMNS } />
				<tbody>
					{ screen.items.map( ( item ) => (
						<ClassRow
							key={ item.id }
							item={ item }
							screen={ screen }
						/>
					) ) }
				</tbody>
			</table>
		</>
	);
}

/**
 * The list as its query stands.
 *
 * @param props        The props.
 * @param props.screen The screen's state.
 */
export function ClassList( { screen }: { screen: GlobalStylesScreen } ) {
	const { list } = screen;
	if ( list.isLoading ) {
		return (
			<ListTableSkeleton
				className="gblocks-pro-global-styles__table"
				columns={ COLUMNS }
			/>
		);
	}
	if ( list.isError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				<p>
					{ __(
						'Error loading global classes. Please try again.',
						'gblocks-pro'
					) }
				</p>
				<Button
					variant="secondary"
					size="compact"
					onClick={ () => list.refetch() }
					isBusy={ list.isFetching }
				>
					{ __( 'Try Again', 'gblocks-pro' ) }
				</Button>
			</Notice>
		);
	}
	if ( ! screen.items.length ) {
		return (
			<p className="gblocks-pro-global-styles__empty">
				{ __(
					'No global classes found. Create your first class to get started.',
					'gblocks-pro'
				) }
			</p>
		);
	}
	return <ClassTable screen={ screen } />;
}
