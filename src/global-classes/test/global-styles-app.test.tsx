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
import { ApiError } from '../../shared/api';
import type { GlobalClass } from '../types';
import { GlobalStylesApp } from '../views/global-styles-app';

jest.mock( '../api', () => ( {
	fetchClasses: jest.fn(),
	createClass: jest.fn(),
	updateClass: jest.fn(),
	deleteClass: jest.fn(),
	saveOrder: jest.fn(),
	fetchUsage: jest.fn(),
	fetchClassSummaries: jest.fn(),
	fetchClassCss: jest.fn(),
} ) );

const mocked = api as jest.Mocked< typeof api >;

// jsdom has no ResizeObserver, which the editor's state toggle group measures itself with.
class NoResizeObserver {
	observe() {}
	unobserve() {}
	disconnect() {}
}
window.ResizeObserver ??= NoResizeObserver;

// Typing through userEvent is slow on a loaded machine.
jest.setTimeout( 30000 );

/**
 * The snackbar that says this (the live region repeats the text).
 *
 * @param text The text.
 */
function snackbar( text: string ) {
	return screen.findByText( text, {
		selector: '.components-snackbar__content',
	} );
}

function item( id: number, name: string, extra: Partial< GlobalClass > = {} ) {
	return {
		id,
		name,
		selector: `.${ name }`,
		status: 'publish',
		order: id,
		data: {},
		css: '',
		...extra,
	} as GlobalClass;
}

const card = item( 1, 'card', {
	data: { color: 'red' },
	css: '.card{color:red;}',
} );
const button = item( 2, 'button', { status: 'draft' } );
const hero = item( 3, 'hero' );

function renderApp() {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	return render(
		<QueryClientProvider client={ client }>
			<GlobalStylesApp />
		</QueryClientProvider>
	);
}

function rowNames(): string[] {
	return within( screen.getByRole( 'table' ) )
		.getAllByRole( 'row' )
		.slice( 1 )
		.map( ( row ) => row.querySelector( '.row-title' )?.textContent ?? '' );
}

async function openMenu( name: string, action: string ) {
	await userEvent.click(
		screen.getByRole( 'button', { name: `Actions for “${ name }”` } )
	);
	await userEvent.click( screen.getByRole( 'menuitem', { name: action } ) );
}

beforeEach( () => {
	jest.resetAllMocks();
	act( () => {
		dispatch( noticesStore ).removeAllNotices( 'snackbar' );
	} );
	mocked.fetchClasses.mockResolvedValue( [ card, button, hero ] );
	mocked.saveOrder.mockResolvedValue( [] );
} );

describe( 'Global Styles screen', () => {
	it( 'shows a skeleton, then the classes in output order with their status', async () => {
		let resolve: ( value: GlobalClass[] ) => void = () => undefined;
		mocked.fetchClasses.mockReturnValue(
			new Promise( ( done ) => {
				resolve = done;
			} )
		);
		renderApp();
		expect( screen.getByRole( 'table' ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		await act( async () => resolve( [ card, button, hero ] ) );
		await screen.findByRole( 'button', { name: '.card' } );
		expect( rowNames() ).toEqual( [ '.card', '.button', '.hero' ] );
		expect(
			within( screen.getAllByRole( 'row' )[ 2 ] ).getByText( 'Draft' )
		).toBeInTheDocument();
	} );

	it( 'shows the empty state and the error state with Try Again', async () => {
		mocked.fetchClasses.mockResolvedValueOnce( [] );
		const { unmount } = renderApp();
		expect(
			await screen.findByText(
				'No global classes found. Create your first class to get started.'
			)
		).toBeInTheDocument();
		unmount();

		mocked.fetchClasses.mockRejectedValueOnce( new ApiError( 'boom' ) );
		renderApp();
		expect(
			await screen.findByText(
				'Error loading global classes. Please try again.'
			)
		).toBeInTheDocument();
		mocked.fetchClasses.mockResolvedValueOnce( [ card ] );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try Again' } )
		);
		await waitFor( () => expect( rowNames() ).toEqual( [ '.card' ] ) );
	} );

	it( 'moves a class with the keyboard buttons and saves the new order', async () => {
		renderApp();
		await screen.findByRole( 'button', { name: '.card' } );
		expect(
			screen.getByRole( 'button', { name: 'Move .card up' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Move .hero down' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		mocked.fetchClasses.mockResolvedValue( [ button, card, hero ] );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Move .card down' } )
		);
		await waitFor( () =>
			expect( rowNames() ).toEqual( [ '.button', '.card', '.hero' ] )
		);
		expect( mocked.saveOrder ).toHaveBeenCalledWith( [ 2, 1, 3 ] );
		expect( await snackbar( 'Order saved.' ) ).toBeInTheDocument();

		// A failed save puts the rows back and says why.
		mocked.saveOrder.mockRejectedValueOnce(
			new ApiError( 'Order refused.' )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Move .hero up' } )
		);
		expect( await snackbar( 'Order refused.' ) ).toBeInTheDocument();
		expect( rowNames() ).toEqual( [ '.button', '.card', '.hero' ] );
	} );

	it( 'checks a new name, creates the class and opens it in the editor, which says it is a draft', async () => {
		const created = item( 4, 'newcard', { status: 'draft' } );
		mocked.createClass.mockResolvedValue( created );
		renderApp();
		await screen.findByRole( 'button', { name: '.card' } );
		const input = screen.getByLabelText( 'New class name' );

		await userEvent.type( input, '1col' );
		expect(
			screen.getByText(
				'A class name must start with a letter or an underscore.'
			)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Class' } )
		);
		expect( mocked.createClass ).not.toHaveBeenCalled();

		await userEvent.clear( input );
		await userEvent.type( input, 'card' );
		expect(
			screen.getByText( 'A class with this name already exists.' )
		).toBeInTheDocument();

		await userEvent.clear( input );
		await userEvent.type( input, 'promo box!' );
		expect( input ).toHaveAccessibleDescription(
			'It will be saved as “promobox”: a class name cannot contain a space, “!”. Selector: .promobox'
		);

		await userEvent.clear( input );
		await userEvent.type( input, 'newcard' );
		expect( input ).toHaveAccessibleDescription( 'Selector: .newcard' );
		await userEvent.clear( input );
		await userEvent.type( input, 'new card' );
		expect(
			screen.getByText(
				'It will be saved as “newcard”: a class name cannot contain a space. Selector: .newcard'
			)
		).toBeInTheDocument();
		mocked.fetchClasses.mockResolvedValue( [
			card,
			button,
			hero,
			created,
		] );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Class' } )
		);
		expect( mocked.createClass ).toHaveBeenCalledWith( {
			name: 'newcard',
		} );
		expect(
			await snackbar( 'Class .newcard created.' )
		).toBeInTheDocument();
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Edit Class: .newcard',
		} );
		expect(
			within( dialog ).getByRole( 'combobox', { name: 'Status' } )
		).toHaveValue( 'draft' );
		expect(
			within( dialog ).getByText(
				'A draft class does not apply on the site yet: publish it to style the blocks that use it.'
			)
		).toBeInTheDocument();
		expect( input ).toHaveValue( '' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: '.newcard' } )
			).toHaveFocus()
		);
	} );

	it( 'publishes a draft class from its editor', async () => {
		mocked.updateClass.mockImplementation( async ( _id, changes ) => ( {
			...button,
			status: changes.status ?? button.status,
		} ) );
		renderApp();
		await userEvent.click(
			await screen.findByRole( 'button', { name: '.button' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Edit Class: .button',
		} );
		const status = within( dialog ).getByRole( 'combobox', {
			name: 'Status',
		} );
		expect( status ).toHaveValue( 'draft' );
		await userEvent.selectOptions( status, 'Published' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Save Class' } )
		);
		await waitFor( () =>
			expect( mocked.updateClass ).toHaveBeenCalledWith( 2, {
				status: 'publish',
			} )
		);
	} );

	it( 'keeps the name when the server refuses it', async () => {
		mocked.createClass.mockRejectedValue(
			new ApiError( 'A class with this name already exists.', {
				status: 409,
			} )
		);
		renderApp();
		await screen.findByRole( 'button', { name: '.card' } );
		const input = screen.getByLabelText( 'New class name' );
		await userEvent.type( input, 'taken' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Class' } )
		);
		expect(
			await snackbar( 'A class with this name already exists.' )
		).toBeInTheDocument();
		expect( input ).toHaveValue( 'taken' );
	} );

	it( 'edits declarations per state and device, warns on rename, and saves', async () => {
		mocked.updateClass.mockImplementation( async ( _id, changes ) => ( {
			...card,
			name: changes.name ?? card.name,
			selector: `.${ changes.name ?? card.name }`,
			data: changes.data ?? card.data,
		} ) );
		renderApp();
		await userEvent.click(
			await screen.findByRole( 'button', { name: '.card' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Edit Class: .card',
		} );
		const declarations = within( dialog ).getByLabelText( 'Declarations' );
		expect( declarations ).toHaveValue( 'color: red;' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Save Class' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await userEvent.click(
			within( dialog ).getByRole( 'radio', { name: 'Hover & Focus' } )
		);
		expect( declarations ).toHaveValue( '' );
		await userEvent.type( declarations, 'color: blue;' );
		await userEvent.selectOptions(
			within( dialog ).getByLabelText( 'Device' ),
			'mobile'
		);
		await userEvent.type( declarations, 'oops' );
		expect(
			within( dialog ).getByText(
				/Not a "property: value" declaration: oops/
			)
		).toBeInTheDocument();
		await userEvent.clear( declarations );
		await userEvent.type( declarations, 'text-decoration: underline;' );
		expect(
			within( dialog ).getByText(
				/\.card:is\(:hover, :focus\)\{color:blue;\}/
			)
		).toBeInTheDocument();

		const name = within( dialog ).getByLabelText( 'Class name' );
		await userEvent.clear( name );
		await userEvent.type( name, 'tile' );
		expect(
			within( dialog ).getByText( /Blocks that use the old name keep it/ )
		).toBeInTheDocument();

		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Save Class' } )
		);
		expect( mocked.updateClass ).toHaveBeenCalledWith( 1, {
			name: 'tile',
			data: {
				color: 'red',
				'&:is(:hover, :focus)': { color: 'blue' },
				'@media (max-width:767px)': {
					'&:is(:hover, :focus)': { textDecoration: 'underline' },
				},
			},
		} );
		expect( await snackbar( 'Class .tile saved.' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'publishes, drafts and deletes after a confirmation', async () => {
		mocked.updateClass.mockImplementation( async ( _id, changes ) => ( {
			...button,
			status: changes.status ?? button.status,
		} ) );
		mocked.deleteClass.mockResolvedValue( undefined );
		renderApp();
		await screen.findByRole( 'button', { name: '.button' } );

		await openMenu( '.button', 'Publish' );
		await waitFor( () =>
			expect( mocked.updateClass ).toHaveBeenCalledWith( 2, {
				status: 'publish',
			} )
		);
		expect(
			await snackbar( 'Class .button published.' )
		).toBeInTheDocument();

		await openMenu( '.hero', 'Delete' );
		const confirm = screen.getByRole( 'alertdialog' );
		expect(
			within( confirm ).getByText( /permanently delete this class/ )
		).toBeInTheDocument();
		await userEvent.click(
			within( confirm ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( mocked.deleteClass ).not.toHaveBeenCalled();

		mocked.fetchClasses.mockResolvedValue( [ card, button ] );
		await openMenu( '.hero', 'Delete' );
		await userEvent.click(
			within( screen.getByRole( 'alertdialog' ) ).getByRole( 'button', {
				name: 'Delete',
			} )
		);
		await waitFor( () =>
			expect( mocked.deleteClass ).toHaveBeenCalledWith( 3 )
		);
		expect( await snackbar( 'Class .hero deleted.' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect( rowNames() ).toEqual( [ '.card', '.button' ] )
		);
	} );

	it( 'shows the usage and the CSS of a class', async () => {
		mocked.fetchUsage.mockResolvedValue( {
			total: 1,
			usage: {
				posts: {
					label: 'Posts',
					total: 1,
					items: [
						{
							id: 9,
							type: 'post',
							title: 'Hello',
							status: 'publish',
							type_label: 'Post',
							usage_type: 'block_attributes',
							edit_url: '/edit',
							view_url: '/view',
						},
					],
				},
			},
		} );
		renderApp();
		await screen.findByRole( 'button', { name: '.card' } );
		await openMenu( '.card', 'Usage' );
		expect(
			await screen.findByText( 'Used in 1 place.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Hello', { selector: 'strong' } )
		).toBeInTheDocument();
		expect( mocked.fetchUsage ).toHaveBeenCalledWith( 1 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Close' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);

		await openMenu( '.card', 'View CSS' );
		expect(
			screen.getByRole( 'dialog', { name: 'CSS: .card' } )
		).toHaveTextContent( '.card{color:red;}' );
	} );
} );
