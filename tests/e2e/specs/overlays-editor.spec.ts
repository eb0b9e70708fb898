/**
 * The "Overlay Settings" panel of the overlay editor; its Display condition's "+" creates a condition in
 * the conditions dashboard, as on a block, and chooses it.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import {
	deleteConditions,
	listConditions,
	saveNewDeviceCondition,
} from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

/**
 * Forgets which panels the administrator opened or closed, as for a user who never saw the panel.
 *
 * @param requestUtils Request utilities.
 */
async function forgetPanelPreferences( requestUtils: RequestUtils ) {
	type Preferences = Record< string, Record< string, unknown > | string >;
	const me = await requestUtils.rest< {
		meta: { persisted_preferences?: Preferences };
	} >( { path: '/wp/v2/users/me', params: { context: 'edit' } } );
	const { 'gblocks-pro': ours, ...preferences } =
		me.meta.persisted_preferences ?? {};
	const { openPanels, ...core } = ( preferences.core ?? {} ) as Record<
		string,
		unknown
	>;
	void ours;
	void openPanels;
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/users/me',
		data: {
			meta: {
				persisted_preferences: {
					...preferences,
					core,
					_modified: new Date().toISOString(),
				},
			},
		},
	} );
}

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

	test( 'the panel is open, grouped, sets the backdrop with the color picker and copies the trigger', async ( {
		admin,
		context,
		editor,
		page,
		requestUtils,
	} ) => {
		// The editor, a publish and axe on a loaded machine.
		test.setTimeout( 180_000 );
		const errors = collectConsoleErrors( page );
		await forgetPanelPreferences( requestUtils );
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await admin.visitAdminPage(
			'post-new.php',
			'post_type=gblocks_overlay&overlay_type=standard'
		);
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Spring sale' );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		// Open without a click.
		await expect(
			sidebar.getByRole( 'button', { name: 'Overlay Settings' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		for ( const group of [
			'Type & trigger',
			'Display',
			'Position',
			'Backdrop',
			'Animation',
			'Behaviour',
		] ) {
			await expect(
				sidebar.getByRole( 'group', { name: group, exact: true } )
			).toBeVisible();
		}
		await expect(
			sidebar.getByRole( 'checkbox', { name: 'Show close button' } )
		).toBeChecked();

		// The trigger attribute: all of it visible (it wraps, nothing is cut off), copied with 'Copied!'
		// for two seconds.
		const code = sidebar.locator( '.gblocks-pro-trigger-hint__code' );
		await expect( code ).toHaveText( /^data-gb-overlay="gb-overlay-\d+"$/ );
		const fits = await code.evaluate( ( el ) => ( {
			scroll: el.scrollWidth,
			client: el.clientWidth,
		} ) );
		expect( fits.scroll ).toBeLessThanOrEqual( fits.client );
		await screenshot( code, {
			path: path.join( SCREENSHOTS, 'overlay-settings-trigger.png' ),
		} );
		await sidebar
			.getByRole( 'button', { name: 'Copy', exact: true } )
			.click();
		await expect(
			sidebar.getByRole( 'button', { name: 'Copied!' } )
		).toBeVisible();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( await code.textContent() );
		await expect(
			sidebar.getByRole( 'button', { name: 'Copy', exact: true } )
		).toBeVisible( { timeout: 5000 } );

		// The backdrop color from the theme palette.
		const color = sidebar.getByRole( 'button', { name: /Backdrop color/ } );
		await expect( color ).toContainText( 'rgba(0,0,0,.5)' );
		await color.click();
		const contrast = page.getByRole( 'option', { name: 'Contrast' } );
		await expect( contrast ).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-settings-color-picker.png' ),
		} );
		await contrast.click();
		await expect( color ).toContainText( '#111111' );
		await page.keyboard.press( 'Escape' );
		await screenshot( sidebar, {
			path: path.join( SCREENSHOTS, 'overlay-settings-panel.png' ),
		} );

		const axe = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlay-settings' )
			.analyze();
		expect( axe.violations ).toEqual( [] );

		await editor.publishPost();
		const id = new URL( page.url() ).searchParams.get( 'post' );
		const saved = await requestUtils.rest< {
			meta: Record< string, unknown >;
		} >( {
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { context: 'edit' },
		} );
		expect( saved.meta._gb_overlay_backdrop_color ).toBe( '#111111' );
		expect( saved.meta._gb_overlay_show_close_button ).toBe( true );
		expect( errors ).toEqual( [] );

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { force: true },
		} );
	} );

	test( 'Frequency and further triggers: the caps and "Also open on" of an automatic overlay, saved as meta, at 1280 and 375 px, with axe', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const errors = collectConsoleErrors( page );
		await forgetPanelPreferences( requestUtils );
		await admin.visitAdminPage(
			'post-new.php',
			'post_type=gblocks_overlay&overlay_type=standard'
		);
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Capped offer' );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const frequency = sidebar.getByRole( 'group', {
			name: 'Frequency',
			exact: true,
		} );
		// A click trigger opens it every time: no Frequency card.
		await expect( frequency ).toHaveCount( 0 );
		await sidebar
			.getByRole( 'combobox', { name: 'Trigger', exact: true } )
			.selectOption( 'time' );
		await expect( frequency ).toBeVisible();
		await frequency
			.getByRole( 'spinbutton', { name: 'Show at most (times)' } )
			.fill( '2' );
		await frequency
			.getByRole( 'combobox', { name: 'Per' } )
			.selectOption( 'days' );
		await frequency
			.getByRole( 'spinbutton', { name: 'Days', exact: true } )
			.fill( '3' );
		await frequency
			.getByRole( 'combobox', { name: 'After a conversion' } )
			.selectOption( 'ever' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Inactivity', exact: true } )
			.check();
		await sidebar
			.getByRole( 'spinbutton', { name: 'Seconds without input' } )
			.fill( '45' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Element scrolled into view' } )
			.check();
		await sidebar
			.getByRole( 'textbox', { name: 'Element (CSS selector)' } )
			.fill( '#pricing' );
		await screenshot( sidebar, {
			path: path.join(
				SCREENSHOTS,
				'overlay-settings-frequency-1280.png'
			),
		} );
		const axe = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlay-settings' )
			.analyze();
		expect( axe.violations ).toEqual( [] );
		await page.setViewportSize( { width: 375, height: 800 } );
		// The editor closes its sidebar on a small screen: opened again, it covers the screen.
		await editor.openDocumentSettingsSidebar();
		await frequency.scrollIntoViewIfNeeded();
		await screenshot( page, {
			path: path.join(
				SCREENSHOTS,
				'overlay-settings-frequency-375.png'
			),
		} );
		const narrow = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlay-settings' )
			.analyze();
		expect( narrow.violations ).toEqual( [] );
		await page.setViewportSize( { width: 1280, height: 800 } );

		await editor.publishPost();
		const id = new URL( page.url() ).searchParams.get( 'post' );
		const saved = await requestUtils.rest< {
			meta: Record< string, unknown >;
		} >( {
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { context: 'edit' },
		} );
		expect( saved.meta ).toMatchObject( {
			_gb_overlay_trigger_type: 'time',
			_gb_overlay_more_triggers: 'inactivity,element',
			_gb_overlay_inactivity_seconds: 45,
			_gb_overlay_trigger_selector: '#pricing',
			_gb_overlay_cap_count: 2,
			_gb_overlay_cap_period: 'days',
			_gb_overlay_cap_days: 3,
			_gb_overlay_stop_after_conversion: 'ever',
		} );
		expect( errors ).toEqual( [] );
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { force: true },
		} );
	} );

	test( 'Display condition "+" creates a condition in the conditions dashboard and chooses it', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 120_000 );
		const prefix = 'E2E overlay condition';
		await deleteConditions( requestUtils, prefix );
		const errors = collectConsoleErrors( page );
		const tabs: string[] = [];
		page.context().on( 'page', ( other ) => tabs.push( other.url() ) );
		await admin.visitAdminPage(
			'post-new.php',
			'post_type=gblocks_overlay&overlay_type=standard'
		);
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
		const display = sidebar.getByRole( 'group', {
			name: 'Display',
			exact: true,
		} );
		await display
			.getByRole( 'button', { name: 'Create condition' } )
			.click();

		// The dashboard modal in this tab, not the Conditions page in another.
		const creating = page.getByRole( 'dialog', {
			name: 'Create New Condition',
		} );
		await expect( creating ).toBeVisible();
		const title = `${ prefix }: made from the overlay`;
		await saveNewDeviceCondition( creating, title );
		const dashboard = page.getByRole( 'dialog', { name: 'Conditions' } );
		// The save, on a loaded machine.
		await expect( dashboard.getByText( title ) ).toBeVisible( {
			timeout: 30_000,
		} );
		await page.keyboard.press( 'Escape' );
		await expect( dashboard ).toHaveCount( 0 );
		expect( tabs ).toEqual( [] );

		// Chosen, and found in the picker when typed, without a reload.
		const select = display.getByRole( 'combobox', {
			name: 'Display condition',
		} );
		await expect( select ).toHaveValue( title );
		await expect(
			display.getByRole( 'checkbox', { name: 'Invert condition' } )
		).toBeVisible();
		const created = ( await listConditions( requestUtils ) ).find(
			( item ) => item.title.rendered === title
		);
		expect(
			await page.evaluate(
				() =>
					(
						window as unknown as {
							wp: {
								data: {
									select: ( store: string ) => {
										getEditedPostAttribute: (
											name: string
										) => Record< string, unknown >;
									};
								};
							};
						}
					 ).wp.data
						.select( 'core/editor' )
						.getEditedPostAttribute( 'meta' )
						._gb_overlay_display_condition
			)
		).toBe( String( created?.id ) );
		await select.click();
		await select.fill( 'made from the overlay' );
		await expect(
			page.getByRole( 'option', { name: title } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-settings-display.png' ),
		} );
		await page.keyboard.press( 'Escape' );
		const axe = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlay-settings' )
			.analyze();
		expect( axe.violations ).toEqual( [] );
		expect( errors ).toEqual( [] );
		await deleteConditions( requestUtils, prefix );
	} );
} );
