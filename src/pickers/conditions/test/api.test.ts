/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	conditionsPickerApi,
	normalisePickerCondition,
	normalisePickerPage,
} from '../api';

jest.mock( '@wordpress/api-fetch' );
const fetch = jest.mocked( apiFetch );

beforeEach( () => {
	fetch.mockReset();
} );

describe( 'the conditions-picker API module', () => {
	it( 'reads a condition title as a string or as { rendered }, and its category ids', () => {
		expect(
			normalisePickerCondition( {
				id: '7',
				title: { rendered: 'Members&#8217; area' },
				status: 'draft',
				gblocks_condition_cat: [ 3, '4', 'x' ],
				depends_on_visitor: true,
			} )
		).toEqual( {
			id: 7,
			title: 'Members’ area',
			status: 'draft',
			categories: [ 3, 4 ],
			dependsOnVisitor: true,
		} );
		expect(
			normalisePickerCondition( {
				id: 8,
				title: 'Plain & raw',
				depends_on_visitor: 'yes',
			} )
		).toEqual( {
			id: 8,
			title: 'Plain & raw',
			status: 'publish',
			categories: [],
			dependsOnVisitor: false,
		} );
		expect( normalisePickerPage( null ) ).toEqual( {
			conditions: [],
			total: 0,
			pages: 1,
		} );
	} );

	it( 'asks for 100 per page and sends search only when there is one', async () => {
		fetch.mockResolvedValue( {
			success: true,
			response: { conditions: [], total: 0, pages: 0 },
		} );
		await conditionsPickerApi.list( 1 );
		await conditionsPickerApi.list( 2, 'sale & more' );
		const paths = fetch.mock.calls.map(
			( [ options ] ) => ( options as { path: string } ).path
		);
		expect( paths[ 0 ] ).toBe(
			'/generateblocks-pro/advanced-conditions/v1/conditions?page=1&per_page=100'
		);
		expect( paths[ 1 ] ).toBe(
			'/generateblocks-pro/advanced-conditions/v1/conditions?page=2&per_page=100&search=sale%20%26%20more'
		);
	} );

	it( 'answers null for an unknown id and throws other failures', async () => {
		fetch.mockRejectedValueOnce( {
			code: 'not_found',
			message: 'Condition not found.',
			data: { status: 404 },
		} );
		await expect( conditionsPickerApi.get( 5 ) ).resolves.toBeNull();
		fetch.mockRejectedValueOnce( {
			code: 'oops',
			message: 'Server error',
			data: { status: 500 },
		} );
		await expect( conditionsPickerApi.get( 5 ) ).rejects.toThrow(
			'Server error'
		);
	} );

	it( 'reads the category names (up to 100)', async () => {
		fetch.mockResolvedValue( [ { id: 2, name: 'Promo &amp; sales' } ] );
		await expect( conditionsPickerApi.categories() ).resolves.toEqual( [
			{ id: 2, name: 'Promo & sales' },
		] );
		expect( ( fetch.mock.calls[ 0 ][ 0 ] as { path: string } ).path ).toBe(
			'/wp/v2/condition-categories?per_page=100&context=view&_fields=id%2Cname'
		);
	} );
} );
