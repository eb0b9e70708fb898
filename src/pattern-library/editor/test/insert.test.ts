/**
 * WordPress dependencies
 */
// Registers the core/block-editor store the insertion goes through.
import '@wordpress/block-editor';
import {
	createBlock,
	getBlockTypes,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { createElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { patternLibraryApi } from '../../shared/api';
import * as extra from '../api-extra';
import {
	importPatternStyles,
	insertionTarget,
	insertPatternBlocks,
	InsertError,
} from '../insert';
import type { Library, Pattern } from '../types';

const blockEditorStore = 'core/block-editor';

interface EditorActions {
	resetBlocks: ( blocks: unknown[] ) => void;
	selectBlock: ( clientId: string ) => void;
	clearSelectedBlock: () => void;
}

function actions(): EditorActions {
	return dispatch( blockEditorStore ) as unknown as EditorActions;
}

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

const remote: Library = {
	id: 'remote0000000001',
	name: 'Provider',
	domain: 'https://provider.test',
	isEnabled: true,
	isDefault: false,
	isLocal: false,
};
const local: Library = { ...remote, id: 'local00000000001', isLocal: true };
const pattern: Pattern = {
	id: 7,
	title: 'Hero',
	content: '<!-- wp:paragraph --><p>Hero</p><!-- /wp:paragraph -->',
	categories: [],
};

interface EditorSelectors {
	getBlocks: ( root?: string ) => Array< {
		clientId: string;
		name: string;
		attributes: Record< string, unknown >;
	} >;
	getSelectedBlockClientIds: () => string[];
}

function editor(): EditorSelectors {
	return select( blockEditorStore ) as unknown as EditorSelectors;
}

function texts(): string[] {
	return editor()
		.getBlocks()
		.map( ( block ) => String( block.attributes.content ?? '' ) );
}

beforeAll( () => {
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

beforeEach( () => {
	jest.resetAllMocks();
	jest.useRealTimers();
} );

describe( 'insertionTarget', () => {
	const selected = {
		clientId: 'a',
		name: 'core/paragraph',
		attributes: { content: 'Text' },
		rootClientId: 'group',
		index: 2,
	};

	it( 'appends at the end when nothing is selected', () => {
		expect( insertionTarget( null ) ).toEqual( { type: 'append' } );
	} );

	it( 'replaces an empty selected paragraph', () => {
		expect(
			insertionTarget( {
				...selected,
				attributes: { content: '   ' },
			} )
		).toEqual( { type: 'replace', clientId: 'a' } );
		expect( insertionTarget( { ...selected, attributes: {} } ) ).toEqual( {
			type: 'replace',
			clientId: 'a',
		} );
	} );

	it( 'inserts after a selected block that is not an empty paragraph, in its parent', () => {
		expect( insertionTarget( selected ) ).toEqual( {
			type: 'insert',
			index: 3,
			rootClientId: 'group',
		} );
		expect(
			insertionTarget( {
				...selected,
				name: 'core/heading',
				attributes: {},
				rootClientId: null,
			} )
		).toEqual( { type: 'insert', index: 3, rootClientId: undefined } );
	} );
} );

describe( 'insertPatternBlocks', () => {
	const twoBlocks =
		'<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->';

	function start( contents: string[] ): string[] {
		const blocks = contents.map( ( content ) =>
			createBlock( 'core/paragraph', { content } )
		);
		actions().resetBlocks( blocks );
		return blocks.map( ( block ) => block.clientId );
	}

	it( 'replaces the selected empty paragraph and selects the inserted blocks', () => {
		const [ , empty ] = start( [ 'First', '', 'Last' ] );
		actions().selectBlock( empty );
		const inserted = insertPatternBlocks( twoBlocks );
		expect( texts() ).toEqual( [ 'First', 'One', 'Two', 'Last' ] );
		expect( editor().getSelectedBlockClientIds() ).toEqual(
			inserted.map( ( block ) => block.clientId )
		);
	} );

	it( 'inserts after the selected block', () => {
		const [ first ] = start( [ 'First', 'Last' ] );
		actions().selectBlock( first );
		insertPatternBlocks( twoBlocks );
		expect( texts() ).toEqual( [ 'First', 'One', 'Two', 'Last' ] );
	} );

	it( 'appends at the end when nothing is selected', () => {
		start( [ 'First', 'Last' ] );
		actions().clearSelectedBlock();
		const inserted = insertPatternBlocks( pattern.content );
		expect( texts() ).toEqual( [ 'First', 'Last', 'Hero' ] );
		expect( editor().getSelectedBlockClientIds() ).toEqual( [
			inserted[ 0 ].clientId,
		] );
	} );

	it( 'refuses markup without blocks', () => {
		start( [ 'First' ] );
		expect( () => insertPatternBlocks( '' ) ).toThrow( InsertError );
		expect( texts() ).toEqual( [ 'First' ] );
	} );
} );

describe( 'importPatternStyles', () => {
	beforeEach( () => {
		mocked.globalStyleData.mockResolvedValue( {
			css: '.card{color:red}',
			styles: [
				{ title: 'card', selector: '.card', data: {}, css: '' },
				{ title: 'hero', selector: '.hero', data: {}, css: '' },
			],
		} );
	} );

	it( 'imports the pattern’s classes from its library, then waits until they are published', async () => {
		mocked.importStyles.mockResolvedValue( {
			imported: [ '.card' ],
			existing: [ '.hero' ],
			failed: [],
		} );
		mocked.fetchClassSummaries
			.mockResolvedValueOnce( [
				{ id: 1, name: 'hero', selector: '.hero', status: 'publish' },
			] )
			.mockResolvedValue( [
				{ id: 1, name: 'hero', selector: '.hero', status: 'publish' },
				{ id: 2, name: 'card', selector: '.card', status: 'publish' },
			] );
		await expect( importPatternStyles( remote, pattern ) ).resolves.toEqual(
			{ classes: [ 'card', 'hero' ], note: '' }
		);
		expect( mocked.globalStyleData ).toHaveBeenCalledWith(
			remote.id,
			[ 7 ]
		);
		expect( mocked.importStyles ).toHaveBeenCalledWith( remote.id, [
			'.card',
			'.hero',
		] );
		expect( mocked.fetchClassSummaries ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'names the reason when a class fails to import', async () => {
		mocked.importStyles.mockResolvedValue( {
			imported: [ '.card' ],
			existing: [],
			failed: [
				{
					selector: '.hero',
					reason: 'This library does not provide this class.',
				},
			],
		} );
		await expect( importPatternStyles( remote, pattern ) ).rejects.toThrow(
			'Import failed: .hero: This library does not provide this class.'
		);
		expect( mocked.fetchClassSummaries ).not.toHaveBeenCalled();
	} );

	it( 'shows the server’s sentence, inserts nothing and waits for nothing when only an administrator can import a class', async () => {
		mocked.importStyles.mockResolvedValue( {
			imported: [],
			existing: [ '.card' ],
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
		const outcome = importPatternStyles( remote, pattern );
		await expect( outcome ).rejects.toThrow( InsertError );
		await expect( outcome ).rejects.toThrow(
			/^This pattern uses classes only an administrator can import: hero$/
		);
		expect( mocked.fetchClassSummaries ).not.toHaveBeenCalled();
	} );

	it( 'names the other failures after the server’s sentence', async () => {
		mocked.importStyles.mockResolvedValue( {
			imported: [],
			existing: [],
			failed: [
				{
					selector: '.card',
					reason: 'This library does not provide this class.',
				},
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
		await expect( importPatternStyles( remote, pattern ) ).rejects.toThrow(
			/^This pattern uses classes only an administrator can import: hero Import failed: \.card: This library does not provide this class\.$/
		);
	} );

	it( 'passes on what the server says about classes it published again', async () => {
		mocked.importStyles.mockResolvedValue( {
			imported: [],
			existing: [ '.card', '.hero' ],
			failed: [],
			republished: [ '.hero' ],
			refused: [],
			message:
				'These classes had been set to draft and are published again: hero',
		} );
		mocked.fetchClassSummaries.mockResolvedValue( [
			{ id: 1, name: 'hero', selector: '.hero', status: 'publish' },
			{ id: 2, name: 'card', selector: '.card', status: 'publish' },
		] );
		await expect( importPatternStyles( remote, pattern ) ).resolves.toEqual(
			{
				classes: [ 'card', 'hero' ],
				note: 'These classes had been set to draft and are published again: hero',
			}
		);
	} );

	it( 'shows the server’s text when the import request fails', async () => {
		mocked.importStyles.mockRejectedValue(
			new Error( 'Could not load patterns from Provider: timeout' )
		);
		await expect( importPatternStyles( remote, pattern ) ).rejects.toThrow(
			'Import failed: Could not load patterns from Provider: timeout'
		);
	} );

	it( 'gives up after exactly 10 looks 100 ms apart with a clear error', async () => {
		jest.useFakeTimers();
		mocked.importStyles.mockResolvedValue( {
			imported: [ '.card', '.hero' ],
			existing: [],
			failed: [],
		} );
		mocked.fetchClassSummaries.mockResolvedValue( [] );
		let outcome: unknown = 'pending';
		const done = importPatternStyles( remote, pattern ).then(
			() => ( outcome = 'resolved' ),
			( error: Error ) => ( outcome = error )
		);
		await jest.advanceTimersByTimeAsync( 899 );
		expect( mocked.fetchClassSummaries ).toHaveBeenCalledTimes( 9 );
		expect( outcome ).toBe( 'pending' );
		await jest.advanceTimersByTimeAsync( 1 );
		await done;
		expect( mocked.fetchClassSummaries ).toHaveBeenCalledTimes( 10 );
		expect( outcome ).toBeInstanceOf( InsertError );
		expect( ( outcome as Error ).message ).toBe(
			'The imported styles did not become available in time, so the pattern was not inserted. Please try again.'
		);
		await jest.advanceTimersByTimeAsync( 5000 );
		expect( mocked.fetchClassSummaries ).toHaveBeenCalledTimes( 10 );
	} );

	it( 'imports nothing for this site’s own library or a pattern without classes', async () => {
		await expect( importPatternStyles( local, pattern ) ).resolves.toEqual(
			{ classes: [], note: '' }
		);
		mocked.globalStyleData.mockResolvedValue( { css: '', styles: [] } );
		await expect( importPatternStyles( remote, pattern ) ).resolves.toEqual(
			{ classes: [], note: '' }
		);
		expect( mocked.importStyles ).not.toHaveBeenCalled();
	} );
} );
