/**
 * The plugin's admin screens and the block editor load with the plugin active, with no console errors.
 */
import path from 'path';

import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

test.describe( 'Admin shell', () => {
	test( 'the GBlocks Pro menu leads to both screens, each mounted by its own bundle', async ( {
		admin,
		page,
	} ) => {
		const errors = collectConsoleErrors( page );

		await admin.visitAdminPage( 'index.php' );
		const menu = page.locator( '#adminmenu' );
		await expect(
			menu.getByRole( 'link', { name: 'GBlocks Pro', exact: true } )
		).toBeVisible();
		await expect(
			menu.getByRole( 'link', { name: 'Overlay Panels', exact: true } )
		).toHaveAttribute( 'href', /page=generateblocks-overlay-panels/ );
		await expect(
			menu.getByRole( 'link', { name: 'Conditions', exact: true } )
		).toHaveAttribute( 'href', /page=generateblocks-conditions/ );

		await admin.visitAdminPage(
			'admin.php',
			'page=generateblocks-overlay-panels'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Overlay Panels' } )
		).toBeVisible();
		// The PHP fallback says "Loading…" until React replaces it.
		await expect( page.locator( '.gblocks-pro-admin-page' ) ).toBeVisible();
		await expect( page.getByText( 'Loading…' ) ).toHaveCount( 0 );

		await admin.visitAdminPage(
			'admin.php',
			'page=generateblocks-conditions'
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Conditions' } )
		).toBeVisible();
		await expect( page.locator( '.gblocks-pro-admin-page' ) ).toBeVisible();
		await expect( page.getByText( 'Loading…' ) ).toHaveCount( 0 );

		expect( errors ).toEqual( [] );
	} );

	test( 'the block editor opens with the plugin active and no console errors', async ( {
		admin,
		editor,
		page,
	} ) => {
		const errors = collectConsoleErrors( page );

		await admin.createNewPost();
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.fill( 'Hello from GBlocks Pro' );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'A paragraph.' },
		} );
		await expect(
			editor.canvas.getByRole( 'document', { name: /Block: Paragraph/ } )
		).toHaveText( 'A paragraph.' );

		expect( errors ).toEqual( [] );
	} );

	test( 'a snackbar on our admin screens sits above the WordPress footer text', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// Taller than the page: the footer sits at the bottom of the window, where snackbars are.
		await page.setViewportSize( { width: 1280, height: 1000 } );
		await admin.visitAdminPage( 'admin.php', 'page=gblocks-pro-settings' );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Display conditions on blocks',
		} );
		await toggle.click();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		const snackbar = page
			.locator(
				'.gblocks-pro-admin-page__snackbars .components-snackbar'
			)
			.filter( { hasText: 'Settings saved.' } );
		await expect( snackbar ).toBeVisible();
		const footer = page.locator( '#footer-thankyou' );
		await expect( footer ).toBeInViewport();

		const snackbarBox = ( await snackbar.boundingBox() )!;
		const footerBox = ( await footer.boundingBox() )!;
		expect( snackbarBox.y + snackbarBox.height ).toBeLessThanOrEqual(
			footerBox.y
		);
		await screenshot( page, {
			path: path.resolve(
				process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
				'screenshots',
				'admin-snackbar-above-footer.png'
			),
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { gblocks_pro_enable_block_conditions: true },
		} );
	} );

	test( 'at 375 px a snackbar stays inside the window and list-table row labels are whole', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await page.setViewportSize( { width: 375, height: 812 } );
		await admin.visitAdminPage( 'admin.php', 'page=gblocks-pro-settings' );
		await page.getByRole( 'radio', { name: 'On' } ).check();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		const snackbar = page
			.locator(
				'.gblocks-pro-admin-page__snackbars .components-snackbar'
			)
			.filter( { hasText: 'Settings saved.' } );
		await expect( snackbar ).toBeVisible();
		const box = ( await snackbar.boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width ).toBeLessThanOrEqual( 375 );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { gblocks_pro_cache_safe_conditions: 'auto' },
		} );

		const overlay = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/gblocks_overlay',
			data: { title: 'Phone labels', content: '', status: 'publish' },
		} );
		try {
			await admin.visitAdminPage(
				'admin.php',
				'page=generateblocks-overlay-panels'
			);
			await page
				.getByRole( 'button', {
					name: 'Show more details for “Phone labels”',
				} )
				.click();
			const row = page
				.getByRole( 'row' )
				.filter( { hasText: 'Phone labels' } );
			// Each cell's label is its ::before (data-colname): the text must fit its box, not end in "…".
			const cut = await row
				.locator( 'td[data-colname]' )
				.evaluateAll( ( cells ) =>
					cells
						.filter( ( cell ) => {
							const style = getComputedStyle( cell, '::before' );
							if ( style.content === 'none' ) {
								return false;
							}
							const context = document
								.createElement( 'canvas' )
								.getContext( '2d' )!;
							context.font = `${ style.fontWeight } ${ style.fontSize } ${ style.fontFamily }`;
							const text =
								cell.getAttribute( 'data-colname' ) ?? '';
							return (
								context.measureText( text ).width >
								parseFloat( style.width )
							);
						} )
						.map( ( cell ) => cell.getAttribute( 'data-colname' ) )
				);
			expect( cut ).toEqual( [] );
		} finally {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/gblocks_overlay/${ overlay.id }`,
				params: { force: true },
			} );
		}
	} );
} );
