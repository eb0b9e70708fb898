/**
 * The Navigation block's menu-toggle icons and mobile breakpoint, on the front end and in the editor:
 * a navigation menu with a 768px breakpoint and the light "Menu 3" icon shows its toggle at 700px and
 * 500px (where core alone shows the full menu at 700px), with the chosen icons, and the toggle opens the
 * menu; at 1280px the full menu shows. In the editor the icon is chosen in the "Select Icon" picker
 * with the keyboard; axe on the picker.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

/** The drawings of the chosen icons (src/navigation/menu-toggle-icons.json). */
const LIGHT_MENU_3 = 'M4 6h16M10 12h10M4 18h16';
const LIGHT_CLOSE = 'M6 6l12 12M18 6L6 18';

const TITLE = 'E2E navigation menu';

/**
 * A published wp_navigation menu with two links, created through REST.
 *
 * @param requestUtils The REST helper.
 */
async function createMenu( requestUtils: RequestUtils ): Promise< number > {
	const menu = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/navigation',
		data: {
			title: TITLE,
			status: 'publish',
			content:
				'<!-- wp:navigation-link {"label":"First link","url":"/first","kind":"custom"} /-->' +
				'<!-- wp:navigation-link {"label":"Second link","url":"/second","kind":"custom"} /-->',
		},
	} ) ) as { id: number };
	return menu.id;
}

/**
 * Deletes the menus this spec created.
 *
 * @param requestUtils The REST helper.
 */
async function deleteMenus( requestUtils: RequestUtils ) {
	const menus = ( await requestUtils.rest( {
		path: '/wp/v2/navigation',
		params: { per_page: 100, status: 'publish,draft', context: 'edit' },
	} ) ) as Array< { id: number; title: { raw: string } } >;
	for ( const menu of menus.filter( ( m ) => m.title.raw === TITLE ) ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/navigation/${ menu.id }`,
			params: { force: true },
		} );
	}
}

/**
 * The inner markup of a toggle button's icon.
 *
 * @param button The button.
 */
function iconMarkup( button: Locator ): Promise< string > {
	return button.locator( 'svg' ).evaluate( ( svg ) => svg.outerHTML );
}

/**
 * Sets the viewport width and reloads the page.
 *
 * @param page  The page.
 * @param width Width in px.
 */
async function atWidth( page: Page, width: number ) {
	await page.setViewportSize( { width, height: 800 } );
	await page.reload();
}

test.describe( 'Navigation: menu-toggle icons and mobile breakpoint', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await deleteMenus( requestUtils );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await deleteMenus( requestUtils );
		await requestUtils.deleteAllPages();
		await requestUtils.deleteAllPosts();
	} );

	test( 'the toggle shows below the breakpoint with the chosen icons and opens the menu', async ( {
		page,
		requestUtils,
		baseURL,
	} ) => {
		const errors = collectConsoleErrors( page );
		const ref = await createMenu( requestUtils );
		const ours = {
			ref,
			overlayMenu: 'mobile',
			htmlAttributes: { 'data-gb-mobile-breakpoint': '768px' },
			gbMenuIcon: 'light/menu-3',
			gbCloseIcon: 'light/close',
		};
		const plain = { ref, overlayMenu: 'mobile', className: 'e2e-plain' };
		const created = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/pages',
			data: {
				title: 'Navigation breakpoint',
				status: 'publish',
				content:
					`<!-- wp:navigation ${ JSON.stringify( ours ) } /-->` +
					`<!-- wp:navigation ${ JSON.stringify( plain ) } /-->`,
			},
		} ) ) as { id: number };

		const nav = page.locator( 'nav.gb-nav-bp-768px' );
		const open = nav.locator(
			'.wp-block-navigation__responsive-container-open'
		);
		const close = nav.locator(
			'.wp-block-navigation__responsive-container-close'
		);
		const plainNav = page.locator( 'nav.e2e-plain' );

		await page.setViewportSize( { width: 700, height: 800 } );
		await page.goto(
			new URL( `/?page_id=${ created.id }`, baseURL ).toString()
		);

		// 700px: our menu collapses into its toggle; core's own (600px) still shows the full menu.
		await expect( open ).toBeVisible();
		await expect(
			nav.getByRole( 'link', { name: 'First link' } )
		).toBeHidden();
		await expect(
			plainNav.getByRole( 'link', { name: 'First link' } )
		).toBeVisible();
		await expect(
			plainNav.locator(
				'.wp-block-navigation__responsive-container-open'
			)
		).toBeHidden();
		// The chosen icon, not core's.
		const openIcon = await iconMarkup( open );
		expect( openIcon ).toContain( LIGHT_MENU_3 );
		expect( openIcon ).toContain( 'stroke-width="1.5"' );
		expect( openIcon ).toContain( 'aria-hidden="true"' );
		expect( openIcon ).not.toContain( '<rect x="4" y="7.5"' );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'navigation-700-closed.png' ),
		} );

		// The toggle opens the menu, whose close button has the chosen close icon.
		await open.click();
		const dialog = nav.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'link', { name: 'First link' } )
		).toBeVisible();
		await expect( close ).toBeVisible();
		expect( await iconMarkup( close ) ).toContain( LIGHT_CLOSE );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'navigation-700-open.png' ),
		} );
		await close.click();
		await expect(
			nav.getByRole( 'link', { name: 'First link' } )
		).toBeHidden();

		// 500px: both collapse (ours below 768px, core's below 600px).
		await atWidth( page, 500 );
		await expect( open ).toBeVisible();
		await expect(
			plainNav.locator(
				'.wp-block-navigation__responsive-container-open'
			)
		).toBeVisible();

		// 1280px: the full menu, no toggle.
		await atWidth( page, 1280 );
		await expect( open ).toBeHidden();
		await expect(
			nav.getByRole( 'link', { name: 'First link' } )
		).toBeVisible();
		await expect(
			nav.getByRole( 'link', { name: 'Second link' } )
		).toBeVisible();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'navigation-1280.png' ),
		} );

		// The CSS is printed once for the value, and only what was validated.
		const html = await page.content();
		expect(
			html.split(
				'@media (min-width: 768px){.wp-block-navigation.gb-nav-bp-768px'
			)
		).toHaveLength( 2 );
		expect( errors ).toEqual( [] );
	} );

	test( 'the icon is chosen in the picker with the keyboard', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// The editor, axe and the keyboard walk take long on a loaded machine.
		test.setTimeout( 180_000 );
		const errors = collectConsoleErrors( page );
		const ref = await createMenu( requestUtils );
		await admin.createNewPost( { title: 'Navigation picker' } );
		await editor.insertBlock( {
			name: 'core/navigation',
			attributes: { ref, overlayMenu: 'mobile' },
		} );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
		if ( ( await blockTab.count() ) > 0 ) {
			await blockTab.click();
		}
		const settingsTab = settings.getByRole( 'tab', { name: 'Settings' } );
		if ( ( await settingsTab.count() ) > 0 ) {
			await settingsTab.click();
		}
		const panel = settings.getByRole( 'button', { name: 'Mobile menu' } );
		if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await panel.click();
		}

		// Opened from the keyboard.
		await settings
			.getByRole( 'button', {
				name: 'Select menu icon (current: WordPress default)',
			} )
			.focus();
		await page.keyboard.press( 'Enter' );
		const picker = page.getByRole( 'dialog', { name: 'Select Icon' } );
		await expect( picker ).toBeVisible();
		await expect(
			picker.getByRole( 'searchbox', { name: 'Search icons' } )
		).toBeFocused();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'navigation-icon-picker.png' ),
		} );
		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-icon-picker' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		// Search field -> the medium tab; the right arrow selects the light set.
		await page.keyboard.press( 'Tab' );
		await expect(
			picker.getByRole( 'tab', { name: 'Menu Toggles (Medium)' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			picker.getByRole( 'tab', { name: 'Menu Toggles (Light)' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		// Tab into the grid (its one tab stop is the first icon).
		const firstIcon = picker.getByRole( 'button', {
			name: 'Menu 1',
			exact: true,
		} );
		for ( let i = 0; i < 3; i++ ) {
			if (
				await firstIcon.evaluate(
					( el ) => el === el.ownerDocument.activeElement
				)
			) {
				break;
			}
			await page.keyboard.press( 'Tab' );
		}
		await expect( firstIcon ).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			picker.getByRole( 'button', { name: 'Menu 3', exact: true } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( picker ).toHaveCount( 0 );

		const blocks = await editor.getBlocks();
		expect( blocks[ 0 ].attributes.gbMenuIcon ).toBe( 'light/menu-3' );
		await expect(
			settings.getByRole( 'button', {
				name: 'Select menu icon (current: Menu 3)',
			} )
		).toBeVisible();
		// The canvas block carries the preview class.
		await expect(
			editor.canvas.locator( '.gb-nav-menu-icon--light--menu-3' )
		).toHaveCount( 1 );

		// The breakpoint from a preset: stored in htmlAttributes, previewed in the canvas.
		await settings.getByRole( 'button', { name: 'Tablet 768px' } ).click();
		const updated = await editor.getBlocks();
		expect( updated[ 0 ].attributes.htmlAttributes ).toEqual( {
			'data-gb-mobile-breakpoint': '768px',
		} );
		await expect(
			editor.canvas.locator( 'nav.gb-nav-bp-768px' )
		).toHaveCount( 1 );
		await expect(
			editor.canvas.locator( 'style#gblocks-pro-navigation-canvas' )
		).toHaveCount( 1 );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'navigation-inspector.png' ),
		} );

		// Above the canvas width (about 840px here), the canvas shows the toggle, drawn with the chosen icon.
		await settings
			.getByRole( 'button', { name: 'Desktop 1025px' } )
			.click();
		const canvasToggle = editor.canvas.locator(
			'nav.gb-nav-bp-1025px .wp-block-navigation__responsive-container-open'
		);
		await expect( canvasToggle ).toBeVisible();
		expect(
			await canvasToggle
				.locator( 'svg' )
				.evaluate(
					( svg ) =>
						svg.ownerDocument.defaultView?.getComputedStyle( svg )
							.maskImage ?? ''
				)
		).toContain( 'data:image/svg+xml' );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'navigation-canvas-toggle.png' ),
		} );

		// Core's own preview of the toggle in the sidebar (Display panel) shows the chosen icon too.
		const sidebarPreview = settings.locator(
			'.wp-block-navigation__overlay-menu-preview'
		);
		await sidebarPreview.scrollIntoViewIfNeeded();
		await expect
			.poll( () =>
				sidebarPreview
					.locator( 'svg' )
					.first()
					.evaluate( ( svg ) => getComputedStyle( svg ).maskImage )
			)
			.toContain( 'data:image/svg+xml' );
		await screenshot( sidebarPreview, {
			path: path.join( SCREENSHOTS, 'navigation-sidebar-preview.png' ),
		} );
		expect( errors ).toEqual( [] );
	} );
} );
