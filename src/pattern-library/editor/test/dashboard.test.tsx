/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import {
	getBlockTypes,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { createElement } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { patternLibraryApi } from '../../shared/api';
import * as extra from '../api-extra';
import { PatternLibraryDashboard } from '../dashboard';
import type { ImportStylesResult } from '../../shared/types';
import type { Library, Pattern } from '../types';

jest.mock( '../../shared/api', () => ( {
	...jest.requireActual( '../../shared/api' ),
	patternLibraryApi: {
		libraries: jest.fn(),
		categories: jest.fn(),
		patterns: jest.fn(),
		refresh: jest.fn(),
		globalStyleData: jest.fn(),
		importStyles: jest.fn(),
	},
} ) );
jest.mock( '../api-extra', () => ( {
	fetchClassSummaries: jest.fn(),
} ) );

const mocked = {
	...( patternLibraryApi as jest.Mocked< typeof patternLibraryApi > ),
	...( extra as jest.Mocked< typeof extra > ),
};

const localLibrary: Library = {
	id: 'local00000000001',
	name: 'This Site',
	domain: '',
	isEnabled: true,
	isDefault: false,
	isLocal: true,
};
const remoteLibrary: Library = {
	id: 'remote0000000001',
	name: 'Provider',
	domain: 'https://provider.test',
	isEnabled: true,
	isDefault: true,
	isLocal: false,
};
const disabledLibrary: Library = {
	...remoteLibrary,
	id: 'disabled00000001',
	name: 'Switched off',
	isDefault: false,
	isEnabled: false,
};

function pattern( id: number, title: string ): Pattern {
	return {
		id,
		title,
		content: `<!-- wp:paragraph --><p>${ title }</p><!-- /wp:paragraph -->`,
		categories: [],
	};
}

const patterns = [
	pattern( 1, 'Hero' ),
	pattern( 2, 'Pricing' ),
	pattern( 3, 'Footer' ),
];

const last: {
	onClose?: jest.Mock;
	view?: ReturnType< typeof render >;
} = {};

function renderLibrary() {
	const onClose = jest.fn();
	last.onClose = onClose;
	const queryClient = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	last.view = render(
		<QueryClientProvider client={ queryClient }>
			<PatternLibraryDashboard options={ {} } onClose={ onClose } />
		</QueryClientProvider>
	);
	return onClose;
}

function snackbars(): string[] {
	return select( noticesStore )
		.getNotices()
		.map( ( notice ) => String( notice.content ) );
}

// jsdom has no layout: the block previews observe their size through ResizeObserver.
class NoResizeObserver {
	observe() {}
	unobserve() {}
	disconnect() {}
}

beforeAll( () => {
	if ( ! ( 'ResizeObserver' in window ) ) {
		Object.defineProperty( window, 'ResizeObserver', {
			configurable: true,
			writable: true,
			value: NoResizeObserver,
		} );
	}
	if (
		! getBlockTypes().some( ( type ) => type.name === 'core/paragraph' )
	) {
		registerBlockType( 'core/paragraph', {
			apiVersion: 3,
			title: 'Paragraph',
			category: 'text',
			supports: { className: false },
			attributes: {
				content: {
					type: 'string',
					source: 'html',
					selector: 'p',
					default: '',
				},
			},
			edit: () => null,
			save: ( { attributes }: { attributes: { content: string } } ) =>
				createElement( 'p', null, attributes.content ),
		} );
	}
} );

afterAll( () => {
	unregisterBlockType( 'core/paragraph' );
} );

function editorBlocks(): string[] {
	return (
		select( 'core/block-editor' ) as unknown as {
			getBlocks: () => Array< { attributes: { content?: unknown } } >;
		}
	 )
		.getBlocks()
		.map( ( block ) => String( block.attributes.content ?? '' ) );
}

/**
 * The capabilities PHP prints for the editor (window.gblocksPro.editor).
 *
 * @param manager Whether the user can manage options.
 */
function asManager( manager: boolean ) {
	window.gblocksPro = {
		editor: { capabilities: { manage_options: manager, edit_posts: true } },
	};
}

afterEach( () => {
	delete window.gblocksPro;
} );

beforeEach( () => {
	jest.resetAllMocks();
	(
		dispatch( 'core/block-editor' ) as unknown as {
			resetBlocks: ( blocks: unknown[] ) => void;
		}
	 ).resetBlocks( [] );
	act( () => {
		dispatch( noticesStore ).removeAllNotices( 'snackbar' );
	} );
	mocked.libraries.mockResolvedValue( [
		localLibrary,
		disabledLibrary,
		remoteLibrary,
	] );
	mocked.categories.mockResolvedValue( [
		{ id: 4, name: 'Headers', slug: 'headers', count: 2 },
		{ id: 5, name: 'Footers', slug: 'footers', count: 1 },
	] );
	mocked.patterns.mockResolvedValue( {
		items: patterns,
		total: 3,
		pages: 1,
	} );
	mocked.globalStyleData.mockResolvedValue( {
		css: '.hero{color:red}',
		styles: [],
	} );
} );

describe( 'Pattern Library dashboard', () => {
	it( 'lists the enabled libraries, the default first and selected, with its categories and patterns', async () => {
		renderLibrary();
		const library = await screen.findByRole( 'combobox', {
			name: 'Library',
		} );
		expect(
			within( library )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'Provider — provider.test', 'This Site (this site)' ] );
		expect( library ).toHaveValue( remoteLibrary.id );
		const categories = screen.getByRole( 'navigation', {
			name: 'Categories',
		} );
		expect(
			await within( categories ).findByRole( 'button', {
				name: 'Headers (2)',
			} )
		).toBeInTheDocument();
		expect(
			within( categories )
				.getAllByRole( 'button' )
				.map( ( button ) => button.textContent )
		).toEqual( [ 'All', 'Headers (2)', 'Footers (1)' ] );
		expect(
			within( categories ).getByRole( 'button', { name: 'All' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			await screen.findByRole( 'button', { name: 'Hero' } )
		).toBeInTheDocument();
		expect( mocked.categories ).toHaveBeenCalledWith( remoteLibrary.id );
		expect( mocked.patterns ).toHaveBeenCalledWith( remoteLibrary.id, {
			search: '',
			category: '',
			page: 1,
			perPage: 100,
		} );
	} );

	it( 'asks for the chosen library, category and (debounced) search', async () => {
		renderLibrary();
		await screen.findByRole( 'button', { name: 'Hero' } );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Library' } ),
			localLibrary.id
		);
		await waitFor( () =>
			expect( mocked.patterns ).toHaveBeenLastCalledWith(
				localLibrary.id,
				expect.objectContaining( { search: '', category: '' } )
			)
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Footers (1)' } )
		);
		await waitFor( () =>
			expect( mocked.patterns ).toHaveBeenLastCalledWith(
				localLibrary.id,
				expect.objectContaining( { category: 'footers' } )
			)
		);
		const calls = mocked.patterns.mock.calls.length;
		// The clock stands still while typing: only the debounce delay lets the query go.
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search patterns' } ),
			'price'
		);
		act( () => {
			jest.advanceTimersByTime( 299 );
		} );
		expect( mocked.patterns.mock.calls.length ).toBe( calls );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		await waitFor( () =>
			expect( mocked.patterns ).toHaveBeenLastCalledWith(
				localLibrary.id,
				{ search: 'price', category: 'footers', page: 1, perPage: 100 }
			)
		);
		// One query for the whole word, not one per keystroke.
		expect( mocked.patterns.mock.calls.length ).toBe( calls + 1 );
		jest.useRealTimers();
	} );

	it( 'moves between patterns with the arrow keys, one tab stop, Enter opens', async () => {
		renderLibrary();
		const hero = await screen.findByRole( 'button', { name: 'Hero' } );
		const pricing = screen.getByRole( 'button', { name: 'Pricing' } );
		const footer = screen.getByRole( 'button', { name: 'Footer' } );
		expect( hero ).toHaveAttribute( 'tabindex', '0' );
		expect( pricing ).toHaveAttribute( 'tabindex', '-1' );
		act( () => hero.focus() );
		await userEvent.keyboard( '{ArrowRight}' );
		expect( pricing ).toHaveFocus();
		expect( pricing ).toHaveAttribute( 'tabindex', '0' );
		expect( hero ).toHaveAttribute( 'tabindex', '-1' );
		await userEvent.keyboard( '{End}' );
		expect( footer ).toHaveFocus();
		await userEvent.keyboard( '{ArrowRight}' );
		expect( footer ).toHaveFocus();
		await userEvent.keyboard( '{Home}' );
		expect( hero ).toHaveFocus();
		await userEvent.keyboard( '{ArrowLeft}' );
		expect( hero ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		expect(
			await screen.findByRole( 'heading', { name: 'Hero' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Insert' } )
		).toHaveFocus();
		await userEvent.click(
			screen.getByRole( 'button', { name: '← Back to patterns' } )
		);
		await waitFor( () => expect( hero ).toHaveFocus() );
	} );

	it( 'moves by a row with the up and down arrows', async () => {
		renderLibrary();
		const hero = await screen.findByRole( 'button', { name: 'Hero' } );
		const footer = screen.getByRole( 'button', { name: 'Footer' } );
		// Two columns: Hero and Pricing on the first row, Footer below Hero.
		const tops = [ 0, 0, 300 ];
		within( screen.getByRole( 'list', { name: 'Patterns' } ) )
			.getAllByRole( 'listitem' )
			.forEach( ( item, index ) => {
				Object.defineProperty( item, 'offsetTop', {
					configurable: true,
					value: tops[ index ],
				} );
			} );
		act( () => hero.focus() );
		await userEvent.keyboard( '{ArrowDown}' );
		expect( footer ).toHaveFocus();
		await userEvent.keyboard( '{ArrowDown}' );
		expect( footer ).toHaveFocus();
		await userEvent.keyboard( '{ArrowUp}' );
		expect( hero ).toHaveFocus();
	} );

	it( 'says when no pattern matches', async () => {
		mocked.patterns.mockResolvedValue( {
			items: [],
			total: 0,
			pages: 0,
		} );
		renderLibrary();
		expect(
			await screen.findByText( 'No patterns found.' )
		).toBeInTheDocument();
	} );

	it( 'says an empty remote library may be cached and lets a manager refresh it from there', async () => {
		asManager( true );
		mocked.patterns.mockResolvedValue( { items: [], total: 0, pages: 0 } );
		mocked.refresh.mockResolvedValue( { refreshed: true } );
		renderLibrary();
		const empty = ( await screen.findByText( 'No patterns found.' ) )
			.parentElement as HTMLElement;
		expect( empty ).toHaveTextContent(
			'This list may be cached: patterns added to the library in the last 5 minutes may not show yet.'
		);
		expect( empty ).not.toHaveTextContent( 'An administrator' );
		mocked.patterns.mockResolvedValue( {
			items: patterns,
			total: 3,
			pages: 1,
		} );
		await userEvent.click(
			within( empty ).getByRole( 'button', { name: 'Refresh patterns' } )
		);
		expect( mocked.refresh ).toHaveBeenCalledWith( remoteLibrary.id );
		expect(
			await screen.findByRole( 'button', { name: 'Hero' } )
		).toBeInTheDocument();
	} );

	it( 'tells authors and editors who can refresh an empty remote library, and offers them no refresh', async () => {
		asManager( false );
		mocked.patterns.mockResolvedValue( { items: [], total: 0, pages: 0 } );
		renderLibrary();
		const empty = ( await screen.findByText( 'No patterns found.' ) )
			.parentElement as HTMLElement;
		expect( empty ).toHaveTextContent(
			'This list may be cached: patterns added to the library in the last 5 minutes may not show yet. An administrator can refresh it.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Refresh patterns' } )
		).not.toBeInTheDocument();
	} );

	it( 'says nothing of a cache for this site’s own library, which is not cached', async () => {
		asManager( true );
		mocked.libraries.mockResolvedValue( [ localLibrary ] );
		mocked.patterns.mockResolvedValue( { items: [], total: 0, pages: 0 } );
		renderLibrary();
		const empty = ( await screen.findByText( 'No patterns found.' ) )
			.parentElement as HTMLElement;
		expect( empty ).not.toHaveTextContent( 'cached' );
		expect(
			within( empty ).queryByRole( 'button', {
				name: 'Refresh patterns',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'shows the server’s text and tries again on demand', async () => {
		mocked.patterns.mockRejectedValueOnce(
			new Error( 'Could not load patterns from Provider: timed out' )
		);
		renderLibrary();
		expect(
			await screen.findByText(
				'Could not load patterns from Provider: timed out'
			)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await screen.findByRole( 'button', { name: 'Hero' } )
		).toBeInTheDocument();
	} );

	it( 'shows a skeleton while the patterns load', async () => {
		mocked.patterns.mockReturnValue( new Promise( () => {} ) );
		renderLibrary();
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Loading patterns…'
		);
	} );

	it( 'offers Refresh patterns (it drops the site-wide cache) to managers only', async () => {
		asManager( false );
		renderLibrary();
		await screen.findByRole( 'button', { name: 'Hero' } );
		expect(
			screen.queryByRole( 'button', { name: 'Refresh patterns' } )
		).not.toBeInTheDocument();
	} );

	it( 'refreshes the library: the server cache first, then the patterns again', async () => {
		asManager( true );
		mocked.refresh.mockResolvedValue( { refreshed: true } );
		renderLibrary();
		await screen.findByRole( 'button', { name: 'Hero' } );
		const before = mocked.patterns.mock.calls.length;
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Refresh patterns' } )
		);
		await waitFor( () =>
			expect( mocked.patterns.mock.calls.length ).toBe( before + 1 )
		);
		expect( mocked.refresh ).toHaveBeenCalledWith( remoteLibrary.id );
		expect( mocked.refresh.mock.invocationCallOrder[ 0 ] ).toBeLessThan(
			mocked.patterns.mock.invocationCallOrder[ before ]
		);
	} );

	it( 'switches the preview width', async () => {
		renderLibrary();
		await screen.findByRole( 'button', { name: 'Hero' } );
		const group = screen.getByRole( 'group', { name: 'Preview width' } );
		expect(
			within( group ).getByRole( 'button', { name: 'Desktop' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await userEvent.click(
			within( group ).getByRole( 'button', { name: 'Mobile' } )
		);
		expect(
			within( group ).getByRole( 'button', { name: 'Mobile' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		document
			.querySelectorAll( '.gblocks-pro-pattern-preview' )
			.forEach( ( preview ) =>
				expect( preview ).toHaveAttribute(
					'data-viewport-width',
					'375'
				)
			);
	} );

	it( 'does not insert when the import fails, and says why in a notice', async () => {
		mocked.globalStyleData.mockResolvedValue( {
			css: '',
			styles: [ { title: 'hero', selector: '.hero', data: {}, css: '' } ],
		} );
		mocked.importStyles.mockResolvedValue( {
			imported: [],
			existing: [],
			failed: [ { selector: '.hero', reason: 'Not allowed.' } ],
		} );
		const onClose = renderLibrary();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Hero' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Insert' } )
		);
		await waitFor( () =>
			expect( snackbars() ).toContain(
				'Import failed: .hero: Not allowed.'
			)
		);
		expect( onClose ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Insert' } )
		).toBeEnabled();
	} );

	it( 'inserts nothing and shows the server’s sentence when only an administrator can import a class', async () => {
		mocked.globalStyleData.mockResolvedValue( {
			css: '',
			styles: [ { title: 'hero', selector: '.hero', data: {}, css: '' } ],
		} );
		mocked.importStyles.mockResolvedValue( {
			imported: [],
			existing: [],
			failed: [
				{
					selector: '.hero',
					reason: 'Only an administrator can import this class.',
				},
			],
			republished: [],
			refused: [ '.hero' ],
			message:
				'This pattern uses classes only an administrator can import: hero',
		} );
		const onClose = renderLibrary();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Pricing' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Insert' } )
		);
		await waitFor( () =>
			expect( snackbars() ).toContain(
				'This pattern uses classes only an administrator can import: hero'
			)
		);
		expect( editorBlocks() ).toEqual( [] );
		expect( onClose ).not.toHaveBeenCalled();
		expect( mocked.fetchClassSummaries ).not.toHaveBeenCalled();
	} );

	it( 'says in the snackbar which classes the import published again', async () => {
		mocked.globalStyleData.mockResolvedValue( {
			css: '',
			styles: [ { title: 'hero', selector: '.hero', data: {}, css: '' } ],
		} );
		mocked.importStyles.mockResolvedValue( {
			imported: [],
			existing: [ '.hero' ],
			failed: [],
			republished: [ '.hero' ],
			refused: [],
			message:
				'These classes had been set to draft and are published again: hero',
		} );
		mocked.fetchClassSummaries.mockResolvedValue( [
			{ id: 9, name: 'hero', selector: '.hero', status: 'publish' },
		] );
		const onClose = renderLibrary();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Pricing' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Insert' } )
		);
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( editorBlocks() ).toEqual( [ 'Pricing' ] );
		expect( snackbars() ).toContain(
			'Pattern inserted. These classes had been set to draft and are published again: hero'
		);
	} );

	it( 'imports the classes, waits for them, inserts the blocks and closes with a snackbar', async () => {
		mocked.globalStyleData.mockResolvedValue( {
			css: '',
			styles: [ { title: 'hero', selector: '.hero', data: {}, css: '' } ],
		} );
		mocked.importStyles.mockResolvedValue( {
			imported: [ '.hero' ],
			existing: [],
			failed: [],
		} );
		mocked.fetchClassSummaries.mockResolvedValue( [
			{ id: 9, name: 'hero', selector: '.hero', status: 'publish' },
		] );
		const onClose = renderLibrary();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Pricing' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Insert' } )
		);
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		expect( mocked.globalStyleData ).toHaveBeenLastCalledWith(
			remoteLibrary.id,
			[ 2 ]
		);
		expect( mocked.importStyles ).toHaveBeenCalledWith( remoteLibrary.id, [
			'.hero',
		] );
		expect( editorBlocks() ).toEqual( [ 'Pricing' ] );
		expect( snackbars() ).toContain( 'Pattern inserted.' );
	} );

	it( 'inserts nothing when the library is closed while the classes import', async () => {
		mocked.globalStyleData.mockResolvedValue( {
			css: '',
			styles: [ { title: 'hero', selector: '.hero', data: {}, css: '' } ],
		} );
		let answer: ( value: ImportStylesResult ) => void = () => {};
		mocked.importStyles.mockReturnValue(
			new Promise< ImportStylesResult >( ( resolve ) => {
				answer = resolve;
			} )
		);
		mocked.fetchClassSummaries.mockResolvedValue( [
			{ id: 9, name: 'hero', selector: '.hero', status: 'publish' },
		] );
		renderLibrary();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Hero' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Insert' } )
		);
		await waitFor( () => expect( mocked.importStyles ).toHaveBeenCalled() );
		last.view?.unmount();
		await act( async () => {
			answer( { imported: [ '.hero' ], existing: [], failed: [] } );
		} );
		await waitFor( () =>
			expect( mocked.fetchClassSummaries ).toHaveBeenCalled()
		);
		await act( async () => {} );
		expect( editorBlocks() ).toEqual( [] );
		expect( snackbars() ).not.toContain( 'Pattern inserted.' );
	} );
} );
