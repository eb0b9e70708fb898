/**
 * The Overlay Panels modal of the block editor (SPEC 2.2, 2.3, 4 "Modal navigation"): opened from the
 * GBlocks Pro sidebar of a post, Add New inside it loads the real overlay editor in a frame without the
 * admin chrome, a save there refreshes the modal's list and the trigger select of the host editor
 * without a page reload, Back and Close ask first
 * with unsaved changes, leaving the frame's editor by a link asks first, and messages from another
 * origin or another frame are ignored.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import type { FrameLocator, Locator, Page } from '@playwright/test';

import { openAdvanced } from '../block-inspector';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SHOTS = process.env.WP_ARTIFACTS_PATH ?? 'artifacts';

async function openOverlayPanels( page: Page ) {
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: 'GBlocks Pro' } )
		.click();
	const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
	await expect(
		sidebar.getByRole( 'button', { name: 'Overlay Panels', exact: true } )
	).toBeVisible();
	await sidebar
		.getByRole( 'button', { name: 'Manage Overlay Panels' } )
		.click();
	const dashboard = page.getByRole( 'dialog', { name: 'Overlay Panels' } );
	await expect( dashboard ).toBeVisible();
	return dashboard;
}

/**
 * The overlay editor inside the modal's frame.
 * @param page
 */
function editorFrame( page: Page ): FrameLocator {
	return page.frameLocator( 'iframe[title="Overlay Panel editor"]' );
}

/**
 * The post title field of the editor in the modal's frame: in the editor's canvas frame when the
 * canvas is framed, in the editor's own document otherwise.
 *
 * @param page The page.
 */
async function titleField( page: Page ): Promise< Locator > {
	const frame = editorFrame( page );
	const inCanvas = frame
		.frameLocator( 'iframe[name="editor-canvas"]' )
		.getByRole( 'textbox', { name: 'Add title' } );
	const direct = frame.getByRole( 'textbox', { name: 'Add title' } );
	let found: Locator | null = null;
	await expect
		.poll(
			async () => {
				if ( await direct.isVisible() ) {
					found = direct;
				} else if ( await inCanvas.isVisible() ) {
					found = inCanvas;
				}
				return found !== null;
			},
			{ timeout: 60_000 }
		)
		.toBe( true );
	return found ?? direct;
}

async function deleteOverlaysTitled(
	requestUtils: RequestUtils,
	title: string
) {
	const found = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/gblocks_overlay',
		params: {
			search: title,
			status: 'publish,draft,pending,private,future',
			per_page: 100,
			_fields: 'id',
		},
	} );
	for ( const overlay of found ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ overlay.id }`,
			params: { force: true },
		} );
	}
}

test.describe( 'Overlay Panels modal', () => {
	test( 'Add New in the modal edits the overlay in a frame without admin chrome; a save lists it without a reload', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const errors = collectConsoleErrors( page );
		const title = `Modal overlay ${ Date.now() }`;
		await admin.createNewPost();
		// A block whose trigger select has loaded the overlay list before the modal opens: the save
		// in the frame must refresh it (the list is fresh for 2 minutes otherwise).
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Opens the new overlay' },
		} );
		const paragraph = editor.canvas.getByRole( 'document', {
			name: 'Block: Paragraph',
		} );
		const inspector = await openAdvanced( page, editor, paragraph );
		const triggerSelect = inspector.getByRole( 'combobox', {
			name: 'Overlay Panel Trigger',
		} );
		await expect( triggerSelect ).toBeEnabled();
		await expect(
			triggerSelect.getByRole( 'option', { name: `[Draft] ${ title }` } )
		).toHaveCount( 0 );
		// The page must not reload: a marker on the window survives only without one.
		await page.evaluate( () => {
			( window as unknown as { gbMarker: number } ).gbMarker = 1;
		} );

		const dashboard = await openOverlayPanels( page );
		await screenshot( page, {
			path: `${ SHOTS }/overlays-modal-dashboard.png`,
		} );
		const dashboardScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlays-modal' )
			.analyze();
		expect( dashboardScan.violations ).toEqual( [] );

		await dashboard
			.getByRole( 'button', { name: 'Add New', exact: true } )
			.click();
		await page
			.getByRole( 'dialog', { name: 'Choose an overlay panel type' } )
			.getByRole( 'button', { name: 'Standard' } )
			.click();

		const creating = page.getByRole( 'dialog', {
			name: 'Create New Overlay Panel',
		} );
		await expect( creating ).toBeVisible();
		await expect(
			creating.getByRole( 'button', { name: '← Back to Overlay Panels' } )
		).toBeVisible();
		const frameElement = page.locator(
			'iframe[title="Overlay Panel editor"]'
		);
		const src = new URL(
			( await frameElement.getAttribute( 'src' ) ) ?? ''
		);
		expect( src.pathname ).toMatch( /\/wp-admin\/post-new\.php$/ );
		expect( src.searchParams.get( 'post_type' ) ).toBe( 'gblocks_overlay' );
		expect( src.searchParams.get( 'overlay_type' ) ).toBe( 'standard' );
		expect( src.searchParams.get( 'gb_overlay_context' ) ).toBe( '1' );
		expect( src.searchParams.get( 'gb_embedded_overlay' ) ).toBe( '1' );

		// The editor loads in the frame, without the admin bar, menu or footer.
		const field = await titleField( page );
		const frame = editorFrame( page );
		await expect( frame.locator( 'body' ) ).toHaveClass(
			/gblocks-pro-embedded-overlay/
		);
		await expect( frame.locator( '#wpadminbar' ) ).toBeHidden();
		await expect( frame.locator( '#adminmenumain' ) ).toBeHidden();
		await expect( frame.locator( '#wpfooter' ) ).toBeHidden();
		const skeletonBox = await frame
			.locator( '.interface-interface-skeleton' )
			.boundingBox();
		const frameBox = await frameElement.boundingBox();
		expect( skeletonBox && frameBox ).toBeTruthy();
		expect(
			Math.abs( ( skeletonBox?.x ?? 0 ) - ( frameBox?.x ?? 0 ) )
		).toBeLessThan( 2 );
		expect(
			Math.abs( ( skeletonBox?.y ?? 0 ) - ( frameBox?.y ?? 0 ) )
		).toBeLessThan( 2 );
		// No sidebar section opening a modal inside the modal.
		await expect(
			frame.getByRole( 'button', { name: 'Manage Overlay Panels' } )
		).toHaveCount( 0 );

		await field.fill( title );
		await expect( creating.getByText( 'Unsaved changes' ) ).toBeVisible();

		await frame
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();

		const editing = page.getByRole( 'dialog', {
			name: `Edit Overlay Panel: ${ title }`,
		} );
		await expect( editing ).toBeVisible();
		// One confirmation: the frame's editor's own, none of the modal's drawn over it.
		await expect(
			frame.locator( '.components-snackbar' ).getByText( 'Draft saved.' )
		).toBeVisible();
		await expect( frame.locator( '.components-snackbar' ) ).toHaveCount(
			1
		);
		await expect( editing.locator( '.components-snackbar' ) ).toHaveCount(
			0
		);
		await expect( editing.getByText( 'Unsaved changes' ) ).toBeHidden();
		const newTab = editing.getByRole( 'link', { name: 'Open in new tab' } );
		await expect( newTab ).toHaveAttribute( 'target', '_blank' );
		await expect( newTab ).toHaveAttribute( 'rel', /noopener/ );
		const href = new URL( ( await newTab.getAttribute( 'href' ) ) ?? '' );
		const id = Number( href.searchParams.get( 'post' ) );
		expect( id ).toBeGreaterThan( 0 );
		expect( href.searchParams.get( 'action' ) ).toBe( 'edit' );
		// The frame was not reloaded by the save (same address), and stays embedded if reloaded.
		expect( await frameElement.getAttribute( 'src' ) ).toBe( src.href );
		await expect
			.poll( () =>
				frameElement.evaluate(
					( element ) =>
						( element as HTMLIFrameElement ).contentWindow?.location
							.search ?? ''
				)
			)
			.toContain( 'gb_embedded_overlay=1' );

		await screenshot( page, {
			path: `${ SHOTS }/overlays-modal-editor.png`,
		} );
		const editorScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-overlays-modal' )
			.exclude( 'iframe' )
			.analyze();
		expect( editorScan.violations ).toEqual( [] );

		await editing
			.getByRole( 'button', { name: '← Back to Overlay Panels' } )
			.click();
		const list = page.getByRole( 'dialog', { name: 'Overlay Panels' } );
		await expect( list.getByText( title ) ).toBeVisible();
		expect(
			await page.evaluate(
				() => ( window as unknown as { gbMarker?: number } ).gbMarker
			)
		).toBe( 1 );

		await page.keyboard.press( 'Escape' );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		// The host editor's trigger select offers the new overlay, without a reload.
		await openAdvanced( page, editor, paragraph );
		await expect(
			triggerSelect.getByRole( 'option', { name: `[Draft] ${ title }` } )
		).toHaveCount( 1 );
		expect(
			await page.evaluate(
				() => ( window as unknown as { gbMarker?: number } ).gbMarker
			)
		).toBe( 1 );
		expect( errors ).toEqual( [] );

		const saved = await requestUtils.rest< {
			title: { raw: string };
			status: string;
			meta: Record< string, unknown >;
		} >( {
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { context: 'edit' },
		} );
		expect( saved.title.raw ).toBe( title );
		expect( saved.status ).toBe( 'draft' );
		expect( saved.meta._gb_overlay_type ).toBe( 'standard' );
		await deleteOverlaysTitled( requestUtils, title );
	} );

	test( 'Back and Close ask first with unsaved changes; leaving the frame by a link asks first', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const title = `Guarded overlay ${ Date.now() }`;
		const overlay = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/gblocks_overlay',
			data: {
				title,
				status: 'publish',
				meta: { _gb_overlay_type: 'standard' },
			},
		} );
		await admin.createNewPost();
		const dashboard = await openOverlayPanels( page );
		await dashboard
			.getByRole( 'link', { name: title, exact: true } )
			.click();
		const editing = page.getByRole( 'dialog', {
			name: `Edit Overlay Panel: ${ title }`,
		} );
		await expect( editing ).toBeVisible();
		await titleField( page );

		// Nothing changed yet: Back goes straight back.
		await editing
			.getByRole( 'button', { name: '← Back to Overlay Panels' } )
			.click();
		await page
			.getByRole( 'dialog', { name: 'Overlay Panels' } )
			.getByRole( 'link', { name: title, exact: true } )
			.click();
		const changed = await titleField( page );
		await changed.fill( `${ title } changed` );
		await expect( editing.getByText( 'Unsaved changes' ) ).toBeVisible();

		await editing
			.getByRole( 'button', { name: '← Back to Overlay Panels' } )
			.click();
		const askBack = page.getByRole( 'alertdialog', {
			name: 'Unsaved changes',
		} );
		await expect( askBack ).toContainText(
			'You have unsaved changes. Are you sure you want to go back?'
		);
		await askBack.getByRole( 'button', { name: 'Keep editing' } ).click();
		await expect( editing ).toBeVisible();

		// Leaving the frame's editor by a link asks first (the editor's beforeunload prompt).
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.type() );
			void dialog.dismiss();
		} );
		const frame = editorFrame( page );
		await frame.locator( 'body' ).evaluate( ( body ) => {
			const link = body.ownerDocument.createElement( 'a' );
			link.href = 'edit.php?post_type=gblocks_overlay';
			link.textContent = 'All overlays';
			link.id = 'gb-test-leave';
			link.style.cssText =
				'position:fixed;bottom:8px;right:8px;z-index:100000;background:#fff';
			body.append( link );
		} );
		await frame.locator( '#gb-test-leave' ).click();
		await expect.poll( () => dialogs ).toContain( 'beforeunload' );
		await expect( changed ).toHaveText( `${ title } changed` );

		await editing.getByRole( 'button', { name: 'Close' } ).click();
		const askClose = page.getByRole( 'alertdialog', {
			name: 'Unsaved changes',
		} );
		await expect( askClose ).toContainText(
			'You have unsaved changes. Are you sure you want to close?'
		);
		await askClose
			.getByRole( 'button', { name: 'Discard changes' } )
			.click();
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ overlay.id }`,
			params: { force: true },
		} );
	} );

	test( 'messages from another origin or from another frame are ignored', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 180_000 );
		const title = `Listening overlay ${ Date.now() }`;
		const overlay = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/gblocks_overlay',
			data: { title, status: 'publish' },
		} );
		await admin.createNewPost();
		const dashboard = await openOverlayPanels( page );
		await dashboard
			.getByRole( 'link', { name: title, exact: true } )
			.click();
		const editing = page.getByRole( 'dialog', {
			name: `Edit Overlay Panel: ${ title }`,
		} );
		await titleField( page );

		// A frame of another origin (data: URLs have an opaque origin), and a frame of this origin that
		// is not the editor's (srcdoc), both claim unsaved changes and a save.
		await page.evaluate( () => {
			const script = `
				parent.postMessage( { type: 'gb_unsaved_changes', hasChanges: true }, '*' );
				parent.postMessage( { type: 'gb_overlay_saved', id: 1 }, '*' );
				parent.postMessage( { type: 'gb_close_overlay' }, '*' );
				document.title = 'sent';
			`;
			const foreign = document.createElement( 'iframe' );
			foreign.src =
				'data:text/html,' +
				encodeURIComponent( `<script>${ script }</script>` );
			foreign.id = 'gb-test-foreign';
			const sibling = document.createElement( 'iframe' );
			sibling.srcdoc = `<script>${ script }</script>`;
			sibling.id = 'gb-test-sibling';
			document.body.append( foreign, sibling );
		} );
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							document.getElementById(
								'gb-test-sibling'
							) as HTMLIFrameElement | null
						 )?.contentDocument?.title
				)
			)
			.toBe( 'sent' );
		await expect
			.poll( async () =>
				page
					.frames()
					.find( ( item ) => item.url().startsWith( 'data:' ) )
					?.title()
			)
			.toBe( 'sent' );
		// Give the messages time to arrive.
		await page.evaluate(
			() => new Promise( ( resolve ) => setTimeout( resolve, 300 ) )
		);

		await expect( editing ).toBeVisible();
		await expect( editing.getByText( 'Unsaved changes' ) ).toBeHidden();
		await expect(
			editing
				.locator( '.components-snackbar' )
				.getByText( 'Overlay panel saved.' )
		).toHaveCount( 0 );
		await editing
			.getByRole( 'button', { name: '← Back to Overlay Panels' } )
			.click();
		await expect( page.getByRole( 'alertdialog' ) ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'dialog', { name: 'Overlay Panels' } )
		).toBeVisible();

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ overlay.id }`,
			params: { force: true },
		} );
	} );
} );
