/**
 * Internal dependencies
 */
import { normaliseOverlay, normaliseOverlayList } from '..';

describe( 'overlay list normaliser', () => {
	const current = {
		id: 12,
		title: { rendered: 'Summer &amp; Sale' },
		status: 'draft',
		gblocks_overlay_cat: [ 3 ],
		overlay_type: 'anchored',
		display_condition: '7',
		display_condition_invert: true,
		trigger_info: { trigger_type: 'hover', is_interactive: true },
	};

	it( 'reads response.modals with title { rendered } and the display fields', () => {
		expect( normaliseOverlayList( { modals: [ current ] } ) ).toEqual( [
			{
				id: 12,
				title: 'Summer & Sale',
				status: 'draft',
				overlay_type: 'anchored',
				trigger_info: { trigger_type: 'hover', is_interactive: true },
				gblocks_overlay_cat: [ 3 ],
				display_condition: '7',
				display_condition_invert: true,
			},
		] );
	} );

	it( 'still reads the old bare list with a string title', () => {
		expect(
			normaliseOverlayList( [
				{
					id: 4,
					title: 'Menu',
					status: 'publish',
					overlay_type: 'mega-menu',
					trigger_info: {
						trigger_type: 'click',
						is_interactive: true,
					},
				},
			] )
		).toEqual( [
			{
				id: 4,
				title: 'Menu',
				status: 'publish',
				overlay_type: 'mega-menu',
				trigger_info: { trigger_type: 'click', is_interactive: true },
				gblocks_overlay_cat: [],
				display_condition: '',
				display_condition_invert: false,
			},
		] );
	} );

	it( 'fills what is missing with the defaults and derives is_interactive from the trigger', () => {
		expect(
			normaliseOverlay( {
				id: 5,
				title: { rendered: 'Exit' },
				overlay_type: 'unknown',
				trigger_info: { trigger_type: 'exit-intent' },
				display_condition: 0,
				display_condition_invert: '1',
			} )
		).toMatchObject( {
			overlay_type: 'standard',
			status: 'publish',
			trigger_info: {
				trigger_type: 'exit-intent',
				is_interactive: false,
			},
			display_condition: '',
			display_condition_invert: true,
		} );
		expect( normaliseOverlayList( {} ) ).toEqual( [] );
	} );
} );
