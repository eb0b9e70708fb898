/**
 * The tag builder, used as a user would: the tag shown follows the choices, keys are suggested from
 * the keys route (the only thing mocked, at our API client) and free text is accepted.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { TagBuilder, keyTarget } from '../components/builder';
import { DEFAULT_TAG_OPTIONS } from '../lib/tag';
import { metaPickersApi } from '../../pickers/meta/api';

jest.mock( '../../pickers/meta/api' );
// Several fields typed into one after the other: slow on a loaded machine.
jest.setTimeout( 30000 );
const api = jest.mocked( metaPickersApi );

function setup() {
	const onInsert = jest.fn();
	const onClose = jest.fn();
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	render(
		<QueryClientProvider client={ client }>
			<TagBuilder
				onInsert={ onInsert }
				onClose={ onClose }
				postId={ 12 }
				authorId={ 3 }
			/>
		</QueryClientProvider>
	);
	return { user: userEvent.setup(), onInsert, onClose };
}

const shownTag = () =>
	screen.getByText( 'Tag to insert' ).nextElementSibling?.textContent;

beforeEach( () => {
	api.keys.mockReset();
	api.keys.mockResolvedValue( [
		{ key: 'subtitle', label: 'subtitle', source: 'meta' },
		{ key: 'hero_title', label: 'Hero title', source: 'acf' },
	] );
	api.searchPosts.mockResolvedValue( [] );
} );

describe( 'the dynamic tag builder', () => {
	it( 'suggests the post keys, builds the tag and inserts it', async () => {
		const { user, onInsert } = setup();
		expect(
			screen.getByRole( 'button', { name: 'Insert' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await user.click( screen.getByRole( 'combobox', { name: 'Key' } ) );
		await waitFor( () =>
			expect( api.keys ).toHaveBeenCalledWith( 'post', 12, false )
		);
		await user.click(
			await screen.findByRole( 'option', {
				name: 'Hero title (hero_title)',
			} )
		);
		expect( shownTag() ).toBe( '{{post_meta key:hero_title}}' );

		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Source' } ),
			'next-post'
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Required' } )
		);
		await user.type(
			screen.getByRole( 'spinbutton', { name: 'Limit characters' } ),
			'12'
		);
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Text case' } ),
			'title'
		);
		const expected =
			'{{post_meta key:hero_title|source:next-post|required:false|trunc:12|case:title}}';
		expect( shownTag() ).toBe( expected );

		await user.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		expect( onInsert ).toHaveBeenCalledWith( expected );
	} );

	it( 'takes a key typed by hand, with separators escaped', async () => {
		const { user, onInsert } = setup();
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: 'Tag' } ),
			'option'
		);
		await user.type(
			screen.getByRole( 'combobox', { name: 'Option name' } ),
			'my|list:x{Enter}'
		);
		await waitFor( () =>
			expect( api.keys ).toHaveBeenCalledWith( 'option', 0, false )
		);
		expect( shownTag() ).toBe( '{{option key:my\\|list\\:x}}' );
		await user.click( screen.getByRole( 'button', { name: 'Insert' } ) );
		expect( onInsert ).toHaveBeenCalledWith(
			'{{option key:my\\|list\\:x}}'
		);
	} );

	it( 'cancels without inserting', async () => {
		const { user, onInsert, onClose } = setup();
		await user.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( onClose ).toHaveBeenCalled();
		expect( onInsert ).not.toHaveBeenCalled();
	} );

	it( 'suggests the keys of the object the tag reads', () => {
		const base = { ...DEFAULT_TAG_OPTIONS };
		expect( keyTarget( base, 12, 3 ) ).toEqual( {
			objectType: 'post',
			objectId: 12,
		} );
		expect(
			keyTarget( { ...base, source: 'post', id: 40 }, 12, 3 )
		).toEqual( { objectType: 'post', objectId: 40 } );
		expect( keyTarget( { ...base, tag: 'author_meta' }, 12, 3 ) ).toEqual( {
			objectType: 'user',
			objectId: 3,
		} );
		expect(
			keyTarget( { ...base, tag: 'term_meta', id: 5 }, 12, 3 )
		).toEqual( { objectType: 'term', objectId: 5 } );
	} );
} );
