/**
 * Internal dependencies
 */
import { request } from '../../../shared/api/client';
import { objectsApi, searchParams } from '../api';

jest.mock( '../../../shared/api/client' );
const fetchMock = jest.mocked( request );

describe( 'object search and titles', () => {
	beforeEach( () => fetchMock.mockReset() );

	it( 'searches by id when the text is purely numeric', () => {
		expect( searchParams( ' 42 ' ) ).toEqual( { id: '42' } );
		expect( searchParams( 'about 42' ) ).toEqual( { search: 'about 42' } );
	} );

	it( 'calls the search route of the target with its scope', async () => {
		fetchMock.mockResolvedValue( [ { id: 3, title: 'About' } ] );
		await expect(
			objectsApi.search(
				{ route: '/search_posts', scope: { post_type: 'page' } },
				'abo'
			)
		).resolves.toEqual( [ { id: 3, title: 'About' } ] );
		expect( fetchMock ).toHaveBeenCalledWith(
			{
				path: '/generateblocks-pro/advanced-conditions/v1/search_posts?post_type=page&search=abo',
			},
			'Failed to search'
		);
	} );

	it( 'asks batch_object_titles with a POST of the requests', async () => {
		fetchMock.mockResolvedValue( { 'post-3': 'About' } );
		await expect(
			objectsApi.titles( [ { type: 'post', id: 3 } ] )
		).resolves.toEqual( { 'post-3': 'About' } );
		expect( fetchMock ).toHaveBeenCalledWith(
			{
				path: '/generateblocks-pro/advanced-conditions/v1/batch_object_titles',
				method: 'POST',
				data: { requests: [ { type: 'post', id: 3 } ] },
			},
			'Failed to fetch titles'
		);
	} );
} );
