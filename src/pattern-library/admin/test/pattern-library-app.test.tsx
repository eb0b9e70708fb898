/**
 * The Pattern Library screen: the Libraries tab (list, toggles, default, delete with confirmation, Add
 * Library with the SPEC 5/8 texts) and the Sharing tab (collections, key shown once with Copy, revoke).
 * The API is mocked at our own client.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../shared/api';
import { patternLibraryApi } from '../../shared/api';
import type { Library } from '../../shared/types';
import { PatternLibraryApp } from '../views/pattern-library-app';

jest.mock( '../../shared/api', () => ( {
	...jest.requireActual( '../../shared/api' ),
	patternLibraryApi: {
		libraries: jest.fn(),
		addLibrary: jest.fn(),
		updateLibrary: jest.fn(),
		deleteLibrary: jest.fn(),
		refresh: jest.fn(),
		keys: jest.fn(),
		createKey: jest.fn(),
		revokeKey: jest.fn(),
		collections: jest.fn(),
		createCollection: jest.fn(),
		renameCollection: jest.fn(),
		deleteCollection: jest.fn(),
		syncedPatterns: jest.fn(),
		setPatternCollections: jest.fn(),
	},
} ) );

const api = jest.mocked( patternLibraryApi );

jest.setTimeout( 30000 );

const LOCAL: Library = {
	id: 'localaaaaaaaaaaa',
	name: 'My Site',
	domain: 'http://localhost',
	isEnabled: true,
	isDefault: true,
	isLocal: true,
};

const REMOTE: Library = {
	id: 'remotebbbbbbbbbb',
	name: 'Agency',
	domain: 'https://agency.test',
	isEnabled: true,
	isDefault: false,
	isLocal: false,
};

function renderApp( ui: ReactElement ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	return render(
		<QueryClientProvider client={ client }>{ ui }</QueryClientProvider>
	);
}

function snackbarTexts(): string[] {
	return select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.type === 'snackbar' )
		.map( ( notice ) => String( notice.content ) );
}

beforeEach( () => {
	jest.resetAllMocks();
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
	api.libraries.mockResolvedValue( [ LOCAL, REMOTE ] );
	api.collections.mockResolvedValue( [
		{ id: 7, name: 'Heroes', slug: 'heroes', count: 1 },
	] );
	api.keys.mockResolvedValue( [] );
	api.syncedPatterns.mockResolvedValue( [
		{ id: 11, title: 'Big hero', status: 'publish', collections: [] },
	] );
} );

describe( 'Libraries tab', () => {
	it( 'lists libraries: this site as Local and Default, remote ones with their domain', async () => {
		renderApp( <PatternLibraryApp /> );
		const table = await screen.findByRole( 'table', { name: 'Libraries' } );
		const local = within( table ).getByRole( 'row', { name: /My Site/ } );
		expect( within( local ).getByText( 'This site' ) ).toBeInTheDocument();
		expect( within( local ).getByText( 'Local' ) ).toBeInTheDocument();
		expect( within( local ).getByText( 'Default' ) ).toBeInTheDocument();
		expect(
			within( local ).queryByRole( 'button', { name: /Delete/ } )
		).not.toBeInTheDocument();
		const remote = within( table ).getByRole( 'row', { name: /Agency/ } );
		expect(
			within( remote ).getByText( 'https://agency.test' )
		).toBeInTheDocument();
		expect( within( remote ).getByText( 'Remote' ) ).toBeInTheDocument();
	} );

	it( 'names each library by its address, so two sites of one name can be told apart', async () => {
		api.libraries.mockResolvedValue( [
			LOCAL,
			{
				...REMOTE,
				name: 'GBlocks Pro (dev)',
				domain: 'http://127.0.0.1:8890',
			},
			{
				...REMOTE,
				id: 'remoteccccccccccc',
				name: 'GBlocks Pro (dev)',
				domain: 'http://127.0.0.1:8895/',
			},
		] );
		renderApp( <PatternLibraryApp /> );
		const table = await screen.findByRole( 'table', { name: 'Libraries' } );
		expect(
			within( table )
				.getAllByRole( 'rowheader' )
				.map( ( cell ) => cell.textContent )
		).toEqual( [
			'My Site (this site)',
			'GBlocks Pro (dev) — 127.0.0.1:8890',
			'GBlocks Pro (dev) — 127.0.0.1:8895',
		] );
		expect(
			screen.getByRole( 'button', {
				name: 'Delete GBlocks Pro (dev) — 127.0.0.1:8895',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Enable GBlocks Pro (dev) — 127.0.0.1:8890',
			} )
		).toBeInTheDocument();
	} );

	it( 'checks the form with the SPEC texts before asking the server', async () => {
		const user = userEvent.setup();
		renderApp( <PatternLibraryApp /> );
		await screen.findByRole( 'table', { name: 'Libraries' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Add Library' } )
		);
		expect(
			await screen.findByText( 'Please enter a domain.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Public key is required.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Domain' } )
		).toHaveFocus();
		expect( api.addLibrary ).not.toHaveBeenCalled();

		await user.type(
			screen.getByRole( 'textbox', { name: 'Domain' } ),
			'agency2.test/'
		);
		expect(
			screen.getByText( 'Will be added as https://agency2.test' )
		).toBeInTheDocument();
	} );

	it( 'shows the server’s text, or Error adding library. when it gave none', async () => {
		const user = userEvent.setup();
		api.addLibrary
			.mockRejectedValueOnce(
				new ApiError( 'The library refused this public key.' )
			)
			.mockRejectedValueOnce( new ApiError( '' ) );
		renderApp( <PatternLibraryApp /> );
		await screen.findByRole( 'table', { name: 'Libraries' } );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Domain' } ),
			'other.test'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Public key' } ),
			'gbpl_wrong'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add Library' } )
		);
		expect(
			await screen.findByText( 'The library refused this public key.', {
				selector: '[role="alert"]',
			} )
		).toBeInTheDocument();
		expect( api.addLibrary ).toHaveBeenCalledWith( {
			domain: 'other.test',
			publicKey: 'gbpl_wrong',
		} );

		await user.click(
			screen.getByRole( 'button', { name: 'Add Library' } )
		);
		expect(
			await screen.findByText( 'Error adding library.', {
				selector: '[role="alert"]',
			} )
		).toBeInTheDocument();
	} );

	it( 'adds a library, moves focus to it and confirms with a snackbar', async () => {
		const user = userEvent.setup();
		const added: Library = {
			...REMOTE,
			id: 'newcccccccccccc1',
			name: 'Partner',
			domain: 'https://partner.test',
		};
		api.addLibrary.mockResolvedValue( added );
		renderApp( <PatternLibraryApp /> );
		await screen.findByRole( 'table', { name: 'Libraries' } );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Domain' } ),
			'partner.test'
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Public key' } ),
			'gbpl_right'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add Library' } )
		);
		const cell = await screen.findByRole( 'rowheader', {
			name: 'Partner — partner.test',
		} );
		await waitFor( () => expect( cell ).toHaveFocus() );
		expect( snackbarTexts() ).toContain(
			'Library Partner — partner.test added.'
		);
		expect( screen.getByRole( 'textbox', { name: 'Domain' } ) ).toHaveValue(
			''
		);
	} );

	it( 'enables, disables and makes default through the API', async () => {
		const user = userEvent.setup();
		api.updateLibrary.mockImplementation( async ( id, changes ) => ( {
			...( id === REMOTE.id ? REMOTE : LOCAL ),
			...changes,
		} ) );
		renderApp( <PatternLibraryApp /> );
		await screen.findByRole( 'table', { name: 'Libraries' } );
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Enable Agency — agency.test',
			} )
		);
		await waitFor( () =>
			expect(
				screen.getByRole( 'checkbox', {
					name: 'Enable Agency — agency.test',
				} )
			).not.toBeChecked()
		);
		expect( api.updateLibrary ).toHaveBeenCalledWith( REMOTE.id, {
			isEnabled: false,
		} );
		expect( snackbarTexts() ).toContain( 'Agency — agency.test disabled.' );

		await user.click(
			screen.getByRole( 'button', {
				name: 'Make Agency — agency.test the default library',
			} )
		);
		const local = await screen.findByRole( 'row', { name: /My Site/ } );
		await waitFor( () =>
			expect(
				within( local ).getByRole( 'button', {
					name: 'Make My Site (this site) the default library',
				} )
			).toBeInTheDocument()
		);
		expect( snackbarTexts() ).toContain(
			'Agency — agency.test is now the default library.'
		);
	} );

	it( 'deletes a library only after confirmation', async () => {
		const user = userEvent.setup();
		api.deleteLibrary.mockResolvedValue( { deleted: true, id: REMOTE.id } );
		renderApp( <PatternLibraryApp /> );
		await screen.findByRole( 'table', { name: 'Libraries' } );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Delete Agency — agency.test',
			} )
		);
		const dialog = await screen.findByRole( 'alertdialog' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( api.deleteLibrary ).not.toHaveBeenCalled();

		await user.click(
			screen.getByRole( 'button', {
				name: 'Delete Agency — agency.test',
			} )
		);
		await user.click(
			within( await screen.findByRole( 'alertdialog' ) ).getByRole(
				'button',
				{ name: 'Delete' }
			)
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'row', { name: /Agency/ } )
			).not.toBeInTheDocument()
		);
		expect( api.deleteLibrary ).toHaveBeenCalledWith( REMOTE.id );
		expect( snackbarTexts() ).toContain(
			'Library Agency — agency.test deleted.'
		);
	} );

	it( 'refreshes the patterns of a remote library', async () => {
		const user = userEvent.setup();
		api.refresh.mockResolvedValue( { refreshed: true } );
		renderApp( <PatternLibraryApp /> );
		await screen.findByRole( 'table', { name: 'Libraries' } );
		expect(
			screen.queryByRole( 'button', {
				name: 'Refresh patterns of My Site',
			} )
		).not.toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', {
				name: 'Refresh patterns of Agency — agency.test',
			} )
		);
		expect( api.refresh ).toHaveBeenCalledWith( REMOTE.id );
		await waitFor( () =>
			expect( snackbarTexts() ).toContain(
				'The patterns of Agency — agency.test will be fetched again.'
			)
		);
	} );

	it( 'shows a load error with Try again', async () => {
		const user = userEvent.setup();
		api.libraries
			.mockRejectedValueOnce(
				new ApiError( 'Failed to load libraries.' )
			)
			.mockResolvedValueOnce( [ LOCAL ] );
		renderApp( <PatternLibraryApp /> );
		expect(
			await screen.findByText( 'Failed to load libraries.', {
				selector: '.components-notice__content',
			} )
		).toBeInTheDocument();
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByRole( 'rowheader', {
				name: 'My Site (this site)',
			} )
		).toBeInTheDocument();
	} );
} );

describe( 'Sharing tab', () => {
	it( 'creates a key, shows it once with Copy (Copied! for 2 s), and revokes it after confirmation', async () => {
		const user = userEvent.setup();
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( window.navigator, 'clipboard', {
			value: { writeText },
			configurable: true,
		} );
		const secret = 'gbpl_' + 'A'.repeat( 40 );
		api.createKey.mockResolvedValue( {
			id: 'key0000000000001',
			name: 'Partner site',
			collections: [ 7 ],
			prefix: 'gbpl_AAAA',
			created: '2026-11-23 21:00:00',
			lastUsed: null,
			key: secret,
		} );
		api.revokeKey.mockResolvedValue( {
			deleted: true,
			id: 'key0000000000001',
		} );
		renderApp( <PatternLibraryApp initialTab="sharing" /> );

		await screen.findByText( /No keys yet/ );
		await user.click(
			screen.getByRole( 'button', { name: 'Create key' } )
		);
		expect(
			await screen.findByText( 'Please enter a name for the key.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Choose at least one collection.' )
		).toBeInTheDocument();
		expect( api.createKey ).not.toHaveBeenCalled();

		await user.type(
			screen.getByRole( 'textbox', { name: 'Key name' } ),
			'Partner site'
		);
		const form = screen
			.getByRole( 'button', { name: 'Create key' } )
			.closest( 'form' ) as HTMLElement;
		await user.click(
			within( form ).getByRole( 'checkbox', { name: 'Heroes' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Create key' } )
		);
		expect( api.createKey ).toHaveBeenCalledWith( {
			name: 'Partner site',
			collections: [ 7 ],
		} );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Copy your new key',
		} );
		expect(
			within( dialog ).getByText( /This key will not be shown again/ )
		).toBeInTheDocument();
		expect( within( dialog ).getByRole( 'textbox' ) ).toHaveValue( secret );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Copy the key' } )
		);
		expect( writeText ).toHaveBeenCalledWith( secret );
		expect( within( dialog ).getByText( 'Copied!' ) ).toBeInTheDocument();
		await waitFor(
			() =>
				expect(
					within( dialog ).queryByText( 'Copied!' )
				).not.toBeInTheDocument(),
			{ timeout: 3000 }
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Done' } )
		);
		expect( screen.queryByText( secret ) ).not.toBeInTheDocument();
		expect( screen.queryByDisplayValue( secret ) ).not.toBeInTheDocument();

		const keys = screen.getByRole( 'table', { name: 'Keys' } );
		const row = within( keys ).getByRole( 'row', { name: /Partner site/ } );
		expect( within( row ).getByText( 'gbpl_AAAA…' ) ).toBeInTheDocument();
		expect( within( row ).getByText( 'Heroes' ) ).toBeInTheDocument();
		expect( within( row ).getByText( 'Never' ) ).toBeInTheDocument();

		await user.click(
			within( row ).getByRole( 'button', { name: 'Revoke Partner site' } )
		);
		await user.click(
			within( await screen.findByRole( 'alertdialog' ) ).getByRole(
				'button',
				{ name: 'Revoke' }
			)
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'table', { name: 'Keys' } )
			).not.toBeInTheDocument()
		);
		expect( api.revokeKey ).toHaveBeenCalledWith( 'key0000000000001' );
		expect( snackbarTexts() ).toContain( 'Key Partner site revoked.' );
	} );

	it( 'creates a collection and puts a pattern in it', async () => {
		const user = userEvent.setup();
		api.collections.mockResolvedValue( [] );
		const footers = { id: 8, name: 'Footers', slug: 'footers', count: 0 };
		api.createCollection.mockImplementation( async () => {
			api.collections.mockResolvedValue( [ footers ] );
			return footers;
		} );
		api.setPatternCollections.mockResolvedValue( {
			id: 11,
			title: 'Big hero',
			status: 'publish',
			collections: [ 8 ],
		} );
		renderApp( <PatternLibraryApp initialTab="sharing" /> );
		await screen.findByText( /No collections yet/ );
		await user.click(
			screen.getByRole( 'button', { name: 'Add collection' } )
		);
		expect(
			await screen.findByText( 'Please enter a name for the collection.' )
		).toBeInTheDocument();
		await user.type(
			screen.getByRole( 'textbox', { name: 'New collection' } ),
			'Footers'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add collection' } )
		);
		expect( api.createCollection ).toHaveBeenCalledWith( 'Footers' );
		expect(
			await screen.findByText( 'Footers', {
				selector: '.gblocks-pro-pattern-library__name',
			} )
		).toHaveFocus();
		expect( snackbarTexts() ).toContain( 'Collection Footers created.' );

		const patterns = await screen.findByRole( 'table', {
			name: 'Synced patterns and their collections',
		} );
		// Each checkbox names its pattern too, not only the collection (every row has the same names).
		expect(
			within( patterns ).queryByRole( 'checkbox', { name: 'Footers' } )
		).not.toBeInTheDocument();
		await user.click(
			within( patterns ).getByRole( 'checkbox', {
				name: 'Footers (Big hero)',
			} )
		);
		expect( api.setPatternCollections ).toHaveBeenCalledWith( 11, [ 8 ] );
		await waitFor( () =>
			expect(
				within( patterns ).getByRole( 'checkbox', {
					name: 'Footers (Big hero)',
				} )
			).toBeChecked()
		);
	} );

	it( 'renames a collection in place (Escape cancels) and deletes it after confirmation', async () => {
		const user = userEvent.setup();
		api.renameCollection.mockImplementation( async ( id, name ) => ( {
			id,
			name,
			slug: 'top',
			count: 1,
		} ) );
		api.deleteCollection.mockResolvedValue( undefined );
		renderApp( <PatternLibraryApp initialTab="sharing" /> );
		await user.click(
			await screen.findByRole( 'button', { name: 'Rename Heroes' } )
		);
		const field = screen.getByRole( 'textbox', {
			name: 'New name for Heroes',
		} );
		expect( field ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		expect( field ).not.toBeInTheDocument();
		expect( api.renameCollection ).not.toHaveBeenCalled();

		await user.click(
			screen.getByRole( 'button', { name: 'Rename Heroes' } )
		);
		await user.clear(
			screen.getByRole( 'textbox', { name: 'New name for Heroes' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'New name for Heroes' } ),
			'Top{Enter}'
		);
		expect( api.renameCollection ).toHaveBeenCalledWith( 7, 'Top' );
		expect(
			await screen.findByText( 'Top', {
				selector: '.gblocks-pro-pattern-library__name',
			} )
		).toHaveFocus();

		await user.click(
			screen.getByRole( 'button', { name: 'Delete Top' } )
		);
		await user.click(
			within( await screen.findByRole( 'alertdialog' ) ).getByRole(
				'button',
				{ name: 'Delete' }
			)
		);
		expect( api.deleteCollection ).toHaveBeenCalledWith( 7 );
		await waitFor( () =>
			expect( snackbarTexts() ).toContain( 'Collection Top deleted.' )
		);
	} );
} );
