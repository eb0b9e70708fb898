/**
 * Focus goes back to the control that opened each modal or box when it closes (issue: "focus returns
 * after each modal").
 */

/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ConditionEditor } from '../components/condition-editor';
import { ConditionsApp } from '../views/conditions-app';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

const members = condition( { id: 7, title: 'Members' } );

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=generateblocks-conditions'
	);
	api.list.mockResolvedValue( {
		conditions: [ members ],
		total: 1,
		pages: 1,
	} );
	api.usage.mockResolvedValue( {
		total: 0,
		usage: {
			overlays: { label: 'Overlay Panels', total: 0, items: [] },
			blocks: { label: 'Blocks', total: 0, items: [] },
		},
	} );
} );

const menuButton = () =>
	screen.getByRole( 'button', { name: 'Actions for “Members”' } );

async function countLink() {
	return screen.findByRole( 'button', {
		name: '1 condition in “Members”',
	} );
}

describe( 'focus after the list modals', () => {
	it( 'returns to the conditions count link after the details modal closes (Escape and Close)', async () => {
		renderWithClient( <ConditionsApp /> );
		const link = await countLink();
		await userEvent.click( link );
		expect(
			screen.getByRole( 'dialog', { name: 'Members' } )
		).toBeVisible();
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( link ).toHaveFocus() );

		// By keyboard, closed with the modal's close button.
		await userEvent.keyboard( '{Enter}' );
		const dialog = screen.getByRole( 'dialog', { name: 'Members' } );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Close' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		await waitFor( () => expect( link ).toHaveFocus() );
	} );

	it( 'returns to the row menu after the usage modal closes', async () => {
		renderWithClient( <ConditionsApp /> );
		await countLink();
		await userEvent.click( menuButton() );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Check Usage' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Usage: Members',
		} );
		await within( dialog ).findByText(
			'This condition is not currently being used anywhere on your site.'
		);
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		await waitFor( () => expect( menuButton() ).toHaveFocus() );
	} );

	it( 'returns to the row menu when the delete confirmation is cancelled with Escape', async () => {
		renderWithClient( <ConditionsApp /> );
		await countLink();
		await userEvent.click( menuButton() );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete Condition' } )
		);
		expect(
			screen.getByText(
				'This will permanently delete this condition. You cannot undo this action.'
			)
		).toBeVisible();
		await userEvent.keyboard( '{Escape}' );
		expect( api.remove ).not.toHaveBeenCalled();
		await waitFor( () => expect( menuButton() ).toHaveFocus() );
	} );
} );

function renderEditor() {
	return renderWithClient(
		<ConditionEditor
			conditionId={ 7 }
			initial={ {
				title: 'Members',
				status: 'publish',
				category: '',
				conditions: members.gbConditions,
			} }
			categories={ [ { id: 3, name: 'Promotions', slug: 'promotions' } ] }
			onSaved={ jest.fn() }
			onCancel={ jest.fn() }
		/>
	);
}

describe( 'focus in the editor', () => {
	it( "returns to the Category select after the '+ Add new category' modal is cancelled or used", async () => {
		api.categories.createCore.mockResolvedValue( {
			id: 12,
			name: 'Seasonal',
			slug: 'seasonal',
		} );
		renderEditor();
		const select = screen.getByRole( 'combobox', { name: 'Category' } );
		await userEvent.selectOptions( select, '+ Add new category' );
		let dialog = screen.getByRole( 'dialog', { name: 'Add New Category' } );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		await waitFor( () => expect( select ).toHaveFocus() );
		expect( select ).toHaveValue( '' );

		await userEvent.selectOptions( select, '+ Add new category' );
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () => expect( select ).toHaveFocus() );

		// Also when the select lost focus before the modal opened (a pointer choice can do that).
		select.blur();
		fireEvent.change( select, {
			target: { value: '__gblocks_pro_new_category' },
		} );
		await userEvent.click(
			within(
				screen.getByRole( 'dialog', { name: 'Add New Category' } )
			).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( select ).toHaveFocus();

		await userEvent.selectOptions( select, '+ Add new category' );
		dialog = screen.getByRole( 'dialog', { name: 'Add New Category' } );
		await userEvent.type(
			within( dialog ).getByRole( 'textbox', { name: 'Category name' } ),
			'Seasonal{Enter}'
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		await waitFor( () => expect( select ).toHaveFocus() );
		expect( api.categories.createCore ).toHaveBeenCalledWith(
			'Seasonal',
			'seasonal'
		);
	} );

	it( 'keeps focus on the Import Conditions toggle when the import box is closed', async () => {
		renderEditor();
		const toggle = screen.getByRole( 'button', {
			name: 'Import Conditions',
		} );
		toggle.focus();
		await userEvent.keyboard( '{Enter}' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const box = screen.getByRole( 'textbox', {
			name: 'Conditions to import (JSON)',
		} );
		await userEvent.click( box );
		await userEvent.tab( { shift: true } );
		expect( toggle ).toHaveFocus();
		await userEvent.keyboard( ' ' );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		expect(
			screen.queryByRole( 'textbox', {
				name: 'Conditions to import (JSON)',
			} )
		).toBeNull();
		expect( toggle ).toHaveFocus();
	} );
} );
