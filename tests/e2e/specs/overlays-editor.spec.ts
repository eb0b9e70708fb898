/**
 * The "Overlay Settings" panel of the overlay editor.
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';

test.describe( 'Overlay Settings panel', () => {
	test( 'a new overlay opens with the type from overlay_type and saves its settings as meta', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const errors = collectConsoleErrors( page );
		await admin.visitAdminPage(
			'post-new.php',
			'post_type=gblocks_overlay&overlay_type=anchored'
		);
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Account menu' );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const panelToggle = sidebar.getByRole( 'button', {
			name: 'Overlay Settings',
		} );
		if (
			( await panelToggle.getAttribute( 'aria-expanded' ) ) === 'false'
		) {
			await panelToggle.click();
		}
		const type = sidebar.getByRole( 'combobox', { name: 'Type' } );
		await expect( type ).toHaveValue( 'anchored' );
		// Automatic triggers are offered for standard overlays only.
		const trigger = sidebar.getByRole( 'combobox', { name: 'Trigger' } );
		await expect( trigger.locator( 'option' ) ).toHaveText( [
			'Click',
			'Hover',
			'Click and hover',
		] );
		await trigger.selectOption( 'hover' );
		await expect(
			sidebar.getByRole( 'slider', { name: 'Hover buffer (px)' } )
		).toBeVisible();
		await sidebar
			.getByRole( 'combobox', { name: 'Placement' } )
			.selectOption( 'top-end' );
		// Ranges come from src/overlays/settings.json, as on the server.
		await expect(
			sidebar.getByRole( 'slider', { name: 'Animation duration (ms)' } )
		).toHaveAttribute( 'max', '5000' );
		const parent = sidebar.getByRole( 'textbox', {
			name: 'Position relative to parent',
		} );
		await parent.fill( '">' );
		await expect(
			sidebar.getByText( 'This is not a valid CSS selector.' )
		).toBeVisible();
		await parent.fill( '.site-header' );
		await expect(
			sidebar.getByText( 'This is not a valid CSS selector.' )
		).toBeHidden();

		await editor.publishPost();
		const id = new URL( page.url() ).searchParams.get( 'post' );
		const saved = await requestUtils.rest< {
			meta: Record< string, unknown >;
			trigger_info: { trigger_type: string; is_interactive: boolean };
		} >( {
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { context: 'edit' },
		} );
		expect( saved.meta._gb_overlay_type ).toBe( 'anchored' );
		expect( saved.meta._gb_overlay_placement ).toBe( 'top-end' );
		expect( saved.meta._gb_overlay_position_to_parent ).toBe(
			'.site-header'
		);
		expect( saved.trigger_info ).toEqual( {
			trigger_type: 'hover',
			is_interactive: true,
		} );
		expect( errors ).toEqual( [] );

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { force: true },
		} );
	} );
} );
