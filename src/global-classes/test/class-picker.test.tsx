/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import * as api from '../api';
import { ClassPicker } from '../editor/class-picker';
import type { GlobalClass } from '../types';

jest.mock( '../api', () => ( {
	createClass: jest.fn(),
	fetchClassSummaries: jest.fn(),
} ) );

const mocked = api as jest.Mocked< typeof api >;

jest.setTimeout( 30000 );

// jsdom has no layout: the token field scrolls its highlighted suggestion into view.
beforeAll( () => {
	Element.prototype.scrollIntoView = () => undefined;
} );

function renderPicker(
	attributes: Record< string, unknown >,
	canManage: boolean
) {
	const setAttributes = jest.fn();
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	render(
		<QueryClientProvider client={ client }>
			<ClassPicker
				name="core/paragraph"
				clientId="a"
				isSelected
				attributes={ attributes }
				setAttributes={ setAttributes }
				canManage={ canManage }
			/>
		</QueryClientProvider>
	);
	return setAttributes;
}

beforeEach( () => {
	jest.resetAllMocks();
	act( () => {
		dispatch( noticesStore ).removeAllNotices( 'snackbar' );
	} );
	mocked.fetchClassSummaries.mockResolvedValue( [
		{ id: 1, name: 'card', selector: '.card', status: 'publish' },
		{ id: 2, name: 'hero', selector: '.hero', status: 'publish' },
	] );
} );

describe( 'class picker', () => {
	it( 'picks a known class and ignores names the site does not have', async () => {
		const setAttributes = renderPicker(
			{ gbGlobalClasses: [ 'card' ] },
			false
		);
		expect( screen.getByText( '.card' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( mocked.fetchClassSummaries ).toHaveBeenCalled()
		);
		const input = screen.getByRole( 'combobox', { name: 'Classes' } );
		await userEvent.type( input, 'hero{Enter}' );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			gbGlobalClasses: [ 'card', 'hero' ],
		} );
		setAttributes.mockClear();
		await userEvent.type( input, 'typo{Enter}' );
		expect( setAttributes ).not.toHaveBeenCalled();
		// Everyone may pick; only managers may create.
		expect(
			screen.queryByRole( 'button', {
				name: 'Create class from this block’s styles',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'applies the highlighted suggestion when a partial name is entered', async () => {
		const setAttributes = renderPicker(
			{ gbGlobalClasses: [ 'card' ] },
			false
		);
		await waitFor( () =>
			expect( mocked.fetchClassSummaries ).toHaveBeenCalled()
		);
		const input = screen.getByRole( 'combobox', { name: 'Classes' } );
		await userEvent.type( input, 'he' );
		expect(
			await screen.findByRole( 'option', { name: '.hero' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await userEvent.keyboard( '{Enter}' );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			gbGlobalClasses: [ 'card', 'hero' ],
		} );
	} );

	it( 'says when no class has the entered name, and keeps the text', async () => {
		const setAttributes = renderPicker(
			{ gbGlobalClasses: [ 'card' ] },
			false
		);
		await waitFor( () =>
			expect( mocked.fetchClassSummaries ).toHaveBeenCalled()
		);
		const input = screen.getByRole( 'combobox', { name: 'Classes' } );
		await userEvent.type( input, 'typo{Enter}' );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'No class named .typo.'
		);
		expect( input ).toHaveValue( 'typo' );
		// Typing again clears the message.
		await userEvent.type( input, '{Backspace}' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	} );

	it( 'names its open suggestion list in aria-controls (ARIA 1.2 combobox)', async () => {
		renderPicker( { gbGlobalClasses: [ 'card' ] }, false );
		await waitFor( () =>
			expect( mocked.fetchClassSummaries ).toHaveBeenCalled()
		);
		const input = screen.getByRole( 'combobox', { name: 'Classes' } );
		await userEvent.click( input );
		const list = await screen.findByRole( 'listbox' );
		await waitFor( () =>
			expect( input ).toHaveAttribute( 'aria-controls', list.id )
		);
		expect( input ).toHaveAttribute( 'aria-expanded', 'true' );
	} );

	it( 'keeps its listbox to options when no class matches (the empty line is not an item)', async () => {
		renderPicker( { gbGlobalClasses: [ 'card' ] }, false );
		await waitFor( () =>
			expect( mocked.fetchClassSummaries ).toHaveBeenCalled()
		);
		await userEvent.type(
			screen.getByRole( 'combobox', { name: 'Classes' } ),
			'zzz'
		);
		const list = await screen.findByRole( 'listbox' );
		await waitFor( () =>
			expect( within( list ).queryAllByRole( 'listitem' ) ).toEqual( [] )
		);
		expect( within( list ).queryAllByRole( 'option' ) ).toEqual( [] );
		// Nothing in the listbox but options: the empty line is not read as one.
		expect( within( list ).getByText( 'No items found' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
	} );

	it( "creates a class from the block's styles and clears them in one change", async () => {
		mocked.createClass.mockResolvedValue( {
			id: 3,
			name: 'promo',
			selector: '.promo',
			status: 'publish',
		} as GlobalClass );
		const setAttributes = renderPicker(
			{ gbGlobalClasses: [ 'card' ], gbStyles: { color: 'red' } },
			true
		);
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Create class from this block’s styles',
			} )
		);
		const name = screen.getByLabelText( 'New class name' );
		await userEvent.type( name, 'card' );
		expect(
			screen.getByText( 'A class with this name already exists.' )
		).toBeInTheDocument();
		await userEvent.clear( name );
		await userEvent.type( name, 'promo' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Class' } )
		);
		await waitFor( () =>
			expect( setAttributes ).toHaveBeenCalledWith( {
				gbGlobalClasses: [ 'card', 'promo' ],
				gbStyles: {},
			} )
		);
		expect( mocked.createClass ).toHaveBeenCalledWith( {
			name: 'promo',
			data: { color: 'red' },
			status: 'publish',
		} );
		expect( setAttributes ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'offers no creation for a block without styles', () => {
		renderPicker( { gbStyles: {} }, true );
		expect(
			screen.queryByRole( 'button', {
				name: 'Create class from this block’s styles',
			} )
		).not.toBeInTheDocument();
	} );
} );
