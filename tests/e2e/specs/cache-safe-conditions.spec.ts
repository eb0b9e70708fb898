/**
 * Conditions behind a real page cache (issue 24): Varnish, started by bin/test.sh e2e in front of the
 * test site with tests/varnish/e2e.vcl (the common WordPress setup), at GB_E2E_VARNISH_URL.
 *
 * One page with six conditioned blocks (phone only, desktop only, cookie promo=1, referrer google.com,
 * ?utm_source=news, a date range) and an overlay shown only with the cookie, "Page cache
 * compatibility" on. Each visitor (a Playwright context: desktop first, which fills the cache, then a
 * phone, the cookie, the referrer, the query parameter, a clock inside and one outside the range) sees
 * exactly the right blocks, every visit after the first is served by Varnish (X-Cache: HIT), and the
 * deferred blocks above the fold shift nothing (CLS 0). The cached HTML holds no server-only data.
 * With the setting off, the page says Cache-Control: private, no-cache and Varnish does not store it.
 * In the editor, visitor rules say where they are decided and the block's Display Condition control
 * hints at the setting (tests/e2e/fixtures/page-cache-present.php stands in for WP_CACHE there).
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'fs';
import path from 'path';
import type {
	Browser,
	BrowserContextOptions,
	Page,
	Response,
} from '@playwright/test';
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { createCondition, deleteConditions } from '../conditions-api';
import type { Row, Tree } from '../conditions-api';
import { collectConsoleErrors } from '../console-errors';
import { screenshot } from '../screenshot';

const VARNISH = process.env.GB_E2E_VARNISH_URL ?? 'http://127.0.0.1:8891';
const OPTION = 'gblocks_pro_cache_safe_conditions';
const PREFIX = 'E2E cache-safe';
const SCREENSHOTS = path.resolve(
	process.env.WP_ARTIFACTS_PATH ?? 'artifacts',
	'screenshots'
);
const MU_PLUGIN = path.resolve(
	__dirname,
	'../../../.wp',
	process.env.GB_E2E_SITE ?? 'e2e',
	'wordpress/wp-content/mu-plugins/gblocks-e2e-page-cache-present.php'
);

/** The blocks' texts, in page order (all above the fold). */
const TEXT = {
	phone: 'Phone offer',
	desktop: 'Desktop offer',
	promo: 'Promo code SPRING',
	google: 'Welcome, searcher',
	news: 'Newsletter reader',
	sale: 'Sale week',
	mixed: 'Mixed rules',
	always: 'Always here',
} as const;
type Block = keyof typeof TEXT;
type Conditioned = Exclude< Block, 'always' >;
const BLOCKS = Object.keys( TEXT ) as Block[];
/** The overlay's text: shown only with the promo cookie. */
const OVERLAY_TEXT = 'Promo overlay text';

/** Server-only names of the mixed condition: never in the cached page. */
const SECRET_META = 'gb_e2e_vip_tier';
const SECRET_OPTION = 'gb_e2e_vip_plan';

const IPHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const row = ( type: string, rule: string, operator: string, value = '' ) =>
	( { type, rule, operator, value } ) as Row;
const tree = ( ...groups: Row[][] ): Tree => ( {
	logic: 'OR',
	groups: groups.map( ( conditions ) => ( { logic: 'AND', conditions } ) ),
} );

async function setCompatibility( requestUtils: RequestUtils, on: boolean ) {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: on ? 'on' : 'off' },
	} );
}

/**
 * Opens the page through Varnish in a fresh anonymous context, with the layout shifts recorded from
 * the start of the load.
 *
 * @param browser              The browser.
 * @param url                  The address (through Varnish).
 * @param options              Context options (user agent, viewport, ...), a referrer, a cookie, a clock.
 * @param options.context
 * @param options.referer
 * @param options.cookie
 * @param options.cookie.name
 * @param options.cookie.value
 * @param options.now
 */
async function visit(
	browser: Browser,
	url: string,
	options: {
		context?: BrowserContextOptions;
		referer?: string;
		cookie?: { name: string; value: string };
		now?: string;
	} = {}
): Promise< { page: Page; response: Response; close: () => Promise< void > } > {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
		...options.context,
	} );
	if ( options.cookie ) {
		await context.addCookies( [ { ...options.cookie, url: VARNISH } ] );
	}
	const page = await context.newPage();
	if ( options.now ) {
		await page.clock.setFixedTime( new Date( options.now ) );
	}
	await page.addInitScript( {
		// Each shift is kept with what moved (the element, its text, the rectangles before and after), so
		// that a failure says what shifted and when.
		content: `window.gbShifts = [];
			new PerformanceObserver( function ( list ) {
				list.getEntries().forEach( function ( entry ) {
					if ( entry.hadRecentInput ) { return; }
					window.gbShifts.push( { value: entry.value, at: Math.round( entry.startTime ), sources: ( entry.sources || [] ).map( function ( source ) {
						var node = source.node;
						return { node: node ? node.nodeName + ( node.className ? '.' + String( node.className ) : '' ) : null, text: node ? String( node.textContent || '' ).slice( 0, 40 ) : '', before: source.previousRect && source.previousRect.toJSON(), after: source.currentRect && source.currentRect.toJSON() };
					} ) } );
				} );
			} ).observe( { type: 'layout-shift', buffered: true } );`,
	} );
	const response = await page.goto( url, { referer: options.referer } );
	if ( ! response ) {
		throw new Error( `No response for ${ url }` );
	}
	await page.waitForLoadState( 'load' );
	return { page, response, close: () => context.close() };
}

/**
 * A GET without any cookie (the tests' own request fixtures carry the admin's session, which Varnish
 * passes to WordPress).
 *
 * @param url The address.
 */
function anonymousGet( url: string ): Promise< globalThis.Response > {
	return fetch( url, { redirect: 'manual' } );
}

/**
 * The blocks a visitor sees are exactly the expected ones; the others are not in the document.
 *
 * @param page     The page.
 * @param expected The blocks that show.
 */
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

/**
 * The cumulative layout shift the page recorded, once the evaluator has run and a frame has passed.
 *
 * @param page The page.
 */
async function layoutShift(
	page: Page
): Promise< { value: number; shifts: unknown[] } > {
	return page.evaluate(
		() =>
			new Promise< { value: number; shifts: unknown[] } >( ( resolve ) =>
				requestAnimationFrame( () =>
					setTimeout( () => {
						const shifts = (
							window as unknown as {
								gbShifts: { value: number }[];
							}
						 ).gbShifts;
						resolve( {
							value: shifts.reduce(
								( sum, shift ) => sum + shift.value,
								0
							),
							shifts,
						} );
					}, 100 )
				)
			)
	);
}

test.describe( 'Conditions behind a page cache (Varnish)', () => {
	test.describe.configure( { mode: 'serial' } );

	let pageId = 0;
	let link = '';
	let overlayId = 0;
	let promoId = 0;
	const titles: string[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, PREFIX );
		await setCompatibility( requestUtils, true );
		const make = async ( name: string, rules: Tree ) => {
			const title = `${ PREFIX }: ${ name }`;
			titles.push( title );
			return ( await createCondition( requestUtils, title, rules ) ).id;
		};
		const ids: Record< Conditioned, number > = {
			phone: await make(
				'phones',
				tree( [ row( 'device', 'mobile', 'is' ) ] )
			),
			desktop: await make(
				'desktops',
				tree( [ row( 'device', 'desktop', 'is' ) ] )
			),
			promo: await make(
				'promo cookie',
				tree( [ row( 'cookie', 'custom', 'equals', 'promo|1' ) ] )
			),
			google: await make(
				'from Google',
				tree( [
					row( 'referrer', 'custom', 'contains', 'google.com' ),
				] )
			),
			news: await make(
				'newsletter campaign',
				tree( [
					row( 'query_arg', 'custom', 'equals', 'utm_source|news' ),
				] )
			),
			sale: await make(
				'sale week',
				tree( [
					row(
						'date_time',
						'current_date',
						'between',
						'2030-06-01T00:00, 2030-06-07T23:59'
					),
				] )
			),
			// Server rules (a role, a user meta key, an option name) decided for the anonymous
			// visitor, and a device rule left to the browser.
			mixed: await make(
				'administrators or desktops',
				tree(
					[
						row( 'user_role', 'role:administrator', 'is' ),
						row(
							'user_meta',
							'custom',
							'exists',
							`${ SECRET_META }|`
						),
					],
					[
						row(
							'options',
							'custom',
							'not_exists',
							`${ SECRET_OPTION }|`
						),
						row( 'device', 'desktop', 'is' ),
					]
				)
			),
		};
		overlayId = (
			await requestUtils.rest< { id: number } >( {
				method: 'POST',
				path: '/wp/v2/gblocks_overlay',
				data: {
					title: `${ PREFIX } overlay`,
					content: `<!-- wp:paragraph --><p>${ OVERLAY_TEXT }</p><!-- /wp:paragraph -->`,
					status: 'publish',
					meta: {
						_gb_overlay_display_condition: String( ids.promo ),
					},
				},
			} )
		).id;
		promoId = ids.promo;
		const paragraph = ( block: Block ) =>
			block === 'always'
				? `<!-- wp:paragraph --><p>${ TEXT.always }</p><!-- /wp:paragraph -->`
				: `<!-- wp:paragraph {"gbBlockCondition":"${
						ids[ block as Conditioned ]
					}"} --><p>${ TEXT[ block ] }</p><!-- /wp:paragraph -->`;
		const opener = `<!-- wp:paragraph {"htmlAttributes":{"data-gb-overlay":"gb-overlay-${ overlayId }"}} --><p>Open the promo</p><!-- /wp:paragraph -->`;
		const created = await requestUtils.rest< { id: number; link: string } >(
			{
				method: 'POST',
				path: '/wp/v2/pages',
				data: {
					title: `${ PREFIX } page ${ Date.now() }`,
					content: BLOCKS.map( paragraph ).join( '' ) + opener,
					status: 'publish',
				},
			}
		);
		pageId = created.id;
		// The page's own address, through Varnish.
		const own = new URL( created.link );
		link = new URL( own.pathname + own.search, VARNISH ).toString();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( fs.existsSync( MU_PLUGIN ) ) {
			fs.unlinkSync( MU_PLUGIN );
		}
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
		// The e2e site has no WP_CACHE: off is its default.
		await setCompatibility( requestUtils, false );
	} );

	test( 'each visitor sees the right blocks and overlay from one cached page, which shifts nothing', async ( {
		browser,
	} ) => {
		const desktopBlocks: Block[] = [ 'desktop', 'mixed', 'always' ];
		const visitors: {
			name: string;
			url?: string;
			options?: Parameters< typeof visit >[ 2 ];
			blocks: Block[];
			overlay?: boolean;
		}[] = [
			{ name: 'desktop, first', blocks: desktopBlocks },
			{
				name: 'phone',
				options: {
					context: {
						userAgent: IPHONE,
						viewport: { width: 390, height: 844 },
						isMobile: true,
						hasTouch: true,
					},
				},
				blocks: [ 'phone', 'always' ],
			},
			{
				name: 'cookie promo=1',
				options: { cookie: { name: 'promo', value: '1' } },
				blocks: [ 'desktop', 'promo', 'mixed', 'always' ],
				overlay: true,
			},
			{
				name: 'referrer google.com',
				options: { referer: 'https://www.google.com/' },
				blocks: [ 'desktop', 'google', 'mixed', 'always' ],
			},
			{
				name: '?utm_source=news',
				url: `${ link }${ link.includes( '?' ) ? '&' : '?' }utm_source=news`,
				blocks: [ 'desktop', 'news', 'mixed', 'always' ],
			},
			{
				name: 'a day inside the sale week',
				options: { now: '2030-06-03T12:00:00Z' },
				blocks: [ 'desktop', 'sale', 'mixed', 'always' ],
			},
			{
				name: 'a day after it',
				options: { now: '2030-06-09T12:00:00Z' },
				blocks: desktopBlocks,
			},
		];

		for ( const [ index, visitor ] of visitors.entries() ) {
			await test.step( visitor.name, async () => {
				const { page, response, close } = await visit(
					browser,
					visitor.url ?? link,
					visitor.options
				);
				const errors = collectConsoleErrors( page );
				try {
					expect( response.status() ).toBe( 200 );
					expect(
						response.headers()[ 'x-cache' ],
						'the first visit fills the cache, every later one is served from it'
					).toBe( index === 0 ? 'MISS' : 'HIT' );
					if ( index > 0 ) {
						expect(
							Number( response.headers()[ 'x-cache-hits' ] )
						).toBe( index );
					}
					await expectBlocks( page, visitor.blocks );
					const overlay = page.locator(
						`#gb-overlay-${ overlayId }`
					);
					if ( visitor.overlay ) {
						await page.getByText( 'Open the promo' ).click();
						await expect(
							page.getByText( OVERLAY_TEXT, { exact: true } )
						).toBeVisible();
					} else {
						await expect( overlay ).toHaveCount( 0 );
						expect( await page.content() ).not.toContain(
							OVERLAY_TEXT
						);
					}
					const shift = await layoutShift( page );
					expect(
						shift.value,
						`CLS; the shifts: ${ JSON.stringify( shift.shifts ) }`
					).toBe( 0 );
					expect( errors ).toEqual( [] );
				} finally {
					await close();
				}
			} );
		}
	} );

	test( 'the cached HTML holds no server-only data', async () => {
		// Through Varnish as an anonymous visitor, as stored (this may be the first visit of the run).
		await anonymousGet( link );
		const response = await anonymousGet( link );
		expect( response.headers.get( 'x-cache' ) ).toBe( 'HIT' );
		const html = await response.text();
		// Content decided in the browser is sent inert, with only its visitor rules.
		expect( html ).toContain( 'data-gb-condition=' );
		expect( html ).toContain( TEXT.mixed );
		for ( const secret of [
			SECRET_META,
			SECRET_OPTION,
			'user_role',
			'role:administrator',
			'user_meta',
			'"options"',
			...titles,
		] ) {
			expect( html, secret ).not.toContain( secret );
		}
	} );

	test( 'with the setting off, the page is private and Varnish does not store it', async ( {
		requestUtils,
	} ) => {
		await setCompatibility( requestUtils, false );
		// Another address than the one cached while the setting was on.
		const url = `${ link }${ link.includes( '?' ) ? '&' : '?' }gb-off=1`;
		for ( let visit_ = 0; visit_ < 2; visit_++ ) {
			const response = await anonymousGet( url );
			expect( response.status ).toBe( 200 );
			expect( response.headers.get( 'cache-control' ) ).toBe(
				'private, no-cache'
			);
			expect( response.headers.get( 'x-cache' ) ).toBe( 'MISS' );
			// Decided on the server for this request: no template, no evaluator.
			expect( await response.text() ).not.toContain(
				'data-gb-condition='
			);
		}
	} );

	test( 'the editor says where visitor rules are decided and hints at the setting', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// The hint is for sites with a page cache whose compatibility setting is off.
		await setCompatibility( requestUtils, false );
		fs.copyFileSync(
			path.resolve( __dirname, '../fixtures/page-cache-present.php' ),
			MU_PLUGIN
		);
		const errors = collectConsoleErrors( page );
		await admin.visitAdminPage(
			'post.php',
			`post=${ pageId }&action=edit`
		);
		await editor.selectBlocks(
			editor.canvas
				.getByRole( 'document', { name: 'Block: Paragraph' } )
				.filter( { hasText: TEXT.phone } )
		);
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
		if ( ( await blockTab.count() ) > 0 ) {
			await blockTab.click();
		}
		const advanced = settings.getByRole( 'button', { name: 'Advanced' } );
		if ( ( await advanced.getAttribute( 'aria-expanded' ) ) === 'false' ) {
			await advanced.click();
		}
		const hint = settings.locator(
			'.gblocks-pro-display-condition__cache-hint'
		);
		await expect( hint ).toContainText(
			'a cached page can show one visitor’s result to the next'
		);
		const link_ = hint.getByRole( 'link', {
			name: /Turn on Page cache compatibility in Settings/,
		} );
		await expect( link_ ).toHaveAttribute(
			'href',
			/admin\.php\?page=gblocks-pro-settings$/
		);
		await hint.scrollIntoViewIfNeeded();
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'cache-safe-block-hint.png' ),
		} );
		// The control with its hint (core's focused panel toggle above it is core's own).
		const scan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-display-condition' )
			.analyze();
		expect( scan.violations ).toEqual( [] );

		// The condition editor: the cookie rule says where it is decided, and what HttpOnly means.
		await admin.visitAdminPage(
			'admin.php',
			`page=generateblocks-conditions&edit=${ promoId }`
		);
		const editing = page.locator( '#wpbody' );
		const cookieRow = editing.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await expect( cookieRow ).toContainText(
			'Decided in the visitor’s browser on cached pages.'
		);
		await expect( cookieRow ).toContainText(
			'HttpOnly cookies cannot be read in the browser'
		);
		await screenshot( page, {
			path: path.join( SCREENSHOTS, 'cache-safe-rule-row.png' ),
		} );
		const rowScan = await new AxeBuilder( { page } )
			.include( '.gblocks-pro-condition-row' )
			.analyze();
		expect( rowScan.violations ).toEqual( [] );
		expect( errors ).toEqual( [] );
	} );
} );

/**
 * Issue 36 S8: page content cannot steer the evaluator. Search blocks (their first tag is a <form>)
 * given the names referrer, cookie, querySelector, dispatchEvent and currentScript through
 * htmlAttributes, as the HTML attributes panel does, shadow those members of the document (DOM
 * clobbering); an author's own paragraph carries data-gb-condition and hidden. Through Varnish, with
 * "Page cache compatibility" on: a direct visit does not see the block gated on "came from another
 * page", a visitor from Google with the promo cookie sees both gated blocks, nobody gets a console
 * error, and the author's paragraph is never decided (it stays hidden with its attribute).
 */
test.describe( 'Page content that shadows the document (DOM clobbering)', () => {
	const CLOBBER = `${ PREFIX } clobbering`;
	const GATED = {
		referred: 'Came from another page',
		promo: 'Clobber promo text',
		own: 'Author own gated text',
	};
	let url = '';
	let pageId = 0;

	test.beforeAll( async ( { requestUtils } ) => {
		await deleteConditions( requestUtils, CLOBBER );
		await setCompatibility( requestUtils, true );
		const referred = (
			await createCondition(
				requestUtils,
				`${ CLOBBER }: referred`,
				tree( [ row( 'referrer', 'direct', 'is_not' ) ] )
			)
		).id;
		const promo = (
			await createCondition(
				requestUtils,
				`${ CLOBBER }: promo`,
				tree( [ row( 'cookie', 'custom', 'equals', 'promo|1' ) ] )
			)
		).id;
		const named = [
			'referrer',
			'cookie',
			'querySelector',
			'dispatchEvent',
			'currentScript',
		]
			.map(
				( name ) =>
					`<!-- wp:search {"label":"Search ${ name }","buttonText":"Go","htmlAttributes":{"name":"${ name }"}} /-->`
			)
			.join( '' );
		const own = JSON.stringify(
			JSON.stringify( row( 'cookie', 'custom', 'equals', 'promo|1' ) )
		);
		const created = await requestUtils.rest< { id: number; link: string } >(
			{
				method: 'POST',
				path: '/wp/v2/pages',
				data: {
					title: `${ CLOBBER } page ${ Date.now() }`,
					status: 'publish',
					content:
						named +
						`<!-- wp:paragraph {"htmlAttributes":{"hidden":"","data-gb-condition":${ own }}} --><p>${ GATED.own }</p><!-- /wp:paragraph -->` +
						`<!-- wp:paragraph {"gbBlockCondition":"${ referred }"} --><p>${ GATED.referred }</p><!-- /wp:paragraph -->` +
						`<!-- wp:paragraph {"gbBlockCondition":"${ promo }"} --><p>${ GATED.promo }</p><!-- /wp:paragraph -->` +
						`<!-- wp:paragraph --><p>${ TEXT.always }</p><!-- /wp:paragraph -->`,
				},
			}
		);
		pageId = created.id;
		const own_ = new URL( created.link );
		url = new URL( own_.pathname + own_.search, VARNISH ).toString();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( pageId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ pageId }`,
				params: { force: true },
			} );
		}
		await deleteConditions( requestUtils, CLOBBER );
		await setCompatibility( requestUtils, false );
	} );

	test( 'named elements of the page neither show nor hide gated blocks, and an author element is not decided', async ( {
		browser,
	} ) => {
		const direct = await visit( browser, url );
		const promo = await visit( browser, url, {
			referer: 'https://www.google.com/',
			cookie: { name: 'promo', value: '1' },
		} );
		try {
			for ( const { page } of [ direct, promo ] ) {
				// The names are on the page and shadow the document, as in any browser.
				expect(
					await page.evaluate( () =>
						[ 'referrer', 'cookie', 'querySelector' ].every(
							( name ) =>
								(
									document as unknown as Record<
										string,
										unknown
									>
								 )[ name ] instanceof HTMLFormElement
						)
					)
				).toBe( true );
				await expect(
					page.getByText( TEXT.always, { exact: true } )
				).toBeVisible();
				const own = page.getByText( GATED.own, { exact: true } );
				await expect( own ).toBeHidden();
				await expect( own ).toHaveAttribute(
					'data-gb-condition',
					/promo/
				);
			}
			await expect(
				direct.page.getByText( GATED.referred, { exact: true } )
			).toHaveCount( 0 );
			await expect(
				direct.page.getByText( GATED.promo, { exact: true } )
			).toHaveCount( 0 );
			await expect(
				promo.page.getByText( GATED.referred, { exact: true } )
			).toBeVisible();
			await expect(
				promo.page.getByText( GATED.promo, { exact: true } )
			).toBeVisible();
		} finally {
			await direct.close();
			await promo.close();
		}
	} );

	test( 'the evaluator decides every template without an error or its warning', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		try {
			const page = await context.newPage();
			// Other scripts of the page (WordPress's own) may trip over the shadowed names: only what
			// the evaluator says is checked, and that it left no template undecided.
			const ours: string[] = [];
			page.on( 'console', ( message ) => {
				if ( /GBlocks Pro/.test( message.text() ) ) {
					ours.push( message.text() );
				}
			} );
			page.on( 'pageerror', ( error ) => {
				if (
					/gbVisitorConditions|visitor-conditions/.test(
						error.stack ?? ''
					)
				) {
					ours.push( error.message );
				}
			} );
			await page.goto( url );
			await page.waitForLoadState( 'load' );
			expect( ours ).toEqual( [] );
			await expect(
				page.locator( 'template[data-gb-condition]' )
			).toHaveCount( 0 );
		} finally {
			await context.close();
		}
	} );
} );
