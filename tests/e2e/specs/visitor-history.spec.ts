/**
 * The visitor history behind a real page cache (issue 39): Varnish in front of the e2e site
 * (GB_E2E_VARNISH_URL), page cache compatibility off (the e2e site's default), which leaves the
 * Visitor rules to the browser all the same. One visitor (one Playwright context, its localStorage)
 * walks the site on Playwright's clock: the first touch's campaign is kept, the third page of a visit
 * shows its block, a visit after 31 idle minutes is a returning visitor's, and an overlay seen once
 * shows the block for those who saw it. Every page after the first comes from Varnish (X-Cache: HIT).
 * With the real WP Consent API (opt-in), nothing is kept before consent to "preferences".
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

import { createCondition, deleteConditions } from '../conditions-api';
import type { Row, Tree } from '../conditions-api';
import { collectConsoleErrors, withoutOriginErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const VARNISH = process.env.GB_E2E_VARNISH_URL ?? 'http://127.0.0.1:8891';
const PREFIX = 'E2E visitor history';
const ROOT = path.resolve( __dirname, '../../..' );
const SITE = process.env.GB_E2E_SITE ?? 'e2e';
const CONTENT = path.join( ROOT, '.wp', SITE, 'wordpress/wp-content' );
const CONSENT_API =
	process.env.GB_CONSENT_API_DIR ??
	path.resolve( ROOT, '../shared/vendor/wp-consent-api' );
const CONSENT_MU = path.join(
	CONTENT,
	'mu-plugins/gblocks-e2e-consent-optin.php'
);
const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);
/** Paths of this run only: Varnish never serves a page of an earlier run. */
const RUN = Date.now().toString( 36 );

const TEXT = {
	returning: 'Welcome back',
	third: 'Third page of this visit',
	news: 'Newsletter reader',
	seen: 'You saw our offer',
	always: 'Always here',
} as const;
type Block = keyof typeof TEXT;
const BLOCKS = Object.keys( TEXT ) as Block[];
const OVERLAY_TEXT = 'History overlay text';

const row = ( rule: string, operator: string, value = '' ) =>
	( { type: 'visitor', rule, operator, value } ) as Row;
const tree = ( ...rows: Row[] ): Tree => ( {
	logic: 'OR',
	groups: [ { logic: 'AND', conditions: rows } ],
} );

async function expectBlocks( page: Page, expected: Block[] ) {
	for ( const block of BLOCKS ) {
		const located = page.getByText( TEXT[ block ], { exact: true } );
		if ( expected.includes( block ) ) {
			await expect( located, `${ block } shows` ).toBeVisible();
		} else {
			await expect( located, `${ block } is absent` ).toHaveCount( 0 );
		}
	}
}

test.describe( 'The visitor history behind a page cache (Varnish)', () => {
	test.describe.configure( { mode: 'serial' } );

	let pageId = 0;
	let overlayId = 0;
	let link = '';

	test.beforeAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, PREFIX );
		overlayId = (
			await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/gblocks_overlay',
				data: {
					title: `${ PREFIX } overlay`,
					content: `<!-- wp:paragraph --><p>${ OVERLAY_TEXT }</p><!-- /wp:paragraph -->`,
					status: 'publish',
				},
			} )
		).id;
		const make = async ( name: string, rules: Tree ) =>
			(
				await createCondition(
					requestUtils,
					`${ PREFIX }: ${ name }`,
					rules
				)
			).id;
		const ids: Record< Exclude< Block, 'always' >, number > = {
			returning: await make(
				'returning',
				tree( row( 'returning', 'is' ) )
			),
			third: await make(
				'third page',
				tree( row( 'session_page_views', 'equals', '3' ) )
			),
			news: await make(
				'newsletter',
				tree( row( 'utm_source', 'equals', 'news' ) )
			),
			seen: await make(
				'saw the offer',
				tree(
					row( 'overlay_views', 'at_least', `${ overlayId }|1|30` )
				)
			),
		};
		const paragraph = ( block: Block ) =>
			block === 'always'
				? `<!-- wp:paragraph --><p>${ TEXT.always }</p><!-- /wp:paragraph -->`
				: `<!-- wp:paragraph {"gbBlockCondition":"${
						ids[ block as Exclude< Block, 'always' > ]
					}"} --><p>${ TEXT[ block ] }</p><!-- /wp:paragraph -->`;
		const opener = `<!-- wp:paragraph {"htmlAttributes":{"data-gb-overlay":"gb-overlay-${ overlayId }"}} --><p>Open the offer</p><!-- /wp:paragraph -->`;
		const created = await requestUtils.rest< { id: number; link: string } >(
			{
				method: 'POST',
				path: '/wp/v2/pages',
				data: {
					title: `${ PREFIX } page ${ RUN }`,
					content: BLOCKS.map( paragraph ).join( '' ) + opener,
					status: 'publish',
				},
			}
		);
		pageId = created.id;
		const own = new URL( created.link );
		link = new URL( own.pathname, VARNISH ).toString();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		fs.rmSync( CONSENT_MU, { force: true } );
		await requestUtils
			.deactivatePlugin( 'wp-consent-api' )
			.catch( () => {} );
		if ( pageId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ pageId }`,
				params: { force: true },
			} );
		}
		if ( overlayId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/gblocks_overlay/${ overlayId }`,
				params: { force: true },
			} );
		}
		await deleteConditions( requestUtils, PREFIX );
	} );

	/**
	 * A visitor of their own: a fresh context (no cookie, empty localStorage) whose pages share it.
	 *
	 * @param browser The browser.
	 */
	async function visitor( browser: import( '@playwright/test' ).Browser ) {
		return browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
	}

	/**
	 * Opens an address in the context at a moment of Playwright's clock.
	 *
	 * @param context The visitor.
	 * @param url     The address.
	 * @param at      The moment.
	 */
	async function open( context: BrowserContext, url: string, at: Date ) {
		const page = await context.newPage();
		const errors = collectConsoleErrors( page );
		await page.clock.setFixedTime( at );
		const response = await page.goto( url );
		await page.waitForLoadState( 'load' );
		return { page, errors, cache: response?.headers()[ 'x-cache' ] ?? '' };
	}

	test( 'one visitor: first touch, the third page of a visit, a returning visit and an overlay seen, from cached pages', async ( {
		browser,
	} ) => {
		const context = await visitor( browser );
		const t0 = new Date( '2026-12-03T10:00:00Z' );
		const minutes = ( n: number ) => new Date( t0.getTime() + n * 60e3 );

		// Varnish holds the page before this visitor comes (someone else asked for it).
		await fetch( link );
		let visit = await open( context, link + '?utm_source=news', t0 );
		const pageErrors = [ visit.errors ];
		await expectBlocks( visit.page, [ 'news', 'always' ] );
		await visit.page.close();

		// The same page for everyone: the second visit is Varnish's copy.
		visit = await open( context, link, minutes( 1 ) );
		pageErrors.push( visit.errors );
		expect( visit.cache ).toBe( 'HIT' );
		await expectBlocks( visit.page, [ 'news', 'always' ] );
		await visit.page.close();

		visit = await open( context, link, minutes( 2 ) );
		pageErrors.push( visit.errors );
		expect( visit.cache ).toBe( 'HIT' );
		await expectBlocks( visit.page, [ 'third', 'news', 'always' ] );
		// Seen once: the overlay events go into the history.
		await visit.page.getByText( 'Open the offer' ).click();
		const dialog = visit.page.locator( `#gb-overlay-${ overlayId }` );
		await expect( dialog.getByText( OVERLAY_TEXT ) ).toBeVisible();
		await visit.page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await visit.page.close();

		// 31 idle minutes: a new visit, of a returning visitor who saw the offer.
		visit = await open( context, link, minutes( 33 ) );
		pageErrors.push( visit.errors );
		expect( visit.cache ).toBe( 'HIT' );
		await expectBlocks( visit.page, [
			'returning',
			'news',
			'seen',
			'always',
		] );
		const stored = await visit.page.evaluate( () =>
			JSON.parse( localStorage.getItem( 'gbHistory' ) ?? 'null' )
		);
		// [version, first, last, start, views, this visit's views, visits, ...]
		expect( stored.slice( 4, 7 ) ).toEqual( [ 4, 1, 2 ] );
		expect( stored[ 13 ][ overlayId ].slice( 0, 3 ) ).toEqual( [
			1, 1, 0,
		] );
		await screenshot( visit.page, {
			path: path.join(
				SCREENSHOTS,
				'visitor-history-returning-1280.png'
			),
		} );
		await visit.page.setViewportSize( { width: 375, height: 800 } );
		await screenshot( visit.page, {
			path: path.join( SCREENSHOTS, 'visitor-history-returning-375.png' ),
		} );
		await context.close();

		// Another visitor, the same cached page: new, no campaign.
		const other = await visitor( browser );
		visit = await open( other, link, minutes( 40 ) );
		expect( visit.cache ).toBe( 'HIT' );
		await expectBlocks( visit.page, [ 'always' ] );
		await other.close();
		expect( withoutOriginErrors( pageErrors ) ).toEqual( [] );
	} );

	test( 'with the WP Consent API (opt-in), nothing is kept before consent to preferences', async ( {
		browser,
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
		// A new address: the page as printed with the consent API, not the one cached before.
		const consented = link + '?consent=' + RUN;
		const context = await visitor( browser );
		let visit = await open( context, consented, new Date() );
		await expect
			.poll( () =>
				visit.page.evaluate( () => localStorage.getItem( 'gbHistory' ) )
			)
			.toBeNull();
		await visit.page.evaluate( () =>
			(
				window as unknown as {
					wp_set_consent: ( c: string, v: string ) => void;
				}
			 ).wp_set_consent( 'preferences', 'allow' )
		);
		await visit.page.close();
		visit = await open( context, consented, new Date() );
		const stored = await visit.page.evaluate( () =>
			JSON.parse( localStorage.getItem( 'gbHistory' ) ?? 'null' )
		);
		expect( stored?.[ 4 ] ).toBe( 1 );
		await context.close();
	} );
} );
