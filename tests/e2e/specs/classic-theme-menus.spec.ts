/**
 * Appearance > Menus with the classic theme the local sites carry beside Twenty Twenty-Five
 * (tests/fixtures/classic-theme, "GBlocks Pro Classic"): switch to it in Appearance > Themes, create a
 * menu in the primary location, add two custom links, give one a display condition, save, and see the
 * front end show it to the logged-in admin only. Twenty Twenty-Five is active again afterwards (the
 * other specs expect the block theme).
 */
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';
import type { Browser, Page } from '@playwright/test';

import { CONDITIONS_BASE, createCondition } from '../conditions-api';

const MENU_NAME = 'Classic theme e2e menu';
const CONDITION_TITLE = 'Classic theme: logged-in visitors';
const PROMO_TITLE = 'Classic theme: promo cookie';

/**
 * The stylesheet of the active theme.
 *
 * @param requestUtils The REST utilities.
 */
async function activeTheme( requestUtils: RequestUtils ) {
	const themes = ( await requestUtils.rest( {
		path: '/wp/v2/themes',
		params: { status: 'active' },
	} ) ) as { stylesheet: string }[];
	return themes[ 0 ]?.stylesheet;
}

/**
 * Activates a theme in Appearance > Themes, as an administrator does (when it is not the active one).
 *
 * @param page         The admin's page.
 * @param requestUtils The REST utilities.
 * @param stylesheet   The theme's folder.
 * @param name         The theme's name.
 */
async function activateTheme(
	page: Page,
	requestUtils: RequestUtils,
	stylesheet: string,
	name: string
) {
	if ( ( await activeTheme( requestUtils ) ) === stylesheet ) {
		return;
	}
	await page.goto( '/wp-admin/themes.php' );
	// The link shows on hover; a click follows its nonce URL.
	await page
		.getByRole( 'link', { name: `Activate ${ name }` } )
		.dispatchEvent( 'click' );
	await expect( page.getByText( 'New theme activated.' ) ).toBeVisible();
	expect( await activeTheme( requestUtils ) ).toBe( stylesheet );
}

/**
 * Runs a step as the admin in a page of its own (afterAll has no page fixture).
 *
 * @param browser The browser.
 * @param baseURL The site's address.
 * @param step    What to do.
 */
async function asAdmin(
	browser: Browser,
	baseURL: string | undefined,
	step: ( page: Page ) => Promise< void >
) {
	const context = await browser.newContext( {
		baseURL,
		storageState: process.env.STORAGE_STATE_PATH,
	} );
	try {
		await step( await context.newPage() );
	} finally {
		await context.close();
	}
}

async function deleteMenus( requestUtils: RequestUtils ) {
	const menus = ( await requestUtils.rest( {
		path: '/wp/v2/menus',
		params: { per_page: 100 },
	} ) ) as { id: number; name: string }[];
	for ( const menu of menus.filter( ( item ) => item.name === MENU_NAME ) ) {
		await requestUtils.rest( {
			path: `/wp/v2/menus/${ menu.id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
}

/**
 * "Page cache compatibility" on or off (the e2e site has no WP_CACHE: off is its default).
 *
 * @param requestUtils The REST utilities.
 * @param on           On.
 */
async function setCompatibility( requestUtils: RequestUtils, on: boolean ) {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { gblocks_pro_cache_safe_conditions: on ? 'on' : 'off' },
	} );
}

test.describe( 'Appearance > Menus with the classic theme', () => {
	// The second test adds an item to the menu the first one builds.
	test.describe.configure( { mode: 'serial' } );
	let condition = 0;
	let promo = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		await deleteMenus( requestUtils );
		condition = ( await createCondition( requestUtils, CONDITION_TITLE ) )
			.id;
		promo = (
			await createCondition( requestUtils, PROMO_TITLE, {
				logic: 'OR',
				groups: [
					{
						logic: 'AND',
						conditions: [
							{
								type: 'cookie',
								rule: 'custom',
								operator: 'equals',
								value: 'promo|1',
							},
						],
					},
				],
			} )
		).id;
	} );

	test.afterAll( async ( { requestUtils, browser } ) => {
		await asAdmin(
			browser,
			test.info().project.use.baseURL,
			async ( page ) => {
				await activateTheme(
					page,
					requestUtils,
					'twentytwentyfive',
					'Twenty Twenty-Five'
				);
			}
		);
		await deleteMenus( requestUtils );
		await setCompatibility( requestUtils, false );
		for ( const id of [ condition, promo ].filter( Boolean ) ) {
			await requestUtils.rest( {
				path: `${ CONDITIONS_BASE }/conditions/${ id }`,
				method: 'DELETE',
			} );
		}
	} );

	test( 'a menu built in Appearance > Menus shows a conditioned item to logged-in visitors only', async ( {
		page,
		browser,
		baseURL,
		requestUtils,
	} ) => {
		// Twenty Twenty-Five has no menu locations: the screen says so until the classic theme is active.
		await page.goto( '/wp-admin/nav-menus.php' );
		await expect(
			page.getByText(
				'Your theme does not support navigation menus or widgets.'
			)
		).toBeVisible();

		await activateTheme(
			page,
			requestUtils,
			'gblocks-classic',
			'GBlocks Pro Classic'
		);

		// A new menu in the primary location.
		await page.goto( '/wp-admin/nav-menus.php?action=edit&menu=0' );
		await page.getByLabel( 'Menu Name' ).fill( MENU_NAME );
		await page.getByRole( 'checkbox', { name: 'Primary menu' } ).check();
		await page.getByRole( 'button', { name: 'Create Menu' } ).click();
		// Created: WordPress opens the new menu (without a message).
		await expect( page ).toHaveURL( /nav-menus\.php\?menu=\d+$/ );
		await expect( page.getByLabel( 'Menu Name' ) ).toHaveValue( MENU_NAME );
		await expect(
			page.getByRole( 'checkbox', { name: 'Primary menu' } )
		).toBeChecked();

		// Two custom links.
		const links = page.locator( '#add-custom-links' );
		await links.getByRole( 'button', { name: 'Custom Links' } ).click();
		for ( const [ url, text ] of [
			[ 'https://example.org/members', 'Members area' ],
			[ 'https://example.org/always', 'Always here' ],
		] ) {
			await links.getByLabel( 'URL' ).fill( url );
			await links.getByLabel( 'Link Text' ).fill( text );
			await links.getByRole( 'button', { name: 'Add to Menu' } ).click();
			await expect(
				page
					.locator( '#menu-to-edit .menu-item-title' )
					.getByText( text, { exact: true } )
			).toBeVisible();
		}

		// The condition on "Members area", then Save Menu.
		const item = page.locator( '#menu-to-edit > li.menu-item' ).filter( {
			has: page
				.locator( '.menu-item-title' )
				.getByText( 'Members area', { exact: true } ),
		} );
		await item.locator( '.item-edit' ).click();
		const select = item.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		await expect( select ).toHaveValue( '' );
		await select.selectOption( { label: CONDITION_TITLE } );
		await page.locator( '#save_menu_footer' ).click();
		await expect(
			page.locator( '#message' ).getByText( /has been updated/ )
		).toBeVisible();

		// Stored: shown again after the reload.
		const saved = page.locator( '#menu-to-edit > li.menu-item' ).filter( {
			has: page
				.locator( '.menu-item-title' )
				.getByText( 'Members area', { exact: true } ),
		} );
		await saved.locator( '.item-edit' ).click();
		await expect(
			saved.getByRole( 'combobox', { name: 'Display Condition' } )
		).toHaveValue( String( condition ) );

		// The admin (logged in) sees both items in the theme's primary menu.
		await page.goto( '/' );
		const adminMenu = page.getByRole( 'navigation', { name: 'Primary' } );
		await expect(
			adminMenu.getByRole( 'link', { name: 'Members area' } )
		).toBeVisible();
		await expect(
			adminMenu.getByRole( 'link', { name: 'Always here' } )
		).toBeVisible();

		// A logged-out visitor sees only the item without a condition.
		const visitor = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		try {
			const front = await visitor.newPage();
			await front.goto( new URL( '/', baseURL ).toString() );
			const visitorMenu = front.getByRole( 'navigation', {
				name: 'Primary',
			} );
			await expect(
				visitorMenu.getByRole( 'link', { name: 'Always here' } )
			).toBeVisible();
			await expect(
				visitorMenu.getByRole( 'link', { name: 'Members area' } )
			).toHaveCount( 0 );
		} finally {
			await visitor.close();
		}
	} );

	test( 'with page cache compatibility, an item the browser decides stays hidden without JavaScript', async ( {
		page,
		browser,
		baseURL,
		requestUtils,
	} ) => {
		await setCompatibility( requestUtils, true );
		// A custom link under the promo cookie condition, in the menu the first test built.
		await page.goto( '/wp-admin/nav-menus.php' );
		await expect( page.getByLabel( 'Menu Name' ) ).toHaveValue( MENU_NAME );
		const links = page.locator( '#add-custom-links' );
		await links.getByRole( 'button', { name: 'Custom Links' } ).click();
		await links.getByLabel( 'URL' ).fill( 'https://example.org/promo' );
		await links.getByLabel( 'Link Text' ).fill( 'Promo deals' );
		await links.getByRole( 'button', { name: 'Add to Menu' } ).click();
		const item = page.locator( '#menu-to-edit > li.menu-item' ).filter( {
			has: page
				.locator( '.menu-item-title' )
				.getByText( 'Promo deals', { exact: true } ),
		} );
		await expect( item ).toHaveCount( 1 );
		await item.locator( '.item-edit' ).click();
		await item
			.getByRole( 'combobox', { name: 'Display Condition' } )
			.selectOption( { label: PROMO_TITLE } );
		await page.locator( '#save_menu_footer' ).click();
		await expect(
			page.locator( '#message' ).getByText( /has been updated/ )
		).toBeVisible();

		// Anonymous visitors: the theme lays items out with li { display: inline-block }.
		const look = async ( javaScriptEnabled: boolean, cookie: boolean ) => {
			const context = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
				javaScriptEnabled,
			} );
			try {
				if ( cookie ) {
					await context.addCookies( [
						{ name: 'promo', value: '1', url: baseURL ?? '' },
					] );
				}
				const front = await context.newPage();
				await front.goto( new URL( '/', baseURL ).toString() );
				const menu = front.getByRole( 'navigation', {
					name: 'Primary',
				} );
				await expect(
					menu.getByRole( 'link', { name: 'Always here' } )
				).toBeVisible();
				// The theme's li rule beats [hidden]: a <li hidden> of its menu would show.
				const hiddenDisplay = await menu
					.getByRole( 'link', { name: 'Always here' } )
					.evaluate( ( link ) => {
						const li = document.createElement( 'li' );
						li.hidden = true;
						link.closest( 'ul' )?.append( li );
						const shows = getComputedStyle( li ).display;
						li.remove();
						return shows;
					} );
				expect( hiddenDisplay ).not.toBe( 'none' );
				return menu.getByText( 'Promo deals', { exact: true } );
			} catch ( error ) {
				await context.close();
				throw error;
			}
		};

		// Without JavaScript, with the cookie or not: the item is not shown.
		for ( const cookie of [ false, true ] ) {
			const promoLink = await look( false, cookie );
			await expect( promoLink ).toBeHidden();
			await promoLink.page().context().close();
		}
		// With JavaScript, the browser decides: shown with the cookie only.
		const shown = await look( true, true );
		await expect( shown ).toBeVisible();
		await shown.page().context().close();
		const absent = await look( true, false );
		await expect( absent ).toHaveCount( 0 );
		await absent.page().context().close();
	} );
} );
