/**
 * The key picker's "Show protected keys": offered only to users who may read protected keys, and it
 * asks the server for them. Only the pickers' API module is mocked.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { metaPickersApi } from '../api';
import { KeyPicker } from '../key-picker';

jest.mock( '../api' );
const api = jest.mocked( metaPickersApi );

function Picker( { canShowProtected }: { canShowProtected: boolean } ) {
	const [ value, setValue ] = useState( '' );
	return (
		<KeyPicker
			label="Meta key"
			value={ value }
			onChange={ setValue }
			objectType="post"
			objectId={ 12 }
			canShowProtected={ canShowProtected }
		/>
	);
}

function setup( canShowProtected: boolean ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	render(
		<QueryClientProvider client={ client }>
			<Picker canShowProtected={ canShowProtected } />
		</QueryClientProvider>
	);
	return userEvent.setup();
}

beforeEach( () => {
	api.keys.mockImplementation( async ( _type, _id, withProtected ) => [
		{ key: 'price', label: 'price', source: 'meta' as const },
		...( withProtected
			? [
					{
						key: '_edit_lock',
						label: '_edit_lock',
						source: 'meta' as const,
					},
					{
						key: '_pingme',
						label: '_pingme',
						source: 'meta' as const,
					},
				]
			: [] ),
	] );
} );

afterEach( () => {
	api.keys.mockReset();
} );

describe( 'the key picker', () => {
	it( 'lists real fields only, without protected keys, by default', async () => {
		const user = setup( true );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Meta key' } )
		);
		expect(
			await screen.findByRole( 'option', { name: 'price' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'option', { name: '_edit_lock' } )
		).not.toBeInTheDocument();
		expect( api.keys ).toHaveBeenCalledWith( 'post', 12, false );
	} );

	it( 'lists protected keys when a user who may read them asks', async () => {
		const user = setup( true );
		const toggle = screen.getByRole( 'checkbox', {
			name: 'Show protected keys',
		} );
		expect( toggle ).not.toBeChecked();
		await user.click( toggle );
		await user.click(
			screen.getByRole( 'combobox', { name: 'Meta key' } )
		);
		expect(
			await screen.findByRole( 'option', { name: '_edit_lock' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'option', { name: '_pingme' } )
		).toBeVisible();
		expect( api.keys ).toHaveBeenCalledWith( 'post', 12, true );
	} );

	it( 'offers no protected keys to users who may not read them', async () => {
		const user = setup( false );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Show protected keys' } )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'combobox', { name: 'Meta key' } )
		);
		await waitFor( () =>
			expect( api.keys ).toHaveBeenCalledWith( 'post', 12, false )
		);
		expect( api.keys ).not.toHaveBeenCalledWith( 'post', 12, true );
	} );
} );
