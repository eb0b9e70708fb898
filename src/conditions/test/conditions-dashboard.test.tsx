/**
 * The conditions dashboard of the block editor (SPEC 2.3): list and editor in a full-screen modal,
 * the unsaved-changes questions, Escape, the saved id and the snackbar.
 */

/**
 * External dependencies
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ConditionsDashboard } from '../views/conditions-dashboard';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

jest.setTimeout( 20000 );

const BACK_QUESTION =
	'You have unsaved changes. Are you sure you want to go back?';
const CLOSE_QUESTION =
	'You have unsaved changes. Are you sure you want to close?';

function renderDashboard( options: Record< string, unknown > = {} ) {
	const onClose = jest.fn();
	const result = renderWithClient(
		<ConditionsDashboard options={ options } onClose={ onClose } />
	);
	return { ...result, onClose };
}

const dialog = () => screen.getAllByRole( 'dialog' )[ 0 ];
const modalTitle = () =>
	dialog().querySelector( '.components-modal__header-heading' )?.textContent;
const nameBox = () => screen.findByRole( 'textbox', { name: 'Name' } );
const back = () =>
	userEvent.click(
		screen.getByRole( 'button', { name: '← Back to Conditions' } )
	);

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
	api.list.mockResolvedValue( {
		conditions: [ condition( { id: 7, title: 'Members' } ) ],
		total: 1,
		pages: 1,
	} );
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
} );

it( 'shows the list titled Conditions, and Add New opens the editor with Back to Conditions', async () => {
	renderDashboard();

	expect( modalTitle() ).toBe( 'Conditions' );
	expect( await screen.findByText( 'Members' ) ).toBeInTheDocument();
	expect(
		screen.queryByRole( 'button', { name: '← Back to Conditions' } )
	).not.toBeInTheDocument();

	await userEvent.click( screen.getByRole( 'button', { name: 'Add New' } ) );

	expect( modalTitle() ).toBe( 'Create New Condition' );
	await back();
	expect( modalTitle() ).toBe( 'Conditions' );
	expect( await screen.findByText( 'Members' ) ).toBeInTheDocument();
} );

it( 'opens straight in the editor of a condition: Edit Condition', async () => {
	api.get.mockResolvedValue( condition( { id: 7, title: 'Members' } ) );
	renderDashboard( { editId: '7' } );

	expect( modalTitle() ).toBe( 'Edit Condition' );
	expect( await nameBox() ).toHaveValue( 'Members' );
	expect( api.get ).toHaveBeenCalledWith( 7 );
} );

it( 'ignores an editId that is neither new nor an id', () => {
	renderDashboard( { editId: '../7' } );

	expect( modalTitle() ).toBe( 'Conditions' );
} );

it( 'asks before going back with unsaved changes', async () => {
	renderDashboard( { editId: 'new' } );
	await userEvent.type( await nameBox(), 'Phones' );

	await back();
	const question = screen.getByText( BACK_QUESTION );
	await userEvent.click(
		within(
			question.closest( '[role="alertdialog"]' ) as HTMLElement
		).getByRole( 'button', { name: 'Keep editing' } )
	);
	expect( await nameBox() ).toHaveValue( 'Phones' );

	await back();
	await userEvent.click(
		within(
			screen
				.getByText( BACK_QUESTION )
				.closest( '[role="alertdialog"]' ) as HTMLElement
		).getByRole( 'button', { name: 'Discard changes' } )
	);
	expect( modalTitle() ).toBe( 'Conditions' );
} );

it( 'Escape closes at once without changes, and asks first with unsaved changes', async () => {
	const first = renderDashboard();
	await screen.findByText( 'Members' );
	fireEvent.keyDown( dialog(), { key: 'Escape', code: 'Escape' } );
	// The modal closes after its closing animation.
	await waitFor( () => expect( first.onClose ).toHaveBeenCalledTimes( 1 ) );
	first.unmount();

	const { onClose } = renderDashboard( { editId: 'new' } );
	await userEvent.type( await nameBox(), 'Phones' );
	fireEvent.keyDown( dialog(), { key: 'Escape', code: 'Escape' } );
	expect( await screen.findByText( CLOSE_QUESTION ) ).toBeInTheDocument();
	expect( onClose ).not.toHaveBeenCalled();
	await userEvent.click(
		within(
			screen
				.getByText( CLOSE_QUESTION )
				.closest( '[role="alertdialog"]' ) as HTMLElement
		).getByRole( 'button', { name: 'Discard changes' } )
	);
	expect( onClose ).toHaveBeenCalledTimes( 1 );
} );

it( 'a save reports the id, confirms with a snackbar, refreshes the condition data and shows the list', async () => {
	api.validate.mockResolvedValue( { valid: true } );
	api.create.mockResolvedValue( condition( { id: 21, title: 'Phones' } ) );
	const onSaved = jest.fn();
	const { client } = renderDashboard( { editId: 'new', onSaved } );
	client.setQueryData( [ 'gblocks-pro', 'conditions', 'choice', '21' ], {
		notFound: true,
	} );

	await userEvent.type( await nameBox(), 'Phones' );
	const row = screen.getByRole( 'group', {
		name: 'Condition 1 in Group 1',
	} );
	await within( row ).findByRole( 'option', { name: 'Device' } );
	await userEvent.selectOptions(
		within( row ).getByRole( 'combobox', { name: 'Condition type' } ),
		'device'
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save Conditions' } )
	);

	await waitFor( () => expect( onSaved ).toHaveBeenCalledWith( '21' ) );
	expect( modalTitle() ).toBe( 'Conditions' );
	expect(
		select( noticesStore )
			.getNotices()
			.map( ( notice ) => [ notice.content, notice.type ] )
	).toEqual( [ [ 'Condition created.', 'snackbar' ] ] );
	expect(
		client.getQueryState( [ 'gblocks-pro', 'conditions', 'choice', '21' ] )
			?.isInvalidated
	).toBe( true );
} );
