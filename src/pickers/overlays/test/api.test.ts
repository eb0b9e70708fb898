/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { OVERLAYS_ROOT } from '../../../shared/query/keys';
import { normalisePickerOverlay, overlaysPickerApi } from '../api';
import { overlayPickerKeys } from '../query-keys';

jest.mock( '@wordpress/api-fetch' );
const fetch = jest.mocked( apiFetch );

beforeEach( () => {
	fetch.mockReset();
} );

function query( path: string ): URLSearchParams {
	return new URL( path, 'http://x' ).searchParams;
}

describe( 'the overlays-picker API module', () => {
	it( 'reads title, status, interactivity, categories and type', () => {
		expect(
			normalisePickerOverlay( {
				id: '9',
				title: { rendered: 'Sign&#8217;up ' },
				status: 'draft',
				trigger_info: { trigger_type: 'click', is_interactive: true },
				gblocks_overlay_cat: [ 4, '5', 'x', 0 ],
				overlay_type: 'anchored',
				display_condition: '12',
				display_condition_invert: true,
			} )
		).toEqual( {
			id: 9,
			title: 'Sign’up',
			status: 'draft',
			isInteractive: true,
			categories: [ 4, 5 ],
			type: 'anchored',
			displayCondition: '12',
			displayConditionInvert: true,
		} );
		expect( normalisePickerOverlay( { id: 3 } ) ).toEqual( {
			id: 3,
			title: '',
			status: 'publish',
			isInteractive: false,
			categories: [],
			type: '',
			displayCondition: '',
			displayConditionInvert: false,
		} );
	} );

	it( 'asks for 200 overlays of every status with the picker fields, or published only', async () => {
		fetch.mockResolvedValue( [ { id: 1, title: { rendered: 'A' } } ] );
		const list = await overlaysPickerApi.list( true );
		expect( list.map( ( overlay ) => overlay.id ) ).toEqual( [ 1 ] );
		const all = query(
			( fetch.mock.calls[ 0 ][ 0 ] as { path: string } ).path
		);
		expect(
			( fetch.mock.calls[ 0 ][ 0 ] as { path: string } ).path
		).toMatch( /^\/wp\/v2\/gblocks_overlay\?/ );
		expect( all.get( 'per_page' ) ).toBe( '200' );
		expect( all.get( 'status' ) ).toBe(
			'publish,draft,pending,private,future'
		);
		expect( all.get( '_fields' ) ).toBe(
			'id,title,status,trigger_info,gblocks_overlay_cat,overlay_type,display_condition,display_condition_invert'
		);
		await overlaysPickerApi.list( false );
		const published = query(
			( fetch.mock.calls[ 1 ][ 0 ] as { path: string } ).path
		);
		expect( published.get( 'status' ) ).toBe( 'publish' );
	} );

	it( 'fails with the server message, or the SPEC text', async () => {
		fetch.mockRejectedValueOnce( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to view overlay panels.',
			data: { status: 403 },
		} );
		await expect( overlaysPickerApi.list( true ) ).rejects.toThrow(
			'Sorry, you are not allowed to view overlay panels.'
		);
		fetch.mockRejectedValueOnce( new TypeError( '' ) );
		await expect( overlaysPickerApi.list( true ) ).rejects.toThrow(
			'Error loading overlay panels. Please try again.'
		);
	} );

	it( 'reads category names decoded, 100 per page', async () => {
		fetch.mockResolvedValue( [ { id: 2, name: 'Sales &amp; more' } ] );
		await expect( overlaysPickerApi.categories() ).resolves.toEqual( [
			{ id: 2, name: 'Sales & more' },
		] );
		const path = ( fetch.mock.calls[ 0 ][ 0 ] as { path: string } ).path;
		expect( path ).toMatch( /^\/wp\/v2\/overlay-categories\?/ );
		expect( query( path ).get( 'per_page' ) ).toBe( '100' );
	} );

	it( 'keys every picker query under OVERLAYS_ROOT', () => {
		for ( const key of [
			overlayPickerKeys.list( true ),
			overlayPickerKeys.list( false ),
			overlayPickerKeys.categories(),
		] ) {
			expect( key.slice( 0, 2 ) ).toEqual( [ ...OVERLAYS_ROOT ] );
		}
		expect( overlayPickerKeys.list( true ) ).not.toEqual(
			overlayPickerKeys.list( false )
		);
	} );
} );
