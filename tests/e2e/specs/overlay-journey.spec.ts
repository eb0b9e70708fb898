/**
 * Frequency caps and the new triggers behind a real page cache (issue 39 §4, §5): Varnish in front of the
 * e2e site (GB_E2E_VARNISH_URL). Each test publishes its own automatic overlay (and removes it after),
 * on a page of its own address; a visitor is a Playwright context (its localStorage), the time of each
 * page view Playwright's clock where a visit's length matters. Every page after the first comes from
 * Varnish, so all that differs between two visitors is decided in their browser.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { collectConsoleErrors, withoutOriginErrors } from '../console-errors';

const VARNISH = process.env.GB_E2E_VARNISH_URL ?? 'http://127.0.0.1:8891';
const PREFIX = 'E2E overlay journey';
/** Paths of this run only: Varnish never serves a page of an earlier run. */
const RUN = Date.now().toString( 36 );

type RequestUtils = Parameters<
	Parameters< typeof test >[ 2 ]
>[ 0 ][ 'requestUtils' ];

/** What each test made, removed after it. */
const made: { path: string; id: number }[] = [];

async function overlay(
	requestUtils: RequestUtils,
	name: string,
	meta: Record< string, unknown >,
	content = `<p>${ name } text</p>`
) {
	const { id } = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/gblocks_overlay',
		data: {
			title: `${ PREFIX } ${ name }`,
			content: `<!-- wp:html -->${ content }<!-- /wp:html -->`,
			status: 'publish',
			meta: { _gb_overlay_cookie_duration: 0, ...meta },
		},
	} );
	made.push( { path: '/wp/v2/gblocks_overlay/', id } );
	return id;
}

async function remove( requestUtils: RequestUtils, id: number ) {
	const at = made.findIndex( ( item ) => item.id === id );
	made.splice( at, 1 );
	await requestUtils.rest( {
		method: 'DELETE',
		path: '/wp/v2/gblocks_overlay/' + id,
		params: { force: true },
	} );
}

async function page( requestUtils: RequestUtils, name: string, html = '' ) {
	const created = await requestUtils.rest< { id: number; link: string } >( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: {
			title: `${ PREFIX } ${ name } ${ RUN }`,
			content: `<!-- wp:html --><p>A page.</p>${ html }<!-- /wp:html -->`,
			status: 'publish',
		},
	} );
	made.push( { path: '/wp/v2/pages/', id: created.id } );
	const link = new URL(
		new URL( created.link ).pathname,
		VARNISH
	).toString();
	// Varnish holds the page before the visitor comes.
	await fetch( link );
	return link;
}

/**
 * A visitor of their own: a fresh context (no cookie, empty localStorage).
 *
 * @param browser The browser.
 */
const visitor = ( browser: Browser ) =>
	browser.newContext( { storageState: { cookies: [], origins: [] } } );

/**
 * Opens a page in the context, at a moment of Playwright's clock when given.
 *
 * @param context The visitor.
 * @param url     The address.
 * @param at      The moment.
 */
async function open( context: BrowserContext, url: string, at?: Date ) {
	const tab = await context.newPage();
	const errors = collectConsoleErrors( tab );
	if ( at ) {
		await tab.clock.setFixedTime( at );
	}
	const response = await tab.goto( url );
	await tab.waitForLoadState( 'load' );
	return { tab, errors, cache: response?.headers()[ 'x-cache' ] ?? '' };
}

const dialog = ( tab: Page, id: number ) =>
	tab.locator( `#gb-overlay-${ id }` );

/**
 * Whether the overlay opened by itself within a moment (its time trigger is 0 ms).
 *
 * @param tab The page.
 * @param id  The overlay.
 */
async function opensByItself( tab: Page, id: number ) {
	try {
		await expect( dialog( tab, id ) ).toBeVisible( { timeout: 2000 } );
		return true;
	} catch {
		return false;
	}
}

async function close( tab: Page, id: number ) {
	await dialog( tab, id ).getByRole( 'button', { name: 'Close' } ).click();
	await expect( dialog( tab, id ) ).toBeHidden();
}

test.describe( 'Overlay frequency caps and triggers behind a page cache (Varnish)', () => {
	test.describe.configure( { mode: 'serial' } );

	test.afterEach( async ( { requestUtils } ) => {
		for ( const { path, id } of made.splice( 0 ) ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: path + id,
				params: { force: true },
			} );
		}
	} );

	test( 'at most two displays per visit: twice, then not; a new visit shows it again; a click always opens it', async ( {
		browser,
		requestUtils,
	} ) => {
		const id = await overlay( requestUtils, 'cap', {
			_gb_overlay_trigger_type: 'time',
			_gb_overlay_time_delay: 0,
			_gb_overlay_cap_count: 2,
			_gb_overlay_cap_period: 'session',
		} );
		const link = await page(
			requestUtils,
			'cap',
			`<button type="button" data-gb-overlay="gb-overlay-${ id }">Open it</button>`
		);
		const context = await visitor( browser );
		const t0 = new Date( '2026-12-04T10:00:00Z' );
		const at = ( minutes: number ) =>
			new Date( t0.getTime() + minutes * 60e3 );
		const seen: boolean[] = [];
		const errors: string[][] = [];
		for ( const minute of [ 0, 1, 2 ] ) {
			const visit = await open( context, link, at( minute ) );
			errors.push( visit.errors );
			if ( minute ) {
				expect( visit.cache ).toBe( 'HIT' );
			}
			seen.push( await opensByItself( visit.tab, id ) );
			if ( minute === 2 ) {
				// Capped: a click on its trigger still opens it.
				await visit.tab
					.getByRole( 'button', { name: 'Open it' } )
					.click();
				await expect( dialog( visit.tab, id ) ).toBeVisible();
			}
			await visit.tab.close();
		}
		expect( seen ).toEqual( [ true, true, false ] );
		// 31 idle minutes later: a new visit.
		const later = await open( context, link, at( 33 ) );
		expect( later.cache ).toBe( 'HIT' );
		expect( await opensByItself( later.tab, id ) ).toBe( true );
		await context.close();
		expect( withoutOriginErrors( errors ) ).toEqual( [] );
	} );

	test( 'stops after a conversion; another visitor of the same cached page still sees it', async ( {
		browser,
		requestUtils,
	} ) => {
		const id = await overlay(
			requestUtils,
			'stop',
			{
				_gb_overlay_trigger_type: 'time',
				_gb_overlay_time_delay: 0,
				_gb_overlay_stop_after_conversion: 'ever',
			},
			'<p>stop text</p><a href="#signed-up">Sign up</a>'
		);
		const link = await page( requestUtils, 'stop' );
		const context = await visitor( browser );
		let visit = await open( context, link );
		expect( await opensByItself( visit.tab, id ) ).toBe( true );
		// The goal of the Goal card (a click on a link in the overlay, by default).
		await dialog( visit.tab, id )
			.getByRole( 'link', { name: 'Sign up' } )
			.click();
		await visit.tab.close();
		visit = await open( context, link );
		expect( visit.cache ).toBe( 'HIT' );
		expect( await opensByItself( visit.tab, id ) ).toBe( false );
		const stored = await visit.tab.evaluate( () =>
			JSON.parse( localStorage.getItem( 'gbHistory' ) ?? 'null' )
		);
		expect( stored[ 13 ][ id ].slice( 0, 3 ) ).toEqual( [ 1, 0, 1 ] );
		await context.close();
		const other = await visitor( browser );
		visit = await open( other, link );
		expect( visit.cache ).toBe( 'HIT' );
		expect( await opensByItself( visit.tab, id ) ).toBe( true );
		await other.close();
	} );

	test( 'a close keeps it closed for its hours in the history, without a cookie', async ( {
		browser,
		requestUtils,
	} ) => {
		const id = await overlay( requestUtils, 'closed', {
			_gb_overlay_trigger_type: 'time',
			_gb_overlay_time_delay: 0,
			_gb_overlay_cookie_duration: 24,
		} );
		const link = await page( requestUtils, 'closed' );
		const context = await visitor( browser );
		let visit = await open( context, link );
		expect( await opensByItself( visit.tab, id ) ).toBe( true );
		await close( visit.tab, id );
		await visit.tab.close();
		visit = await open( context, link );
		expect( await opensByItself( visit.tab, id ) ).toBe( false );
		expect( await context.cookies() ).toEqual( [] );
		await context.close();
	} );

	test( 'inactivity, an element scrolled into view, another overlay closing, the second page view, and the first of several triggers', async ( {
		browser,
		requestUtils,
	} ) => {
		const idle = await overlay( requestUtils, 'idle', {
			_gb_overlay_trigger_type: 'inactivity',
			_gb_overlay_inactivity_seconds: 2,
		} );
		const idleLink = await page( requestUtils, 'idle' );
		const context = await visitor( browser );
		let visit = await open( context, idleLink );
		// Input keeps restarting the wait.
		for ( let step = 0; step < 4; step++ ) {
			await visit.tab.mouse.move( 10 + step * 20, 10 );
			await visit.tab.waitForTimeout( 800 );
		}
		await expect( dialog( visit.tab, idle ) ).toBeHidden();
		await expect( dialog( visit.tab, idle ) ).toBeVisible( {
			timeout: 4000,
		} );
		await visit.tab.close();
		await remove( requestUtils, idle );

		const element = await overlay( requestUtils, 'element', {
			_gb_overlay_trigger_type: 'element',
			_gb_overlay_trigger_selector: '#pricing',
		} );
		const elementLink = await page(
			requestUtils,
			'element',
			'<div style="height:3000px"></div><h2 id="pricing">Pricing</h2>'
		);
		visit = await open( context, elementLink );
		await visit.tab.waitForTimeout( 500 );
		await expect( dialog( visit.tab, element ) ).toBeHidden();
		await visit.tab
			.getByRole( 'heading', { name: 'Pricing' } )
			.scrollIntoViewIfNeeded();
		await expect( dialog( visit.tab, element ) ).toBeVisible();
		await visit.tab.close();
		await remove( requestUtils, element );

		const first = await overlay( requestUtils, 'first', {
			_gb_overlay_trigger_type: 'custom',
			_gb_overlay_custom_event: 'never-fired',
		} );
		const next = await overlay( requestUtils, 'next', {
			_gb_overlay_trigger_type: 'overlay-closed',
			_gb_overlay_after_overlay: first,
			_gb_overlay_after_delay: 1,
		} );
		const chainLink = await page(
			requestUtils,
			'chain',
			`<button type="button" data-gb-overlay="gb-overlay-${ first }">Open first</button>`
		);
		visit = await open( context, chainLink );
		await visit.tab.getByRole( 'button', { name: 'Open first' } ).click();
		await close( visit.tab, first );
		await expect( dialog( visit.tab, next ) ).toBeHidden();
		await expect( dialog( visit.tab, next ) ).toBeVisible( {
			timeout: 3000,
		} );
		await visit.tab.close();
		await remove( requestUtils, first );
		await remove( requestUtils, next );

		const second = await overlay( requestUtils, 'second view', {
			_gb_overlay_trigger_type: 'page-view',
			_gb_overlay_page_view_count: 2,
		} );
		const several = await overlay( requestUtils, 'several', {
			_gb_overlay_trigger_type: 'time',
			_gb_overlay_time_delay: 600000,
			_gb_overlay_more_triggers: 'inactivity',
			_gb_overlay_inactivity_seconds: 1,
		} );
		const viewsLink = await page( requestUtils, 'views' );
		const fresh = await visitor( browser );
		visit = await open( fresh, viewsLink );
		await expect( dialog( visit.tab, several ) ).toBeVisible( {
			timeout: 3000,
		} );
		expect( await dialog( visit.tab, second ).isVisible() ).toBe( false );
		await visit.tab.close();
		visit = await open( fresh, viewsLink );
		expect( visit.cache ).toBe( 'HIT' );
		await expect( dialog( visit.tab, second ) ).toBeVisible();
		await fresh.close();
		await context.close();
	} );
} );
