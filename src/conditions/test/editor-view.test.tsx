/**
 * The editor view against the server's hardening answers: unreadable rules (rules_error) and
 * concurrent saves (the loaded `modified` sent back, 409 with a Reload action).
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ApiError } from '../../shared/api';
import { EditorView } from '../views/editor-view';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

// Whole save-conflict-reload flows: give them room on a busy machine.
jest.setTimeout( 20000 );

const RULES_ERROR =
	'The rules of this condition could not be read. Saving new rules replaces them.';
const CONFLICT =
	'This condition was changed by someone else since you opened it.';

const MOBILE_TREE = {
	logic: 'OR',
	groups: [
		{
			logic: 'AND',
			conditions: [
				{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
			],
		},
	],
};

function renderView() {
	const onSaved = jest.fn();
	const onCancel = jest.fn();
	const result = renderWithClient(
		<EditorView editId="7" onSaved={ onSaved } onCancel={ onCancel } />
	);
	return { ...result, onSaved, onCancel };
}

const nameBox = () => screen.getByRole( 'textbox', { name: 'Name' } );
const save = () =>
	userEvent.click(
		screen.getByRole( 'button', { name: 'Save Conditions' } )
	);

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
	api.validate.mockResolvedValue( { valid: true } );
} );

describe( 'a condition whose stored rules cannot be read', () => {
	beforeEach( () => {
		api.get.mockResolvedValue(
			condition( {
				title: 'Members',
				gbConditions: { logic: 'OR', groups: [] },
				modified: '2026-11-20T10:00:00',
				rules_error: RULES_ERROR,
			} )
		);
	} );

	it( 'says so in an error notice above the builder, not only "No conditions set"', async () => {
		renderView();
		const notice = ( await screen.findByText( RULES_ERROR ) ).closest(
			'.components-notice'
		) as HTMLElement;
		expect( notice ).toHaveClass( 'is-error' );
		expect(
			within( notice ).getByText(
				/build the conditions again and save to replace them/
			)
		).toBeVisible();
		expect( screen.getByText( 'No conditions set' ) ).toBeVisible();
		// The notice comes before the builder.
		expect(
			notice.compareDocumentPosition(
				screen.getByText( 'No conditions set' )
			)
		).toBe( Node.DOCUMENT_POSITION_FOLLOWING );
	} );

	it( 'replaces them with the rules built and saved', async () => {
		api.update.mockResolvedValue( condition() );
		const { onSaved } = renderView();
		await screen.findByText( RULES_ERROR );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add first condition' } )
		);
		const row = screen.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await within( row ).findByRole( 'option', { name: 'Device' } );
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Condition type' } ),
			'device'
		);
		await waitFor( () =>
			expect(
				within( row ).getByRole( 'combobox', { name: 'Operator' } )
			).toHaveValue( 'is' )
		);
		await save();

		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( api.update ).toHaveBeenCalledWith( 7, {
			title: 'Members',
			conditions: MOBILE_TREE,
			category: '',
			status: 'publish',
			modified: '2026-11-20T10:00:00',
		} );
	} );

	it( 'keeps them when only the name changes (they are not replaced by an empty tree)', async () => {
		api.update.mockResolvedValue( condition() );
		const { onSaved } = renderView();
		await screen.findByText( RULES_ERROR );
		await userEvent.type( nameBox(), ' area' );
		await save();

		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( api.update ).toHaveBeenCalledWith( 7, {
			title: 'Members area',
			category: '',
			status: 'publish',
			modified: '2026-11-20T10:00:00',
		} );
	} );
} );

describe( 'concurrent saves', () => {
	beforeEach( () => {
		api.get.mockResolvedValue(
			condition( { title: 'Members', modified: '2026-11-20T10:00:00' } )
		);
	} );

	it( 'sends the modified value it loaded with the update', async () => {
		api.update.mockResolvedValue( condition() );
		const { onSaved } = renderView();
		await screen.findByDisplayValue( 'Members' );
		await userEvent.type( nameBox(), '!' );
		await save();

		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( api.update ).toHaveBeenCalledWith( 7, {
			title: 'Members!',
			conditions: MOBILE_TREE,
			category: '',
			status: 'publish',
			modified: '2026-11-20T10:00:00',
		} );
	} );

	it( 'shows a 409 with the server’s message and reloads the condition with "Reload"', async () => {
		api.update.mockRejectedValue(
			new ApiError( CONFLICT, {
				status: 409,
				body: { success: false, response: CONFLICT },
			} )
		);
		const { onSaved, container } = renderView();
		await screen.findByDisplayValue( 'Members' );
		await save();

		const notice = ( await screen.findByText( CONFLICT ) ).closest(
			'.components-notice'
		) as HTMLElement;
		expect( notice ).toHaveClass( 'is-error' );
		expect( onSaved ).not.toHaveBeenCalled();
		expect(
			screen.queryByText( 'Failed to save condition. Please try again.' )
		).toBeNull();

		api.get.mockResolvedValue(
			condition( {
				title: 'Members (saved elsewhere)',
				modified: '2026-11-20T10:05:00',
			} )
		);
		await userEvent.click(
			within( notice ).getByRole( 'button', { name: 'Reload' } )
		);

		expect(
			await screen.findByDisplayValue( 'Members (saved elsewhere)' )
		).toBeVisible();
		expect( within( container ).queryByText( CONFLICT ) ).toBeNull();
		expect( api.get ).toHaveBeenCalledTimes( 2 );

		// The next save sends the version just loaded.
		api.update.mockReset();
		api.update.mockResolvedValue( condition() );
		await userEvent.type( nameBox(), '!' );
		await save();
		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		expect( api.update.mock.calls[ 0 ][ 1 ] ).toMatchObject( {
			title: 'Members (saved elsewhere)!',
			modified: '2026-11-20T10:05:00',
		} );
	} );

	it( 'asks before a reload discards local edits', async () => {
		api.update.mockRejectedValue(
			new ApiError( CONFLICT, { status: 409 } )
		);
		renderView();
		await screen.findByDisplayValue( 'Members' );
		await userEvent.type( nameBox(), ' edited' );
		await save();
		const notice = ( await screen.findByText( CONFLICT ) ).closest(
			'.components-notice'
		) as HTMLElement;

		api.get.mockResolvedValue(
			condition( {
				title: 'Theirs',
				modified: '2026-11-20T10:05:00',
			} )
		);
		await userEvent.click(
			within( notice ).getByRole( 'button', { name: 'Reload' } )
		);
		const dialog = await screen.findByRole( 'alertdialog', {
			name: 'Unsaved changes',
		} );
		expect(
			within( dialog ).getByText(
				'You have unsaved changes. Reloading the condition discards them. Reload anyway?'
			)
		).toBeVisible();

		// Cancel keeps the edits and does not ask the server.
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Keep editing' } )
		);
		expect( nameBox() ).toHaveValue( 'Members edited' );
		expect( api.get ).toHaveBeenCalledTimes( 1 );

		// Discard changes shows the server's version.
		await userEvent.click(
			within( notice ).getByRole( 'button', { name: 'Reload' } )
		);
		await userEvent.click(
			within(
				await screen.findByRole( 'alertdialog', {
					name: 'Unsaved changes',
				} )
			).getByRole( 'button', { name: 'Discard changes' } )
		);
		expect( await screen.findByDisplayValue( 'Theirs' ) ).toBeVisible();
		expect( api.get ).toHaveBeenCalledTimes( 2 );
	} );
} );
