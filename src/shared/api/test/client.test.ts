/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ApiError, request, requestCore, requestPaged } from '..';

type FetchReply = {
	status: number;
	body: unknown;
	headers?: Record< string, string >;
};

/**
 * Replaces the network under api-fetch: the requests still go through api-fetch's real middlewares,
 * status checks and JSON parsing.
 *
 * @param reply What the server answers.
 */
function serverAnswers( reply: FetchReply ): jest.Mock {
	const fetchMock = jest.fn( async () => ( {
		ok: reply.status >= 200 && reply.status < 300,
		status: reply.status,
		// Like the real Headers, names are case-insensitive.
		headers: {
			get: ( name: string ) =>
				Object.entries( reply.headers ?? {} ).find(
					( [ key ] ) => key.toLowerCase() === name.toLowerCase()
				)?.[ 1 ] ?? null,
		},
		json: async () => reply.body,
	} ) );
	( window as unknown as { fetch: jest.Mock } ).fetch = fetchMock;
	return fetchMock;
}

beforeAll( () => {
	apiFetch.use(
		apiFetch.createRootURLMiddleware( 'http://example.org/wp-json/' )
	);
} );

describe( 'request', () => {
	it( 'unwraps the success envelope into its response', async () => {
		const fetchMock = serverAnswers( {
			status: 200,
			body: { success: true, response: { conditions: [], total: 0 } },
		} );

		const result = await request< { total: number } >(
			{ path: '/generateblocks-pro/advanced-conditions/v1/conditions' },
			'Failed to fetch conditions'
		);

		expect( result ).toEqual( { conditions: [], total: 0 } );
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( String( fetchMock.mock.calls[ 0 ] ) ).toContain(
			'generateblocks-pro/advanced-conditions/v1/conditions'
		);
	} );

	it( 'throws the server message when the envelope says success false', async () => {
		serverAnswers( {
			status: 200,
			body: { success: false, response: 'Unknown condition type "foo".' },
		} );

		await expect(
			request( { path: '/x', method: 'POST' }, 'Failed to save' )
		).rejects.toEqual(
			expect.objectContaining( {
				name: 'ApiError',
				message: 'Unknown condition type "foo".',
			} )
		);
	} );

	it( 'surfaces the message of an HTTP error with its status and code', async () => {
		serverAnswers( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to manage conditions.',
				data: { status: 403 },
				success: false,
				response: 'Sorry, you are not allowed to manage conditions.',
			},
		} );

		let caught: unknown;
		try {
			await request( { path: '/x' }, 'Failed to fetch conditions' );
		} catch ( error ) {
			caught = error;
		}

		expect( caught ).toBeInstanceOf( ApiError );
		expect( caught ).toMatchObject( {
			message: 'Sorry, you are not allowed to manage conditions.',
			status: 403,
			code: 'rest_forbidden',
		} );
	} );

	it( 'falls back to the caller message when the server says nothing readable', async () => {
		serverAnswers( { status: 500, body: { code: 'oops' } } );

		await expect(
			request( { path: '/x' }, 'Failed to fetch conditions' )
		).rejects.toMatchObject( {
			message: 'Failed to fetch conditions',
			code: 'oops',
		} );
	} );

	it( 'rejects a body that is not an envelope', async () => {
		serverAnswers( { status: 200, body: [ 1, 2 ] } );

		await expect(
			request( { path: '/x' }, 'Failed to fetch condition types' )
		).rejects.toMatchObject( {
			message: 'Failed to fetch condition types',
		} );
	} );
} );

describe( 'requestCore and requestPaged', () => {
	it( 'returns a core body as it is', async () => {
		serverAnswers( { status: 200, body: { id: 7, deleted: true } } );

		await expect(
			requestCore( { path: '/wp/v2/gblocks_overlay/7' }, 'Failed' )
		).resolves.toEqual( { id: 7, deleted: true } );
	} );

	it( 'reads the totals from the X-WP headers', async () => {
		serverAnswers( {
			status: 200,
			body: [ { id: 1 }, { id: 2 } ],
			headers: { 'X-WP-Total': '42', 'X-WP-TotalPages': '3' },
		} );

		await expect(
			requestPaged(
				{ path: '/wp/v2/gblocks_overlay?per_page=20' },
				'Failed'
			)
		).resolves.toEqual( {
			items: [ { id: 1 }, { id: 2 } ],
			total: 42,
			totalPages: 3,
		} );
	} );

	it( 'surfaces the server message of a failed paged request', async () => {
		serverAnswers( {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): per_page',
			},
		} );

		await expect(
			requestPaged(
				{ path: '/wp/v2/gblocks_overlay?per_page=500' },
				'Error loading overlay panels. Please try again.'
			)
		).rejects.toMatchObject( {
			message: 'Invalid parameter(s): per_page',
			status: 400,
		} );
	} );
} );
