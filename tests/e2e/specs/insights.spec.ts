/**
 * Insights behind a real page cache (issue 38): the page is served by the Varnish in front of the test
 * site (GB_E2E_VARNISH_URL, a HIT after the first visit), and a visitor's views, each close reason and
 * each goal kind are counted exactly: the counting script sends its batches to the collection endpoint,
 * `wp gblocks stats flush` (the real WP-CLI) moves them into the rollups, and the report route reads them.
 * The consent gate runs with the real WP Consent API (../shared/vendor/wp-consent-api, GB_CONSENT_API_DIR)
 * and an opt-in consent type (tests/e2e/fixtures/consent-optin.php): nothing is counted before
 * wp_set_consent( 'statistics', 'allow' ), what follows is.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import config from '../playwright.config';
import { collectConsoleErrors } from '../console-errors';

const ROOT = path.resolve( __dirname, '../../..' );
const VARNISH = process.env.GB_E2E_VARNISH_URL ?? 'http://127.0.0.1:8891';
// A visitor's browser: headless Chromium's own user agent says "HeadlessChrome", which the endpoint
// rightly takes for a bot (Collect\Visitor_Filter) and does not count. The context's user agent covers
// the page's requests; a beacon sent as the page is left goes out from the browser process with the
// browser's own, so the browser is started with this one too.
const VISITOR =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const launch = config.use?.launchOptions ?? {};
test.use( {
	launchOptions: {
		...launch,
		args: [ ...( launch.args ?? [] ), `--user-agent=${ VISITOR }` ],
	},
} );
const BASE = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8889';
const SITE = process.env.GB_E2E_SITE ?? 'e2e';
const CONTENT = path.join( ROOT, '.wp', SITE, 'wordpress/wp-content' );
const CONSENT_API =
	process.env.GB_CONSENT_API_DIR ??
	path.resolve( ROOT, '../shared/vendor/wp-consent-api' );
const CONSENT_MU = path.join(
	CONTENT,
	'mu-plugins/gblocks-e2e-consent-optin.php'
);
/** Paths of this run only: Varnish never serves a page of an earlier run (other overlay ids). */
const RUN = Date.now().toString( 36 );
const REASONS = [ 'button', 'escape', 'outside', 'trigger', 'navigation' ];

interface Report {
	totals: { views: number; closes: number; conversions: number };
	closes: Record< string, number >;
}

/**
 * The real WP-CLI against the e2e site (bin/wp.sh).
 * @param {...any} args
 */
function wp( ...args: string[] ): string {
	return execFileSync( 'bash', [ path.join( ROOT, 'bin/wp.sh' ), ...args ], {
		env: {
			...process.env,
			GB_SITE: SITE,
			GB_PORT: new URL( BASE ).port,
		},
		encoding: 'utf8',
	} );
}

const html = ( markup: string ) =>
	`<!-- wp:html -->${ markup }<!-- /wp:html -->`;
const trigger = ( id: number, label: string ) =>
	html(
		`<button type="button" data-gb-overlay="gb-overlay-${ id }">${ label }</button>`
	);

async function overlay(
	requestUtils: RequestUtils,
	title: string,
	content: string,
	meta: Record< string, unknown >
) {
	const created = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/gblocks_overlay',
		data: { title, content: html( content ), status: 'publish', meta },
	} );
	return created.id;
}

async function cleanUp( requestUtils: RequestUtils ) {
	await requestUtils.deleteAllPages();
	const overlays = await requestUtils.rest< { id: number }[] >( {
		path: '/wp/v2/gblocks_overlay',
		params: { per_page: 100, status: 'publish,draft' },
	} );
	for ( const { id } of overlays ) {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/gblocks_overlay/${ id }`,
			params: { force: true },
		} );
	}
}

/**
 * Flushes the buffer, then the overlay's report (every day of the last 30, the route's default).
 * @param requestUtils
 * @param id
 */
async function report( requestUtils: RequestUtils, id: number ) {
	wp( 'gblocks', 'stats', 'flush' );
	// The namespace's envelope: the report is its `response`.
	const answer = await requestUtils.rest< { response: Report } >( {
		path: `/generateblocks-pro/overlays/v1/insights/${ id }`,
	} );
	return answer.response;
}

/**
 * A summary of a report: views, conversions, then the closes by reason.
 * @param r
 */
const summary = ( r: Report ) => [
	r.totals.views,
	r.totals.conversions,
	...REASONS.map( ( reason ) => r.closes[ reason ] ?? 0 ),
];

/**
 * Leaves the page, so that the counting script sends what it has (visibilitychange, pagehide).
 * @param page
 */
const leave = ( page: Page ) => page.goto( 'about:blank' );

test.describe( 'Insights: counted exactly behind the page cache', () => {
	test.use( {
		storageState: { cookies: [], origins: [] },
		userAgent: VISITOR,
	} );
	test.describe.configure( { mode: 'serial' } );

	const ids: Record< string, number > = {};
	let offer = '';
	let thanks = '';

	test.beforeAll( async ( { requestUtils } ) => {
		await cleanUp( requestUtils );
		ids.click = await overlay(
			requestUtils,
			'Insights click',
			'<p>Join us</p><a href="#joined" id="join">Join</a><button type="button" data-gb-overlay-close>No thanks</button>',
			{}
		);
		ids.selector = await overlay(
			requestUtils,
			'Insights selector',
			'<p>Deal of the day</p>',
			{
				_gb_overlay_goal_type: 'selector',
				_gb_overlay_goal_selector: '.buy',
				_gb_overlay_goal_scope: 'page',
			}
		);
		ids.form = await overlay(
			requestUtils,
			'Insights form',
			'<form method="dialog"><label>Email <input name="email"></label><button>Subscribe</button></form>',
			{ _gb_overlay_goal_type: 'form' }
		);
		ids.event = await overlay(
			requestUtils,
			'Insights event',
			'<p>Integration</p>',
			{ _gb_overlay_goal_type: 'event' }
		);
		ids.page = await overlay(
			requestUtils,
			'Insights visit',
			'<p>See the thank-you page</p>',
			{
				_gb_overlay_goal_type: 'page',
				_gb_overlay_goal_path: `/insights-thanks-${ RUN }/`,
				_gb_overlay_goal_minutes: 30,
			}
		);
		const page = ( title: string, slug: string, content: string ) =>
			requestUtils.rest< { link: string } >( {
				method: 'POST',
				path: '/wp/v2/pages',
				data: { title, slug, content, status: 'publish' },
			} );
		const created = await page(
			'Insights offer',
			`insights-offer-${ RUN }`,
			Object.entries( ids )
				.map( ( [ name, id ] ) => trigger( id, `Open ${ name }` ) )
				.join( '' ) +
				html( '<button type="button" class="buy">Buy now</button>' )
		);
		offer = new URL( created.link ).pathname;
		thanks = new URL(
			(
				await page(
					'Insights thanks',
					`insights-thanks-${ RUN }`,
					'<!-- wp:paragraph --><p>Thank you</p><!-- /wp:paragraph -->'
				)
			).link
		).pathname;
		wp( 'gblocks', 'stats', 'flush' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		fs.rmSync( CONSENT_MU, { force: true } );
		await requestUtils
			.deactivatePlugin( 'wp-consent-api' )
			.catch( () => 0 );
		await cleanUp( requestUtils );
	} );

	test( 'on a cached page, views, every close reason and every goal kind are counted exactly', async ( {
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 45_000 );
		const errors = collectConsoleErrors( page );
		const before = Object.fromEntries(
			await Promise.all(
				Object.entries( ids ).map( async ( [ name, id ] ) => [
					name,
					summary( await report( requestUtils, id ) ),
				] )
			)
		);
		// The first visit fills the cache; the counted one is a HIT.
		await page.goto( VARNISH + offer );
		const response = await page.goto( VARNISH + offer );
		expect( response?.headers()[ 'x-cache' ] ).toBe( 'HIT' );
		expect(
			await page.evaluate(
				() =>
					!! ( window as { gblocksProInsights?: object } )
						.gblocksProInsights
			)
		).toBe( true );

		const open = async ( name: string ) => {
			await page
				.getByRole( 'button', { name: `Open ${ name }` } )
				.click();
			const dialog = page.locator( `#gb-overlay-${ ids[ name ] }` );
			await expect( dialog ).toBeVisible();
			return dialog;
		};
		const closed = ( name: string ) =>
			expect(
				page.locator( `#gb-overlay-${ ids[ name ] }` )
			).toBeHidden();

		// The click goal's overlay: each close reason once, one conversion for two clicks on its link.
		let dialog = await open( 'click' );
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await closed( 'click' );
		await open( 'click' );
		await page.keyboard.press( 'Escape' );
		await closed( 'click' );
		await open( 'click' );
		await page
			.locator( `#gb-overlay-${ ids.click } .gb-overlay__backdrop` )
			.click( { position: { x: 5, y: 5 }, force: true } );
		await closed( 'click' );
		dialog = await open( 'click' );
		await dialog.getByRole( 'button', { name: 'No thanks' } ).click();
		await closed( 'click' );
		dialog = await open( 'click' );
		await dialog.getByRole( 'link', { name: 'Join' } ).click();
		await dialog.getByRole( 'link', { name: 'Join' } ).click();

		// The click overlay is still open: leaving the page closes it by navigation. Each other goal kind
		// is reached on the next visit of the cached page.
		await page.goto( VARNISH + offer );
		await page.getByRole( 'button', { name: 'Open selector' } ).click();
		await page.keyboard.press( 'Escape' );
		await page.getByRole( 'button', { name: 'Buy now' } ).click();
		await page.getByRole( 'button', { name: 'Buy now' } ).click();
		dialog = await open( 'form' );
		await dialog.getByRole( 'button', { name: 'Subscribe' } ).click();
		await closed( 'form' );
		dialog = await open( 'event' );
		await page.evaluate( ( id ) => {
			document.dispatchEvent(
				new CustomEvent( 'gblocks:conversion', {
					detail: { overlay: id },
				} )
			);
			document.dispatchEvent(
				new CustomEvent( 'gblocks:conversion', {
					detail: { overlay: id },
				} )
			);
		}, ids.event );
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		dialog = await open( 'page' );
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await closed( 'page' );
		// The thank-you page (cached too) counts the visit goal once, then forgets the view.
		await page.goto( VARNISH + thanks );
		await page.goto( VARNISH + thanks );
		await leave( page );

		const expected: Record< string, number[] > = {
			// views, conversions, closes: button, escape, outside, trigger, navigation
			click: [ 5, 1, 1, 1, 1, 1, 1 ],
			selector: [ 1, 1, 0, 1, 0, 0, 0 ],
			form: [ 1, 1, 0, 1, 0, 0, 0 ],
			event: [ 1, 1, 1, 0, 0, 0, 0 ],
			page: [ 1, 1, 1, 0, 0, 0, 0 ],
		};
		for ( const [ name, counts ] of Object.entries( expected ) ) {
			await expect
				.poll(
					async () =>
						summary(
							await report( requestUtils, ids[ name ] )
						).map( ( n, i ) => n - before[ name ][ i ] ),
					{ timeout: 10_000 }
				)
				.toEqual( counts );
		}
		// Through Varnish (another port) the browser refuses core's module scripts and fonts, which the
		// site addresses at its own URL: no CORS header on them (not ours, and not what is tested here).
		expect(
			errors.filter(
				( error ) =>
					! /blocked by CORS policy|Failed to load resource: net::ERR_FAILED/.test(
						error
					)
			)
		).toEqual( [] );
	} );

	test( 'with the WP Consent API, nothing is counted before statistics consent, what follows is', async ( {
		page,
		requestUtils,
	} ) => {
		fs.cpSync(
			CONSENT_API,
			path.join( CONTENT, 'plugins/wp-consent-api' ),
			{
				recursive: true,
			}
		);
		fs.copyFileSync(
			path.join( ROOT, 'tests/e2e/fixtures/consent-optin.php' ),
			CONSENT_MU
		);
		await requestUtils.activatePlugin( 'wp-consent-api' );
		const start = summary( await report( requestUtils, ids.click ) );
		// A new URL: the page as the consent plugin prints it, not the one cached before.
		await page.goto( VARNISH + offer + '?consent=1' );
		expect(
			await page.evaluate(
				() =>
					( window as { gblocksProInsights?: { consent?: boolean } } )
						.gblocksProInsights?.consent
			)
		).toBe( true );
		let dialog = page.locator( `#gb-overlay-${ ids.click }` );
		await page.getByRole( 'button', { name: 'Open click' } ).click();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		await page.evaluate( () =>
			(
				window as unknown as {
					wp_set_consent: ( c: string, v: string ) => void;
				}
			 ).wp_set_consent( 'statistics', 'allow' )
		);
		await page.getByRole( 'button', { name: 'Open click' } ).click();
		dialog = page.locator( `#gb-overlay-${ ids.click }` );
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toBeHidden();
		await leave( page );
		await expect
			.poll(
				async () =>
					summary( await report( requestUtils, ids.click ) ).map(
						( n, i ) => n - start[ i ]
					),
				{ timeout: 10_000 }
			)
			.toEqual( [ 1, 0, 1, 0, 0, 0, 0 ] );
	} );
} );
