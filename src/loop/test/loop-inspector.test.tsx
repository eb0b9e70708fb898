/**
 * The Loop block's settings and its canvas preview, used as a user would. Only our API modules are
 * mocked (the key and post pickers', the loop preview's).
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { loopApi } from '../api';
import { LoopInspector, clampedNumber } from '../components/loop-inspector';
import { LoopPreview } from '../components/loop-preview';
import type { LoopAttributes } from '../types';
import { metaPickersApi } from '../../pickers/meta/api';
import { ApiError } from '../../shared/api';

jest.mock( '../api' );
jest.mock( '../../pickers/meta/api' );
jest.setTimeout( 30000 );

const pickers = jest.mocked( metaPickersApi );
const loop = jest.mocked( loopApi );

const DEFAULTS: LoopAttributes = {
	queryType: 'post_meta',
	meta_key: '',
	meta_key_id: 'current',
	posts_per_page: 10,
	offset: 0,
};

function withClient( children: ReactNode ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	return (
		<QueryClientProvider client={ client }>
			{ children }
		</QueryClientProvider>
	);
}

function setup( initial: Partial< LoopAttributes > = {} ) {
	const changes: Partial< LoopAttributes >[] = [];
	let current: LoopAttributes = { ...DEFAULTS, ...initial };
	// The inspector and the canvas preview, as the block's edit renders them.
	function Block() {
		const [ attributes, set ] = useState< LoopAttributes >( current );
		return (
			<>
				<LoopInspector
					attributes={ attributes }
					postId={ 12 }
					setAttributes={ ( next ) => {
						changes.push( next );
						current = { ...current, ...next };
						set( current );
					} }
				/>
				<LoopPreview attributes={ attributes } postId={ 12 } />
			</>
		);
	}
	render( withClient( <Block /> ) );
	return { user: userEvent.setup(), changes, attributes: () => current };
}

beforeEach( () => {
	pickers.keys.mockResolvedValue( [
		{ key: 'gallery', label: 'Gallery', source: 'acf' },
	] );
	pickers.searchPosts.mockResolvedValue( [
		{ id: 40, title: 'Team page', type: 'page' },
	] );
} );

describe( 'the Loop inspector', () => {
	it( 'shows the query fields with their defaults and help texts', () => {
		setup();
		expect(
			screen.getByRole( 'combobox', { name: 'Query type' } )
		).toHaveValue( 'post_meta' );
		expect( screen.getByRole( 'combobox', { name: 'Post' } ) ).toHaveValue(
			'Current Post'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Meta key' } )
		).toHaveAccessibleDescription( '' );
		expect(
			screen.queryByText( /must be an array/ )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Per Page' } )
		).toHaveValue( 10 );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Per Page' } )
		).toHaveAttribute( 'min', '-1' );
		const offset = screen.getByRole( 'spinbutton', { name: 'Offset' } );
		expect( offset ).toHaveValue( 0 );
		expect( offset ).toHaveAttribute( 'min', '0' );
		expect(
			screen.getByText( 'Offset is ignored if per_page is set to -1.' )
		).toBeVisible();
	} );

	it( 'keeps Per Page at -1 or more and Offset at 0 or more', async () => {
		const { user, attributes } = setup();
		const perPage = screen.getByRole( 'spinbutton', { name: 'Per Page' } );
		await user.clear( perPage );
		await user.type( perPage, '-5' );
		expect( attributes().posts_per_page ).toBe( -1 );
		const offset = screen.getByRole( 'spinbutton', { name: 'Offset' } );
		await user.clear( offset );
		await user.type( offset, '-3' );
		expect( attributes().offset ).toBe( 0 );
		await user.clear( offset );
		await user.type( offset, '4' );
		expect( attributes().offset ).toBe( 4 );
		expect( clampedNumber( '', 0 ) ).toBeNull();
		expect( clampedNumber( 'x', -1 ) ).toBeNull();
	} );

	it( 'picks a post, suggests its keys and takes a typed key', async () => {
		const { user, attributes } = setup();
		await user.click( screen.getByRole( 'combobox', { name: 'Post' } ) );
		await user.type(
			screen.getByRole( 'combobox', { name: 'Post' } ),
			'Team'
		);
		await user.click(
			await screen.findByRole( 'option', { name: 'Team page (page)' } )
		);
		expect( attributes().meta_key_id ).toBe( '40' );

		await user.click(
			screen.getByRole( 'combobox', { name: 'Meta key' } )
		);
		await waitFor( () =>
			expect( pickers.keys ).toHaveBeenCalledWith( 'post', 40, false )
		);
		await user.click(
			await screen.findByRole( 'option', { name: 'Gallery (gallery)' } )
		);
		expect( attributes().meta_key ).toBe( 'gallery' );
		await user.clear(
			screen.getByRole( 'combobox', { name: 'Meta key' } )
		);
		await user.type(
			screen.getByRole( 'combobox', { name: 'Meta key' } ),
			'my_list'
		);
		expect( attributes().meta_key ).toBe( 'my_list' );
	} );

	it( 'says an option value must be an array only when the stored option is not one', async () => {
		loop.preview.mockResolvedValue( {
			items: [ { index: 1, item: 'a', preview: 'a' } ],
			total: 1,
			valueType: 'array',
		} );
		setup( { queryType: 'option', meta_key: 'my_list' } );
		expect( await screen.findByText( 'First 1 of 1 item:' ) ).toBeVisible();
		expect(
			screen.getByRole( 'combobox', { name: 'Option name' } )
		).toHaveAccessibleDescription( '' );
		expect(
			screen.queryByText( /must be an array/ )
		).not.toBeInTheDocument();
		expect( loop.preview ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'names the source of a stored value that is not an array', async () => {
		loop.preview.mockResolvedValue( {
			items: [],
			total: 0,
			valueType: 'other',
		} );
		setup( { queryType: 'option', meta_key: 'blogname' } );
		await waitFor( () =>
			expect(
				screen.getByRole( 'combobox', { name: 'Option name' } )
			).toHaveAccessibleDescription( 'Option value must be an array' )
		);
	} );

	it( 'says a meta value must be an array for post meta that is not one', async () => {
		loop.preview.mockResolvedValueOnce( {
			items: [],
			total: 0,
			valueType: 'other',
		} );
		setup( { meta_key: 'price' } );
		await waitFor( () =>
			expect(
				screen.getByRole( 'combobox', { name: 'Meta key' } )
			).toHaveAccessibleDescription( 'Meta value must be an array' )
		);
	} );

	it( 'asks for an option name, without a post, for the Option query type', async () => {
		const { user, attributes } = setup();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Query type' } ),
			'option'
		);
		expect( attributes().queryType ).toBe( 'option' );
		expect( screen.queryByRole( 'combobox', { name: 'Post' } ) ).toBeNull();
		await user.click(
			screen.getByRole( 'combobox', { name: 'Option name' } )
		);
		await waitFor( () =>
			expect( pickers.keys ).toHaveBeenCalledWith( 'option', 0, false )
		);
	} );
} );

describe( 'the Loop preview', () => {
	const attributes = { ...DEFAULTS, meta_key: 'gallery' };

	it( 'lists the first items', async () => {
		loop.preview.mockResolvedValue( {
			items: [
				{ index: 1, item: 'Alpha', preview: 'Alpha' },
				{ index: 2, item: 'Beta', preview: 'Beta' },
			],
			total: 5,
			valueType: 'array',
		} );
		render(
			withClient(
				<LoopPreview attributes={ attributes } postId={ 12 } />
			)
		);
		expect( screen.getByText( 'Loading preview…' ) ).toBeVisible();
		expect(
			await screen.findByText( 'First 2 of 5 items:' )
		).toBeVisible();
		expect(
			screen.getAllByRole( 'listitem' ).map( ( li ) => li.textContent )
		).toEqual( [ 'Alpha', 'Beta' ] );
		expect( loop.preview ).toHaveBeenCalledWith( attributes, 12 );
	} );

	it( 'says No results for an empty loop, and shows an error', async () => {
		loop.preview.mockResolvedValueOnce( {
			items: [],
			total: 0,
			valueType: 'array',
		} );
		const { unmount } = render(
			withClient(
				<LoopPreview attributes={ attributes } postId={ 12 } />
			)
		);
		expect( await screen.findByText( 'No results' ) ).toBeVisible();
		unmount();
		loop.preview.mockRejectedValueOnce(
			new ApiError( 'Sorry, you are not allowed to do that.' )
		);
		render(
			withClient(
				<LoopPreview attributes={ attributes } postId={ 12 } />
			)
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, you are not allowed to do that.'
		);
	} );

	it( 'says under No results when the stored value is not an array, naming its source', async () => {
		loop.preview.mockResolvedValue( {
			items: [],
			total: 0,
			valueType: 'other',
		} );
		const { unmount } = render(
			withClient(
				<LoopPreview
					attributes={ { ...attributes, queryType: 'option' } }
					postId={ 12 }
				/>
			)
		);
		expect(
			await screen.findByText( 'Option value must be an array' )
		).toBeVisible();
		unmount();
		loop.preview.mockResolvedValue( {
			items: [],
			total: 0,
			valueType: 'none',
		} );
		render(
			withClient(
				<LoopPreview attributes={ attributes } postId={ 12 } />
			)
		);
		expect( await screen.findByText( 'No results' ) ).toBeVisible();
		expect(
			screen.queryByText( /must be an array/ )
		).not.toBeInTheDocument();
	} );

	it( 'asks for a key before previewing', () => {
		render(
			withClient( <LoopPreview attributes={ DEFAULTS } postId={ 12 } /> )
		);
		expect(
			screen.getByText(
				'Choose a key in the block settings to preview the items.'
			)
		).toBeVisible();
		expect( loop.preview ).not.toHaveBeenCalledWith( DEFAULTS, 12 );
	} );
} );
