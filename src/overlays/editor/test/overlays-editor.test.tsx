/**
 * The overlay parts of the editor on the shell: the mega-menu control is a registered inspector control
 * of navigation items, and the overlay data is read from the editor data.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { getPlugin, unregisterPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { inspectorControls, resetRegistries } from '../../../editor/registry';
import { overlaysApi } from '../../api';
import {
	MegaMenuInspectorControl,
	overlayEditorData,
	registerOverlaysEditor,
} from '..';

jest.mock( '../../api' );
const api = jest.mocked( overlaysApi );

afterEach( () => {
	resetRegistries();
	if ( getPlugin( 'gblocks-pro-overlay-settings' ) ) {
		unregisterPlugin( 'gblocks-pro-overlay-settings' );
	}
} );

it( 'reads the overlay data with defaults', () => {
	expect( overlayEditorData( undefined ) ).toEqual( {
		isOverlay: false,
		conditionsUrl: '',
	} );
	expect(
		overlayEditorData( { isOverlay: true, conditionsUrl: '/c' } )
	).toEqual( { isOverlay: true, conditionsUrl: '/c' } );
	expect( overlayEditorData( { isOverlay: 'yes' } ).isOverlay ).toBe( false );
} );

it( 'registers the mega-menu control for navigation items only, and the panel only in the overlay editor', () => {
	registerOverlaysEditor( { isOverlay: false, conditionsUrl: '' } );

	const [ control ] = inspectorControls();
	expect( control.name ).toBe( 'overlays/mega-menu' );
	expect( control.isAvailable?.( 'core/navigation-link' ) ).toBe( true );
	expect( control.isAvailable?.( 'core/navigation-submenu' ) ).toBe( true );
	expect( control.isAvailable?.( 'core/paragraph' ) ).toBe( false );
	expect( getPlugin( 'gblocks-pro-overlay-settings' ) ).toBeUndefined();

	resetRegistries();
	registerOverlaysEditor( { isOverlay: true, conditionsUrl: '/c' } );
	expect( getPlugin( 'gblocks-pro-overlay-settings' ) ).toBeDefined();
} );

it( 'the control sets gbOverlay from the chosen overlay', async () => {
	api.list.mockResolvedValue( [
		{
			id: 12,
			title: 'Products',
			status: 'publish',
			overlay_type: 'mega-menu',
			trigger_info: { trigger_type: 'click', is_interactive: true },
			gblocks_overlay_cat: [],
			display_condition: '',
			display_condition_invert: false,
		},
	] );
	const setAttributes = jest.fn();
	render(
		<QueryClientProvider
			client={
				new QueryClient( {
					defaultOptions: { queries: { retry: false } },
				} )
			}
		>
			<MegaMenuInspectorControl
				name="core/navigation-link"
				clientId="a"
				attributes={ {} }
				setAttributes={ setAttributes }
				isSelected
			/>
		</QueryClientProvider>
	);

	const select = screen.getByRole( 'combobox', { name: 'Opens overlay' } );
	await screen.findByRole( 'option', { name: 'Products' } );
	await userEvent.selectOptions( select, '12' );
	expect( setAttributes ).toHaveBeenCalledWith( { gbOverlay: 12 } );
} );
