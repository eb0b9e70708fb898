/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { UsageModal } from '../components/usage-modal';
import { api, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

beforeEach( () => {
	jest.resetAllMocks();
} );

describe( 'Usage modal', () => {
	it( 'lists blocks and classic menu items in their own sections', async () => {
		api.usage.mockResolvedValue( {
			total: 2,
			usage: {
				overlays: { label: 'Overlay Panels', total: 0, items: [] },
				blocks: {
					label: 'Blocks',
					total: 1,
					items: [
						{
							id: 5,
							type: 'wp_template_part',
							title: 'Header',
							status: 'publish',
							type_label: 'Template Part',
							usage_type: 'block_attributes',
							edit_url: '/wp-admin/site-editor.php?postId=5',
							view_url: '',
						},
					],
				},
				menu_items: {
					label: 'Menu items',
					total: 1,
					items: [
						{
							id: 41,
							type: 'nav_menu_item',
							title: 'Members area (menu: Main)',
							status: 'publish',
							type_label: 'Menu item',
							usage_type: 'menu_item_condition',
							edit_url:
								'/wp-admin/nav-menus.php?action=edit&menu=3',
							view_url: '',
						},
					],
				},
			},
		} );
		renderWithClient(
			<UsageModal
				condition={ { id: 7, title: 'Members' } }
				onClose={ () => undefined }
			/>
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Usage: Members',
		} );
		expect(
			await within( dialog ).findByText( 'Used in 2 places.' )
		).toBeVisible();
		expect(
			within( dialog ).getByRole( 'heading', { name: 'Blocks (1)' } )
		).toBeVisible();
		const menus = within( dialog )
			.getByRole( 'heading', { name: 'Menu items (1)' } )
			.closest( 'section' ) as HTMLElement;
		expect(
			within( menus ).getByText( 'Members area (menu: Main)', {
				selector: 'strong',
			} )
		).toBeVisible();
		expect(
			within( menus ).getByText( /Menu item · Published/ )
		).toBeVisible();
		expect(
			within( menus ).getByRole( 'link', {
				name: /Edit Members area \(menu: Main\)/,
			} )
		).toHaveAttribute(
			'href',
			'/wp-admin/nav-menus.php?action=edit&menu=3'
		);
		expect(
			within( menus ).queryByRole( 'link', { name: /View/ } )
		).toBeNull();
	} );

	it( 'says one place in the singular', async () => {
		api.usage.mockResolvedValue( {
			total: 1,
			usage: {
				menu_items: {
					label: 'Menu items',
					total: 1,
					items: [
						{
							id: 41,
							type: 'nav_menu_item',
							title: 'Shop',
							status: 'publish',
							type_label: 'Menu item',
							usage_type: 'menu_item_condition',
							edit_url:
								'/wp-admin/nav-menus.php?action=edit&menu=3',
							view_url: '',
						},
					],
				},
			},
		} );
		renderWithClient(
			<UsageModal
				condition={ { id: 7, title: 'Members' } }
				onClose={ () => undefined }
			/>
		);
		expect( await screen.findByText( 'Used in 1 place.' ) ).toBeVisible();
	} );
} );
