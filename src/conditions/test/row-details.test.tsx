/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ConditionsTable } from '../components/conditions-table';
import { condition } from './fake-api';
import {
	ListTableRow,
	RowActionsMenu,
	RowDetailsToggle,
} from '../../shared/components/list-table';

jest.mock( '../api' );

describe( 'List table rows on phones', () => {
	it( 'gives each row a "Show more details" toggle that expands and collapses it', async () => {
		render(
			<ConditionsTable
				conditions={ [
					condition( { id: 7, title: 'Members' } ),
					condition( { id: 8, title: 'Phones' } ),
				] }
				categories={ [] }
				editUrl={ () => null }
				onAction={ jest.fn() }
			/>
		);
		const toggle = screen.getByRole( 'button', {
			name: 'Show more details for “Members”',
		} );
		const row = toggle.closest( 'tr' ) as HTMLElement;
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( row ).not.toHaveClass( 'is-expanded' );

		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		// WordPress's list-table styles show the row's other cells under this class.
		expect( row ).toHaveClass( 'is-expanded' );
		// Only this row.
		expect(
			screen.getByRole( 'button', {
				name: 'Show more details for “Phones”',
			} )
		).toHaveAttribute( 'aria-expanded', 'false' );

		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( row ).not.toHaveClass( 'is-expanded' );
	} );

	it( 'labels the cells the toggle reveals with their column names, and keeps the row menu in the row', () => {
		render(
			<ConditionsTable
				conditions={ [ condition( { id: 7, title: 'Members' } ) ] }
				categories={ [] }
				editUrl={ () => null }
				onAction={ jest.fn() }
			/>
		);
		const row = screen
			.getByRole( 'button', { name: 'Show more details for “Members”' } )
			.closest( 'tr' ) as HTMLElement;
		expect(
			within( row )
				.getAllByRole( 'cell' )
				.map( ( cell ) => cell.getAttribute( 'data-colname' ) )
		).toEqual( [ null, 'Category', 'Conditions', null ] );
		expect(
			within( row ).getByRole( 'button', {
				name: 'Actions for “Members”',
			} )
		).toBeVisible();
	} );

	it( 'passes the row props through and keeps its own class', async () => {
		render(
			<table>
				<tbody>
					<ListTableRow className="is-dragging" data-testid="row">
						<td className="column-primary">
							Card
							<RowDetailsToggle name=".card" />
						</td>
						<td>
							<RowActionsMenu
								name=".card"
								rowId={ 3 }
								items={ [ [ 'edit', 'Edit' ] ] }
								onAction={ jest.fn() }
							/>
						</td>
					</ListTableRow>
				</tbody>
			</table>
		);
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Show more details for “.card”',
			} )
		);
		expect( screen.getByTestId( 'row' ) ).toHaveClass(
			'is-dragging',
			'is-expanded'
		);
	} );

	it( 'renders no toggle outside a list table row', () => {
		render( <RowDetailsToggle name="Loose" /> );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );
} );
