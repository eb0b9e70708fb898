/**
 * The overlay parts of the editor on the shell: the mega-menu inspector control of navigation items,
 * and the overlay data read from the editor data.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { overlaysApi } from '../../api';
import { overlayEditorData } from '../data';
import {
	MegaMenuInspectorControl,
	megaMenuInspectorControl,
} from '../mega-menu';

jest.mock( '../../api' );
const api = jest.mocked( overlaysApi );

it( 'reads the overlay data with defaults', () => {
	expect( overlayEditorData( undefined ) ).toEqual( {
		isOverlay: false,
		isEmbedded: false,
		isOverlayContext: false,
	} );
	expect(
		overlayEditorData( {
			isOverlay: true,
			isEmbedded: true,
			isOverlayContext: true,
		} )
	).toEqual( {
		isOverlay: true,
		isEmbedded: true,
		isOverlayContext: true,
	} );
	expect( overlayEditorData( { isOverlay: 'yes' } ).isOverlay ).toBe( false );
	expect( overlayEditorData( { isEmbedded: 1 } ).isEmbedded ).toBe( false );
} );

it( 'the mega-menu control is for navigation items only', () => {
	const control = megaMenuInspectorControl;
	expect( control.name ).toBe( 'overlays/mega-menu' );
	expect( control.isAvailable( 'core/navigation-link' ) ).toBe( true );
	expect( control.isAvailable( 'core/navigation-submenu' ) ).toBe( true );
	expect( control.isAvailable( 'core/paragraph' ) ).toBe( false );
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
