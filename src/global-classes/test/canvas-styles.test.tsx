/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
// Registers the core/block-editor store the canvas reads.
import '@wordpress/block-editor';
import {
	createBlock,
	getBlockType,
	registerBlockType,
} from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as api from '../api';
import { CANVAS_STYLE_ID, GlobalClassesCanvas } from '../editor/canvas-styles';

jest.mock( '../api', () => ( {
	fetchClassCss: jest.fn(),
	fetchClassSummaries: jest.fn(),
} ) );

const mocked = api as jest.Mocked< typeof api >;

beforeAll( () => {
	if ( ! getBlockType( 'test/box' ) ) {
		registerBlockType( 'test/box', {
			apiVersion: 3,
			title: 'Box',
			category: 'text',
			attributes: { gbGlobalClasses: { type: 'array' } },
			edit: () => null,
			save: () => null,
		} );
	}
} );

describe( 'global classes in the editor canvas', () => {
	it( 'asks for the CSS of published classes only, in list order, never for a draft or deleted one', async () => {
		mocked.fetchClassSummaries.mockResolvedValue( [
			{ id: 2, name: 'hero', selector: '.hero', status: 'publish' },
			{ id: 1, name: 'card', selector: '.card', status: 'publish' },
			{
				id: 3,
				name: 'draft-one',
				selector: '.draft-one',
				status: 'draft',
			},
		] );
		mocked.fetchClassCss.mockImplementation( async ( name ) =>
			name === 'card' ? '.card{color:red;}' : '.hero{color:blue;}'
		);
		act( () => {
			(
				dispatch( 'core/block-editor' ) as unknown as {
					resetBlocks: ( blocks: unknown[] ) => void;
				}
			 ).resetBlocks( [
				createBlock( 'test/box', {
					gbGlobalClasses: [ 'card', 'draft-one', 'deleted' ],
				} ),
				createBlock( 'test/box', { gbGlobalClasses: [ 'hero' ] } ),
			] );
		} );
		const client = new QueryClient( {
			defaultOptions: { queries: { retry: false } },
		} );
		render(
			<QueryClientProvider client={ client }>
				<GlobalClassesCanvas />
			</QueryClientProvider>
		);
		await waitFor( () =>
			expect(
				document.getElementById( CANVAS_STYLE_ID )?.textContent
			).toBe( '.hero{color:blue;}\n.card{color:red;}' )
		);
		expect(
			mocked.fetchClassCss.mock.calls.map( ( [ name ] ) => name ).sort()
		).toEqual( [ 'card', 'hero' ] );
	} );
} );
