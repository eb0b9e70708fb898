/**
 * Overlay panels on the front end of the test site, as a visitor: dialogs, anchored and hover panels,
 * automatic triggers with their cookie, mega menus, reduced motion, scroll lock and accessibility.
 */
import AxeBuilder from '@axe-core/playwright';
import path from 'path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { createCondition, deleteConditions } from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);

interface Created {
	id: number;
	link: string;
}

async function createOverlay(
	requestUtils: RequestUtils,
	title: string,
	content: string,
	meta: Record< string, unknown > = {}
): Promise< number > {
	const overlay = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/gblocks_overlay',
		data: { title, content, status: 'publish', meta },
	} );
	return overlay.id;
}

async function createPage(
	requestUtils: RequestUtils,
	title: string,
	content: string
): Promise< Created > {
	return requestUtils.rest< Created >( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: { title, content, status: 'publish' },
	} );
}

/**
 * Deletes every page and overlay, so that no overlay opens on another test's page.
 * @param requestUtils
 */
async function cleanUp( requestUtils: RequestUtils ) {
	await requestUtils.deleteAllPages();
	const overlays = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/gblocks_overlay',
		params: { per_page: 100, status: 'publish,draft' },
	} );
	for ( const overlay of overlays ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ overlay.id }`,
			params: { force: true },
		} );
	}
}

const html = ( markup: string ) =>
	`<!-- wp:html -->${ markup }<!-- /wp:html -->`;
const trigger = ( id: number, label: string ) =>
	html(
		`<button type="button" data-gb-overlay="gb-overlay-${ id }">${ label }</button>`
	);
const paragraph = ( text: string ) =>
	`<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`;

/**
 * Records the overlay events dispatched on document, from the start of every page load.
 *
 * @param page The page.
 */
async function recordEvents( page: Page ) {
	await page.addInitScript( {
		content: `window.gbEvents = [];
			[ 'gbOverlayOpening', 'gbOverlayOpened', 'gbOverlayClosed' ].forEach( function ( name ) {
				document.addEventListener( name, function ( event ) {
					window.gbEvents.push( name + ':' + event.detail.id );
				} );
			} );`,
	} );
}

const events = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { gbEvents: string[] } ).gbEvents
	);

test.describe( 'Overlay panels on the front end', () => {
	// The front end as a visitor; requestUtils keeps the administrator's session for the set-up.
	test.use( { storageState: { cookies: [], origins: [] } } );

	let standard: number;
	let anchored: number;
	let hover: number;
	let locking: number;
	let modalPage: Created;
	let panelPage: Created;

	test.beforeAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPages();
		standard = await createOverlay(
			requestUtils,
			'Newsletter',
			'<!-- wp:heading --><h2 class="wp-block-heading">Join the newsletter</h2><!-- /wp:heading -->' +
				paragraph( 'One email a month, no spam.' ) +
				html(
					'<button type="button" data-gb-overlay-close>No thanks</button>'
				),
			{ _gb_overlay_animation_duration: 200 }
		);
		anchored = await createOverlay(
			requestUtils,
			'Account menu',
			html(
				'<ul><li><a href="#profile">Profile</a></li><li><a href="#orders">Orders</a></li></ul>'
			),
			{
				_gb_overlay_type: 'anchored',
				_gb_overlay_placement: 'bottom-start',
			}
		);
		hover = await createOverlay(
			requestUtils,
			'Hover card',
			paragraph( 'Shown while hovering.' ),
			{
				_gb_overlay_type: 'anchored',
				_gb_overlay_trigger_type: 'hover',
				_gb_overlay_hover_buffer: 20,
			}
		);
		locking = await createOverlay(
			requestUtils,
			'Locked page',
			paragraph( 'The page does not scroll.' ),
			{ _gb_overlay_disable_page_scroll: true }
		);
		modalPage = await createPage(
			requestUtils,
			'Modal page',
			paragraph( 'Before the trigger.' ) +
				trigger( standard, 'Open newsletter' ) +
				trigger( locking, 'Open locked' ) +
				'<!-- wp:spacer {"height":"1600px"} --><div style="height:1600px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->'
		);
		panelPage = await createPage(
			requestUtils,
			'Panel page',
			trigger( anchored, 'Account' ) +
				trigger( hover, 'Hover me' ) +
				'<!-- wp:spacer {"height":"1200px"} --><div style="height:1200px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->' +
				html(
					`<button type="button" id="low-trigger" data-gb-overlay="gb-overlay-${ anchored }">Account (low)</button>`
				) +
				'<!-- wp:spacer {"height":"1200px"} --><div style="height:1200px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->'
		);
	} );

	test.afterAll( async ( { requestUtils } ) => cleanUp( requestUtils ) );

	test( 'a click trigger opens a modal dialog, Escape closes it and focus returns', async ( {
		page,
	} ) => {
		const errors = collectConsoleErrors( page );
		await recordEvents( page );
		await page.goto( modalPage.link );
		const open = page.getByRole( 'button', { name: 'Open newsletter' } );
		await expect( open ).toHaveAttribute( 'aria-haspopup', 'dialog' );

		await open.click();
		const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'heading', { name: 'Join the newsletter' } )
		).toBeVisible();
		expect(
			await dialog.evaluate( ( el ) => ( el as HTMLDialogElement ).open )
		).toBe( true );
		// The page behind a modal dialog is inert: its trigger cannot be reached.
		expect(
			await page.evaluate( () =>
				document.querySelector( 'dialog' )?.matches( ':modal' )
			)
		).toBe( true );
		await expect(
			dialog.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-standard-open.png' ),
		} );

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
		await expect
			.poll( () => events( page ) )
			.toEqual( [
				`gbOverlayOpening:gb-overlay-${ standard }`,
				`gbOverlayOpened:gb-overlay-${ standard }`,
				`gbOverlayClosed:gb-overlay-${ standard }`,
			] );
		expect( errors ).toEqual( [] );
	} );

	test( 'the close element and a click outside close the dialog', async ( {
		page,
	} ) => {
		await page.goto( modalPage.link );
		const open = page.getByRole( 'button', { name: 'Open newsletter' } );
		const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );

		await open.click();
		await dialog.getByRole( 'button', { name: 'No thanks' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();

		await open.click();
		await expect( dialog ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( dialog ).toBeHidden();
	} );

	test( 'the close button closes a modal with the mouse and with the keyboard; aria-expanded follows', async ( {
		page,
	} ) => {
		const errors = collectConsoleErrors( page );
		await recordEvents( page );
		await page.goto( modalPage.link );
		const open = page.getByRole( 'button', { name: 'Open newsletter' } );
		const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
		const close = dialog.getByRole( 'button', {
			name: 'Close',
			exact: true,
		} );
		await expect( open ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		await expect( open ).toHaveAttribute(
			'aria-controls',
			`gb-overlay-${ standard }`
		);
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );

		// The mouse.
		await open.click();
		await expect( dialog ).toBeVisible();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( close ).toBeVisible();
		// In the content's top corner, at least 24 x 24 px.
		const box = ( await close.boundingBox() )!;
		const content = ( await dialog
			.locator( '.gb-overlay__content' )
			.boundingBox() )!;
		expect( box.width ).toBeGreaterThanOrEqual( 24 );
		expect( box.height ).toBeGreaterThanOrEqual( 24 );
		expect(
			content.x + content.width - ( box.x + box.width )
		).toBeLessThan( 16 );
		expect( box.y - content.y ).toBeLessThan( 16 );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-close-button.png' ),
		} );
		await close.click();
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect
			.poll( () => events( page ) )
			.toEqual( [
				`gbOverlayOpening:gb-overlay-${ standard }`,
				`gbOverlayOpened:gb-overlay-${ standard }`,
				`gbOverlayClosed:gb-overlay-${ standard }`,
			] );

		// The keyboard: the dialog focuses its close button, which shows a focus ring.
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeVisible();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( close ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Shift+Tab' );
		await expect( close ).toBeFocused();
		expect(
			await close.evaluate(
				( el ) => getComputedStyle( el ).outlineStyle
			)
		).toBe( 'solid' );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-close-button-focus.png' ),
		} );
		await page.keyboard.press( 'Space' );
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( errors ).toEqual( [] );
	} );

	test( 'a page scroll lock keeps the layout where it was', async ( {
		page,
	} ) => {
		await page.goto( modalPage.link );
		const width = () =>
			page.evaluate( () => document.documentElement.clientWidth );
		const before = await width();
		const left = await page
			.getByText( 'Before the trigger.' )
			.evaluate( ( el ) => el.getBoundingClientRect().left );
		await page.getByRole( 'button', { name: 'Open locked' } ).click();
		await expect(
			page.getByRole( 'dialog', { name: 'Locked page' } )
		).toBeVisible();
		expect(
			await page.evaluate(
				() => getComputedStyle( document.documentElement ).overflowY
			)
		).toBe( 'hidden' );
		expect( await width() ).toBe( before );
		expect(
			await page
				.getByText( 'Before the trigger.' )
				.evaluate( ( el ) => el.getBoundingClientRect().left )
		).toBe( left );
		await page.keyboard.press( 'Escape' );
		await expect
			.poll( () =>
				page.evaluate(
					() => getComputedStyle( document.documentElement ).overflowY
				)
			)
			.not.toBe( 'hidden' );
	} );

	test( 'an anchored panel opens under its trigger and flips above it near the bottom of the viewport', async ( {
		page,
	} ) => {
		await page.goto( panelPage.link );
		const account = page.getByRole( 'button', {
			name: 'Account',
			exact: true,
		} );
		const panel = page.locator( `#gb-overlay-${ anchored }` );
		await expect( account ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( account ).toHaveAttribute(
			'aria-controls',
			`gb-overlay-${ anchored }`
		);

		await account.click();
		await expect( panel ).toBeVisible();
		await expect( account ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			panel.getByRole( 'link', { name: 'Profile' } )
		).toBeFocused();
		const triggerBox = await account.boundingBox();
		const panelBox = await panel.boundingBox();
		expect( panelBox!.y ).toBeGreaterThanOrEqual(
			triggerBox!.y + triggerBox!.height - 1
		);
		expect( Math.round( panelBox!.x ) ).toBe( Math.round( triggerBox!.x ) );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-anchored-open.png' ),
		} );

		// Escape closes a panel and gives focus back to its trigger.
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( account ).toBeFocused();
		await expect( account ).toHaveAttribute( 'aria-expanded', 'false' );

		// A trigger at the bottom edge of the viewport: the panel goes above it.
		const low = page.locator( '#low-trigger' );
		await low.evaluate( ( el ) =>
			window.scrollBy(
				0,
				el.getBoundingClientRect().bottom - window.innerHeight + 10
			)
		);
		await low.click();
		await expect( panel ).toBeVisible();
		const lowBox = await low.boundingBox();
		const flipped = await panel.boundingBox();
		expect( flipped!.y + flipped!.height ).toBeLessThanOrEqual(
			lowBox!.y + 1
		);
		await expect( panel ).toHaveAttribute(
			'data-gb-overlay-placed',
			'top-start'
		);

		// A click outside closes it.
		await page.mouse.click( 1200, 100 );
		await expect( panel ).toBeHidden();
	} );

	test( 'Tab from an anchored panel opened with the keyboard follows its trigger, not the end of the page', async ( {
		page,
	} ) => {
		await page.goto( panelPage.link );
		const account = page.getByRole( 'button', {
			name: 'Account',
			exact: true,
		} );
		const panel = page.locator( `#gb-overlay-${ anchored }` );
		await account.focus();
		await page.keyboard.press( 'Enter' );
		await expect( panel ).toBeVisible();
		const profile = panel.getByRole( 'link', { name: 'Profile' } );
		await expect( profile ).toBeFocused();

		// Shift+Tab from the panel's first element: back to the trigger, the panel stays open.
		await page.keyboard.press( 'Shift+Tab' );
		await expect( account ).toBeFocused();
		await expect( panel ).toBeVisible();
		// Tab from the trigger enters the panel.
		await page.keyboard.press( 'Tab' );
		await expect( profile ).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			panel.getByRole( 'link', { name: 'Orders' } )
		).toBeFocused();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-anchored-tab.png' ),
		} );
		// Past its last element: the element after the trigger ("Skip to content" and the footer were
		// where the browser went, the panel being printed at the end of <body>); the panel closes.
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Hover me' } )
		).toBeFocused();
		await expect( panel ).toBeHidden();
		await expect( account ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	test( 'a hover panel opens on hover, stays open within the buffer and closes beyond it', async ( {
		page,
	} ) => {
		await page.goto( panelPage.link );
		const hoverTrigger = page.getByRole( 'button', { name: 'Hover me' } );
		const panel = page.locator( `#gb-overlay-${ hover }` );

		await hoverTrigger.hover();
		await expect( panel ).toBeVisible();
		await expect( hoverTrigger ).toHaveAttribute( 'aria-expanded', 'true' );
		// Hovering does not move focus.
		await expect(
			panel.getByText( 'Shown while hovering.' )
		).not.toBeFocused();

		const box = ( await panel.boundingBox() )!;
		// 10 px right of the panel: inside the 20 px buffer.
		await page.mouse.move( box.x + box.width + 10, box.y + box.height / 2 );
		await expect( panel ).toBeVisible();
		// 80 px away: outside.
		await page.mouse.move( box.x + box.width + 80, box.y + box.height / 2 );
		await expect( panel ).toBeHidden();
		await expect( hoverTrigger ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
	} );

	test( 'no overlay markup or runtime on a page without triggers', async ( {
		page,
		requestUtils,
	} ) => {
		const plain = await createPage(
			requestUtils,
			'Plain page',
			paragraph( 'Nothing to open here.' )
		);
		const response = await page.goto( plain.link );
		const body = await response!.text();
		expect( body ).not.toContain( 'overlay-runtime' );
		expect( body ).not.toContain( 'gb-overlay' );
	} );

	test( 'a trigger of an overlay hidden by its display condition is no button; where it shows, it is', async ( {
		page,
		requestUtils,
	} ) => {
		// "Logged in": hides one overlay from this visitor (logged out) and, inverted, shows the other.
		const members = await createCondition(
			requestUtils,
			`Members ${ Date.now() }`
		);
		const membersOnly = await createOverlay(
			requestUtils,
			'Members only',
			paragraph( 'For members.' ),
			{ _gb_overlay_display_condition: String( members.id ) }
		);
		const visitorsOnly = await createOverlay(
			requestUtils,
			'Visitors only',
			paragraph( 'For visitors.' ),
			{
				_gb_overlay_display_condition: String( members.id ),
				_gb_overlay_display_condition_invert: true,
			}
		);
		const opener = ( id: number, text: string ) =>
			`<!-- wp:paragraph {"htmlAttributes":{"data-gb-overlay":"gb-overlay-${ id }"}} --><p>${ text }</p><!-- /wp:paragraph -->`;
		const created = await createPage(
			requestUtils,
			'Conditional triggers',
			opener( membersOnly, 'Open the members overlay' ) +
				opener( visitorsOnly, 'Open the visitors overlay' )
		);
		try {
			const response = await page.goto( created.link );
			const body = await response!.text();
			// Not printed, and its trigger is plain text: no role, no tab stop.
			expect( body ).not.toContain( `id="gb-overlay-${ membersOnly }"` );
			expect( body ).toContain(
				`<p data-gb-overlay="gb-overlay-${ membersOnly }">`
			);
			await expect(
				page.getByRole( 'button', { name: 'Open the members overlay' } )
			).toHaveCount( 0 );
			// Printed: its trigger is a focusable button that opens it.
			const shown = page.getByRole( 'button', {
				name: 'Open the visitors overlay',
			} );
			await expect( shown ).toHaveAttribute( 'tabindex', '0' );
			await shown.click();
			await expect( page.getByText( 'For visitors.' ) ).toBeVisible();
		} finally {
			await deleteConditions( requestUtils );
		}
	} );

	test( 'with reduced motion the overlay appears without a transition; without it, it animates', async ( {
		page,
		browser,
	} ) => {
		await page.goto( modalPage.link );
		await page.getByRole( 'button', { name: 'Open newsletter' } ).click();
		const content = page.locator(
			`#gb-overlay-${ standard } .gb-overlay__content`
		);
		await expect( content ).toBeVisible();
		expect(
			await content.evaluate(
				( el ) => getComputedStyle( el ).transitionDuration
			)
		).toBe( '0s' );

		const context = await browser.newContext( {
			reducedMotion: 'no-preference',
		} );
		const moving = await context.newPage();
		await moving.goto( modalPage.link );
		await moving.getByRole( 'button', { name: 'Open newsletter' } ).click();
		const animated = moving.locator(
			`#gb-overlay-${ standard } .gb-overlay__content`
		);
		expect(
			await animated.evaluate(
				( el ) => getComputedStyle( el ).transitionDuration
			)
		).toBe( '0.2s, 0.2s' );
		await expect( animated ).toHaveCSS( 'opacity', '1' );
		await context.close();
	} );

	test( 'axe finds no violations with an overlay open', async ( {
		page,
	} ) => {
		await page.goto( modalPage.link );
		await page.getByRole( 'button', { name: 'Open newsletter' } ).click();
		await expect(
			page.getByRole( 'dialog', { name: 'Newsletter' } )
		).toBeVisible();
		// The theme's header and footer are not ours (Twenty Twenty-Five repeats unnamed navigation
		// landmarks there); everything else, the overlays included, is checked.
		const axe = () =>
			new AxeBuilder( { page } )
				.exclude( 'header.wp-block-template-part' )
				.exclude( 'footer.wp-block-template-part' )
				.analyze();
		const modal = await axe();
		expect( modal.violations ).toEqual( [] );

		await page.goto( panelPage.link );
		await page
			.getByRole( 'button', { name: 'Account', exact: true } )
			.click();
		await expect(
			page.locator( `#gb-overlay-${ anchored }` )
		).toBeVisible();
		const panel = await axe();
		expect( panel.violations ).toEqual( [] );
	} );
} );

/**
 * How many closes of an overlay the visitor history in the page's localStorage holds (its overlays are
 * at index 13: src/shared/visitor-history).
 *
 * @param page The page.
 * @param id   The overlay's post id.
 */
const closesIn = ( page: Page, id: number ) =>
	page.evaluate(
		( overlay ) =>
			JSON.parse(
				localStorage.getItem( 'gbHistory' ) ?? 'null'
			)?.[ 13 ]?.[ overlay ]?.[ 1 ] ?? 0,
		id
	);

test.describe( 'Automatic overlays and mega menus', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.afterEach( async ( { requestUtils } ) => cleanUp( requestUtils ) );

	test( 'a time-delay overlay opens once and stays closed for its cookie duration', async ( {
		page,
		requestUtils,
	} ) => {
		const timed = await createOverlay(
			requestUtils,
			'Special offer',
			paragraph( '20% off today.' ),
			{
				_gb_overlay_trigger_type: 'time',
				_gb_overlay_time_delay: 300,
				_gb_overlay_cookie_duration: 2,
			}
		);
		const offerPage = await createPage(
			requestUtils,
			'Offer page',
			paragraph( 'Wait for it.' )
		);
		await recordEvents( page );
		await page.goto( offerPage.link );
		const dialog = page.getByRole( 'dialog', { name: 'Special offer' } );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();

		// The close is kept in the visitor history (for its 2 hours, the journey's cap), not in a cookie.
		expect( await closesIn( page, timed ) ).toBe( 1 );
		expect( await page.context().cookies() ).toEqual( [] );
		// Once per page: it does not come back on the same page.
		await page.waitForTimeout( 600 );
		await expect( dialog ).toBeHidden();
		expect( await events( page ) ).toEqual( [
			`gbOverlayOpening:gb-overlay-${ timed }`,
			`gbOverlayOpened:gb-overlay-${ timed }`,
			`gbOverlayClosed:gb-overlay-${ timed }`,
		] );

		await page.reload();
		await page.waitForTimeout( 900 );
		await expect( dialog ).toBeHidden();
		expect( await events( page ) ).toEqual( [] );

		// A site that keeps no visitor history: the close is the cookie of before, for its hours.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { gblocks_pro_visitor_history: false },
		} );
		try {
			await page.evaluate( () => localStorage.clear() );
			await page.reload();
			await expect( dialog ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			const cookie = ( await page.context().cookies() ).find(
				( item ) => item.name === `gb_overlay_closed_${ timed }`
			);
			expect( cookie ).toBeDefined();
			const hours = ( cookie!.expires - Date.now() / 1000 ) / 3600;
			expect( hours ).toBeGreaterThan( 1.9 );
			expect( hours ).toBeLessThanOrEqual( 2 );
			expect(
				await page.evaluate( () => localStorage.getItem( 'gbHistory' ) )
			).toBeNull();
			await page.reload();
			await page.waitForTimeout( 900 );
			await expect( dialog ).toBeHidden();
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { gblocks_pro_visitor_history: true },
			} );
		}
	} );

	test( 'a mega menu opens from its navigation item, inside the item', async ( {
		page,
		requestUtils,
	} ) => {
		const mega = await createOverlay(
			requestUtils,
			'Products mega menu',
			'<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">' +
				paragraph( 'Shoes' ) +
				'</div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column">' +
				paragraph( 'Bags' ) +
				'</div><!-- /wp:column --></div><!-- /wp:columns -->',
			{ _gb_overlay_type: 'mega-menu', _gb_overlay_width_mode: 'full' }
		);
		const menuPage = await createPage(
			requestUtils,
			'Menu page',
			`<!-- wp:navigation {"overlayMenu":"never"} --><!-- wp:navigation-link {"label":"Products","url":"#products","gbOverlay":${ mega }} /--><!-- wp:navigation-link {"label":"About","url":"#about"} /--><!-- /wp:navigation -->` +
				paragraph( 'Page body.' )
		);
		await page.goto( menuPage.link );
		const item = page
			.getByRole( 'main' )
			.getByRole( 'link', { name: 'Products' } );
		const panel = page.locator( `#gb-overlay-${ mega }` );
		await expect( panel ).toBeHidden();
		// The panel follows its item in the document, inside the same list item.
		expect(
			await panel.evaluate(
				( el ) =>
					el.parentElement?.matches(
						'li.wp-block-navigation-item'
					) ?? false
			)
		).toBe( true );

		await item.click();
		await expect( panel ).toBeVisible();
		await expect( item ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( page.url() ).not.toContain( '#products' );
		const itemBox = ( await item.boundingBox() )!;
		const panelBox = ( await panel.boundingBox() )!;
		expect( panelBox.y ).toBeGreaterThanOrEqual(
			itemBox.y + itemBox.height - 1
		);
		expect( panelBox.x ).toBe( 0 );
		expect( panelBox.width ).toBe(
			await page.evaluate( () => document.documentElement.clientWidth )
		);
		// Focus moved into the panel, but a mouse open draws no focus ring around the whole panel.
		expect(
			await panel.evaluate( ( el ) => {
				const active = el.ownerDocument.activeElement as HTMLElement;
				return {
					inPanel: !! active.closest( '.gb-overlay' ),
					outline: getComputedStyle( active ).outlineStyle,
				};
			} )
		).toEqual( { inPanel: true, outline: 'none' } );
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'overlay-mega-menu-open.png' ),
		} );

		// Escape closes it and focus is back on the item.
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( item ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( item ).toBeFocused();
	} );
} );

const tall = ( px: number ) =>
	`<!-- wp:spacer {"height":"${ px }px"} --><div style="height:${ px }px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->`;

/** A phone: touch screen, no hover, small viewport. */
const PHONE = {
	hasTouch: true,
	isMobile: true,
	viewport: { width: 390, height: 740 },
	reducedMotion: 'reduce',
} as const;

/**
 * The three events of one opening and closing, in order.
 *
 * @param id Overlay post id.
 */
const cycle = ( id: number ) => [
	`gbOverlayOpening:gb-overlay-${ id }`,
	`gbOverlayOpened:gb-overlay-${ id }`,
	`gbOverlayClosed:gb-overlay-${ id }`,
];

test.describe( 'Events, automatic triggers, touch and media', () => {
	test.use( { storageState: { cookies: [], origins: [] } } );

	test.afterEach( async ( { requestUtils } ) => cleanUp( requestUtils ) );

	test.describe( 'Overlay events on every path', () => {
		test( 'keyboard, click, hover and outside paths dispatch Opening, Opened and Closed with the id', async ( {
			page,
			requestUtils,
		} ) => {
			const errors = collectConsoleErrors( page );
			const modal = await createOverlay(
				requestUtils,
				'Contact us',
				paragraph( 'Write to us.' ) +
					html(
						'<button type="button" data-gb-overlay-close>Done</button>'
					)
			);
			const panel = await createOverlay(
				requestUtils,
				'Shop menu',
				html( '<a href="#shoes">Shoes</a>' ),
				{ _gb_overlay_type: 'anchored' }
			);
			const card = await createOverlay(
				requestUtils,
				'Hover card',
				paragraph( 'Shown while hovering.' ),
				{
					_gb_overlay_type: 'anchored',
					_gb_overlay_trigger_type: 'both',
				}
			);
			const eventsPage = await createPage(
				requestUtils,
				'Events page',
				html(
					`<div class="contact" data-gb-overlay="gb-overlay-${ modal }">Contact (div)</div>`
				) +
					html(
						`<p><a id="shop" href="#shop" data-gb-overlay="gb-overlay-${ panel }">Shop</a></p>`
					) +
					trigger( card, 'Hover me' ) +
					tall( 600 )
			);
			await recordEvents( page );
			await page.goto( eventsPage.link );
			const contact = page.getByRole( 'button', {
				name: 'Contact (div)',
			} );
			const dialog = page.getByRole( 'dialog', { name: 'Contact us' } );
			const expected: string[] = [];
			/**
			 * Opens and closes one overlay, then checks the events so far.
			 *
			 * @param id      Overlay post id.
			 * @param shown   The overlay.
			 * @param opening Opens it.
			 * @param closing Closes it.
			 */
			const roundTrip = async (
				id: number,
				shown: Locator,
				opening: () => Promise< void >,
				closing: () => Promise< void >
			) => {
				await opening();
				await expect( shown ).toBeVisible();
				await closing();
				await expect( shown ).toBeHidden();
				expected.push( ...cycle( id ) );
				await expect.poll( () => events( page ) ).toEqual( expected );
			};
			const press = ( target: Locator, key: string ) => async () => {
				await target.focus();
				await page.keyboard.press( key );
			};
			const escape = () => page.keyboard.press( 'Escape' );
			const outside = ( x: number, y: number ) => () =>
				page.mouse.click( x, y );

			// Enter and Space on a <div> trigger, and a mouse click; closed by the close element,
			// Escape and a click outside (on the backdrop).
			await roundTrip( modal, dialog, press( contact, 'Enter' ), () =>
				dialog.getByRole( 'button', { name: 'Done' } ).click()
			);
			await expect( contact ).toBeFocused();
			await roundTrip( modal, dialog, press( contact, ' ' ), escape );
			await roundTrip(
				modal,
				dialog,
				() => contact.click(),
				outside( 5, 5 )
			);

			// Space and Enter on a link trigger; a click outside and Escape close the panel.
			const shop = page.locator( '#shop' );
			const shopPanel = page.locator( `#gb-overlay-${ panel }` );
			await roundTrip(
				panel,
				shopPanel,
				press( shop, ' ' ),
				outside( 1200, 700 )
			);
			await roundTrip( panel, shopPanel, press( shop, 'Enter' ), escape );
			expect( page.url() ).not.toContain( '#shop' );

			// Hover, and leaving the buffer.
			await roundTrip(
				card,
				page.locator( `#gb-overlay-${ card }` ),
				() => page.getByRole( 'button', { name: 'Hover me' } ).hover(),
				() => page.mouse.move( 1200, 700 )
			);

			// Every event carries the overlay element and the trigger in its detail.
			expect(
				await page.evaluate( () => {
					const seen: string[] = [];
					document.addEventListener(
						'gbOverlayOpening',
						( event ) => {
							const { detail } = event as CustomEvent< {
								id: string;
								overlay: HTMLElement;
								trigger: HTMLElement | null;
							} >;
							seen.push(
								`${ detail.id }|${ detail.overlay.id }|${
									detail.trigger?.className ?? ''
								}`
							);
						}
					);
					document
						.querySelector< HTMLElement >( '.contact' )
						?.click();
					return seen;
				} )
			).toEqual( [
				`gb-overlay-${ modal }|gb-overlay-${ modal }|contact`,
			] );
			expect( errors ).toEqual( [] );
		} );
		test( 'an overlay closed during its opening animation dispatches Opened before Closed', async ( {
			page,
			requestUtils,
		} ) => {
			const slow = await createOverlay(
				requestUtils,
				'Slow dialog',
				paragraph( 'Fades in for a second.' ) +
					html(
						'<button type="button" data-gb-overlay-close>Close</button>'
					),
				{ _gb_overlay_animation_duration: 1000 }
			);
			const slowPage = await createPage(
				requestUtils,
				'Slow page',
				trigger( slow, 'Open slowly' )
			);
			await page.emulateMedia( { reducedMotion: 'no-preference' } );
			await recordEvents( page );
			await page.goto( slowPage.link );
			await page.getByRole( 'button', { name: 'Open slowly' } ).click();
			await page.keyboard.press( 'Escape' );
			await expect(
				page.getByRole( 'dialog', { name: 'Slow dialog' } )
			).toBeHidden();
			await expect.poll( () => events( page ) ).toEqual( cycle( slow ) );
		} );
	} );

	test.describe( 'Automatic triggers end to end', () => {
		/**
		 * Creates an automatic overlay and a page that also has a click overlay, then checks, with `fire`
		 * performing the trigger: it waits while the click overlay is open and opens once that closes; it
		 * opens once per page; after it was closed its cookie keeps it closed on the next visit.
		 *
		 * @param page         The page.
		 * @param requestUtils Request utilities.
		 * @param meta         Overlay meta of the automatic overlay.
		 * @param fire         Performs the trigger on the loaded page.
		 * @param reset        Brings the page back to a state where `fire` can trigger again.
		 */
		async function checkAutomatic(
			page: Page,
			requestUtils: RequestUtils,
			meta: Record< string, unknown >,
			fire: () => Promise< void >,
			reset: () => Promise< void > = async () => {}
		) {
			const errors = collectConsoleErrors( page );
			const auto = await createOverlay(
				requestUtils,
				'Before you go',
				paragraph( 'Take 10% off.' ),
				{ _gb_overlay_cookie_duration: 1, ...meta }
			);
			const first = await createOverlay(
				requestUtils,
				'Help',
				paragraph( 'How can we help?' )
			);
			const autoPage = await createPage(
				requestUtils,
				'Automatic page',
				trigger( first, 'Open help' ) + tall( 3000 )
			);
			await recordEvents( page );
			await page.goto( autoPage.link );
			const dialog = page.getByRole( 'dialog', {
				name: 'Before you go',
			} );
			const help = page.getByRole( 'dialog', { name: 'Help' } );

			// Queued behind an open standard overlay.
			await page.getByRole( 'button', { name: 'Open help' } ).click();
			await expect( help ).toBeVisible();
			await fire();
			await page.waitForTimeout( 400 );
			await expect( dialog ).toBeHidden();
			await page.keyboard.press( 'Escape' );
			await expect( help ).toBeHidden();
			await expect( dialog ).toBeVisible();
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect
				.poll( () => events( page ) )
				.toEqual( [ ...cycle( first ), ...cycle( auto ) ] );

			// Kept closed by the visitor history (the journey's cap), without a cookie.
			expect( await closesIn( page, auto ) ).toBe( 1 );
			expect( await page.context().cookies() ).toEqual( [] );

			// Once per page.
			await reset();
			await fire();
			await page.waitForTimeout( 400 );
			await expect( dialog ).toBeHidden();

			// Kept closed on the next page view.
			await page.reload();
			await fire();
			await page.waitForTimeout( 400 );
			await expect( dialog ).toBeHidden();
			expect( await events( page ) ).toEqual( [] );
			expect( errors ).toEqual( [] );
			return auto;
		}

		const scrollTo = ( page: Page, percent: number ) =>
			page.evaluate( ( share ) => {
				const max =
					document.documentElement.scrollHeight - window.innerHeight;
				window.scrollTo( {
					top: Math.round( ( max * share ) / 100 ),
					behavior: 'instant',
				} );
			}, percent );

		test( 'a scroll-percent overlay opens when the visitor scrolls past the percentage', async ( {
			page,
			requestUtils,
		} ) => {
			const waitForScroll = () => page.waitForTimeout( 200 );
			await checkAutomatic(
				page,
				requestUtils,
				{
					_gb_overlay_trigger_type: 'scroll',
					_gb_overlay_scroll_percent: 60,
				},
				async () => {
					// Not yet at 40%.
					await scrollTo( page, 40 );
					await waitForScroll();
					await expect(
						page.getByRole( 'dialog', { name: 'Before you go' } )
					).toBeHidden();
					await scrollTo( page, 75 );
					await waitForScroll();
				},
				async () => {
					await scrollTo( page, 0 );
					await waitForScroll();
				}
			);
		} );

		test( 'an exit-intent overlay opens when the mouse leaves through the top of the viewport', async ( {
			page,
			requestUtils,
		} ) => {
			await checkAutomatic(
				page,
				requestUtils,
				{ _gb_overlay_trigger_type: 'exit-intent' },
				async () => {
					// Leaving through the side is no exit intent.
					await page.mouse.move( 300, 400 );
					await page.mouse.move( -20, 400, { steps: 4 } );
					await page.waitForTimeout( 200 );
					await expect(
						page.getByRole( 'dialog', { name: 'Before you go' } )
					).toBeHidden();
					await page.mouse.move( 640, 200 );
					await page.mouse.move( 640, -20, { steps: 4 } );
				}
			);
		} );

		test( 'on a touch device, exit intent is a fast scroll back up; on desktop it is not', async ( {
			page,
			browser,
			requestUtils,
		} ) => {
			const auto = await createOverlay(
				requestUtils,
				'Before you go',
				paragraph( 'Take 10% off.' ),
				{
					_gb_overlay_trigger_type: 'exit-intent',
					_gb_overlay_cookie_duration: 1,
				}
			);
			const autoPage = await createPage(
				requestUtils,
				'Exit page',
				paragraph( 'Top.' ) + tall( 4000 )
			);
			const fastScrollUp = ( target: Page ) =>
				target.evaluate( async () => {
					const frame = () =>
						new Promise( ( resolve ) =>
							requestAnimationFrame( () =>
								requestAnimationFrame( resolve )
							)
						);
					window.scrollTo( { top: 2000, behavior: 'instant' } );
					await frame();
					window.scrollTo( { top: 1000, behavior: 'instant' } );
					await frame();
				} );

			await page.goto( autoPage.link );
			await fastScrollUp( page );
			await page.waitForTimeout( 300 );
			await expect(
				page.getByRole( 'dialog', { name: 'Before you go' } )
			).toBeHidden();

			const context = await browser.newContext( PHONE );
			const phone = await context.newPage();
			await recordEvents( phone );
			await phone.goto( autoPage.link );
			// A slow scroll up is no signal.
			await phone.evaluate( async () => {
				window.scrollTo( { top: 1500, behavior: 'instant' } );
				await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
				window.scrollTo( { top: 1450, behavior: 'instant' } );
				await new Promise( ( resolve ) => setTimeout( resolve, 300 ) );
			} );
			const dialog = phone.getByRole( 'dialog', {
				name: 'Before you go',
			} );
			await expect( dialog ).toBeHidden();
			await fastScrollUp( phone );
			await expect( dialog ).toBeVisible();
			await phone.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect.poll( () => events( phone ) ).toEqual( cycle( auto ) );
			await phone.reload();
			await fastScrollUp( phone );
			await phone.waitForTimeout( 300 );
			await expect( dialog ).toBeHidden();
			await context.close();
		} );

		test( 'a custom-event overlay opens when the page dispatches its event', async ( {
			page,
			requestUtils,
		} ) => {
			const dispatch = async ( name: string ) => {
				await page.evaluate( ( event ) => {
					document.dispatchEvent( new Event( event ) );
				}, name );
			};
			await checkAutomatic(
				page,
				requestUtils,
				{
					_gb_overlay_trigger_type: 'custom',
					_gb_overlay_custom_event: 'shop:cart-added',
				},
				() => dispatch( 'shop:cart-added' )
			);

			// Another event name does nothing: on a fresh visit (its close forgotten: the visitor history
			// cleared; nothing else open), the overlay stays closed after it, and its own event still opens
			// it afterwards.
			await page.evaluate( () => localStorage.removeItem( 'gbHistory' ) );
			await page.reload();
			const dialog = page.getByRole( 'dialog', {
				name: 'Before you go',
			} );
			await dispatch( 'shop:other' );
			await dispatch( 'cart-added' );
			await page.waitForTimeout( 400 );
			await expect( dialog ).toBeHidden();
			expect( await events( page ) ).toEqual( [] );
			await dispatch( 'shop:cart-added' );
			await expect( dialog ).toBeVisible();
		} );
	} );

	test.describe( 'Touch and media', () => {
		test( 'on a touch device hover does not open a hover panel; a tap does', async ( {
			browser,
			requestUtils,
		} ) => {
			const hoverOnly = await createOverlay(
				requestUtils,
				'Hover only',
				paragraph( 'Hover-only panel.' ),
				{
					_gb_overlay_type: 'anchored',
					_gb_overlay_trigger_type: 'hover',
				}
			);
			const both = await createOverlay(
				requestUtils,
				'Hover or click',
				paragraph( 'Hover-or-click panel.' ),
				{
					_gb_overlay_type: 'anchored',
					_gb_overlay_trigger_type: 'both',
				}
			);
			const touchPage = await createPage(
				requestUtils,
				'Touch page',
				trigger( hoverOnly, 'Hover only' ) +
					html(
						`<p><a href="#more" data-gb-overlay="gb-overlay-${ both }">More</a></p>`
					) +
					tall( 800 )
			);
			const context = await browser.newContext( PHONE );
			const phone = await context.newPage();
			await phone.goto( touchPage.link );
			for ( const [ name, id, role ] of [
				[ 'Hover only', hoverOnly, 'button' ],
				[ 'More', both, 'link' ],
			] as const ) {
				const opener = phone.getByRole( role, { name, exact: true } );
				const panel = phone.locator( `#gb-overlay-${ id }` );
				await opener.hover();
				await phone.waitForTimeout( 300 );
				await expect( panel ).toBeHidden();
				await opener.tap();
				await expect( panel ).toBeVisible();
				await expect( opener ).toHaveAttribute(
					'aria-expanded',
					'true'
				);
				// It stays open: no pointer is tracked on a touch screen.
				await phone.waitForTimeout( 300 );
				await expect( panel ).toBeVisible();
				await opener.tap();
				await expect( panel ).toBeHidden();
			}
			expect( phone.url() ).not.toContain( '#more' );
			await context.close();
		} );

		test( 'closing an overlay pauses its media and reloads its iframes, except kept ones', async ( {
			page,
			requestUtils,
		} ) => {
			const media = await createOverlay(
				requestUtils,
				'Video tour',
				html(
					'<button type="button" data-gb-overlay-close>Done</button>' +
						'<video id="tour-video" muted playsinline></video>' +
						'<audio id="tour-audio"></audio>' +
						'<iframe id="tour-frame" title="Player" src="/wp-includes/images/blank.gif"></iframe>' +
						'<iframe id="tour-kept" title="Kept player" data-gb-overlay-keep src="/wp-includes/images/blank.gif"></iframe>'
				)
			);
			const mediaPage = await createPage(
				requestUtils,
				'Media page',
				trigger( media, 'Watch the tour' )
			);
			await page.addInitScript( {
				content: `window.gbPaused = [];
				window.gbLoads = {};
				var pause = HTMLMediaElement.prototype.pause;
				HTMLMediaElement.prototype.pause = function () {
					window.gbPaused.push( this.id );
					return pause.call( this );
				};
				document.addEventListener( 'load', function ( event ) {
					var id = event.target && event.target.id;
					if ( event.target instanceof HTMLIFrameElement ) {
						window.gbLoads[ id ] = ( window.gbLoads[ id ] || 0 ) + 1;
					}
				}, true );`,
			} );
			type Recorded = {
				gbPaused: string[];
				gbLoads: Record< string, number >;
			};
			const recorded = () =>
				page.evaluate( () => {
					const w = window as unknown as Recorded;
					return {
						paused: [ ...w.gbPaused ].sort(),
						loads: w.gbLoads,
					};
				} );
			await page.goto( mediaPage.link );
			await expect
				.poll( async () => ( await recorded() ).loads )
				.toEqual( { 'tour-frame': 1, 'tour-kept': 1 } );

			await page
				.getByRole( 'button', { name: 'Watch the tour' } )
				.click();
			const dialog = page.getByRole( 'dialog', { name: 'Video tour' } );
			await expect( dialog ).toBeVisible();
			// Focus is on the close button, not in an iframe (whose document would keep the Escape key).
			await expect(
				dialog.getByRole( 'button', { name: 'Close', exact: true } )
			).toBeFocused();
			expect( ( await recorded() ).paused ).toEqual( [] );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
			await expect.poll( recorded ).toEqual( {
				paused: [ 'tour-audio', 'tour-video' ],
				loads: { 'tour-frame': 2, 'tour-kept': 1 },
			} );
		} );
	} );
} );
