/**
 * The "Dynamic tags" panel: each tag of the block with its preview value from the preview route (the
 * only thing mocked, at our API client), and the server's message when previews fail.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { dynamicTagsApi } from '../api';
import { PreviewPanel } from '../components/preview-panel';
import { ApiError } from '../../shared/api';

jest.mock( '../api' );
const api = jest.mocked( dynamicTagsApi );

function renderPanel( attributes: Record< string, unknown > ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	return render(
		<QueryClientProvider client={ client }>
			<PreviewPanel attributes={ attributes } postId={ 12 } />
		</QueryClientProvider>
	);
}

beforeEach( () => api.preview.mockReset() );

describe( 'the dynamic tag previews', () => {
	it( 'lists each tag of the block with its value for this post', async () => {
		api.preview.mockResolvedValue( {
			values: {
				'{{post_meta key:subtitle}}': 'A fine day',
				'{{option key:blogname}}': '',
				'{{post_meta key:_secret}}': '',
			},
			errors: {
				'{{post_meta key:_secret}}':
					'The dynamic tag key "_secret" is not allowed.',
			},
		} );
		renderPanel( {
			content:
				'On {{post_meta key:subtitle}} at {{option key:blogname}} {{post_meta key:_secret}}',
			htmlAttributes: { title: '{{post_meta key:subtitle}}' },
		} );
		expect(
			screen.getByRole( 'button', { name: 'Dynamic tags' } )
		).toBeVisible();
		const subtitle = ( await screen.findByText( 'A fine day' ) ).closest(
			'div'
		);
		expect(
			within( subtitle as HTMLElement ).getByText(
				'{{post_meta key:subtitle}}'
			)
		).toBeVisible();
		expect( screen.getByText( '(empty)' ) ).toBeVisible();
		expect(
			screen.getByText( 'The dynamic tag key "_secret" is not allowed.' )
		).toBeVisible();
		expect( api.preview ).toHaveBeenCalledTimes( 1 );
		expect( api.preview ).toHaveBeenCalledWith(
			[
				'{{post_meta key:subtitle}}',
				'{{option key:blogname}}',
				'{{post_meta key:_secret}}',
			],
			12
		);
	} );

	it( 'asks for a post outside one (the site editor)', () => {
		const client = new QueryClient();
		render(
			<QueryClientProvider client={ client }>
				<PreviewPanel
					attributes={ { content: '{{option key:blogname}}' } }
					postId={ 0 }
				/>
			</QueryClientProvider>
		);
		expect(
			screen.getByText( 'Values are previewed when editing a post.' )
		).toBeVisible();
		expect( api.preview ).not.toHaveBeenCalled();
	} );

	it( "shows the server's message when the previews fail", async () => {
		api.preview.mockRejectedValue(
			new ApiError( 'The dynamic tag key "_secret" is not allowed.' )
		);
		renderPanel( { content: '{{post_meta key:_secret}}' } );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The dynamic tag key "_secret" is not allowed.'
		);
	} );

	it( 'renders nothing for a block without tags', () => {
		const { container } = renderPanel( { content: 'No tags {{here' } );
		expect( container ).toBeEmptyDOMElement();
	} );
} );
