/**
 * The pickers' routes: the keys route with its object, and core's search over every post type.
 */

/**
 * Internal dependencies
 */
import { request, requestCore } from '../../../shared/api/client';
import { metaPickersApi } from '../api';

jest.mock( '../../../shared/api/client' );
const envelope = jest.mocked( request );
const core = jest.mocked( requestCore );

describe( 'the key and post picker routes', () => {
	beforeEach( () => {
		envelope.mockReset();
		core.mockReset();
	} );

	it( 'asks the keys of an object and keeps only well-formed keys', async () => {
		envelope.mockResolvedValue( [
			{ key: 'subtitle', label: 'subtitle', source: 'meta' },
			{ key: 'hero', label: 'Hero', source: 'acf' },
			{ label: 'no key' },
			'junk',
		] );
		await expect( metaPickersApi.keys( 'post', 12 ) ).resolves.toEqual( [
			{ key: 'subtitle', label: 'subtitle', source: 'meta' },
			{ key: 'hero', label: 'Hero', source: 'acf' },
		] );
		expect( envelope ).toHaveBeenCalledWith(
			{
				path: '/generateblocks-pro/v1/dynamic-tags/keys?objectType=post&objectId=12',
			},
			'Failed to load the keys.'
		);
	} );

	it( 'lists the option-page fields of the custom-field integration first for options, without doubles', async () => {
		envelope.mockImplementation( async ( { path } ) =>
			path === '/generateblocks-pro/v1/get-acf-option-fields'
				? [ { key: 'banner', label: 'Banner text', source: 'acf' } ]
				: [
						{ key: 'banner', label: 'banner', source: 'meta' },
						{ key: 'blogname', label: 'blogname', source: 'meta' },
					]
		);
		await expect( metaPickersApi.keys( 'option', 0 ) ).resolves.toEqual( [
			{ key: 'banner', label: 'Banner text', source: 'acf' },
			{ key: 'blogname', label: 'blogname', source: 'meta' },
		] );
		expect( envelope ).toHaveBeenCalledWith(
			{
				path: '/generateblocks-pro/v1/dynamic-tags/keys?objectType=option',
			},
			'Failed to load the keys.'
		);
	} );

	it( 'logs a failed option-fields request and goes on with an empty list (SPEC 8)', async () => {
		const log = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		const failure = new Error( 'Failed to load the option fields.' );
		envelope.mockImplementation( async ( { path } ) => {
			if ( path === '/generateblocks-pro/v1/get-acf-option-fields' ) {
				throw failure;
			}
			return [ { key: 'blogname', label: 'blogname', source: 'meta' } ];
		} );
		await expect( metaPickersApi.acfOptionFields() ).resolves.toEqual( [] );
		await expect( metaPickersApi.keys( 'option', 0 ) ).resolves.toEqual( [
			{ key: 'blogname', label: 'blogname', source: 'meta' },
		] );
		expect( log ).toHaveBeenCalledWith( failure );
		log.mockRestore();
	} );

	it( 'searches posts by title, or by id for digits', async () => {
		core.mockResolvedValue( [
			{ id: 40, title: 'Team', subtype: 'page' },
		] );
		await expect( metaPickersApi.searchPosts( 'Tea' ) ).resolves.toEqual( [
			{ id: 40, title: 'Team', type: 'page' },
		] );
		expect( core.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/wp/v2/search?type=post&per_page=20&_fields=id%2Ctitle%2Csubtype&search=Tea'
		);
		await metaPickersApi.searchPosts( ' 40 ' );
		expect( core.mock.calls[ 1 ][ 0 ].path ).toContain( '&include=40' );
	} );
} );
