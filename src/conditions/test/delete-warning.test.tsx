/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ApiError } from '../../shared/api';
import type { UsageResponse } from '../types';
import { ConditionsApp } from '../views/conditions-app';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

const members = condition( { id: 7, title: 'Members' } );

const MESSAGE =
	'This will permanently delete this condition. You cannot undo this action.';

function usedIn( total: number ): UsageResponse {
	const items = Array.from( { length: total }, ( _, index ) => ( {
		id: 100 + index,
		type: 'post',
		title: `Post ${ index }`,
		status: 'publish',
		type_label: 'Post',
		usage_type: 'block_attributes' as const,
		edit_url: '/wp-admin/post.php?post=1&action=edit',
		view_url: '',
	} ) );
	return {
		total,
		usage: { blocks: { label: 'Blocks', total, items } },
	};
}

/** A promise the test settles when it wants. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( yes, no ) => {
		resolve = yes;
		reject = no;
	} );
	return { promise, resolve, reject };
}

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
	api.remove.mockResolvedValue( { deleted: true, id: 7 } );
} );

async function askToDelete() {
	renderWithClient( <ConditionsApp /> );
	await screen.findByRole( 'link', { name: 'Members' } );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Actions for “Members”' } )
	);
	await userEvent.click(
		screen.getByRole( 'menuitem', { name: 'Delete Condition' } )
	);
	return screen.getByRole( 'alertdialog', { name: 'Delete Condition' } );
}

describe( 'Deleting a condition', () => {
	it( 'names the action on its destructive button: Delete, not OK', async () => {
		api.usage.mockResolvedValue( usedIn( 0 ) );
		const dialog = await askToDelete();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		).toBeVisible();
		expect(
			within( dialog ).queryByRole( 'button', { name: 'OK' } )
		).toBeNull();
	} );

	it( 'checks the usage first, with a spinner, then warns how many places will hide their content', async () => {
		const usage = deferred< UsageResponse >();
		api.usage.mockReturnValue( usage.promise );
		const dialog = await askToDelete();

		expect( api.usage ).toHaveBeenCalledWith( 7 );
		expect( within( dialog ).getByText( MESSAGE ) ).toBeVisible();
		expect(
			within( dialog ).getByText(
				'Checking where this condition is used…'
			)
		).toBeVisible();
		expect( within( dialog ).getByRole( 'status' ) ).toContainElement(
			dialog.querySelector( '.components-spinner' ) as HTMLElement
		);
		const ok = within( dialog ).getByRole( 'button', { name: 'Delete' } );
		expect( ok ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( ok );
		expect( api.remove ).not.toHaveBeenCalled();

		usage.resolve( usedIn( 3 ) );
		expect(
			await within( dialog ).findByText(
				'Used in 3 places: that content will be hidden.'
			)
		).toBeVisible();
		expect(
			within( dialog ).queryByText(
				'Checking where this condition is used…'
			)
		).not.toBeInTheDocument();
		expect( ok ).not.toHaveAttribute( 'aria-disabled', 'true' );

		await userEvent.click( ok );
		await waitFor( () => expect( api.remove ).toHaveBeenCalledWith( 7 ) );
	} );

	it( 'says one place in the singular', async () => {
		api.usage.mockResolvedValue( usedIn( 1 ) );
		const dialog = await askToDelete();
		expect(
			await within( dialog ).findByText(
				'Used in 1 place: that content will be hidden.'
			)
		).toBeVisible();
	} );

	it( 'adds no warning when the condition is not used', async () => {
		api.usage.mockResolvedValue( usedIn( 0 ) );
		const dialog = await askToDelete();
		const ok = within( dialog ).getByRole( 'button', { name: 'Delete' } );
		await waitFor( () =>
			expect( ok ).not.toHaveAttribute( 'aria-disabled', 'true' )
		);
		expect( within( dialog ).queryByText( /Used in/ ) ).toBeNull();
		expect( within( dialog ).getByRole( 'status' ) ).toBeEmptyDOMElement();
		await userEvent.click( ok );
		await waitFor( () => expect( api.remove ).toHaveBeenCalledWith( 7 ) );
	} );

	it( 'still allows deleting when the usage cannot be checked, and says so', async () => {
		api.usage.mockRejectedValue(
			new ApiError( 'Failed to load usage data', { status: 500 } )
		);
		const dialog = await askToDelete();
		expect(
			await within( dialog ).findByText(
				'Usage could not be checked: any content that uses this condition will be hidden.'
			)
		).toBeVisible();
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);
		await waitFor( () => expect( api.remove ).toHaveBeenCalledWith( 7 ) );
	} );

	it( 'deletes nothing when cancelled while the usage loads', async () => {
		api.usage.mockReturnValue( new Promise( () => undefined ) );
		const dialog = await askToDelete();
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect(
			screen.queryByRole( 'alertdialog', { name: 'Delete Condition' } )
		).not.toBeInTheDocument();
		expect( api.remove ).not.toHaveBeenCalled();
	} );
} );
